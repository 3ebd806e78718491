import { newId } from '../../ids.js';
import type { Db } from '../db.js';
import type { SpaceRow } from '../rows.js';
import { createSpace } from '../spaces.js';
import { emptyContent } from '../revisions.js';
import type { SiteRow } from './rows.js';
import { sampleContent } from '../../content/sample-space.js';
import { getSiteRow, insertSiteSpace } from './structure.js';

export interface NewSite {
  orgId: string;
  title: string;
  type?: string;
  visibility?: string;
  /** Existing spaces to add at the root, in order. */
  spaces?: SpaceRow[];
  /** Create a new space for the site. */
  newSpace?: 'sample' | 'empty';
}

/** A new, unpublished site with its first site spaces. */
export function createSite(db: Db, input: NewSite, now: Date): SiteRow {
  return db.tx(() => {
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
    const spaces = [...(input.spaces ?? [])];
    if (input.newSpace) {
      const title = [...input.title].slice(0, 50).join('');
      const content = input.newSpace === 'sample' ? sampleContent(input.title, now) : emptyContent();
      spaces.push(createSpace(db, { orgId: input.orgId, title, emoji: '📘', visibility: 'public', content }, now));
    }
    for (const space of spaces) insertSiteSpace(db, id, space, null, now);
    return getSiteRow(db, id)!;
  });
}

export interface SiteFilters {
  space?: string;
  title?: string;
  published?: boolean;
  type?: string;
}

/** WHERE clauses of the site list. */
export function siteListWhere(orgId: string, f: SiteFilters): { where: string[]; params: unknown[] } {
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
  return { where, params };
}

export const siteSpaceCount = (db: Db, siteId: string) =>
  db.get<{ n: number }>(
    'SELECT COUNT(*) AS n FROM site_spaces ss JOIN spaces s ON s.id = ss.space_id WHERE ss.site_id = ? AND s.deleted_at IS NULL',
    siteId,
  )!.n;
