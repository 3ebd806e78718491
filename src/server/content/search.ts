/**
 * Search over a space's pages: SQLite finds and ranks the pages (store/search), and the page's
 * sections that hold the terms are read with the markdown parser, only for the hits shown.
 */
import type { Section } from '../../common/markdown/text.js';
import type { Db } from '../store/db.js';
import { matchingPages } from '../store/search.js';

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
  /** The page's matching sections. */
  sections(): Promise<SearchSection[]>;
  rank: number;
}

/** Splits a page's markdown into its sections (the parse runs in the content pool). */
export type SectionsOf = (markdown: string) => Promise<Section[]>;

const SNIPPET = 160;

/** Signature shared with the organization search. */
export function searchSpace(db: Db, spaceId: string, query: string, sectionsOf: SectionsOf): SearchHit[] {
  const terms = queryTerms(query);
  return matchingPages(db, spaceId, terms).map(({ page, rank }) => ({
    pageId: page.id,
    title: page.title,
    path: page.path,
    rank,
    sections: async () =>
      (await sectionsOf(page.markdown))
        .filter((s) => s.title !== page.title || s.body)
        .filter((s) => terms.some((t) => contains(s.title, t) || contains(s.body, t)))
        .map((s) => ({
          id: s.anchor ? `${page.id}#${s.anchor}` : page.id,
          title: s.title || page.title,
          path: s.anchor ? `${page.path}#${s.anchor}` : page.path,
          body: snippet(s.body, terms),
        })),
  }));
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
