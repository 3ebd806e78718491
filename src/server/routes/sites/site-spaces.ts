import { created, listBody, ok, resetContent, type RouteContext } from '../../context.js';
import { conflict, notFound } from '../../errors.js';
import type { Router } from '../../router.js';
import { findSiteSpace, serializeSiteSpace } from '../../serializers/site-structure.js';
import { arrayPage } from '../../store/pagination.js';
import type { SiteRow, SiteSpaceRow } from '../../store/sites/rows.js';
import { deleteSiteSpace, insertSiteSpace, updateSiteSpace } from '../../content/site-structure.js';
import { getSection, getSiteSpace, usesSections } from '../../store/sites/structure.js';
import { flattenSections } from '../../store/sites/tree.js';
import { parseBody, v } from '../../validate.js';
import { LIMITS } from '../../../common/limits.js';
import { loadSite, reloadSite, scopeOf, shareKeyOf, spaceForSite, treeOf } from './load.js';
import { sortAndShow } from './structure.js';

const siteSpaceCreate = { spaceId: v.string({ min: 1 }), sectionId: v.string({ min: 1 }).opt() };
const siteSpacePatch = {
  path: v.string(LIMITS.sectionPath).opt(),
  condition: v.string(LIMITS.condition).orNull().opt(),
  spaceId: v.string({ min: 1 }).opt(),
};
const siteSpacePointer = v.object({ type: v.enum(['site-space'] as const), siteSpace: v.string({ min: 1 }) });
const siteSpaceMove = { position: v.object({ before: siteSpacePointer.opt(), after: siteSpacePointer.opt() }).opt() };

function showSiteSpace(ctx: RouteContext, site: SiteRow, id: string) {
  const fresh = reloadSite(ctx, site);
  const found = findSiteSpace(scopeOf(ctx, fresh), treeOf(ctx, fresh), id);
  if (!found) throw notFound(`site space ${id} not found in site ${site.id}`);
  return found;
}

function loadSiteSpace(ctx: RouteContext, site: SiteRow): SiteSpaceRow {
  const row = getSiteSpace(ctx.svc.db, site.id, ctx.params.siteSpaceId!);
  if (!row) throw notFound(`site space ${ctx.params.siteSpaceId} not found in site ${site.id}`);
  return row;
}

/** Where a new site space goes: the given section, else the default section, else the root. */
function targetSection(ctx: RouteContext, site: SiteRow, sectionId: string | undefined): string | null {
  const db = ctx.svc.db;
  if (sectionId !== undefined) {
    if (!getSection(db, site.id, sectionId)) throw notFound(`sectionId: section ${sectionId} not found in this site`);
    return sectionId;
  }
  if (!usesSections(db, site.id)) return null;
  const sections = flattenSections(treeOf(ctx, site).top);
  const fallback = sections.find((s) => s.isDefault) ?? sections[0];
  if (!fallback) throw conflict('sectionId: this site has section groups but no section yet; add a section first');
  return fallback.row.id;
}

const BASE = '/v1/orgs/:organizationId/sites/:siteId/site-spaces';

export function registerSiteSpaceRoutes(router: Router): void {
  router.get(BASE, (ctx) => {
    const site = loadSite(ctx);
    const scope = scopeOf(ctx, site, shareKeyOf(ctx, site));
    const onlyDefault = ctx.query.bool('default');
    const tree = treeOf(ctx, site);
    const all = [
      ...tree.rootSpaces.map((node) => ({ node, section: undefined })),
      ...flattenSections(tree.top).flatMap((section) => section.siteSpaces.map((node) => ({ node, section }))),
    ];
    // `default` is per level, as in the items: the default of the root or of each section.
    const items = onlyDefault === undefined ? all : all.filter((e) => e.node.isDefault === onlyDefault);
    const page = arrayPage(items, ctx.query.page({ order: false }));
    return ok(
      listBody(
        page.rows.map((e) => serializeSiteSpace(scope, e.node, e.section)),
        page.count,
        page.next,
      ),
    );
  });

  router.post(BASE, (ctx) => {
    const site = loadSite(ctx, 'create', 'add a space to a site');
    const body = parseBody(siteSpaceCreate, ctx.body);
    const space = spaceForSite(ctx, site.org_id, body.spaceId);
    const row = insertSiteSpace(
      ctx.svc.db,
      site.id,
      space,
      targetSection(ctx, site, body.sectionId),
      ctx.svc.clock.now(),
    );
    return created(showSiteSpace(ctx, site, row.id));
  });

  router.patch(`${BASE}/:siteSpaceId`, (ctx) => {
    const site = loadSite(ctx, 'create', 'update a site space');
    const row = loadSiteSpace(ctx, site);
    const patch = parseBody(siteSpacePatch, ctx.body);
    const space = patch.spaceId !== undefined ? spaceForSite(ctx, site.org_id, patch.spaceId) : undefined;
    updateSiteSpace(ctx.svc.db, site.id, row, { path: patch.path, condition: patch.condition, spaceId: space?.id });
    return ok(showSiteSpace(ctx, site, row.id));
  });

  router.delete(`${BASE}/:siteSpaceId`, (ctx) => {
    const site = loadSite(ctx, 'create', 'remove a space from a site');
    const row = loadSiteSpace(ctx, site);
    deleteSiteSpace(ctx.svc.db, site.id, row.id);
    return resetContent();
  });

  router.post(`${BASE}/:siteSpaceId/move`, (ctx) => {
    const site = loadSite(ctx, 'create', 'move a site space');
    const row = loadSiteSpace(ctx, site);
    const body = parseBody(siteSpaceMove, ctx.body);
    const toItem = (p?: { siteSpace: string }) => p && { type: 'site-space' as const, id: p.siteSpace };
    const position = body.position && { before: toItem(body.position.before), after: toItem(body.position.after) };
    return sortAndShow(ctx, site, { type: 'site-space', id: row.id }, position, 'position');
  });
}
