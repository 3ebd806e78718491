import { checkSpaceRole, liveSpaceWithRole, membership, requireMember } from '../auth/access.js';
import type { Role } from '../auth/roles.js';
import type { RouteContext } from '../context.js';
import { notFound } from '../errors.js';
import { getCollection } from '../store/collections.js';
import { getOrganization } from '../store/organizations.js';
import type { CollectionRow, OrganizationRow, SpaceRow } from '../store/rows.js';

/** The organization in the path, visible to the caller (members and guests), or 404. */
export function loadOrg(ctx: RouteContext, id = ctx.params.organizationId!): OrganizationRow {
  const org = getOrganization(ctx.svc.db, id);
  if (!org) throw notFound(`organization ${id} not found`);
  requireMember(ctx.svc.db, org.id, ctx.user.id);
  return org;
}

/** A live (not deleted) space the caller can at least read; 403 when the role is below `needed`. */
export function loadSpace(
  ctx: RouteContext,
  needed: Role = 'read',
  action = 'do this',
  id = ctx.params.spaceId!,
): SpaceRow {
  return loadSpaceWithRole(ctx, needed, action, id).space;
}

/** `loadSpace`, with the caller's role on the space (one statement for both). */
export function loadSpaceWithRole(
  ctx: RouteContext,
  needed: Role = 'read',
  action = 'do this',
  id = ctx.params.spaceId!,
): { space: SpaceRow; role: Role } {
  const found = liveSpaceWithRole(ctx.svc.db, id, ctx.user.id);
  if (!found) throw notFound(`space ${id} not found`);
  return { space: found.space, role: checkSpaceRole(id, found.role, needed, action) };
}

/** A collection whose organization the caller belongs to as a non-guest, or 404. */
export function loadCollection(ctx: RouteContext, id = ctx.params.collectionId!): CollectionRow {
  const c = getCollection(ctx.svc.db, id);
  const m = c && membership(ctx.svc.db, c.org_id, ctx.user.id);
  if (!c || !m || m.disabled || m.role === null) throw notFound(`collection ${id} not found`);
  return c;
}

export const nowIso = (ctx: RouteContext) => ctx.svc.clock.now().toISOString();
