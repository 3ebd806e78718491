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

type Item = Record<string, any>;
type Fetch = (ctx: Context, scope: PickScope, q: PageQuery) => Promise<ListPage<Item>>;

/** What a picker needs besides the organization: the space of a change request. */
export interface PickScope {
  org: () => Promise<string>;
  space?: string;
}

interface Source {
  fetch: Fetch;
  value: (i: Item) => string;
  /** What a person reads beside the value (title, name and e-mail). */
  label: (i: Item) => string;
  /** Asks the service for matches of a typed term (lists too long to load whole). */
  search?: (ctx: Context, scope: PickScope, term: string) => Promise<ListPage<Item>>;
}

const titled = (i: Item) => String(i.title || '(untitled)');

const sources: Record<PickKind, Source> = {
  space: { fetch: async (ctx, s, q) => listSpaces(ctx.api(), await s.org(), q), value: (i) => i.id, label: titled },
  collection: {
    fetch: async (ctx, s, q) => listCollections(ctx.api(), await s.org(), q),
    value: (i) => i.id,
    label: titled,
  },
  site: { fetch: async (ctx, s, q) => listSites(ctx.api(), await s.org(), q), value: (i) => i.id, label: titled },
  team: { fetch: async (ctx, s, q) => listTeams(ctx.api(), await s.org(), q), value: (i) => i.id, label: titled },
  member: {
    fetch: async (ctx, s, q) => listMembers(ctx.api(), await s.org(), q),
    search: async (ctx, s, term) => listMembers(ctx.api(), await s.org(), { search: term, limit: 100 }),
    value: (i) => i.user.id,
    label: (i) => `${i.user.displayName} <${i.user.email}>`,
  },
  openapi: {
    fetch: async (ctx, s, q) => listOpenApiSpecs(ctx.api(), await s.org(), q),
    value: (i) => i.slug,
    label: (i) => String(i.title ?? i.slug),
  },
  integration: {
    fetch: async (ctx, s, q) => listIntegrations(ctx.api(), { ...q, owner: await s.org() }),
    value: (i) => i.name,
    label: (i) => String(i.title),
  },
  'change-request': {
    fetch: async (ctx, s, q) => listChangeRequests(ctx.api(), s.space!, q),
    value: (i) => String(i.number),
    label: (i) => `${i.subject || '(no subject)'} (${i.status})`,
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
): Promise<{ items: Item[]; more: boolean }> {
  const items: Item[] = [];
  let page: string | undefined;
  do {
    const result = await sources[kind].fetch(ctx, scope, { limit: PAGE, page });
    items.push(...result.items);
    page = result.next?.page;
  } while (page && items.length < max);
  return { items, more: Boolean(page) };
}

/** Offers a searchable list of the organization's resources of that kind (terminal only). */
export async function pick(
  ctx: Context,
  kind: PickKind,
  argName: string,
  scope: PickScope = { org: () => ctx.org() },
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
  const toChoices = (list: Item[]): Choice[] =>
    list.map((i) => ({ value: source.value(i), name: `${source.label(i)}  ${source.value(i)}` }));
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
  const source = sources[kind];
  const { items } = await loadAll(ctx, kind, scope, max);
  return items.map((i) => ({ value: source.value(i), label: source.label(i) }));
}
