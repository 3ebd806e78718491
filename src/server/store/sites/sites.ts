import { newId } from '../../ids.js';
import type { Db } from '../db.js';
import { keysetPage, type PageParams, type PageResult } from '../pagination.js';
import type { SiteRow } from './rows.js';

/** A new, unpublished site row (its structure is added by content/site-structure). */
export function createSiteRow(
  db: Db,
  input: { orgId: string; title: string; type?: string; visibility?: string },
  now: Date,
): SiteRow {
  const id = newId();
  db.run(
    'INSERT INTO sites (id, org_id, type, title, visibility, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    id,
    input.orgId,
    input.type ?? 'basic',
    input.title,
    input.visibility ?? 'public',
    now.toISOString(),
  );
  return db.get<SiteRow>('SELECT * FROM sites WHERE id = ?', id)!;
}

export interface SiteFilters {
  space?: string;
  title?: string;
  published?: boolean;
  type?: string;
  /** Nothing at all (guests see no sites). */
  none?: boolean;
}

/** The organization's sites, oldest first. */
export function listSites(db: Db, orgId: string, f: SiteFilters, page: PageParams): PageResult<SiteRow> {
  const where = ['org_id = ?'];
  const params: unknown[] = [orgId];
  if (f.space) {
    where.push('id IN (SELECT site_id FROM site_spaces WHERE space_id = ?)');
    params.push(f.space);
  }
  if (f.title) {
    where.push('instr(lower(title), lower(?)) > 0');
    params.push(f.title);
  }
  if (f.published !== undefined) {
    where.push('published = ?');
    params.push(f.published ? 1 : 0);
  }
  if (f.type) {
    where.push('type = ?');
    params.push(f.type);
  }
  if (f.none) where.push('0');
  return keysetPage<SiteRow>(db, {
    from: 'sites',
    columns: '*',
    where,
    params,
    seq: 'seq',
    page: { ...page, order: 'asc' },
  });
}

export function siteExistsInOrg(db: Db, orgId: string, id: string): boolean {
  return db.get('SELECT 1 FROM sites WHERE id = ? AND org_id = ?', id, orgId) !== undefined;
}

export function deleteSite(db: Db, id: string): void {
  db.run('DELETE FROM sites WHERE id = ?', id);
}

export function setSitePublished(db: Db, id: string, published: boolean): void {
  db.run('UPDATE sites SET published = ? WHERE id = ?', published ? 1 : 0, id);
}

export function setAdaptiveSchema(db: Db, id: string, schemaJson: string, now: Date): void {
  db.run(
    'UPDATE sites SET adaptive_schema = ?, adaptive_updated_at = ? WHERE id = ?',
    schemaJson,
    now.toISOString(),
    id,
  );
}

export const siteSpaceCount = (db: Db, siteId: string) =>
  db.get<{ n: number }>(
    'SELECT COUNT(*) AS n FROM site_spaces ss JOIN spaces s ON s.id = ss.space_id WHERE ss.site_id = ? AND s.deleted_at IS NULL',
    siteId,
  )!.n;
