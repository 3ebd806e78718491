/**
 * Where spaces and collections sit in an organization: moves next to a sibling or last under a
 * parent, never a collection into itself. Runs its reads and writes in one transaction.
 */
import { badRequest, conflict, notFound } from '../errors.js';
import { collectionSubtree, getOrgCollection, placeCollection } from '../store/collections.js';
import type { Db } from '../store/db.js';
import { lastPosition, pointerTarget, positionNear } from '../store/positions.js';
import type { CollectionRow, SpaceRow } from '../store/rows.js';
import { placeSpace } from '../store/spaces.js';

type Pointer = { type: 'space' | 'collection'; space?: string; collection?: string };
/** The interface's ContentPosition. */
export type ContentPosition = { before?: Pointer; after?: Pointer };

/**
 * Where a moved item lands: next to the pointed sibling (taking its parent), or last under
 * `parentId` when no position is given.
 */
function resolvePosition(
  db: Db,
  orgId: string,
  movingId: string,
  parentId: string | null,
  position: ContentPosition | undefined,
): { parentId: string | null; position: number } {
  const where = position?.before ? 'before' : position?.after ? 'after' : undefined;
  if (!where) return { parentId, position: lastPosition(db, orgId, parentId) };
  const p = position![where] as Pointer;
  const id = p.type === 'space' ? p.space : p.collection;
  if (!id) throw badRequest(`position.${where}.${p.type}: is required`);
  if (id === movingId) throw badRequest(`position.${where}: cannot position an item relative to itself`);
  const target = pointerTarget(db, orgId, { type: p.type, id });
  if (!target) throw notFound(`position.${where}: ${p.type} ${id} not found`);
  return {
    parentId: target.parentId,
    position: positionNear(db, orgId, target.parentId, movingId, target.position, where),
  };
}

/** A parent collection named in a body must be one of the organization's. */
export function checkParentCollection(db: Db, orgId: string, parent: string | null | undefined): void {
  if (parent && !getOrgCollection(db, orgId, parent)) throw notFound(`parent: collection ${parent} not found`);
}

/** `parent` undefined keeps the current parent. */
export function moveSpace(
  db: Db,
  space: SpaceRow,
  parent: string | null | undefined,
  position: ContentPosition | undefined,
  now: Date,
): void {
  db.tx(() => {
    const parentId = parent === undefined ? space.parent_id : parent;
    checkParentCollection(db, space.org_id, parentId);
    const placed = resolvePosition(db, space.org_id, space.id, parentId, position);
    placeSpace(db, space.id, placed.parentId, placed.position, now);
  });
}

export function moveCollection(
  db: Db,
  c: CollectionRow,
  parent: string | null | undefined,
  position: ContentPosition | undefined,
): void {
  db.tx(() => {
    let parentId = parent === undefined ? c.parent_id : parent;
    if (parentId) {
      if (!getOrgCollection(db, c.org_id, parentId)) throw notFound(`parent: collection ${parentId} not found`);
      if (collectionSubtree(db, c.id).includes(parentId))
        throw conflict(`parent: cannot move collection ${c.id} into itself or one of its descendants`);
    }
    const placed = resolvePosition(db, c.org_id, c.id, parentId ?? null, position);
    parentId = placed.parentId;
    if (parentId && collectionSubtree(db, c.id).includes(parentId))
      throw conflict(`position: cannot move collection ${c.id} into itself or one of its descendants`);
    placeCollection(db, c.id, parentId, placed.position);
  });
}
