import { newId } from '../../ids.js';
import type { Db } from '../db.js';
import { keysetPage, type PageParams, type PageResult } from '../pagination.js';
import { likePattern } from './members.js';
import { sqlString } from './sql.js';

export type TeamRole = 'owner' | 'member';

/** A team with its counts and the viewer's role in it (null when not a member). */
export interface TeamRecord {
  seq: number;
  id: string;
  org_id: string;
  title: string;
  created_at: string;
  member_count: number;
  space_count: number;
  viewer_role: TeamRole | null;
}

function teamColumns(viewerId: string): string {
  return `t.seq, t.id, t.org_id, t.title, t.created_at,
    (SELECT COUNT(*) FROM team_members tm WHERE tm.team_id = t.id) AS member_count,
    (SELECT COUNT(*) FROM team_spaces ts JOIN spaces s ON s.id = ts.space_id WHERE ts.team_id = t.id AND s.deleted_at IS NULL) AS space_count,
    (SELECT tm.role FROM team_members tm WHERE tm.team_id = t.id AND tm.user_id = ${sqlString(viewerId)}) AS viewer_role`;
}

export interface TeamFilter {
  title?: string;
  /** Only teams this user can manage: all of them for an admin, else those they own. */
  manageableBy?: { userId: string; isAdmin: boolean };
}

export function listTeams(
  db: Db,
  orgId: string,
  viewerId: string,
  filter: TeamFilter,
  page: PageParams,
): PageResult<TeamRecord> {
  const where = ['t.org_id = ?'];
  const params: unknown[] = [orgId];
  if (filter.title) {
    where.push("t.title LIKE ? ESCAPE '\\'");
    params.push(likePattern(filter.title));
  }
  if (filter.manageableBy && !filter.manageableBy.isAdmin) {
    where.push("t.id IN (SELECT team_id FROM team_members WHERE user_id = ? AND role = 'owner')");
    params.push(filter.manageableBy.userId);
  }
  return keysetPage<TeamRecord>(db, {
    from: 'teams t',
    columns: teamColumns(viewerId),
    where,
    params,
    seq: 't.seq',
    page,
  });
}

export function getTeam(db: Db, orgId: string, teamId: string, viewerId: string): TeamRecord | undefined {
  return db.get<TeamRecord>(
    `SELECT ${teamColumns(viewerId)} FROM teams t WHERE t.org_id = ? AND t.id = ?`,
    orgId,
    teamId,
  );
}

/** The teams of one member, with their role in each; `title` filters case-insensitively. */
export function listMemberTeams(
  db: Db,
  orgId: string,
  userId: string,
  viewerId: string,
  title: string | undefined,
  page: PageParams,
) {
  const where = ['t.org_id = ?', 'mt.user_id = ?'];
  const params: unknown[] = [orgId, userId];
  if (title) {
    where.push("t.title LIKE ? ESCAPE '\\'");
    params.push(likePattern(title));
  }
  return keysetPage<TeamRecord & { member_role: TeamRole }>(db, {
    from: 'team_members mt JOIN teams t ON t.id = mt.team_id',
    columns: `${teamColumns(viewerId)}, mt.role AS member_role`,
    where,
    params,
    seq: 't.seq',
    page,
  });
}

export function titleTaken(db: Db, orgId: string, title: string, exceptId?: string): boolean {
  return Boolean(
    db.get(
      'SELECT 1 FROM teams WHERE org_id = ? AND title = ? COLLATE NOCASE AND id != ?',
      orgId,
      title,
      exceptId ?? '',
    ),
  );
}

export function createTeam(db: Db, orgId: string, title: string, memberIds: string[], now: Date): string {
  const id = newId();
  db.run('INSERT INTO teams (id, org_id, title, created_at) VALUES (?, ?, ?, ?)', id, orgId, title, now.toISOString());
  for (const userId of new Set(memberIds)) addOrUpdate(db, id, userId, undefined, now);
  return id;
}

export function renameTeam(db: Db, teamId: string, title: string): void {
  db.run('UPDATE teams SET title = ? WHERE id = ?', title, teamId);
}

export function deleteTeam(db: Db, teamId: string): void {
  db.run('DELETE FROM teams WHERE id = ?', teamId);
}

export function teamRoleOf(db: Db, teamId: string, userId: string): TeamRole | undefined {
  return db.get<{ role: TeamRole }>('SELECT role FROM team_members WHERE team_id = ? AND user_id = ?', teamId, userId)
    ?.role;
}

/** Adds a user (role `member` unless given) or, when already in the team, changes a given role. */
export function addOrUpdate(db: Db, teamId: string, userId: string, role: TeamRole | undefined, now: Date): void {
  db.run(
    `INSERT INTO team_members (team_id, user_id, role, added_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (team_id, user_id) DO UPDATE SET role = COALESCE(?, role)`,
    teamId,
    userId,
    role ?? 'member',
    now.toISOString(),
    role ?? null,
  );
}

export function removeFromTeam(db: Db, teamId: string, userId: string): boolean {
  return db.run('DELETE FROM team_members WHERE team_id = ? AND user_id = ?', teamId, userId).changes > 0;
}

export interface BulkChange {
  add: string[];
  remove: string[];
  roles: Map<string, TeamRole>;
}

/**
 * Applies a bulk membership change in one transaction. A user both added and removed ends
 * removed (the interface's rule); `roles` adds the user with that role or changes it.
 */
export function applyBulk(db: Db, teamId: string, change: BulkChange, now: Date): void {
  const removed = new Set(change.remove);
  db.tx(() => {
    for (const userId of removed) removeFromTeam(db, teamId, userId);
    for (const userId of new Set(change.add)) {
      if (!removed.has(userId)) addOrUpdate(db, teamId, userId, change.roles.get(userId), now);
    }
    for (const [userId, role] of change.roles) {
      if (!removed.has(userId)) addOrUpdate(db, teamId, userId, role, now);
    }
  });
}

/**
 * Maps user references (ids or e-mails, case-insensitive) to the ids of members of the
 * organization, guests included, in two set-based statements. Unresolved references are absent.
 */
export function resolveMembers(db: Db, orgId: string, refs: string[]): Map<string, string> {
  const unique = JSON.stringify([...new Set(refs)]);
  const rows = db.all<{ ref: string; id: string }>(
    // CROSS JOIN keeps the references as the outer loop, so each is one index lookup.
    `SELECT j.value AS ref, m.user_id AS id FROM json_each(?) j CROSS JOIN org_members m ON m.org_id = ? AND m.user_id = j.value
     UNION ALL
     SELECT j.value AS ref, m.user_id AS id FROM json_each(?) j CROSS JOIN users u ON u.email = j.value CROSS JOIN org_members m ON m.org_id = ? AND m.user_id = u.id`,
    unique,
    orgId,
    unique,
    orgId,
  );
  return new Map(rows.map((r) => [r.ref, r.id]));
}

export type NewTeam = { id: string } | { titleTaken: true } | { unknownMember: number };

/** A new team unless its title is taken (case-insensitive) or a member reference is not a member. */
export function createTeamChecked(db: Db, orgId: string, title: string, refs: string[], now: Date): NewTeam {
  return db.tx(() => {
    if (titleTaken(db, orgId, title)) return { titleTaken: true as const };
    const resolved = resolveMembers(db, orgId, refs);
    const unknown = refs.findIndex((r) => !resolved.has(r));
    if (unknown >= 0) return { unknownMember: unknown };
    return {
      id: createTeam(
        db,
        orgId,
        title,
        refs.map((r) => resolved.get(r)!),
        now,
      ),
    };
  });
}

/** Renames a team; false (nothing changed) when another team of the organization has the title. */
export function renameTeamChecked(db: Db, orgId: string, teamId: string, title: string): boolean {
  return db.tx(() => {
    if (titleTaken(db, orgId, title, teamId)) return false;
    renameTeam(db, teamId, title);
    return true;
  });
}
