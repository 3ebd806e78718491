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

const childBlocks = (b: DocumentBlock): DocumentBlock[] =>
  (b.nodes ?? []).filter((x): x is DocumentBlock => x.object === 'block');

/** Sets `key` on every block (fragments included) in document order, and each heading's `data.id`. */
export function assignKeys(blocks: DocumentBlock[]): void {
  // n identical blocks before it: sha1 of `${n}\0${content}`. Counted by the digest for n = 0 (a
  // short string) rather than by the content, which a map would hash and compare whole.
  const seen = new Map<string, number>();
  const keyOf = (content: string): string => {
    const first = hash('sha1', `0\u0000${content}`, 'hex');
    const n = seen.get(first) ?? 0;
    seen.set(first, n + 1);
    return (n === 0 ? first : hash('sha1', `${n}\u0000${content}`, 'hex')).slice(0, 12);
  };
  const idOf = headingIds();
  const walk = (list: DocumentBlock[], nested?: Map<DocumentBlock, string>) => {
    for (const b of list) {
      // Heading ids depend on the headings before; keys must not (set after the hash).
      let content = nested?.get(b);
      let inner = nested;
      if (content === undefined) {
        // Cut from one JSON text when nothing in it has a key yet (see nestedContents); else
        // each block on its own, its keys left out, as it stands when the walk reaches it.
        content = JSON.stringify(b);
        inner = hasKey(content) ? undefined : nestedContents(b, content);
        if (inner === undefined) content = JSON.stringify(b, withoutKeys);
      }
      b.key = keyOf(content);
      if (b.type.startsWith('heading-')) b.data = { ...b.data, id: idOf(plainOf(b.nodes)) };
      walk(childBlocks(b), inner);
      for (const f of b.fragments ?? []) walk(f.nodes, inner);
    }
  };
  walk(blocks);
}

/**
 * Whether an object in a JSON text has a `key`: a property name follows `{` or `,`, and a quote
 * inside a string is escaped, so `{"key":` and `,"key":` appear nowhere else.
 */
const hasKey = (json: string) => json.includes('{"key":') || json.includes(',"key":');

/** The nested contents of a block that holds no block. */
const NONE: Map<DocumentBlock, string> = new Map();

/**
 * The JSON of each block nested in `b`, cut from `json` (`JSON.stringify(b)`, in which no object
 * has a key) rather than stringified again: a block's JSON is the text of its object in its
 * parent's. The objects of the text, in the order their braces open, are those JSON.stringify
 * visits (arrays in order, an object's own keys in `Object.keys` order), which the walk below
 * follows. What the walk changes before it reaches a nested block (keys, and the ids of headings
 * it reached first) lies outside that block unless a block stands in two places, or was reached
 * before `b` (then it has a key). Undefined when a block stands twice in `b`, or when the two
 * counts differ: then each block is stringified on its own.
 */
function nestedContents(b: DocumentBlock, json: string): Map<DocumentBlock, string> | undefined {
  if (!childBlocks(b).length && !b.fragments?.length) return NONE;
  const { starts, ends } = objectRanges(json);
  const out = new Map<DocumentBlock, string>();
  let next = 0;
  let shared = false;
  const visit = (value: object): void => {
    if (Array.isArray(value)) {
      for (const item of value) if (typeof item === 'object' && item !== null) visit(item);
      return;
    }
    const at = next++;
    if (value !== b && (value as { object?: unknown }).object === 'block') {
      if (out.has(value as DocumentBlock)) shared = true;
      out.set(value as DocumentBlock, json.slice(starts[at], ends[at]));
    }
    for (const k of Object.keys(value)) {
      const v = (value as Record<string, unknown>)[k];
      if (typeof v === 'object' && v !== null) visit(v);
    }
  };
  visit(b);
  return next === starts.length && !shared ? out : undefined;
}

/** Where each object of a JSON text starts and ends, in the order of its opening brace. */
function objectRanges(json: string): { starts: number[]; ends: number[] } {
  const starts: number[] = [];
  const ends: number[] = [];
  const open: number[] = [];
  for (let i = 0; i < json.length; i++) {
    const c = json.charCodeAt(i);
    if (c === 34) {
      // A string: to its closing quote, one not escaped by an odd run of backslashes.
      for (;;) {
        i = json.indexOf('"', i + 1);
        if (i < 0) return { starts: [], ends: [] }; // not JSON: none is cut from it
        let slashes = 0;
        while (json.charCodeAt(i - 1 - slashes) === 92) slashes++;
        if (slashes % 2 === 0) break;
      }
    } else if (c === 123) {
      open.push(starts.length);
      starts.push(i);
      ends.push(-1);
    } else if (c === 125) ends[open.pop()!] = i + 1;
  }
  return { starts, ends };
}
