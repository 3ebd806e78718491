import type { Context } from '../context.js';
import { UsageError } from '../errors.js';
import type { Entry } from './pickers.js';
import type { PickKind } from './spec.js';

/** Resources a person may name by title instead of id. */
const TITLED = new Set<PickKind>(['space', 'site', 'collection']);
/** The service's ids: 20 characters of [A-Za-z0-9]; anything else is a title. */
const ID = /^[A-Za-z0-9]{20}$/;

export function resolvesNames(kind: PickKind | undefined): kind is PickKind {
  return kind !== undefined && TITLED.has(kind);
}

/**
 * The id of a space, site or collection given by id or by exact title (case-insensitive, with
 * or without its emoji). Several: exit 2 listing their ids; none: the text goes on as an id.
 */
export async function resolveName(ctx: Context, kind: PickKind, ref: string): Promise<string> {
  if (ID.test(ref)) return ref;
  // The pickers' list loaders bring every resource's endpoints: loaded only when a name is given.
  const { loadAll } = await import('./pickers.js');
  const { items } = await loadAll(ctx, kind, { org: () => ctx.org() }, Infinity);
  const wanted = ref.trim().toLowerCase();
  const named = (i: Entry) => {
    const title = (i.title ?? '').toLowerCase();
    return i.value === ref || title === wanted || (i.emoji && `${i.emoji} ${title}` === wanted);
  };
  const [first, ...others] = items.filter(named);
  if (first && others.length === 0) return first.value;
  const matches = first ? [first, ...others] : [];
  // No such title: it may still be an id in another shape; the service answers 404 if not.
  if (matches.length === 0) return ref;
  const candidates = matches.map((m) => `${m.value} (${m.title})`).join(', ');
  throw new UsageError(`"${ref}" names ${matches.length} ${kind}s: ${candidates}`, 'pass the id instead');
}
