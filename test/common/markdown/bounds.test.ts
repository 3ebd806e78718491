import fc from 'fast-check';
import type { Nodes } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { boundMarkdown } from '../../../src/common/markdown/bound.js';
import { checkMarkdownSize, MARKDOWN_LIMITS, MarkdownLimitError } from '../../../src/common/markdown/limits.js';
import { editMapIsLinear, textResolverIsLinear } from '../../../src/common/markdown/micromark-linear.js';
import { lazyLinesAreLinear } from '../../../src/common/markdown/micromark-document.js';
import { parseMarkdown } from '../../../src/common/markdown/parse.js';
import { PARSER_ATTACKS } from '../../helpers/hostile-markdown.js';

/**
 * Every parse of user content is bounded: the attack inputs of issue 23 and generated nested and
 * repeated constructs finish fast, with a tree no deeper than the limit, and positions that still
 * point into the text as written. A loaded two-core machine (and the test runner's development
 * builds) slows every parse alike, so time is held to a multiple of an ordinary page of the same
 * size parsed in the same run: work in the square of the size (37 s, 11 minutes before) cannot
 * pass, work in proportion to it does.
 */
const TIMES_ORDINARY = 15;
const SLACK_SECONDS = 1;

/** Seconds an ordinary page of `length` characters takes to parse, here and now. */
const ordinarySeconds = (() => {
  const cache = new Map<number, number>();
  return (length: number) => {
    const size = Math.max(1000, Math.ceil(length / 20_000) * 20_000);
    if (!cache.has(size)) {
      const page = 'Some *words* of a [page](a.md), `code` and more words.\n\n'.repeat(size / 56 + 1).slice(0, size);
      parseMarkdown(page);
      const start = performance.now();
      parseMarkdown(page);
      cache.set(size, (performance.now() - start) / 1000);
    }
    return cache.get(size)!;
  };
})();

const budgetFor = (markdown: string) => TIMES_ORDINARY * ordinarySeconds(markdown.length) + SLACK_SECONDS;

function depthOf(tree: Nodes): number {
  let max = 0;
  const stack: Array<[Nodes, number]> = [[tree, 0]];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const [node, depth] = item;
    max = Math.max(max, depth);
    if ('children' in node) for (const child of node.children) stack.push([child as Nodes, depth + 1]);
  }
  return max;
}

function timed<T>(work: () => T): { value: T; seconds: number } {
  const start = performance.now();
  const value = work();
  return { value, seconds: (performance.now() - start) / 1000 };
}

describe('the attack inputs of issue 23 parse quickly into a bounded tree', () => {
  const attacks = PARSER_ATTACKS;
  for (const [name, markdown] of attacks)
    it(name, () => {
      const budget = budgetFor(markdown);
      const { value: tree, seconds } = timed(() => parseMarkdown(markdown));
      expect(seconds).toBeLessThan(budget);
      expect(depthOf(tree)).toBeLessThanOrEqual(MARKDOWN_LIMITS.treeDepth + 1);
    }, 120_000);

  it('the parser uses the linear edit map (the fix is applied to the copy micromark loads)', () => {
    parseMarkdown('- a');
    expect(editMapIsLinear()).toBe(true);
    expect(textResolverIsLinear()).toBe(true);
    expect(lazyLinesAreLinear()).toBe(true);
  });
});

describe('budgets degrade only what is over them, and keep positions true', () => {
  it('an ordinary page is parsed as written: nothing inserted', () => {
    const page = '# Title\n\nSome *emphasis*, a [link](a.md) and `code`.\n\n> quote\n\n- a\n  - b\n    - c\n';
    expect(boundMarkdown(page).inserts).toEqual([]);
  });

  it('containers beyond the nesting limit are read as text, and the text stays', () => {
    const markdown = `${'> '.repeat(MARKDOWN_LIMITS.nesting + 8)}deep`;
    const tree = parseMarkdown(markdown);
    let quotes = 0;
    for (let node: Nodes | undefined = tree.children[0]; node?.type === 'blockquote'; node = node.children[0]) quotes++;
    expect(quotes).toBe(MARKDOWN_LIMITS.nesting);
    expect(JSON.stringify(tree)).toContain('deep');
  });

  it('marks over the inline budget are text; positions still slice the text as written', () => {
    const markdown = `${'*a* '.repeat(3000)}[end](x.md)\n\nAfter *this*.`;
    const tree = parseMarkdown(markdown);
    const strong = JSON.stringify(tree).match(/"type":"emphasis"/g)?.length ?? 0;
    expect(strong).toBeGreaterThan(0);
    expect(strong).toBeLessThanOrEqual(MARKDOWN_LIMITS.inlineMarks / 2);
    // The second paragraph keeps its emphasis, and every node's position slices the source.
    const last = tree.children[1]!;
    expect(last.type === 'paragraph' && last.children.map((c) => c.type)).toEqual(['text', 'emphasis', 'text']);
    const stack: Nodes[] = [tree];
    for (let node = stack.pop(); node; node = stack.pop()) {
      if (node.type === 'text' && node.position) {
        const slice = markdown.slice(node.position.start.offset, node.position.end.offset);
        expect(slice.replace(/\\/g, '')).toContain(node.value.replace(/\\/g, '').slice(0, 20));
      }
      if ('children' in node) stack.push(...(node.children as Nodes[]));
    }
  });

  it('code blocks are never escaped, even in a page over the inline budget', () => {
    const code = `\`\`\`c\n${'int **p = a[0];\n'.repeat(400)}\`\`\``;
    const markdown = `${'*a* '.repeat(3000)}\n${code}\n`;
    const tree = parseMarkdown(markdown);
    const block = tree.children.find((n) => n.type === 'code');
    expect(block?.type === 'code' && block.value).toBe('int **p = a[0];\n'.repeat(400).trimEnd());
  });

  it('code-span and HTML openers nothing closes are escaped only over the budget, and the tree is the one the parser gives without it', () => {
    const plain = unified().use(remarkParse).use(remarkGfm).freeze();
    const piece = fc.constantFrom(
      ...['`', '``', '```', '\\`', '\\``', 'a', 'b c', ' ', '\n', '`a`', '``a``'],
      ...['<!--', '-->', '<!-->', '<?', '?>', '<!a', '>', '\\<!--', '<a>', '</a'],
    );
    fc.assert(
      fc.property(
        fc.array(piece, { minLength: 20, maxLength: 60 }),
        fc.integer({ min: 150, max: 400 }),
        (pieces, times) => {
          const markdown = pieces.join('').repeat(times).slice(0, 24_000);
          const bounded = boundMarkdown(markdown);
          if (bounded.inserts.length) expect(bounded.inserts.every((at) => '`<'.includes(markdown[at]!))).toBe(true);
          expect(JSON.stringify(parseMarkdown(markdown))).toBe(JSON.stringify(plain.parse(markdown)));
        },
      ),
      { numRuns: 12 },
    );
    // And the budget does apply to a page of such openers.
    // (An escaped backtick leaves an opener of one, and only runs of two follow.)
    expect(boundMarkdown('a \\`` b\n'.repeat(4000)).inserts.length).toBe(4000);
    expect(boundMarkdown('a `` b ``\n'.repeat(4000)).inserts).toEqual([]);
    expect(boundMarkdown('a <!-- b\n'.repeat(4000)).inserts.length).toBe(4000);
    expect(boundMarkdown(`${'a <!-- b\n'.repeat(4000)}-->`).inserts).toEqual([]);
    expect(boundMarkdown('a <![CDATA[ b\n'.repeat(4000)).inserts.filter((at) => at % 14 === 2).length).toBe(4000);
  }, 120_000);

  it('the size of a page is refused over the limit, naming it', () => {
    expect(() => checkMarkdownSize('a'.repeat(MARKDOWN_LIMITS.bytes))).not.toThrow();
    const over = () => checkMarkdownSize('é'.repeat(MARKDOWN_LIMITS.bytes / 2 + 1));
    expect(over).toThrow(MarkdownLimitError);
    expect(over).toThrow(/over the 1 MiB a page may have/);
  });
});

describe('property: nested and repeated constructs parse within the time bound', () => {
  const unit = fc.constantFrom(
    '*a',
    '_a',
    '**a',
    '~~a',
    '~a',
    '[a',
    '](b)',
    '[a](',
    '![a',
    '[^a]',
    '`a',
    '<a',
    '<!--',
    '<?',
    '\\``',
    'a\n=\n',
    'a\n-\n',
    '- a\n',
    '> a\n',
    '1. a\n',
    '> ',
    '- ',
    '  ',
    '[^a]: ',
    '|a|\n|-|\n',
    '```\n',
    '{% hint %}\n',
    '{% endhint %}\n',
    'www.a.b ',
    'a@b.c ',
    '\\',
    '&#',
    '\n',
    '\n\n',
  );
  /** A unit repeated many times, or a few units nested by repeating a prefix. */
  const repeated = fc
    .tuple(fc.array(unit, { minLength: 1, maxLength: 3 }), fc.integer({ min: 500, max: 6000 }))
    .map(([units, times]) => units.join('').repeat(times).slice(0, 60_000));
  const nested = fc
    .tuple(fc.array(unit, { minLength: 1, maxLength: 4 }), fc.integer({ min: 50, max: 3000 }), unit)
    .map(([prefix, depth, inner]) => `${prefix.join('').repeat(depth)}${inner}`.slice(0, 60_000));

  it('each generated input parses in time, to a tree within the depth limit', () => {
    const failures: string[] = [];
    fc.assert(
      fc.property(fc.oneof(repeated, nested), (markdown) => {
        const budget = budgetFor(markdown);
        const { value: tree, seconds } = timed(() => parseMarkdown(markdown));
        const depth = depthOf(tree);
        if (seconds >= budget || depth > MARKDOWN_LIMITS.treeDepth + 1)
          failures.push(
            `${JSON.stringify(markdown.slice(0, 60))}… (${markdown.length} chars): ${seconds.toFixed(2)} s of ${budget.toFixed(2)}, depth ${depth}`,
          );
      }),
      { numRuns: 30 },
    );
    expect(failures).toEqual([]);
  }, 600_000);
});
