/**
 * Block keys and heading ids. A key is derived from what the block holds (as read from its
 * markdown, keys aside) and how many identical blocks came before it in the page: the same page
 * read twice gives the same keys, a block keeps its key when the page changes elsewhere, and a
 * block written back as JSON keeps its key even if its markdown is spelt differently afterwards.
 */
import { hash } from 'node:crypto';
import { headingIds } from '../../slug.js';
import { plainOf, type DocumentBlock } from './model.js';

const withoutKeys = (k: string, v: unknown) => (k === 'key' ? undefined : v);

/** Sets `key` on every block (fragments included) in document order, and each heading's `data.id`. */
export function assignKeys(blocks: DocumentBlock[]): void {
  const seen = new Map<string, number>();
  const idOf = headingIds();
  const text: (b: DocumentBlock) => string = keyless(blocks)
    ? (b) => JSON.stringify(b)
    : (b) => JSON.stringify(b, withoutKeys);
  const walk = (list: DocumentBlock[]) => {
    for (const b of list) {
      // Heading ids depend on the headings before; keys must not (set after the hash).
      const content = text(b);
      const n = seen.get(content) ?? 0;
      seen.set(content, n + 1);
      b.key = hash('sha1', `${n}\u0000${content}`, 'hex').slice(0, 12);
      if (b.type.startsWith('heading-')) b.data = { ...b.data, id: idOf(plainOf(b.nodes)) };
      walk((b.nodes ?? []).filter((x): x is DocumentBlock => x.object === 'block'));
      for (const f of b.fragments ?? []) walk(f.nodes);
    }
  };
  walk(blocks);
}

/**
 * Whether no object of the tree has a `key` and no block stands in two places. Then, as the walk
 * above stringifies a block, nothing in it has a key yet (the walk sets a block's key, and a
 * heading's id, after it has hashed it, and reaches a block's children after the block), and
 * `JSON.stringify(b)` is `JSON.stringify(b, withoutKeys)`, without a call back for every value
 * (most of the time the keys took). Objects beyond `budget` (a cycle) give false: the replacer's
 * JSON.stringify then fails on it as before.
 */
function keyless(blocks: DocumentBlock[], budget = 10_000_000): boolean {
  const blocksSeen = new Set<object>();
  const stack: unknown[] = [blocks];
  for (let visits = 0; stack.length; visits++) {
    if (visits > budget) return false;
    const value = stack.pop();
    if (typeof value !== 'object' || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value) stack.push(item);
      continue;
    }
    if (Object.hasOwn(value, 'key')) return false;
    if ((value as { object?: unknown }).object === 'block') {
      if (blocksSeen.has(value)) return false;
      blocksSeen.add(value);
    }
    for (const k of Object.keys(value)) stack.push((value as Record<string, unknown>)[k]);
  }
  return true;
}
