import { requireOrgRole } from '../auth/access.js';
import { ok, listBody, type RouteContext } from '../context.js';
import { conflict, notFound } from '../errors.js';
import type { Router } from '../router.js';
import { serializeOrganization } from '../serializers/organization.js';
import { serializeUser } from '../serializers/user.js';
import { getOrganization, hostnameTaken, listUserOrganizations, updateOrganization } from '../store/organizations.js';
import { siteExistsInOrg } from '../store/sites/sites.js';
import { parseBody, v } from '../validate.js';
import { LIMITS } from '../../common/limits.js';
import { ROLE_VALUES } from '../../common/enums.js';
import { loadOrg } from './load.js';

const orgPatch = {
  title: v.string(LIMITS.organizationTitle).opt(),
  emailDomains: v.array(v.string({ min: 1, max: 253 }), { max: 100 }).opt(),
  hostname: v.string(LIMITS.organizationHostname).opt(),
  defaultRole: v.enum(ROLE_VALUES).orNull().opt(),
  defaultContent: v
    .object({ type: v.enum(['site'] as const), site: v.string({ min: 1, max: 100 }) })
    .orNull()
    .opt(),
  logo: v
    .string({ ...LIMITS.logoUrl, pattern: /^https?:\/\/\S+$/, patternText: 'must be an http(s) URL' })
    .orNull()
    .opt(),
  sso: v.boolean().opt(),
  ai: v.boolean().opt(),
  inviteLinks: v.boolean().opt(),
};

export function registerOrganizationRoutes(router: Router): void {
  router.get('/v1/user', (ctx) => ok(serializeUser(ctx.svc, ctx.user)));

  router.get('/v1/orgs', (ctx) => {
    const result = listUserOrganizations(ctx.svc.db, ctx.user.id, ctx.query.page({ order: false }));
    return ok(
      listBody(
        result.rows.map((o) => serializeOrganization(ctx.svc, ctx.user.id, o)),
        result.count,
        result.next,
      ),
    );
  });

  router.get('/v1/orgs/:organizationId', (ctx) => ok(serializeOrganization(ctx.svc, ctx.user.id, loadOrg(ctx))));

  router.patch('/v1/orgs/:organizationId', (ctx: RouteContext) => {
    const org = loadOrg(ctx);
    requireOrgRole(ctx.svc.db, org.id, ctx.user.id, 'admin', 'update the organization');
    const patch = parseBody(orgPatch, ctx.body);
    if (patch.hostname && hostnameTaken(ctx.svc.db, patch.hostname, org.id)) {
      throw conflict(`hostname: "${patch.hostname}" is already used by another organization`);
    }
    const site = patch.defaultContent?.site;
    if (site !== undefined && !siteExistsInOrg(ctx.svc.db, org.id, site)) {
      throw notFound(`defaultContent.site: site ${site} not found in this organization`);
    }
    updateOrganization(ctx.svc.db, org.id, patch);
    return ok(serializeOrganization(ctx.svc, ctx.user.id, getOrganization(ctx.svc.db, org.id)!));
  });
}
