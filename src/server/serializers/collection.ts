import { membership } from '../auth/access.js';
import { atLeast } from '../auth/roles.js';
import type { Services } from '../context.js';
import type { CollectionRow } from '../store/rows.js';
import { apiUrl, appUrl } from './urls.js';

export function serializeCollection(svc: Services, viewerId: string, c: CollectionRow) {
  const role = membership(svc.db, c.org_id, viewerId)?.role ?? null;
  return {
    object: 'collection' as const,
    id: c.id,
    title: c.title,
    ...(c.description ? { description: c.description } : {}),
    organization: c.org_id,
    ...(c.parent_id ? { parent: c.parent_id } : {}),
    defaultLevel: c.default_level,
    urls: { location: apiUrl(svc, `/collections/${c.id}`), app: appUrl(svc, `/collections/${c.id}`) },
    permissions: {
      view: role !== null || atLeast(role, 'read'),
      admin: atLeast(role, 'admin'),
      viewInviteLinks: atLeast(role, 'admin'),
      create: atLeast(role, 'create'),
    },
  };
}
