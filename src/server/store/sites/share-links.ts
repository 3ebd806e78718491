import { randomBytes } from 'node:crypto';
import { newId } from '../../ids.js';
import type { Db } from '../db.js';
import { keysetPage, type PageParams, type PageResult } from '../pagination.js';
import type { ShareLinkRow } from './rows.js';

export const getShareLink = (db: Db, siteId: string, id: string) =>
  db.get<ShareLinkRow>('SELECT * FROM site_share_links WHERE id = ? AND site_id = ?', id, siteId);

export function createShareLink(db: Db, siteId: string, name: string, now: Date): ShareLinkRow {
  const id = newId();
  db.run(
    'INSERT INTO site_share_links (id, site_id, name, key, created_at) VALUES (?, ?, ?, ?, ?)',
    id,
    siteId,
    name,
    randomBytes(18).toString('base64url'),
    now.toISOString(),
  );
  return getShareLink(db, siteId, id)!;
}

/** The active share link of the site whose key this is. */
export function activeShareLink(db: Db, siteId: string, key: string): ShareLinkRow | undefined {
  return db.get<ShareLinkRow>(
    'SELECT * FROM site_share_links WHERE site_id = ? AND key = ? AND active = 1',
    siteId,
    key,
  );
}

export function listShareLinks(db: Db, siteId: string, page: PageParams): PageResult<ShareLinkRow> {
  return keysetPage<ShareLinkRow>(db, {
    from: 'site_share_links',
    columns: '*',
    where: ['site_id = ?'],
    params: [siteId],
    seq: 'seq',
    page: { ...page, order: 'asc' },
  });
}

export function updateShareLink(db: Db, id: string, patch: { active?: boolean; name?: string }): void {
  db.tx(() => {
    if (patch.active !== undefined)
      db.run('UPDATE site_share_links SET active = ? WHERE id = ?', patch.active ? 1 : 0, id);
    if (patch.name !== undefined) db.run('UPDATE site_share_links SET name = ? WHERE id = ?', patch.name, id);
  });
}

export function deleteShareLink(db: Db, id: string): void {
  db.run('DELETE FROM site_share_links WHERE id = ?', id);
}
