import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { preparePages } from '../../../src/server/content/markdown-work.js';
import { MAX_PAGE_BYTES } from '../../../src/common/limits.js';
import { MAX_NESTING } from '../../../src/common/markdown/shape.js';
import { nestingDepth } from '../../../src/common/markdown/nesting.js';
import { parseStepLimit } from '../../../src/common/markdown/limits.js';
import { parseMarkdown } from '../../../src/common/markdown/parse.js';
import { stepsSoFar } from '../../../src/common/markdown/steps.js';
import { figure } from '../../helpers/figures.js';

describe('nesting depth (the pre-scan before any parser)', () => {
  it.each([
    ['text', '# Title\n\nA paragraph.\n', 0],
    ['a list nested three deep', '- a\n  - b\n    - c\n', 3],
    ['ordered lists', '1. a\n   1. b\n      1. c\n', 3],
    ['quotes on one line', '> > > x', 3],
    ['a quote holding a list', '> - a\n>   - b\n', 3],
    ['list items closed by a shallower line', '- a\n  - b\n- c\n  - d\n', 2],
    ['markers inside fenced code are text', '```\n> > > > >\n- - - - -\n```\n', 0],
    ['a tilde fence', '~~~md\n> > > >\n~~~\n> x\n', 1],
    ['indented code is not a list', `    {\n${'      '.repeat(30)}"a": 1\n`, 0],
    ['10,000 `>`', '>'.repeat(10_000), 10_000],
    ['3,000 list markers on one line', `${'- '.repeat(3000)}x`, 3000],
  ])('%s', (_name, markdown, depth) => {
    expect(nestingDepth(markdown)).toBe(depth);
  });

  it('reads a 1 MiB text in linear time', () => {
    const text = '- item\n  - nested\n\n'.repeat(MAX_PAGE_BYTES / 20);
    const started = performance.now();
    expect(nestingDepth(text)).toBe(2);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

/**
 * Real GitBook repositories (DOCS_CLI_REAL_REPOS): no real page may be refused by the limits, and
 * each keeps wide room under the parser-step limit (counted, so the same on every machine).
 */
const REAL = process.env.DOCS_CLI_REAL_REPOS;
const markdownFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.name.startsWith('.') && e.name !== '.gitbook'
      ? []
      : e.isDirectory()
        ? markdownFiles(join(dir, e.name))
        : /\.md$/i.test(e.name)
          ? [join(dir, e.name)]
          : [],
  );

describe.skipIf(!REAL)('the budget and real repositories', () => {
  const files = REAL ? markdownFiles(REAL) : [];

  it('every real page is under the size and nesting limits', () => {
    expect(files.length).toBeGreaterThan(500);
    const over = files.filter(
      (f) => statSync(f).size > MAX_PAGE_BYTES || nestingDepth(readFileSync(f, 'utf8')) > MAX_NESTING,
    );
    expect(over).toEqual([]);
  });

  it('every real page parses in less than half the parser steps its length allows', () => {
    let worst = { ratio: 0, file: '', steps: 0 };
    for (const file of files) {
      const markdown = readFileSync(file, 'utf8');
      const before = stepsSoFar();
      parseMarkdown(markdown);
      const steps = stepsSoFar() - before;
      const ratio = steps / parseStepLimit(markdown.length);
      if (ratio > worst.ratio) worst = { ratio, file: file.slice(REAL!.length + 1), steps };
    }
    figure(
      'real-pages-steps',
      `${files.length} real pages: the most a page takes is ${(worst.ratio * 100).toFixed(0)}% of its parser-step limit (${worst.file}, ${worst.steps.toLocaleString('en-US')} steps)`,
    );
    expect(worst.ratio).toBeLessThan(0.5);
  }, 300_000);

  it('the largest real pages are read by the content workers within their limits', async () => {
    const largest = files.sort((a, b) => statSync(b).size - statSync(a).size).slice(0, 5);
    const read = await preparePages(
      'real-pages',
      largest.map((f) => ({ input: { markdown: readFileSync(f, 'utf8'), headed: true }, field: f })),
    );
    expect(read).toHaveLength(5);
  }, 120_000);
});
