import { forbidden, badRequest, conflict, notFound } from '../../errors.js';
import { created, listBody, ok, type RouteContext } from '../../context.js';
import type { Router } from '../../router.js';
import { serializeChangeRequest } from '../../serializers/change-request.js';
import { apiUrl } from '../../serializers/urls.js';
import {
  baseRevision,
  getChangeRequestRow,
  insertChangeRequest,
  isOutdated,
  type ChangeRequestRow,
} from '../../store/content/change-requests.js';
import type { Conflict } from '../../content/merge.js';
import { hasConflictMarkers } from '../../../common/gitsync/layout.js';
import { findPage } from '../../store/content/model.js';
import { commitToChangeRequest, commitToSpace, readContent } from '../../store/content/revisions.js';
import { signToken } from '../../auth/signed.js';
import { keysetPage } from '../../store/pagination.js';
import { getSpaceRow } from '../../store/spaces.js';
import { parseBody, v } from '../../validate.js';
import { CHANGE_REQUEST_PATCH_STATUSES, CHANGE_REQUEST_STATUSES } from '../../../common/enums.js';
import { LIMITS } from '../../../common/limits.js';
import { loadSpace } from '../load.js';
import { loadChangeRequest, requireEditable } from './scope.js';

const BASE = '/v1/spaces/:spaceId/change-requests';
/** The line merge (node-diff3) is loaded by the routes that merge, not at every start. */
const loadMerge = () => import('../../content/merge.js');
const createBody = { subject: v.string(LIMITS.changeRequestSubject).opt(), agentTaskId: v.string({ max: 256 }).opt() };
const patchBody = {
  subject: v.string(LIMITS.changeRequestSubject).opt(),
  status: v.enum(CHANGE_REQUEST_PATCH_STATUSES).opt(),
};

const show = (ctx: RouteContext, id: string) => serializeChangeRequest(ctx.svc, getChangeRequestRow(ctx.svc.db, id)!);
/** `reason`: `overlap` (edits to the same lines), or `markers` (a page still holds the markers update-from-main wrote). */
const conflictList = (conflicts: Conflict[], reason: 'overlap' | 'markers' = 'overlap') =>
  conflicts.map((c) => ({ kind: c.kind, path: c.path, title: c.title, reason }));

function load(ctx: RouteContext, needed: 'read' | 'edit' | 'review' = 'read', action = 'do this') {
  const space = loadSpace(ctx, needed, action);
  return { space, cr: loadChangeRequest(ctx, space) };
}

function refuseWhenDone(cr: ChangeRequestRow, verb: string): void {
  if (cr.status === 'merged') throw conflict(`change request ${cr.number} is already merged`);
  if (cr.status === 'archived')
    throw conflict(`change request ${cr.number} is archived; reopen it before you ${verb} it`);
}

export function registerChangeRequestRoutes(router: Router): void {
  router.get(BASE, (ctx) => {
    const space = loadSpace(ctx);
    const page = ctx.query.page({ order: false });
    const status = ctx.query.enum('status', CHANGE_REQUEST_STATUSES, 'open');
    const contributor = ctx.query.string('contributor', { max: 256 });
    const where = ['space_id = ?', 'status = ?'];
    const params: unknown[] = [space.id, status];
    if (contributor) {
      where.push('id IN (SELECT change_request_id FROM change_request_contributors WHERE user_id = ?)');
      params.push(contributor);
    }
    const result = keysetPage<ChangeRequestRow>(ctx.svc.db, {
      from: 'change_requests',
      columns: '*',
      where,
      params,
      seq: 'seq',
      page,
    });
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
    return created(show(ctx, cr.id));
  });

  router.get(`${BASE}/:changeRequestId`, (ctx) => ok(serializeChangeRequest(ctx.svc, load(ctx).cr)));

  router.patch(`${BASE}/:changeRequestId`, (ctx) => {
    const { cr } = load(ctx, 'edit', 'update a change request');
    const body = parseBody(patchBody, ctx.body);
    if (cr.status === 'merged' && body.status !== undefined)
      throw conflict(`change request ${cr.number} is merged; its status can no longer change`);
    const db = ctx.svc.db;
    db.tx(() => {
      if (body.subject !== undefined)
        db.run('UPDATE change_requests SET subject = ? WHERE id = ?', body.subject, cr.id);
      if (body.status !== undefined) db.run('UPDATE change_requests SET status = ? WHERE id = ?', body.status, cr.id);
      db.run('UPDATE change_requests SET updated_at = ? WHERE id = ?', ctx.svc.clock.now().toISOString(), cr.id);
    });
    return ok(show(ctx, cr.id));
  });

  router.post(`${BASE}/:changeRequestId/merge`, async (ctx) => {
    const { space, cr: loaded } = load(ctx, 'review', 'merge a change request');
    const { pagesWithMarkers, threeWayMerge } = await loadMerge();
    const db = ctx.svc.db;
    const now = ctx.svc.clock.now();
    return db.tx(() => {
      const cr = getChangeRequestRow(db, loaded.id)!;
      refuseWhenDone(cr, 'merge');
      const current = getSpaceRow(db, space.id)!;
      const ours = readContent(db, cr.revision_id);
      const base = readContent(db, baseRevision(cr));
      // Pages still holding the markers update-from-main wrote are not resolved yet.
      const marked = pagesWithMarkers(base, ours, hasConflictMarkers);
      if (marked.length)
        return ok({ revision: cr.revision_id, result: 'conflicts', conflicts: conflictList(marked, 'markers') });
      let content = ours;
      if (isOutdated(db, cr)) {
        const outcome = threeWayMerge(base, ours, readContent(db, current.revision_id));
        if (!outcome.content)
          return ok({ revision: cr.revision_id, result: 'conflicts', conflicts: conflictList(outcome.conflicts) });
        content = outcome.content;
      }
      const revision = commitToSpace(db, current, content, 'merge', [current.revision_id, cr.revision_id], now);
      db.run(
        "UPDATE change_requests SET status = 'merged', revision_merged = ?, updated_at = ? WHERE id = ?",
        revision,
        now.toISOString(),
        cr.id,
      );
      return ok({ revision, result: 'merge' });
    });
  });

  router.post(`${BASE}/:changeRequestId/update`, async (ctx) => {
    const { space, cr: loaded } = load(ctx, 'edit', 'update a change request');
    const { threeWayMerge } = await loadMerge();
    const db = ctx.svc.db;
    const now = ctx.svc.clock.now();
    return db.tx(() => {
      const cr = getChangeRequestRow(db, loaded.id)!;
      refuseWhenDone(cr, 'update');
      requireEditable(cr);
      const main = getSpaceRow(db, space.id)!.revision_id;
      if (!isOutdated(db, cr)) return ok({ revision: cr.revision_id, result: 'update' });
      // Overlapping edits get git-style markers in the request's pages and the base still moves
      // to main, so the request can be pulled, resolved, pushed and merged.
      const outcome = threeWayMerge(
        readContent(db, baseRevision(cr)),
        readContent(db, cr.revision_id),
        readContent(db, main),
        { markers: true },
      );
      const revision = commitToChangeRequest(
        db,
        cr,
        outcome.content!,
        'update',
        [cr.revision_id, main],
        ctx.user.id,
        now,
      );
      db.run('UPDATE change_requests SET revision_merged_ancestor = ? WHERE id = ?', main, cr.id);
      if (outcome.conflicts.length)
        return ok({ revision, result: 'conflicts', conflicts: conflictList(outcome.conflicts) });
      return ok({ revision, result: 'update' });
    });
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
}
