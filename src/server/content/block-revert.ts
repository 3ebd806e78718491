/**
 * `revert_page` with `block`: reverts chosen top-level blocks of a page's markdown to a target
 * revision, leaving the rest of the text as it is. The page's blocks now and in the target are
 * aligned by key (a diff); within a changed stretch, blocks of the same type are paired in order
 * (a modification).
 * Per chosen key: a block added since is removed, one deleted since is restored where it was, a
 * modified one (either of the pair's keys) is reset to the target's, a moved one moves back.
 */
import { diffArrays } from 'diff';
import {
  allKeys,
  blockMarkdown,
  documentToMarkdown,
  topBlocks,
  type DocumentBlock,
  type TopBlock,
} from '../../common/markdown/document.js';
import { frontMatterFences } from '../../common/markdown/front-matter-fences.js';

export type KeyFailure = (index: number, rule: string) => never;

type Side = 'now' | 'then';
interface Item {
  side: Side;
  block: TopBlock;
}

export function revertBlocks(
  current: string,
  target: string,
  keys: string[],
  pageId: string,
  fail: KeyFailure,
): string {
  const now = topBlocks(current);
  const then = topBlocks(target);
  const inNow = new Set(now.map((b) => b.key));
  const inThen = new Set(then.map((b) => b.key));
  const nested = new Set([...allKeys(now.map((b) => b.block)), ...allKeys(then.map((b) => b.block))]);
  keys.forEach((key, j) => {
    if (inNow.has(key) || inThen.has(key)) return;
    if (nested.has(key))
      fail(j, `block ${key} of page ${pageId} is inside another block; revert the top-level block that holds it`);
    fail(j, `no block ${key} in page ${pageId} (current or target revision)`);
  });
  const chosen = new Set(keys);
  const moved = (b: TopBlock) => inNow.has(b.key) && inThen.has(b.key);

  // The result in order; each item goes to the slot of the last current block met (-1: before all).
  const slots = new Map<number, Item[]>();
  let slot = -1;
  const put = (item: Item) => slots.set(slot, [...(slots.get(slot) ?? []), item]);
  const regionOf = new Map(regions(now).flatMap((r, i) => r.blocks.map((b) => [b, i] as const)));
  const meet = (b: TopBlock) => {
    slot = regionOf.get(b)!;
    if (!slots.has(slot)) slots.set(slot, []);
  };

  let t = 0;
  let n = 0;
  const parts = diffArrays(
    then.map((b) => b.key),
    now.map((b) => b.key),
  );
  for (let p = 0; p < parts.length; p++) {
    const part = parts[p]!;
    if (!part.added && !part.removed) {
      for (let k = 0; k < part.value.length; k++, t++) {
        meet(now[n]!);
        put({ side: 'now', block: now[n++]! });
      }
      continue;
    }
    const removed: TopBlock[] = [];
    const added: TopBlock[] = [];
    for (; p < parts.length && (parts[p]!.added || parts[p]!.removed); p++) {
      const hunk = parts[p]!;
      for (let k = 0; k < hunk.value.length; k++) hunk.removed ? removed.push(then[t++]!) : added.push(now[n++]!);
    }
    p--;
    const pairs = pairsOf(
      removed.filter((b) => !moved(b)),
      added.filter((b) => !moved(b)),
    );
    const paired = new Set(pairs.values());
    // The stretch in current order; what comes back from the target sits by its target order.
    const out: Array<{ meet?: TopBlock; item?: Item; rank?: number }> = added.map((c) => {
      if (moved(c)) return { meet: c, ...(chosen.has(c.key) ? {} : { item: { side: 'now' as const, block: c } }) };
      const pair = pairs.get(c);
      if (pair && (chosen.has(c.key) || chosen.has(pair.key)))
        return { meet: c, item: { side: 'then', block: pair }, rank: removed.indexOf(pair) };
      return { meet: c, ...(pair || !chosen.has(c.key) ? { item: { side: 'now' as const, block: c } } : {}) };
    });
    removed.forEach((old, rank) => {
      const unpaired = !moved(old) && !paired.has(old);
      if (!(moved(old) || unpaired) || !chosen.has(old.key)) return;
      const at = out.findIndex((e) => e.rank !== undefined && e.rank > rank);
      out.splice(at < 0 ? out.length : at, 0, { item: { side: 'then', block: old }, rank });
    });
    for (const e of out) {
      if (e.meet) meet(e.meet);
      if (e.item) put(e.item);
    }
  }
  const result = assemble(current, target, now, slots);
  const intended = [...slots.keys()]
    .sort((a, b) => a - b)
    .flatMap((k) => slots.get(k)!.map((item) => item.block.block));
  // Blocks set side by side can run together (two lists of the same marker): then the page is
  // written afresh from its blocks, the same content in the serializer's spelling.
  if (
    sameBlocks(
      topBlocks(result).map((b) => b.block),
      intended,
    )
  )
    return result;
  return frontMatter(current) + documentToMarkdown({ object: 'document', data: {}, nodes: intended });
}

/** Equal content, keys and heading ids aside (ids depend on the headings around). */
function sameBlocks(a: DocumentBlock[], b: DocumentBlock[]): boolean {
  const plain = (blocks: DocumentBlock[]) =>
    JSON.stringify(blocks, (k, v) =>
      k === 'key'
        ? undefined
        : v && typeof v === 'object' && typeof v.type === 'string' && v.type.startsWith('heading-')
          ? { ...v, data: {} }
          : v,
    );
  return plain(a) === plain(b);
}

/** The page's front matter block, its lines as they are, and a blank line after it. */
function frontMatter(markdown: string): string {
  const fences = frontMatterFences(markdown);
  return fences ? `${linesOf(markdown.slice(0, fences.end)).join('\n')}\n\n` : '';
}

/**
 * Which block of a changed stretch replaced which (a modification): the two sides' blocks
 * aligned by type, in order; a block with no counterpart of its type was added or deleted.
 */
function pairsOf(olds: TopBlock[], news: TopBlock[]): Map<TopBlock, TopBlock> {
  const pairs = new Map<TopBlock, TopBlock>();
  let i = 0;
  let j = 0;
  for (const part of diffArrays(
    olds.map((b) => b.block.type),
    news.map((b) => b.block.type),
  )) {
    if (part.removed) i += part.value.length;
    else if (part.added) j += part.value.length;
    else for (let k = 0; k < part.value.length; k++) pairs.set(news[j++]!, olds[i++]!);
  }
  return pairs;
}

interface Region {
  line: number;
  end: number;
  blocks: TopBlock[];
}

/** Top-level blocks grouped by the lines they came from. */
function regions(blocks: TopBlock[]): Region[] {
  const out: Region[] = [];
  for (const b of blocks) {
    const last = out[out.length - 1];
    if (last && last.line === b.line && last.end === b.end) last.blocks.push(b);
    else out.push({ line: b.line, end: b.end, blocks: [b] });
  }
  return out;
}

const linesOf = (markdown: string) => markdown.replace(/\r\n?/g, '\n').split('\n');

/**
 * The current text with each region's slot written: a slot holding exactly its region's blocks
 * keeps the region's lines; another is written block by block (each block's own lines where it
 * was read alone, else its markdown), set apart by blank lines. Lines between regions (front
 * matter, link definitions, blank lines) stay.
 */
function assemble(current: string, target: string, now: TopBlock[], slots: Map<number, Item[]>): string {
  const lines = linesOf(current);
  const targetLines = linesOf(target);
  const all = regions(now);
  const out: string[] = [];
  const blank = () => {
    if (out.length && out[out.length - 1]!.trim() !== '') out.push('');
  };
  const gap = (from: number, to: number) => {
    for (const line of lines.slice(from, to))
      if (line.trim() !== '' || (out.length && out[out.length - 1]!.trim() !== '')) out.push(line);
  };
  const text = (item: Item) => {
    const source = item.side === 'now' ? lines : targetLines;
    return item.block.alone
      ? source.slice(item.block.line, item.block.end + 1).join('\n')
      : blockMarkdown(item.block.block).replace(/\n$/, '');
  };
  const written = (items: Item[]) => {
    if (!items.length) return;
    blank();
    out.push(...items.map(text).join('\n\n').split('\n'));
    out.push('');
  };
  gap(0, all[0]?.line ?? lines.length);
  written(slots.get(-1) ?? []);
  all.forEach((region, i) => {
    const items = slots.get(i) ?? [];
    const unchanged =
      items.length === region.blocks.length &&
      items.every((item, k) => item.side === 'now' && item.block === region.blocks[k]);
    if (unchanged) out.push(...lines.slice(region.line, region.end + 1));
    else written(items);
    gap(region.end + 1, all[i + 1]?.line ?? lines.length);
  });
  while (out.length > 1 && out[out.length - 1] === '' && out[out.length - 2] === '') out.pop();
  return out.join('\n');
}
