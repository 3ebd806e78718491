import { describe, expect, it } from 'vitest';
import { splitRaw, syncFrontMatter } from '../../../src/common/gitsync/front-matter.js';
import { relinkMoved, repositoryLinks } from '../../../src/common/gitsync/relative-links.js';

const FOLDED = `---
description: >-
  A long description that GitBook folds over more than one line, because it is
  longer than eighty characters.
icon: book-open
layout:
  title:
    visible: true
---

# Title
`;

describe('front matter kept as written', () => {
  it('splits the block as written (folded strings, unknown keys) from the body, without parsing the page', () => {
    const split = splitRaw(FOLDED);
    expect(split.raw + split.body).toBe(FOLDED);
    expect(split.body).toBe('# Title\n');
    expect(split.data.description).toBe(
      'A long description that GitBook folds over more than one line, because it is longer than eighty characters.',
    );
    expect(splitRaw('# No block\n')).toEqual({ raw: '', data: {}, body: '# No block\n' });
    expect(splitRaw('---\nnot closed\n')).toEqual({ raw: '', data: {}, body: '---\nnot closed\n' });
    // YAML that parses to no mapping sets no field; the block stays as written.
    expect(splitRaw('---\n- a list\n---\n')).toEqual({
      raw: '---\n- a list\n---\n',
      data: {},
      body: '',
      keyless: 'a list',
    });
    expect(() => splitRaw('---\ndescription: Step 1: open\n---\n')).toThrow();
  });

  it('a block holding one sentence sets no field, and takes one by keeping the sentence as a comment', () => {
    const page = '---\nOne sentence, not keys\n---\n\n## Notice\n';
    const split = splitRaw(page);
    expect(split).toEqual({
      raw: '---\nOne sentence, not keys\n---\n\n',
      data: {},
      body: '## Notice\n',
      keyless: 'a string',
    });
    expect(syncFrontMatter(split.raw, {})).toBe(split.raw);
    const described = syncFrontMatter(split.raw, { description: 'Set from the editor' })!;
    expect(described).toBe('---\n# One sentence, not keys\ndescription: Set from the editor\n---\n\n');
    expect(splitRaw(described).data).toEqual({ description: 'Set from the editor' });
  });

  it('leaves the block alone when its values agree, and rewrites only the key that changed', () => {
    const { raw } = splitRaw(FOLDED);
    const description = splitRaw(FOLDED).data.description as string;
    expect(syncFrontMatter(raw, { description })).toBe(raw);
    const hidden = syncFrontMatter(raw, { description, hidden: true })!;
    expect(hidden).toContain('icon: book-open\nlayout:\n  title:\n    visible: true\nhidden: true\n---\n\n');
    expect(splitRaw(`${hidden}# Title\n`).data).toMatchObject({ description, hidden: true, icon: 'book-open' });
    const cleared = syncFrontMatter(raw, {})!;
    expect(cleared.startsWith('---\nicon: book-open\n')).toBe(true);
    expect(syncFrontMatter('---\ndescription: x\n---\n\n', {})).toBeUndefined();
    expect(syncFrontMatter(undefined, { description: 'x' })).toBeUndefined();
  });
});

describe('relative links when pages move', () => {
  const page = `# Setup

See [install](../install.md#linux), ![shot](../.gitbook/assets/shot.png) and [the guides](./).

<figure><img src="../.gitbook/assets/fig.png" alt=""><figcaption></figcaption></figure>

{% content-ref url="../install.md" %}
[install.md](../install.md)
{% endcontent-ref %}

\`[not](../install.md)\` and [site](https://example.org).
`;

  it('finds markdown links, HTML src/href and GitBook block urls, never inside code', () => {
    expect(repositoryLinks(page).map((l) => l.target)).toEqual([
      '../install.md#linux',
      '../.gitbook/assets/shot.png',
      './',
      '../install.md',
      'https://example.org',
      '../.gitbook/assets/fig.png',
      '../install.md',
    ]);
  });

  it('rewrites links from a moved page and to moved targets so they resolve again, and nothing else', () => {
    const moved = new Map([['install.md', 'start/install.md']]);
    const out = relinkMoved(page, 'guides/setup.md', 'guides/deep/setup.md', moved);
    expect(out).toBe(
      page
        .replace('[install](../install.md#linux)', '[install](../../start/install.md#linux)')
        .replace('../.gitbook/assets/shot.png', '../../.gitbook/assets/shot.png')
        .replace('[the guides](./)', '[the guides](../)')
        .replace('src="../.gitbook/assets/fig.png"', 'src="../../.gitbook/assets/fig.png"')
        .replace(
          '{% content-ref url="../install.md" %}\n[install.md](../install.md)',
          '{% content-ref url="../../start/install.md" %}\n[install.md](../../start/install.md)',
        ),
    );
    expect(relinkMoved(page, 'guides/setup.md', 'guides/setup.md', new Map())).toBe(page);
  });
});
