import { newId } from '../../ids.js';
import type { Db } from '../db.js';
import { getRevision, insertRevision, revisionContent, type RevisionRow } from '../revisions.js';
import type { SpaceRow } from '../rows.js';
import { addContributor, type ChangeRequestRow } from './change-requests.js';
import { asContent, type Content } from './model.js';

export function readContent(db: Db, revisionId: string): Content {
  const row = getRevision(db, revisionId);
  if (!row) throw new Error(`revision ${revisionId} is missing`);
  return asContent(revisionContent(row));
}

export function revisionOf(db: Db, spaceId: string, revisionId: string): RevisionRow | undefined {
  const row = getRevision(db, revisionId);
  return row && row.space_id === spaceId ? row : undefined;
}

export function storeBlob(db: Db, spaceId: string, bytes: Uint8Array, id = newId()): string {
  // A view of the same memory, not a copy: blobs can be large.
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  db.run('INSERT INTO content_blobs (id, space_id, data) VALUES (?, ?, ?)', id, spaceId, data);
  return id;
}

export function readBlob(db: Db, id: string): Buffer | undefined {
  return db.get<{ data: Buffer }>('SELECT data FROM content_blobs WHERE id = ?', id)?.data;
}

/** Makes `content` the space's new current revision. */
export function commitToSpace(
  db: Db,
  space: SpaceRow,
  content: Content,
  type: 'edits' | 'merge',
  parents: string[],
  now: Date,
): string {
  const id = insertRevision(db, { spaceId: space.id, parents, type, content: content as never }, now);
  db.run('UPDATE spaces SET revision_id = ?, updated_at = ? WHERE id = ?', id, now.toISOString(), space.id);
  return id;
}

/** Makes `content` the change request's new revision. */
export function commitToChangeRequest(
  db: Db,
  cr: ChangeRequestRow,
  content: Content,
  type: 'edits' | 'update',
  parents: string[],
  userId: string,
  now: Date,
): string {
  const id = insertRevision(
    db,
    { spaceId: cr.space_id, changeRequestId: cr.id, parents, type, content: content as never },
    now,
  );
  db.run('UPDATE change_requests SET revision_id = ?, updated_at = ? WHERE id = ?', id, now.toISOString(), cr.id);
  addContributor(db, cr.id, userId);
  return id;
}
