import type { MEMBER_SORTS } from '../../../common/enums.js';
import type { Role } from '../../auth/roles.js';
import type { Db } from '../db.js';
import type { MemberRow } from '../rows.js';
import { encodeCursor, keysetRows, type PageParams, type PageResult } from '../pagination.js';

/** A member joined with their user and the counts the Member resource shows. */
export interface MemberRecord extends MemberRow {
  display_name: string;
  email: string;
  photo_url: string | null;
  team_count: number;
  space_count: number;
}

/**
 * Member columns for `org_members m JOIN users u`. Counts are correlated subqueries evaluated
 * inside the one statement of a page (no statement per row). A non-guest reaches every live
 * space of the organization (`orgSpaces`, counted once per page); a guest only the spaces
 * granted to them or to one of their teams.
 */
export function memberColumns(orgSpaces: number): string {
  return `
  m.org_id, ${leanMemberColumns(orgSpaces, true)}`;
}

/**
 * memberColumns without the organization's id, which a page of one organization need not read
 * 1,000 times (each value read is a string made in JavaScript).
 */
function leanMemberColumns(orgSpaces: number, teamCount: boolean): string {
  return `m.user_id, m.role, m.disabled, m.sso, m.joined_at, m.last_seen_at,
  u.display_name, u.email, u.photo_url,
  ${teamCount ? '(SELECT COUNT(*) FROM team_members tm JOIN teams t ON t.id = tm.team_id WHERE tm.user_id = m.user_id AND t.org_id = m.org_id)' : '0'} AS team_count,
  CASE WHEN m.role IS NOT NULL THEN ${Math.trunc(orgSpaces)}
    ELSE (SELECT COUNT(*) FROM spaces s WHERE s.org_id = m.org_id AND s.deleted_at IS NULL AND (
      EXISTS (SELECT 1 FROM space_grants g WHERE g.space_id = s.id AND g.user_id = m.user_id)
      OR EXISTS (SELECT 1 FROM team_spaces ts JOIN team_members tm ON tm.team_id = ts.team_id WHERE ts.space_id = s.id AND tm.user_id = m.user_id)))
  END AS space_count`;
}

export function orgSpaceCount(db: Db, orgId: string): number {
  return db.getUnchanged<{ n: number }>(
    'SELECT COUNT(*) AS n FROM spaces WHERE org_id = ? AND deleted_at IS NULL',
    orgId,
  )!.n;
}

const BULK_PAGE = 200;

/** How many of the organization's teams each user is in (users in none are absent). */
function orgTeamCounts(db: Db, orgId: string): Map<string, number> {
  return db.whileUnchanged(`team counts of ${orgId}`, () => {
    const counts = db.all<{ user_id: string; n: number }>(
      'SELECT tm.user_id, COUNT(*) AS n FROM teams t JOIN team_members tm ON tm.team_id = t.id WHERE t.org_id = ? GROUP BY tm.user_id',
      orgId,
    );
    return new Map(counts.map((c) => [c.user_id, c.n]));
  });
}

export type MemberSort = (typeof MEMBER_SORTS)[number];

const SORT_EXPR: Record<MemberSort, string> = {
  joinedAt: 'm.joined_at',
  lastSeenAt: 'm.last_seen_at',
};

export interface MemberFilter {
  /** A role, or null for guests; undefined for everyone. */
  role?: Role | null;
  search?: string;
  sort: MemberSort;
}

export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One keyset page of members. Like keysetPage, but the total is counted on `org_members` alone
 * unless the filter needs user columns, and the keyset is a row-value comparison the index can
 * seek to: paging 20,000 members stays linear. (The route makes the next page ahead: list-ahead.ts.)
 */
export function listMembers(db: Db, orgId: string, filter: MemberFilter, page: PageParams): PageResult<MemberRecord> {
  const where = ['m.org_id = ?'];
  const params: unknown[] = [orgId];
  if (filter.role === null) where.push('m.role IS NULL');
  else if (filter.role) {
    where.push('m.role = ?');
    params.push(filter.role);
  }
  if (filter.search) {
    where.push("(u.display_name LIKE ? ESCAPE '\\' OR u.email LIKE ? ESCAPE '\\')");
    params.push(likePattern(filter.search), likePattern(filter.search));
  }
  // Sorting by last-seen time lists only members seen at least once (the interface's rule).
  if (filter.sort === 'lastSeenAt') where.push('m.last_seen_at IS NOT NULL');
  const sort = SORT_EXPR[filter.sort];
  const countFrom = filter.search ? 'org_members m JOIN users u ON u.id = m.user_id' : 'org_members m';
  const count = db.getUnchanged<{ n: number }>(
    `SELECT COUNT(*) AS n FROM ${countFrom} WHERE ${where.join(' AND ')}`,
    ...params,
  )!.n;

  // A long page takes its members' team counts from one count of the organization's teams,
  // remembered for the next pages, rather than one probe per member.
  const bulk = page.limit >= BULK_PAGE;
  const rows = keysetRows<MemberRecord>(db, {
    select: `SELECT m.seq, ${leanMemberColumns(orgSpaceCount(db, orgId), !bulk)} FROM org_members m JOIN users u ON u.id = m.user_id`,
    where,
    params,
    sort,
    seq: 'm.seq',
    page,
  });
  const teams = bulk ? orgTeamCounts(db, orgId) : undefined;
  for (const row of rows) {
    row.org_id = orgId;
    if (teams) row.team_count = teams.get(row.user_id) ?? 0;
  }
  let next: string | undefined;
  if (rows.length > page.limit) {
    rows.length = page.limit;
    const last = rows[rows.length - 1];
    if (last) {
      // The cursor holds the sort column of the last member, as read.
      next = encodeCursor({ v: filter.sort === 'lastSeenAt' ? last.last_seen_at : last.joined_at, s: last.seq });
    }
  }
  return { rows, count, next };
}

export function getMember(db: Db, orgId: string, userId: string): MemberRecord | undefined {
  return db.get<MemberRecord>(
    `SELECT m.seq, ${memberColumns(orgSpaceCount(db, orgId))} FROM org_members m JOIN users u ON u.id = m.user_id WHERE m.org_id = ? AND m.user_id = ?`,
    orgId,
    userId,
  );
}

export function countAdmins(db: Db, orgId: string): number {
  return db.get<{ n: number }>(
    "SELECT COUNT(*) AS n FROM org_members WHERE org_id = ? AND role = 'admin' AND disabled = 0",
    orgId,
  )!.n;
}

export function setMemberRole(db: Db, orgId: string, userId: string, role: Role | null): void {
  db.run('UPDATE org_members SET role = ? WHERE org_id = ? AND user_id = ?', role, orgId, userId);
}

export function setMemberSso(db: Db, orgId: string, userId: string): void {
  db.run('UPDATE org_members SET sso = 1 WHERE org_id = ? AND user_id = ?', orgId, userId);
}

export function touchLastSeen(db: Db, orgId: string, userId: string, now: Date): void {
  db.run('UPDATE org_members SET last_seen_at = ? WHERE org_id = ? AND user_id = ?', now.toISOString(), orgId, userId);
}

/** Removes the membership and what hangs on it inside this organization (teams, space grants). */
export function removeMember(db: Db, orgId: string, userId: string): void {
  db.run(
    'DELETE FROM team_members WHERE user_id = ? AND team_id IN (SELECT id FROM teams WHERE org_id = ?)',
    userId,
    orgId,
  );
  db.run(
    'DELETE FROM space_grants WHERE user_id = ? AND space_id IN (SELECT id FROM spaces WHERE org_id = ?)',
    userId,
    orgId,
  );
  db.run('DELETE FROM org_members WHERE org_id = ? AND user_id = ?', orgId, userId);
}

export type MemberChange = 'done' | 'no-member' | 'last-admin';

/**
 * Changes a member's role, or removes the member, unless that would leave the organization
 * without an admin (an enabled admin demoted or removed while the only one).
 */
export function changeMember(db: Db, orgId: string, userId: string, role: Role | null | 'remove'): MemberChange {
  return db.tx(() => {
    const member = getMember(db, orgId, userId);
    if (!member) return 'no-member';
    const losesAdmin = role !== 'admin';
    if (losesAdmin && member.role === 'admin' && !member.disabled && countAdmins(db, orgId) <= 1) return 'last-admin';
    if (role === 'remove') removeMember(db, orgId, userId);
    else setMemberRole(db, orgId, userId, role);
    return 'done';
  });
}
