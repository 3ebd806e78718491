import type { ApiClient, ListPage } from './client.js';
import { seg } from './paths.js';
import type { Organization, PageQuery } from './types.js';

export interface SearchSection {
  id: string;
  title: string;
  path: string;
  body: string;
  urls: { app: string };
}

export interface SearchPage {
  id: string;
  title: string;
  path: string;
  sections?: SearchSection[];
  urls: { app: string };
}

/** One space with the pages that matched. */
export interface OrgSearchResult {
  id: string;
  title: string;
  pages: SearchPage[];
}

export const pingOrganization = (api: ApiClient, orgId: string) =>
  api.post<{ serviceVisitorClaims?: string }>(`/orgs/${seg(orgId)}/ping`);
export const searchOrganization = (api: ApiClient, orgId: string, q: PageQuery & { query: string }) =>
  api.get<ListPage<OrgSearchResult>>(`/orgs/${seg(orgId)}/search`, { ...q });
export const organizationsByEmailDomain = (api: ApiClient, domain: string) =>
  api.get<{ organizations: Organization[] }>(`/email-domains/${seg(domain)}/orgs`);
export const deleteLinkInvite = (api: ApiClient, orgId: string, inviteId: string) =>
  api.delete(`/orgs/${seg(orgId)}/link-invites/${seg(inviteId)}`);
