import type { Db } from '../store/db.js';
import type { DemoRefs } from './core.js';

/** Demo data of this group, added to a new store after the core demo. */
export function seedContent(db: Db, now: Date, refs: DemoRefs): void {
  void db;
  void now;
  void refs;
}
