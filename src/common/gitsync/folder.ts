/**
 * A space's content as a Git Sync folder, the common ground of `pull` and `push`: the same
 * shape is built from the service (remote.ts) and from the disk (local.ts), then compared.
 */
import { CONFIG_FILE, README, SUMMARY_FILE } from './layout.js';
import { groupSlug, type SummaryEntry } from './summary.js';
import { joinFrontMatter } from './front-matter.js';

export type PageKind = 'document' | 'group' | 'link';

export interface FolderPage {
  kind: PageKind;
  /** Identity across both sides (see keyPages): a document's file path, else its place and title. */
  key: string;
  /** The page's markdown file in the folder; none for groups, links and entries without a file. */
  path?: string;
  slug: string;
  title: string;
  /** SUMMARY.md's link title, GitBook's sidebar label (reference 0.202.0's `linkTitle`). */
  linkTitle?: string;
  description?: string;
  emoji?: string;
  hidden?: boolean;
  /** The front matter block as the file has it ('' when none). */
  frontMatter: string;
  /** Markdown after the front matter; links relative to `path`. */
  body: string;
  /** Link pages: where they point. */
  href?: string;
  pages: FolderPage[];
  /** The service's id (remote side only). */
  id?: string;
}

export interface FolderFile {
  path: string;
  name: string;
  size: number;
  /** Remote side. */
  id?: string;
  downloadURL?: string;
  /** Remote side: git's object id of the bytes, when the service gives one. */
  oid?: string;
  /** Local side: where it is on disk. */
  absolute?: string;
  /** Local side: its bytes, when they are not the file's on disk (a push's merge with the space's changes). */
  content?: Uint8Array;
}

/** Where the folder keeps its structure (`.gitbook.yaml`'s `structure`, relative to the folder). */
export interface Structure {
  /** `root:` of `.gitbook.yaml`, relative to the folder ('' for the folder itself). */
  root: string;
  readme: string;
  summary: string;
}

export const DEFAULT_STRUCTURE: Structure = { root: '', readme: README, summary: SUMMARY_FILE };

export interface FolderTree {
  pages: FolderPage[];
  files: FolderFile[];
}

export function flattenTree(pages: FolderPage[]): FolderPage[] {
  const out: FolderPage[] = [];
  // One array for the whole tree (a push flattens its 2,000 pages several times).
  const visit = (list: FolderPage[]) => {
    for (const page of list) {
      out.push(page);
      if (page.pages.length) visit(page.pages);
    }
  };
  visit(pages);
  return out;
}

/**
 * Gives every page its key: a document with a file is its path; a group is its slug; a link is its
 * parent's key and destination, and an entry without a file its parent's key and title (the n-th
 * such entry under one parent when several are alike).
 */
export function keyPages(pages: FolderPage[], parent = ''): void {
  const seen = new Map<string, number>();
  for (const page of pages) {
    let base: string;
    if (page.kind === 'document' && page.path) base = page.path;
    else if (page.kind === 'group') base = `#group/${page.slug}`;
    else if (page.kind === 'link') base = `${parent} -> ${page.href ?? ''}`;
    else base = `${parent} :: ${page.title}`;
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    page.key = n ? `${base} #${n + 1}` : base;
    keyPages(page.pages, page.key);
  }
}

/** The page's file: its front matter as written (or built from its fields when it has none), then its body. */
export function pageText(page: FolderPage): string {
  if (page.frontMatter) return page.frontMatter + page.body;
  return joinFrontMatter(
    { description: page.description, emoji: page.emoji, hidden: page.hidden ? true : undefined },
    page.body,
  );
}

/** What makes two sides of a page equal (position aside). */
export const pageSignature = (p: FolderPage) =>
  JSON.stringify([p.kind, p.title, p.description ?? '', p.emoji ?? '', Boolean(p.hidden), p.href ?? '', pageText(p)]);

/**
 * The slugs of a level's entries (links aside): each its own (`own`), except that a group whose
 * slug a sibling already has takes the first free `-1`, `-2`... (GitBook's own SUMMARY.md repeats
 * an "Overview" group in each version's part), and so does the later of two pages (not groups)
 * with one slug, as GitBook imports both (`deployment-template.md` beside
 * `deployment-template/README.md`); those pairs are returned as `collisions` (the reader warns).
 */
export function siblingSlugs(
  pages: FolderPage[],
  own: (page: FolderPage) => string,
): { slugs: Map<FolderPage, string>; collisions: Array<[FolderPage, FolderPage]> } {
  const named = pages.filter((p) => p.kind !== 'link');
  const slugs = new Map(named.map((p) => [p, own(p)]));
  const taken = new Set(slugs.values());
  const seen = new Map<string, FolderPage>();
  const collisions: Array<[FolderPage, FolderPage]> = [];
  const renamed = (page: FolderPage) => {
    const base = slugs.get(page)!;
    let n = 1;
    while (taken.has(`${base}-${n}`)) n++;
    slugs.set(page, `${base}-${n}`);
    taken.add(`${base}-${n}`);
  };
  for (const page of named) {
    const other = seen.get(slugs.get(page)!);
    if (other && page.kind === 'group') renamed(page);
    else if (other?.kind === 'group') {
      renamed(other);
      seen.set(slugs.get(other)!, other);
    } else if (other) {
      collisions.push([other, page]);
      renamed(page);
    }
    seen.set(slugs.get(page)!, page);
  }
  return { slugs, collisions };
}

/** The tree as SUMMARY.md entries (a group's anchor only where reading would give another slug). */
export function summaryEntries(pages: FolderPage[]): SummaryEntry[] {
  // The slugs reading the entries back would give: a group's from its title.
  const { slugs } = siblingSlugs(pages, (p) => (p.kind === 'group' ? groupSlug({ title: p.title }) : p.slug));
  return pages.map((p): SummaryEntry => {
    const children = summaryEntries(p.pages);
    if (p.kind === 'group') {
      const entry = { kind: 'group' as const, title: p.title, line: 0, children };
      return slugs.get(p) === p.slug ? entry : { ...entry, anchor: p.slug };
    }
    if (p.kind === 'link') return { kind: 'link', title: p.title, href: p.href ?? '', line: 0, children };
    if (p.path)
      return {
        kind: 'page',
        title: p.title,
        path: p.path,
        ...(p.linkTitle ? { linkTitle: p.linkTitle } : {}),
        line: 0,
        children,
      };
    return { kind: 'unlinked', title: p.title, line: 0, children };
  });
}

export const CONFIG_TEXT = `root: ./\n\nstructure:\n  readme: ${README}\n  summary: ${SUMMARY_FILE}\n`;
export { CONFIG_FILE, SUMMARY_FILE };
