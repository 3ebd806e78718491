/**
 * The link targets a push keeps between runs (src/gitsync/links-cache.ts): a page whose text was
 * seen is not parsed again, whatever else changed; anything wrong with the cache costs parses,
 * never a wrong answer or an error.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { counted } from '../../src/common/counters.js';
import { pageLinks } from '../../src/common/gitsync/linked.js';
import { pageText, type FolderPage } from '../../src/common/gitsync/folder.js';
import { gitBlobOid } from '../../src/common/gitsync/oid.js';
import { linkTargets } from '../../src/gitsync/links-cache.js';
import { tempDir } from '../helpers/cli.js';

const page = (path: string, body: string): FolderPage => ({
  kind: 'document',
  key: path,
  path,
  slug: '',
  title: '',
  frontMatter: '',
  body,
  pages: [],
});

const BODIES: Record<string, string> = {
  'README.md': 'See [the notes](notes.txt) and <img src="images/a.png">.\n',
  'guides/a.md': '[sheet](../data/b.csv) and [a page](b.md)\n',
  'guides/b.md': 'No links.\n',
};

/** The folder as a push reads it: fresh page objects (nothing remembered in memory) and their ids. */
function folder(bodies: Record<string, string> = BODIES) {
  const pages = Object.entries(bodies).map(([path, body]) => page(path, body));
  const oids = new Map(pages.map((p) => [p.path!, gitBlobOid(Buffer.from(pageText(p)))]));
  return { pages, oids };
}

/** Targets of every page through a cache of the folder `top`, and the parses that took. */
function run(env: NodeJS.ProcessEnv, top: string, bodies?: Record<string, string>) {
  const { pages, oids } = folder(bodies);
  const before = counted('markdownParses');
  const cache = linkTargets(env, top, pages, oids);
  const targets = Object.fromEntries(pages.map((p) => [p.path, cache.of(p)]));
  cache.save();
  return { targets, parses: counted('markdownParses') - before };
}

const expected = {
  'README.md': ['notes.txt', 'images/a.png'],
  'guides/a.md': ['../data/b.csv', 'b.md'],
  'guides/b.md': [],
};

describe('link targets kept between pushes', () => {
  it('parses a page once: the next run of the same folder reads its targets from the cache', () => {
    const env = { DOCS_CLI_CONFIG_DIR: tempDir() };
    expect(run(env, '/docs')).toEqual({ targets: expected, parses: 3 });
    expect(run(env, '/docs')).toEqual({ targets: expected, parses: 0 });
    // Another folder has its own cache.
    expect(run(env, '/other').parses).toBe(3);
  });

  it('parses only the page whose text changed, and keeps only the pages the folder still has', () => {
    const env = { DOCS_CLI_CONFIG_DIR: tempDir() };
    run(env, '/docs');
    const edited = { 'README.md': 'Now [owners](CODEOWNERS).\n', 'guides/a.md': BODIES['guides/a.md']! };
    expect(run(env, '/docs', edited)).toEqual({
      targets: { 'README.md': ['CODEOWNERS'], 'guides/a.md': expected['guides/a.md'] },
      parses: 1,
    });
    const [file] = readdirSync(join(env.DOCS_CLI_CONFIG_DIR, 'cache', 'page-links'));
    const stored = JSON.parse(readFileSync(join(env.DOCS_CLI_CONFIG_DIR, 'cache', 'page-links', file!), 'utf8'));
    expect(Object.keys(stored.data).sort()).toEqual([...folder(edited).oids.values()].sort());
    // The removed page and the old README are gone: their texts come back parsed.
    expect(run(env, '/docs').parses).toBe(2);
  });

  it('keeps the links of pages the run parsed anyway (the checks of changed pages) without asking for them', () => {
    const env = { DOCS_CLI_CONFIG_DIR: tempDir() };
    const { pages, oids } = folder();
    for (const p of pages) pageLinks(p);
    linkTargets(env, '/docs', pages, oids).save();
    expect(run(env, '/docs').parses).toBe(0);
  });

  it('takes a damaged, foreign or unwritable cache as no cache', () => {
    const env = { DOCS_CLI_CONFIG_DIR: tempDir() };
    run(env, '/docs');
    const dir = join(env.DOCS_CLI_CONFIG_DIR, 'cache', 'page-links');
    const [file] = readdirSync(dir);
    const path = join(dir, file!);
    const good = JSON.parse(readFileSync(path, 'utf8'));
    const oid = [...folder().oids.values()][0]!;
    for (const damaged of [
      'not json',
      'null',
      JSON.stringify({ ...good, version: '0.0.0-other' }),
      JSON.stringify({ ...good, format: 0 }),
      JSON.stringify({ ...good, data: [] }),
      JSON.stringify({ ...good, data: { [oid]: [1, 2] } }),
      JSON.stringify({ ...good, data: {} }).replace('"data":{}', `"data":{"__proto__":["x"],"${oid}":"notes.txt"}`),
    ]) {
      writeFileSync(path, damaged);
      const { targets, parses } = run(env, '/docs');
      expect(targets, damaged).toEqual(expected);
      expect(parses, damaged).toBeGreaterThan(0);
    }
    // A cache folder that cannot be made: the targets still come, parsed.
    const blocked = tempDir();
    writeFileSync(join(blocked, 'cache'), 'a file where the cache folder would be');
    const first = run({ DOCS_CLI_CONFIG_DIR: blocked }, '/docs');
    expect(first).toEqual({ targets: expected, parses: 3 });
    expect(run({ DOCS_CLI_CONFIG_DIR: blocked }, '/docs').parses).toBe(3);
  });
});
