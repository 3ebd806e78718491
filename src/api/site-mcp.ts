import type { ApiClient, ListPage } from './client.js';
import { seg } from './paths.js';
import type { PageQuery } from './types.js';

/** A site's MCP server: one its AI assistant may call (reference 0.202.0, site-mcp-servers). */
export interface SiteMcpServer {
  object: 'site-mcp-server';
  id: string;
  name: string;
  url: string;
  transport: 'sse' | 'http';
  headers: Record<string, string>;
  condition?: string;
  urls: { location: string };
}

export interface SiteMcpServerInput {
  name: string;
  url: string;
  transport?: 'sse' | 'http';
  headers: Record<string, string>;
  condition?: string | null;
}

const base = (org: string, site: string) => `/orgs/${seg(org)}/sites/${seg(site)}/mcp-servers`;

export const listSiteMcpServers = (api: ApiClient, org: string, site: string, q: PageQuery = {}) =>
  api.get<ListPage<SiteMcpServer>>(base(org, site), { ...q });
export const getSiteMcpServer = (api: ApiClient, org: string, site: string, id: string) =>
  api.get<SiteMcpServer>(`${base(org, site)}/${seg(id)}`);
export const createSiteMcpServer = (api: ApiClient, org: string, site: string, body: SiteMcpServerInput) =>
  api.post<SiteMcpServer>(base(org, site), body);
export const updateSiteMcpServer = (
  api: ApiClient,
  org: string,
  site: string,
  id: string,
  body: Partial<SiteMcpServerInput>,
) => api.patch<SiteMcpServer>(`${base(org, site)}/${seg(id)}`, body);
/** True when a server was deleted (205); false when there was none (the reference's 204). */
export const deleteSiteMcpServer = async (api: ApiClient, org: string, site: string, id: string) =>
  (await api.raw('DELETE', `${base(org, site)}/${seg(id)}`)).status === 205;
