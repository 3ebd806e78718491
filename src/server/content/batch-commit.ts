/**
 * `updateChangeRequestContent`: an ordered batch applied as one new revision of the change
 * request, or not at all. The batch's documents are read and its files fetched before; here it
 * is applied to the request's content outside any transaction (block reverts and ref links run
 * in the content pool), then committed in a short one that checks the request did not move
 * meanwhile (else it is applied again to the new content) and that the author may still edit.
 */
import { conflict } from '../errors.js';
import { newId } from '../ids.js';
import { baseRevision, getChangeRequestRow, type ChangeRequestRow } from '../store/content/change-requests.js';
import { commitToChangeRequest, readContent, revisionOf, storeBlob } from '../store/content/revisions.js';
import type { Db } from '../store/db.js';
import { applyBatch, type BatchResult } from './apply-batch.js';
import type { BatchChange } from './batch-input.js';
import { requireEditable, requireEditor } from './change-requests.js';
import { linksOf, revertBlocks } from './markdown-work.js';

export interface CommittedBatch extends BatchResult {
  changeRequest: ChangeRequestRow;
}

/** Times a batch is applied again when other writers keep moving the request. */
const ATTEMPTS = 5;

export async function commitBatch(
  db: Db,
  crId: string,
  changes: BatchChange[],
  userId: string,
  now: Date,
): Promise<CommittedBatch> {
  for (let attempt = 1; ; attempt++) {
    const cr = getChangeRequestRow(db, crId)!;
    requireEditable(cr);
    const blobs: Array<{ id: string; bytes: Uint8Array }> = [];
    const result = await applyBatch(readContent(db, cr.revision_id), changes, {
      now: now.toISOString(),
      base: readContent(db, baseRevision(cr)),
      revision: (id) => (revisionOf(db, cr.space_id, id) ? readContent(db, id) : undefined),
      storeBlob: (bytes) => {
        const id = newId();
        blobs.push({ id, bytes });
        return id;
      },
      revertBlocks: (current, target, keys, pageId, field) =>
        revertBlocks(userId, { current, target, keys, pageId }, field),
      linksOf: (markdowns) => linksOf(userId, markdowns),
    });
    const committed = db.tx(() => {
      const fresh = getChangeRequestRow(db, crId)!;
      // The author may have lost the role, or the request been merged, while the batch was read.
      requireEditor(db, fresh.space_id, userId);
      requireEditable(fresh);
      if (fresh.revision_id !== cr.revision_id || baseRevision(fresh) !== baseRevision(cr)) return undefined;
      for (const blob of blobs) storeBlob(db, cr.space_id, blob.bytes, blob.id);
      commitToChangeRequest(db, fresh, result.content, 'edits', [fresh.revision_id], userId, now);
      return { ...result, changeRequest: getChangeRequestRow(db, cr.id)! };
    });
    if (committed) return committed;
    if (attempt >= ATTEMPTS)
      throw conflict(`change request ${cr.number} kept changing while this batch was applied; send it again`);
  }
}
