/**
 * Block keys and heading ids. A key is derived from what the block holds (as read from its
 * markdown, keys aside) and how many identical blocks came before it in the page: the same page
 * read twice gives the same keys, a block keeps its key when the page changes elsewhere, and a
 * block written back as JSON keeps its key even if its markdown is spelt differently afterwards.
 */
import { createHash } from 'node:crypto';
import { headingIds } from '../../slug.js';
import { plainOf, type DocumentBlock } from './model.js';

const withoutKeys = (k: string, v: unknown) => (k === 'key' ? undefined : v);

/** Sets `key` on every block (fragments included) in document order, and each heading's `data.id`. */
export function assignKeys(blocks: DocumentBlock[]): void {
  const seen = new Map<string, number>();
  const idOf = headingIds();
  const walk = (list: DocumentBlock[]) => {
    for (const b of list) {
      // Heading ids depend on the headings before; keys must not (set after the hash).
      const content = JSON.stringify(b, withoutKeys);
      const n = seen.get(content) ?? 0;
      seen.set(content, n + 1);
      b.key = createHash('sha1').update(`${n}\u0000${content}`).digest('hex').slice(0, 12);
      if (b.type.startsWith('heading-')) b.data = { ...b.data, id: idOf(plainOf(b.nodes)) };
      walk((b.nodes ?? []).filter((x): x is DocumentBlock => x.object === 'block'));
      for (const f of b.fragments ?? []) walk(f.nodes);
    }
  };
  walk(blocks);
}
