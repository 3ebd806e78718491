import { posix } from 'node:path';
import type { Root } from 'mdast';
import { repositoryLinks, type RepositoryLink } from './relative-links.js';
import { flattenTree, type FolderPage } from './folder.js';

const linksOf = new WeakMap<FolderPage, { body: string; links: RepositoryLink[] }>();

/**
 * A page's links (`repositoryLinks`), worked out once per page text: a push checks its pages and
 * plans its files from the same links, and a page is parsed once for both. `tree` is the page's
 * parse when the caller has it already.
 */
export function pageLinks(page: FolderPage, tree?: Root): RepositoryLink[] {
  const known = linksOf.get(page);
  if (known?.body === page.body) return known.links;
  const links = repositoryLinks(page.body, tree);
  linksOf.set(page, { body: page.body, links });
  return links;
}

/**
 * Folder paths the pages link to, each link resolved against the page's own file
 * (`images/dot.png` in `guides/new.md` is `guides/images/dot.png`). Absolute URLs, root-relative
 * links and links leaving the folder are not followed.
 */
export function linkedPaths(pages: FolderPage[]): Set<string> {
  const out = new Set<string>();
  for (const page of flattenTree(pages)) {
    if (!page.path) continue;
    const dir = posix.dirname(page.path);
    for (const link of pageLinks(page)) {
      const path = folderPath(dir, link.target);
      if (path !== undefined) out.add(path);
    }
  }
  return out;
}

/** The folder path a link of a page in `dir` names, or undefined (URLs, site paths, leaving the folder). */
export function folderPath(dir: string, target: string): string | undefined {
  let path = target.replace(/[#?].*$/, '');
  if (path === '' || path.startsWith('/') || /^[a-z][a-z0-9+.-]*:/i.test(path)) return undefined;
  try {
    path = decodeURI(path);
  } catch {
    // keep it as written
  }
  const joined = posix.normalize(posix.join(dir, path));
  return joined === '..' || joined.startsWith('../') || joined === '.' ? undefined : joined;
}
