import type { Db } from './db.js';

export interface PositionPointer {
  type: 'space' | 'collection';
  id: string;
}

/** The position that puts an item last among the children of `parentId` (spaces and collections). */
export function lastPosition(db: Db, orgId: string, parentId: string | null): number {
  const row = db.get<{ p: number | null }>(
    `SELECT MAX(p) AS p FROM (
       SELECT MAX(position) AS p FROM collections WHERE org_id = ? AND parent_id IS ?
       UNION ALL SELECT MAX(position) FROM spaces WHERE org_id = ? AND parent_id IS ? AND deleted_at IS NULL)`,
    orgId,
    parentId,
    orgId,
    parentId,
  );
  return (row?.p ?? 0) + 1;
}

function siblingPositions(db: Db, orgId: string, parentId: string | null, excludeId: string): number[] {
  return db
    .all<{ position: number }>(
      `SELECT position FROM collections WHERE org_id = ? AND parent_id IS ? AND id != ?
       UNION ALL SELECT position FROM spaces WHERE org_id = ? AND parent_id IS ? AND deleted_at IS NULL AND id != ?
       ORDER BY position`,
      orgId,
      parentId,
      excludeId,
      orgId,
      parentId,
      excludeId,
    )
    .map((r) => r.position);
}

/** A position just before or after `anchorPosition` among the siblings (midpoint between neighbours). */
export function positionNear(
  db: Db,
  orgId: string,
  parentId: string | null,
  movingId: string,
  anchorPosition: number,
  where: 'before' | 'after',
): number {
  const positions = siblingPositions(db, orgId, parentId, movingId);
  if (where === 'before') {
    const prev = positions.filter((p) => p < anchorPosition).pop();
    return prev === undefined ? anchorPosition - 1 : (prev + anchorPosition) / 2;
  }
  const next = positions.find((p) => p > anchorPosition);
  return next === undefined ? anchorPosition + 1 : (anchorPosition + next) / 2;
}

/** The sibling the pointer names, with its parent and position; undefined when absent. */
export function pointerTarget(
  db: Db,
  orgId: string,
  pointer: PositionPointer,
): { parentId: string | null; position: number } | undefined {
  const table = pointer.type === 'space' ? 'spaces' : 'collections';
  const extra = pointer.type === 'space' ? ' AND deleted_at IS NULL' : '';
  const row = db.get<{ parent_id: string | null; position: number }>(
    `SELECT parent_id, position FROM ${table} WHERE id = ? AND org_id = ?${extra}`,
    pointer.id,
    orgId,
  );
  return row ? { parentId: row.parent_id, position: row.position } : undefined;
}
