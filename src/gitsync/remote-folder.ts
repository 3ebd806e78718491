import { download } from '../api/change-requests.js';
import type { ApiClient } from '../api/client.js';
import type { Revision } from '../api/content.js';
import {
  CONFIG_TEXT,
  flattenTree,
  pageText,
  summaryEntries,
  type FolderFile,
  type Structure,
} from '../common/gitsync/folder.js';
import { CONFIG_FILE } from '../common/gitsync/layout.js';
import { gitBlobOid } from '../common/gitsync/oid.js';
import { summaryText } from '../common/gitsync/summary.js';
import type { SummaryEntry } from '../common/gitsync/summary-lines.js';
import { remoteTree, structureOf, type RemoteTree } from './remote.js';

/** The service's content as a pull writes it into a folder. */
export interface RemoteFolder {
  structure: Structure;
  tree: RemoteTree;
  summaryPath: string;
  /** Pages, SUMMARY.md and .gitbook.yaml: their bytes as written, by path. */
  written: Map<string, Buffer>;
  /** The other files, downloaded by path. */
  files: FolderFile[];
  /** Structure files the service does not keep, written as the pages give them (SUMMARY.md, the default .gitbook.yaml). */
  generated: Set<string>;
}

/**
 * Reads a revision as the folder a pull writes: every page at its path, SUMMARY.md as the service
 * keeps it (edited only where the pages changed), `.gitbook.yaml` as kept (or the default one when
 * the space keeps neither), and the files. Two downloads at most: `.gitbook.yaml` and SUMMARY.md.
 */
export async function remoteFolder(
  api: ApiClient,
  revision: Revision,
  /** The folder written tells names apart by case (see caseSensitiveFolder). */
  caseSensitive?: boolean,
): Promise<RemoteFolder> {
  const storedConfig = revision.files.find((f) => f.git?.path === CONFIG_FILE);
  const configBytes = storedConfig ? await download(api, storedConfig.downloadURL) : undefined;
  const structure = structureOf(configBytes?.toString('utf8'));
  const tree = remoteTree(revision, structure, undefined, caseSensitive);
  const summaryPath = (structure.root ? `${structure.root}/` : '') + structure.summary;
  const storedSummary = tree.structural.find((f) => f.path === summaryPath);
  const written = new Map<string, Buffer>();
  for (const page of flattenTree(tree.pages))
    if (page.path) written.set(page.path, Buffer.from(pageText(page), 'utf8'));
  const summaryOriginal = storedSummary
    ? (await download(api, storedSummary.downloadURL!)).toString('utf8')
    : undefined;
  // The page files from the root: an entry of the kept SUMMARY.md naming none is an entry without a file.
  const prefix = structure.root ? `${structure.root}/` : '';
  const pagePaths = new Set(
    flattenTree(tree.pages).flatMap((p) => (p.path?.startsWith(prefix) ? [p.path.slice(prefix.length)] : [])),
  );
  const entries = fromRoot(summaryEntries(tree.pages), prefix);
  written.set(summaryPath, Buffer.from(summaryText(entries, summaryOriginal, pagePaths), 'utf8'));
  const generated = new Set(storedSummary ? [] : [summaryPath]);
  if (configBytes) written.set(CONFIG_FILE, configBytes);
  else if (!storedSummary) {
    written.set(CONFIG_FILE, Buffer.from(CONFIG_TEXT));
    generated.add(CONFIG_FILE);
  }
  return { structure, tree, summaryPath, written, files: tree.files, generated };
}

/**
 * SUMMARY.md's entries as it names pages: from the root `.gitbook.yaml` sets (`root: ./docs/`),
 * where the tree has them from the repository's top.
 */
function fromRoot(entries: SummaryEntry[], prefix: string): SummaryEntry[] {
  if (!prefix) return entries;
  return entries.map((e) => {
    const children = fromRoot(e.children, prefix);
    return e.kind === 'page' && e.path.startsWith(prefix)
      ? { ...e, path: e.path.slice(prefix.length), children }
      : { ...e, children };
  });
}

/**
 * Git's object id of every file of the remote folder by path. A file the service gives no object
 * id for counts as unchanged since `base` (it cannot be compared without a download; a push then
 * compares its bytes as it always did). A structure file the service does not keep is left out
 * unless `held` says the other side has it: a folder without SUMMARY.md keeps its folder order.
 */
export function remotePrint(
  remote: RemoteFolder,
  base: ReadonlyMap<string, string>,
  held: (path: string) => boolean = () => true,
): Map<string, string> {
  const print = new Map<string, string>();
  for (const [path, bytes] of remote.written)
    if (!remote.generated.has(path) || held(path)) print.set(path, gitBlobOid(bytes));
  for (const file of remote.files) {
    const oid = file.oid ?? base.get(file.path);
    if (oid) print.set(file.path, oid);
  }
  return print;
}
