import type { Services } from '../context.js';
import type { MemberRecord } from '../store/people/members.js';
import { serializeUser } from './user.js';

export function serializeMember(svc: Services, m: MemberRecord) {
  return {
    object: 'member' as const,
    id: m.user_id,
    role: m.role,
    user: serializeUser(svc, { id: m.user_id, display_name: m.display_name, email: m.email, photo_url: m.photo_url }),
    disabled: Boolean(m.disabled),
    joinedAt: m.joined_at,
    ...(m.last_seen_at ? { lastSeenAt: m.last_seen_at } : {}),
    sso: Boolean(m.sso),
    spaces: m.space_count,
    teams: m.team_count,
  };
}
