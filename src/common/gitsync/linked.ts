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

/** The page's links when this run has worked them out already (no parse). */
export function parsedLinks(page: FolderPage): RepositoryLink[] | undefined {
  const known = linksOf.get(page);
  return known?.body === page.body ? known.links : undefined;
}

/**
 * Folder paths the pages link to, each link resolved against the page's own file
 * (`images/dot.png` in `guides/new.md` is `guides/images/dot.png`). Absolute URLs, root-relative
 * links and links leaving the folder are not followed. With `among`, only those paths are asked
 * about, and a page is read (parsed) only when its text spells one of their names: a repository's
 * CODEOWNERS or CI files are looked for without parsing every page at every push. `targetsOf`
 * gives a page's link targets (a push keeps them between runs).
 */
export function linkedPaths(
  pages: FolderPage[],
  among?: Iterable<string>,
  targetsOf: (page: FolderPage) => string[] = (page) => pageLinks(page).map((link) => link.target),
): Set<string> {
  const wanted = among === undefined ? undefined : new Set(among);
  const names = wanted && [...wanted].map(spelledName);
  const out = new Set<string>();
  if (wanted?.size === 0) return out;
  for (const page of flattenTree(pages)) {
    if (!page.path) continue;
    if (names && !names.some((name) => name === undefined || mayName(page.body, name))) continue;
    const dir = posix.dirname(page.path);
    for (const target of targetsOf(page)) {
      const path = folderPath(dir, target);
      if (path !== undefined && (!wanted || wanted.has(path))) out.add(path);
    }
  }
  return out;
}

/**
 * What any link to a file must spell: the longest run of letters and digits of its name (escapes
 * and character references never stand for those in links anyone writes, and are decoded anyway).
 * Undefined when that run is too short to tell pages apart.
 */
function spelledName(path: string): string | undefined {
  const runs = posix.basename(path).match(/[\p{L}\p{N}]+/gu) ?? [];
  const longest = runs.reduce((a, b) => (b.length > a.length ? b : a), '');
  return longest.length >= 3 ? longest : undefined;
}

/** Whether `text` spells `name`, as written or behind percent-escapes and character references. */
function mayName(text: string, name: string): boolean {
  if (text.includes(name)) return true;
  if (!text.includes('%') && !text.includes('&')) return false;
  return htmlDecoded(percentDecoded(text)).includes(name);
}

const percentDecoded = (s: string) =>
  s.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });

const NAMED: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' };
/** Character references of an HTML attribute value (`Filice&#x27;s.png`), decoded. */
export const htmlDecoded = (s: string) =>
  s.replace(/&(#x[0-9a-f]+|#[0-9]+|amp|quot|apos|lt|gt);/gi, (whole, ref: string) => {
    if (ref[0] !== '#') return NAMED[ref.toLowerCase()] ?? whole;
    const code = ref[1] === 'x' || ref[1] === 'X' ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });

/** The folder path a link of a page in `dir` names, or undefined (URLs, site paths, leaving the folder). */
export function folderPath(dir: string, target: string): string | undefined {
  // HTML attributes come as written (`Filice&#x27;s.png`); markdown destinations are decoded already.
  let path = (target.includes('&') ? htmlDecoded(target) : target).replace(/[#?].*$/, '');
  if (path === '' || path.startsWith('/') || /^[a-z][a-z0-9+.-]*:/i.test(path)) return undefined;
  try {
    path = decodeURI(path);
  } catch {
    // keep it as written
  }
  const joined = posix.normalize(posix.join(dir, path));
  return joined === '..' || joined.startsWith('../') || joined === '.' ? undefined : joined;
}
