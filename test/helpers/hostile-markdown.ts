/**
 * Markdown built to make a parser slow, deep or crash: the attack inputs of the bounds tests
 * (test/common/markdown/bounds.test.ts, test/server/content/budgets.test.ts), in one place so
 * that the test of the service on a busy machine posts the same ones.
 */

/**
 * 80 KB of `*a` and an `@`: GFM's literal autolinks are tried in a text only when a mark of one
 * (`@`, `www.`, `http://`) lies in it (src/common/markdown/unlinked-text.ts), and an attacker
 * adds one; the tries at each `a` make it the most steps a character of ordinary marks.
 */
export const STARS = `${'*a'.repeat(40 * 1024 - 1)}@a`;

/**
 * The attack inputs of issue 23, each with what it cost before the parser was bounded. Those that
 * GFM's literal autolinks made slow hold an e-mail address, so that the autolinks are tried there
 * (without one, they take a fraction of their steps and are accepted: see `STARS`).
 */
export const PARSER_ATTACKS: Array<[string, string]> = [
  ['80 KB of `*a` (37 s before)', `${'*a'.repeat(39_999)}@a`],
  [
    'a list nested 3,000 deep (over 11 minutes and 2.1 GB before), its first 200 KB',
    Array.from({ length: 3000 }, (_, i) => `${'  '.repeat(i)}- a`)
      .join('\n')
      .slice(0, 200_000),
  ],
  ['a list nested 3,000 deep on one line', `${'- '.repeat(3000)}a`],
  ['10,000 `>` (a stack overflow, a 500, before)', `${'>'.repeat(10_000)} a`],
  ['an open `[` before 60 KB of words (7 s before)', `[${'a '.repeat(30_000)}me@example.com`],
  ['footnote definitions nested 5,000 deep (a stack overflow before)', `${'[^a]: '.repeat(5000)}me@example.com`],
  ['20,000 nested emphasis openers', `${'*'.repeat(20_000)}a${'*'.repeat(20_000)}`],
  ['80 KB of nested list items (33 s before)', '- a\n  - b\n'.repeat(8000)],
  ['8,000 quotes apart (5 s before)', '> a\n\n'.repeat(8000)],
  ['`[^a]` repeated over 50 KB (9 s before: one splice per escaped run)', `${'[^a]'.repeat(12_500)} me@example.com`],
  [
    'a quote followed by 12,000 lazy lines (11 s before: each lazy line walked the whole flow)',
    `> a\n${'a\n'.repeat(12_000)}me@example.com`,
  ],
  ['lazy lines, setext lines and marks in one quote, 51 KB (17 s in CI before)', '> a\na\n=\n~a'.repeat(4636)],
  [
    'code-span openers nothing closes, 45 KB (22 s before: each scanned to the end)',
    '\\```\n[a|a|\n|-|\n'.repeat(3000),
  ],
  ['HTML comments nothing closes, 60 KB (28 KB: 11.5 s before)', '</a<!--'.repeat(8600)],
  ['instructions nothing closes, 60 KB (19 KB: 7.8 s before)', ')<?!'.repeat(15_000)],
];

/** Pages the service refuses when they are written (a 400 naming the limit). */
export const SLOW_INPUTS: Array<[string, string]> = [
  ['80 KB of `*a`', STARS],
  ['a list nested 3,000 deep (one line)', `${'- '.repeat(3000)}x`],
  ['a list nested 3,000 deep (indented)', Array.from({ length: 3000 }, (_, i) => `${' '.repeat(2 * i)}- a`).join('\n')],
  ['10,000 `>`', '>'.repeat(10_000)],
];

/**
 * A page that still takes time in the square of its length to parse: lazy continuation lines
 * kept in one open block quote (micromark scans the quote's events at each), 120 KB. (`*a`
 * repeated was one until the text resolver was made linear.) Those scans are counted as parser
 * steps: it needs 28 times the steps its length allows.
 */
export const SLOW_TO_RENDER = '1. a\na\n=\n> a\n[^a]'.repeat(8000).slice(0, 120_000);

/** Nearly 1 MB of `[`: under the size limit, and the most parser steps a character of any input here. */
export const MEGABYTE_OF_BRACKETS = '['.repeat(1_000_000);
