import type { RouteContext } from '../context.js';
import { badRequest, notFound } from '../errors.js';
import { lastPosition, pointerTarget, positionNear } from '../store/positions.js';
import { v } from '../validate.js';

const pointer = v.object({
  type: v.enum(['space', 'collection'] as const),
  space: v.string({ min: 1 }).opt(),
  collection: v.string({ min: 1 }).opt(),
});

/** The interface's ContentPosition: `{before?|after?: {type: 'space', space} | {type: 'collection', collection}}`. */
export const positionRule = v.object({ before: pointer.opt(), after: pointer.opt() });

type Pointer = { type: 'space' | 'collection'; space?: string; collection?: string };

/**
 * Where a moved item lands: next to the pointed sibling (taking its parent), or last under
 * `parentId` when no position is given.
 */
export function resolvePosition(
  ctx: RouteContext,
  orgId: string,
  movingId: string,
  parentId: string | null,
  position: { before?: Pointer; after?: Pointer } | undefined,
): { parentId: string | null; position: number } {
  const where = position?.before ? 'before' : position?.after ? 'after' : undefined;
  if (!where) return { parentId, position: lastPosition(ctx.svc.db, orgId, parentId) };
  const p = position![where] as Pointer;
  const id = p.type === 'space' ? p.space : p.collection;
  if (!id) throw badRequest(`position.${where}.${p.type}: is required`);
  if (id === movingId) throw badRequest(`position.${where}: cannot position an item relative to itself`);
  const target = pointerTarget(ctx.svc.db, orgId, { type: p.type, id });
  if (!target) throw notFound(`position.${where}: ${p.type} ${id} not found`);
  return {
    parentId: target.parentId,
    position: positionNear(ctx.svc.db, orgId, target.parentId, movingId, target.position, where),
  };
}
