import type { IntegrationFilters } from '../common/integrations.js';
import type { ApiClient, ListPage } from './client.js';
import { seg } from './paths.js';
import type { Organization, PageQuery } from './types.js';

export interface Integration {
  object: 'integration';
  name: string;
  version: number;
  title: string;
  description?: string;
  summary?: string;
  previewImages: string[];
  target: string;
  verified: boolean;
  visibility: string;
  scopes: string[];
  categories: string[];
  blocks?: Array<Record<string, unknown>>;
  contentSources?: Array<Record<string, unknown>>;
  configurations?: Record<string, unknown>;
  externalLinks: Array<{ url: string; label: string }>;
  owner: Organization;
  urls: Record<string, string>;
  permissions: { admin: boolean; install?: boolean };
}

export interface IntegrationInstallation {
  id: string;
  status: string;
  space_selection: string;
  site_selection: string;
  spaces: number;
  configuration: Record<string, unknown>;
  createdAt: string;
  updatedAt: string;
  urls: Record<string, string>;
  externalIds: string[];
  target: { organization: string };
}

/** The publish body; `secrets` go to the service and are never echoed back. */
export interface PublishIntegrationBody {
  runtime?: string;
  icon?: string;
  title: string;
  description: string;
  summary?: string;
  previewImages?: string[];
  visibility?: string;
  target?: string;
  scopes?: string[];
  categories?: string[];
  blocks?: unknown[];
  contentSources?: unknown[];
  externalLinks?: Array<{ url: string; label: string }>;
  configurations?: Record<string, unknown>;
  script: string;
  organization: string;
  secrets?: Record<string, string>;
  contentSecurityPolicy?: string | Record<string, string>;
}

export interface IntegrationListQuery extends PageQuery, IntegrationFilters {}

const path = (name: string) => `/integrations/${seg(name)}`;

export const listIntegrations = (api: ApiClient, q: IntegrationListQuery = {}) =>
  api.get<ListPage<Integration>>('/integrations', { ...q });
export const getIntegration = (api: ApiClient, name: string) => api.get<Integration>(path(name));
export const publishIntegration = (api: ApiClient, name: string, body: PublishIntegrationBody) =>
  api.post<Integration>(path(name), body);
export const unpublishIntegration = (api: ApiClient, name: string) => api.delete(path(name));

export const listInstallations = (api: ApiClient, name: string, q: PageQuery & { externalId?: string } = {}) =>
  api.get<ListPage<IntegrationInstallation>>(`${path(name)}/installations`, { ...q });
export const getInstallation = (api: ApiClient, name: string, id: string) =>
  api.get<IntegrationInstallation>(`${path(name)}/installations/${seg(id)}`);
export const installIntegration = (api: ApiClient, name: string, body: { organization: string }) =>
  api.post<IntegrationInstallation>(`${path(name)}/installations`, body);
/** External ids are set with PATCH on the installation, as the reference does. */
export const updateInstallation = (api: ApiClient, name: string, id: string, body: { externalIds?: string[] }) =>
  api.patch<IntegrationInstallation>(`${path(name)}/installations/${seg(id)}`, body);
export const uninstallIntegration = (api: ApiClient, name: string, id: string) =>
  api.delete(`${path(name)}/installations/${seg(id)}`);

export { INTEGRATION_SCOPES } from '../common/integrations.js';
