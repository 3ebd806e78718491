import { newId } from '../ids.js';
import type { Db } from './db.js';
import { keysetPage, type PageParams, type PageResult } from './pagination.js';
import { lastPosition } from './positions.js';
import type { CollectionRow, SpaceRow } from './rows.js';

export function getCollection(db: Db, id: string): CollectionRow | undefined {
  return db.get<CollectionRow>('SELECT * FROM collections WHERE id = ?', id);
}

/** A collection of the organization, or undefined. */
export function getOrgCollection(db: Db, orgId: string, id: string): CollectionRow | undefined {
  return db.get<CollectionRow>('SELECT * FROM collections WHERE id = ? AND org_id = ?', id, orgId);
}

/** Ids of a collection and everything nested in it. */
export function collectionSubtree(db: Db, id: string): string[] {
  return db
    .all<{ id: string }>(
      `WITH RECURSIVE t(id) AS (SELECT ? UNION ALL SELECT c.id FROM collections c JOIN t ON c.parent_id = t.id) SELECT id FROM t`,
      id,
    )
    .map((r) => r.id);
}

export interface CollectionPatch {
  title?: string;
  description?: string;
  /** null: no level of its own (the interface's `inherit`). */
  defaultLevel?: string | null;
}

export function updateCollection(db: Db, id: string, patch: CollectionPatch): void {
  db.tx(() => {
    if (patch.title !== undefined) db.run('UPDATE collections SET title = ? WHERE id = ?', patch.title, id);
    if (patch.description !== undefined)
      db.run('UPDATE collections SET description = ? WHERE id = ?', patch.description, id);
    if (patch.defaultLevel !== undefined)
      db.run('UPDATE collections SET default_level = ? WHERE id = ?', patch.defaultLevel, id);
  });
}

export function deleteCollection(db: Db, id: string): void {
  db.run('DELETE FROM collections WHERE id = ?', id);
}

export function placeCollection(db: Db, id: string, parentId: string | null, position: number): void {
  db.run('UPDATE collections SET parent_id = ?, position = ? WHERE id = ?', parentId, position, id);
}

/** Moves a collection, everything nested in it and their spaces into another organization, at its root. */
export function transferCollection(db: Db, id: string, orgId: string): void {
  db.tx(() => {
    const ids = collectionSubtree(db, id);
    const marks = ids.map(() => '?').join(',');
    db.run(`UPDATE collections SET org_id = ? WHERE id IN (${marks})`, orgId, ...ids);
    db.run(`UPDATE spaces SET org_id = ? WHERE parent_id IN (${marks})`, orgId, ...ids);
    db.run('UPDATE collections SET parent_id = NULL, position = ? WHERE id = ?', lastPosition(db, orgId, null), id);
  });
}

export function insertCollection(
  db: Db,
  input: { orgId: string; parentId: string | null; title: string },
  now: Date,
): CollectionRow {
  const id = newId();
  db.run(
    'INSERT INTO collections (id, org_id, parent_id, title, position, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    id,
    input.orgId,
    input.parentId,
    input.title,
    lastPosition(db, input.orgId, input.parentId),
    now.toISOString(),
  );
  return getCollection(db, id)!;
}

/** The organization's collections (only the top level unless `nested`), oldest first. */
export function listCollections(
  db: Db,
  orgId: string,
  filters: { nested: boolean; none?: boolean },
  page: PageParams,
): PageResult<CollectionRow> {
  const where = ['org_id = ?'];
  if (!filters.nested) where.push('parent_id IS NULL');
  if (filters.none) where.push('0');
  return keysetPage<CollectionRow>(db, {
    from: 'collections',
    columns: '*',
    where,
    params: [orgId],
    seq: 'seq',
    page: { ...page, order: 'asc' },
  });
}

/** The live spaces directly in a collection, in their order. */
export function listCollectionSpaces(db: Db, collectionId: string, page: PageParams): PageResult<SpaceRow> {
  return keysetPage<SpaceRow>(
    db,
    {
      from: 'spaces',
      columns: '*',
      where: ['parent_id = ?', 'deleted_at IS NULL'],
      params: [collectionId],
      sort: 'position',
      seq: 'seq',
      page: { ...page, order: 'asc' },
    },
    (row) => row.position,
  );
}
