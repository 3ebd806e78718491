import { readTextInput } from '../../read-input.js';
import type { Context } from '../../context.js';
import { NotFoundError, UsageError } from '../../errors.js';
import { arg, option, options } from '../spec.js';

export const siteArg = arg({ name: 'site', description: 'site id or title', pick: 'site' });
export const siteOption = option({
  flags: '--site <site>',
  description: 'site id or title',
  required: true,
  limit: { min: 1 },
  pick: 'site',
});

/** The organization and site a sub-group command works on. */
export async function target(ctx: Context, site: string): Promise<{ org: string; site: string }> {
  return { org: await ctx.org(), site };
}

/** Table output (no -o json/jsonl/ids, no --query): commands may print something made for people. */
/** The options that choose how a result is printed. */
export interface HumanOptions {
  json?: boolean;
  output?: string;
  query?: string;
}

export const human = (opts: HumanOptions) =>
  !opts.json && (opts.output ?? 'table') === 'table' && opts.query === undefined;

/** `--condition <expr>` sets, `--no-condition` clears (null), neither leaves it unchanged. */
export function nullable(value: unknown): string | null | undefined {
  if (value === false) return null;
  return typeof value === 'string' ? value : undefined;
}

/** A share key, or a share link's published URL holding one. */
export function shareKeyFrom(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (/^https?:\/\//i.test(value)) {
    const key = new URL(value).searchParams.get('shareKey');
    if (!key) throw new UsageError('--share-key: the URL holds no shareKey parameter');
    return key;
  }
  return value;
}

/** Reads a JSON document from a file, or stdin with `-`. */
export async function readJsonFile(ctx: Context, path: string, flag = '--file'): Promise<unknown> {
  const text = await readTextInput(ctx.io, path, flag);
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new UsageError(`${flag}: ${path === '-' ? 'stdin' : path} is not valid JSON (${(error as Error).message})`);
  }
}

/** `--before <id>` / `--after <id>` / `--last`: exactly one. */
export const placeOptions = (what: string) =>
  options([
    { flags: '--before <id>', description: `place just before this ${what}` },
    { flags: '--after <id>', description: `place just after this ${what}` },
    { flags: '--last', description: 'place last among its siblings' },
  ]);

/** Where `placeOptions` put an item: before or after a sibling, or (neither) last. */
export type Placement = { where: 'before' | 'after'; id: string } | { where?: undefined; id?: undefined };

export function placement(opts: { before?: string; after?: string; last?: boolean }): Placement {
  const given = [opts.before, opts.after, opts.last || undefined].filter((v) => v !== undefined);
  if (given.length !== 1) throw new UsageError('give exactly one of --before <id>, --after <id>, --last');
  if (opts.before !== undefined) return { where: 'before', id: opts.before };
  if (opts.after !== undefined) return { where: 'after', id: opts.after };
  return {};
}

/** One item of a (short) site list by id; exit 3 when absent. */
export async function findById<T extends { id: string }>(
  fetch: (q: { limit: number }) => Promise<{ items: T[] }>,
  id: string,
  noun: string,
  site: string,
): Promise<T> {
  const page = await fetch({ limit: 1000 });
  const found = page.items.find((i) => i.id === id);
  if (!found) throw new NotFoundError(`${noun} ${id} not found in site ${site}`);
  return found;
}
