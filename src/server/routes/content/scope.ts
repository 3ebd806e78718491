import type { Role } from '../../auth/roles.js';
import type { RouteContext } from '../../context.js';
import { notFound } from '../../errors.js';
import { findChangeRequest, type ChangeRequestRow } from '../../store/content/change-requests.js';
import type { ContentScope } from '../../content/scope.js';
import type { SpaceRow } from '../../store/rows.js';
import { loadSpace } from '../load.js';

/** The change request in the path (id or number) of a space the caller can read, or 404. */
export function loadChangeRequest(ctx: RouteContext, space: SpaceRow): ChangeRequestRow {
  const key = ctx.params.changeRequestId!;
  const cr = findChangeRequest(ctx.svc.db, space.id, key);
  if (!cr) throw notFound(`change request ${key} not found in space ${space.id}`);
  return cr;
}

/** The space's content, or the change request's when the path names one. */
export function loadScope(ctx: RouteContext, needed: Role = 'read', action = 'do this'): ContentScope {
  const space = loadSpace(ctx, needed, action);
  if (ctx.params.changeRequestId === undefined) return { space, revisionId: space.revision_id };
  const cr = loadChangeRequest(ctx, space);
  return { space, cr, revisionId: cr.revision_id };
}

export { requireEditable } from '../../content/change-requests.js';

export const CONTENT_PREFIXES = [
  '/v1/spaces/:spaceId/content',
  '/v1/spaces/:spaceId/change-requests/:changeRequestId/content',
] as const;
