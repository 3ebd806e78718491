import type { Db } from './db.js';
import { getRevision, revisionContent } from './revisions.js';
import { asContent, flattenPages, type StoredPage } from './content/model.js';

/** Title matches weigh ten times body matches. */
const TITLE_WEIGHT = 10;

/**
 * Full-text search (SQLite FTS5, bm25) over the pages of a space's current revision, best match
 * first: each matching page with its rank. The index is rebuilt for a space whenever its current
 * revision differs from the indexed one, so every way a revision changes (import, merge,
 * duplicate) is covered. `terms` are matched as word prefixes, all of them.
 */
export function matchingPages(db: Db, spaceId: string, terms: string[]): Array<{ page: StoredPage; rank: number }> {
  const space = db.get<{ revision_id: string }>(
    'SELECT revision_id FROM spaces WHERE id = ? AND deleted_at IS NULL',
    spaceId,
  );
  if (!space) return [];
  refreshIndex(db, spaceId, space.revision_id);
  if (terms.length === 0) return [];
  const match = terms.map((t) => `"${t.replace(/"/g, '""')}"*`).join(' ');
  const rows = db.all<{ page_id: string; rank: number }>(
    `SELECT page_id, bm25(page_search, 0, 0, ?, 1) AS rank FROM page_search WHERE space_id = ? AND page_search MATCH ? ORDER BY rank, rowid`,
    TITLE_WEIGHT,
    spaceId,
    match,
  );
  if (rows.length === 0) return [];
  const pages = new Map(
    flattenPages(asContent(revisionContent(getRevision(db, space.revision_id)!)).pages).map((p) => [p.id, p]),
  );
  return rows.flatMap((row) => {
    const page = pages.get(row.page_id);
    return page ? [{ page, rank: -row.rank }] : [];
  });
}

function refreshIndex(db: Db, spaceId: string, revisionId: string): void {
  const state = db.get<{ revision_id: string }>(
    'SELECT revision_id FROM page_search_state WHERE space_id = ?',
    spaceId,
  );
  if (state?.revision_id === revisionId) return;
  const revision = getRevision(db, revisionId);
  if (!revision) return;
  const pages = flattenPages(asContent(revisionContent(revision)).pages);
  db.tx(() => {
    db.run('DELETE FROM page_search WHERE space_id = ?', spaceId);
    for (const p of pages)
      db.run(
        'INSERT INTO page_search (space_id, page_id, title, body) VALUES (?, ?, ?, ?)',
        spaceId,
        p.id,
        p.title,
        p.markdown ?? '',
      );
    db.run(
      'INSERT INTO page_search_state (space_id, revision_id) VALUES (?, ?) ON CONFLICT(space_id) DO UPDATE SET revision_id = excluded.revision_id',
      spaceId,
      revisionId,
    );
  });
}
