import { created, listBody, ok, resetContent, type RouteContext } from '../../context.js';
import { notFound } from '../../errors.js';
import type { Router } from '../../router.js';
import { serializeSectionGroup } from '../../serializers/site-structure.js';
import { arrayPage } from '../../store/pagination.js';
import type { SectionGroupRow, SiteRow } from '../../store/sites/rows.js';
import {
  addSectionToGroup,
  createGroup,
  deleteGroup,
  removeSectionFromGroup,
  updateGroup,
} from '../../content/site-structure.js';
import { getGroup } from '../../store/sites/structure.js';
import type { GroupNode } from '../../store/sites/tree.js';
import { parseBody, v } from '../../validate.js';
import { LIMITS } from '../../../common/limits.js';
import { loadSite, reloadSite, scopeOf, treeOf } from './load.js';
import { sortAndShow } from './structure.js';

const groupCreate = {
  title: v.string(LIMITS.sectionGroupTitle),
  icon: v.string(LIMITS.iconName).orNull().opt(),
  sections: v.array(v.string({ min: 1 }), { max: 100 }).opt(),
};
const groupPatch = { title: v.string(LIMITS.sectionGroupTitle).opt(), icon: v.string(LIMITS.iconName).orNull().opt() };
const groupPointer = v.object({
  type: v.enum(['site-section', 'site-section-group'] as const),
  id: v.string({ min: 1 }),
});
const groupMove = { position: v.object({ before: groupPointer.opt(), after: groupPointer.opt() }).opt() };

const groups = (ctx: RouteContext, site: SiteRow): GroupNode[] =>
  treeOf(ctx, site).top.flatMap((t) => (t.kind === 'group' ? [t.group] : []));

function showGroup(ctx: RouteContext, site: SiteRow, id: string) {
  const fresh = reloadSite(ctx, site);
  const node = groups(ctx, fresh).find((g) => g.row.id === id)!;
  return serializeSectionGroup(scopeOf(ctx, fresh), node);
}

function loadGroup(ctx: RouteContext, site: SiteRow): SectionGroupRow {
  const group = getGroup(ctx.svc.db, site.id, ctx.params.siteSectionGroupId!);
  if (!group) throw notFound(`section group ${ctx.params.siteSectionGroupId} not found in site ${site.id}`);
  return group;
}

const BASE = '/v1/orgs/:organizationId/sites/:siteId/section-groups';

export function registerSectionGroupRoutes(router: Router): void {
  router.get(BASE, (ctx) => {
    const site = loadSite(ctx);
    const scope = scopeOf(ctx, site);
    const page = arrayPage(groups(ctx, site), ctx.query.page({ order: false }));
    return ok(
      listBody(
        page.rows.map((g) => serializeSectionGroup(scope, g)),
        page.count,
        page.next,
      ),
    );
  });

  router.post(BASE, (ctx) => {
    const site = loadSite(ctx, 'create', 'add a section group');
    const body = parseBody(groupCreate, ctx.body);
    const group = createGroup(ctx.svc.db, site, body, ctx.svc.clock.now());
    return created(showGroup(ctx, site, group.id));
  });

  router.patch(`${BASE}/:siteSectionGroupId`, (ctx) => {
    const site = loadSite(ctx, 'create', 'update a section group');
    const group = loadGroup(ctx, site);
    const patch = parseBody(groupPatch, ctx.body);
    updateGroup(ctx.svc.db, group.id, patch);
    return ok(showGroup(ctx, site, group.id));
  });

  router.delete(`${BASE}/:siteSectionGroupId`, (ctx) => {
    const site = loadSite(ctx, 'create', 'delete a section group');
    const group = loadGroup(ctx, site);
    deleteGroup(ctx.svc.db, site.id, group);
    return resetContent();
  });

  router.post(`${BASE}/:siteSectionGroupId/sections`, (ctx) => {
    const site = loadSite(ctx, 'create', 'change a section group');
    const group = loadGroup(ctx, site);
    const body = parseBody({ sectionId: v.string({ min: 1 }) }, ctx.body);
    addSectionToGroup(ctx.svc.db, site.id, group.id, body.sectionId);
    return created(showGroup(ctx, site, group.id));
  });

  router.delete(`${BASE}/:siteSectionGroupId/sections/:siteSectionId`, (ctx) => {
    const site = loadSite(ctx, 'create', 'change a section group');
    const group = loadGroup(ctx, site);
    removeSectionFromGroup(ctx.svc.db, site.id, group, ctx.params.siteSectionId!);
    return resetContent();
  });

  router.post(`${BASE}/:siteSectionGroupId/move`, (ctx) => {
    const site = loadSite(ctx, 'create', 'move a section group');
    const group = loadGroup(ctx, site);
    const body = parseBody(groupMove, ctx.body);
    return sortAndShow(ctx, site, { type: 'site-section-group', id: group.id }, body.position, 'position');
  });
}
