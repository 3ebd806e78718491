import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { markdownToDocument, topBlocks } from '../../../src/common/markdown/document.js';
import { revertBlocks } from '../../../src/server/content/block-revert.js';

const fail = (j: number, rule: string): never => {
  throw new Error(`block[${j}]: ${rule}`);
};
const keysOf = (markdown: string) => topBlocks(markdown).map((b) => b.key);
const withoutKeys = (value: unknown) => JSON.parse(JSON.stringify(value, (k, v) => (k === 'key' ? undefined : v)));

/** Pages of distinct blocks, and an edit of them: blocks deleted, added, changed and moved. */
const pool = [
  'Alpha.',
  'Beta.',
  '## Gamma',
  '* one\n* two',
  '```js\nlet a;\n```',
  '> Quoted.',
  '{% hint style="info" %}\nHinted.\n{% endhint %}',
  '| t |\n| - |\n| v |',
  'Delta.',
  'Epsilon.',
];
const page = fc.shuffledSubarray(pool, { minLength: 1 });
const edit = (blocks: string[]) =>
  fc
    .tuple(
      fc.array(fc.nat(), { maxLength: blocks.length }),
      fc.array(fc.tuple(fc.nat(), fc.constantFrom('New one.', 'New two.', '* new')), { maxLength: 3 }),
      fc.array(fc.nat(), { maxLength: 2 }),
      fc.option(fc.tuple(fc.nat(), fc.nat())),
    )
    .map(([deletions, insertions, changes, move]) => {
      const out = [...blocks];
      for (const d of deletions) if (out.length > 1) out.splice(d % out.length, 1);
      for (const c of changes) out[c % out.length] = `${out[c % out.length]} Changed.`;
      if (move) {
        const [block] = out.splice(move[0] % out.length, 1);
        out.splice(move[1] % (out.length + 1), 0, block!);
      }
      for (const [at, text] of insertions) out.splice(at % (out.length + 1), 0, text);
      return out;
    });
const pages = page.chain((blocks) =>
  edit(blocks).map((edited) => ({ target: `${blocks.join('\n\n')}\n`, current: `${edited.join('\n\n')}\n` })),
);

describe('reverting blocks of a page', () => {
  it('reverting every block that differs gives the target back', () => {
    fc.assert(
      fc.property(pages, ({ target, current }) => {
        const keys = [...new Set([...keysOf(current), ...keysOf(target)])];
        const result = revertBlocks(current, target, keys, 'p', fail);
        expect(withoutKeys(markdownToDocument(result)), JSON.stringify({ current, target, result })).toEqual(
          withoutKeys(markdownToDocument(target)),
        );
        expect(keysOf(result)).toEqual(keysOf(target));
      }),
      { numRuns: 150 },
    );
  });

  it('reverting a block both sides hold as they are changes no text', () => {
    fc.assert(
      fc.property(pages, ({ target, current }) => {
        const common = keysOf(current).filter((k) => keysOf(target).includes(k));
        fc.pre(common.length > 0);
        const now = topBlocks(current).map((b) => b.key);
        const then = topBlocks(target).map((b) => b.key);
        // In the same order on both sides: a block that moved would move back.
        const inOrder = common.filter(
          (k) => now.filter((x) => then.includes(x)).indexOf(k) === then.filter((x) => now.includes(x)).indexOf(k),
        );
        fc.pre(inOrder.length > 0);
        expect(revertBlocks(current, target, [inOrder[0]!], 'p', fail)).toBe(current);
      }),
      { numRuns: 150 },
    );
  });

  it('reverting one added block removes it (or resets it to the block it replaced) and touches nothing else', () => {
    fc.assert(
      fc.property(pages, ({ target, current }) => {
        const blocks = topBlocks(current);
        // Identical blocks are told apart by their order: removing the first renames the second.
        fc.pre(new Set(blocks.map((b) => JSON.stringify(withoutKeys(b.block)))).size === blocks.length);
        const added = blocks.filter((b) => !keysOf(target).includes(b.key) && !/Changed/.test(JSON.stringify(b.block)));
        fc.pre(added.length > 0);
        const result = keysOf(revertBlocks(current, target, [added[0]!.key], 'p', fail));
        const targetOnly = new Set(keysOf(target).filter((k) => !keysOf(current).includes(k)));
        expect(result.filter((k) => !targetOnly.has(k))).toEqual(keysOf(current).filter((k) => k !== added[0]!.key));
        expect(result.filter((k) => targetOnly.has(k)).length).toBeLessThanOrEqual(1);
      }),
      { numRuns: 150 },
    );
  });

  it('keeps two lists apart when removing what was between them (the page is then written afresh)', () => {
    const current = '---\ndescription: d\n---\n\n* one\n* two\n\nNew one.\n\n* new\n';
    const added = topBlocks(current).find((b) => b.block.type === 'paragraph')!.key;
    expect(revertBlocks(current, '* one\n* two\n', [added], 'p', fail)).toBe(
      '---\ndescription: d\n---\n\n* one\n* two\n\n- new\n',
    );
  });

  it('names the key it cannot find', () => {
    expect(() => revertBlocks('A.\n', 'B.\n', ['nope'], 'p1', fail)).toThrow(
      'block[0]: no block nope in page p1 (current or target revision)',
    );
  });
});
