import type { ListPage } from '../api/client.js';
import { UsageError } from '../errors.js';
import type { Context } from '../context.js';
import type { TextLimit } from '../common/limits.js';
import type { View } from '../output/view.js';

/**
 * Commands are data: the tree drives parsing, help, completion, the README reference and the
 * consistency tests. A command's `run` gets parsed, validated input and returns what to print.
 */
/** `local` changes only local files (profiles, a data file): no HTTP request, so no --dry-run. */
export type Effect = 'read' | 'write' | 'destructive' | 'local';

/** Things a missing argument can be picked from interactively on a terminal. */
export type PickKind =
  | 'space'
  | 'site'
  | 'team'
  | 'collection'
  | 'member'
  | 'change-request'
  | 'openapi'
  | 'integration';

export interface ArgSpec {
  name: string;
  description: string;
  /** Default true. */
  required?: boolean;
  variadic?: boolean;
  pick?: PickKind;
  limit?: TextLimit;
}

export type OptionType = 'string' | 'int' | 'number' | 'boolean' | 'list';

export interface OptionSpec {
  /** Commander flags, e.g. `--title <title>`, `--published`, `--no-nested`. */
  flags: string;
  description: string;
  type?: OptionType;
  choices?: readonly string[];
  required?: boolean;
  default?: string | boolean | number;
  limit?: TextLimit;
  /** Integer bounds for `int` options. */
  min?: number;
  max?: number;
  /** Hidden from help and completion (deprecated spellings). */
  hidden?: boolean;
  /** Takes a name as well as an id, and can be picked on a terminal when required and missing. */
  pick?: PickKind;
}

export interface Input {
  args: Record<string, string | undefined>;
  /** Variadic arguments. */
  lists: Record<string, string[]>;
  opts: Record<string, any>;
}

/** What a command asks to have printed. */
export type Result =
  | { kind: 'resource'; data: unknown; view?: View; message?: string }
  | {
      kind: 'list';
      pages: (size: number, start?: string, prefetch?: boolean) => AsyncIterable<ListPage<unknown>>;
      view: View;
    }
  | { kind: 'message'; message: string; data?: unknown; view?: View }
  | { kind: 'exit'; code: number }
  | { kind: 'none' };

export interface CommandSpec {
  name: string;
  aliases?: string[];
  /** One line, imperative, no final period. */
  summary: string;
  description?: string;
  args?: ArgSpec[];
  options?: OptionSpec[];
  examples: string[];
  effect: Effect;
  /** `resource` and `list` add -o/--json/--query; `list` adds --limit/--all/--page. */
  output: 'resource' | 'list' | 'none';
  /** Runs when its group is called without a sub-command name (`docs-cli api <path>`). */
  isDefault?: boolean;
  run(ctx: Context, input: Input): Promise<Result>;
}

export interface GroupSpec {
  name: string;
  aliases?: string[];
  summary: string;
  commands: CommandSpec[];
  groups?: GroupSpec[];
}

/** Shorthands for common results. */
export const resource = (data: unknown, view?: View, message?: string): Result => ({
  kind: 'resource',
  data,
  view,
  message,
});
export const message = (text: string, data?: unknown, view?: View): Result => ({
  kind: 'message',
  message: text,
  data,
  view,
});
export const none = (): Result => ({ kind: 'none' });
export function list<T>(
  view: View<T>,
  fetchPage: (query: { limit: number; page?: string }) => Promise<ListPage<T>>,
): Result {
  return {
    kind: 'list',
    view: view as View,
    // With `prefetch` (--all) the next page is requested as soon as its cursor arrives, so the
    // service reads page n+1 while this process prints page n.
    pages: async function* (size, start, prefetch = false) {
      let pending = fetchPage({ limit: size, page: start });
      for (;;) {
        const result = await pending;
        const next = result.next?.page;
        if (next && prefetch) {
          pending = fetchPage({ limit: size, page: next });
          pending.catch(() => undefined); // awaited on the next turn; an abandoned one must not crash
        }
        yield result as ListPage<unknown>;
        if (!next) return;
        if (!prefetch) pending = fetchPage({ limit: size, page: next });
      }
    },
  };
}

/** Lists that come in one answer (no cursor): `--page` has nothing to start from. */
export function singlePage(start: string | undefined): void {
  if (start !== undefined)
    throw new UsageError('--page: this list has a single page, there is no cursor to start from');
}
