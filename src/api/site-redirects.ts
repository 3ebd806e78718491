import type { ApiClient, ListPage } from './client.js';
import { seg } from './paths.js';
import type { PageQuery } from './types.js';

/** Site redirect operations of the reference (0.202.0). */
export type RedirectDestination =
  | { kind: 'site-section'; siteSectionId: string }
  | { kind: 'site-space'; siteSpaceId: string }
  | { kind: 'site-page'; siteSpaceId: string; pageId: string }
  | { kind: 'external'; url: string };

/** What a request may name as the destination: the above, or a page by its path in a space. */
export type RedirectInputDestination = RedirectDestination | { kind: 'path'; spaceId: string; path: string };

export interface SiteRedirect {
  object: 'site-redirect';
  id: string;
  source: string;
  draft: boolean;
  captureWildcard: boolean;
  permanent: boolean;
  destination: RedirectDestination;
  createdAt: string;
  updatedAt?: string;
}

export interface RedirectInput {
  source: string;
  destination: RedirectInputDestination;
  captureWildcard?: boolean;
  draft?: boolean;
  permanent?: boolean;
}

export type BulkRedirect =
  | { source: string; intent: 'publish' }
  | {
      source: string;
      intent?: 'live' | 'draft';
      destination: RedirectInputDestination | null;
      captureWildcard?: boolean;
      permanent?: boolean;
    };

export interface BulkResult {
  status: 'created' | 'updated' | 'deleted' | 'published' | 'error';
  source: string;
  draft: boolean;
  id?: string;
  error?: string;
}

export interface RedirectQuery extends PageQuery {
  search?: string;
  draft?: boolean;
  orderBy?: 'createdAt' | 'updatedAt' | 'source';
}

const base = (org: string, site: string) => `/orgs/${seg(org)}/sites/${seg(site)}`;

export const listSiteRedirects = (api: ApiClient, org: string, site: string, q: RedirectQuery = {}) =>
  api.get<ListPage<SiteRedirect>>(`${base(org, site)}/redirects`, { ...q });
export const getSiteRedirectBySource = (api: ApiClient, org: string, site: string, source: string) =>
  api.get<{ redirect: SiteRedirect; target: string }>(`${base(org, site)}/redirect`, { source });
export const createSiteRedirect = (api: ApiClient, org: string, site: string, body: RedirectInput) =>
  api.post<SiteRedirect>(`${base(org, site)}/redirects`, body);
export const updateSiteRedirect = (
  api: ApiClient,
  org: string,
  site: string,
  id: string,
  body: Partial<Omit<RedirectInput, 'destination'>> & { destination?: RedirectDestination },
) => api.patch<SiteRedirect>(`${base(org, site)}/redirects/${seg(id)}`, body);
/** True when a redirect was deleted (205); false when there was none (the reference's 204). */
export const deleteSiteRedirect = async (api: ApiClient, org: string, site: string, id: string) =>
  (await api.raw('DELETE', `${base(org, site)}/redirects/${seg(id)}`)).status === 205;
export const bulkUpsertSiteRedirects = (api: ApiClient, org: string, site: string, redirects: BulkRedirect[]) =>
  api.put<{ results: BulkResult[] }>(`${base(org, site)}/redirects`, { redirects });
