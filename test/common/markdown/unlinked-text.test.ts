import { gfmAutolinkLiteral } from 'micromark-extension-gfm-autolink-literal';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { type Processor, unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { boundedAutolinkLiterals } from '../../../src/common/markdown/micromark-linear.js';
import { parseMarkdown } from '../../../src/common/markdown/parse.js';
import { stepsSoFar } from '../../../src/common/markdown/steps.js';
import { markdownSets } from '../../helpers/markdown-files.js';

/**
 * The shared parser's own extensions, every text read with GFM's literal autolinks: a parse
 * outside `readUnlinked` (src/common/markdown/unlinked-text.ts) is one.
 */
const everyTextLinked = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(function (this: Processor) {
    const data = this.data() as { micromarkExtensions?: unknown[] };
    (data.micromarkExtensions ??= []).push(...boundedAutolinkLiterals(gfmAutolinkLiteral() as never));
  })
  .use(remarkFrontmatter, ['yaml'])
  .freeze();

/** Positions included: JSON texts compare faster than the trees. */
const sameTree = (text: string) => JSON.stringify(parseMarkdown(text)) === JSON.stringify(everyTextLinked.parse(text));

const stepsOf = (text: string) => {
  const before = stepsSoFar();
  parseMarkdown(text);
  return stepsSoFar() - before;
};

function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

const WORDS = ['word', 'Text', 'a_b', 'x.y', 'see', '*em*', '**strong www.a.io**', '`www.in.code`', 'end.'];
const LINKS = [
  'a.b@example.com',
  'www.example.com/path',
  'WWW.Example.org',
  'https://example.com/a?b#c',
  'HTTP://EXAMPLE.COM',
  '[label](https://example.com)',
  '[open bracket www.x.io',
  '@mention',
  'mailto:me@example.com',
  'xmpp:me@example.com/r',
  'http:/not',
  'www',
];
const BLANKS = ['', '  ', '\t', ' \t '];

/** A page of paragraphs, items, quotes (with lazy lines), headings, tables and code, seeded. */
function page(next: () => number): string {
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)]!;
  const line = () =>
    Array.from({ length: 1 + Math.floor(next() * 8) }, () => (next() < 0.12 ? pick(LINKS) : pick(WORDS))).join(' ');
  const lines: string[] = [];
  for (let n = 1 + Math.floor(next() * 12); n > 0; n--) {
    const kind = Math.floor(next() * 8);
    if (kind === 0) lines.push(`# ${line()}`);
    else if (kind === 1) lines.push(`- ${line()}`, `  ${line()}`, `- ${line()}`);
    else if (kind === 2) lines.push(`> ${line()}`, line(), `> ${line()}`);
    else if (kind === 3) lines.push(`| ${line()} | b |`, '|---|---|', `| ${line()} | ${line()} |`);
    else if (kind === 4) lines.push('```', line(), '```');
    else if (kind === 5) lines.push(`1. ${line()}`, `   > ${line()}`);
    else lines.push(line(), line());
    if (next() < 0.7) lines.push(pick(BLANKS));
  }
  return lines.join(pick(['\n', '\n', '\r\n', '\r']));
}

describe('text read without literal autolinks where none can be', () => {
  it('gives the tree of a parse that tries them in every text, on 1,000 random pages', () => {
    const seed = Number(process.env.UNLINKED_SEED ?? Date.now() % 100000);
    const next = random(seed);
    for (let n = 0; n < 1000; n++) {
      const text = page(next);
      expect(sameTree(text), `seed ${seed} (UNLINKED_SEED), page ${n}: ${JSON.stringify(text)}`).toBe(true);
    }
  });

  it('gives that tree for our fixture and a quarter of the real repositories', { timeout: 120_000 }, () => {
    // A quarter (every fourth page, in order) keeps the test near ten seconds: the test runner
    // loads micromark's development build, which reads at a fifth of its speed.
    let pages = 0;
    for (const set of markdownSets())
      for (const [i, file] of set.files.entries()) {
        if (set.repo !== 'fixture' && i % 4 !== 0) continue;
        pages++;
        expect(sameTree(file.text), file.name).toBe(true);
      }
    expect(pages).toBeGreaterThan(0);
  });

  it('tries no literal autolink in a text with no mark of one before the next blank line', () => {
    const words = Array.from({ length: 2000 }, (_, i) => `word${i}`).join(' ');
    const plain = stepsOf(`${words}\n\nLast www.example.com\n`);
    const linked = stepsOf(`${words} www.example.com\n\nLast\n`);
    // Each word of the linked paragraph is a try (a token's steps, and its characters read again).
    expect(plain).toBeLessThan(linked * 0.7);
    expect(sameTree(`${words}\n\nLast www.example.com\n`)).toBe(true);
  });
});
