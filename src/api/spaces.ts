import type { ApiClient, ListPage } from './client.js';
import { seg } from './paths.js';
import type { ContentPosition, DefaultLevel, PageQuery, Space } from './types.js';

export interface SpaceUpdate {
  title?: string;
  emoji?: string;
  editMode?: 'live' | 'locked';
  defaultLevel?: DefaultLevel | null;
  visibility?: string;
}

export const getSpace = (api: ApiClient, id: string, q: { shareKey?: string } = {}) =>
  api.get<Space>(`/spaces/${seg(id)}`, { ...q });
export const updateSpace = (api: ApiClient, id: string, body: SpaceUpdate) =>
  api.patch<Space>(`/spaces/${seg(id)}`, body);
export const deleteSpace = (api: ApiClient, id: string) => api.delete(`/spaces/${seg(id)}`);
export const duplicateSpace = (api: ApiClient, id: string) => api.post<Space>(`/spaces/${seg(id)}/duplicate`);
export const restoreSpace = (api: ApiClient, id: string) => api.post<Space>(`/spaces/${seg(id)}/restore`);
export const moveSpace = (api: ApiClient, id: string, body: { parent?: string | null; position?: ContentPosition }) =>
  api.post<Space>(`/spaces/${seg(id)}/move`, body);
export const transferSpace = (api: ApiClient, id: string, body: { organization: string }) =>
  api.post<Space>(`/spaces/${seg(id)}/transfer`, body);
export const listSpaces = (api: ApiClient, orgId: string, q: PageQuery = {}) =>
  api.get<ListPage<Space>>(`/orgs/${seg(orgId)}/spaces`, { ...q });
export const createSpace = (
  api: ApiClient,
  orgId: string,
  body: { title?: string; emoji?: string; parent?: string; editMode?: string },
) => api.post<Space>(`/orgs/${seg(orgId)}/spaces`, body);
