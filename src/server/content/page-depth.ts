/**
 * How deeply pages nest in a content tree, counted without recursion: a batch may not nest pages
 * deeper than a SUMMARY.md may (MAX_SUMMARY_DEPTH), since every reader of the tree (the site
 * renderer, the hand-off of a site to a content worker, pulls) walks it recursively.
 */
import { MAX_SUMMARY_DEPTH } from '../../common/gitsync/summary.js';
import type { StoredPage } from '../store/content/model.js';

export const MAX_PAGE_DEPTH = MAX_SUMMARY_DEPTH;

/** The level of page `id` (1 at the top), or 0 when the tree does not hold it. */
export function pageLevel(tree: StoredPage[], id: string): number {
  const stack: Array<[StoredPage[], number]> = [[tree, 1]];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const [pages, level] = item;
    for (const page of pages) {
      if (page.id === id) return level;
      if (page.pages.length) stack.push([page.pages, level + 1]);
    }
  }
  return 0;
}

/** Levels of `page` and the pages under it (1 for a page without children). */
export function subtreeHeight(page: StoredPage): number {
  let height = 0;
  const stack: Array<[StoredPage, number]> = [[page, 1]];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const [p, level] = item;
    if (level > height) height = level;
    for (const child of p.pages) stack.push([child, level + 1]);
  }
  return height;
}

/** The rule placing `height` levels of pages under page `into` breaks, or undefined. */
export function depthProblem(tree: StoredPage[], into: string, height: number): string | undefined {
  const levels = pageLevel(tree, into) + height;
  return levels > MAX_PAGE_DEPTH
    ? `would nest pages ${levels} levels deep; at most ${MAX_PAGE_DEPTH} are allowed`
    : undefined;
}
