/**
 * An import from start to end: read what the URL points to (within the caller's fetch budget),
 * read every markdown file in the content pool (the write-time check of each page, and its
 * title), lay the pages over the content and commit them as one revision.
 */
import type { Services } from '../context.js';
import { commitImport } from './import-commit.js';
import { readImportUrl } from './import-source.js';
import { buildImport, markdownFiles } from './import-tree.js';
import { preparePages } from './markdown-work.js';

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
): Promise<{ revision: string; imported: number; total: number }> {
  const lease = svc.config.fetch.budget.open(req.userId);
  try {
    const files = await readImportUrl(req.url, req.source, svc.config, lease, req.userId);
    const texts = markdownFiles(files);
    const read = await preparePages(
      req.userId,
      texts.map((f) => ({ input: { markdown: f.text, headed: false, firstHeading: true }, field: `url (${f.path})` })),
    );
    const titles = new Map(texts.map((f, i) => [f.text, read[i]!.firstHeading]));
    const tree = buildImport(files, (markdown) => titles.get(markdown));
    const target = { spaceId: req.spaceId, ...(req.crId ? { crId: req.crId } : {}) };
    const result = commitImport(svc.db, target, tree, req.userId, svc.clock.now());
    return { ...result, total: tree.total };
  } finally {
    lease.close();
  }
}
