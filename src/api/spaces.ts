import type { ApiClient, ListPage } from './client.js';
import { createCollection, deleteCollection, transferCollection } from './collections.js';
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
/** The seed's transferSpace (0.137.0; gone in 0.202.0): see transferSpaceThroughCollection. */
export const transferSpace = (api: ApiClient, id: string, body: { organization: string }) =>
  api.post<Space>(`/spaces/${seg(id)}/transfer`, body);

/**
 * A space into another organization with operations both references define (0.202.0 has no
 * transferSpace): the space goes into a collection of its own, the collection is transferred
 * (transferCollection), the space moves out of it to `parent` there (null: the top level) and the
 * emptied collection is deleted. A refused transfer puts the space back where it was.
 */
export async function transferSpaceThroughCollection(
  api: ApiClient,
  id: string,
  organization: string,
  parent: string | null,
): Promise<Space> {
  const space = await getSpace(api, id);
  const holder = await createCollection(api, space.organization, { title: 'Transfer in progress (docs-cli)' });
  try {
    await moveSpace(api, id, { parent: holder.id });
    try {
      await transferCollection(api, holder.id, { organization });
    } catch (error) {
      await moveSpace(api, id, { parent: space.parent ?? null }).catch(() => undefined);
      throw error;
    }
    return await moveSpace(api, id, { parent });
  } finally {
    await deleteCollection(api, holder.id).catch(() => undefined);
  }
}
export const listSpaces = (api: ApiClient, orgId: string, q: PageQuery = {}) =>
  api.get<ListPage<Space>>(`/orgs/${seg(orgId)}/spaces`, { ...q });
export const createSpace = (
  api: ApiClient,
  orgId: string,
  body: { title?: string; emoji?: string; parent?: string; editMode?: string },
) => api.post<Space>(`/orgs/${seg(orgId)}/spaces`, body);
