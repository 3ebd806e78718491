import { findComment, repliersOf, type CommentRow } from '../store/content/comments.js';
import type { RequestedReviewerRow, ReviewRow } from '../store/content/reviews.js';
import { serializeComment, userOf, type CommentView } from './comment.js';
import { apiUrl } from './urls.js';

/** A view whose change request is set: reviews exist only on change requests. */
export type ReviewView = CommentView & { changeRequest: { id: string; revision_id: string } };

/** The review's comment as 0.202.0 shows comments: with who replied to it. */
function reviewComment(view: ReviewView, comment: CommentRow) {
  const repliers = repliersOf(view.svc.db, comment.id).map((r) => ({
    user: userOf(view.svc, r.user_id),
    count: r.count,
    updatedAt: r.updated_at,
  }));
  return { ...serializeComment(view, comment), repliers };
}

export function serializeReview(view: ReviewView, r: ReviewRow) {
  const { svc, space, changeRequest } = view;
  const comment = r.comment_id
    ? findComment(svc.db, { spaceId: space.id, changeRequestId: changeRequest.id }, r.comment_id)
    : undefined;
  return {
    object: 'change-request-review' as const,
    id: r.id,
    revision: r.revision_id,
    reviewer: userOf(svc, r.reviewer_id),
    ...(r.requested_by ? { requestedBy: userOf(svc, r.requested_by) } : {}),
    status: r.status,
    outdated: Boolean(r.outdated),
    ...(comment ? { comment: reviewComment(view, comment) } : {}),
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    urls: {
      location: apiUrl(svc, `/spaces/${space.id}/change-requests/${changeRequest.id}/reviews/${r.id}`),
    },
  };
}

export function serializeRequestedReviewer(view: ReviewView, r: RequestedReviewerRow) {
  return {
    object: 'change-request-requested-reviewer' as const,
    kind: 'user' as const,
    user: userOf(view.svc, r.user_id),
    revision: r.revision_id,
    requestedBy: userOf(view.svc, r.requested_by),
    createdAt: r.created_at,
  };
}
