import { membership, requireOrgRole, type Membership } from '../../auth/access.js';
import { atLeast } from '../../auth/roles.js';
import type { RouteContext } from '../../context.js';
import { forbidden, notFound } from '../../errors.js';
import type { OrganizationRow } from '../../store/rows.js';
import { getTeam, type TeamRecord } from '../../store/people/teams.js';
import { loadOrg } from '../load.js';

/** The organization in the path and the caller's membership; guests get 403 for `action`. */
export function loadOrgAsMember(ctx: RouteContext, action: string): { org: OrganizationRow; me: Membership } {
  const org = loadOrg(ctx);
  const me = requireOrgRole(ctx.svc.db, org.id, ctx.user.id, 'read', action);
  return { org, me };
}

export function loadOrgAsAdmin(ctx: RouteContext, action: string): { org: OrganizationRow; me: Membership } {
  const org = loadOrg(ctx);
  const me = requireOrgRole(ctx.svc.db, org.id, ctx.user.id, 'admin', action);
  return { org, me };
}

export interface TeamAccess {
  org: OrganizationRow;
  me: Membership;
  team: TeamRecord;
  /** Org admin or team owner. */
  canManage: boolean;
}

/** The team in the path; 404 when the caller may not even view it (guests outside the team). */
export function loadTeam(ctx: RouteContext): TeamAccess {
  const org = loadOrg(ctx);
  const me = membership(ctx.svc.db, org.id, ctx.user.id)!;
  const id = ctx.params.teamId!;
  const team = getTeam(ctx.svc.db, org.id, id, ctx.user.id);
  if (!team || (me.role === null && team.viewer_role === null)) throw notFound(`team ${id} not found`);
  return { org, me, team, canManage: atLeast(me.role, 'admin') || team.viewer_role === 'owner' };
}

export function requireManage(access: TeamAccess, action: string): void {
  if (!access.canManage) throw forbidden(`you need to be an organization admin or an owner of this team to ${action}`);
}
