import { spaceRole, spaceRoles } from '../auth/access.js';
import { atLeast, type Role } from '../auth/roles.js';
import type { Services } from '../context.js';
import type { SpaceRow } from '../store/rows.js';
import { spaceCounts, spaceCountsMany, type SpaceCounts } from '../store/space-counts.js';
import { apiUrl, appUrl, publishedFolder, publishedUrl } from './urls.js';

/** What a Space shows about its viewer and counters, when a list has already read it for a page. */
interface Known {
  role: Role | undefined;
  counts: SpaceCounts;
}

export function serializeSpace(svc: Services, viewerId: string, s: SpaceRow, known?: Partial<Known>) {
  const role = known && 'role' in known ? known.role : spaceRole(svc.db, s, viewerId);
  const publicish = s.visibility !== 'private' && s.visibility !== 'in-collection';
  return {
    object: 'space' as const,
    id: s.id,
    title: s.title,
    emoji: s.emoji,
    visibility: s.visibility,
    createdAt: s.created_at,
    updatedAt: s.updated_at,
    ...(s.deleted_at ? { deletedAt: s.deleted_at } : {}),
    editMode: s.edit_mode,
    organization: s.org_id,
    ...(s.parent_id ? { parent: s.parent_id } : {}),
    revision: s.revision_id,
    defaultLevel: s.default_level,
    ...(known?.counts ?? spaceCounts(svc.db, s.id)),
    urls: {
      location: apiUrl(svc, `/spaces/${s.id}`),
      app: appUrl(svc, `/s/${s.id}`),
      ...(publicish ? { published: publishedFolder(publishedUrl(svc, `/spaces/${s.id}`)) } : {}),
      ...(s.visibility === 'public' ? { public: publishedFolder(publishedUrl(svc, `/spaces/${s.id}`)) } : {}),
    },
    permissions: {
      view: atLeast(role, 'read'),
      access: atLeast(role, 'read'),
      admin: atLeast(role, 'admin'),
      viewInviteLinks: atLeast(role, 'admin'),
      edit: atLeast(role, 'edit'),
      triggerGitSync: atLeast(role, 'edit'),
      comment: atLeast(role, 'comment'),
      merge: atLeast(role, 'review'),
      review: atLeast(role, 'review'),
      installIntegration: atLeast(role, 'admin'),
    },
  };
}

/** A page of spaces: roles and counters read for the whole page at once. */
export function serializeSpaces(svc: Services, viewerId: string, rows: SpaceRow[]) {
  const roles = spaceRoles(svc.db, rows, viewerId);
  const counts = spaceCountsMany(
    svc.db,
    rows.map((s) => s.id),
  );
  return rows.map((s) => serializeSpace(svc, viewerId, s, { role: roles.get(s.id), counts: counts.get(s.id)! }));
}
