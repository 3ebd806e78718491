import type { ContentPosition, DefaultLevel, Role } from '../api/types.js';
import { UsageError } from '../errors.js';
import { options } from './spec.js';

/** `--parent/--root` and `--before/--after` (a space) or `--before-collection/--after-collection`. */
export const placementOptions = options([
  { flags: '--parent <collection>', description: 'move into this collection' },
  { flags: '--root', description: 'move to the top level of the organization' },
  { flags: '--before <space>', description: 'place just before this space' },
  { flags: '--after <space>', description: 'place just after this space' },
  { flags: '--before-collection <collection>', description: 'place just before this collection' },
  { flags: '--after-collection <collection>', description: 'place just after this collection' },
]);

export function placementBody(opts: {
  parent?: string;
  root?: boolean;
  before?: string;
  after?: string;
  beforeCollection?: string;
  afterCollection?: string;
}): { parent?: string | null; position?: ContentPosition } {
  if (opts.parent && opts.root) throw new UsageError('--parent and --root cannot be used together');
  const pointers = [opts.before, opts.after, opts.beforeCollection, opts.afterCollection].filter(
    (v) => v !== undefined,
  );
  if (pointers.length > 1)
    throw new UsageError('use only one of --before, --after, --before-collection, --after-collection');
  const body: { parent?: string | null; position?: ContentPosition } = {};
  if (opts.parent) body.parent = opts.parent;
  if (opts.root) body.parent = null;
  if (opts.before) body.position = { before: { type: 'space', space: opts.before } };
  if (opts.after) body.position = { after: { type: 'space', space: opts.after } };
  if (opts.beforeCollection) body.position = { before: { type: 'collection', collection: opts.beforeCollection } };
  if (opts.afterCollection) body.position = { after: { type: 'collection', collection: opts.afterCollection } };
  if (body.parent === undefined && !body.position) {
    throw new UsageError(
      'nothing to do: give --parent, --root, --before, --after, --before-collection or --after-collection',
    );
  }
  return body;
}

/** Keeps only the keys whose value is defined (PATCH bodies send only what was given). */
export function defined<T extends Record<string, unknown>>(obj: T): Partial<T> {
  return Object.fromEntries(Object.entries(obj).filter(([, v]) => v !== undefined)) as Partial<T>;
}

export function requireSome(body: Record<string, unknown>, flags: string): void {
  if (Object.keys(body).length === 0) throw new UsageError(`nothing to update: give at least one of ${flags}`);
}

/** `--default-level none|inherit`: the reference's `inherit` (its null would mean "guests"). */
export function defaultLevel(value: DefaultLevel | 'none' | undefined): DefaultLevel | undefined {
  return value === 'none' ? 'inherit' : value;
}

/** `--default-role guest`: no role (null). */
export function nullableRole(value: Role | 'guest' | undefined): Role | null | undefined {
  return value === 'guest' ? null : value;
}
