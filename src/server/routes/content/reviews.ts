import { CHANGE_REQUEST_REVIEW_STATUSES, CONTENT_FORMATS } from '../../../common/enums.js';
import { LIMITS } from '../../../common/limits.js';
import { spaceRole } from '../../auth/access.js';
import { atLeast } from '../../auth/roles.js';
import { listBody, noContent, ok, resetContent, created, type RouteContext } from '../../context.js';
import { badRequest, conflict, forbidden, notFound } from '../../errors.js';
import type { Router } from '../../router.js';
import { serializeRequestedReviewer, serializeReview, type ReviewView } from '../../serializers/review.js';
import type { ChangeRequestRow } from '../../store/content/change-requests.js';
import {
  findRequestedReviewer,
  findReview,
  insertReview,
  listRequestedReviewers,
  listReviews,
  removeRequestedReviewer,
  requestReviewers,
} from '../../store/content/reviews.js';
import { findUser } from '../../store/users.js';
import type { SpaceRow } from '../../store/rows.js';
import { parseBody, v } from '../../validate.js';
import { loadSpaceWithRole } from '../load.js';
import { loadChangeRequest } from './scope.js';
import { audit, changeRequestTarget as crTarget } from '../audit-log.js';

const BASE = '/v1/spaces/:spaceId/change-requests/:changeRequestId';
const MAX_REVIEWERS = 50;

const submitBody = {
  status: v.enum(CHANGE_REQUEST_REVIEW_STATUSES),
  comment: v.object({ markdown: v.string({ min: 1, max: 65_536 }) }).opt(),
};
const requestBody = {
  users: v.array(v.string({ min: 1, max: 256 }), { min: 1, max: MAX_REVIEWERS }),
  subject: v.string(LIMITS.changeRequestSubject).opt(),
  description: v.any().opt(),
};

function load(ctx: RouteContext) {
  const { space, role } = loadSpaceWithRole(ctx);
  const cr = loadChangeRequest(ctx, space);
  const view: ReviewView = { svc: ctx.svc, space, changeRequest: cr, viewerId: ctx.user.id };
  return { space, role, cr, view };
}

function requireOpen(cr: ChangeRequestRow, action: string): void {
  if (cr.status === 'merged' || cr.status === 'archived')
    throw conflict(`change request ${cr.number} is ${cr.status}; cannot ${action}`);
}

/** A member who can read the space, by id or e-mail; 400 otherwise (the field is the caller's). */
function reviewerId(ctx: RouteContext, space: SpaceRow, key: string): string {
  const user = findUser(ctx.svc.db, key);
  if (!user || !atLeast(spaceRole(ctx.svc.db, space, user.id), 'read'))
    throw badRequest(`users: ${key} is not a member who can read space ${space.id}`);
  return user.id;
}

export function registerReviewRoutes(router: Router): void {
  router.get(`${BASE}/reviews`, (ctx) => {
    const { cr, view } = load(ctx);
    ctx.query.enum('format', CONTENT_FORMATS, 'markdown');
    const result = listReviews(
      ctx.svc.db,
      cr.id,
      { outdated: ctx.query.bool('outdated') },
      ctx.query.page({ order: false }),
    );
    return ok(
      listBody(
        result.rows.map((r) => serializeReview(view, r)),
        result.count,
        result.next,
      ),
    );
  });

  router.get(`${BASE}/reviews/:reviewId`, (ctx) => {
    const { cr, view } = load(ctx);
    ctx.query.enum('format', CONTENT_FORMATS, 'markdown');
    const review = findReview(ctx.svc.db, cr.id, ctx.params.reviewId!);
    if (!review) throw notFound(`review ${ctx.params.reviewId} not found`);
    return ok(serializeReview(view, review));
  });

  // Who may review: anyone with the space's review role, or a reader asked to review; never the
  // change request's author (a decision: GitBook's docs say nothing either way; a review is a second
  // pair of eyes, as on GitHub, where authors cannot approve their own pull requests).
  router.post(`${BASE}/reviews`, (ctx) => {
    const { space, role, cr, view } = load(ctx);
    const body = parseBody(submitBody, ctx.body);
    const db = ctx.svc.db;
    if (cr.created_by === ctx.user.id) throw forbidden(`you cannot review your own change request ${cr.number}`);
    if (!atLeast(role, 'review') && !findRequestedReviewer(db, cr.id, ctx.user.id))
      throw forbidden(
        `you need the review role on space ${space.id}, or a request to review, to review a change request`,
      );
    requireOpen(cr, 'review it');
    const now = ctx.svc.clock.now();
    const review = insertReview(
      db,
      {
        spaceId: space.id,
        changeRequestId: cr.id,
        revisionId: cr.revision_id,
        reviewerId: ctx.user.id,
        status: body.status,
        comment: body.comment?.markdown,
      },
      now,
    );
    audit(ctx, space.org_id, 'change_request.review_submitted', crTarget(cr), {
      status: body.status,
      review: review.id,
    });
    const answer = serializeReview(view, review);
    return { ...created(answer), headers: { location: answer.urls.location } };
  });

  router.get(`${BASE}/requested-reviewers`, (ctx) => {
    const { cr, view } = load(ctx);
    const result = listRequestedReviewers(ctx.svc.db, cr.id, ctx.query.page({ order: false }));
    return ok(
      listBody(
        result.rows.map((r) => serializeRequestedReviewer(view, r)),
        result.count,
        result.next,
      ),
    );
  });

  router.post(`${BASE}/requested-reviewers`, (ctx) => {
    const { space, role, cr, view } = load(ctx);
    if (!atLeast(role, 'edit')) throw forbidden(`you need the edit role on space ${space.id} to request reviews`);
    const body = parseBody(requestBody, ctx.body);
    requireOpen(cr, 'request reviews');
    const userIds = [...new Set(body.users.map((key) => reviewerId(ctx, space, key)))];
    if (userIds.includes(cr.created_by))
      throw badRequest(`users: the author of change request ${cr.number} cannot review it`);
    const now = ctx.svc.clock.now();
    const rows = requestReviewers(
      ctx.svc.db,
      { changeRequestId: cr.id, revisionId: cr.revision_id, requestedBy: ctx.user.id, userIds, subject: body.subject },
      now,
    );
    audit(ctx, space.org_id, 'change_request.reviewers_requested', crTarget(cr), { users: userIds });
    return ok({ users: rows.map((r) => serializeRequestedReviewer(view, r)) });
  });

  router.delete(`${BASE}/requested-reviewers/:userId`, (ctx) => {
    const { space, role, cr } = load(ctx);
    const userId = ctx.params.userId!;
    if (!atLeast(role, 'edit') && userId !== ctx.user.id)
      throw forbidden(`you need the edit role on space ${space.id} to remove a reviewer`);
    if (!removeRequestedReviewer(ctx.svc.db, cr.id, userId)) return noContent();
    audit(ctx, space.org_id, 'change_request.reviewer_removed', crTarget(cr), { user: userId });
    return resetContent();
  });
}
