import { seg } from '../api/paths.js';
import type { ListPage } from '../api/client.js';
import type { Context } from '../context.js';
import { UsageError } from '../errors.js';
import type { Choice } from '../prompt.js';
import type { PickKind } from './spec.js';

type Item = Record<string, unknown>;

const sources: Record<PickKind, { path: (org: string) => string; value: (i: Item) => string; name: (i: Item) => string } | undefined> = {
  space: { path: (o) => `/orgs/${o}/spaces`, value: (i) => String(i.id), name: (i) => `${i.title || '(untitled)'}  ${i.id}` },
  collection: { path: (o) => `/orgs/${o}/collections`, value: (i) => String(i.id), name: (i) => `${i.title || '(untitled)'}  ${i.id}` },
  site: { path: (o) => `/orgs/${o}/sites`, value: (i) => String(i.id), name: (i) => `${i.title}  ${i.id}` },
  team: { path: (o) => `/orgs/${o}/teams`, value: (i) => String(i.id), name: (i) => `${i.title}  ${i.id}` },
  member: {
    path: (o) => `/orgs/${o}/members`,
    value: (i) => String((i.user as Item).id),
    name: (i) => `${(i.user as Item).displayName} <${(i.user as Item).email}>`,
  },
  openapi: { path: (o) => `/orgs/${o}/openapi`, value: (i) => String(i.slug), name: (i) => String(i.slug) },
  integration: { path: (o) => `/integrations?owner=${o}`, value: (i) => String(i.name), name: (i) => `${i.title}  ${i.name}` },
  'change-request': undefined,
};

const PICK_LIMIT = 1000;

export function canPick(kind: PickKind): boolean {
  return sources[kind] !== undefined;
}

/** Offers a searchable list of the organization's resources of that kind (terminal only). */
export async function pick(ctx: Context, kind: PickKind, argName: string): Promise<string> {
  const source = sources[kind]!;
  const org = await ctx.org();
  const path = source.path(seg(org));
  const [base, query] = path.split('?');
  const params = Object.fromEntries(new URLSearchParams(query ?? ''));
  const page = await ctx.api().get<ListPage<Item>>(base!, { ...params, limit: PICK_LIMIT });
  if (page.items.length === 0) throw new UsageError(`no ${kind}s to choose from in organization ${org}`, `pass the <${argName}> argument`);
  if (page.next) ctx.hint(`showing the first ${PICK_LIMIT} of ${page.count}; pass the <${argName}> argument for others`);
  const choices: Choice[] = page.items.map((i) => ({ value: source.value(i), name: source.name(i) }));
  return ctx.prompter.choose(`Choose a ${argName}`, choices);
}
