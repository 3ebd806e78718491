import { randomBytes } from 'node:crypto';
import type { Db } from '../store/db.js';
import { readSeed, type SeedResult } from './state.js';
import { seedCore, type DemoRefs } from './core.js';
import { seedContent } from './content.js';
import { seedSites } from './sites.js';
import { seedPeople } from './people.js';
import { seedExtensions } from './extensions.js';

export type { DemoRefs };
export { storeSecret, type SeedResult } from './state.js';

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
