import type { ApiClient, ListPage } from './client.js';
import { seg } from './paths.js';
import type { PageQuery } from './types.js';

export interface OpenApiSpec {
  object: 'openapi-spec';
  id: string;
  createdAt: string;
  updatedAt: string;
  slug: string;
  sourceURL?: string;
  processingState: 'pending' | 'progress' | 'complete';
  lastVersion?: string;
  lastProcessedAt?: string;
  lastProcessErrorCode?: 'FETCH_TIMEOUT' | 'FETCH_ERROR' | 'PARSE_ERROR';
  /** Ours: the message of the last failed processing. */
  lastProcessErrorMessage?: string;
  permissions: { view: boolean; edit: boolean };
  urls: { location: string; app: string };
}

export interface OpenApiSpecVersion {
  object: 'openapi-spec-version';
  id: string;
  createdAt?: string;
  url: string;
  urls: { location: string };
}

export interface OpenApiSpecContent {
  filesystem: Record<string, unknown>;
  url: string;
}

export type OpenApiSource = { url: string } | { text: string };

const base = (org: string) => `/orgs/${seg(org)}/openapi`;
const specPath = (org: string, slug: string) => `${base(org)}/${seg(slug)}`;

export const listOpenApiSpecs = (api: ApiClient, org: string, q: PageQuery = {}) =>
  api.get<ListPage<OpenApiSpec>>(base(org), { ...q });
export const createOpenApiSpec = (api: ApiClient, org: string, body: { slug: string; source: OpenApiSource }) =>
  api.post<OpenApiSpec>(base(org), body);
export const getOpenApiSpec = (api: ApiClient, org: string, slug: string) => api.get<OpenApiSpec>(specPath(org, slug));
export const putOpenApiSpec = (api: ApiClient, org: string, slug: string, body: { source: OpenApiSource }) =>
  api.put<OpenApiSpec>(specPath(org, slug), body);
export const deleteOpenApiSpec = (api: ApiClient, org: string, slug: string) => api.delete(specPath(org, slug));

export const listOpenApiVersions = (api: ApiClient, org: string, slug: string, q: PageQuery = {}) =>
  api.get<ListPage<OpenApiSpecVersion>>(`${specPath(org, slug)}/versions`, { ...q });
/** `version` is a version id or `latest`. */
export const getOpenApiVersion = (api: ApiClient, org: string, slug: string, version: string) =>
  api.get<OpenApiSpecVersion>(`${specPath(org, slug)}/versions/${version === 'latest' ? 'latest' : seg(version)}`);
export const getOpenApiVersionContent = (api: ApiClient, org: string, slug: string, version: string) =>
  api.get<OpenApiSpecContent>(
    `${specPath(org, slug)}/versions/${version === 'latest' ? 'latest' : seg(version)}/content`,
  );
