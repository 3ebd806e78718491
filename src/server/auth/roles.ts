/** The interface's Role enum, weakest first. `null` is a guest (no organization-wide role). */
export const ROLES = ['read', 'comment', 'edit', 'review', 'create', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export function rank(role: Role | null | undefined): number {
  return role ? ROLES.indexOf(role) + 1 : 0;
}

export function atLeast(role: Role | null | undefined, needed: Role): boolean {
  return rank(role) >= rank(needed);
}

export function strongest(...roles: Array<Role | null | undefined>): Role | undefined {
  let best: Role | undefined;
  for (const r of roles) if (r && rank(r) > rank(best)) best = r;
  return best;
}
