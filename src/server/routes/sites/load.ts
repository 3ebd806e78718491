import { membership, requireOrgRole, spaceRole } from '../../auth/access.js';
import type { Role } from '../../auth/roles.js';
import type { RouteContext } from '../../context.js';
import { badRequest, notFound } from '../../errors.js';
import type { SiteScope } from '../../serializers/site.js';
import type { SpaceRow } from '../../store/rows.js';
import type { SiteRow } from '../../store/sites/rows.js';
import { activeShareLink } from '../../store/sites/share-links.js';
import { getLiveSpace } from '../../store/spaces.js';
import { getSiteRow } from '../../store/sites/structure.js';
import { loadTree, type SiteTree } from '../../store/sites/tree.js';
import { loadOrg } from '../load.js';

/**
 * The site in the path. Readers are members with a role (guests and outsiders get 404); with
 * `needed`, a weaker organization role gets 403.
 */
export function loadSite(ctx: RouteContext, needed?: Role, action = 'change the site'): SiteRow {
  const org = loadOrg(ctx);
  const id = ctx.params.siteId!;
  const site = getSiteRow(ctx.svc.db, id);
  const m = membership(ctx.svc.db, org.id, ctx.user.id);
  if (!site || site.org_id !== org.id || !m || m.role === null) throw notFound(`site ${id} not found`);
  if (needed) requireOrgRole(ctx.svc.db, org.id, ctx.user.id, needed, action);
  return site;
}

/** Re-reads a site after a change. */
export const reloadSite = (ctx: RouteContext, site: SiteRow) => getSiteRow(ctx.svc.db, site.id)!;

export function scopeOf(ctx: RouteContext, site: SiteRow, shareKey?: string): SiteScope {
  return { svc: ctx.svc, viewerId: ctx.user.id, site, shareKey };
}

export const treeOf = (ctx: RouteContext, site: SiteRow): SiteTree => loadTree(ctx.svc.db, site);

/**
 * The `shareKey` query parameter. A key that is not an active share link of the site is a 404;
 * `required` makes a share-link site unreadable without one. Returns the key when published
 * URLs should carry it (share-link sites).
 */
export function shareKeyOf(ctx: RouteContext, site: SiteRow, required = false): string | undefined {
  const key = ctx.query.string('shareKey', { max: 256 });
  if (key === undefined) {
    if (required && site.visibility === 'share-link')
      throw notFound(`site ${site.id} not found: this share-link site needs the shareKey of an active share link`);
    return undefined;
  }
  if (!activeShareLink(ctx.svc.db, site.id, key))
    throw notFound(`shareKey: no active share link of site ${site.id} has this key`);
  return site.visibility === 'share-link' ? key : undefined;
}

/**
 * A space that may be added to the site: live, in the site's organization and readable by the
 * caller. A space of another organization the caller can see is a 400; one it cannot see, a 404.
 */
export function spaceForSite(ctx: RouteContext, orgId: string, spaceId: string, field = 'spaceId'): SpaceRow {
  const space = getLiveSpace(ctx.svc.db, spaceId);
  const role = space && spaceRole(ctx.svc.db, space, ctx.user.id);
  if (!space || !role) throw notFound(`${field}: space ${spaceId} not found`);
  if (space.org_id !== orgId)
    throw badRequest(
      `${field}: space ${spaceId} belongs to another organization; a site can only use spaces of its own organization`,
    );
  return space;
}
