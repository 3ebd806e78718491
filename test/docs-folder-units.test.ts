import { describe, expect, it } from 'vitest';
import { hasConflictMarkers, isSafeFilePath, layoutPaths, uploadName, uploadSource } from '../src/common/gitsync/layout.js';
import { joinFrontMatter, leadingHeading, splitFrontMatter } from '../src/common/markdown/frontmatter.js';
import { markdownLinks, rewriteLinks } from '../src/common/markdown/links.js';
import { linkedPaths } from '../src/gitsync/linked.js';
import type { FolderPage } from '../src/gitsync/tree.js';
import { mergeLines } from '../src/server/store/content/line-merge.js';

describe('markdown links (the shared parser, never regular expressions)', () => {
  const md = '# T\n\nSee [a [nested] label](guides/x.md "title") and ![img](./a.png).\n\n`[not](code)`\n\n```\n[not](fenced)\n```\n\n[ref]: ./z.md\n<https://auto.example>\n';
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
    expect(rewriteLinks(md, (l) => (l.target.endsWith('.md') ? l.target.toUpperCase() : undefined))).toBe(md.replace('guides/x.md', 'GUIDES/X.MD').replace('./z.md', './Z.MD'));
  });
});

describe('front matter', () => {
  it('splits and joins so that a page file round-trips byte for byte', () => {
    const text = joinFrontMatter({ description: 'Short: with a colon', emoji: '🚀', hidden: true }, '# Title\n\nBody.\n');
    expect(text).toBe('---\ndescription: "Short: with a colon"\nemoji: 🚀\nhidden: true\n---\n\n# Title\n\nBody.\n');
    const split = splitFrontMatter(text);
    expect(split).toEqual({ data: { description: 'Short: with a colon', emoji: '🚀', hidden: true }, body: '# Title\n\nBody.\n' });
    expect(joinFrontMatter(split.data, split.body)).toBe(text);
    expect(splitFrontMatter('# No front matter\n')).toEqual({ data: {}, body: '# No front matter\n' });
    expect(() => splitFrontMatter('---\n- a list\n---\n')).toThrow('front matter must be a YAML mapping');
    expect(leadingHeading('---\nx: 1\n---\n\n# The *title*\n')).toBe('The title');
    expect(leadingHeading('Text first\n\n# Later\n')).toBeUndefined();
  });
});

describe('Git Sync layout', () => {
  it('puts the first root page at README.md, pages with children at <slug>/README.md, others at <slug>.md', () => {
    const pages = [
      { slug: 'welcome', pages: [] },
      { slug: 'guides', pages: [{ slug: 'install', pages: [] }, { slug: 'deep', pages: [{ slug: 'x', pages: [] }] }] },
      { slug: 'faq', pages: [] },
    ];
    expect([...layoutPaths(pages).values()]).toEqual(['README.md', 'guides/README.md', 'guides/install.md', 'guides/deep/README.md', 'guides/deep/x.md', 'faq.md']);
  });
});

describe('files a push uploads', () => {
  const page = (source: string, body: string, pages: FolderPage[] = []): FolderPage => ({ key: '', path: source, slug: '', title: '', body, pages, source });

  it('follows relative links from the page\'s own file, not URLs, root-relative links or links leaving the folder', () => {
    const pages = [
      page('README.md', '![a](images/a.png) [b](./docs/b.pdf#p2) [c](https://x.test/c.png) [d](/d.png) [e](../e.png) [f](mailto:f@x.test) [g](#g)\n', [
        page('guides/new.md', '![dot](images/dot.png) [csv](../data/t.csv?raw) [up](../../up.png) [sp](my%20file.txt) [same](new.md)\n'),
      ]),
      page('sub/README.md', '[ref]: ../images/a.png\n\n`[no](code.png)`\n'),
    ];
    expect([...linkedPaths(pages)].sort()).toEqual(['docs/b.pdf', 'guides/images/dot.png', 'guides/my file.txt', 'guides/new.md', 'data/t.csv', 'images/a.png'].sort());
  });

  it('names a file by its bare name in .gitbook/assets/ and by its path elsewhere; the service stores it back at that path', () => {
    for (const [path, name] of [
      ['.gitbook/assets/dot.png', 'dot.png'],
      ['.gitbook/assets/sub/dot.png', '.gitbook/assets/sub/dot.png'],
      ['guides/images/dot.png', 'guides/images/dot.png'],
    ]) {
      expect(uploadName(path!)).toBe(name);
      expect(uploadSource(name!)).toBe(path);
      expect(isSafeFilePath(name!)).toBe(true);
    }
    for (const bad of ['', '.', '..', 'a/../b', '/abs.png', 'a//b', 'a/./b', 'a\\b', '.git/config', '.Git/x', 'c:/x', 'a/\u0007']) expect(isSafeFilePath(bad), bad).toBe(false);
  });
});

describe('line merge (diff3)', () => {
  const base = 'a\nb\nc\nd\ne\n';
  it('combines edits to different lines and marks overlapping ones', () => {
    expect(mergeLines(base, 'A\nb\nc\nd\ne\n', 'a\nb\nc\nd\nE\n')).toEqual({ text: 'A\nb\nc\nd\nE\n', conflict: false });
    expect(mergeLines(base, 'a\nb\nC\nd\ne\n', 'a\nb\nC\nd\ne\n')).toEqual({ text: 'a\nb\nC\nd\ne\n', conflict: false });
    const marked = mergeLines(base, 'a\nb\nours\nd\ne\n', 'a\nb\ntheirs\nd\ne\n');
    expect(marked).toEqual({ text: 'a\nb\n<<<<<<< change request\nours\n=======\ntheirs\n>>>>>>> main\nd\ne\n', conflict: true });
    expect(hasConflictMarkers(marked.text)).toBe(true);
    expect(hasConflictMarkers('a\n=======\nb\n')).toBe(false);
  });
});
