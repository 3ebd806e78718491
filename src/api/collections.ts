import type { ApiClient, ListPage } from './client.js';
import { seg } from './paths.js';
import type { Collection, ContentPosition, DefaultLevel, PageQuery, Space } from './types.js';

export const getCollection = (api: ApiClient, id: string) => api.get<Collection>(`/collections/${seg(id)}`);
export const updateCollection = (
  api: ApiClient,
  id: string,
  body: { title?: string; description?: string; defaultLevel?: DefaultLevel | null },
) => api.patch<Collection>(`/collections/${seg(id)}`, body);
export const deleteCollection = (api: ApiClient, id: string) => api.delete(`/collections/${seg(id)}`);
export const listCollectionSpaces = (api: ApiClient, id: string, q: PageQuery = {}) =>
  api.get<ListPage<Space>>(`/collections/${seg(id)}/spaces`, { ...q });
export const moveCollection = (
  api: ApiClient,
  id: string,
  body: { parent?: string | null; position?: ContentPosition },
) => api.post<Collection>(`/collections/${seg(id)}/move`, body);
export const transferCollection = (api: ApiClient, id: string, body: { organization: string }) =>
  api.post<Collection>(`/collections/${seg(id)}/transfer`, body);
export const listCollections = (api: ApiClient, orgId: string, q: PageQuery & { nested?: boolean } = {}) =>
  api.get<ListPage<Collection>>(`/orgs/${seg(orgId)}/collections`, { ...q });
export const createCollection = (api: ApiClient, orgId: string, body: { title?: string; parent?: string }) =>
  api.post<Collection>(`/orgs/${seg(orgId)}/collections`, body);
