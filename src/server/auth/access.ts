import type { Db } from '../store/db.js';
import type { SpaceRow } from '../store/rows.js';
import { forbidden, notFound } from '../errors.js';
import { atLeast, strongest, type Role } from './roles.js';

export interface Membership {
  role: Role | null;
  disabled: number;
}

/** The caller's membership of an organization; undefined when not a member. */
export function membership(db: Db, orgId: string, userId: string): Membership | undefined {
  return db.get<Membership>('SELECT role, disabled FROM org_members WHERE org_id = ? AND user_id = ?', orgId, userId);
}

/** Member (guests included) or 404: outsiders may not even learn the organization exists. */
export function requireMember(db: Db, orgId: string, userId: string): Membership {
  const m = membership(db, orgId, userId);
  if (!m || m.disabled) throw notFound(`organization ${orgId} not found`);
  return m;
}

/** Organization-wide role check; guests and weaker roles get 403. */
export function requireOrgRole(db: Db, orgId: string, userId: string, needed: Role, action: string): Membership {
  const m = requireMember(db, orgId, userId);
  if (!atLeast(m.role, needed)) throw forbidden(`you need the ${needed} role in this organization to ${action}`);
  return m;
}

/**
 * A user's effective role in a space: the strongest of their organization role (guests have
 * none), a direct grant on the space, and grants to teams they belong to. Undefined = no access.
 */
export function spaceRole(db: Db, space: { id: string; org_id: string }, userId: string): Role | undefined {
  // One statement: this runs for every space an answer shows.
  const row = db.get<{ role: Role | null; disabled: number; grant_role: Role | null; team_roles: string | null }>(
    `SELECT m.role, m.disabled,
       (SELECT g.role FROM space_grants g WHERE g.space_id = ? AND g.user_id = m.user_id) AS grant_role,
       (SELECT group_concat(ts.role) FROM team_spaces ts JOIN team_members tm ON tm.team_id = ts.team_id
         WHERE ts.space_id = ? AND tm.user_id = m.user_id) AS team_roles
     FROM org_members m WHERE m.org_id = ? AND m.user_id = ?`,
    space.id,
    space.id,
    space.org_id,
    userId,
  );
  if (!row || row.disabled) return undefined;
  const teamRoles = row.team_roles ? (row.team_roles.split(',') as Role[]) : [];
  return strongest(row.role, row.grant_role, ...teamRoles);
}

/**
 * A live space and the user's role on it (`spaceRole`), in one statement: the read path of every
 * space-scoped request. Undefined when the space does not exist or is deleted.
 */
export function liveSpaceWithRole(
  db: Db,
  id: string,
  userId: string,
): { space: SpaceRow; role: Role | undefined } | undefined {
  // The read path of every space-scoped request: remembered while the store is unchanged.
  const found = db.whileUnchanged(`live space ${id} ${userId}`, () => readLiveSpaceWithRole(db, id, userId));
  return found && { space: { ...found.space }, role: found.role };
}

function readLiveSpaceWithRole(
  db: Db,
  id: string,
  userId: string,
): { space: SpaceRow; role: Role | undefined } | undefined {
  const row = db.get<
    SpaceRow & { m_role: Role | null; m_disabled: number | null; grant_role: Role | null; team_roles: string | null }
  >(
    // An admin of the organization has the strongest role already: grants are not read for one.
    `SELECT s.*, m.role AS m_role, m.disabled AS m_disabled,
       CASE WHEN m.role = 'admin' THEN NULL ELSE
         (SELECT g.role FROM space_grants g WHERE g.space_id = s.id AND g.user_id = m.user_id) END AS grant_role,
       CASE WHEN m.role = 'admin' THEN NULL ELSE
         (SELECT group_concat(ts.role) FROM team_spaces ts JOIN team_members tm ON tm.team_id = ts.team_id
           WHERE ts.space_id = s.id AND tm.user_id = m.user_id) END AS team_roles
     FROM spaces s LEFT JOIN org_members m ON m.org_id = s.org_id AND m.user_id = ?
     WHERE s.id = ? AND s.deleted_at IS NULL`,
    userId,
    id,
  );
  if (!row) return undefined;
  const { m_role, m_disabled, grant_role, team_roles, ...space } = row;
  // No membership (m_disabled is null), or a disabled one: no access.
  if (m_disabled === null || m_disabled) return { space, role: undefined };
  const teamRoles = team_roles ? (team_roles.split(',') as Role[]) : [];
  return { space, role: strongest(m_role, grant_role, ...teamRoles) };
}

/** `spaceRole` for a page of spaces: one statement per organization, not one per space. */
export function spaceRoles(
  db: Db,
  spaces: Array<{ id: string; org_id: string }>,
  userId: string,
): Map<string, Role | undefined> {
  const out = new Map<string, Role | undefined>();
  const byOrg = new Map<string, string[]>();
  for (const s of spaces) byOrg.set(s.org_id, [...(byOrg.get(s.org_id) ?? []), s.id]);
  for (const [orgId, ids] of byOrg) {
    const m = membership(db, orgId, userId);
    const grants = new Map<string, Role[]>();
    if (m && !m.disabled) {
      for (const g of db.all<{ space_id: string; role: Role }>(
        `SELECT space_id, role FROM space_grants WHERE user_id = ? AND space_id IN (SELECT value FROM json_each(?))
         UNION ALL
         SELECT ts.space_id, ts.role FROM team_spaces ts JOIN team_members tm ON tm.team_id = ts.team_id
         WHERE tm.user_id = ? AND ts.space_id IN (SELECT value FROM json_each(?))`,
        userId,
        JSON.stringify(ids),
        userId,
        JSON.stringify(ids),
      ))
        grants.set(g.space_id, [...(grants.get(g.space_id) ?? []), g.role]);
    }
    for (const id of ids) out.set(id, m && !m.disabled ? strongest(m.role, ...(grants.get(id) ?? [])) : undefined);
  }
  return out;
}

export function requireSpaceRole(
  db: Db,
  space: { id: string; org_id: string },
  userId: string,
  needed: Role,
  action: string,
): Role {
  return checkSpaceRole(space.id, spaceRole(db, space, userId), needed, action);
}

/** No role is a 404 (the space is invisible); a weaker one than `needed`, a 403. */
export function checkSpaceRole(spaceId: string, role: Role | undefined, needed: Role, action: string): Role {
  if (!role) throw notFound(`space ${spaceId} not found`);
  if (!atLeast(role, needed)) throw forbidden(`you need the ${needed} role on this space to ${action}`);
  return role;
}
