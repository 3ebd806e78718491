import type { Db } from './db.js';
import { getRevision, revisionContent } from './revisions.js';
import { sections as splitSections } from '../../common/markdown/text.js';
import { asContent, flattenPages } from './content/model.js';

export interface SearchSection {
  id: string;
  title: string;
  path: string;
  body: string;
}

export interface SearchHit {
  pageId: string;
  title: string;
  path: string;
  /** The page's matching sections: read (with the markdown parser) only for the hits shown. */
  sections(): SearchSection[];
  rank: number;
}

/** Title matches weigh ten times body matches. */
const TITLE_WEIGHT = 10;
const SNIPPET = 160;

/**
 * Full-text search (SQLite FTS5, bm25) over the pages of a space's current revision, best match
 * first. The index is rebuilt for a space whenever its current revision differs from the indexed
 * one, so every way a revision changes (import, merge, duplicate) is covered.
 * Signature shared with the organization search.
 */
export function searchSpace(db: Db, spaceId: string, query: string): SearchHit[] {
  const space = db.get<{ revision_id: string }>(
    'SELECT revision_id FROM spaces WHERE id = ? AND deleted_at IS NULL',
    spaceId,
  );
  if (!space) return [];
  refreshIndex(db, spaceId, space.revision_id);
  const terms = queryTerms(query);
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
  const hits: SearchHit[] = [];
  for (const row of rows) {
    const page = pages.get(row.page_id);
    if (!page) continue;
    hits.push({
      pageId: page.id,
      title: page.title,
      path: page.path,
      rank: -row.rank,
      sections: () =>
        splitSections(page.markdown)
          .filter((s) => s.title !== page.title || s.body)
          .filter((s) => terms.some((t) => contains(s.title, t) || contains(s.body, t)))
          .map((s) => ({
            id: s.anchor ? `${page.id}#${s.anchor}` : page.id,
            title: s.title || page.title,
            path: s.anchor ? `${page.path}#${s.anchor}` : page.path,
            body: snippet(s.body, terms),
          })),
    });
  }
  return hits;
}

/** Words of the query, for a prefix AND match; FTS syntax characters are not operators here. */
function queryTerms(query: string): string[] {
  return query
    .toLowerCase()
    .split(/[^\p{L}\p{N}_]+/u)
    .filter(Boolean)
    .slice(0, 32);
}

const contains = (text: string, term: string) => text.toLowerCase().includes(term);

function snippet(body: string, terms: string[]): string {
  const flat = body.replace(/\s+/g, ' ').trim();
  const lower = flat.toLowerCase();
  const at = Math.min(...terms.map((t) => lower.indexOf(t)).filter((i) => i >= 0), flat.length);
  const start = at === flat.length ? 0 : Math.max(0, at - SNIPPET / 4);
  const text = flat.slice(start, start + SNIPPET);
  return (start > 0 ? '…' : '') + text + (start + SNIPPET < flat.length ? '…' : '');
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
