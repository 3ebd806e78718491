import { membership, requireOrgRole } from '../auth/access.js';
import { created, listBody, ok, resetContent, type RouteContext } from '../context.js';
import { conflict, notFound, preconditionFailed } from '../errors.js';
import type { Router } from '../router.js';
import { serializeSpace, serializeSpaces } from '../serializers/space.js';
import { checkParentCollection, moveSpace } from '../content/placement.js';
import {
  createSpace,
  duplicateSpace,
  getSpaceRow,
  listOrgSpaces,
  purgeExpiredSpaces,
  RESTORE_WINDOW_MS,
  restoreSpace,
  softDeleteSpace,
  tombstoneOrg,
  transferSpace,
  updateSpace,
} from '../store/spaces.js';
import { parseBody, v } from '../validate.js';
import { LIMITS } from '../../common/limits.js';
import { DEFAULT_LEVELS, SPACE_EDIT_MODES, SPACE_VISIBILITIES } from '../../common/enums.js';
import { loadOrg, loadSpace, loadSpaceWithRole } from './load.js';
import { audit, spaceTarget } from './audit-log.js';
import { positionRule } from './position.js';
import { changingShown } from '../published/shown.js';

const spacePatch = {
  title: v.string(LIMITS.spaceTitle).opt(),
  // null removes the emoji, as in the reference.
  emoji: v.string(LIMITS.spaceEmoji).orNull().opt(),
  editMode: v.enum(SPACE_EDIT_MODES).opt(),
  defaultLevel: v.enum(DEFAULT_LEVELS).orNull().opt(),
  visibility: v.enum(SPACE_VISIBILITIES).opt(),
};

const spaceCreate = {
  title: v.string(LIMITS.spaceTitle).opt(),
  emoji: v.string(LIMITS.spaceEmoji).opt(),
  parent: v.string({ min: 1 }).opt(),
  editMode: v.enum(SPACE_EDIT_MODES).opt(),
  visibility: v.enum(SPACE_VISIBILITIES).opt(),
};

const show = (ctx: RouteContext, id: string) => serializeSpace(ctx.svc, ctx.user.id, getSpaceRow(ctx.svc.db, id)!);

export function registerSpaceRoutes(router: Router): void {
  router.get('/v1/spaces/:spaceId', (ctx) => {
    ctx.query.string('shareKey', { max: 256 });
    const { space, role } = loadSpaceWithRole(ctx);
    // The answer and its text, remembered while the store is unchanged: a space polled again
    // is not serialized again. Keyed by everything it shows (the viewer's role comes from the
    // store; the base URL of its links is set once the server listens).
    const { body, text } = ctx.svc.db.whileUnchanged(
      `space answer ${space.id} ${ctx.user.id} ${role} ${ctx.svc.config.baseUrl}`,
      () => {
        const body = serializeSpace(ctx.svc, ctx.user.id, space, { role });
        return { body, text: JSON.stringify(body) };
      },
    );
    return { status: 200, body, json: text };
  });

  router.patch('/v1/spaces/:spaceId', async (ctx) => {
    const space = loadSpace(ctx, 'admin', 'update the space');
    const patch = parseBody(spacePatch, ctx.body);
    if (patch.visibility === 'in-collection' && !space.parent_id)
      throw conflict('visibility: in-collection is only for spaces in a collection');
    // `inherit` is stored as no level of its own; no emoji is stored as ''.
    const { defaultLevel, emoji, ...rest } = patch;
    // Made private, its pages kept for everyone go.
    await changingShown(ctx.svc, { kind: 'space', space }, () =>
      updateSpace(
        ctx.svc.db,
        space.id,
        {
          ...rest,
          ...(emoji !== undefined ? { emoji: emoji ?? '' } : {}),
          ...(defaultLevel !== undefined ? { defaultLevel: defaultLevel === 'inherit' ? null : defaultLevel } : {}),
        },
        ctx.svc.clock.now(),
      ),
    );
    audit(ctx, space.org_id, 'space.updated', spaceTarget(space), patch);
    return ok(show(ctx, space.id));
  });

  router.delete('/v1/spaces/:spaceId', async (ctx) => {
    const space = loadSpace(ctx, 'admin', 'delete the space');
    // Its pages as a public space, kept on disk, go with it.
    await changingShown(ctx.svc, { kind: 'space', space }, () =>
      softDeleteSpace(ctx.svc.db, space.id, ctx.svc.clock.now()),
    );
    audit(ctx, space.org_id, 'space.deleted', spaceTarget(space));
    return resetContent();
  });

  router.post('/v1/spaces/:spaceId/restore', async (ctx) => {
    const id = ctx.params.spaceId!;
    const now = ctx.svc.clock.now();
    purgeExpiredSpaces(ctx.svc.db, now);
    const space = getSpaceRow(ctx.svc.db, id);
    if (!space) {
      const tomb = tombstoneOrg(ctx.svc.db, id);
      if (tomb && membership(ctx.svc.db, tomb, ctx.user.id)?.role) {
        throw preconditionFailed(`space ${id} was deleted more than 7 days ago and cannot be restored`);
      }
      throw notFound(`space ${id} not found`);
    }
    const m = membership(ctx.svc.db, space.org_id, ctx.user.id);
    if (!m || m.disabled || m.role === null) throw notFound(`space ${id} not found`);
    requireOrgRole(ctx.svc.db, space.org_id, ctx.user.id, 'admin', 'restore a space');
    if (space.deleted_at) {
      if (now.getTime() - new Date(space.deleted_at).getTime() > RESTORE_WINDOW_MS) {
        throw preconditionFailed(`space ${id} was deleted more than 7 days ago and cannot be restored`);
      }
      await changingShown(ctx.svc, { kind: 'space', space }, () => restoreSpace(ctx.svc.db, id, now));
    }
    return ok(show(ctx, id));
  });

  router.post('/v1/spaces/:spaceId/duplicate', (ctx) => {
    const space = loadSpace(ctx);
    requireOrgRole(ctx.svc.db, space.org_id, ctx.user.id, 'create', 'duplicate a space');
    const copy = duplicateSpace(ctx.svc.db, space, ctx.svc.clock.now());
    return created(show(ctx, copy.id));
  });

  router.post('/v1/spaces/:spaceId/move', (ctx) => {
    const space = loadSpace(ctx);
    requireOrgRole(ctx.svc.db, space.org_id, ctx.user.id, 'create', 'move a space');
    const body = parseBody({ parent: v.string({ min: 1 }).orNull().opt(), position: positionRule.opt() }, ctx.body);
    moveSpace(ctx.svc.db, space, body.parent, body.position, ctx.svc.clock.now());
    return ok(show(ctx, space.id));
  });

  router.post('/v1/spaces/:spaceId/transfer', (ctx) => {
    const space = loadSpace(ctx);
    requireOrgRole(ctx.svc.db, space.org_id, ctx.user.id, 'admin', 'transfer a space');
    const body = parseBody({ organization: v.string({ min: 1 }), collection: v.string({ min: 1 }).opt() }, ctx.body);
    const target = membership(ctx.svc.db, body.organization, ctx.user.id);
    if (target?.role !== 'admin')
      throw preconditionFailed(
        `organization: you must be an admin of organization ${body.organization} to transfer into it`,
      );
    checkParentCollection(ctx.svc.db, body.organization, body.collection);
    transferSpace(ctx.svc.db, space.id, body.organization, body.collection ?? null, ctx.svc.clock.now());
    return ok(show(ctx, space.id));
  });

  router.get('/v1/orgs/:organizationId/spaces', (ctx) => {
    const org = loadOrg(ctx);
    const page = ctx.query.page({ order: false });
    const m = membership(ctx.svc.db, org.id, ctx.user.id)!;
    // Guests see only the spaces granted to them.
    const result = listOrgSpaces(ctx.svc.db, org.id, m.role === null ? ctx.user.id : undefined, page);
    return ok(listBody(serializeSpaces(ctx.svc, ctx.user.id, result.rows), result.count, result.next));
  });

  router.post('/v1/orgs/:organizationId/spaces', (ctx) => {
    const org = loadOrg(ctx);
    requireOrgRole(ctx.svc.db, org.id, ctx.user.id, 'create', 'create a space');
    const body = parseBody(spaceCreate, ctx.body);
    checkParentCollection(ctx.svc.db, org.id, body.parent);
    if (body.visibility === 'in-collection' && !body.parent)
      throw conflict('visibility: in-collection is only for spaces in a collection');
    const space = createSpace(
      ctx.svc.db,
      {
        orgId: org.id,
        title: body.title,
        emoji: body.emoji,
        parentId: body.parent,
        editMode: body.editMode,
        visibility: body.visibility,
      },
      ctx.svc.clock.now(),
    );
    audit(ctx, org.id, 'space.created', spaceTarget(space));
    return created(show(ctx, space.id));
  });
}
