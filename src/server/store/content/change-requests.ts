import { newId } from '../../ids.js';
import type { Db } from '../db.js';
import { keysetPage, type PageParams, type PageResult } from '../pagination.js';
import type { SpaceRow } from '../rows.js';

export interface ChangeRequestRow {
  seq: number;
  id: string;
  space_id: string;
  number: number;
  status: 'draft' | 'open' | 'archived' | 'merged';
  subject: string;
  created_by: string;
  created_at: string;
  updated_at: string;
  revision_id: string;
  revision_initial: string;
  revision_merged_ancestor: string | null;
  revision_merged: string | null;
}

/** By id, or by number within the space (the interface's `changeRequestId`). */
export function findChangeRequest(db: Db, spaceId: string, idOrNumber: string): ChangeRequestRow | undefined {
  const byId = db.get<ChangeRequestRow>(
    'SELECT * FROM change_requests WHERE id = ? AND space_id = ?',
    idOrNumber,
    spaceId,
  );
  if (byId || !/^\d+$/.test(idOrNumber)) return byId;
  return db.get<ChangeRequestRow>(
    'SELECT * FROM change_requests WHERE space_id = ? AND number = ?',
    spaceId,
    Number(idOrNumber),
  );
}

export function getChangeRequestRow(db: Db, id: string): ChangeRequestRow | undefined {
  return db.get<ChangeRequestRow>('SELECT * FROM change_requests WHERE id = ?', id);
}

/** A new request starts at the space's current revision, as a draft. */
export function insertChangeRequest(
  db: Db,
  space: SpaceRow,
  input: { subject: string; userId: string },
  now: Date,
): ChangeRequestRow {
  return db.tx(() => {
    const next = db.get<{ n: number }>(
      'SELECT COALESCE(MAX(number), 0) + 1 AS n FROM change_requests WHERE space_id = ?',
      space.id,
    )!.n;
    const id = newId();
    const ts = now.toISOString();
    db.run(
      `INSERT INTO change_requests (id, space_id, number, status, subject, created_by, created_at, updated_at, revision_id, revision_initial)
       VALUES (?, ?, ?, 'draft', ?, ?, ?, ?, ?, ?)`,
      id,
      space.id,
      next,
      input.subject,
      input.userId,
      ts,
      ts,
      space.revision_id,
      space.revision_id,
    );
    addContributor(db, id, input.userId);
    return getChangeRequestRow(db, id)!;
  });
}

export function addContributor(db: Db, changeRequestId: string, userId: string): void {
  db.run(
    'INSERT OR IGNORE INTO change_request_contributors (change_request_id, user_id) VALUES (?, ?)',
    changeRequestId,
    userId,
  );
}

/** The space revision the request last synced with (created from, or last updated from). */
export const baseRevision = (cr: ChangeRequestRow) => cr.revision_merged_ancestor ?? cr.revision_initial;

/** True when the space moved on since the request's base. */
export function isOutdated(db: Db, cr: ChangeRequestRow): boolean {
  if (cr.status === 'merged') return false;
  const space = db.get<{ revision_id: string }>('SELECT revision_id FROM spaces WHERE id = ?', cr.space_id);
  return Boolean(space) && space!.revision_id !== baseRevision(cr);
}

export function openCommentCount(db: Db, changeRequestId: string): number {
  return db.get<{ n: number }>(
    "SELECT COUNT(*) AS n FROM comments WHERE change_request_id = ? AND status = 'open'",
    changeRequestId,
  )!.n;
}

/** A space's change requests with a status (and a contributor), newest first unless asked. */
export function listChangeRequests(
  db: Db,
  spaceId: string,
  filters: { status: string; contributor?: string },
  page: PageParams,
): PageResult<ChangeRequestRow> {
  const where = ['space_id = ?', 'status = ?'];
  const params: unknown[] = [spaceId, filters.status];
  if (filters.contributor) {
    where.push('id IN (SELECT change_request_id FROM change_request_contributors WHERE user_id = ?)');
    params.push(filters.contributor);
  }
  return keysetPage<ChangeRequestRow>(db, { from: 'change_requests', columns: '*', where, params, seq: 'seq', page });
}

export function updateChangeRequest(
  db: Db,
  id: string,
  patch: { subject?: string; status?: ChangeRequestRow['status'] },
  now: Date,
): void {
  db.tx(() => {
    if (patch.subject !== undefined) db.run('UPDATE change_requests SET subject = ? WHERE id = ?', patch.subject, id);
    if (patch.status !== undefined) db.run('UPDATE change_requests SET status = ? WHERE id = ?', patch.status, id);
    db.run('UPDATE change_requests SET updated_at = ? WHERE id = ?', now.toISOString(), id);
  });
}

export function markMerged(db: Db, id: string, revision: string, now: Date): void {
  db.run(
    "UPDATE change_requests SET status = 'merged', revision_merged = ?, updated_at = ? WHERE id = ?",
    revision,
    now.toISOString(),
    id,
  );
}

/** The request is now based on the space's revision `main`. */
export function setMergedAncestor(db: Db, id: string, main: string): void {
  db.run('UPDATE change_requests SET revision_merged_ancestor = ? WHERE id = ?', main, id);
}

export function changeRequestNumber(db: Db, id: string): number | undefined {
  return db.get<{ number: number }>('SELECT number FROM change_requests WHERE id = ?', id)?.number;
}
