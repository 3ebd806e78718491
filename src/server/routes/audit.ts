import { requireOrgRole } from '../auth/access.js';
import { listBody, ok, type RouteContext } from '../context.js';
import { badRequest, notFound } from '../errors.js';
import type { Router } from '../router.js';
import { AUDIT_ACTIONS, serializeAuditEvent, serializeAuditEventDetails } from '../serializers/audit-event.js';
import { findAuditEvent, listAuditEvents } from '../store/audit.js';
import { loadOrg } from './load.js';

const BASE = '/v1/orgs/:organizationId';

/** The audit log is for the organization's admins. */
function loadAuditedOrg(ctx: RouteContext) {
  const org = loadOrg(ctx);
  requireOrgRole(ctx.svc.db, org.id, ctx.user.id, 'admin', 'read the audit log');
  return org;
}

/** A date-time of the query as the store's UTC ISO text, or 400. */
function time(ctx: RouteContext, name: string): string | undefined {
  const value = ctx.query.string(name, { max: 64 });
  if (value === undefined) return undefined;
  const parsed = Date.parse(value);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value) || Number.isNaN(parsed))
    throw badRequest(`${name}: must be a date-time such as 2026-01-31T12:00:00Z`);
  return new Date(parsed).toISOString();
}

export function registerAuditRoutes(router: Router): void {
  router.get(`${BASE}/audit-events`, (ctx) => {
    const org = loadAuditedOrg(ctx);
    // This list's limit is the reference's own: 1 to 100, default 20.
    const rawLimit = ctx.query.string('limit', { max: 8 }) ?? '20';
    if (!/^\d+$/.test(rawLimit) || Number(rawLimit) < 1 || Number(rawLimit) > 100)
      throw badRequest('limit: must be an integer from 1 to 100');
    const page = { ...ctx.query.page({ order: false }), limit: Number(rawLimit) };
    const filter = {
      from: time(ctx, 'from'),
      to: time(ctx, 'to'),
      action: ctx.query.string('action', { max: 128 }),
      actor: ctx.query.string('actor', { max: 256 }),
      target: ctx.query.string('target', { max: 256 }),
    };
    const result = listAuditEvents(ctx.svc.db, org.id, filter, page);
    return ok(
      listBody(
        result.rows.map((e) => serializeAuditEvent(ctx.svc, e)),
        result.count,
        result.next,
      ),
    );
  });

  router.get(`${BASE}/audit-events/:auditEventId`, (ctx) => {
    const org = loadAuditedOrg(ctx);
    const event = findAuditEvent(ctx.svc.db, org.id, ctx.params.auditEventId!);
    if (!event) throw notFound(`audit event ${ctx.params.auditEventId} not found`);
    return ok(serializeAuditEventDetails(ctx.svc, event));
  });

  router.get(`${BASE}/audit-event-actions`, (ctx) => {
    loadAuditedOrg(ctx);
    return ok({
      items: Object.entries(AUDIT_ACTIONS).map(([id, label]) => ({ object: 'audit-event-action' as const, id, label })),
    });
  });
}
