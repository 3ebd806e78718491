import type { Services } from '../context.js';
import type { MemberRow, UserRow } from '../store/rows.js';
import { serializeUser } from './user.js';

/** A member who commented, as the interface's OrganizationMember. */
export function serializeCommenter(svc: Services, member: MemberRow, user: UserRow) {
  const spaces = svc.db.get<{ n: number }>(
    `SELECT COUNT(*) AS n FROM (SELECT space_id FROM space_grants WHERE user_id = ?
       UNION SELECT ts.space_id FROM team_spaces ts JOIN team_members tm ON tm.team_id = ts.team_id WHERE tm.user_id = ?)`,
    user.id,
    user.id,
  )!.n;
  const teams = svc.db.get<{ n: number }>(
    'SELECT COUNT(*) AS n FROM team_members tm JOIN teams t ON t.id = tm.team_id WHERE tm.user_id = ? AND t.org_id = ?',
    user.id,
    member.org_id,
  )!.n;
  return {
    object: 'member' as const,
    id: user.id,
    role: member.role,
    user: serializeUser(svc, user),
    disabled: Boolean(member.disabled),
    joinedAt: member.joined_at,
    ...(member.last_seen_at ? { lastSeenAt: member.last_seen_at } : {}),
    sso: Boolean(member.sso),
    spaces,
    teams,
  };
}
