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
  const texts = blockTexts(blocks);
  const walk = (list: DocumentBlock[]) => {
    for (const b of list) {
      // Heading ids depend on the headings before; keys must not (set after the hash).
      const content = texts?.get(b) ?? JSON.stringify(b, withoutKeys);
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

/** Why `blockTexts` gives up: the walk then stringifies each block as it comes. */
const GIVE_UP = Symbol('give up');

/**
 * `JSON.stringify(block, withoutKeys)` of every block of the tree, each block's text made once and
 * reused in its parents' (stringifying each block on its own costs the tree's size times its
 * depth). The walk above changes a block (its key, a heading's id) only after it has hashed it,
 * and no block it hashes later holds that one, so these texts are the ones it would make, as
 * long as no block object stands in two places: then (or on anything JSON would treat otherwise
 * than `json` does) undefined.
 */
function blockTexts(blocks: DocumentBlock[]): Map<object, string> | undefined {
  const texts = new Map<object, string>();
  try {
    for (const b of blocks) json(b, texts, 0);
  } catch (error) {
    if (error === GIVE_UP) return undefined;
    throw error;
  }
  return texts;
}

/** JSON.stringify(value, withoutKeys) for the plain data of documents (see `blockTexts`). */
function json(value: unknown, texts: Map<object, string>, depth: number): string | undefined {
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value);
    case 'number':
      return Number.isFinite(value) ? String(value) : 'null';
    case 'boolean':
      return value ? 'true' : 'false';
    case 'object':
      break;
    case 'undefined':
    case 'function':
    case 'symbol':
      return undefined;
    default:
      throw GIVE_UP;
  }
  if (value === null) return 'null';
  // A cycle or a deep tree (JSON.stringify's own error), a toJSON: left to JSON.stringify.
  if (depth > 500 || typeof (value as { toJSON?: unknown }).toJSON === 'function') throw GIVE_UP;
  const block = (value as { object?: unknown }).object === 'block' && !Array.isArray(value);
  if (block && texts.has(value)) throw GIVE_UP;
  let out: string;
  if (Array.isArray(value)) {
    out = '[';
    for (let i = 0; i < value.length; i++) out += `${i ? ',' : ''}${json(value[i], texts, depth + 1) ?? 'null'}`;
    out += ']';
  } else {
    out = '{';
    let first = true;
    for (const k of Object.keys(value)) {
      if (k === 'key') continue;
      const text = json((value as Record<string, unknown>)[k], texts, depth + 1);
      if (text === undefined) continue;
      out += `${first ? '' : ','}${JSON.stringify(k)}:${text}`;
      first = false;
    }
    out += '}';
  }
  if (block) texts.set(value, out);
  return out;
}
