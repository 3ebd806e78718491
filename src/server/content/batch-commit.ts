/**
 * `updateChangeRequestContent`: an ordered batch applied as one new revision of the change
 * request, or not at all. The batch is read and its files fetched before; this commits it.
 */
import { baseRevision, getChangeRequestRow, type ChangeRequestRow } from '../store/content/change-requests.js';
import { commitToChangeRequest, readContent, revisionOf, storeBlob } from '../store/content/revisions.js';
import type { Db } from '../store/db.js';
import { applyBatch, type BatchResult } from './apply-batch.js';
import type { BatchChange } from './batch-input.js';
import { requireEditable, requireEditor } from './change-requests.js';

export interface CommittedBatch extends BatchResult {
  changeRequest: ChangeRequestRow;
}

export function commitBatch(db: Db, crId: string, changes: BatchChange[], userId: string, now: Date): CommittedBatch {
  return db.tx(() => {
    const cr = getChangeRequestRow(db, crId)!;
    requireEditor(db, cr.space_id, userId);
    requireEditable(cr);
    const result = applyBatch(readContent(db, cr.revision_id), changes, {
      now: now.toISOString(),
      base: readContent(db, baseRevision(cr)),
      revision: (id) => (revisionOf(db, cr.space_id, id) ? readContent(db, id) : undefined),
      storeBlob: (bytes) => storeBlob(db, cr.space_id, bytes),
    });
    commitToChangeRequest(db, cr, result.content, 'edits', [cr.revision_id], userId, now);
    return { ...result, changeRequest: getChangeRequestRow(db, cr.id)! };
  });
}
