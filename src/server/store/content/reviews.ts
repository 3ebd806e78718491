import { newId } from '../../ids.js';
import type { Db } from '../db.js';
import { keysetPage, type PageParams, type PageResult } from '../pagination.js';
import { updateChangeRequest } from './change-requests.js';
import { insertComment } from './comments.js';

export type ReviewStatus = 'approved' | 'changes-requested';

export interface ReviewRow {
  seq: number;
  id: string;
  change_request_id: string;
  revision_id: string;
  reviewer_id: string;
  requested_by: string | null;
  status: ReviewStatus;
  outdated: number;
  comment_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface RequestedReviewerRow {
  seq: number;
  id: string;
  change_request_id: string;
  user_id: string;
  requested_by: string;
  revision_id: string;
  created_at: string;
}

export function findReview(db: Db, changeRequestId: string, id: string): ReviewRow | undefined {
  return db.get<ReviewRow>(
    'SELECT * FROM change_request_reviews WHERE id = ? AND change_request_id = ?',
    id,
    changeRequestId,
  );
}

export function listReviews(
  db: Db,
  changeRequestId: string,
  filter: { outdated?: boolean },
  page: PageParams,
): PageResult<ReviewRow> {
  const where = ['change_request_id = ?'];
  const params: unknown[] = [changeRequestId];
  if (filter.outdated !== undefined) {
    where.push('outdated = ?');
    params.push(filter.outdated ? 1 : 0);
  }
  return keysetPage<ReviewRow>(db, { from: 'change_request_reviews', columns: '*', where, params, seq: 'seq', page });
}

export function findRequestedReviewer(
  db: Db,
  changeRequestId: string,
  userId: string,
): RequestedReviewerRow | undefined {
  return db.get<RequestedReviewerRow>(
    'SELECT * FROM change_request_reviewers WHERE change_request_id = ? AND user_id = ?',
    changeRequestId,
    userId,
  );
}

export function listRequestedReviewers(
  db: Db,
  changeRequestId: string,
  page: PageParams,
): PageResult<RequestedReviewerRow> {
  return keysetPage<RequestedReviewerRow>(db, {
    from: 'change_request_reviewers',
    columns: '*',
    where: ['change_request_id = ?'],
    params: [changeRequestId],
    seq: 'seq',
    page,
  });
}

const outdateReviewsOf = (db: Db, changeRequestId: string, userId: string, now: string) =>
  db.run(
    'UPDATE change_request_reviews SET outdated = 1, updated_at = ? WHERE change_request_id = ? AND reviewer_id = ? AND outdated = 0',
    now,
    changeRequestId,
    userId,
  );

/**
 * A review by `reviewerId`, with its comment (one of the change request's comments) if any: their
 * earlier reviews become outdated and the request to them, if any, is fulfilled (the review names
 * who asked for it).
 */
export function insertReview(
  db: Db,
  input: {
    spaceId: string;
    changeRequestId: string;
    revisionId: string;
    reviewerId: string;
    status: ReviewStatus;
    comment?: string;
  },
  now: Date,
): ReviewRow {
  return db.tx(() => {
    const comment =
      input.comment === undefined
        ? undefined
        : insertComment(
            db,
            { spaceId: input.spaceId, changeRequestId: input.changeRequestId },
            { revisionId: input.revisionId, userId: input.reviewerId, markdown: input.comment },
            now,
          );
    return insertReviewRow(db, { ...input, commentId: comment?.id }, now);
  });
}

function insertReviewRow(
  db: Db,
  input: { changeRequestId: string; revisionId: string; reviewerId: string; status: ReviewStatus; commentId?: string },
  now: Date,
): ReviewRow {
  const at = now.toISOString();
  const request = findRequestedReviewer(db, input.changeRequestId, input.reviewerId);
  outdateReviewsOf(db, input.changeRequestId, input.reviewerId, at);
  if (request) db.run('DELETE FROM change_request_reviewers WHERE id = ?', request.id);
  const id = newId();
  db.run(
    `INSERT INTO change_request_reviews
       (id, change_request_id, revision_id, reviewer_id, requested_by, status, comment_id, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    id,
    input.changeRequestId,
    input.revisionId,
    input.reviewerId,
    request?.requested_by ?? null,
    input.status,
    input.commentId ?? null,
    at,
    at,
  );
  return db.get<ReviewRow>('SELECT * FROM change_request_reviews WHERE id = ?', id)!;
}

/**
 * Asks `userIds` to review (again: a user asked anew has their earlier reviews outdated and the
 * request's revision and time renewed), renaming the change request when `subject` is given.
 */
export function requestReviewers(
  db: Db,
  input: { changeRequestId: string; revisionId: string; requestedBy: string; userIds: string[]; subject?: string },
  now: Date,
): RequestedReviewerRow[] {
  const at = now.toISOString();
  return db.tx(() => {
    if (input.subject !== undefined) updateChangeRequest(db, input.changeRequestId, { subject: input.subject }, now);
    return input.userIds.map((userId) => renewRequest(db, input, userId, at));
  });
}

function renewRequest(
  db: Db,
  input: { changeRequestId: string; revisionId: string; requestedBy: string },
  userId: string,
  at: string,
): RequestedReviewerRow {
  outdateReviewsOf(db, input.changeRequestId, userId, at);
  db.run(
    `INSERT INTO change_request_reviewers (id, change_request_id, user_id, requested_by, revision_id, created_at)
       VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (change_request_id, user_id)
       DO UPDATE SET requested_by = excluded.requested_by, revision_id = excluded.revision_id, created_at = excluded.created_at`,
    newId(),
    input.changeRequestId,
    userId,
    input.requestedBy,
    input.revisionId,
    at,
  );
  return findRequestedReviewer(db, input.changeRequestId, userId)!;
}

/** True when a request was withdrawn, false when the user had none. */
export function removeRequestedReviewer(db: Db, changeRequestId: string, userId: string): boolean {
  return (
    db.run('DELETE FROM change_request_reviewers WHERE change_request_id = ? AND user_id = ?', changeRequestId, userId)
      .changes > 0
  );
}
