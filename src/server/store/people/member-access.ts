import { strongest, type Role } from '../../auth/roles.js';
import type { Db } from '../db.js';
import { keysetPage, type PageParams, type PageResult } from '../pagination.js';
import type { SpaceRow } from '../rows.js';
import { sqlString } from './sql.js';

export interface MemberSpace {
  space: SpaceRow;
  permission: Role;
}

/**
 * The live spaces of the organization a member can access, each with their effective role
 * (the strongest of organization role, direct grant and team grants), in one statement per page.
 */
export function listMemberSpaces(
  db: Db,
  orgId: string,
  userId: string,
  orgRole: Role | null,
  page: PageParams,
): PageResult<MemberSpace> {
  const where = ['s.org_id = ?', 's.deleted_at IS NULL'];
  const params: unknown[] = [orgId];
  if (orgRole === null) {
    where.push(`(s.id IN (SELECT space_id FROM space_grants WHERE user_id = ?)
      OR s.id IN (SELECT ts.space_id FROM team_spaces ts JOIN team_members tm ON tm.team_id = ts.team_id WHERE tm.user_id = ?))`);
    params.push(userId, userId);
  }
  const result = keysetPage<SpaceRow & { grant_role: Role | null; team_roles: string | null }>(db, {
    from: 'spaces s',
    columns: `s.*,
      (SELECT role FROM space_grants g WHERE g.space_id = s.id AND g.user_id = ${sqlString(userId)}) AS grant_role,
      (SELECT group_concat(ts.role) FROM team_spaces ts JOIN team_members tm ON tm.team_id = ts.team_id WHERE ts.space_id = s.id AND tm.user_id = ${sqlString(userId)}) AS team_roles`,
    where,
    params,
    seq: 's.seq',
    page,
  });
  return {
    count: result.count,
    next: result.next,
    rows: result.rows.map(({ grant_role, team_roles, ...space }) => ({
      space: space as SpaceRow,
      permission: strongest(orgRole, grant_role, ...((team_roles?.split(',') ?? []) as Role[])) ?? 'read',
    })),
  };
}
