import { created, listBody, ok, resetContent, type RouteContext } from '../../context.js';
import { notFound } from '../../errors.js';
import type { Router } from '../../router.js';
import { serializeSection } from '../../serializers/site-structure.js';
import { arrayPage } from '../../store/pagination.js';
import type { SectionRow, SiteRow } from '../../store/sites/rows.js';
import {
  addSection,
  addSectionToGroup,
  deleteSection,
  removeSectionFromGroup,
  updateSection,
} from '../../content/site-structure.js';
import { getGroup, getSection } from '../../store/sites/structure.js';
import { flattenSections } from '../../store/sites/tree.js';
import { parseBody, v } from '../../validate.js';
import { LIMITS } from '../../../common/limits.js';
import { loadSite, reloadSite, scopeOf, shareKeyOf, spaceForSite, treeOf } from './load.js';
import { sortAndShow } from './structure.js';

const sectionCreate = {
  spaceId: v.string({ min: 1 }),
  title: v.string(LIMITS.sectionTitle).orNull().opt(),
  icon: v.string(LIMITS.iconName).orNull().opt(),
};

const sectionPatch = {
  title: v.string(LIMITS.sectionTitle).opt(),
  path: v.string(LIMITS.sectionPath).opt(),
  defaultSiteSpace: v.string({ min: 1 }).opt(),
  condition: v.string(LIMITS.condition).orNull().opt(),
  icon: v.string(LIMITS.iconName).orNull().opt(),
  description: v.string(LIMITS.sectionDescription).orNull().opt(),
  /** 0.202.0: the group to move the section into (last), null for the top level (after its group). */
  siteSectionGroupId: v.string({ min: 1 }).orNull().opt(),
};

const sectionPointer = v.object({ type: v.enum(['site-section'] as const), siteSection: v.string({ min: 1 }) });
const sectionMove = { position: v.object({ before: sectionPointer.opt(), after: sectionPointer.opt() }).opt() };

export function showSection(ctx: RouteContext, site: SiteRow, id: string) {
  const fresh = reloadSite(ctx, site);
  const node = flattenSections(treeOf(ctx, fresh).top).find((s) => s.row.id === id);
  if (!node) throw notFound(`section ${id} not found in site ${site.id}`);
  return serializeSection(scopeOf(ctx, fresh), node);
}

function loadSection(ctx: RouteContext, site: SiteRow): SectionRow {
  const section = getSection(ctx.svc.db, site.id, ctx.params.siteSectionId!);
  if (!section) throw notFound(`section ${ctx.params.siteSectionId} not found in site ${site.id}`);
  return section;
}

const BASE = '/v1/orgs/:organizationId/sites/:siteId/sections';

export function registerSectionRoutes(router: Router): void {
  router.get(BASE, (ctx) => {
    const site = loadSite(ctx);
    const scope = scopeOf(ctx, site, shareKeyOf(ctx, site));
    const page = arrayPage(flattenSections(treeOf(ctx, site).top), ctx.query.page({ order: false }));
    return ok(
      listBody(
        page.rows.map((s) => serializeSection(scope, s)),
        page.count,
        page.next,
      ),
    );
  });

  router.post(BASE, (ctx) => {
    const site = loadSite(ctx, 'create', 'add a section');
    const body = parseBody(sectionCreate, ctx.body);
    const space = spaceForSite(ctx, site.org_id, body.spaceId);
    const section = addSection(ctx.svc.db, site, space, body, ctx.svc.clock.now());
    return created(showSection(ctx, site, section.id));
  });

  router.patch(`${BASE}/:siteSectionId`, (ctx) => {
    const site = loadSite(ctx, 'create', 'update a section');
    const section = loadSection(ctx, site);
    const { siteSectionGroupId: asked, ...patch } = parseBody(sectionPatch, ctx.body);
    // A service of the seed reference does not know the field: it ignores it.
    const siteSectionGroupId = ctx.svc.config.reference === 'seed' ? undefined : asked;
    // The group is checked before anything changes.
    const group = siteSectionGroupId ? getGroup(ctx.svc.db, site.id, siteSectionGroupId) : undefined;
    if (siteSectionGroupId && !group)
      throw notFound(`siteSectionGroupId: section group ${siteSectionGroupId} not found in site ${site.id}`);
    updateSection(ctx.svc.db, site.id, section, patch);
    if (group && section.group_id !== group.id) addSectionToGroup(ctx.svc.db, site.id, group.id, section.id);
    if (siteSectionGroupId === null && section.group_id) {
      const current = getGroup(ctx.svc.db, site.id, section.group_id);
      if (current) removeSectionFromGroup(ctx.svc.db, site.id, current, section.id);
    }
    return ok(showSection(ctx, site, section.id));
  });

  router.delete(`${BASE}/:siteSectionId`, (ctx) => {
    const site = loadSite(ctx, 'create', 'delete a section');
    const section = loadSection(ctx, site);
    deleteSection(ctx.svc.db, site.id, section.id);
    return resetContent();
  });

  router.post(`${BASE}/:siteSectionId/move`, (ctx) => {
    const site = loadSite(ctx, 'create', 'move a section');
    const section = loadSection(ctx, site);
    const body = parseBody(sectionMove, ctx.body);
    const toItem = (p?: { siteSection: string }) => p && { type: 'site-section' as const, id: p.siteSection };
    const position = body.position && { before: toItem(body.position.before), after: toItem(body.position.after) };
    return sortAndShow(ctx, site, { type: 'site-section', id: section.id }, position, 'position');
  });
}
