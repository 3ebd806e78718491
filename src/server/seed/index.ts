import { randomBytes } from 'node:crypto';
import type { Db } from '../store/db.js';
import { seedCore, type DemoRefs } from './core.js';
import { seedContent } from './content.js';
import { seedSites } from './sites.js';
import { seedPeople } from './people.js';
import { seedExtensions } from './extensions.js';

export type { DemoRefs };

export interface SeedResult {
  adminUserId: string;
  orgId: string;
}

/**
 * Makes a new store usable: an organization with its admin (the user the admin token belongs
 * to) and, unless `demo` is false, the demo workspace. Runs once per store; safe when several
 * processes open a new store at the same time.
 */
export function ensureSeeded(db: Db, now: Date, demo: boolean): SeedResult {
  const existing = readSeed(db);
  if (existing) return existing;
  return db.tx(() => {
    const again = readSeed(db);
    if (again) return again;
    const refs = seedCore(db, now, demo);
    if (demo) {
      seedContent(db, now, refs);
      seedSites(db, now, refs);
      seedPeople(db, now, refs);
      seedExtensions(db, now, refs);
    }
    db.run(
      "INSERT INTO meta (key, value) VALUES ('admin_user_id', ?), ('demo_org_id', ?), ('secret', ?)",
      refs.adminUserId,
      refs.orgId,
      randomBytes(32).toString('hex'),
    );
    return { adminUserId: refs.adminUserId, orgId: refs.orgId };
  });
}

function readSeed(db: Db): SeedResult | undefined {
  const admin = db.get<{ value: string }>("SELECT value FROM meta WHERE key = 'admin_user_id'");
  const org = db.get<{ value: string }>("SELECT value FROM meta WHERE key = 'demo_org_id'");
  return admin && org ? { adminUserId: admin.value, orgId: org.value } : undefined;
}

export function storeSecret(db: Db): string {
  return db.get<{ value: string }>("SELECT value FROM meta WHERE key = 'secret'")!.value;
}
