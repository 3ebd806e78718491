import { requireOrgRole, membership } from '../auth/access.js';
import { created, listBody, ok, resetContent, type RouteContext } from '../context.js';
import { checkParentCollection, moveCollection } from '../content/placement.js';
import { preconditionFailed } from '../errors.js';
import type { Router } from '../router.js';
import { serializeCollection } from '../serializers/collection.js';
import { serializeSpaces } from '../serializers/space.js';
import {
  deleteCollection,
  getCollection,
  insertCollection,
  listCollections,
  listCollectionSpaces,
  transferCollection,
  updateCollection,
} from '../store/collections.js';
import { parseBody, v } from '../validate.js';
import { LIMITS } from '../../common/limits.js';
import { DEFAULT_LEVELS } from '../../common/enums.js';
import { loadCollection, loadOrg } from './load.js';
import { positionRule } from './position.js';

const collectionPatch = {
  title: v.string(LIMITS.collectionTitle).opt(),
  description: v.string(LIMITS.collectionDescription).opt(),
  defaultLevel: v.enum(DEFAULT_LEVELS).orNull().opt(),
};

const show = (ctx: RouteContext, id: string) =>
  serializeCollection(ctx.svc, ctx.user.id, getCollection(ctx.svc.db, id)!);

export function registerCollectionRoutes(router: Router): void {
  router.get('/v1/collections/:collectionId', (ctx) =>
    ok(serializeCollection(ctx.svc, ctx.user.id, loadCollection(ctx))),
  );

  router.patch('/v1/collections/:collectionId', (ctx) => {
    const c = loadCollection(ctx);
    requireOrgRole(ctx.svc.db, c.org_id, ctx.user.id, 'admin', 'update a collection');
    const patch = parseBody(collectionPatch, ctx.body);
    const { defaultLevel, ...rest } = patch;
    updateCollection(ctx.svc.db, c.id, {
      ...rest,
      ...(defaultLevel !== undefined ? { defaultLevel: defaultLevel === 'inherit' ? null : defaultLevel } : {}),
    });
    return ok(show(ctx, c.id));
  });

  router.delete('/v1/collections/:collectionId', (ctx) => {
    const c = loadCollection(ctx);
    requireOrgRole(ctx.svc.db, c.org_id, ctx.user.id, 'admin', 'delete a collection');
    deleteCollection(ctx.svc.db, c.id);
    return resetContent();
  });

  router.get('/v1/collections/:collectionId/spaces', (ctx) => {
    const c = loadCollection(ctx);
    const result = listCollectionSpaces(ctx.svc.db, c.id, ctx.query.page({ order: false }));
    return ok(listBody(serializeSpaces(ctx.svc, ctx.user.id, result.rows), result.count, result.next));
  });

  router.post('/v1/collections/:collectionId/move', (ctx) => {
    const c = loadCollection(ctx);
    requireOrgRole(ctx.svc.db, c.org_id, ctx.user.id, 'create', 'move a collection');
    const body = parseBody({ parent: v.string({ min: 1 }).orNull().opt(), position: positionRule.opt() }, ctx.body);
    moveCollection(ctx.svc.db, c, body.parent, body.position);
    return ok(show(ctx, c.id));
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
    transferCollection(ctx.svc.db, c.id, body.organization);
    return ok(show(ctx, c.id));
  });

  router.get('/v1/orgs/:organizationId/collections', (ctx) => {
    const org = loadOrg(ctx);
    const page = ctx.query.page({ order: false });
    const nested = ctx.query.bool('nested', true);
    // Guests see no collections.
    const guest = membership(ctx.svc.db, org.id, ctx.user.id)?.role === null;
    const result = listCollections(ctx.svc.db, org.id, { nested, none: guest }, page);
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
    checkParentCollection(ctx.svc.db, org.id, body.parent);
    const c = insertCollection(
      ctx.svc.db,
      { orgId: org.id, parentId: body.parent ?? null, title: body.title ?? '' },
      ctx.svc.clock.now(),
    );
    return created(show(ctx, c.id));
  });
}
