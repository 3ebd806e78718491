import { membership, requireOrgRole } from '../auth/access.js';
import { created, listBody, ok, resetContent, type RouteContext } from '../context.js';
import { conflict, notFound, preconditionFailed } from '../errors.js';
import type { Router } from '../router.js';
import { serializeSpace, serializeSpaces } from '../serializers/space.js';
import { keysetPage } from '../store/pagination.js';
import type { SpaceRow } from '../store/rows.js';
import { createSpace, duplicateSpace, getSpaceRow, purgeExpiredSpaces, RESTORE_WINDOW_MS } from '../store/spaces.js';
import { parseBody, v } from '../validate.js';
import { LIMITS } from '../../common/limits.js';
import { DEFAULT_LEVELS, SPACE_EDIT_MODES, SPACE_VISIBILITIES } from '../../common/enums.js';
import { loadOrg, loadSpace } from './load.js';
import { positionRule, resolvePosition } from './position.js';

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

function touch(ctx: RouteContext, id: string): void {
  ctx.svc.db.run('UPDATE spaces SET updated_at = ? WHERE id = ?', ctx.svc.clock.now().toISOString(), id);
}

function checkParent(ctx: RouteContext, orgId: string, parent: string | null | undefined): void {
  if (parent && !ctx.svc.db.get('SELECT 1 FROM collections WHERE id = ? AND org_id = ?', parent, orgId)) {
    throw notFound(`parent: collection ${parent} not found`);
  }
}

export function registerSpaceRoutes(router: Router): void {
  router.get('/v1/spaces/:spaceId', (ctx) => {
    ctx.query.string('shareKey', { max: 256 });
    return ok(serializeSpace(ctx.svc, ctx.user.id, loadSpace(ctx)));
  });

  router.patch('/v1/spaces/:spaceId', (ctx) => {
    const space = loadSpace(ctx, 'admin', 'update the space');
    const patch = parseBody(spacePatch, ctx.body);
    const columns: Record<string, string> = {
      title: 'title',
      emoji: 'emoji',
      editMode: 'edit_mode',
      defaultLevel: 'default_level',
      visibility: 'visibility',
    };
    if (patch.visibility === 'in-collection' && !space.parent_id)
      throw conflict('visibility: in-collection is only for spaces in a collection');
    ctx.svc.db.tx(() => {
      for (const [key, column] of Object.entries(columns)) {
        const raw = patch[key as keyof typeof patch];
        // `inherit` is stored as no level of its own; no emoji is stored as ''.
        const value = key === 'defaultLevel' && raw === 'inherit' ? null : key === 'emoji' && raw === null ? '' : raw;
        if (value !== undefined) ctx.svc.db.run(`UPDATE spaces SET ${column} = ? WHERE id = ?`, value, space.id);
      }
      touch(ctx, space.id);
    });
    return ok(show(ctx, space.id));
  });

  router.delete('/v1/spaces/:spaceId', (ctx) => {
    const space = loadSpace(ctx, 'admin', 'delete the space');
    ctx.svc.db.run('UPDATE spaces SET deleted_at = ? WHERE id = ?', ctx.svc.clock.now().toISOString(), space.id);
    return resetContent();
  });

  router.post('/v1/spaces/:spaceId/restore', (ctx) => {
    const id = ctx.params.spaceId!;
    const now = ctx.svc.clock.now();
    purgeExpiredSpaces(ctx.svc.db, now);
    const space = getSpaceRow(ctx.svc.db, id);
    if (!space) {
      const tomb = ctx.svc.db.get<{ org_id: string }>('SELECT org_id FROM space_tombstones WHERE id = ?', id);
      if (tomb && membership(ctx.svc.db, tomb.org_id, ctx.user.id)?.role) {
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
      ctx.svc.db.run('UPDATE spaces SET deleted_at = NULL, updated_at = ? WHERE id = ?', now.toISOString(), id);
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
    ctx.svc.db.tx(() => {
      const parentId = body.parent === undefined ? space.parent_id : body.parent;
      checkParent(ctx, space.org_id, parentId);
      const placed = resolvePosition(ctx, space.org_id, space.id, parentId, body.position);
      ctx.svc.db.run(
        'UPDATE spaces SET parent_id = ?, position = ? WHERE id = ?',
        placed.parentId,
        placed.position,
        space.id,
      );
      touch(ctx, space.id);
    });
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
    checkParent(ctx, body.organization, body.collection);
    ctx.svc.db.tx(() => {
      ctx.svc.db.run(
        'UPDATE spaces SET org_id = ?, parent_id = ? WHERE id = ?',
        body.organization,
        body.collection ?? null,
        space.id,
      );
      touch(ctx, space.id);
    });
    return ok(show(ctx, space.id));
  });

  router.get('/v1/orgs/:organizationId/spaces', (ctx) => {
    const org = loadOrg(ctx);
    const page = ctx.query.page({ order: false });
    const m = membership(ctx.svc.db, org.id, ctx.user.id)!;
    const where = ['org_id = ?', 'deleted_at IS NULL'];
    const params: unknown[] = [org.id];
    if (m.role === null) {
      where.push(
        `(id IN (SELECT space_id FROM space_grants WHERE user_id = ?) OR id IN (SELECT ts.space_id FROM team_spaces ts JOIN team_members tm ON tm.team_id = ts.team_id WHERE tm.user_id = ?))`,
      );
      params.push(ctx.user.id, ctx.user.id);
    }
    const result = keysetPage<SpaceRow>(ctx.svc.db, {
      from: 'spaces',
      columns: '*',
      where,
      params,
      seq: 'seq',
      page: { ...page, order: 'asc' },
    });
    return ok(listBody(serializeSpaces(ctx.svc, ctx.user.id, result.rows), result.count, result.next));
  });

  router.post('/v1/orgs/:organizationId/spaces', (ctx) => {
    const org = loadOrg(ctx);
    requireOrgRole(ctx.svc.db, org.id, ctx.user.id, 'create', 'create a space');
    const body = parseBody(spaceCreate, ctx.body);
    checkParent(ctx, org.id, body.parent);
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
    return created(show(ctx, space.id));
  });
}
