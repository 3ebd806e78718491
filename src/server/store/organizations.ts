import type { Role } from '../auth/roles.js';
import { newId } from '../ids.js';
import type { Db } from './db.js';
import { keysetPage, type PageParams, type PageResult } from './pagination.js';
import type { OrganizationRow } from './rows.js';

export function createOrganization(
  db: Db,
  input: { title: string; emailDomains?: string[]; hostname?: string },
  now: Date,
): OrganizationRow {
  const id = newId();
  db.run(
    'INSERT INTO organizations (id, title, created_at, email_domains, hostname) VALUES (?, ?, ?, ?, ?)',
    id,
    input.title,
    now.toISOString(),
    JSON.stringify(input.emailDomains ?? []),
    input.hostname ?? null,
  );
  return getOrganization(db, id)!;
}

export function getOrganization(db: Db, id: string): OrganizationRow | undefined {
  return db.get<OrganizationRow>('SELECT * FROM organizations WHERE id = ?', id);
}

export function addMember(db: Db, orgId: string, userId: string, role: Role | null, now: Date): void {
  db.run(
    'INSERT INTO org_members (org_id, user_id, role, joined_at) VALUES (?, ?, ?, ?) ON CONFLICT (org_id, user_id) DO UPDATE SET role = excluded.role',
    orgId,
    userId,
    role,
    now.toISOString(),
  );
}

export interface OrganizationPatch {
  title?: string;
  emailDomains?: string[];
  hostname?: string;
  defaultRole?: Role | null;
  defaultContent?: unknown;
  logo?: string | null;
  sso?: boolean;
  ai?: boolean;
  inviteLinks?: boolean;
}

const COLUMNS: Record<keyof OrganizationPatch, [string, (v: never) => unknown]> = {
  title: ['title', (v: string) => v],
  emailDomains: ['email_domains', (v: string[]) => JSON.stringify(v)],
  hostname: ['hostname', (v: string) => v],
  defaultRole: ['default_role', (v: Role | null) => v],
  defaultContent: ['default_content', (v: unknown) => (v === null ? null : JSON.stringify(v))],
  logo: ['logo', (v: string | null) => v],
  sso: ['sso', (v: boolean) => (v ? 1 : 0)],
  ai: ['ai', (v: boolean) => (v ? 1 : 0)],
  inviteLinks: ['invite_links', (v: boolean) => (v ? 1 : 0)],
};

export function updateOrganization(db: Db, id: string, patch: OrganizationPatch): void {
  const sets: string[] = [];
  const params: unknown[] = [];
  for (const [key, [column, encode]] of Object.entries(COLUMNS)) {
    const value = patch[key as keyof OrganizationPatch];
    if (value === undefined) continue;
    sets.push(`${column} = ?`);
    params.push(encode(value as never));
  }
  if (sets.length) db.run(`UPDATE organizations SET ${sets.join(', ')} WHERE id = ?`, ...params, id);
}

/** Whether another organization already uses this hostname. */
export function hostnameTaken(db: Db, hostname: string, exceptId: string): boolean {
  return db.get('SELECT 1 FROM organizations WHERE hostname = ? AND id != ?', hostname, exceptId) !== undefined;
}

/** By id, or else by hostname (an integration's publishing "subdomain"). */
export function findOrganization(db: Db, idOrHostname: string): OrganizationRow | undefined {
  return db.get<OrganizationRow>(
    'SELECT * FROM organizations WHERE id = ? OR hostname = ? ORDER BY id = ? DESC LIMIT 1',
    idOrHostname,
    idOrHostname,
    idOrHostname,
  );
}

/** The organizations the user belongs to (not disabled), oldest first. */
export function listUserOrganizations(db: Db, userId: string, page: PageParams): PageResult<OrganizationRow> {
  return keysetPage<OrganizationRow>(db, {
    from: 'organizations o JOIN org_members m ON m.org_id = o.id',
    columns: 'o.*',
    where: ['m.user_id = ?', 'm.disabled = 0'],
    params: [userId],
    seq: 'o.seq',
    page: { ...page, order: 'asc' },
  });
}

/** Organizations that list this e-mail domain (any case). */
export function organizationsByEmailDomain(db: Db, domain: string): OrganizationRow[] {
  return db.all<OrganizationRow>(
    'SELECT o.* FROM organizations o WHERE EXISTS (SELECT 1 FROM json_each(o.email_domains) d WHERE lower(d.value) = lower(?)) ORDER BY o.seq',
    domain,
  );
}

/** False when the organization has no such invite link. */
export function deleteLinkInvite(db: Db, orgId: string, id: string): boolean {
  return db.run('DELETE FROM link_invites WHERE id = ? AND org_id = ?', id, orgId).changes > 0;
}
