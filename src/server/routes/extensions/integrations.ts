import { membership, requireOrgRole } from '../../auth/access.js';
import { listBody, noContent, ok, type RouteContext } from '../../context.js';
import { badRequest, conflict, forbidden, notFound } from '../../errors.js';
import type { Router } from '../../router.js';
import { serializeIntegration } from '../../serializers/integration.js';
import {
  deleteIntegration,
  getIntegrationRow,
  listIntegrations,
  publishIntegration,
  type IntegrationRow,
} from '../../store/extensions/integrations.js';
import { findOrganization } from '../../store/organizations.js';
import type { OrganizationRow } from '../../store/rows.js';
import { checkText, LIMITS } from '../../../common/limits.js';
import { INTEGRATION_CATEGORIES, INTEGRATION_TARGETS } from '../../../common/enums.js';
import { INTEGRATION_SCOPES } from '../../../common/integrations.js';
import { parsePublishBody } from './integration-body.js';

/** Public and unlisted integrations are visible to everyone; private ones to their organization. */
export function canSee(ctx: RouteContext, i: IntegrationRow): boolean {
  if (i.visibility !== 'private') return true;
  const m = membership(ctx.svc.db, i.owner_org_id, ctx.user.id);
  return Boolean(m && !m.disabled && m.role !== null);
}

export function isOwnerAdmin(ctx: RouteContext, i: IntegrationRow): boolean {
  const m = membership(ctx.svc.db, i.owner_org_id, ctx.user.id);
  return Boolean(m && !m.disabled && m.role === 'admin');
}

function checkName(name: string): void {
  const broken = checkText(name, LIMITS.integrationName);
  if (broken) throw badRequest(`integrationName: ${broken}`);
}

/** The integration in the path, visible to the caller, or 404. */
export function loadIntegration(ctx: RouteContext): IntegrationRow {
  const name = ctx.params.integrationName!;
  checkName(name);
  const row = getIntegrationRow(ctx.svc.db, name);
  if (!row || !canSee(ctx, row)) throw notFound(`integration ${name} not found`);
  return row;
}

/** `organization` of the publish body: an id or a hostname ("subdomain"), of which the caller is admin. */
function publishingOrg(ctx: RouteContext, idOrHostname: string): OrganizationRow {
  const org = findOrganization(ctx.svc.db, idOrHostname);
  const m = org && membership(ctx.svc.db, org.id, ctx.user.id);
  if (!org || !m || m.disabled) throw notFound(`organization: organization ${idOrHostname} not found`);
  requireOrgRole(ctx.svc.db, org.id, ctx.user.id, 'admin', 'publish integrations');
  return org;
}

export function registerIntegrationRoutes(router: Router): void {
  router.get('/v1/integrations', (ctx) => {
    const page = ctx.query.page({ order: false });
    const blockDomain = ctx.query.string('blockDomain', { max: LIMITS.blockDomain.max });
    if (blockDomain !== undefined && !LIMITS.blockDomain.pattern.test(blockDomain))
      throw badRequest(`blockDomain: ${LIMITS.blockDomain.patternText}`);
    const filters = {
      search: ctx.query.string('search', { max: 512 }),
      category: ctx.query.enum('category', INTEGRATION_CATEGORIES),
      blockDomain,
      blocks: ctx.query.bool('blocks'),
      contentSources: ctx.query.bool('contentSources'),
      owner: ctx.query.string('owner', { max: 100 }),
      scope: ctx.query.enum('scope', INTEGRATION_SCOPES),
      target: ctx.query.enum('target', INTEGRATION_TARGETS),
    };
    const result = listIntegrations(ctx.svc.db, ctx.user.id, filters, page);
    return ok(
      listBody(
        result.rows.map((i) => serializeIntegration(ctx.svc, ctx.user.id, i)),
        result.count,
        result.next,
      ),
    );
  });

  router.get('/v1/integrations/:integrationName', (ctx) =>
    ok(serializeIntegration(ctx.svc, ctx.user.id, loadIntegration(ctx))),
  );

  router.post('/v1/integrations/:integrationName', (ctx) => {
    const name = ctx.params.integrationName!;
    checkName(name);
    const body = parsePublishBody(ctx.body);
    const org = publishingOrg(ctx, body.organization);
    const saved = publishIntegration(
      ctx.svc.db,
      {
        name,
        ownerOrgId: org.id,
        runtime: body.runtime ?? 'v1',
        title: body.title,
        description: body.description,
        summary: body.summary,
        // Visibility is kept across publishes unless given: republishing never exposes a private integration.
        visibility: body.visibility,
        target: body.target ?? 'all',
        scopes: body.scopes ?? [],
        categories: body.categories ?? [],
        blocks: body.blocks ?? [],
        contentSources: body.contentSources ?? [],
        externalLinks: body.externalLinks ?? [],
        configurations: body.configurations,
        icon: body.icon,
        previewImages: body.previewImages ?? [],
        script: body.script,
        contentSecurityPolicy: body.contentSecurityPolicy,
        secrets: body.secrets,
      },
      ctx.svc.clock.now(),
      ctx.svc.config.secrets,
    );
    if (!saved) throw conflict(`integrationName: "${name}" is already published by another organization`);
    return ok(serializeIntegration(ctx.svc, ctx.user.id, saved));
  });

  router.delete('/v1/integrations/:integrationName', (ctx) => {
    const row = loadIntegration(ctx);
    if (!isOwnerAdmin(ctx, row))
      throw forbidden(`you need the admin role in the organization that owns ${row.name} to unpublish it`);
    deleteIntegration(ctx.svc.db, row.id);
    return noContent();
  });
}
