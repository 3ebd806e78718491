/**
 * An import from start to end: read what the URL points to (within the caller's fetch budget),
 * check every markdown file in the content pool (the write-time check of each page), read the
 * folder as Git Sync content, lay the pages over the content and commit them as one revision.
 */
import type { Services } from '../context.js';
import { commitImport } from './import-commit.js';
import { readImportUrl, type VirtualFiles } from './import-source.js';
import { markdownFiles, type ImportedTree } from './import-tree.js';
import { preparePages, readFolderInPool } from './markdown-work.js';

export interface ImportRequest {
  url: string;
  source: string;
  spaceId: string;
  crId?: string;
  userId: string;
}

export async function importContent(
  svc: Services,
  req: ImportRequest,
): Promise<{ revision: string; imported: number; total: number; tree: ImportedTree }> {
  const lease = svc.config.fetch.budget.open(req.userId);
  try {
    const files = await readImportUrl(req.url, req.source, svc.config, lease, req.userId);
    return await importFiles(svc, { ...req, files });
  } finally {
    lease.close();
  }
}

/** The files of an import, already read (from a URL, or a storage upload): checked, laid out, committed. */
export async function importFiles(
  svc: Services,
  req: Omit<ImportRequest, 'url' | 'source'> & { files: VirtualFiles },
): Promise<{ revision: string; imported: number; total: number; tree: ImportedTree }> {
  // Every page is checked in the content pool (size, nesting, time); then the folder reader, the
  // one the CLI's push uses too, lays them out, in the pool as well (it reads titles).
  await preparePages(
    req.userId,
    markdownFiles(req.files).map((f) => ({ input: { markdown: f.text, headed: true }, field: `url (${f.path})` })),
  );
  const tree = await readFolderInPool(req.userId, req.files);
  const target = { spaceId: req.spaceId, ...(req.crId ? { crId: req.crId } : {}) };
  const result = commitImport(svc.db, target, tree, req.userId, svc.clock.now());
  return { ...result, total: tree.total, tree };
}
