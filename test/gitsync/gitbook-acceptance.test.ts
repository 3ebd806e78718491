/**
 * GitBook's acceptance rules, not stricter ones (issue 45): what real Git Sync repositories hold
 * and GitBook syncs is pushed, warned about with file and line where it is likely a mistake, and
 * pulled back as it was. Each case cites what GitBook says or does:
 *
 * - a page file named with a dot (`webservices/.net.md`) listed in SUMMARY.md: GitBook reads the
 *   files SUMMARY.md names ("The summary file is a Markdown file ... that should have the following
 *   structure", https://gitbook.com/docs/getting-started/git-sync/content-configuration#summary);
 *   nothing there excludes hidden names. A page, no warning.
 * - a SUMMARY.md entry naming no file: the documentation is silent; GitBook's troubleshooting
 *   (GitbookIO/public-docs getting-started/git-sync/troubleshooting.md) only asks that files be
 *   listed. Chosen what loses nothing: an empty page with the entry's title and its entries, and a
 *   warning at the entry's line.
 * - `deployment-template.md` beside `deployment-template/README.md`: GitBook imports both, one
 *   with a suffixed slug (seen on the repositories issue 45 tried); a warning names the new slug.
 * - a page listed twice, with entries under it: "it is not possible to reference the same markdown
 *   file twice ... a single page lives at two different URLs" (content-configuration#summary), and
 *   GitBook's parser reads the repeat as one entry (https://github.com/GitbookIO/gitbook/issues/900).
 *   The repeat is an empty page holding its entries (nothing under it is lost), with a warning.
 * - a stray tag end (`{% endtab %}%}`) and an unknown `.gitbook.yaml` key: GitBook ignores keys
 *   it does not document (content-configuration lists root, structure, redirects) and shows a
 *   stray tag as text: warnings, never a refusal.
 * - names that differ only in case (`id-types.png`, `id-types.PNG`): Git keeps both; a pull writes
 *   both as they are where the folder can hold both.
 * - a root page after a group: GitBook's SUMMARY.md has no way to end a group (`## Group` holds
 *   every list after it); docs-cli writes `# Table of contents` again before such a page, which
 *   ends the group when read back.
 * - a `.gitbook.yaml` key holding a zero-width space (`\u200bstructure:`, docs.arweave.org-info):
 *   YAML reads it as another key (its white space is space and tab only, YAML 1.2 §5.5), and GitBook
 *   ignored such a file's keys ("a couple of zero-width spaces ... preventing gitbook from reading
 *   the file properly and that configuration was being ignored", metalbear-co/docs#32). The key is
 *   ignored (the defaults stand) and check names it with the character shown.
 * - `structure.readme: ../README.md` beside `root: ./docs` (angular-awesome-list): paths "will be
 *   relative to this root folder" (content-configuration#root), and path-based configuration
 *   "only applies within that section's sync scope" (GitBook's monorepos page): the file is not
 *   read, the default stands, and check warns (`config-path`).
 * - a page whose front matter `title` is not SUMMARY.md's link text (docs.arweave.org-info's
 *   `development/build.md`): GitBook titles the page with the link text ("The page title comes from
 *   the SUMMARY.md link text ... Frontmatter `title:` does not override this for Git-Sync pages",
 *   metalbear-co/docs#216). docs-cli's service takes the front matter's `title` as the page's title
 *   (its rule for every markdown document), so the site shows that one; what the repository holds
 *   comes back as written: SUMMARY.md's line is kept, the page file too, and nothing is pushed again.
 * - SUMMARY.md indented by 2 in one list and by 4 in another (docs.arweave.org-info): one tree, as
 *   markdown reads it; a pull keeps every line's own indentation.
 * - a repository without SUMMARY.md (lawnchair-docs, old-documentation): "GitBook will infer the
 *   table of contents from the folder structure", and "even if no summary file is provided during
 *   the initial import, GitBook will create one" when it exports (content-configuration#summary).
 *   A pull into a new folder writes one; a pull into the folder that does without writes none.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { caseSensitiveFolder } from '../../src/gitsync/case-probe.js';
import { summaryEntries, type FolderPage } from '../../src/common/gitsync/folder.js';
import { parseSummary, summaryText } from '../../src/common/gitsync/summary.js';
import { useSeparateServer } from '../helpers/separate-server.js';
import type { Revision } from '../../src/api/content.js';
import { readFolder } from '../../src/gitsync/local.js';
import { remoteTree } from '../../src/gitsync/remote.js';

const separate = useSeparateServer('docs-cli-acceptance-');
const { work, cli, json } = separate;

const SUMMARY = `# Table of contents

* [Home](README.md)
* [Web services](webservices/README.md)
  * [.NET](webservices/.net.md)
* [Deployment template](deployment-template.md)
* [Deployment template folder](deployment-template/README.md)
* [Gone](gone.md)

## Guides

* [Tabs](guides/tabs.md)
* [Setup](guides/Setup.md)
* [setup](guides/setup.md)
* [Tabs again](guides/tabs.md)
  * [Child](guides/child.md)

# Table of contents

* [Usage](usage.md)
`;

const FILES: Record<string, string> = {
  'SUMMARY.md': SUMMARY,
  '.gitbook.yaml': 'root: ./\nstructure:\n  readme: README.md\n  summary: SUMMARY.md\nsearch: off\n',
  'README.md': '# Home\n\n![ids](images/id-types.png) and ![IDS](images/id-types.PNG).\n',
  'webservices/README.md': '# Web services\n\nOverview.\n',
  'webservices/.net.md': '# .NET\n\nThe .NET web services.\n',
  'deployment-template.md': '# Deployment template\n\nThe file.\n',
  'deployment-template/README.md': '# Deployment template folder\n\nThe folder page.\n',
  'guides/tabs.md':
    '# Tabs\n\n{% tabs %}\n{% tab title="A" %}\nOne\n{% endtab %}%}\n{% endtabs %}\n\nAfter.\n\n{% endhint %}\n',
  'guides/Setup.md': '# Setup\n\nUpper.\n',
  'guides/setup.md': '# setup\n\nlower.\n',
  'guides/child.md': '# Child\n\nUnder the repeat.\n',
  'usage.md': '# Usage\n\nUse it.\n',
  'images/id-types.png': 'png lower',
  'images/id-types.PNG': 'png UPPER',
};

function writeFolder(dir: string, files: Record<string, string>): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
}

/** Every file under `dir` (but a pull's own records) with its bytes. */
function filesOf(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const visit = (abs: string) => {
    for (const name of readdirSync(abs)) {
      const child = join(abs, name);
      if (statSync(child).isDirectory()) visit(child);
      else out[relative(dir, child).split('\\').join('/')] = readFileSync(child, 'latin1');
    }
  };
  visit(dir);
  return out;
}

describe("GitBook's acceptance rules through the built binary and a separate server", () => {
  it('pushes a folder with every case, warning with file and line; check says the same; pull gives it back byte for byte', async () => {
    // The cases of names that differ only in case need a folder that can hold both (Linux's can).
    expect(caseSensitiveFolder(work)).toBe(true);
    const docs = join(work, 'docs');
    writeFolder(docs, FILES);
    const space = (await json(['spaces', 'create', '--title', 'Acceptance'])).id as string;

    const checked = await cli(['check', docs, '-o', 'json']);
    // Warnings only: `check` exits 0.
    expect([checked.exitCode, checked.stderr]).toEqual([0, '']);
    const check = JSON.parse(checked.stdout) as Array<{ file: string; line: number; kind: string; severity: string }>;
    const said = check.map((p) => [p.file, p.line, p.kind, p.severity]);
    const warnings = [
      ['.gitbook.yaml', 5, 'config-key', 'warning'],
      ['SUMMARY.md', 7, 'slug-collision', 'warning'],
      ['SUMMARY.md', 8, 'summary-missing', 'warning'],
      ['SUMMARY.md', 14, 'slug-collision', 'warning'],
      ['SUMMARY.md', 15, 'summary-duplicate', 'warning'],
      ['guides/tabs.md', 11, 'stray-end', 'warning'],
    ];
    for (const w of warnings) expect(said).toContainEqual(w);
    // Nothing of the folder is an error (the stray `%}` is GitBook's text, a warning at most).
    expect(check.filter((p) => p.severity === 'error')).toEqual([]);
    expect(said.filter(([file]) => file === 'guides/tabs.md').every(([, , , s]) => s === 'warning')).toBe(true);

    const pushed = await cli(['cr', 'push', 'docs', '--space', space, '--merge']);
    expect(pushed.exitCode, pushed.stderr).toBe(0);
    // The push warns as check does, each with its file and line.
    // (In CI, as here, the warnings of one kind are summed up: the first is named.)
    for (const [file, line, kind] of warnings.filter(([, line]) => line !== 14))
      expect(pushed.stderr).toContain(`${file}:${line}: ${kind}: `);
    expect(pushed.stderr).toContain('2 × slug-collision, the first: SUMMARY.md:7: slug-collision: ');
    expect(pushed.stderr).toContain('deployment-template/README.md is published as "deployment-template-1"');
    expect(pushed.stderr).toContain('gone.md does not exist in the folder; published as an empty page "Gone"');

    // A pull into an empty folder is the folder, byte for byte.
    const fresh = await cli(['spaces', 'pull', space, 'fresh']);
    expect(fresh.exitCode, fresh.stderr).toBe(0);
    expect(fresh.stderr).not.toContain('written as');
    expect(filesOf(join(work, 'fresh'))).toEqual(filesOf(docs));

    // In place nothing changes, the check after it says so, and a push sends nothing.
    const before = filesOf(docs);
    const again = await cli(['spaces', 'pull', space, 'docs']);
    expect(again.exitCode, again.stderr).toBe(0);
    expect(filesOf(docs)).toEqual(before);
    const quiet = await cli(['spaces', 'pull', space, 'docs', '--check']);
    expect([quiet.exitCode, quiet.stdout]).toEqual([0, '']);
    const idle = await cli(['cr', 'push', 'docs', '--space', space]);
    expect([idle.exitCode, idle.stdout]).toEqual([
      0,
      'nothing to push: the space already matches docs; no change request was opened',
    ]);
  }, 240_000);
});

describe('a root page added through the API after a group', () => {
  it('is pulled into a SUMMARY.md that reads back as the same tree: pull --check and a no-op push are silent', async () => {
    const docs = join(work, 'late');
    writeFolder(docs, {
      'SUMMARY.md': '# Table of contents\n\n* [Home](README.md)\n\n## Guides\n\n* [Install](guides/install.md)\n',
      'README.md': '# Home\n',
      'guides/install.md': '# Install\n',
    });
    const space = (await json(['spaces', 'create', '--title', 'Late root page'])).id as string;
    expect((await cli(['cr', 'push', 'late', '--space', space, '--merge'])).exitCode).toBe(0);
    expect((await cli(['spaces', 'pull', space, 'late'])).exitCode).toBe(0);
    // Through the API, as another tool would: a page at the top lands after the group.
    const call = async (method: string, path: string, body: unknown) => {
      const res = await fetch(`${separate.server().url}${path}`, {
        method,
        headers: { authorization: `Bearer ${separate.server().token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(res.status, await res.clone().text()).toBeLessThan(300);
      return res.json() as Promise<any>;
    };
    const cr = await call('POST', `/v1/spaces/${space}/change-requests`, { subject: 'usage' });
    await call('POST', `/v1/spaces/${space}/change-requests/${cr.number}/content?compat=false`, {
      changes: [{ operation: 'insert_page', title: 'Usage', document: { markdown: '# Usage\n\nUse it.\n' } }],
    });
    expect((await cli(['cr', 'merge', String(cr.number), '--space', space])).exitCode).toBe(0);

    const pulled = await cli(['spaces', 'pull', space, 'late']);
    expect(pulled.exitCode, pulled.stderr).toBe(0);
    expect(readFileSync(join(docs, 'SUMMARY.md'), 'utf8')).toBe(
      '# Table of contents\n\n* [Home](README.md)\n\n## Guides\n\n* [Install](guides/install.md)\n\n# Table of contents\n\n* [Usage](usage.md)\n',
    );
    const quiet = await cli(['spaces', 'pull', space, 'late', '--check']);
    expect([quiet.exitCode, quiet.stdout]).toEqual([0, '']);
    // No page moves (before: `move usage.md (under ## Guides)`): only the space's copy of
    // SUMMARY.md, which the API's page left behind, is brought up to date; then nothing is sent.
    const plan = await cli(['cr', 'push', 'late', '--space', space, '--dry-run']);
    expect([plan.exitCode, plan.stdout]).toEqual([0, 'upload  SUMMARY.md']);
    expect((await cli(['cr', 'push', 'late', '--space', space, '--merge'])).exitCode).toBe(0);
    const idle = await cli(['cr', 'push', 'late', '--space', space]);
    expect([idle.exitCode, idle.stdout]).toEqual([
      0,
      'nothing to push: the space already matches late; no change request was opened',
    ]);
    expect((await cli(['spaces', 'pull', space, 'late', '--check'])).exitCode).toBe(0);
  }, 120_000);
});

describe('SUMMARY.md for a root page after a group reads back as the same tree', () => {
  const page = (title: string, path: string): FolderPage => ({
    kind: 'document',
    key: path,
    path,
    slug: path.replace(/\.md$/, ''),
    title,
    frontMatter: '',
    body: '',
    pages: [],
  });
  it('writes `# Table of contents` again before it (under `## Guides` alone it would be the group’s)', () => {
    const tree: FolderPage[] = [
      page('Home', 'README.md'),
      { ...page('Guides', ''), kind: 'group', path: undefined, slug: 'guides', pages: [page('Install', 'install.md')] },
      page('Usage', 'usage.md'),
    ];
    const entries = summaryEntries(tree);
    const text = summaryText(entries);
    expect(text).toBe(
      '# Table of contents\n\n* [Home](README.md)\n\n## Guides\n\n* [Install](install.md)\n\n# Table of contents\n\n* [Usage](usage.md)\n',
    );
    const back = parseSummary(text);
    expect(back.map((e) => [e.kind, e.title, e.children.length])).toEqual([
      ['page', 'Home', 0],
      ['group', 'Guides', 1],
      ['page', 'Usage', 0],
    ]);
    // An original SUMMARY.md that puts it in the group is rewritten, its header and lines kept.
    const original = '# Summary\n\n* [Home](README.md)\n\n## Guides\n\n* [Install](install.md)\n* [Usage](usage.md)\n';
    expect(summaryText(entries, original)).toBe(
      '# Summary\n\n* [Home](README.md)\n\n## Guides\n\n* [Install](install.md)\n\n# Summary\n\n* [Usage](usage.md)\n',
    );
  });
});

describe('names a folder cannot hold, and hidden files no SUMMARY.md lists', () => {
  const revision = {
    id: 'r',
    pages: [],
    files: [
      { id: 'f1', name: 'id-types.png', size: 1, downloadURL: 'x', git: { path: 'images/id-types.png' } },
      { id: 'f2', name: 'id-types.PNG', size: 1, downloadURL: 'x', git: { path: 'images/id-types.PNG' } },
    ],
  } as unknown as Revision;

  it('writes both case twins where the folder tells case apart, and renames the second (said) where it cannot', () => {
    const both = remoteTree(revision, undefined, undefined, true);
    expect(both.files.map((f) => f.path)).toEqual(['images/id-types.png', 'images/id-types.PNG']);
    expect(both.renamed).toEqual([]);
    const one = remoteTree(revision, undefined, undefined, false);
    expect(one.files.map((f) => f.path)).toEqual(['images/id-types.png', '.gitbook/assets/id-types.PNG']);
    expect(one.renamed).toEqual([{ from: 'images/id-types.PNG', to: '.gitbook/assets/id-types.PNG' }]);
  });

  it('does the same with pages', () => {
    const page = (id: string, title: string, path: string) => ({
      id,
      type: 'document',
      title,
      slug: title.toLowerCase(),
      markdown: `# ${title}\n`,
      git: { path },
      pages: [],
    });
    const pages = { id: 'r', files: [], pages: [page('p1', 'Setup', 'Setup.md'), page('p2', 'Setup2', 'setup.md')] };
    const both = remoteTree(pages as unknown as Revision, undefined, undefined, true);
    expect(both.pages.map((p) => p.path)).toEqual(['Setup.md', 'setup.md']);
    expect(both.renamed).toEqual([]);
    const one = remoteTree(pages as unknown as Revision, undefined, undefined, false);
    expect(one.pages.map((p) => p.path)).toEqual(['Setup.md', 'setup2.md']);
    expect(one.renamed).toEqual([{ from: 'setup.md', to: 'setup2.md' }]);
  });

  // GitBook's own folder holds "assets/ # images and files GitBook manages" and "includes/ #
  // reusable content blocks" (https://gitbook.com/docs/documentation/ja-gitbook-documentation/skill/write-docs, "File organization"):
  // no page of the table of contents GitBook infers from a folder without SUMMARY.md
  // (lawnchair-docs holds help/.gitbook/includes/*.md).
  it('infers no page from a .gitbook/ folder, at the root or below, where there is no SUMMARY.md', () => {
    const dir = join(work, 'inferred');
    writeFolder(dir, {
      'README.md': '# Home\n',
      'guide.md': '# Guide\n',
      '.gitbook/includes/note.md': 'A note.\n',
      'help/README.md': '# Help\n',
      'help/.gitbook/includes/restart.md': 'Restart.\n',
    });
    const folder = readFolder(dir);
    expect(flattenPages(folder.pages)).toEqual(['README.md', 'guide.md', 'help/README.md']);
    expect(folder.unlisted.sort()).toEqual(['.gitbook/includes/note.md', 'help/.gitbook/includes/restart.md']);
  });

  it('leaves out a dot-named page file no SUMMARY.md lists, and every hidden file but .gitbook/', () => {
    const dir = join(work, 'hidden');
    writeFolder(dir, {
      'README.md': '# Home\n',
      '.draft.md': '# Draft\n',
      '.github/workflows/x.md': '# CI\n',
      '.gitbook/assets/a.png': 'png',
      '.DS_Store': 'x',
    });
    const folder = readFolder(dir);
    expect(flattenPages(folder.pages)).toEqual(['README.md']);
    expect(folder.unlisted).toEqual([]);
    expect(folder.files.map((f) => f.path)).toEqual(['.gitbook/assets/a.png']);
    writeFileSync(join(dir, 'SUMMARY.md'), '* [Home](README.md)\n* [Draft](.draft.md)\n');
    expect(flattenPages(readFolder(dir).pages)).toEqual(['README.md', '.draft.md']);
  });
});

describe('a .gitbook.yaml key with a zero-width space, a readme outside the root, a front matter title, mixed indentation', () => {
  it('pushes as GitBook reads it, warns with file and line, and pulls back byte for byte', async () => {
    const repo = join(work, 'arweave-like');
    const docs = {
      'SUMMARY.md':
        '# Table of contents\n\n## Mining\n\n- [Setup](setup.md)\n    - [Hardware](hardware.md)\n      - [Sizes](sizes.md)\n\n## Development\n\n- [Protocol](protocol.md)\n  - [Keys](keys.md)\n- [Building Arweave](build.md)\n',
      'setup.md': '# Setup\n',
      'hardware.md': '# Hardware\n',
      'sizes.md': '# Sizes\n',
      'protocol.md': '# Protocol\n',
      'keys.md': '# Keys\n',
      'build.md': '---\ntitle: Building Arwaeave\n---\n\n# Building Arweave\n\nBuild it.\n',
    };
    writeFolder(repo, {
      '.gitbook.yaml': 'root: ./docs\n\nstructure:\n  readme: ../README.md\n\u200bredirects:\n  old: build.md\n',
      'README.md': '# The repository, not the docs\n',
      ...Object.fromEntries(Object.entries(docs).map(([path, text]) => [`docs/${path}`, text])),
    });
    const checked = await cli(['check', repo, '-o', 'json']);
    expect([checked.exitCode, checked.stderr]).toEqual([0, '']);
    const said = (
      JSON.parse(checked.stdout) as Array<{ file: string; line: number; kind: string; message: string }>
    ).map((p) => [p.file, p.line, p.kind, p.message]);
    expect(said).toEqual([
      [
        '.gitbook.yaml',
        4,
        'config-path',
        'structure.readme ../README.md is outside the root docs/: GitBook reads only what is under the root, so the first page is the default',
      ],
      [
        '.gitbook.yaml',
        5,
        'config-key',
        'unknown key "\\u200bredirects" (an invisible character in "redirects"): GitBook ignores it and reads the default',
      ],
    ]);

    const space = (await json(['spaces', 'create', '--title', 'Arweave-like'])).id as string;
    const pushed = await cli(['cr', 'push', 'arweave-like', '--space', space, '--merge']);
    expect(pushed.exitCode, pushed.stderr).toBe(0);
    // No page of README.md (outside the root), no redirect (its key is not `redirects`).
    const res = await fetch(`${separate.server().url}/v1/spaces/${space}/content`, {
      headers: { authorization: `Bearer ${separate.server().token}` },
    });
    const tree = (await res.json()) as { pages: Array<{ title: string; git?: { path?: string }; pages: any[] }> };
    const all = (pages: any[]): any[] => pages.flatMap((p) => [p, ...all(p.pages ?? [])]);
    const paths = all(tree.pages).flatMap((p) => (p.git?.path ? [p.git.path] : []));
    expect(paths.sort()).toEqual(
      Object.keys(docs)
        .filter((p) => p !== 'SUMMARY.md')
        .map((p) => `docs/${p}`)
        .sort(),
    );
    // The page's title is SUMMARY.md's link text, not its front matter's `title`, as GitBook's Git
    // Sync takes it ("Frontmatter `title:` does not override this for Git-Sync pages",
    // https://github.com/metalbear-co/docs/pull/216); the front matter stays as written.
    const build = all(tree.pages).find((p) => p.git?.path === 'docs/build.md');
    expect(build?.title).toBe('Building Arweave');

    const fresh = await cli(['spaces', 'pull', space, 'arweave-fresh']);
    expect(fresh.exitCode, fresh.stderr).toBe(0);
    const { 'README.md': _outside, ...inSpace } = filesOf(repo);
    expect(filesOf(join(work, 'arweave-fresh'))).toEqual(inSpace);
    const before = filesOf(repo);
    expect((await cli(['spaces', 'pull', space, 'arweave-like'])).exitCode).toBe(0);
    expect(filesOf(repo)).toEqual(before);
    const quiet = await cli(['spaces', 'pull', space, 'arweave-like', '--check']);
    expect([quiet.exitCode, quiet.stdout]).toEqual([0, '']);
    const idle = await cli(['cr', 'push', 'arweave-like', '--space', space]);
    expect([idle.exitCode, idle.stdout]).toEqual([
      0,
      'nothing to push: the space already matches arweave-like; no change request was opened',
    ]);
  }, 180_000);
});

describe('a repository without SUMMARY.md or .gitbook.yaml', () => {
  it('is pulled into a new folder with a SUMMARY.md, and into itself with nothing added', async () => {
    const repo = join(work, 'no-summary');
    writeFolder(repo, {
      'README.md': '# Home\n',
      'guide/README.md': '# Guide\n',
      'guide/install.md': '# Install\n',
      'faq.md': '# FAQ\n',
      '.gitbook/includes/note.md': 'A note, no page.\n',
      'help/.gitbook/includes/restart.md': 'Restart, no page.\n',
    });
    const space = (await json(['spaces', 'create', '--title', 'No summary'])).id as string;
    const pushed = await cli(['cr', 'push', 'no-summary', '--space', space, '--merge']);
    expect(pushed.exitCode, pushed.stderr).toBe(0);
    const fresh = await cli(['spaces', 'pull', space, 'no-summary-fresh']);
    expect(fresh.exitCode, fresh.stderr).toBe(0);
    const written = filesOf(join(work, 'no-summary-fresh'));
    expect(Object.keys(written).sort()).toEqual(
      ['.gitbook.yaml', 'README.md', 'SUMMARY.md', 'faq.md', 'guide/README.md', 'guide/install.md'].sort(),
    );
    const before = filesOf(repo);
    const quiet = await cli(['spaces', 'pull', space, 'no-summary', '--check']);
    expect([quiet.exitCode, quiet.stdout]).toEqual([0, '']);
    const again = await cli(['spaces', 'pull', space, 'no-summary']);
    expect(again.exitCode, again.stderr).toBe(0);
    expect(filesOf(repo)).toEqual(before);
    const idle = await cli(['cr', 'push', 'no-summary', '--space', space]);
    expect([idle.exitCode, idle.stdout]).toEqual([
      0,
      'nothing to push: the space already matches no-summary; no change request was opened',
    ]);
  }, 120_000);
});

/**
 * Pushes the folder `name` of the work folder into a new space (merged), then pulls the space back
 * into it: `pull --check` is silent and the pull in place changes no file. The space and the files.
 */
async function pushedThenPulledInPlace(name: string, title: string) {
  const repo = join(work, name);
  const space = (await json(['spaces', 'create', '--title', title])).id as string;
  const pushed = await cli(['cr', 'push', name, '--space', space, '--merge']);
  expect(pushed.exitCode, pushed.stderr).toBe(0);
  const before = filesOf(repo);
  const quiet = await cli(['spaces', 'pull', space, name, '--check']);
  expect([quiet.exitCode, quiet.stdout]).toEqual([0, '']);
  const again = await cli(['spaces', 'pull', space, name]);
  expect(again.exitCode, again.stderr).toBe(0);
  expect(filesOf(repo)).toEqual(before);
  return { space, before };
}

describe('a docs root without SUMMARY.md beside markdown files of the repository', () => {
  // "if you define root as ./docs/ and then structure.summary as ./product/SUMMARY.md, GitBook will
  // actually look for a file in ./docs/product/SUMMARY.md" (content-configuration#root), and
  // without it "GitBook will infer the table of contents from the folder structure" (#summary):
  // the pages are the root's markdown files (BOOT4Python: `root: ./guides/` with
  // `summary: ./guides/SUMMARY.md`). The repository's other files were never the space's.
  it('is pulled in place without touching a file outside the root', async () => {
    const repo = join(work, 'guides-root');
    writeFolder(repo, {
      '.gitbook.yaml': 'root: ./guides/\n\nstructure:\n  readme: ./guides/README.md\n  summary: ./guides/SUMMARY.md\n',
      'README.md': '# The repository\n',
      'notes/day-1.md': '# 복습노트\n',
      'guides/README.md': '# 안내\n',
      'guides/SUMMARY.md': '# Table of contents\n\n* [Intro](intro.md)\n',
      'guides/intro.md': '# Intro\n',
    });
    await pushedThenPulledInPlace('guides-root', 'Guides root');
  }, 120_000);
});

describe("a docs root with SUMMARY.md, beside the repository's own README.md", () => {
  // SUMMARY.md names pages from the root ("All other options that specify paths will be relative
  // to this root folder", content-configuration#root): its `README.md` is docs/README.md. The
  // repository's README.md was never the space's (aimlapi/api-docs: `root: ./docs/`, a README.md
  // at the top; every pull in place deleted it), nor are its top's .gitbook/assets (outside the
  // root) or the root's assets no page links to (a push sends only those linked).
  it('is pulled in place without touching them, and a page the space removed goes', async () => {
    const repo = join(work, 'docs-root');
    writeFolder(repo, {
      '.gitbook.yaml': 'root: ./docs/\n',
      'README.md': '# The repository\n',
      '.gitbook/assets/repo-only.png': 'outside the root',
      'docs/.gitbook/assets/unlinked.png': 'no page links to it',
      'docs/README.md': '# Map\n',
      'docs/SUMMARY.md': '# Table of contents\n\n## Quickstart\n\n* [Map](README.md)\n* [Guide](guide/a.md)\n',
      'docs/guide/a.md': '# Guide\n',
    });
    const { space, before } = await pushedThenPulledInPlace('docs-root', 'Docs root');

    // A second clone removes the guide; the first one's pull in place removes it too, and only it.
    expect((await cli(['spaces', 'pull', space, 'docs-root-2'])).exitCode).toBe(0);
    const second = join(work, 'docs-root-2');
    rmSync(join(second, 'docs/guide/a.md'));
    writeFileSync(join(second, 'docs/SUMMARY.md'), '# Table of contents\n\n## Quickstart\n\n* [Map](README.md)\n');
    const removed = await cli(['cr', 'push', 'docs-root-2', '--space', space, '--merge']);
    expect(removed.exitCode, removed.stderr).toBe(0);
    expect((await cli(['spaces', 'pull', space, 'docs-root'])).exitCode).toBe(0);
    const after = filesOf(repo);
    expect(Object.keys(after).sort()).toEqual(
      Object.keys(before)
        .filter((p) => p !== 'docs/guide/a.md')
        .sort(),
    );
    expect(after['README.md']).toBe('# The repository\n');
    expect(after['.gitbook/assets/repo-only.png']).toBe('outside the root');
    expect(after['docs/.gitbook/assets/unlinked.png']).toBe('no page links to it');
  }, 180_000);
});

const flattenPages = (pages: FolderPage[]): string[] =>
  pages.flatMap((p) => [...(p.path ? [p.path] : []), ...flattenPages(p.pages)]);

describe('a page whose front matter YAML cannot be read', () => {
  // GitBook stops the sync on front matter it cannot parse: "GitBook failed to sync after #4757:
  // four workflow pages had a `description:` containing a colon"
  // (https://github.com/intuitem/ciso-assistant-community/pull/4758; also "an error on YAML
  // parsing", https://github.com/GitbookIO/gitbook/issues/2184). docs-cli refuses it too, before
  // sending anything, in one line naming the file.
  it('is refused with the file named, and nothing is sent', async () => {
    const repo = join(work, 'bad-front-matter');
    writeFolder(repo, {
      'README.md': '# Home\n',
      'SUMMARY.md': '# Table of contents\n\n* [Home](README.md)\n* [Steps](steps.md)\n',
      'steps.md': '---\ndescription: Step 1: open the app\n---\n\n# Steps\n',
    });
    const space = (await json(['spaces', 'create', '--title', 'Bad front matter'])).id as string;
    const pushed = await cli(['cr', 'push', 'bad-front-matter', '--space', space, '--merge']);
    expect(pushed.exitCode).toBe(2);
    // The file's own line (the YAML's line 1 is the page's line 2), the parser's sentence, no excerpt.
    expect(pushed.stderr.trim().split('\n')[0]).toBe(
      'docs-cli: steps.md:2: front matter: Nested mappings are not allowed in compact mappings',
    );
    const pulled = await cli(['spaces', 'pull', space, 'bad-front-matter-pulled']);
    expect(pulled.exitCode, pulled.stderr).toBe(0);
    expect(
      readdirSync(join(work, 'bad-front-matter-pulled'))
        .filter((f) => f.endsWith('.md'))
        .sort(),
    ).not.toContain('steps.md');
  }, 120_000);
});

describe('a block whose end tag closes a line of text', () => {
  // GitBook reads an end tag after text on the same line as the block's end: a hint written on
  // one line, `{% hint style="..." %} content {% endhint %}`, renders as a hint with its content
  // formatted (https://github.com/GitbookIO/public-docs/issues/92, closed 2026-06-17: "markdown
  // formatting ... now renders correctly inside hint blocks"). adobe/aep-sdks-documentation
  // ends hints so (`... the latest version. {% endhint %}`); before, the hint ran to the end of
  // the page and showed its end tag as text.
  it('closes the block there: what follows is outside it, and the repository comes back as written', async () => {
    const repo = join(work, 'end-after-text');
    const page = '# Install\n\n{% hint style="info" %}\nUse the **latest** version. {% endhint %}\n\nAfter the hint.\n';
    writeFolder(repo, {
      'README.md': '# Home\n',
      // A link title (GitBook's sidebar label) comes back as written (docs/docs-as-code.md).
      'SUMMARY.md': '# Table of contents\n\n* [Home](README.md)\n* [Install](install.md "Setup")\n',
      'install.md': page,
    });
    const space = (await json(['spaces', 'create', '--title', 'End after text'])).id as string;
    const pushed = await cli(['cr', 'push', 'end-after-text', '--space', space, '--merge']);
    expect(pushed.exitCode, pushed.stderr).toBe(0);
    expect(pushed.stderr).not.toContain('stray-end');

    const get = async (path: string) => {
      const res = await fetch(`${separate.server().url}${path}`, {
        headers: { authorization: `Bearer ${separate.server().token}` },
      });
      expect(res.status).toBe(200);
      return res.json() as Promise<any>;
    };
    const content = await get(`/v1/spaces/${space}/content`);
    const install = content.pages.find((p: { path: string }) => p.path === 'install');
    const doc = (await get(`/v1/spaces/${space}/content/page/${install.id}?format=document`)).document;
    const text = (node: any): string =>
      (node.leaves ?? []).map((l: any) => l.text).join('') + (node.nodes ?? []).map(text).join('');
    expect(doc.nodes.map((n: any) => [n.type, text(n)])).toEqual([
      ['heading-1', 'Install'],
      ['hint', 'Use the latest version.'],
      ['paragraph', 'After the hint.'],
    ]);

    const fresh = await cli(['spaces', 'pull', space, 'end-after-text-fresh']);
    expect(fresh.exitCode, fresh.stderr).toBe(0);
    expect(readFileSync(join(work, 'end-after-text-fresh', 'install.md'), 'utf8')).toBe(page);
    expect(readFileSync(join(work, 'end-after-text-fresh', 'SUMMARY.md'), 'utf8')).toBe(
      '# Table of contents\n\n* [Home](README.md)\n* [Install](install.md "Setup")\n',
    );
    const again = await cli(['spaces', 'pull', space, 'end-after-text']);
    expect(again.exitCode, again.stderr).toBe(0);
    expect(readFileSync(join(repo, 'install.md'), 'utf8')).toBe(page);
    const idle = await cli(['cr', 'push', 'end-after-text', '--space', space]);
    expect([idle.exitCode, idle.stdout]).toEqual([
      0,
      'nothing to push: the space already matches end-after-text; no change request was opened',
    ]);
  }, 120_000);
});

describe('front matter whose YAML is one sentence, not keys', () => {
  // 2hu2huxia/how-to-hack-like-a-god's README.md opens with `---`, one sentence, `---`: YAML that
  // parses (to a string) but names no key. GitBook documents front matter as keys (description,
  // icon, hidden, layout...) and stops a sync only on YAML it cannot parse (the case above); none
  // of its documentation refuses a valid block without keys. Chosen what loses nothing: the block
  // is the page's front matter, as written, setting no option; check and push warn with file and
  // line; a description set later keeps the sentence, as a YAML comment, above the key.
  it('is pushed with a warning, sets nothing, comes back as written, and keeps its sentence when a field is set', async () => {
    const repo = join(work, 'sentence-front-matter');
    const readme = '---\n通过真实的入侵场景掌握黑客的秘密\n---\n\n## 版权声明\n\nText.\n';
    writeFolder(repo, {
      'README.md': readme,
      'SUMMARY.md': '# Table of contents\n\n* [Home](README.md)\n',
    });
    const checked = await cli(['check', 'sentence-front-matter', '-o', 'json']);
    expect(checked.exitCode, checked.stderr).toBe(0);
    expect(JSON.parse(checked.stdout)).toEqual([
      expect.objectContaining({ file: 'README.md', line: 2, kind: 'front-matter-keyless', severity: 'warning' }),
    ]);
    const space = (await json(['spaces', 'create', '--title', 'Sentence front matter'])).id as string;
    const pushed = await cli(['cr', 'push', 'sentence-front-matter', '--space', space, '--merge']);
    expect(pushed.exitCode, pushed.stderr).toBe(0);
    expect(pushed.stderr).toContain('README.md:2: front-matter-keyless: front matter is a string');

    const call = async (method: string, path: string, body?: unknown) => {
      const res = await fetch(`${separate.server().url}${path}`, {
        method,
        headers: { authorization: `Bearer ${separate.server().token}`, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      expect(res.status, await res.clone().text()).toBeLessThan(300);
      return res.json() as Promise<any>;
    };
    const home = (await call('GET', `/v1/spaces/${space}/content`)).pages[0];
    expect(home.description).toBeUndefined();
    const fresh = await cli(['spaces', 'pull', space, 'sentence-fresh']);
    expect(fresh.exitCode, fresh.stderr).toBe(0);
    expect(readFileSync(join(work, 'sentence-fresh', 'README.md'), 'utf8')).toBe(readme);

    const cr = await call('POST', `/v1/spaces/${space}/change-requests`, { subject: 'describe' });
    await call('POST', `/v1/spaces/${space}/change-requests/${cr.number}/content?compat=false`, {
      changes: [{ operation: 'update_page', page: home.id, description: 'How to hack like a god' }],
    });
    expect((await cli(['cr', 'merge', String(cr.number), '--space', space])).exitCode).toBe(0);
    const pulled = await cli(['spaces', 'pull', space, 'sentence-front-matter']);
    expect(pulled.exitCode, pulled.stderr).toBe(0);
    expect(readFileSync(join(repo, 'README.md'), 'utf8')).toBe(
      '---\n# 通过真实的入侵场景掌握黑客的秘密\ndescription: How to hack like a god\n---\n\n## 版权声明\n\nText.\n',
    );
    const idle = await cli(['cr', 'push', 'sentence-front-matter', '--space', space]);
    expect([idle.exitCode, idle.stdout]).toEqual([
      0,
      'nothing to push: the space already matches sentence-front-matter; no change request was opened',
    ]);
  }, 120_000);
});

describe('a SUMMARY.md link title, the sidebar label', () => {
  // GitBook: "If you want the page's title in the table of contents (sidebar) to differ from the
  // title of the page itself, you can define an optional page link title" — `* [Page main
  // title](page.md "Page link title")` (content-configuration#summary); reference 0.202.0 keeps it
  // as the page's `linkTitle`. An import reads it (InputPageBase takes `linkTitle`); a change
  // request cannot carry it (no operation of either reference has it), so a push leaves the
  // space's pages without it and a pull keeps the label the file has.
  it('is the page linkTitle after an import, shown in the sidebar, and written back by a pull', async () => {
    const { zipSync } = await import('fflate');
    const enc = (s: string) => new TextEncoder().encode(s);
    const summary = '# Table of contents\n\n* [Home](README.md)\n* [Install the agent](install.md "Install")\n';
    const zip = join(work, 'labelled.zip');
    writeFileSync(
      zip,
      zipSync({
        'README.md': enc('# Home\n\nWelcome.\n'),
        'install.md': enc('# Install the agent\n\nSteps.\n'),
        'SUMMARY.md': enc(summary),
      }),
    );
    const space = (await json(['spaces', 'create', '--title', 'Labelled'])).id as string;
    const imported = await cli(['spaces', 'import', space, zip]);
    expect(imported.exitCode, imported.stderr).toBe(0);

    const content = await (
      await fetch(`${separate.server().url}/v1/spaces/${space}/content`, {
        headers: { authorization: `Bearer ${separate.server().token}` },
      })
    ).json();
    const install = content.pages.find((p: { path: string }) => p.path === 'install');
    expect([install.title, install.linkTitle]).toEqual(['Install the agent', 'Install']);

    const site = (await json(['sites', 'create', '--title', 'Labelled', '--space', space])).id as string;
    await json(['sites', 'publish', site]);
    const base = (await json(['sites', 'get', site])).urls.published.replace(/\/?$/, '/');
    const home = await (await fetch(base)).text();
    const nav = home.slice(home.indexOf('<nav'), home.indexOf('</nav>'));
    expect(nav).toContain('>Install<');
    expect(nav).not.toContain('Install the agent');
    const page = await (await fetch(`${base}install`)).text();
    expect(page).toContain('<h1');
    expect(page).toContain('Install the agent');

    // A fresh pull writes the label from the page; a push, which cannot send it, takes none away.
    const pulled = await cli(['spaces', 'pull', space, 'labelled']);
    expect(pulled.exitCode, pulled.stderr).toBe(0);
    expect(readFileSync(join(work, 'labelled', 'SUMMARY.md'), 'utf8')).toBe(summary);
    const idle = await cli(['cr', 'push', 'labelled', '--space', space]);
    expect([idle.exitCode, idle.stdout]).toEqual([
      0,
      'nothing to push: the space already matches labelled; no change request was opened',
    ]);
  }, 120_000);
});
