import type { Db } from '../db.js';

/**
 * Where an item of a site's structure sits. Groups and ungrouped sections share the top level;
 * sections of a group are ordered inside it; site spaces inside their section, or at the root.
 */
export type Container =
  | { kind: 'top'; siteId: string }
  | { kind: 'group'; groupId: string }
  | { kind: 'section'; sectionId: string }
  | { kind: 'root'; siteId: string };

interface Sibling {
  id: string;
  position: number;
}

function siblings(db: Db, c: Container): Sibling[] {
  switch (c.kind) {
    case 'top':
      return db.all<Sibling>(
        `SELECT id, position FROM site_section_groups WHERE site_id = ?
         UNION ALL SELECT id, position FROM site_sections WHERE site_id = ? AND group_id IS NULL ORDER BY position`,
        c.siteId,
        c.siteId,
      );
    case 'group':
      return db.all<Sibling>('SELECT id, position FROM site_sections WHERE group_id = ? ORDER BY position', c.groupId);
    case 'section':
      return db.all<Sibling>(
        'SELECT id, position FROM site_spaces WHERE section_id = ? ORDER BY position',
        c.sectionId,
      );
    case 'root':
      return db.all<Sibling>(
        'SELECT id, position FROM site_spaces WHERE site_id = ? AND section_id IS NULL ORDER BY position',
        c.siteId,
      );
  }
}

/** The position that puts an item last in the container (ignoring the item itself). */
export function lastPosition(db: Db, c: Container, excludeId?: string): number {
  const positions = siblings(db, c)
    .filter((s) => s.id !== excludeId)
    .map((s) => s.position);
  return positions.length ? Math.max(...positions) + 1 : 1;
}

/** A position just before or after the anchor among the container's items (midpoint between neighbours). */
export function positionNear(
  db: Db,
  c: Container,
  movingId: string,
  anchorId: string,
  where: 'before' | 'after',
): number {
  const list = siblings(db, c).filter((s) => s.id !== movingId);
  const i = list.findIndex((s) => s.id === anchorId);
  const anchor = list[i]!.position;
  if (where === 'before') {
    const prev = list[i - 1];
    return prev === undefined ? anchor - 1 : (prev.position + anchor) / 2;
  }
  const next = list[i + 1];
  return next === undefined ? anchor + 1 : (anchor + next.position) / 2;
}
