import { created, listBody, ok, type Reply, type RouteContext } from '../../context.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import type { Router } from '../../router.js';
import { serializeSiteMcpServer } from '../../serializers/site-mcp-server.js';
import {
  createSiteMcpServer,
  deleteSiteMcpServer,
  getSiteMcpServer,
  listSiteMcpServers,
  updateSiteMcpServer,
  type SiteMcpServer,
} from '../../store/sites/mcp-servers.js';
import type { SiteRow } from '../../store/sites/rows.js';
import { parseBody, v } from '../../validate.js';
import { SITE_MCP_TRANSPORTS } from '../../../common/enums.js';
import { LIMITS } from '../../../common/limits.js';
import { loadSite } from './load.js';

/**
 * A site's MCP servers (reference 0.202.0, site-mcp-servers): the servers a site's AI assistant may
 * call for its visitors. The service keeps them (it runs no assistant, and never connects to
 * them). Their headers are credentials: every operation, reading too, is for the organization's
 * admins, as share links are; stored sealed.
 */
const BASE = '/v1/orgs/:organizationId/sites/:siteId/mcp-servers';

/** An absolute http(s) URL (the service never connects to it). */
function checkUrl(value: string | undefined): void {
  if (value === undefined) return;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw badRequest('url: must be an absolute http(s) URL');
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw badRequest('url: must be an http(s) URL');
}

/** Header names are HTTP tokens; values hold no line break (checked by the rule); a bounded count. */
function checkHeaders(value: Record<string, string> | undefined): void {
  if (value === undefined) return;
  const names = Object.keys(value);
  if (names.length > LIMITS.mcpHeaders.max) throw badRequest(`headers: at most ${LIMITS.mcpHeaders.max} headers`);
  for (const name of names)
    if (name.length > LIMITS.mcpHeaderName.max || !LIMITS.mcpHeaderName.pattern.test(name))
      throw badRequest(`headers: ${JSON.stringify(name.slice(0, 60))} is not an HTTP header name`);
}

const FIELDS = {
  name: v.string(LIMITS.mcpServerName),
  url: v.string({ min: 1, ...LIMITS.mcpServerUrl }),
  transport: v.enum(SITE_MCP_TRANSPORTS),
  headers: v.record(v.string(LIMITS.mcpHeaderValue)),
  condition: v.string({ max: LIMITS.condition.max }).orNull(),
};

function loadServer(ctx: RouteContext, site: SiteRow): SiteMcpServer {
  const found = getSiteMcpServer(ctx.svc.db, ctx.svc.config.secrets, site.id, ctx.params.siteMcpServerId!);
  if (!found) throw notFound(`MCP server ${ctx.params.siteMcpServerId} not found in site ${site.id}`);
  return found;
}

export function registerSiteMcpServerRoutes(router: Router): void {
  router.get(BASE, (ctx) => {
    const site = loadSite(ctx, 'admin', 'see the MCP servers of a site');
    const result = listSiteMcpServers(ctx.svc.db, ctx.svc.config.secrets, site.id, ctx.query.page({ order: false }));
    return ok(
      listBody(
        result.servers.map((s) => serializeSiteMcpServer(ctx.svc, site.org_id, s)),
        result.count,
        result.next,
      ),
    );
  });

  router.post(BASE, (ctx) => {
    const site = loadSite(ctx, 'admin', 'add an MCP server to a site');
    const body = parseBody(
      {
        name: FIELDS.name,
        url: FIELDS.url,
        transport: FIELDS.transport.opt(),
        headers: FIELDS.headers,
        condition: FIELDS.condition.opt(),
      },
      ctx.body,
    );
    checkUrl(body.url);
    checkHeaders(body.headers);
    const made = createSiteMcpServer(
      ctx.svc.db,
      ctx.svc.config.secrets,
      site.id,
      {
        name: body.name,
        url: body.url,
        transport: body.transport ?? 'sse',
        headers: body.headers,
        condition: body.condition || null,
      },
      ctx.svc.clock.now(),
      LIMITS.mcpServersPerSite.max,
    );
    if (!made) throw conflict(`a site has at most ${LIMITS.mcpServersPerSite.max} MCP servers`);
    return created(serializeSiteMcpServer(ctx.svc, site.org_id, made));
  });

  router.get(`${BASE}/:siteMcpServerId`, (ctx) => {
    const site = loadSite(ctx, 'admin', 'see the MCP servers of a site');
    return ok(serializeSiteMcpServer(ctx.svc, site.org_id, loadServer(ctx, site)));
  });

  router.patch(`${BASE}/:siteMcpServerId`, (ctx) => {
    const site = loadSite(ctx, 'admin', 'update an MCP server of a site');
    const server = loadServer(ctx, site);
    const patch = parseBody(
      {
        name: FIELDS.name.opt(),
        url: FIELDS.url.opt(),
        transport: FIELDS.transport.opt(),
        headers: FIELDS.headers.opt(),
        condition: FIELDS.condition.opt(),
      },
      ctx.body,
    );
    checkUrl(patch.url);
    checkHeaders(patch.headers);
    updateSiteMcpServer(ctx.svc.db, ctx.svc.config.secrets, server.row.id, {
      ...patch,
      ...(patch.condition === undefined ? {} : { condition: patch.condition || null }),
    });
    return ok(serializeSiteMcpServer(ctx.svc, site.org_id, loadServer(ctx, site)));
  });

  /** 205 when it was deleted, 204 when there was none (the reference's two answers). */
  router.delete(`${BASE}/:siteMcpServerId`, (ctx): Reply => {
    const site = loadSite(ctx, 'admin', 'delete an MCP server of a site');
    const found = getSiteMcpServer(ctx.svc.db, ctx.svc.config.secrets, site.id, ctx.params.siteMcpServerId!);
    if (!found) return { status: 204 };
    deleteSiteMcpServer(ctx.svc.db, found.row.id);
    return { status: 205 };
  });
}
