import type { Member } from '../../api/members.js';
import type { TeamMember, TeamMembersUpdate, TeamRole } from '../../api/teams.js';
import type { ResolvedRoster } from './roster.js';

export interface PlannedUser {
  id: string;
  email?: string;
  role?: TeamRole;
}

export interface RoleChange {
  id: string;
  email?: string;
  from: TeamRole;
  to: TeamRole;
}

export interface SyncPlan {
  add: PlannedUser[];
  remove: PlannedUser[];
  roles: RoleChange[];
  /** File lines naming nobody in the organization. */
  unknown: Array<{ ref: string; line: number }>;
}

/**
 * What makes the team exactly the listed users. Roles change only for lines that give one
 * (`--role-column`); new members without a role join as `member`.
 */
export function planSync(roster: ResolvedRoster, teamMembers: TeamMember[]): SyncPlan {
  const current = new Map(teamMembers.map((m) => [m.organization.id, m]));
  const wanted = new Map<string, { member: Member; role?: TeamRole }>();
  for (const { member, role } of roster.known)
    wanted.set(member.id, { member, role: role ?? wanted.get(member.id)?.role });
  const unknown = roster.unknown.map((e) => ({ ref: e.ref, line: e.line }));
  const plan: SyncPlan = { add: [], remove: [], roles: [], unknown };
  for (const [id, { member, role }] of wanted) {
    const now = current.get(id);
    if (!now) plan.add.push({ id, email: member.user.email, role: role ?? 'member' });
    else if (role && role !== now.team.role)
      plan.roles.push({ id, email: member.user.email, from: now.team.role, to: role });
  }
  for (const [id, m] of current) if (!wanted.has(id)) plan.remove.push({ id, email: m.organization.user.email });
  return plan;
}

export const planIsEmpty = (p: SyncPlan) => p.add.length === 0 && p.remove.length === 0 && p.roles.length === 0;

/** The one bulk request that applies a plan. */
export function planRequest(p: SyncPlan): TeamMembersUpdate {
  const memberships: Record<string, { role: TeamRole }> = {};
  for (const a of p.add) if (a.role === 'owner') memberships[a.id] = { role: 'owner' };
  for (const r of p.roles) memberships[r.id] = { role: r.to };
  return {
    ...(p.add.length ? { add: p.add.map((a) => a.id) } : {}),
    ...(p.remove.length ? { remove: p.remove.map((r) => r.id) } : {}),
    ...(Object.keys(memberships).length ? { memberships } : {}),
  };
}

/** Plain text, one change per line, then a summary: what a person or a script reads. */
export function formatPlan(p: SyncPlan, teamTitle: string): string {
  const lines: string[] = [];
  for (const a of p.add) lines.push(`+ ${a.id}\t${a.email ?? ''}\t${a.role ?? 'member'}`);
  for (const r of p.remove) lines.push(`- ${r.id}\t${r.email ?? ''}`);
  for (const c of p.roles) lines.push(`~ ${c.id}\t${c.email ?? ''}\t${c.from} -> ${c.to}`);
  const n = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
  lines.push(
    `team ${teamTitle}: ${p.add.length} to add, ${p.remove.length} to remove, ${n(p.roles.length, 'role change', 'role changes')}`,
  );
  return `${lines.join('\n')}\n`;
}
