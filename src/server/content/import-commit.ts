import { findChangeRequest, getChangeRequestRow } from '../store/content/change-requests.js';
import { commitToChangeRequest, commitToSpace, readContent, storeBlob } from '../store/content/revisions.js';
import type { Db } from '../store/db.js';
import { getSpaceRow } from '../store/spaces.js';
import { requireEditor } from './change-requests.js';
import { applyImport, type ImportedTree } from './import-tree.js';

/**
 * Lays an import over the space's current revision (a new `edits` revision of the space) or a
 * change request's (a new revision of the request only). Re-reads inside the transaction:
 * another writer may have moved the revision meanwhile.
 */
export function commitImport(
  db: Db,
  target: { spaceId: string; crId?: string },
  tree: ImportedTree,
  userId: string,
  now: Date,
): { revision: string; imported: number } {
  return db.tx(() => {
    requireEditor(db, target.spaceId, userId);
    const cr = target.crId === undefined ? undefined : findChangeRequest(db, target.spaceId, target.crId);
    const space = getSpaceRow(db, target.spaceId)!;
    const current = cr ? cr.revision_id : space.revision_id;
    const result = applyImport(readContent(db, current), tree, now.toISOString(), (bytes) =>
      storeBlob(db, space.id, bytes),
    );
    const revision = cr
      ? commitToChangeRequest(db, getChangeRequestRow(db, cr.id)!, result.content, 'edits', [current], userId, now)
      : commitToSpace(db, space, result.content, 'edits', [current], now);
    return { revision, imported: result.imported };
  });
}
