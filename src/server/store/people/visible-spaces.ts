import type { Db } from '../db.js';

/** Live spaces of an organization a user can read: all for non-guests, granted ones for guests. */
export function visibleSpaces(db: Db, orgId: string, userId: string): Array<{ id: string; title: string }> {
  return db.all<{ id: string; title: string }>(
    `SELECT s.id, s.title FROM spaces s JOIN org_members m ON m.org_id = s.org_id AND m.user_id = ? AND m.disabled = 0
     WHERE s.org_id = ? AND s.deleted_at IS NULL AND (
       m.role IS NOT NULL
       OR s.id IN (SELECT space_id FROM space_grants WHERE user_id = m.user_id)
       OR s.id IN (SELECT ts.space_id FROM team_spaces ts JOIN team_members tm ON tm.team_id = ts.team_id WHERE tm.user_id = m.user_id))
     ORDER BY s.seq`,
    userId,
    orgId,
  );
}
