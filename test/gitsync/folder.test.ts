import { describe, expect, it } from 'vitest';
import { counted } from '../../src/common/counters.js';
import {
  hasConflictMarkers,
  isSafeFilePath,
  placePages,
  uploadName,
  uploadSource,
} from '../../src/common/gitsync/layout.js';
import { joinFrontMatter, splitRaw } from '../../src/common/gitsync/front-matter.js';
import { pageTitle } from '../../src/common/markdown/title.js';
import { markdownLinks, rewriteLinks } from '../../src/common/markdown/links.js';
import { linkedPaths } from '../../src/common/gitsync/linked.js';
import { planLines, planPush } from '../../src/gitsync/plan.js';
import { keyPages, type FolderPage, type FolderTree } from '../../src/common/gitsync/folder.js';

/** Gives pages GitBook's default layout (as pages new on the service get it) and their keys. */
function assignPaths(pages: FolderPage[]): void {
  interface Node {
    slug: string;
    pages: Node[];
    page: FolderPage;
  }
  const toNode = (page: FolderPage): Node => ({ slug: page.slug, pages: page.pages.map(toNode), page });
  for (const [node, path] of placePages(pages.map(toNode))) node.page.path = path;
  keyPages(pages);
}
import { mergeLines } from '../../src/common/line-merge.js';

describe('markdown links (the shared parser, never regular expressions)', () => {
  const md =
    '# T\n\nSee [a [nested] label](guides/x.md "title") and ![img](./a.png).\n\n`[not](code)`\n\n```\n[not](fenced)\n```\n\n[ref]: ./z.md\n<https://auto.example>\n';
  it('finds links, images and definitions outside code, with where their destination is', () => {
    const links = markdownLinks(md);
    expect(links.map((l) => [l.target, l.image, l.text])).toEqual([
      ['guides/x.md', false, 'a [nested] label'],
      ['./a.png', true, 'img'],
      ['./z.md', false, ''],
      ['https://auto.example', false, 'https://auto.example'],
    ]);
    for (const l of links.slice(0, 3)) expect(md.slice(...l.range!)).toBe(l.target);
  });
  it('rewrites only destinations, leaving every other byte alone', () => {
    expect(rewriteLinks(md, (l) => (l.target.endsWith('.md') ? l.target.toUpperCase() : undefined))).toBe(
      md.replace('guides/x.md', 'GUIDES/X.MD').replace('./z.md', './Z.MD'),
    );
  });
});

describe('front matter', () => {
  it('splits and joins so that a page file round-trips byte for byte', () => {
    const text = joinFrontMatter(
      { description: 'Short: with a colon', emoji: '🚀', hidden: true },
      '# Title\n\nBody.\n',
    );
    expect(text).toBe('---\ndescription: "Short: with a colon"\nemoji: 🚀\nhidden: true\n---\n\n# Title\n\nBody.\n');
    const split = splitRaw(text);
    expect(split).toMatchObject({
      data: { description: 'Short: with a colon', emoji: '🚀', hidden: true },
      body: '# Title\n\nBody.\n',
    });
    expect(joinFrontMatter(split.data, split.body)).toBe(text);
    expect(splitRaw('# No front matter\n')).toEqual({ raw: '', data: {}, body: '# No front matter\n' });
    expect(splitRaw('---\n- a list\n---\n\nText.\n')).toMatchObject({ data: {}, body: 'Text.\n' });
    expect(pageTitle('---\nx: 1\n---\n\n# The *title*\n')).toBe('The title');
    expect(pageTitle('Text first\n\n# Later\n')).toBeUndefined();
  });
});

describe('Git Sync layout', () => {
  it('puts the first root page at README.md, pages with children at <slug>/README.md, others at <slug>.md', () => {
    const pages = [
      { slug: 'welcome', pages: [] },
      {
        slug: 'guides',
        pages: [
          { slug: 'install', pages: [] },
          { slug: 'deep', pages: [{ slug: 'x', pages: [] }] },
        ],
      },
      { slug: 'faq', pages: [] },
    ];
    expect([...placePages(pages).values()]).toEqual([
      'README.md',
      'guides/README.md',
      'guides/install.md',
      'guides/deep/README.md',
      'guides/deep/x.md',
      'faq.md',
    ]);
  });

  it('keeps the path a page came from, and files pages new on the service under their parent', () => {
    const pages = [
      { slug: 'intro', source: 'docs/start.md', pages: [{ slug: 'new', pages: [] }] },
      {
        type: 'group',
        slug: 'reference',
        pages: [
          { slug: 'api', pages: [] },
          { slug: 'cli', source: 'cli.md', pages: [] },
        ],
      },
      { slug: 'taken', pages: [] },
      { slug: 'clash', source: 'taken.md', pages: [] },
    ];
    expect([...placePages(pages).values()]).toEqual([
      'docs/start.md',
      'cli.md',
      'taken.md',
      'docs/start/new.md',
      'reference/api.md',
      'taken-2.md',
    ]);
  });
});

describe('files a push uploads', () => {
  const page = (source: string, body: string, pages: FolderPage[] = []): FolderPage => ({
    kind: 'document',
    key: '',
    path: source,
    slug: '',
    title: '',
    frontMatter: '',
    body,
    pages,
  });

  it("follows relative links from the page's own file, not URLs, root-relative links or links leaving the folder", () => {
    const pages = [
      page(
        'README.md',
        '![a](images/a.png) [b](./docs/b.pdf#p2) [c](https://x.test/c.png) [d](/d.png) [e](../e.png) [f](mailto:f@x.test) [g](#g)\n',
        [
          page(
            'guides/new.md',
            '![dot](images/dot.png) [csv](../data/t.csv?raw) [up](../../up.png) [sp](my%20file.txt) [same](new.md)\n',
          ),
        ],
      ),
      page('sub/README.md', '[ref]: ../images/a.png\n\n`[no](code.png)`\n'),
    ];
    expect([...linkedPaths(pages)].sort()).toEqual(
      [
        'docs/b.pdf',
        'guides/images/dot.png',
        'guides/my file.txt',
        'guides/new.md',
        'data/t.csv',
        'images/a.png',
      ].sort(),
    );
  });

  it('asked about some paths, finds the links to them however they are written, and reads only pages that name them', () => {
    const pages = [
      page('README.md', 'See <a href="docs/Filice&#x27;s%20notes.txt">the notes</a> and [owners](CODEOWNERS).\n'),
      page('guides/a.md', '[sheet](../data/Budget%202024.xlsx) [other](../data/other.csv)\n'),
      page('guides/b.md', 'No links here, only [a page](a.md).\n'),
    ];
    const among = ["docs/Filice's notes.txt", 'data/Budget 2024.xlsx', 'CODEOWNERS', 'ci/release.yml'];
    expect([...linkedPaths(pages, among)].sort()).toEqual(
      ['CODEOWNERS', 'data/Budget 2024.xlsx', "docs/Filice's notes.txt"].sort(),
    );
    // The same answers as reading every page.
    expect([...linkedPaths(pages)].filter((p) => among.includes(p)).sort()).toEqual(
      [...linkedPaths(pages, among)].sort(),
    );
    expect([...linkedPaths(pages, [])]).toEqual([]);
    // Only the pages that name one are parsed: README.md and guides/a.md, not guides/b.md.
    const fresh = pages.map((p) => ({ ...p }));
    const parses = counted('markdownParses');
    linkedPaths(fresh, among);
    expect(counted('markdownParses') - parses).toBe(2);
  });

  it('names a file by its bare name in .gitbook/assets/ and by its path elsewhere; the service stores it back at that path', () => {
    for (const [path, name] of [
      ['.gitbook/assets/dot.png', 'dot.png'],
      ['.gitbook/assets/sub/dot.png', '.gitbook/assets/sub/dot.png'],
      ['guides/images/dot.png', 'guides/images/dot.png'],
      ['SUMMARY.md', './SUMMARY.md'],
    ]) {
      expect(uploadName(path!)).toBe(name);
      expect(uploadSource(name!)).toBe(path);
      expect(isSafeFilePath(path!)).toBe(true);
    }
    for (const bad of [
      '',
      '.',
      '..',
      'a/../b',
      '/abs.png',
      'a//b',
      'a/./b',
      'a\\b',
      '.git/config',
      '.Git/x',
      'docs/.GIT/hooks/x',
      '.git./config',
      '.git /x',
      '.git',
      'c:/x',
      'a/\u0007',
    ])
      expect(isSafeFilePath(bad), bad).toBe(false);
  });
});

describe("push plan: moves of edited pages (similarity, like git's rename detection)", () => {
  const page = (slug: string, body: string, id?: string, pages: FolderPage[] = []): FolderPage => ({
    kind: 'document',
    key: '',
    slug,
    title: slug,
    frontMatter: '',
    body,
    pages,
    ...(id ? { id } : {}),
  });
  const tree = (pages: FolderPage[]): FolderTree => {
    assignPaths(pages);
    return { pages, files: [] };
  };
  const lines = (...names: string[]) => names.map((n) => `${n}\n`).join('\n');
  const range = (prefix: string, from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => `${prefix}${from + i}`);
  const plan = (remote: FolderPage[], local: FolderPage[]) => planLines(planPush(tree(remote), tree(local), []));

  it('moves and updates a page with half or more of its lines unchanged, keeping its id', () => {
    const body = lines('# Setup', 'Install it.', 'Configure it.', 'Run it.', 'Check it.');
    const remote = [
      page('readme', '# Home\n', 'home'),
      page('guides', '# Guides\n', 'g', [page('setup', body, 's'), page('other', '# Other\n', 'o')]),
    ];
    const local = [
      page('readme', '# Home\n'),
      page('guides', '# Guides\n', undefined, [page('other', '# Other\n')]),
      page('setup', body.replace('Run it.', 'Run it twice.')),
    ];
    const steps = planPush(tree(remote), tree(local), []);
    expect(planLines(steps)).toEqual(['move    guides/setup.md -> setup.md', 'update  setup.md']);
    expect(
      steps.filter((s) => s.kind === 'move' || s.kind === 'update').map((s) => (s as { page: string }).page),
    ).toEqual(['s', 's']);
  });

  it('keeps delete + insert for pages too small to compare or less than half alike', () => {
    const small = [page('readme', '# Home\n', 'home'), page('a', '# A\n\nText.\n', 'a')];
    expect(plan(small, [page('readme', '# Home\n'), page('b', '# A\n\nText, edited.\n')])).toEqual([
      'delete  a.md',
      'insert  b.md',
    ]);
    const before = lines('# A', ...range('line ', 1, 6));
    const after = lines('# A', 'line 1', 'line 2', ...range('new ', 3, 6));
    expect(
      plan(
        [page('readme', '# Home\n', 'home'), page('a', before, 'a')],
        [page('readme', '# Home\n'), page('b', after)],
      ),
    ).toEqual(['delete  a.md', 'insert  b.md']);
  });

  it('pairs the most similar pages first', () => {
    // r1 is 90% of dos and 70% of uno; r2 is 60% of uno and too far from dos.
    const r1 = lines(...range('L', 1, 10));
    const r2 = lines(...range('L', 1, 3), ...range('M', 1, 3), ...range('N', 1, 4));
    const dos = lines(...range('L', 1, 9), 'X');
    const uno = lines(...range('L', 1, 7), ...range('M', 1, 3));
    const remote = [page('readme', '# Home\n', 'home'), page('one', r1, 'r1'), page('two', r2, 'r2')];
    const local = [page('readme', '# Home\n'), page('uno', uno), page('dos', dos)];
    const steps = planPush(tree(remote), tree(local), []);
    expect(steps.filter((s) => s.kind === 'move').map((s) => [(s as { from: string }).from, s.path])).toEqual([
      ['two.md', 'uno.md'],
      ['one.md', 'dos.md'],
    ]);
    expect(steps.some((s) => s.kind === 'insert' || s.kind === 'delete')).toBe(false);
  });
});

describe('line merge (diff3)', () => {
  const base = 'a\nb\nc\nd\ne\n';
  it('combines edits to different lines and marks overlapping ones', () => {
    expect(mergeLines(base, 'A\nb\nc\nd\ne\n', 'a\nb\nc\nd\nE\n')).toEqual({
      text: 'A\nb\nc\nd\nE\n',
      conflict: false,
    });
    expect(mergeLines(base, 'a\nb\nC\nd\ne\n', 'a\nb\nC\nd\ne\n')).toEqual({
      text: 'a\nb\nC\nd\ne\n',
      conflict: false,
    });
    const marked = mergeLines(base, 'a\nb\nours\nd\ne\n', 'a\nb\ntheirs\nd\ne\n');
    expect(marked).toEqual({
      text: 'a\nb\n<<<<<<< change request\nours\n=======\ntheirs\n>>>>>>> main\nd\ne\n',
      conflict: true,
    });
    expect(hasConflictMarkers(marked.text)).toBe(true);
    expect(hasConflictMarkers('a\n=======\nb\n')).toBe(false);
  });
});

describe('reading a folder with hostile pages', () => {
  it('refuses a page file over 10 MiB and a binary file named .md, naming the file', async () => {
    const { mkdtempSync, writeFileSync, rmSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const { readFolder } = await import('../../src/gitsync/local.js');
    const dir = mkdtempSync(join(tmpdir(), 'docs-cli-hostile-pages-'));
    writeFileSync(join(dir, 'README.md'), '# Home\n');
    writeFileSync(join(dir, 'huge.md'), Buffer.alloc(10 * 1024 * 1024 + 1, 'a'));
    expect(() => readFolder(dir)).toThrow('huge.md: 10.0 MB, over the 10 MiB a page file may have');
    rmSync(join(dir, 'huge.md'));
    writeFileSync(join(dir, 'blob.md'), Buffer.from([0x23, 0x20, 0xff, 0xfe, 0x00, 0x41]));
    expect(() => readFolder(dir)).toThrow('blob.md is not UTF-8 text (a binary file?)');
    rmSync(join(dir, 'blob.md'));
    expect(readFolder(dir).pages.map((p) => p.title)).toEqual(['Home']);
  });
});
