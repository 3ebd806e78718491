/**
 * GitBook's Git Sync folder layout, shared by the service (a page's git path, link resolution)
 * and the CLI (pull and push): `README.md` for the first root page, `<slug>.md` for a page,
 * `<slug>/README.md` for a page with children, `.gitbook/assets/` for files.
 */
export interface LayoutPage {
  slug: string;
  pages: LayoutPage[];
}

export const ASSETS_DIR = '.gitbook/assets';
export const SUMMARY_FILE = 'SUMMARY.md';
export const CONFIG_FILE = '.gitbook.yaml';
export const README = 'README.md';

/** Path of every page of a tree (by object identity), depth first in document order. */
export function layoutPaths<T extends LayoutPage>(pages: readonly T[]): Map<T, string> {
  const out = new Map<T, string>();
  const walk = (list: readonly T[], dir: string, atRoot: boolean) => {
    list.forEach((page, index) => {
      const children = page.pages as T[];
      if (atRoot && index === 0 && children.length === 0) out.set(page, README);
      else out.set(page, children.length ? `${dir}${page.slug}/${README}` : `${dir}${page.slug}.md`);
      walk(children, `${dir}${page.slug}/`, false);
    });
  };
  walk(pages, '', true);
  return out;
}

/** The folder a page's relative links start from. */
export const pageDir = (path: string) => (path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '');

/** The slug a markdown file stands for (`guides/README.md` -> `guides`, `install.md` -> `install`). */
export function slugOfPath(path: string): string {
  const parts = path.split('/');
  const name = parts[parts.length - 1]!;
  if (/^readme\.md$/i.test(name) && parts.length > 1) return parts[parts.length - 2]!;
  return name.replace(/\.(md|markdown)$/i, '');
}

/** A file name fit for `.gitbook/assets/<name>`: no path separator, not `.` or `..`, no control characters. */
export function isSafeFileName(name: string): boolean {
  // eslint-disable-next-line no-control-regex
  return name.length > 0 && name !== '.' && name !== '..' && !/[/\\\u0000-\u001f]/.test(name);
}

/**
 * A file's `name` in `insert_files`: a bare name (stored at `.gitbook/assets/<name>`) or a
 * relative path of safe names (`guides/images/dot.png`, stored there), never under `.git/`.
 */
export function isSafeFilePath(path: string): boolean {
  const parts = path.split('/');
  if (!parts.every(isSafeFileName)) return false;
  // `.git` in any case, and as Windows reads `.git.` or `.git `, at any depth: never written.
  const gitDir = (part: string) => part.replace(/[. ]+$/, '').toLowerCase() === '.git';
  return !parts.some(gitDir) && !/^[a-z]:/i.test(parts[0]!);
}

/** Where the service keeps an uploaded file (its `source`, served as `git.path`). */
export const uploadSource = (name: string) => (name.includes('/') ? name : `${ASSETS_DIR}/${name}`);

/** The `name` a push sends for a folder file: the bare name for `.gitbook/assets/<name>`, else the path. */
export function uploadName(path: string): string {
  const rest = path.startsWith(`${ASSETS_DIR}/`) ? path.slice(ASSETS_DIR.length + 1) : undefined;
  return rest !== undefined && !rest.includes('/') ? rest : path;
}

/** Git-style markers a three-way merge writes into a page with overlapping edits. */
export const CONFLICT_MARKERS = {
  ours: '<<<<<<< change request',
  separator: '=======',
  theirs: '>>>>>>> main',
} as const;

export function hasConflictMarkers(markdown: string): boolean {
  const lines = markdown.split(/\r?\n/);
  const at = (text: string) => lines.indexOf(text);
  const start = at(CONFLICT_MARKERS.ours);
  return (
    start >= 0 &&
    lines.indexOf(CONFLICT_MARKERS.separator, start) > start &&
    lines.indexOf(CONFLICT_MARKERS.theirs, start) > start
  );
}
