import { requireOrgRole, membership } from '../auth/access.js';
import { created, listBody, ok, resetContent, type RouteContext } from '../context.js';
import { conflict, notFound, preconditionFailed } from '../errors.js';
import { newId } from '../ids.js';
import type { Router } from '../router.js';
import { serializeCollection } from '../serializers/collection.js';
import { serializeSpaces } from '../serializers/space.js';
import { keysetPage } from '../store/pagination.js';
import { lastPosition } from '../store/positions.js';
import type { CollectionRow, SpaceRow } from '../store/rows.js';
import { parseBody, v } from '../validate.js';
import { LIMITS } from '../../common/limits.js';
import { DEFAULT_LEVELS } from '../../common/enums.js';
import { loadCollection, loadOrg } from './load.js';
import { positionRule, resolvePosition } from './position.js';

const collectionPatch = {
  title: v.string(LIMITS.collectionTitle).opt(),
  description: v.string(LIMITS.collectionDescription).opt(),
  defaultLevel: v.enum(DEFAULT_LEVELS).orNull().opt(),
};

const getCollection = (ctx: RouteContext, id: string) =>
  ctx.svc.db.get<CollectionRow>('SELECT * FROM collections WHERE id = ?', id)!;

/** Ids of a collection and everything nested in it. */
function subtree(ctx: RouteContext, id: string): string[] {
  return ctx.svc.db
    .all<{ id: string }>(
      `WITH RECURSIVE t(id) AS (SELECT ? UNION ALL SELECT c.id FROM collections c JOIN t ON c.parent_id = t.id) SELECT id FROM t`,
      id,
    )
    .map((r) => r.id);
}

export function registerCollectionRoutes(router: Router): void {
  router.get('/v1/collections/:collectionId', (ctx) =>
    ok(serializeCollection(ctx.svc, ctx.user.id, loadCollection(ctx))),
  );

  router.patch('/v1/collections/:collectionId', (ctx) => {
    const c = loadCollection(ctx);
    requireOrgRole(ctx.svc.db, c.org_id, ctx.user.id, 'admin', 'update a collection');
    const patch = parseBody(collectionPatch, ctx.body);
    const db = ctx.svc.db;
    if (patch.title !== undefined) db.run('UPDATE collections SET title = ? WHERE id = ?', patch.title, c.id);
    if (patch.description !== undefined)
      db.run('UPDATE collections SET description = ? WHERE id = ?', patch.description, c.id);
    if (patch.defaultLevel !== undefined)
      db.run(
        'UPDATE collections SET default_level = ? WHERE id = ?',
        patch.defaultLevel === 'inherit' ? null : patch.defaultLevel,
        c.id,
      );
    return ok(serializeCollection(ctx.svc, ctx.user.id, getCollection(ctx, c.id)));
  });

  router.delete('/v1/collections/:collectionId', (ctx) => {
    const c = loadCollection(ctx);
    requireOrgRole(ctx.svc.db, c.org_id, ctx.user.id, 'admin', 'delete a collection');
    ctx.svc.db.run('DELETE FROM collections WHERE id = ?', c.id);
    return resetContent();
  });

  router.get('/v1/collections/:collectionId/spaces', (ctx) => {
    const c = loadCollection(ctx);
    const page = ctx.query.page({ order: false });
    const result = keysetPage<SpaceRow>(
      ctx.svc.db,
      {
        from: 'spaces',
        columns: '*',
        where: ['parent_id = ?', 'deleted_at IS NULL'],
        params: [c.id],
        sort: 'position',
        seq: 'seq',
        page: { ...page, order: 'asc' },
      },
      (row) => row.position,
    );
    return ok(listBody(serializeSpaces(ctx.svc, ctx.user.id, result.rows), result.count, result.next));
  });

  router.post('/v1/collections/:collectionId/move', (ctx) => {
    const c = loadCollection(ctx);
    requireOrgRole(ctx.svc.db, c.org_id, ctx.user.id, 'create', 'move a collection');
    const body = parseBody({ parent: v.string({ min: 1 }).orNull().opt(), position: positionRule.opt() }, ctx.body);
    ctx.svc.db.tx(() => {
      let parentId = body.parent === undefined ? c.parent_id : body.parent;
      if (parentId) {
        const parent = ctx.svc.db.get<CollectionRow>(
          'SELECT * FROM collections WHERE id = ? AND org_id = ?',
          parentId,
          c.org_id,
        );
        if (!parent) throw notFound(`parent: collection ${parentId} not found`);
        if (subtree(ctx, c.id).includes(parentId))
          throw conflict(`parent: cannot move collection ${c.id} into itself or one of its descendants`);
      }
      const placed = resolvePosition(ctx, c.org_id, c.id, parentId ?? null, body.position);
      parentId = placed.parentId;
      if (parentId && subtree(ctx, c.id).includes(parentId))
        throw conflict(`position: cannot move collection ${c.id} into itself or one of its descendants`);
      ctx.svc.db.run(
        'UPDATE collections SET parent_id = ?, position = ? WHERE id = ?',
        parentId,
        placed.position,
        c.id,
      );
    });
    return ok(serializeCollection(ctx.svc, ctx.user.id, getCollection(ctx, c.id)));
  });

  router.post('/v1/collections/:collectionId/transfer', (ctx) => {
    const c = loadCollection(ctx);
    requireOrgRole(ctx.svc.db, c.org_id, ctx.user.id, 'admin', 'transfer a collection');
    const body = parseBody({ organization: v.string({ min: 1 }) }, ctx.body);
    const target = membership(ctx.svc.db, body.organization, ctx.user.id);
    if (target?.role !== 'admin')
      throw preconditionFailed(
        `organization: you must be an admin of organization ${body.organization} to transfer into it`,
      );
    ctx.svc.db.tx(() => {
      const ids = subtree(ctx, c.id);
      const marks = ids.map(() => '?').join(',');
      ctx.svc.db.run(`UPDATE collections SET org_id = ? WHERE id IN (${marks})`, body.organization, ...ids);
      ctx.svc.db.run(`UPDATE spaces SET org_id = ? WHERE parent_id IN (${marks})`, body.organization, ...ids);
      ctx.svc.db.run(
        'UPDATE collections SET parent_id = NULL, position = ? WHERE id = ?',
        lastPosition(ctx.svc.db, body.organization, null),
        c.id,
      );
    });
    return ok(serializeCollection(ctx.svc, ctx.user.id, getCollection(ctx, c.id)));
  });

  router.get('/v1/orgs/:organizationId/collections', (ctx) => {
    const org = loadOrg(ctx);
    const page = ctx.query.page({ order: false });
    const nested = ctx.query.bool('nested', true);
    const m = membership(ctx.svc.db, org.id, ctx.user.id);
    const where = ['org_id = ?'];
    if (!nested) where.push('parent_id IS NULL');
    if (m?.role === null) where.push('0');
    const result = keysetPage<CollectionRow>(ctx.svc.db, {
      from: 'collections',
      columns: '*',
      where,
      params: [org.id],
      seq: 'seq',
      page: { ...page, order: 'asc' },
    });
    return ok(
      listBody(
        result.rows.map((c) => serializeCollection(ctx.svc, ctx.user.id, c)),
        result.count,
        result.next,
      ),
    );
  });

  router.post('/v1/orgs/:organizationId/collections', (ctx) => {
    const org = loadOrg(ctx);
    requireOrgRole(ctx.svc.db, org.id, ctx.user.id, 'create', 'create a collection');
    const body = parseBody(
      { title: v.string(LIMITS.collectionTitle).opt(), parent: v.string({ min: 1 }).opt() },
      ctx.body,
    );
    if (body.parent && !ctx.svc.db.get('SELECT 1 FROM collections WHERE id = ? AND org_id = ?', body.parent, org.id)) {
      throw notFound(`parent: collection ${body.parent} not found`);
    }
    const id = newId();
    ctx.svc.db.run(
      'INSERT INTO collections (id, org_id, parent_id, title, position, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      id,
      org.id,
      body.parent ?? null,
      body.title ?? '',
      lastPosition(ctx.svc.db, org.id, body.parent ?? null),
      ctx.svc.clock.now().toISOString(),
    );
    return created(serializeCollection(ctx.svc, ctx.user.id, getCollection(ctx, id)));
  });
}
