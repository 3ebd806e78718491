import type { ListPage } from '../api/client.js';
import { listChangeRequests } from '../api/change-requests.js';
import { listCollections } from '../api/collections.js';
import { listIntegrations } from '../api/integrations.js';
import { listMembers } from '../api/members.js';
import { listOpenApiSpecs } from '../api/openapi.js';
import { listSites } from '../api/sites.js';
import { listSpaces } from '../api/spaces.js';
import { listTeams } from '../api/teams.js';
import type { PageQuery } from '../api/types.js';
import type { Context } from '../context.js';
import { UsageError } from '../errors.js';
import type { Choice } from '../prompt.js';
import type { PickKind } from './spec.js';

/** One resource as a picker shows it: the value the command gets and what a person reads. */
export interface Entry {
  value: string;
  label: string;
  /** Title and emoji of resources a person may name by title (see names.ts). */
  title?: string;
  emoji?: string;
}

type Fetch = (ctx: Context, scope: PickScope, q: PageQuery) => Promise<ListPage<Entry>>;

/** What a picker needs besides the organization: the space of a change request. */
export interface PickScope {
  org: () => Promise<string>;
  space?: string;
}

interface Source {
  fetch: Fetch;
  /** Asks the service for matches of a typed term (lists too long to load whole). */
  search?: (ctx: Context, scope: PickScope, term: string) => Promise<ListPage<Entry>>;
}

function entries<T>(page: ListPage<T>, entry: (item: T) => Entry): ListPage<Entry> {
  return { ...page, items: page.items.map(entry) };
}

const titled = (i: { id: string; title?: string; emoji?: string }): Entry => ({
  value: i.id,
  label: i.title || '(untitled)',
  title: i.title ?? '',
  emoji: i.emoji,
});
const member = (i: { user: { id: string; displayName: string; email?: string } }): Entry => ({
  value: i.user.id,
  label: `${i.user.displayName} <${i.user.email}>`,
});

const sources: Record<PickKind, Source> = {
  space: { fetch: async (ctx, s, q) => entries(await listSpaces(ctx.api(), await s.org(), q), titled) },
  collection: { fetch: async (ctx, s, q) => entries(await listCollections(ctx.api(), await s.org(), q), titled) },
  site: { fetch: async (ctx, s, q) => entries(await listSites(ctx.api(), await s.org(), q), titled) },
  team: { fetch: async (ctx, s, q) => entries(await listTeams(ctx.api(), await s.org(), q), titled) },
  member: {
    fetch: async (ctx, s, q) => entries(await listMembers(ctx.api(), await s.org(), q), member),
    search: async (ctx, s, term) =>
      entries(await listMembers(ctx.api(), await s.org(), { search: term, limit: 100 }), member),
  },
  openapi: {
    fetch: async (ctx, s, q) =>
      entries(await listOpenApiSpecs(ctx.api(), await s.org(), q), (i) => ({
        value: i.slug,
        label: i.slug,
      })),
  },
  integration: {
    fetch: async (ctx, s, q) =>
      entries(await listIntegrations(ctx.api(), { ...q, owner: await s.org() }), (i) => ({
        value: i.name,
        label: i.title,
      })),
  },
  'change-request': {
    fetch: async (ctx, s, q) => {
      if (!s.space) throw new UsageError('pass --space to choose among its change requests');
      return entries(await listChangeRequests(ctx.api(), s.space, q), (i) => ({
        value: String(i.number),
        label: `${i.subject || '(no subject)'} (${i.status})`,
      }));
    },
  },
};

/** Lists this long are loaded whole; longer ones are searched on the service as one types. */
const LOAD_ALL_UP_TO = 5000;
const PAGE = 1000;

/** Every item of a list, following cursors, up to `max` items; `more` when some were left. */
export async function loadAll(
  ctx: Context,
  kind: PickKind,
  scope: PickScope,
  max = LOAD_ALL_UP_TO,
): Promise<{ items: Entry[]; more: boolean }> {
  const items: Entry[] = [];
  let page: string | undefined;
  do {
    const result = await sources[kind].fetch(ctx, scope, { limit: PAGE, page });
    items.push(...result.items);
    page = result.next?.page;
  } while (page && items.length < max);
  return { items, more: Boolean(page) };
}

/**
 * Offers a searchable list of the organization's resources of that kind (terminal only). A read
 * takes the only one there is and says which; a command that changes something still asks.
 */
export async function pick(
  ctx: Context,
  kind: PickKind,
  argName: string,
  scope: PickScope = { org: () => ctx.org() },
  takeOnlyChoice = false,
): Promise<string> {
  const source = sources[kind];
  if (kind === 'change-request' && !scope.space)
    throw new UsageError(`missing required argument <${argName}>`, 'pass --space to choose among its change requests');
  const { items, more } = await loadAll(ctx, kind, scope);
  if (items.length === 0)
    throw new UsageError(
      `no ${kind}s to choose from${kind === 'change-request' ? '' : ` in organization ${await scope.org()}`}`,
      `pass the <${argName}> argument`,
    );
  const [only, ...others] = items;
  if (takeOnlyChoice && only && others.length === 0 && !more) {
    ctx.hint(`${argName}: ${only.label} (${only.value}), the only ${kind} there is`);
    return only.value;
  }
  const toChoices = (list: Entry[]): Choice[] => list.map((i) => ({ value: i.value, name: `${i.label}  ${i.value}` }));
  const search = source.search;
  if (more && !search) ctx.hint(`showing the first ${items.length}; pass the <${argName}> argument for others`);
  const find = more && search ? async (term: string) => toChoices((await search(ctx, scope, term)).items) : undefined;
  return ctx.prompter.choose(`Choose a ${argName}`, toChoices(items), find);
}

/** `value` and `label` of every item of a kind, for shell completion. */
export async function describeAll(
  ctx: Context,
  kind: PickKind,
  scope: PickScope,
  max: number,
): Promise<Array<{ value: string; label: string }>> {
  if (kind === 'change-request' && !scope.space) return [];
  const { items } = await loadAll(ctx, kind, scope, max);
  return items.map((i) => ({ value: i.value, label: i.label }));
}
