import { forbidden, badRequest, conflict, notFound } from '../../errors.js';
import { mergeChangeRequest, updateFromMain } from '../../content/change-requests.js';
import { created, listBody, ok, type RouteContext } from '../../context.js';
import type { Router } from '../../router.js';
import { serializeChangeRequest } from '../../serializers/change-request.js';
import { apiUrl } from '../../serializers/urls.js';
import {
  getChangeRequestRow,
  insertChangeRequest,
  listChangeRequests,
  updateChangeRequest,
} from '../../store/content/change-requests.js';
import { findPage } from '../../store/content/model.js';
import { readContent } from '../../store/content/revisions.js';
import { signToken } from '../../auth/signed.js';
import { parseBody, v } from '../../validate.js';
import { CHANGE_REQUEST_PATCH_STATUSES, CHANGE_REQUEST_STATUSES } from '../../../common/enums.js';
import { LIMITS } from '../../../common/limits.js';
import { loadSpace } from '../load.js';
import { getSpaceRow } from '../../store/spaces.js';
import { loadChangeRequest } from './scope.js';
import { audit, changeRequestTarget } from '../audit-log.js';

const BASE = '/v1/spaces/:spaceId/change-requests';
const createBody = { subject: v.string(LIMITS.changeRequestSubject).opt(), agentTaskId: v.string({ max: 256 }).opt() };
const patchBody = {
  subject: v.string(LIMITS.changeRequestSubject).opt(),
  status: v.enum(CHANGE_REQUEST_PATCH_STATUSES).opt(),
};

const show = (ctx: RouteContext, id: string) => serializeChangeRequest(ctx.svc, getChangeRequestRow(ctx.svc.db, id)!);

function load(ctx: RouteContext, needed: 'read' | 'edit' | 'review' = 'read', action = 'do this') {
  const space = loadSpace(ctx, needed, action);
  return { space, cr: loadChangeRequest(ctx, space) };
}

export function registerChangeRequestRoutes(router: Router): void {
  router.get(BASE, (ctx) => {
    const space = loadSpace(ctx);
    const page = ctx.query.page({ order: false });
    const status = ctx.query.enum('status', CHANGE_REQUEST_STATUSES, 'open');
    const contributor = ctx.query.string('contributor', { max: 256 });
    const result = listChangeRequests(ctx.svc.db, space.id, { status, contributor }, page);
    return ok(
      listBody(
        result.rows.map((cr) => serializeChangeRequest(ctx.svc, cr)),
        result.count,
        result.next,
      ),
    );
  });

  router.post(BASE, (ctx) => {
    const space = loadSpace(ctx, 'edit', 'create a change request');
    const body = parseBody(createBody, ctx.body);
    if (space.edit_mode === 'locked') throw forbidden(`space ${space.id} is locked; edits are disabled`);
    const cr = insertChangeRequest(
      ctx.svc.db,
      space,
      { subject: body.subject ?? '', userId: ctx.user.id },
      ctx.svc.clock.now(),
    );
    audit(ctx, space.org_id, 'change_request.created', changeRequestTarget(cr));
    return created(show(ctx, cr.id));
  });

  router.get(`${BASE}/:changeRequestId`, (ctx) => ok(serializeChangeRequest(ctx.svc, load(ctx).cr)));

  router.patch(`${BASE}/:changeRequestId`, (ctx) => {
    const { space, cr } = load(ctx, 'edit', 'update a change request');
    const body = parseBody(patchBody, ctx.body);
    if (cr.status === 'merged' && body.status !== undefined)
      throw conflict(`change request ${cr.number} is merged; its status can no longer change`);
    updateChangeRequest(ctx.svc.db, cr.id, body, ctx.svc.clock.now());
    audit(ctx, space.org_id, 'change_request.updated', changeRequestTarget(cr), body);
    return ok(show(ctx, cr.id));
  });

  router.post(`${BASE}/:changeRequestId/merge`, async (ctx) => {
    const { space, cr } = load(ctx, 'review', 'merge a change request');
    const result = await mergeChangeRequest(ctx.svc.db, cr.id, ctx.svc.clock.now());
    if (result.result === 'merge') {
      audit(ctx, space.org_id, 'change_request.merged', changeRequestTarget(cr), { revision: result.revision });
      // The published pages that show the space are rendered ahead of their readers, in the background.
      const { renderAheadOfSpace } = await import('../../published/ahead.js');
      renderAheadOfSpace(ctx.svc, getSpaceRow(ctx.svc.db, space.id) ?? space);
    }
    return ok(result);
  });

  router.post(`${BASE}/:changeRequestId/update`, async (ctx) => {
    const { cr } = load(ctx, 'edit', 'update a change request');
    return ok(await updateFromMain(ctx.svc.db, cr.id, ctx.user.id, ctx.svc.clock.now()));
  });

  router.get(`${BASE}/:changeRequestId/pdf`, (ctx) => {
    const { space, cr } = load(ctx);
    const only = ctx.query.bool('only', false);
    const pageId = ctx.query.string('page', { max: 256 });
    if (only && !pageId) throw badRequest('page: is required when only is true');
    if (pageId && !findPage(readContent(ctx.svc.db, cr.revision_id).pages, pageId))
      throw notFound(`page ${pageId} not found`);
    const token = signToken(
      ctx.svc.config.secret,
      { k: 'pdf', s: space.id, c: cr.id, r: cr.revision_id, ...(pageId ? { p: pageId, o: only } : {}) },
      ctx.svc.clock.now(),
    );
    return ok({ url: apiUrl(ctx.svc, `/downloads/pdf/${token}`) });
  });

  // An extension of docs-cli's service, not in GitBook's API: see published/preview.ts.
  router.get(`${BASE}/:changeRequestId/preview`, async (ctx) => {
    const { space, cr } = load(ctx);
    const { mintPreview } = await import('../../published/preview.js');
    return ok(await mintPreview(ctx.svc, space, cr, ctx.user.id));
  });
}
