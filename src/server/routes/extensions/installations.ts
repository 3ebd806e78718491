import { membership, requireOrgRole } from '../../auth/access.js';
import { created, listBody, ok, resetContent, type RouteContext } from '../../context.js';
import { conflict, forbidden, notFound } from '../../errors.js';
import type { Router } from '../../router.js';
import { serializeInstallation } from '../../serializers/integration-installation.js';
import {
  deleteInstallation,
  getInstallationRow,
  installOnce,
  listInstallations,
  type InstallationRow,
  updateInstallation,
} from '../../store/extensions/installations.js';
import type { IntegrationRow } from '../../store/extensions/integrations.js';
import { getOrganization } from '../../store/organizations.js';
import { parseBody, v } from '../../validate.js';
import { isOwnerAdmin, loadIntegration } from './integrations.js';

/**
 * Installations of an integration into organizations, on the reference's paths:
 * POST/GET /v1/integrations/{name}/installations, GET/PATCH/DELETE .../installations/{installationId}.
 */
const installShape = {
  organization: v.string({ min: 1, max: 100 }),
  externalIds: v.array(v.string({ min: 1, max: 200 }), { max: 5 }).opt(),
  configuration: v.record(v.any()).opt(),
};

const installPatch = {
  externalIds: installShape.externalIds,
  configuration: installShape.configuration,
};

function isMemberOf(ctx: RouteContext, orgId: string): boolean {
  const m = membership(ctx.svc.db, orgId, ctx.user.id);
  return Boolean(m && !m.disabled && m.role !== null);
}

function loadInstallation(ctx: RouteContext, integration: IntegrationRow): InstallationRow {
  const id = ctx.params.installationId!;
  const row = getInstallationRow(ctx.svc.db, integration.id, id);
  if (!row || !(isOwnerAdmin(ctx, integration) || isMemberOf(ctx, row.org_id)))
    throw notFound(`installation ${id} of ${integration.name} not found`);
  return row;
}

export function registerInstallationRoutes(router: Router): void {
  const base = '/v1/integrations/:integrationName/installations';

  router.get(base, (ctx) => {
    const integration = loadIntegration(ctx);
    const page = ctx.query.page({ order: false });
    const externalId = ctx.query.string('externalId', { max: 200 });
    const result = listInstallations(
      ctx.svc.db,
      integration.id,
      ctx.user.id,
      isOwnerAdmin(ctx, integration),
      externalId,
      page,
    );
    return ok(
      listBody(
        result.rows.map((r) => serializeInstallation(ctx.svc, integration, r)),
        result.count,
        result.next,
      ),
    );
  });

  router.post(base, (ctx) => {
    const integration = loadIntegration(ctx);
    const body = parseBody(installShape, ctx.body);
    const org = getOrganization(ctx.svc.db, body.organization);
    const m = org && membership(ctx.svc.db, org.id, ctx.user.id);
    if (!org || !m || m.disabled) throw notFound(`organization: organization ${body.organization} not found`);
    requireOrgRole(ctx.svc.db, org.id, ctx.user.id, 'admin', 'install integrations');
    const row = installOnce(
      ctx.svc.db,
      {
        integrationId: integration.id,
        orgId: org.id,
        externalIds: body.externalIds ?? [],
        configuration: body.configuration ?? {},
      },
      ctx.svc.clock.now(),
    );
    if (!row) throw conflict(`${integration.name} is already installed in organization ${org.id}`);
    const reply = created(serializeInstallation(ctx.svc, integration, row));
    return {
      ...reply,
      headers: {
        location: `${ctx.svc.config.baseUrl}/v1/integrations/${encodeURIComponent(integration.name)}/installations/${row.id}`,
      },
    };
  });

  router.get(`${base}/:installationId`, (ctx) => {
    const integration = loadIntegration(ctx);
    return ok(serializeInstallation(ctx.svc, integration, loadInstallation(ctx, integration)));
  });

  router.patch(`${base}/:installationId`, (ctx) => {
    const integration = loadIntegration(ctx);
    const row = loadInstallation(ctx, integration);
    const patch = parseBody(installPatch, ctx.body);
    requireOrgRole(ctx.svc.db, row.org_id, ctx.user.id, 'admin', 'change installations');
    updateInstallation(ctx.svc.db, row.id, patch, ctx.svc.clock.now());
    return ok(serializeInstallation(ctx.svc, integration, getInstallationRow(ctx.svc.db, integration.id, row.id)!));
  });

  router.delete(`${base}/:installationId`, (ctx) => {
    const integration = loadIntegration(ctx);
    const row = loadInstallation(ctx, integration);
    const orgAdmin = membership(ctx.svc.db, row.org_id, ctx.user.id)?.role === 'admin';
    if (!orgAdmin && !isOwnerAdmin(ctx, integration))
      throw forbidden(`you need the admin role in organization ${row.org_id} to uninstall ${integration.name}`);
    deleteInstallation(ctx.svc.db, row.id);
    return resetContent();
  });
}
