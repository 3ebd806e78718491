import { created, listBody, ok, resetContent, type RouteContext } from '../../context.js';
import { badRequest, notFound } from '../../errors.js';
import type { Router } from '../../router.js';
import { serializeShareLink } from '../../serializers/share-link.js';
import type { ShareLinkRow, SiteRow } from '../../store/sites/rows.js';
import {
  createShareLink,
  deleteShareLink,
  getShareLink,
  listShareLinks,
  updateShareLink,
} from '../../store/sites/share-links.js';
import { parseBody, v } from '../../validate.js';
import { LIMITS } from '../../../common/limits.js';
import { loadSite } from './load.js';

const BASE = '/v1/orgs/:organizationId/sites/:siteId/share-links';

function loadLink(ctx: RouteContext, site: SiteRow): ShareLinkRow {
  const link = getShareLink(ctx.svc.db, site.id, ctx.params.shareLinkId!);
  if (!link) throw notFound(`share link ${ctx.params.shareLinkId} not found in site ${site.id}`);
  return link;
}

/** Share links grant access to the site, so even listing them (keys are in the URLs) is for admins. */
export function registerShareLinkRoutes(router: Router): void {
  router.get(BASE, (ctx) => {
    const site = loadSite(ctx, 'admin', 'see the share links of a site');
    const result = listShareLinks(ctx.svc.db, site.id, ctx.query.page({ order: false }));
    return ok(
      listBody(
        result.rows.map((l) => serializeShareLink(ctx.svc, site, l)),
        result.count,
        result.next,
      ),
    );
  });

  router.post(BASE, (ctx) => {
    const site = loadSite(ctx, 'admin', 'create a share link');
    const body = parseBody({ name: v.string(LIMITS.shareLinkName) }, ctx.body);
    return created(
      serializeShareLink(ctx.svc, site, createShareLink(ctx.svc.db, site.id, body.name, ctx.svc.clock.now())),
    );
  });

  router.patch(`${BASE}/:shareLinkId`, (ctx) => {
    const site = loadSite(ctx, 'admin', 'update a share link');
    const link = loadLink(ctx, site);
    const patch = parseBody({ active: v.boolean().opt(), name: v.string(LIMITS.shareLinkName).opt() }, ctx.body);
    if (patch.active === undefined && patch.name === undefined)
      throw badRequest('body: give at least one of active, name');
    updateShareLink(ctx.svc.db, link.id, patch);
    return ok(serializeShareLink(ctx.svc, site, getShareLink(ctx.svc.db, site.id, link.id)!));
  });

  router.delete(`${BASE}/:shareLinkId`, (ctx) => {
    const site = loadSite(ctx, 'admin', 'delete a share link');
    const link = loadLink(ctx, site);
    deleteShareLink(ctx.svc.db, link.id);
    return resetContent();
  });
}
