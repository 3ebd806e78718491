import { membership, requireOrgRole } from '../../auth/access.js';
import { created, listBody, ok, resetContent, type RouteContext } from '../../context.js';
import { createSite, updateSite } from '../../content/site-structure.js';
import type { Router } from '../../router.js';
import { serializeSite } from '../../serializers/site.js';
import type { SiteRow } from '../../store/sites/rows.js';
import { deleteSite, listSites, setSitePublished } from '../../store/sites/sites.js';
import { getSiteRow } from '../../store/sites/structure.js';
import { changingShown } from '../../published/shown.js';
import { parseBody, v } from '../../validate.js';
import { AGENTS_CONTEXT, SITE_NEW_SPACE, SITE_TYPES, SITE_VISIBILITIES } from '../../../common/enums.js';
import { LIMITS } from '../../../common/limits.js';
import { loadOrg } from '../load.js';
import { loadSite, reloadSite, spaceForSite } from './load.js';

const siteCreate = {
  type: v.enum(SITE_TYPES).opt(),
  title: v.string(LIMITS.siteTitle).opt(),
  visibility: v.enum(SITE_VISIBILITIES).opt(),
  spaces: v
    .oneOf(
      v.array(v.string({ min: 1 }), { max: 100 }),
      v.enum(SITE_NEW_SPACE),
      `must be a list of space ids, or one of ${SITE_NEW_SPACE.join(', ')}`,
    )
    .opt(),
};

const sitePatch = {
  title: v.string(LIMITS.siteTitle).opt(),
  visibility: v.enum(SITE_VISIBILITIES).opt(),
  basename: v.string(LIMITS.siteBasename).opt(),
  adaptiveContent: v.object({ enabled: v.boolean() }).opt(),
  agentsContext: v.enum(AGENTS_CONTEXT).opt(),
  defaultSiteSpace: v.string({ min: 1 }).opt(),
  defaultSiteSection: v.string({ min: 1 }).opt(),
  proxy: v.string(LIMITS.siteProxy).orNull().opt(),
};

/** Fields that decide who sees the site and where: organization admins only. */
const AUDIENCE_FIELDS = ['visibility', 'proxy', 'agentsContext'] as const;

const show = (ctx: RouteContext, site: SiteRow) => serializeSite(ctx.svc, reloadSite(ctx, site));

export function registerSiteCrudRoutes(router: Router): void {
  router.get('/v1/orgs/:organizationId/sites', (ctx) => {
    const org = loadOrg(ctx);
    const page = ctx.query.page({ order: false });
    const filters = {
      space: ctx.query.string('space', { max: 256 }),
      title: ctx.query.string('title', { max: LIMITS.siteTitle.max }),
      published: ctx.query.bool('published'),
      type: ctx.query.enum('type', SITE_TYPES),
    };
    // Guests see no sites.
    const none = membership(ctx.svc.db, org.id, ctx.user.id)?.role === null;
    const result = listSites(ctx.svc.db, org.id, { ...filters, none }, page);
    return ok(
      listBody(
        result.rows.map((s) => serializeSite(ctx.svc, s)),
        result.count,
        result.next,
      ),
    );
  });

  router.post('/v1/orgs/:organizationId/sites', (ctx) => {
    const org = loadOrg(ctx);
    requireOrgRole(ctx.svc.db, org.id, ctx.user.id, 'create', 'create a site');
    const body = parseBody(siteCreate, ctx.body);
    const ids = Array.isArray(body.spaces) ? [...new Set(body.spaces)] : [];
    const spaces = ids.map((id, i) => spaceForSite(ctx, org.id, id, `spaces[${i}]`));
    const firstTitle = spaces[0]?.title;
    const title = body.title ?? (firstTitle && [...firstTitle].length >= 2 ? firstTitle : 'Untitled site');
    const site = createSite(
      ctx.svc.db,
      {
        orgId: org.id,
        title,
        type: body.type,
        visibility: body.visibility,
        spaces,
        newSpace: typeof body.spaces === 'string' ? body.spaces : undefined,
      },
      ctx.svc.clock.now(),
    );
    return created(serializeSite(ctx.svc, site));
  });

  router.get('/v1/orgs/:organizationId/sites/:siteId', (ctx) => ok(serializeSite(ctx.svc, loadSite(ctx))));

  router.patch('/v1/orgs/:organizationId/sites/:siteId', async (ctx) => {
    const site = loadSite(ctx, 'create', 'update a site');
    const patch = parseBody(sitePatch, ctx.body);
    if (AUDIENCE_FIELDS.some((f) => patch[f] !== undefined))
      requireOrgRole(ctx.svc.db, site.org_id, ctx.user.id, 'admin', 'change who can see a site');
    // Put behind a share link or visitor authentication, its pages kept for everyone go.
    await changingShown(ctx.svc, { kind: 'site', site }, () => updateSite(ctx.svc.db, site, patch));
    return ok(show(ctx, site));
  });

  router.delete('/v1/orgs/:organizationId/sites/:siteId', async (ctx) => {
    const site = loadSite(ctx, 'admin', 'delete a site');
    await changingShown(ctx.svc, { kind: 'site', site }, async () => {
      await syncPublishedFiles(ctx, site, false);
      deleteSite(ctx.svc.db, site.id);
    });
    return resetContent();
  });

  for (const [verb, published] of [
    ['publish', 1],
    ['unpublish', 0],
  ] as const) {
    router.post(`/v1/orgs/:organizationId/sites/:siteId/${verb}`, async (ctx) => {
      const site = loadSite(ctx, 'admin', `${verb} a site`);
      await changingShown(ctx.svc, { kind: 'site', site }, async () => {
        setSitePublished(ctx.svc.db, site.id, published === 1);
        await syncPublishedFiles(ctx, site, published === 1);
      });
      if (published === 1) {
        // Its pages are rendered ahead of its readers, in the background.
        const { renderAhead } = await import('../../published/ahead.js');
        renderAhead(ctx.svc, { kind: 'site', site: getSiteRow(ctx.svc.db, site.id) ?? site });
      }
      return ok(show(ctx, site));
    });
  }
}

/** The embedded workspace keeps published sites as files (loaded only there: the renderer is heavy). */
async function syncPublishedFiles(ctx: RouteContext, site: SiteRow, published: boolean): Promise<void> {
  if (!ctx.svc.config.publishDir) return;
  const { syncPublishedFiles: sync } = await import('../../published/embedded.js');
  const fresh = getSiteRow(ctx.svc.db, site.id) ?? site;
  await sync(ctx.svc, fresh, published);
}
