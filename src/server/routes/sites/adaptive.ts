import { ok, type RouteContext } from '../../context.js';
import type { Router } from '../../router.js';
import type { SiteRow } from '../../store/sites/rows.js';
import { setAdaptiveSchema } from '../../store/sites/sites.js';
import { parseBody, v } from '../../validate.js';
import { checkAdaptiveSchema, emptyAdaptiveSchema, templateConditions, type AdaptiveSchema } from './adaptive-rules.js';
import { loadSite, reloadSite } from './load.js';

const BASE = '/v1/orgs/:organizationId/sites/:siteId/adaptive-schema';

/** The stored schema, or an empty one (no claims) dated from the site's creation. */
function current(site: SiteRow): { jsonSchema: AdaptiveSchema; updatedAt: string } {
  return site.adaptive_schema
    ? { jsonSchema: JSON.parse(site.adaptive_schema) as AdaptiveSchema, updatedAt: site.adaptive_updated_at! }
    : { jsonSchema: emptyAdaptiveSchema(), updatedAt: site.created_at };
}

const show = (site: SiteRow) => ({ object: 'site-adaptive-schema' as const, ...current(site) });

export function registerAdaptiveRoutes(router: Router): void {
  router.get(BASE, (ctx) => ok(show(loadSite(ctx))));

  router.put(BASE, (ctx: RouteContext) => {
    const site = loadSite(ctx, 'create', 'change the adaptive schema of a site');
    const body = parseBody({ jsonSchema: v.any() }, ctx.body);
    const schema = checkAdaptiveSchema(body.jsonSchema);
    setAdaptiveSchema(ctx.svc.db, site.id, JSON.stringify(schema), ctx.svc.clock.now());
    return ok(show(reloadSite(ctx, site)));
  });

  router.get(`${BASE}/template-conditions`, (ctx) =>
    ok({ items: templateConditions(current(loadSite(ctx)).jsonSchema) }),
  );
}
