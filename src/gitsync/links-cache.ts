import { pageLinks, parsedLinks } from '../common/gitsync/linked.js';
import type { RepositoryLink } from '../common/gitsync/relative-links.js';
import { flattenTree, type FolderPage } from '../common/gitsync/folder.js';
import { keptLinks } from './facts-cache.js';
import { folderCache } from './folder-cache.js';

/** Bump when what a page's links are (repositoryLinks) changes within a version. */
const FORMAT = 2;

export interface LinkTargets {
  /** The page's link targets as written: from the cache when its text was seen, else parsed. */
  of(page: FolderPage): string[];
  /** Keeps the targets known of the folder's pages for the next push (when this run learnt any). */
  save(): void;
}

/** Git's object id of a page's text -> its link targets. */
type Stored = Record<string, string[]>;

/**
 * The link targets of a folder's pages, kept between pushes by git's id of each page's text
 * (`oids`, by path), as git keeps its index: a push with nothing new parses no page even when the
 * folder holds files no page links to (a page's links depend on its text alone). One file per
 * folder, in the cache dir; a cache that cannot be read or written costs only the parses.
 */
export function linkTargets(
  env: NodeJS.ProcessEnv,
  top: string,
  pages: FolderPage[],
  oids: Map<string, string>,
): LinkTargets {
  const cache = folderCache<Stored>(env, 'page-links', top, FORMAT);
  let stored: Map<string, string[]> | undefined;
  const learnt = new Map<string, string[]>();
  const targetsOf = (links: RepositoryLink[]) => links.map((l) => l.target);
  return {
    of(page) {
      const oid = page.path === undefined ? undefined : oids.get(page.path);
      const parsed = parsedLinks(page) ?? keptLinks(page.body);
      if (oid === undefined || parsed) return targetsOf(parsed ?? pageLinks(page));
      stored ??= load(cache.load());
      const kept = stored.get(oid);
      if (kept) return kept;
      const targets = targetsOf(pageLinks(page));
      learnt.set(oid, targets);
      return targets;
    },
    save() {
      // Pages this run parsed anyway (the checks of changed pages) are learnt too.
      for (const page of flattenTree(pages)) {
        const oid = page.path === undefined ? undefined : oids.get(page.path);
        const parsed = parsedLinks(page) ?? keptLinks(page.body);
        if (oid !== undefined && parsed && !learnt.has(oid)) learnt.set(oid, targetsOf(parsed));
      }
      if (learnt.size === 0) return;
      stored ??= load(cache.load());
      const kept: Record<string, string[]> = {};
      for (const oid of oids.values()) {
        const targets = learnt.get(oid) ?? stored.get(oid);
        if (targets) kept[oid] = targets;
      }
      cache.save(kept);
    },
  };
}

/** The stored targets that are lists of strings. */
function load(data: Stored | undefined): Map<string, string[]> {
  const pages = new Map<string, string[]>();
  if (typeof data !== 'object' || !data) return pages;
  for (const [oid, targets] of Object.entries(data))
    if (Array.isArray(targets) && targets.every((t) => typeof t === 'string')) pages.set(oid, targets);
  return pages;
}
