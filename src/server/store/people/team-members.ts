import type { Db } from '../db.js';
import { keysetPage, type PageParams, type PageResult } from '../pagination.js';
import { memberColumns, orgSpaceCount, type MemberRecord } from './members.js';
import type { TeamRole } from './teams.js';

export interface TeamMemberRecord extends MemberRecord {
  team_role: TeamRole;
}

/** Members of a team as organization members, in the order they joined the team. */
export function listTeamMembers(db: Db, orgId: string, teamId: string, page: PageParams): PageResult<TeamMemberRecord> {
  return keysetPage<TeamMemberRecord>(db, {
    from: 'team_members tmx JOIN org_members m ON m.user_id = tmx.user_id JOIN users u ON u.id = m.user_id',
    columns: `tmx.seq AS seq, tmx.role AS team_role, ${memberColumns(orgSpaceCount(db, orgId))}`,
    where: ['tmx.team_id = ?', 'm.org_id = ?'],
    params: [teamId, orgId],
    seq: 'tmx.seq',
    page,
  });
}
