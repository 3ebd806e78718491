import { posix } from 'node:path';
import type { Page, Revision } from '../api/content.js';
import { ASSETS_DIR, isSafeFilePath, pageDir } from '../common/gitsync/layout.js';
import { rewriteLinks } from '../common/markdown/links.js';
import { assignPaths, flattenTree, type FolderFile, type FolderPage, type FolderTree } from './tree.js';

type RemoteFile = Revision['files'][number];

/** Where each file goes: its git path when it is a safe one, else `.gitbook/assets/<name>`. */
function placeFiles(files: RemoteFile[]): FolderFile[] {
  const used = new Set<string>();
  return files.map((f) => {
    let path =
      f.git?.path && isSafeFilePath(f.git.path) ? f.git.path : `${ASSETS_DIR}/${f.name.replace(/[/\\]/g, '_')}`;
    if (used.has(path.toLowerCase()) || !isSafeFilePath(path))
      path = `${ASSETS_DIR}/${f.id}-${f.name.replace(/[/\\]/g, '_')}`;
    used.add(path.toLowerCase());
    return {
      path,
      name: f.name,
      size: f.size,
      id: f.id,
      downloadURL: f.downloadURL,
      ...(f.git?.oid ? { oid: f.git.oid } : {}),
    };
  });
}

/** The service's content (a revision with markdown) as the folder a pull writes. */
export function remoteTree(revision: Revision): FolderTree {
  const convert = (p: Page): FolderPage => ({
    key: '',
    path: '',
    slug: p.slug,
    title: p.title,
    ...(p.description ? { description: p.description } : {}),
    ...(p.emoji ? { emoji: p.emoji } : {}),
    ...((p as { hidden?: boolean }).hidden ? { hidden: true } : {}),
    body: p.markdown ?? '',
    pages: (p.pages ?? []).filter((c) => c.type === 'document' || c.type === undefined).map(convert),
    id: p.id,
  });
  const pages = revision.pages.filter((p) => p.type === 'document' || p.type === undefined).map(convert);
  assignPaths(pages);
  const files = placeFiles(revision.files as RemoteFile[]);
  // The reference's own link forms (/pages/<id>, /files/<id>) become relative file links.
  const pageById = new Map(flattenTree(pages).map((p) => [p.id!, p]));
  const fileById = new Map(files.map((f) => [f.id!, f]));
  for (const page of pageById.values()) {
    const from = pageDir(page.path);
    // Most pages hold none of those forms: no parse for them.
    if (!page.body.includes('/pages/') && !page.body.includes('/files/')) continue;
    page.body = rewriteLinks(page.body, (link) => {
      const m = /^\/(pages|files)\/([^#?/]+)(#.*)?$/.exec(link.target);
      if (!m) return undefined;
      const target = m[1] === 'pages' ? pageById.get(m[2]!)?.path : fileById.get(m[2]!)?.path;
      return target ? relativeLink(from, target) + (m[3] ?? '') : undefined;
    });
  }
  return { pages, files };
}

export const relativeLink = (fromDir: string, target: string) => posix.relative(fromDir || '.', target);
