import type { Services } from '../context.js';
import type { SiteMcpServer } from '../store/sites/mcp-servers.js';
import { apiUrl } from './urls.js';

/** A site's MCP server (reference 0.202.0 `SiteMcpServer`); `condition` only when it has one. */
export function serializeSiteMcpServer(svc: Services, orgId: string, { row, headers }: SiteMcpServer) {
  return {
    object: 'site-mcp-server' as const,
    id: row.id,
    name: row.name,
    url: row.url,
    transport: row.transport as 'sse' | 'http',
    headers,
    ...(row.condition === null ? {} : { condition: row.condition }),
    urls: { location: apiUrl(svc, `/orgs/${orgId}/sites/${row.site_id}/mcp-servers/${row.id}`) },
  };
}
