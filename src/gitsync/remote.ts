import { posix } from 'node:path';
import type { Page, Revision } from '../api/content.js';
import { ASSETS_DIR, CONFIG_FILE, pageDir, placePages, README, SUMMARY_FILE } from '../common/gitsync/layout.js';
import { splitRaw } from '../common/gitsync/front-matter.js';
import { configStructure } from '../common/gitsync/reader.js';
import { isPortablePath, pathKey as anyCaseKey, portableName, shortenName } from '../common/gitsync/names.js';

/** A path with every component within the length file systems take (shortened deterministically). */
const fitted = (path: string) => path.split('/').map(shortenName).join('/');
import { relinkMoved } from '../common/gitsync/relative-links.js';
import { rewriteLinks } from '../common/markdown/links.js';
import {
  flattenTree,
  keyPages,
  type FolderFile,
  type FolderPage,
  type FolderTree,
  type Structure,
} from '../common/gitsync/folder.js';

type RemoteFile = Revision['files'][number];

export interface RemoteTree extends FolderTree {
  /** Files that hold the structure (`.gitbook.yaml`, SUMMARY.md) as the service keeps them. */
  structural: FolderFile[];
  /** Names the pull had to change to write them (not portable, too long, or taken by a page). */
  renamed: Array<{ from: string; to: string }>;
}

/** A page's text split into its front matter block as written and its body. */
function documentParts(markdown: string): { frontMatter: string; body: string; data: Record<string, unknown> } {
  try {
    const split = splitRaw(markdown);
    return { frontMatter: split.raw, body: split.body, data: split.data };
  } catch {
    // Front matter that does not parse is the page's text, as the service has it.
    return { frontMatter: '', body: markdown, data: {} };
  }
}

/** A page text's split by git's object id of its bytes (the local side's, reused for the same bytes). */
export type KnownSplits = ReadonlyMap<string, { frontMatter: string; body: string }>;

/** The page as the folder holds it; `path` is filled in by placement. */
function convert(p: Page, known?: KnownSplits): FolderPage {
  const hidden = (p as { hidden?: boolean }).hidden ? { hidden: true } : {};
  const children = (p.pages ?? []).map((child) => convert(child, known));
  if (p.type === 'group')
    return {
      kind: 'group',
      key: '',
      slug: p.slug,
      title: p.title,
      frontMatter: '',
      body: '',
      pages: children,
      id: p.id,
      ...hidden,
    };
  if (p.type === 'link') {
    const link = p as Page & { href?: string; target?: { kind?: string; url?: string } };
    const href = link.target?.kind === 'url' && link.target.url ? link.target.url : (link.href ?? '');
    return {
      kind: 'link',
      key: '',
      slug: p.slug ?? '',
      title: p.title,
      href,
      frontMatter: '',
      body: '',
      pages: [],
      id: p.id,
      ...hidden,
    };
  }
  // The same bytes as a local page: its split, not a second reading of the front matter.
  const parts = (p.git?.oid ? known?.get(p.git.oid) : undefined) ?? documentParts(p.markdown ?? '');
  // Metadata lives in the front matter block when there is one (the service keeps them agreeing).
  return {
    kind: 'document',
    key: '',
    slug: p.slug,
    title: p.title,
    ...(p.linkTitle ? { linkTitle: p.linkTitle } : {}),
    ...(p.description ? { description: p.description } : {}),
    ...(p.emoji ? { emoji: p.emoji } : {}),
    ...hidden,
    frontMatter: parts.frontMatter,
    body: parts.body,
    pages: children,
    id: p.id,
  };
}

/** A document with something to write has a file; an empty one is SUMMARY.md's `* Title`. */
const needsFile = (p: FolderPage) => Boolean(p.body.trim() || p.frontMatter || p.description || p.emoji || p.hidden);

/**
 * Where a page may link with the reference's own forms: `/pages/` or `/files/` where a link's
 * destination can start (after `(`, `<`, a space, a quote, `=` or a backslash escape, or at a
 * line's start), so the URLs pages are full of (`https://x.gitbook.io/~/files/v0/...`,
 * `latest/pages/gelf.html`) do not cost a parse.
 */
const SERVICE_LINK = /(?:^|[\s(<"'=\\])\/(?:pages|files)\/[^\s#?/]/m;

/**
 * Whether the folders written here tell names apart by case, when nobody probed one: Linux's do,
 * macOS's and Windows's do not (by default).
 */
export const PLATFORM_CASE_SENSITIVE = process.platform !== 'darwin' && process.platform !== 'win32';

/**
 * The service's content (a revision with markdown) as the folder a pull writes. `caseSensitive`:
 * the folder holds `id-types.png` beside `id-types.PNG` (each is written as it is); where it
 * cannot, the second is renamed.
 */
export function remoteTree(
  revision: Revision,
  structure?: Structure,
  known?: KnownSplits,
  caseSensitive = PLATFORM_CASE_SENSITIVE,
): RemoteTree {
  const pathKey = caseSensitive ? (path: string) => path : anyCaseKey;
  const pages = revision.pages.map((p) => convert(p, known));
  const sources = new Map<FolderPage, string>();
  const byId = new Map<string, Page>();
  const index = (list: Page[]) => {
    for (const p of list) {
      byId.set(p.id, p);
      index(p.pages ?? []);
    }
  };
  index(revision.pages);
  const renamed: Array<{ from: string; to: string }> = [];
  const unusable = new Map<FolderPage, string>();
  // A page's file is its git path when the service gives a portable one (long names shortened).
  const nodes = flattenTree(pages).map((page) => {
    const git = page.kind === 'document' ? byId.get(page.id!)?.git?.path : undefined;
    // A path no file system should hold (or leaving the folder) is not used: the page gets GitBook's layout.
    if (git && /\.(md|markdown)$/i.test(git) && isPortablePath(git)) {
      sources.set(page, fitted(git));
      if (fitted(git) !== git) renamed.push({ from: git, to: fitted(git) });
    } else if (git) unusable.set(page, git);
    return page;
  });
  interface Node {
    type: string;
    slug: string;
    source?: string;
    pages: Node[];
    page: FolderPage;
  }
  const toNode = (page: FolderPage): Node => ({
    type: page.kind,
    slug: page.slug,
    source: sources.get(page),
    pages: page.pages.map(toNode),
    page,
  });
  for (const [node, path] of placePages(pages.map(toNode), (n) => needsFile(n.page), [], pathKey))
    node.page.path = path;
  for (const [page, git] of unusable) if (page.path) renamed.push({ from: git, to: page.path });
  // A page whose file another took (names that differ only in case, where the folder cannot hold both).
  for (const [page, source] of sources)
    if (page.path && page.path !== source) renamed.push({ from: source, to: page.path });
  keyPages(pages);
  const pagePaths = new Set(nodes.flatMap((p) => (p.path ? [pathKey(p.path)] : [])));
  const { files, structural } = placeFiles(revision.files as RemoteFile[], pagePaths, structure, renamed, pathKey);
  relinkRenamed(nodes, renamed);
  // The reference's own link forms (/pages/<id>, /files/<id>) become relative file links.
  const pageById = new Map(nodes.map((p) => [p.id!, p]));
  const fileById = new Map(files.map((f) => [f.id!, f]));
  for (const page of nodes) {
    if (!page.path || !SERVICE_LINK.test(page.body)) continue;
    const from = pageDir(page.path);
    page.body = rewriteLinks(page.body, (link) => {
      const m = /^\/(pages|files)\/([^#?/]+)(#.*)?$/.exec(link.target);
      if (!m) return undefined;
      const target = m[1] === 'pages' ? pageById.get(m[2]!)?.path : fileById.get(m[2]!)?.path;
      return target ? relativeLink(from, target) + (m[3] ?? '') : undefined;
    });
  }
  return { pages, files, structural, renamed };
}

/**
 * Where each file goes: its git path when it is a portable one that no page and no other file
 * has, else `.gitbook/assets/<name>` (or `<id>-<name>` when that is taken). A page always keeps
 * its path: an uploaded file named like a page's file must not overwrite the page.
 */
function placeFiles(
  remote: RemoteFile[],
  pagePaths: Set<string>,
  structure: Structure | undefined,
  renamed: Array<{ from: string; to: string }>,
  pathKey: (path: string) => string,
): { files: FolderFile[]; structural: FolderFile[] } {
  const used = new Set(pagePaths);
  const summaryPath = structure ? (structure.root ? `${structure.root}/` : '') + structure.summary : SUMMARY_FILE;
  const files: FolderFile[] = [];
  const structural: FolderFile[] = [];
  const asFile = (f: RemoteFile, path: string): FolderFile => ({
    path,
    name: f.name,
    size: f.size,
    id: f.id,
    downloadURL: f.downloadURL,
    ...(f.git?.oid ? { oid: f.git.oid } : {}),
  });
  // Structure files first: they are what the rest is read with.
  for (const f of remote) {
    if (f.git?.path === CONFIG_FILE || f.git?.path === summaryPath) {
      structural.push(asFile(f, f.git.path));
      used.add(pathKey(f.git.path));
    }
  }
  for (const f of remote) {
    if (f.git?.path === CONFIG_FILE || f.git?.path === summaryPath) continue;
    const wanted = f.git?.path ?? `${ASSETS_DIR}/${f.name}`;
    const inAssets = `${ASSETS_DIR}/${portableName(f.name.replace(/[/\\]/g, '_'))}`;
    // A path that is not portable, leaves the folder, or is a page's (markdown outside the assets) goes to the assets.
    let path = isPortablePath(wanted) ? fitted(wanted) : inAssets;
    if (used.has(pathKey(path)) || (/\.(md|markdown)$/i.test(path) && !path.startsWith(`${ASSETS_DIR}/`)))
      path = inAssets;
    if (used.has(pathKey(path))) path = `${ASSETS_DIR}/${portableName(`${f.id}-${f.name.replace(/[/\\]/g, '_')}`)}`;
    if (path !== wanted) renamed.push({ from: wanted, to: path });
    used.add(pathKey(path));
    files.push(asFile(f, path));
  }
  return { files, structural };
}

/** Pages and files written somewhere else than their git path: links to and from them follow. */
function relinkRenamed(pages: FolderPage[], renamed: Array<{ from: string; to: string }>): void {
  if (renamed.length === 0) return;
  const moved = new Map(renamed.map((r) => [r.from, r.to]));
  const back = new Map(renamed.map((r) => [r.to, r.from]));
  for (const page of pages) {
    if (!page.path) continue;
    const before = back.get(page.path) ?? page.path;
    page.body = relinkMoved(page.body, before, page.path, moved);
  }
}

export const relativeLink = (fromDir: string, target: string) => posix.relative(fromDir || '.', target);

/** Each document page's file as a pull writes it (for labels: `cr diff`). */
export function pageFiles(pages: Page[]): Map<Page, string> {
  interface Node {
    type: string;
    slug: string;
    source?: string;
    pages: Node[];
    page: Page;
  }
  const toNode = (page: Page): Node => ({
    type: page.type ?? 'document',
    slug: page.slug,
    source: page.git?.path,
    pages: (page.pages ?? []).map(toNode),
    page,
  });
  const out = new Map<Page, string>();
  for (const [node, path] of placePages(pages.map(toNode))) out.set(node.page, path);
  return out;
}

/**
 * The structure `.gitbook.yaml` text describes, read as a push reads the folder (`readConfig`),
 * with names a folder can hold; its defaults where it says nothing, or cannot be read.
 */
export function structureOf(configText: string | undefined): Structure {
  const out: Structure = { root: '', readme: README, summary: SUMMARY_FILE };
  if (!configText) return out;
  let read: Structure;
  try {
    read = configStructure(configText);
  } catch {
    return out;
  }
  if (read.root && isPortablePath(read.root)) out.root = read.root;
  if (isPortablePath(read.readme)) out.readme = read.readme;
  if (isPortablePath(read.summary)) out.summary = read.summary;
  return out;
}
