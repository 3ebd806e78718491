import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '../../../src/common/markdown/parse.js';
import { pageTitle, plainTitle, withoutTitle } from '../../../src/common/markdown/title.js';

/** A heading's text as a title: raw HTML (GitBook's anchors) dropped, white space on one line. */
const text = (node: { type: string; value?: unknown; children?: unknown[] }): string =>
  node.type === 'html'
    ? ''
    : node.type === 'break' // a hard break (two spaces, then a setext title's next line) reads as a space
      ? '\n'
      : typeof node.value === 'string'
        ? node.value
        : (node.children ?? []).map((c) => text(c as never)).join('');

/** What pageTitle must answer: the first block of the whole document, parsed whole. */
function reference(markdown: string): string | undefined {
  const first = parseMarkdown(markdown).children.find((node) => node.type !== 'yaml');
  if (first?.type !== 'heading' || first.depth !== 1) return undefined;
  return text(first).replace(/\s+/g, ' ').trim() || undefined;
}

/** The first heading of any level of the whole document, parsed whole (plain imports). */
function firstReference(markdown: string): string | undefined {
  const first = parseMarkdown(markdown).children.find((node) => node.type === 'heading');
  return first ? text(first).replace(/\s+/g, ' ').trim() || undefined : undefined;
}

const LINES = [
  '# Title',
  '#  Spaced  ',
  'Title',
  '===',
  '---',
  '```',
  '~~~',
  '- item',
  '> quote',
  '<div>',
  '</div>',
  '[ref]: /x',
  '# [Linked][ref]',
  '# [Linked][nope]',
  '    code',
  '',
  '  ',
  'text',
  '## Second',
  'a: 1',
  '\t# tabbed',
  '#',
  '   # three spaces',
  '=',
  '  ===  ',
  '> [ref]: /y',
  '* [ref]:',
  '/later',
  '#hashtag',
];

describe("pageTitle: the one answer to a page's title", () => {
  it('answers as a parse of the whole document does, for any arrangement of tricky lines', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...LINES), { maxLength: 12 }), fc.boolean(), (lines, crlf) => {
        const markdown = lines.join(crlf ? '\r\n' : '\n');
        expect(pageTitle(markdown)).toBe(reference(markdown));
      }),
      { numRuns: 3000 },
    );
  });

  it('parses nothing for a page whose first block cannot be a level-1 heading, however long', async () => {
    const { counted } = await import('../../../src/common/counters.js');
    const before = counted('markdownParses');
    for (const page of [
      '['.repeat(1_000_000),
      Array.from({ length: 3000 }, (_, i) => `${' '.repeat(2 * i)}- a`).join('\n'),
      `---\ndescription: x\n---\n\n${'*a'.repeat(40_000)}`,
      `Intro\n${'line\n'.repeat(100_000)}`,
    ])
      expect(pageTitle(page)).toBeUndefined();
    expect(counted('markdownParses') - before).toBe(0);
    // A heading is read from its own lines: one small parse, whatever follows.
    expect(pageTitle(`---\ndescription: x\n---\n\n# The title\n\n${'['.repeat(1_000_000)}`)).toBe('The title');
    // A reference in it defined further down: the whole page, within its steps (past them, the heading's lines).
    expect(pageTitle(`# [The][t] title\n\n[t]: /x\n\n${'['.repeat(1_000_000)}`)).toBe('[The][t] title');
    expect(pageTitle(`# [The][t] title\n\n[t]: /x\n\n${'text '.repeat(100)}`)).toBe('The title');
  });

  it('reads a title whose link is defined further down, setext titles, and titles after front matter', () => {
    expect(pageTitle('# [Guide][g]\n\nText.\n\n[g]: /guide\n')).toBe('Guide');
    expect(pageTitle('Setext\n======\n\nbody\n')).toBe('Setext');
    expect(pageTitle('---\nx: 1\n---\n\n# The *title*\n')).toBe('The title');
    expect(pageTitle('Text first\n\n# Later\n')).toBeUndefined();
  });

  it("drops GitBook's heading anchors and keeps a title on one line", () => {
    expect(pageTitle('# Text formatting <a href="#text-formatting" id="text-formatting"></a>\n')).toBe(
      'Text formatting',
    );
    expect(pageTitle('Two\nlines\n===\n')).toBe('Two lines');
  });

  it('for plain imports, a first heading of any level, wherever it is: not in code, inside GitBook blocks too', () => {
    const any = (markdown: string) => pageTitle(markdown, { anyHeading: true });
    expect(any('```\n# Not a title\n```\n\n    # Nor this\n\nIntro\n=====\n\n# Later\n')).toBe('Intro');
    expect(any('# The *real* `title` [here](x.md)\n\nText.\n')).toBe('The real title here');
    expect(any('# See [the guide][g]\n\n[g]: /pages/p\n')).toBe('See the guide');
    expect(any('{% hint style="info" %}\n## Inside a hint\n{% endhint %}\n')).toBe('Inside a hint');
    expect(any('No heading.\n\n    # code\n')).toBeUndefined();
    expect(any('Text first\n\n## Later\n')).toBe('Later');
  });

  it("the parser-free shortcut for a plain `# Title` first line gives the parser's answer", () => {
    const piece = fc.constantFrom(
      'Part',
      ' ',
      '  ',
      '3',
      'é',
      '😀',
      '-',
      '.',
      '!',
      '#',
      '*',
      '`',
      '[',
      ']',
      '<',
      '&',
      '\\',
      '|',
      '\t',
      '\\_',
      '\\(',
      '\\a',
      '\\\\',
      '&amp;',
      '&#35;',
      '&copy',
      ' & ',
    );
    const line = fc.tuple(
      fc.constantFrom('', ' ', '   ', '    '),
      fc.integer({ min: 1, max: 7 }),
      fc.constantFrom(' ', '  ', ''),
      fc.array(piece, { maxLength: 8 }),
    );
    const after = fc.constantFrom(
      '',
      '\n',
      '\n\nBody.\n',
      '\n===\n',
      '\nmore text\n',
      '\n\n[x]: /y\n',
      '\r\n\r\nBody\r\n',
    );
    fc.assert(
      fc.property(line, after, fc.boolean(), ([indent, hashes, space, words], rest, anyHeading) => {
        const markdown = `${indent}${'#'.repeat(hashes)}${space}${words.join('')}${rest}`;
        const plain = plainTitle(markdown, { anyHeading });
        if (plain !== undefined)
          expect(plain, JSON.stringify(markdown)).toBe(anyHeading ? firstReference(markdown) : reference(markdown));
      }),
      { numRuns: 2000 },
    );
    expect(plainTitle('# Part 3 page 4\n\nLorem.\n')).toBe('Part 3 page 4');
  });

  it('withoutTitle drops the leading level-1 heading only, ATX or setext', () => {
    expect(withoutTitle('# Title\n\nBody.\n')).toBe('Body.\n');
    expect(withoutTitle('Title\n=====\n\nBody.\n')).toBe('Body.\n');
    expect(withoutTitle('## Second level\n\nBody.\n')).toBe('## Second level\n\nBody.\n');
    expect(withoutTitle('```\n# code\n```\n')).toBe('```\n# code\n```\n');
  });
});
