import { describe, expect, it } from 'vitest';
import { summaryEntries, type FolderPage } from '../../../src/common/gitsync/folder.js';
import { summaryText } from '../../../src/common/gitsync/summary.js';
import { FolderError, readConfig, readEntries } from '../../../src/common/gitsync/reader.js';
import { parseStepLimit } from '../../../src/common/markdown/limits.js';
import { stepsSoFar } from '../../../src/common/markdown/steps.js';

const folder = (files: Record<string, string>) =>
  Object.entries(files).map(([rel, text]) => ({ rel, size: Buffer.byteLength(text), read: () => Buffer.from(text) }));
const read = (files: Record<string, string>, config?: string) =>
  readEntries(folder(files), readConfig(config).structure);
const tree = (pages: FolderPage[]): unknown[] =>
  pages.map((p) => [p.kind, p.path ?? p.href ?? null, p.slug, p.title, ...(p.pages.length ? [tree(p.pages)] : [])]);

describe('the one folder reader', () => {
  it('reads a plain folder: index.md is the home page and a folder page, a folder without one is a group at the top and lifted deeper', () => {
    const content = read({
      'index.md': '# Home\n',
      'setup.md': '# Setup\n',
      'guides/index.md': '# Guides\n',
      'guides/one.md': '# One\n',
      'reference/api.md': '# API\n',
      'reference/loose/cli.md': '# CLI\n',
    });
    expect(tree(content.pages)).toEqual([
      ['document', 'index.md', 'home', 'Home'],
      ['document', 'guides/index.md', 'guides', 'Guides', [['document', 'guides/one.md', 'one', 'One']]],
      [
        'group',
        null,
        'reference',
        'Reference',
        [
          ['document', 'reference/api.md', 'api', 'API'],
          ['document', 'reference/loose/cli.md', 'cli', 'CLI'],
        ],
      ],
      ['document', 'setup.md', 'setup', 'Setup'],
    ]);
    expect(content.structural).toEqual([]);
  });

  it('reads SUMMARY.md: groups, link pages, entries without a file, front matter as written', () => {
    const content = read(
      {
        '.gitbook.yaml': 'root: ./\nredirects:\n  old: README.md\n',
        'SUMMARY.md':
          '# Summary\n\n* [Intro](README.md)\n\n## Guides <a href="#g" id="g"></a>\n\n* [Setup](guides/setup.md)\n  * Legacy\n    * [Old](guides/old.md)\n* [Forum](https://forum.example.org)\n',
        'README.md': '---\ndescription: >-\n  Folded\n  text\n---\n\n# Intro\n',
        'guides/setup.md': '# Set up\n',
        'guides/old.md': '# Old\n',
        'drafts/wip.md': '# WIP\n',
        '.gitbook/assets/a.png': 'png',
        '.gitbook/assets/skill.md': '# A file, not a page\n',
      },
      'root: ./\n',
    );
    expect(tree(content.pages)).toEqual([
      ['document', 'README.md', 'intro', 'Intro'],
      [
        'group',
        null,
        'g',
        'Guides',
        [
          [
            'document',
            'guides/setup.md',
            'setup',
            'Setup',
            [['document', null, 'legacy', 'Legacy', [['document', 'guides/old.md', 'old', 'Old']]]],
          ],
          ['link', 'https://forum.example.org', 'forum', 'Forum'],
        ],
      ],
    ]);
    expect(content.pages[0]).toMatchObject({
      frontMatter: '---\ndescription: >-\n  Folded\n  text\n---\n\n',
      description: 'Folded text',
    });
    expect(content.unlisted).toEqual(['drafts/wip.md']);
    expect(content.structural).toEqual(['.gitbook.yaml', 'SUMMARY.md']);
    expect(content.files.map((f) => f.path).sort()).toEqual([
      '.gitbook.yaml',
      '.gitbook/assets/a.png',
      '.gitbook/assets/skill.md',
      'SUMMARY.md',
    ]);
    expect(readConfig('redirects:\n  old: README.md\n').redirects).toEqual({ old: 'README.md' });
  });

  it('reads two pages that would have one slug under one parent as GitBook imports them (the later suffixed), with a warning; and a file listed twice', () => {
    const collide = read({
      'SUMMARY.md': '* [A](a/intro.md)\n* [B](b/intro.md)\n',
      'a/intro.md': '# A\n',
      'b/intro.md': '# B\n',
    });
    expect(collide.pages.map((p) => [p.path, p.slug])).toEqual([
      ['a/intro.md', 'intro'],
      ['b/intro.md', 'intro-1'],
    ]);
    expect(collide.warnings).toEqual([
      {
        file: 'SUMMARY.md',
        line: 2,
        kind: 'slug-collision',
        message: 'a/intro.md and b/intro.md would both be "intro" at the top; b/intro.md is published as "intro-1"',
      },
    ]);
    // In different groups the same slug is fine (the reference: unique per parent).
    expect(() =>
      read({
        'SUMMARY.md': '## One\n\n* [A](a/intro.md)\n\n## Two\n\n* [B](b/intro.md)\n',
        'a/intro.md': '# A\n',
        'b/intro.md': '# B\n',
      }),
    ).not.toThrow();
    // Listed again, a page is a link to it there (kept as written); with entries under it, refused.
    const again = read({ 'SUMMARY.md': '* [A](a.md)\n## G\n* [Again](/a.md)\n', 'a.md': '# A\n' });
    expect(again.pages.map((p) => [p.kind, p.title, p.pages.map((c) => [c.kind, c.title, c.href])])).toEqual([
      ['document', 'A', []],
      ['group', 'G', [['link', 'Again', '/a.md']]],
    ]);
    // Listed again with entries under it: an entry without a file holding them, with a warning.
    const twice = read({
      'SUMMARY.md': '* [A](a.md)\n* [Again](a.md)\n  * [B](b.md)\n',
      'a.md': '# A\n',
      'b.md': '# B\n',
    });
    expect(twice.pages.map((p) => [p.kind, p.path, p.title, p.pages.map((c) => c.path)])).toEqual([
      ['document', 'a.md', 'A', []],
      ['document', undefined, 'Again', ['b.md']],
    ]);
    expect(twice.warnings.map((w) => [w.file, w.line, w.kind])).toEqual([['SUMMARY.md', 2, 'summary-duplicate']]);
    const gone = read({ 'SUMMARY.md': '* [Gone](gone.md)\n' });
    expect(gone.pages.map((p) => [p.kind, p.path, p.title])).toEqual([['document', undefined, 'Gone']]);
    expect(gone.warnings[0]?.message).toBe('gone.md does not exist in the folder; published as an empty page "Gone"');
    expect(() => readConfig('root: ../elsewhere\n')).toThrow('.gitbook.yaml: root ../elsewhere is outside the folder');
  });

  it('reads every page after one that is not UTF-8 text: a tolerant read reports it and decodes the rest afresh', () => {
    const entries = [
      // A page cut in the middle of a character: the decoder fails in the middle of a sequence.
      { rel: 'a-broken.md', size: 2, read: () => Uint8Array.from([0xe2, 0x82]) },
      { rel: 'b-fine.md', size: 9, read: () => Buffer.from('\uFEFF# Café\n') },
      { rel: 'c-binary.md', size: 1, read: () => Uint8Array.from([0xff]) },
      { rel: 'd-last.md', size: 10, read: () => Buffer.from('# Über\n\nä\n') },
    ];
    const problems: Array<{ file: string; kind: string }> = [];
    const content = readEntries(entries, readConfig(undefined).structure, (p) => problems.push(p));
    expect(problems.map((p) => [p.file, p.kind])).toEqual([
      ['a-broken.md', 'not-utf8'],
      ['c-binary.md', 'not-utf8'],
    ]);
    const byPath = new Map(content.pages.map((p) => [p.path, p]));
    expect(byPath.get('b-fine.md')?.title).toBe('Café');
    expect(byPath.get('b-fine.md')?.body).toBe('# Café\n');
    expect(byPath.get('d-last.md')?.body).toBe('# Über\n\nä\n');
    expect(() => read({ 'fine.md': '# Fine\n' })).not.toThrow();
  });

  it("gives a group whose title a sibling's slug already has the next free -1, -2 (GitBook's SUMMARY repeats group titles), and the later of two pages too", () => {
    const summary = [
      '# Table of contents',
      '',
      '* [Overview 1](overview-1.md)',
      '',
      '## Overview',
      '',
      '* [Nine](nine.md)',
      '',
      '## Overview',
      '',
      '* [Ten](ten.md)',
      '',
      '## Overview',
      '',
      '## Reference',
      '',
      '* [Reference](reference.md)',
      '',
    ].join('\n');
    const files = {
      'SUMMARY.md': summary,
      'nine.md': '# Nine\n',
      'ten.md': '# Ten\n',
      'overview-1.md': '# Overview 1\n',
      'reference.md': '# Reference\n',
    };
    const top = read(files).pages;
    const groups = top.filter((p) => p.kind === 'group');
    expect(top[0]?.slug).toBe('overview-1');
    expect(groups.map((g) => [g.title, g.slug])).toEqual([
      ['Overview', 'overview'],
      ['Overview', 'overview-2'],
      ['Overview', 'overview-3'],
      ['Reference', 'reference'],
    ]);
    // Read again (as a pull writes it back), the groups get the same slugs; SUMMARY.md written from
    // what was read is the file as it was (no anchor is needed to keep a renamed group's slug).
    expect(read(files).pages.map((p) => p.slug)).toEqual(top.map((p) => p.slug));
    expect(summaryText(summaryEntries(top), summary)).toBe(summary);
    expect(summaryText(summaryEntries(top))).not.toContain('<a href');
    expect(() => read({ 'a/x.md': '# X\n', 'b/x.md': '# X\n', 'README.md': '# Home\n' })).not.toThrow();
    expect(
      read({
        'SUMMARY.md': '* [One](one.md)\n* [Two](sub/one.md)\n',
        'one.md': '# One\n',
        'sub/one.md': '# One\n',
      }).pages.map((p) => p.slug),
    ).toEqual(['one', 'one-1']);
  });
});

describe('a page file beside a folder of the same name, without SUMMARY.md', () => {
  // GitBook imports `deployment-template.md` and `deployment-template/README.md` both, one with a
  // suffixed slug (issue 45): the folder's README.md follows the file's page, its slug `-1`.
  it('reads both pages, the folder README.md after the file, and warns', () => {
    const content = read({
      'README.md': '# Home\n',
      'deploy.md': '# Deploy\n',
      'deploy/README.md': '# Deploy folder\n',
      'deploy/steps.md': '# Steps\n',
    });
    expect(tree(content.pages)).toEqual([
      ['document', 'README.md', 'home', 'Home'],
      ['document', 'deploy.md', 'deploy', 'Deploy', [['document', 'deploy/steps.md', 'steps', 'Steps']]],
      ['document', 'deploy/README.md', 'deploy-1', 'Deploy folder'],
    ]);
    expect(content.warnings.map((w) => [w.file, w.kind, w.message])).toEqual([
      [
        'deploy/README.md',
        'slug-collision',
        'deploy.md and deploy/README.md would both be "deploy" at the top; deploy/README.md is published as "deploy-1"',
      ],
    ]);
  });
});

describe('nesting the reader refuses before it walks the tree (each walk recurses)', () => {
  const chain = (depth: number) => Array.from({ length: depth }, (_, i) => `d${i}`).join('/');

  it('a folder tree: pages in folders 64 deep read; 3,000 deep is one line naming the file', () => {
    expect(() => read({ 'index.md': '# Home\n', [`${chain(63)}/page.md`]: '# Deep\n' })).not.toThrow();
    const deep = `${chain(2999)}/page.md`;
    expect(() => read({ 'index.md': '# Home\n', [deep]: '# Deep\n' })).toThrow(
      new FolderError(`${deep}: nests pages 3000 levels deep; at most 64 are allowed`),
    );
  });

  it('a SUMMARY.md: entries 64 deep read; 65 deep is one line naming SUMMARY.md', () => {
    const summary = (depth: number) =>
      Array.from({ length: depth }, (_, i) => `${'  '.repeat(i)}* [P${i}](p${i}.md)\n`).join('');
    const pages = (depth: number) =>
      Object.fromEntries(Array.from({ length: depth }, (_, i) => [`p${i}.md`, `# P${i}\n`]));
    expect(() => read({ 'SUMMARY.md': summary(64), ...pages(64) })).not.toThrow();
    expect(() => read({ 'SUMMARY.md': summary(65), ...pages(65) })).toThrow(
      new FolderError('SUMMARY.md: nests entries 65 levels deep; at most 64 are allowed'),
    );
  });

  it('a SUMMARY.md the line reader cannot take is parsed within the step limit of a page, else refused naming it', () => {
    const before = stepsSoFar();
    const hostile = `* [Home](README.md)\n${'['.repeat(400_000)}`;
    expect(() => read({ 'SUMMARY.md': hostile, 'README.md': '# Home\n' })).toThrow(
      /^SUMMARY\.md: needs more than [\d,]+ parser steps to read, the limit for a text of 400,020 characters$/,
    );
    // Stopped at the limit, counted in steps: not a whole parse of the text.
    expect(stepsSoFar() - before).toBeLessThanOrEqual(parseStepLimit(hostile.length) + 10);
    // An ordinary one, with a setext title above its list, still reads.
    const setext = read({ 'SUMMARY.md': 'Pages\n=====\n\n* [Home](README.md)\n', 'README.md': '# Home\n' });
    expect(setext.pages.map((p) => p.title)).toEqual(['Home']);
  });

  it('a SUMMARY.md past the step limit, as the original of a pull, is no error: the entries are written afresh', () => {
    const entries = summaryEntries(read({ 'SUMMARY.md': '* [Home](README.md)\n', 'README.md': '# Home\n' }).pages);
    const hostile = `* [Home](README.md)\n${'['.repeat(400_000)}`;
    const before = stepsSoFar();
    const written = summaryText(entries, hostile);
    // Read once, to its limit; none of its lines is kept (they would be read back past it again).
    expect(stepsSoFar() - before).toBeLessThanOrEqual(parseStepLimit(hostile.length) + 1_000);
    expect(written).toBe(summaryText(entries));
    expect(written).toContain('[Home](README.md)');
  });
});
