import type { Db } from './db.js';
import { getRevision, revisionContent } from './revisions.js';

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
  sections: SearchSection[];
  rank: number;
}

interface PageLike {
  id: string;
  title?: string;
  path?: string;
  markdown?: string;
  pages?: PageLike[];
}

/**
 * Full-text search over the pages of a space's current revision, best match first.
 * Signature shared with the organization search; the content group owns the implementation.
 */
export function searchSpace(db: Db, spaceId: string, query: string): SearchHit[] {
  const space = db.get<{ revision_id: string }>('SELECT revision_id FROM spaces WHERE id = ? AND deleted_at IS NULL', spaceId);
  const revision = space && getRevision(db, space.revision_id);
  if (!revision) return [];
  const needle = query.toLowerCase();
  const hits: SearchHit[] = [];
  const walk = (pages: PageLike[]) => {
    for (const p of pages) {
      const inTitle = (p.title ?? '').toLowerCase().includes(needle);
      const inBody = (p.markdown ?? '').toLowerCase().includes(needle);
      if (inTitle || inBody) {
        hits.push({ pageId: p.id, title: p.title ?? '', path: p.path ?? '', sections: [], rank: inTitle ? 2 : 1 });
      }
      walk(p.pages ?? []);
    }
  };
  walk(revisionContent(revision).pages as PageLike[]);
  return hits.sort((a, b) => b.rank - a.rank);
}
