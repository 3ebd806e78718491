import type { ApiClient, ListPage } from './client.js';
import { seg } from './paths.js';
import type { Organization, PageQuery, Role, User } from './types.js';

export const getCurrentUser = (api: ApiClient) => api.get<User>('/user');
export const listOrganizations = (api: ApiClient, q: PageQuery = {}) =>
  api.get<ListPage<Organization>>('/orgs', { ...q });
export const getOrganization = (api: ApiClient, orgId: string) => api.get<Organization>(`/orgs/${seg(orgId)}`);

export interface OrganizationUpdate {
  title?: string;
  emailDomains?: string[];
  hostname?: string;
  defaultRole?: Role | null;
  defaultContent?: { type: string; site?: string } | null;
  logo?: string | null;
  sso?: boolean;
  ai?: boolean;
  inviteLinks?: boolean;
}
export const updateOrganization = (api: ApiClient, orgId: string, body: OrganizationUpdate) =>
  api.patch<Organization>(`/orgs/${seg(orgId)}`, body);
