import { newId } from '../../ids.js';
import type { Db } from '../db.js';

/** A stored redirect destination: the reference's SiteRedirectDestination. */
export type RedirectDestination =
  | { kind: 'site-section'; siteSectionId: string }
  | { kind: 'site-space'; siteSpaceId: string }
  | { kind: 'site-page'; siteSpaceId: string; pageId: string }
  | { kind: 'external'; url: string };

export interface RedirectRow {
  seq: number;
  id: string;
  site_id: string;
  source: string;
  source_key: string;
  draft: number;
  capture_wildcard: number;
  permanent: number;
  destination: string;
  created_at: string;
  updated_at: string | null;
}

export interface RedirectFields {
  source: string;
  draft: boolean;
  captureWildcard: boolean;
  permanent: boolean;
  destination: RedirectDestination;
}

/** Published URLs resolve case-insensitively, so sources compare that way. */
export const sourceKey = (source: string) => source.toLowerCase();

export const getRedirect = (db: Db, siteId: string, id: string) =>
  db.get<RedirectRow>('SELECT * FROM site_redirects WHERE id = ? AND site_id = ?', id, siteId);

export const redirectBySource = (db: Db, siteId: string, source: string, draft: boolean) =>
  db.get<RedirectRow>(
    'SELECT * FROM site_redirects WHERE site_id = ? AND source_key = ? AND draft = ?',
    siteId,
    sourceKey(source),
    draft ? 1 : 0,
  );

export const siteRedirects = (db: Db, siteId: string, draft?: boolean) =>
  draft === undefined
    ? db.all<RedirectRow>('SELECT * FROM site_redirects WHERE site_id = ? ORDER BY seq', siteId)
    : db.all<RedirectRow>(
        'SELECT * FROM site_redirects WHERE site_id = ? AND draft = ? ORDER BY seq',
        siteId,
        draft ? 1 : 0,
      );

/** A redirect's stored columns, in the order insert and update write them. */
const columnsOf = (fields: RedirectFields) => [
  fields.source,
  sourceKey(fields.source),
  fields.draft ? 1 : 0,
  fields.captureWildcard ? 1 : 0,
  fields.permanent ? 1 : 0,
  JSON.stringify(fields.destination),
];

export function insertRedirect(db: Db, siteId: string, fields: RedirectFields, now: Date): RedirectRow {
  const id = newId();
  db.run(
    `INSERT INTO site_redirects (source, source_key, draft, capture_wildcard, permanent, destination, created_at, id, site_id)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ...columnsOf(fields),
    now.toISOString(),
    id,
    siteId,
  );
  return getRedirect(db, siteId, id)!;
}

export function updateRedirect(db: Db, row: RedirectRow, fields: RedirectFields, now: Date): RedirectRow {
  db.run(
    `UPDATE site_redirects SET source = ?, source_key = ?, draft = ?, capture_wildcard = ?, permanent = ?, destination = ?, updated_at = ?
     WHERE id = ?`,
    ...columnsOf(fields),
    now.toISOString(),
    row.id,
  );
  return getRedirect(db, row.site_id, row.id)!;
}

export const deleteRedirect = (db: Db, id: string) => db.run('DELETE FROM site_redirects WHERE id = ?', id);

export const fieldsOf = (row: RedirectRow): RedirectFields => ({
  source: row.source,
  draft: row.draft === 1,
  captureWildcard: row.capture_wildcard === 1,
  permanent: row.permanent === 1,
  destination: JSON.parse(row.destination) as RedirectDestination,
});

/** Redirects a site holds, live and draft together (the count the limit applies to). */
export const redirectCount = (db: Db, siteId: string) =>
  db.get<{ n: number }>('SELECT COUNT(*) AS n FROM site_redirects WHERE site_id = ?', siteId)!.n;

/** Sources are at most this long, so no wildcard longer can match. */
const MAX_SOURCE = 512;

/**
 * The live redirect that answers `path` (`/docs/install`): one with that exact source, else the
 * longest wildcard source (`/docs/*`, `/docs*`) it starts with. The matched tail comes along.
 * Looked up by the sources that could match (one per prefix of the path) through the
 * (site, source, draft) index: the time grows with the path, not with the number of redirects.
 */
export function matchRedirect(db: Db, siteId: string, path: string): { row: RedirectRow; tail: string } | undefined {
  const key = sourceKey(path);
  if (key.length <= MAX_SOURCE) {
    const exact = db.get<RedirectRow>(
      'SELECT * FROM site_redirects WHERE site_id = ? AND source_key = ? AND draft = 0',
      siteId,
      key,
    );
    if (exact) return { row: exact, tail: '' };
  }
  // `/docs*` matches what starts with `/docs`; `/docs/*` also matches `/docs` itself.
  const prefixes = [`${key}/`];
  for (let end = Math.min(key.length, MAX_SOURCE - 1); end >= 1; end--) prefixes.push(key.slice(0, end));
  const wildcards = db.all<RedirectRow>(
    `SELECT * FROM site_redirects WHERE site_id = ? AND draft = 0 AND source_key IN (${prefixes.map(() => '?').join(', ')})`,
    siteId,
    ...prefixes.map((prefix) => `${prefix}*`),
  );
  let best: RedirectRow | undefined;
  for (const row of wildcards) if (!best || row.source_key.length > best.source_key.length) best = row;
  return best && { row: best, tail: path.slice(best.source_key.length - 1) };
}
