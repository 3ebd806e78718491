import { ok, type RouteContext } from '../../context.js';
import { notFound } from '../../errors.js';
import type { Router } from '../../router.js';
import { serializePublishedSite } from '../../serializers/site-published.js';
import {
  findSiteSpace,
  serializeSection,
  serializeSectionGroup,
  serializeStructure,
} from '../../serializers/site-structure.js';
import type { SiteRow } from '../../store/sites/rows.js';
import { sortItem, type ItemPointer, type ItemType } from '../../content/site-structure.js';
import { flattenSections } from '../../store/sites/tree.js';
import { parseBody, v } from '../../validate.js';
import { loadSite, reloadSite, scopeOf, shareKeyOf, treeOf } from './load.js';

export const ITEM_TYPES = ['site-space', 'site-section', 'site-section-group'] as const;

const pointer = v.object({ type: v.enum(ITEM_TYPES), id: v.string({ min: 1 }) });
const sortBody = { item: pointer, position: v.object({ before: pointer.opt(), after: pointer.opt() }).opt() };

/** One item of the structure, serialized as the reference's SiteStructureItem. */
export function structureItem(ctx: RouteContext, site: SiteRow, item: ItemPointer) {
  const scope = scopeOf(ctx, reloadSite(ctx, site));
  const tree = treeOf(ctx, scope.site);
  const found = findItem(scope, tree, item.type, item.id);
  if (!found) throw notFound(`${item.type} ${item.id} not found in this site`);
  return found;
}

function findItem(scope: ReturnType<typeof scopeOf>, tree: ReturnType<typeof treeOf>, type: ItemType, id: string) {
  if (type === 'site-space') return findSiteSpace(scope, tree, id);
  if (type === 'site-section') {
    const node = flattenSections(tree.top).find((s) => s.row.id === id);
    return node && serializeSection(scope, node);
  }
  const group = tree.top.find((t) => t.kind === 'group' && t.group.row.id === id);
  return group?.kind === 'group' ? serializeSectionGroup(scope, group.group) : undefined;
}

/** Runs a sort (or a deprecated move) in a transaction and answers with the moved item. */
export function sortAndShow(
  ctx: RouteContext,
  site: SiteRow,
  item: ItemPointer,
  position: Parameters<typeof sortItem>[3],
  field?: string,
) {
  sortItem(ctx.svc.db, site.id, item, position, field);
  return ok(structureItem(ctx, site, item));
}

export function registerStructureRoutes(router: Router): void {
  router.get('/v1/orgs/:organizationId/sites/:siteId/structure', (ctx) => {
    const site = loadSite(ctx);
    const scope = scopeOf(ctx, site, shareKeyOf(ctx, site));
    return ok(serializeStructure(scope, treeOf(ctx, site)));
  });

  router.patch('/v1/orgs/:organizationId/sites/:siteId/structure/sort', (ctx) => {
    const site = loadSite(ctx, 'create', 'reorder a site');
    const body = parseBody(sortBody, ctx.body);
    return sortAndShow(ctx, site, body.item, body.position);
  });

  router.get('/v1/orgs/:organizationId/sites/:siteId/published', (ctx) => {
    const site = loadSite(ctx);
    const shareKey = shareKeyOf(ctx, site, true);
    if (!site.published) throw notFound(`site ${site.id} is not published`);
    return ok(serializePublishedSite(scopeOf(ctx, site, shareKey), treeOf(ctx, site)));
  });
}
