/**
 * A space's content as a Git Sync folder, the common ground of `pull` and `push`: the same
 * shape is built from the service (remote.ts) and from the disk (local.ts), then compared.
 */
import { CONFIG_FILE, layoutPaths, README, SUMMARY_FILE } from '../common/gitsync/layout.js';
import { joinFrontMatter } from '../common/markdown/frontmatter.js';

export interface FolderPage {
  /** Identity across both sides: `README.md` for the root page, else the slug path. */
  key: string;
  /** File path in the folder (Git Sync layout). */
  path: string;
  slug: string;
  title: string;
  description?: string;
  emoji?: string;
  hidden?: boolean;
  /** Markdown without front matter; links relative to `path`. */
  body: string;
  pages: FolderPage[];
  /** The markdown file it was read from (local side only). */
  source?: string;
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
}

export interface FolderTree {
  pages: FolderPage[];
  files: FolderFile[];
}

export const keyOf = (path: string) => (path === README ? README : path.replace(/(\/README)?\.md$/i, ''));

/** Gives every page its Git Sync path and key (after the tree is built). */
export function assignPaths(pages: FolderPage[]): void {
  for (const [page, path] of layoutPaths(pages)) {
    page.path = path;
    page.key = keyOf(path);
  }
}

export function flattenTree(pages: FolderPage[]): FolderPage[] {
  return pages.flatMap((p) => [p, ...flattenTree(p.pages)]);
}

/** The page's file: front matter (description, emoji, hidden) and body. */
export function pageText(page: FolderPage): string {
  return joinFrontMatter(
    { description: page.description, emoji: page.emoji, hidden: page.hidden ? true : undefined },
    page.body,
  );
}

/** What makes two sides of a page equal (position aside). */
export const pageSignature = (p: FolderPage) =>
  JSON.stringify([p.title, p.description ?? '', p.emoji ?? '', Boolean(p.hidden), p.body]);

const escapeTitle = (title: string) => title.replace(/([\\[\]])/g, '\\$1');
const linkPath = (path: string) => path.split('/').map(encodeURIComponent).join('/');

/** `SUMMARY.md`: titles and order, nested lists for nesting. */
export function summaryText(pages: FolderPage[]): string {
  const lines = ['# Table of contents', ''];
  const walk = (list: FolderPage[], depth: number) => {
    for (const p of list) {
      lines.push(`${'  '.repeat(depth)}* [${escapeTitle(p.title)}](${linkPath(p.path)})`);
      walk(p.pages, depth + 1);
    }
  };
  walk(pages, 0);
  return `${lines.join('\n')}\n`;
}

export const CONFIG_TEXT = `root: ./\n\nstructure:\n  readme: ${README}\n  summary: ${SUMMARY_FILE}\n`;
export { CONFIG_FILE, SUMMARY_FILE };

/** Every text file of the folder a pull writes, by path (files' bytes are fetched separately). */
export function folderTexts(tree: FolderTree): Map<string, string> {
  const out = new Map<string, string>();
  for (const page of flattenTree(tree.pages)) out.set(page.path, pageText(page));
  out.set(SUMMARY_FILE, summaryText(tree.pages));
  out.set(CONFIG_FILE, CONFIG_TEXT);
  return out;
}
