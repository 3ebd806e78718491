/**
 * What happens to a change request's content: merge into the space, update from the space
 * (git-style markers where both sides edited the same lines). Each is one transaction that
 * re-reads the request, so concurrent writers see one after the other.
 */
import { hasConflictMarkers } from '../../common/gitsync/layout.js';
import { requireSpaceRole } from '../auth/access.js';
import { conflict, forbidden } from '../errors.js';
import {
  baseRevision,
  getChangeRequestRow,
  isOutdated,
  markMerged,
  setMergedAncestor,
  type ChangeRequestRow,
} from '../store/content/change-requests.js';
import { commitToChangeRequest, commitToSpace, readContent } from '../store/content/revisions.js';
import type { Db } from '../store/db.js';
import { getSpaceRow } from '../store/spaces.js';
import type { Conflict } from './merge.js';

/** The line merge (node-diff3) is loaded by the operations that merge, not at every start. */
const loadMerge = () => import('./merge.js');

/** `reason`: `overlap` (edits to the same lines), or `markers` (a page still holds the markers update-from-main wrote). */
export interface ConflictEntry extends Conflict {
  reason: 'overlap' | 'markers';
}

export type MergeResult =
  | { result: 'merge' | 'update'; revision: string }
  | { result: 'conflicts'; revision: string; conflicts: ConflictEntry[] };

const conflictList = (conflicts: Conflict[], reason: 'overlap' | 'markers' = 'overlap'): ConflictEntry[] =>
  conflicts.map((c) => ({ kind: c.kind, path: c.path, title: c.title, reason }));

/**
 * The author may have lost the edit role, or the space been locked, while the batch was read and
 * its files fetched: checked again inside the transaction that commits.
 */
export function requireEditor(db: Db, spaceId: string, userId: string): void {
  const space = getSpaceRow(db, spaceId);
  if (!space || space.deleted_at) throw forbidden(`space ${spaceId} is no longer available; nothing was applied`);
  requireSpaceRole(db, space, userId, 'edit', 'edit a change request');
  if (space.edit_mode === 'locked') throw forbidden(`space ${space.id} is locked; edits are disabled`);
}

/** Content of a merged or archived request is frozen. */
export function requireEditable(cr: ChangeRequestRow): void {
  if (cr.status === 'merged') throw conflict(`change request ${cr.number} is merged and can no longer change`);
  if (cr.status === 'archived')
    throw conflict(`change request ${cr.number} is archived; reopen it (status open or draft) to change it`);
}

function refuseWhenDone(cr: ChangeRequestRow, verb: string): void {
  if (cr.status === 'merged') throw conflict(`change request ${cr.number} is already merged`);
  if (cr.status === 'archived')
    throw conflict(`change request ${cr.number} is archived; reopen it before you ${verb} it`);
}

/** Merges the request into its space (three-way when the space moved on), or lists what conflicts. */
export async function mergeChangeRequest(db: Db, crId: string, now: Date): Promise<MergeResult> {
  const { pagesWithMarkers, threeWayMerge } = await loadMerge();
  return db.tx((): MergeResult => {
    const cr = getChangeRequestRow(db, crId)!;
    refuseWhenDone(cr, 'merge');
    const current = getSpaceRow(db, cr.space_id)!;
    const ours = readContent(db, cr.revision_id);
    const base = readContent(db, baseRevision(cr));
    // Pages still holding the markers update-from-main wrote are not resolved yet.
    const marked = pagesWithMarkers(base, ours, hasConflictMarkers);
    if (marked.length)
      return { revision: cr.revision_id, result: 'conflicts', conflicts: conflictList(marked, 'markers') };
    let content = ours;
    if (isOutdated(db, cr)) {
      const outcome = threeWayMerge(base, ours, readContent(db, current.revision_id));
      if (!outcome.content)
        return { revision: cr.revision_id, result: 'conflicts', conflicts: conflictList(outcome.conflicts) };
      content = outcome.content;
    }
    const revision = commitToSpace(db, current, content, 'merge', [current.revision_id, cr.revision_id], now);
    markMerged(db, cr.id, revision, now);
    return { revision, result: 'merge' };
  });
}

/**
 * Brings the space's content into the request. Overlapping edits get git-style markers in the
 * request's pages and the base still moves to main, so the request can be pulled, resolved,
 * pushed and merged.
 */
export async function updateFromMain(db: Db, crId: string, userId: string, now: Date): Promise<MergeResult> {
  const { threeWayMerge } = await loadMerge();
  return db.tx((): MergeResult => {
    const cr = getChangeRequestRow(db, crId)!;
    refuseWhenDone(cr, 'update');
    requireEditable(cr);
    const main = getSpaceRow(db, cr.space_id)!.revision_id;
    if (!isOutdated(db, cr)) return { revision: cr.revision_id, result: 'update' };
    const outcome = threeWayMerge(
      readContent(db, baseRevision(cr)),
      readContent(db, cr.revision_id),
      readContent(db, main),
      { markers: true },
    );
    const revision = commitToChangeRequest(db, cr, outcome.content!, 'update', [cr.revision_id, main], userId, now);
    setMergedAncestor(db, cr.id, main);
    if (outcome.conflicts.length) return { revision, result: 'conflicts', conflicts: conflictList(outcome.conflicts) };
    return { revision, result: 'update' };
  });
}
