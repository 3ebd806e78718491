import type { Db } from '../store/db.js';

export interface SeedResult {
  adminUserId: string;
  orgId: string;
}

/** The seed of a store that has one: its admin and organization. */
export function readSeed(db: Db): SeedResult | undefined {
  const admin = db.get<{ value: string }>("SELECT value FROM meta WHERE key = 'admin_user_id'");
  const org = db.get<{ value: string }>("SELECT value FROM meta WHERE key = 'demo_org_id'");
  return admin && org ? { adminUserId: admin.value, orgId: org.value } : undefined;
}

export function storeSecret(db: Db): string {
  const row = db.get<{ value: string }>("SELECT value FROM meta WHERE key = 'secret'");
  if (!row) throw new Error('the store has no secret: it was never seeded');
  return row.value;
}
