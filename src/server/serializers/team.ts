import { atLeast, type Role } from '../auth/roles.js';
import type { Services } from '../context.js';
import type { TeamRecord } from '../store/people/teams.js';

/** `viewerOrgRole` is the caller's organization role (null for a guest). */
export function serializeTeam(_svc: Services, t: TeamRecord, viewerOrgRole: Role | null) {
  return {
    object: 'team' as const,
    id: t.id,
    title: t.title,
    members: t.member_count,
    spaces: t.space_count,
    createdAt: t.created_at,
    permissions: {
      admin: atLeast(viewerOrgRole, 'admin') || t.viewer_role === 'owner',
      view: viewerOrgRole !== null || t.viewer_role !== null,
    },
  };
}
