import { newId } from '../ids.js';
import type { Db } from '../store/db.js';
import { createTranslation } from '../store/people/translations.js';
import type { DemoRefs } from './core.js';

/** Demo data of this group, added to a new store after the core demo. */
export function seedPeople(db: Db, now: Date, refs: DemoRefs): void {
  db.run(
    'INSERT INTO link_invites (id, org_id, role, created_at) VALUES (?, ?, ?, ?)',
    newId(),
    refs.orgId,
    'read',
    now.toISOString(),
  );
  createTranslation(db, refs.orgId, { title: 'French', languages: ['fr'] }, now);
}
