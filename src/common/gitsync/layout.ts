import { isPortablePath, pathKey as anyCaseKey } from './names.js';

/**
 * GitBook's Git Sync folder layout, shared by the service (a page's git path, link resolution)
 * and the CLI (pull and push): `README.md` for the first root page, `<slug>.md` for a page,
 * `<slug>/README.md` for a page with children, `.gitbook/assets/` for files.
 */
export const ASSETS_DIR = '.gitbook/assets';
export const SUMMARY_FILE = 'SUMMARY.md';
export const CONFIG_FILE = '.gitbook.yaml';
export const README = 'README.md';

/**
 * Whether a folder entry is left out of what a push reads: hidden names (`.git`, `.github`,
 * `.DS_Store`...) but `.gitbook/` and what is in it, and node_modules. A markdown file named with a
 * dot (`webservices/.net.md`) is kept: GitBook reads every file SUMMARY.md names. One rule for the
 * full push and its quiet path: were they to differ, the quiet path could miss an edit.
 */
export function leftOutOfFolder(name: string, parent: string, isDirectory: boolean): boolean {
  if (name === '.git' || name === 'node_modules') return true;
  if (!name.startsWith('.') || name === '.gitbook' || parent.split('/').includes('.gitbook')) return false;
  return isDirectory || !/\.(md|markdown)$/i.test(name);
}

/** A page as placement sees it: its type, slug, children and the file it is kept in, if any. */
export interface PlacedNode {
  type?: string;
  slug: string;
  /** The page's file (`git.path`), when it has one. */
  source?: string;
  pages: PlacedNode[];
}

const INDEX_FILE = /(^|\/)readme\.(md|markdown)$/i;

/**
 * The folder a page's children go to by default: `guides/README.md` and `guides.md` both give
 * `guides/`; the space's README.md gives `<slug>/`; a group its slug.
 */
export function childFolder(node: PlacedNode, folder: string): string {
  if (node.type === 'group' || !node.source) return `${folder}${node.slug}/`;
  // The space's own README.md is the top folder's page: its children get a folder of their own.
  if (node.source.toLowerCase() === 'readme.md') return `${node.slug}/`;
  if (INDEX_FILE.test(node.source)) return node.source.replace(/[^/]*$/, '');
  return `${node.source.replace(/\.(md|markdown)$/i, '')}/`;
}

const isDocument = (node: PlacedNode) => node.type !== 'group' && node.type !== 'link';

/**
 * A path for every document page that has a file, or that `needsFile` says should get one: its own
 * `source` when it has one, else GitBook's default layout under its parent's folder (`README.md`
 * for the first page of the space, `<slug>/README.md` with children, `<slug>.md` without), made
 * unique against the paths taken (case-insensitively, as macOS and Windows compare names).
 */
export function placePages<T extends PlacedNode>(
  pages: readonly T[],
  needsFile: (node: T) => boolean = () => true,
  taken: Iterable<string> = [],
  /**
   * When two pages' own files are one file: exactly by default (Git keeps `Setup.md` beside
   * `setup.md`, and so does GitBook); a pull into a folder that does not tell case apart passes
   * pathKey. New paths always stay clear of every path taken in any case.
   */
  sameFile: (path: string) => string = (path) => path,
): Map<T, string> {
  const out = new Map<T, string>();
  const used = new Set<string>();
  const claimed = new Set<string>();
  // A page's own file is its own: only another page claiming it first takes it away.
  const claim = (list: readonly T[]) => {
    for (const node of list) {
      if (isDocument(node) && node.source && !claimed.has(sameFile(node.source))) {
        out.set(node, node.source);
        claimed.add(sameFile(node.source));
        used.add(anyCaseKey(node.source));
      }
      claim(node.pages as T[]);
    }
  };
  claim(pages);
  // New paths also stay clear of what else the folder holds (files).
  for (const path of taken) used.add(anyCaseKey(path));
  let first = true;
  const walk = (list: readonly T[], folder: string) => {
    for (const node of list) {
      if (isDocument(node) && !out.has(node) && needsFile(node)) {
        const withChildren = node.pages.length > 0;
        let path = first && !used.has(anyCaseKey(README)) ? README : defaultPath(folder, node.slug, withChildren);
        for (let n = 2; used.has(anyCaseKey(path)); n++) path = defaultPath(folder, `${node.slug}-${n}`, withChildren);
        out.set(node, path);
        used.add(anyCaseKey(path));
      }
      if (isDocument(node)) first = false;
      walk(node.pages as T[], childFolder({ ...node, source: out.get(node) }, folder));
    }
  };
  walk(pages, '');
  return out;
}

const defaultPath = (folder: string, slug: string, withChildren: boolean) =>
  withChildren ? `${folder}${slug}/${README}` : `${folder}${slug}.md`;

/** The folder a page's relative links start from. */
export const pageDir = (path: string) => (path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '');

/** The slug a markdown file stands for (`guides/README.md` -> `guides`, `install.md` -> `install`). */
export function slugOfPath(path: string): string {
  const parts = path.split('/');
  const name = parts[parts.length - 1]!;
  if (/^readme\.md$/i.test(name) && parts.length > 1) return parts[parts.length - 2]!;
  return name.replace(/\.(md|markdown)$/i, '');
}

/** A file's `name` in `insert_files`: a portable name or relative path (see names.ts), never `.git`. */
export const isSafeFilePath = (path: string) => isPortablePath(path);

/** Where the service keeps an uploaded file (its `source`, served as `git.path`). */
export const uploadSource = (name: string) =>
  name.startsWith('./') ? name.slice(2) : name.includes('/') ? name : `${ASSETS_DIR}/${name}`;

/**
 * The `name` a push sends for a folder file: the bare name for `.gitbook/assets/<name>`, the path
 * for a file in a folder, `./<name>` for a file at the top (SUMMARY.md, .gitbook.yaml).
 */
export function uploadName(path: string): string {
  const rest = path.startsWith(`${ASSETS_DIR}/`) ? path.slice(ASSETS_DIR.length + 1) : undefined;
  if (rest !== undefined && !rest.includes('/')) return rest;
  return path.includes('/') ? path : `./${path}`;
}

/** Whether an upload `name` stands for a path the rule allows (`./` marks a file at the top). */
export const isSafeUploadName = (name: string) => isSafeFilePath(name.startsWith('./') ? name.slice(2) : name);

/** Git-style markers a three-way merge writes into a page with overlapping edits. */
export const CONFLICT_MARKERS = {
  ours: '<<<<<<< change request',
  separator: '=======',
  theirs: '>>>>>>> main',
} as const;

/** The markers a pull writes into a file of the folder that both the folder and the space changed. */
export const FOLDER_CONFLICT_MARKERS = {
  ours: '<<<<<<< folder',
  separator: '=======',
  theirs: '>>>>>>> space',
} as const;

export type ConflictMarkers = typeof CONFLICT_MARKERS | typeof FOLDER_CONFLICT_MARKERS;

/** The text holds a whole conflict block of a change request's merge or of a pull. */
export function hasConflictMarkers(markdown: string): boolean {
  const lines = markdown.split(/\r?\n/);
  return [CONFLICT_MARKERS, FOLDER_CONFLICT_MARKERS].some((markers) => {
    const start = lines.indexOf(markers.ours);
    return (
      start >= 0 && lines.indexOf(markers.separator, start) > start && lines.indexOf(markers.theirs, start) > start
    );
  });
}
