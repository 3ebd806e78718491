import { describe, expect, it } from 'vitest';
import { BufferIO } from '../../src/io.js';
import { renderList, renderResource } from '../../src/output/render.js';
import { renderCard } from '../../src/output/table.js';
import { view } from '../../src/output/view.js';

const items = (n: number, from = 0) =>
  Array.from({ length: n }, (_, i) => ({ id: `id${from + i}`, title: `T\t${from + i}` }));
const v = view<{ id: string; title: string }>(
  'thing',
  [
    ['ID', (x) => x.id],
    ['TITLE', (x) => x.title],
  ],
  (x) => x.id,
);

describe('output', () => {
  it('cards show users by name and nested resources by title', async () => {
    const card = await renderCard(
      {
        id: 'a',
        createdBy: { object: 'user', displayName: 'Ann', email: 'ann@x' },
        parent: { id: 'p', title: 'Parent' },
        tags: ['a', 'b'],
      },
      false,
    );
    expect(card).toContain('createdBy  Ann <ann@x>');
    expect(card).toContain('parent     Parent (p)');
    expect(card).toContain('tags       a,b');
  });

  it('streams piped rows page by page, stops at the limit, and keeps tabs out of cells', async () => {
    const io = new BufferIO();
    let fetched = 0;
    async function* pages() {
      for (let p = 0; p < 3; p++) {
        fetched++;
        yield { items: items(2, p * 2), count: 6, next: p < 2 ? { page: String(p + 1) } : undefined };
      }
    }
    const result = await renderList(io, pages(), v, { format: 'table' }, 3);
    expect(io.out).toBe('id0\tT 0\nid1\tT 1\nid2\tT 2\n');
    expect(result).toEqual({ shown: 3, count: 6, more: true });
    expect(fetched).toBe(2);
  });

  it('asks for the next page before printing this one, one page ahead, and none past the limit', async () => {
    const events: string[] = [];
    const io = new BufferIO();
    const write = io.stdout.write.bind(io.stdout);
    io.stdout.write = (s: string) => {
      events.push(`print ${s.split('\t')[0]}`);
      write(s);
    };
    async function* pages() {
      for (let p = 0; p < 4; p++) {
        events.push(`fetch ${p}`);
        // An answer that takes a turn of the event loop, as a request does.
        await new Promise((resolve) => setImmediate(resolve));
        yield { items: items(2, p * 2), count: 8, next: p < 3 ? { page: String(p + 1) } : undefined };
      }
    }
    const result = await renderList(io, pages(), v, { format: 'table' }, 6);
    expect(result).toEqual({ shown: 6, count: 8, more: true, next: '3' });
    expect(events).toEqual(['fetch 0', 'fetch 1', 'print id0', 'fetch 2', 'print id2', 'print id4']);
  });

  it('a page that fails to come is reported after the pages before it are printed', async () => {
    const io = new BufferIO();
    async function* pages() {
      yield { items: items(2), count: 6, next: { page: '1' } };
      yield { items: items(2, 2), count: 6, next: { page: '2' } };
      throw new Error('page 2 failed');
    }
    await expect(renderList(io, pages(), v, { format: 'jsonl' }, Infinity)).rejects.toThrow('page 2 failed');
    expect(
      io.out
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l).id),
    ).toEqual(['id0', 'id1', 'id2', 'id3']);
  });

  it('a failure while printing is reported at once, not after the page asked for ahead', async () => {
    const io = new BufferIO();
    async function* pages() {
      yield { items: items(2), count: 4, next: { page: '1' } };
      await new Promise(() => undefined); // an answer that never comes
      yield { items: items(2, 2), count: 4 };
    }
    const failing = () => {
      throw new Error('cannot show progress');
    };
    await expect(renderList(io, pages(), v, { format: 'jsonl' }, Infinity, failing)).rejects.toThrow(
      'cannot show progress',
    );
  });

  it('prints jsonl as compact lines and ids one per line', async () => {
    const io = new BufferIO();
    async function* one() {
      yield { items: items(2), count: 2 };
    }
    await renderList(io, one(), v, { format: 'jsonl' }, Infinity);
    expect(
      io.out
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l).id),
    ).toEqual(['id0', 'id1']);
    const ids = new BufferIO();
    await renderResource(ids, items(1)[0]!, v, { format: 'ids' });
    expect(ids.out).toBe('id0\n');
  });
});

describe('fitting a table to the terminal', async () => {
  const { fitWidths, truncateTo } = await import('../../src/output/fit.js');
  const { widthFor } = await import('../../src/output/width.js');
  const { default: stringWidth } = await import('string-width');
  const col = (natural: number, fixed = false, minimum = 12) => ({ natural, fixed, minimum });

  it('keeps natural widths when they fit, and never cuts identifiers', () => {
    expect(fitWidths([col(20, true), col(10), col(8)], 80)).toEqual([20, 10, 8]);
    const widths = fitWidths([col(20, true), col(200), col(8), col(40)], 80);
    expect(widths[0]).toBe(20);
    expect(widths[2]).toBe(8); // a narrow column keeps its width
    expect(widths.reduce<number>((a, b) => a + (b ?? 0), 0) + 2 * (widths.length - 1)).toBeLessThanOrEqual(80);
    expect(widths[1]).toBe(widths[3]); // the wide ones share what is left
  });

  it('leaves out the least important (last) columns when even their minimums do not fit', () => {
    expect(fitWidths([col(20, true), col(30), col(30), col(30)], 50).filter((w) => w !== undefined)).toHaveLength(3);
    expect(fitWidths([col(20, true), col(30), col(30), col(30)], 40)).toEqual([20, 18, undefined, undefined]);
  });

  it('leaves out free text before an identifier, wherever the identifier stands', () => {
    // An audit event's ID column comes last: the free-text columns before it go first.
    expect(fitWidths([col(24), col(20), col(30), col(36, true)], 60)).toEqual([22, undefined, undefined, 36]);
    // Nothing but identifiers: the last one goes.
    expect(fitWidths([col(30, true), col(30, true)], 40)).toEqual([30, undefined]);
  });

  it('cuts by display width: emoji and wide characters count two columns, and end with …', async () => {
    const texts = ['🦄 名前 and more text', 'short', '👩‍💻 e\u0301te\u0301 and more text'];
    const widthOf = await widthFor(texts);
    const cut = truncateTo(texts[0]!, 8, widthOf);
    expect(stringWidth(cut)).toBeLessThanOrEqual(8);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.startsWith('🦄 名')).toBe(true);
    expect(truncateTo('short', 8, widthOf)).toBe('short');
    // A joined emoji and combining accents are cut as whole graphemes (string-width measures them).
    const joined = truncateTo(texts[2]!, 7, widthOf);
    expect(joined).toBe('👩‍💻 e\u0301te\u0301…');
    expect(stringWidth(joined)).toBeLessThanOrEqual(7);
  });
});
