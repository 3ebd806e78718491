import { describe, expect, it } from 'vitest';
import {
  parseSummary,
  repeatsAsLinks,
  summaryTarget,
  summaryText,
  type SummaryEntry,
} from '../../../src/common/gitsync/summary.js';

const SUMMARY = `# Table of contents

* [Welcome](README.md)

## Get Started <a href="#getting-started" id="getting-started"></a>

* [Quickstart](getting-started/quickstart.md)
  * [Install \\(macOS\\)](getting-started/install-macos.md)
  * Obsolete
    * [Old install](getting-started/old.md)
* [Buttons](getting-started/quickstart.md#buttons)
* [Forum](https://forum.example.org/)

## Reference

* [API](reference/api.md "API label")
`;

/** Entries without their lines, and pages without their links as written (compared on their own). */
const strip = (entries: SummaryEntry[]): unknown[] =>
  entries.map((e) => {
    const { line: _line, children, ...rest } = e;
    if (rest.kind === 'page') delete rest.href;
    return { ...rest, ...(children.length ? { children: strip(children) } : {}) };
  });

describe('SUMMARY.md as GitBook writes it', () => {
  it('reads groups (with their anchor), pages, link entries, anchors in pages and entries without a link', () => {
    expect(strip(parseSummary(SUMMARY))).toEqual([
      { kind: 'page', title: 'Welcome', path: 'README.md' },
      {
        kind: 'group',
        title: 'Get Started',
        anchor: 'getting-started',
        children: [
          {
            kind: 'page',
            title: 'Quickstart',
            path: 'getting-started/quickstart.md',
            children: [
              { kind: 'page', title: 'Install (macOS)', path: 'getting-started/install-macos.md' },
              {
                kind: 'unlinked',
                title: 'Obsolete',
                children: [{ kind: 'page', title: 'Old install', path: 'getting-started/old.md' }],
              },
            ],
          },
          { kind: 'link', title: 'Buttons', href: 'getting-started/quickstart.md#buttons' },
          { kind: 'link', title: 'Forum', href: 'https://forum.example.org/' },
        ],
      },
      {
        kind: 'group',
        title: 'Reference',
        children: [{ kind: 'page', title: 'API', path: 'reference/api.md', linkTitle: 'API label' }],
      },
    ]);
  });

  it("writes a page's link title, and keeps a label the file has where the entries give none", () => {
    const page = (linkTitle?: string): SummaryEntry => ({
      kind: 'page',
      title: 'Install the agent',
      path: 'install.md',
      ...(linkTitle ? { linkTitle } : {}),
      line: 0,
      children: [],
    });
    const fresh = summaryText([page('Say "hi"')]);
    expect(fresh).toBe('# Table of contents\n\n* [Install the agent](install.md "Say \\"hi\\"")\n');
    expect(strip(parseSummary(fresh))).toEqual([
      { kind: 'page', title: 'Install the agent', path: 'install.md', linkTitle: 'Say "hi"' },
    ]);
    const labelled = '# Contents\n\n- [Install the agent](install.md "Install")\n';
    // A service that keeps no label (a push cannot send one) takes none away.
    expect(summaryText([page()], labelled)).toBe(labelled);
    // A label the service has is written, the line's style kept.
    expect(summaryText([page('Setup')], labelled)).toBe('# Contents\n\n- [Install the agent](install.md "Setup")\n');
    expect(summaryText([page('Setup')], '# Contents\n\n- [Install the agent](install.md)\n')).toBe(
      '# Contents\n\n- [Install the agent](install.md "Setup")\n',
    );
  });

  it('writes the original back byte for byte when the entries are the same', () => {
    expect(summaryText(parseSummary(SUMMARY), SUMMARY)).toBe(SUMMARY);
  });

  it('edits only the lines of entries that changed, keeping headings, escapes and titles as written', () => {
    const entries = parseSummary(SUMMARY);
    const group = entries[1]!;
    group.children.splice(1, 1); // the Buttons link goes
    group.children[0]!.children.push({
      kind: 'page',
      title: 'New [page]',
      path: 'getting-started/new page.md',
      line: 0,
      children: [],
    });
    entries.push({
      kind: 'group',
      title: 'Extras',
      line: 0,
      children: [{ kind: 'link', title: 'Blog', href: 'https://blog.example.org', line: 0, children: [] }],
    });
    const text = summaryText(entries, SUMMARY);
    expect(text).toBe(`# Table of contents

* [Welcome](README.md)

## Get Started <a href="#getting-started" id="getting-started"></a>

* [Quickstart](getting-started/quickstart.md)
  * [Install \\(macOS\\)](getting-started/install-macos.md)
  * Obsolete
    * [Old install](getting-started/old.md)
  * [New \\[page\\]](getting-started/new%20page.md)
* [Forum](https://forum.example.org/)

## Reference

* [API](reference/api.md "API label")

## Extras

* [Blog](https://blog.example.org)
`);
    expect(strip(parseSummary(text))).toEqual(strip(entries));
  });

  // GitBook reads SUMMARY.md as markdown ("The summary file is a Markdown file (.md) that should
  // have the following structure", https://gitbook.com/docs/getting-started/git-sync/content-configuration#summary):
  // a list indented by 2 in one place and by 4 in another is one tree (ArweaveTeam's docs.arweave.org-info
  // has both). A pull that changes one entry keeps every other line as written, indentation included.
  it("keeps each unchanged line's own indentation when lists are indented by 2 in one place and by 4 in another", () => {
    const mixed = `# Table of contents

## Mining

- [Getting Started](setup.md)
    - [Hardware](hardware.md)
    - [Syncing](syncing.md)
      - [Partition sizes](sizes.md)

## Development

- [Protocol](protocol.md)
  - [Denomination](denomination.md)
- [Building](build.md)
`;
    const entries = parseSummary(mixed);
    entries[1]!.children[1]!.title = 'Building Arweave';
    const text = summaryText(entries, mixed);
    expect(text).toBe(mixed.replace('[Building]', '[Building Arweave]'));
    expect(strip(parseSummary(text))).toEqual(strip(entries));
    // A line that moves to another depth is indented as the sibling before it; nothing else moves.
    const moved = parseSummary(mixed);
    moved[1]!.children[0]!.children.push(moved[1]!.children.pop()!);
    const again = summaryText(moved, mixed);
    expect(again).toBe(mixed.replace('\n- [Building](build.md)', '\n  - [Building](build.md)'));
    expect(strip(parseSummary(again))).toEqual(strip(moved));
  });

  it('writes a fresh file in GitBook style, and titles with any character come back unchanged', () => {
    const entries: SummaryEntry[] = [
      { kind: 'page', title: 'Home', path: 'README.md', line: 0, children: [] },
      {
        kind: 'group',
        title: 'Guides',
        anchor: 'the-guides',
        line: 0,
        children: [
          {
            kind: 'page',
            title: '*Not* _emphasis_ & <b>tags</b> `code` &amp;',
            path: 'guides/a.md',
            line: 0,
            children: [],
          },
        ],
      },
    ];
    const text = summaryText(entries);
    expect(text).toBe(
      '# Table of contents\n\n* [Home](README.md)\n\n## Guides <a href="#the-guides" id="the-guides"></a>\n\n* [\\*Not\\* \\_emphasis\\_ & \\<b\\>tags\\</b\\> \\`code\\` &amp;amp;](guides/a.md)\n',
    );
    expect(strip(parseSummary(text))).toEqual(strip(entries));
  });
});

describe('where a SUMMARY.md link points', () => {
  it('reads a path from the root (/guide/a.md, as BrighterCommand/Docs lists its pages) as that page', () => {
    expect(summaryTarget('/contents/9/Basic%20Concepts.md')).toEqual({
      kind: 'page',
      path: 'contents/9/Basic Concepts.md',
    });
    expect(summaryTarget('guide/./a.md')).toEqual({ kind: 'page', path: 'guide/a.md' });
    expect(summaryTarget('/contents/9/Requests%2C%20Commands.md')).toEqual({
      kind: 'page',
      path: 'contents/9/Requests, Commands.md',
    });
    expect(summaryTarget('bad%E0%A4%A/a.md')).toEqual({ kind: 'page', path: 'bad%E0%A4%A/a.md' });
    for (const href of ['//example.org/a.md', '/../outside.md', '/contents/9/', 'https://x.y/a.md', '/a.md#part', '/'])
      expect(summaryTarget(href), href).toEqual({ kind: 'link', href });
    const [entry] = parseSummary('* [Concepts](/contents/9/BasicConcepts.md)\n');
    expect(entry).toMatchObject({
      kind: 'page',
      path: 'contents/9/BasicConcepts.md',
      href: '/contents/9/BasicConcepts.md',
    });
  });

  it('keeps a page listed again as a link to it, and the file as written when nothing else changed', () => {
    const original = '## 9\n\n * [A](/c/a.md)\n\n## Again\n\n * [A again](/c/a.md)\n * [B](/c/b.md)\n';
    const entries = repeatsAsLinks(parseSummary(original));
    expect(strip(entries)).toEqual([
      { kind: 'group', title: '9', children: [{ kind: 'page', title: 'A', path: 'c/a.md' }] },
      {
        kind: 'group',
        title: 'Again',
        children: [
          { kind: 'link', title: 'A again', href: '/c/a.md' },
          { kind: 'page', title: 'B', path: 'c/b.md' },
        ],
      },
    ]);
    expect(summaryText(entries, original)).toBe(original);
  });
});
