/**
 * The structure a pull reads from the space's `.gitbook.yaml` is the one a push reads from the
 * folder: one reader, the same answer, and no pairwise check of its redirects' keys.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../src/common/gitsync/reader.js';
import { structureOf } from '../../src/gitsync/remote.js';
import { REAL_REPOS, REAL_SPACES } from '../helpers/real-repos.js';

const DEFAULTS = { root: '', readme: 'README.md', summary: 'SUMMARY.md' };

/** What a push reads, or the defaults where it refuses the file. */
const pushReads = (text: string) => {
  try {
    return readConfig(text).structure;
  } catch {
    return DEFAULTS;
  }
};

const redirects = (n: number) =>
  `redirects:\n${Array.from({ length: n }, (_, i) => `  old/page-${i}: new/page-${i}.md`).join('\n')}\n`;

const CASES = [
  'root: ./\n',
  'root: ./docs/\nstructure:\n  readme: intro.md\n  summary: toc/SUMMARY.md\n',
  'root: docs\nstructure:\n  readme: ../README.md\n',
  'structure:\n  readme: ./start.md\n',
  'root: ../outside\n',
  'root: /etc\n',
  'root: [not, a, path]\n',
  'root: docs\nroot: other\n',
  `root: docs\n${redirects(3)}  old/page-1: again.md\n`,
  'root: "docs"\nstructure: {readme: a.md, summary: b.md}\n',
  'root: docs\n  bad indentation: [\n',
  '# only a comment\n',
];

describe('the structure of a space as a pull reads it', () => {
  it('is the structure a push reads from the same .gitbook.yaml', () => {
    for (const text of CASES) expect(structureOf(text), text).toEqual(pushReads(text));
  });

  it.skipIf(!REAL_REPOS)('is the same for the real repositories', () => {
    let read = 0;
    for (const space of REAL_SPACES) {
      const file = join(REAL_REPOS!, space, '.gitbook.yaml');
      if (!existsSync(file)) continue;
      const text = readFileSync(file, 'utf8');
      expect(structureOf(text), space).toEqual(pushReads(text));
      read++;
    }
    expect(read).toBeGreaterThan(0);
  });

  it('keeps the root of a file with 40,000 redirects, repeated keys among them', () => {
    const text = `root: ./docs/\nstructure:\n  readme: README.md\n${redirects(40_000)}  old/page-7: repeated.md\n`;
    expect(structureOf(text)).toEqual({ root: 'docs', readme: 'README.md', summary: 'SUMMARY.md' });
  });
});
