import type { ListPage } from '../api/client.js';
import { AnswerShapeError, UsageError } from '../errors.js';
import type { Context } from '../context.js';
import type { TextLimit } from '../common/limits.js';
import type { View } from '../output/view.js';
import type { OutputFormat } from '../output/formats.js';

/**
 * Commands are data: the tree drives parsing, help, completion, docs/commands.md and the
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
  readonly name: string;
  readonly description: string;
  /** Default true. */
  readonly required?: boolean;
  readonly variadic?: boolean;
  readonly pick?: PickKind;
  readonly limit?: TextLimit;
}

export type OptionType = 'string' | 'int' | 'number' | 'boolean' | 'list';

export interface OptionSpec {
  /** Commander flags, e.g. `--title <title>`, `--published`, `--no-nested`. */
  readonly flags: string;
  readonly description: string;
  readonly type?: OptionType;
  readonly choices?: readonly string[];
  readonly required?: boolean;
  readonly default?: string | boolean | number;
  readonly limit?: TextLimit;
  /** Integer bounds for `int` options. */
  readonly min?: number;
  readonly max?: number;
  /** Hidden from help and completion (deprecated spellings). */
  readonly hidden?: boolean;
  /** Takes a name as well as an id, and can be picked on a terminal when required and missing. */
  readonly pick?: PickKind;
}

export type Output = 'resource' | 'list' | 'none';

/**
 * The input as build.ts hands it over: arguments by name (variadic ones as arrays) and option
 * values by commander's attribute name. Typed commands see it through `CommandInput`.
 */
export interface RawInput {
  readonly args: Readonly<Record<string, string | readonly string[] | undefined>>;
  readonly opts: Readonly<Record<string, unknown>>;
}

// ---- Types computed from a command's declaration (see defineCommand) ----

/** `-o, --output <format>` -> `output <format>`. */
type AfterLong<F extends string> = F extends `${string}--${infer Rest}` ? Rest : never;
type LongName<F extends string> = AfterLong<F> extends `${infer Name} ${string}` ? Name : AfterLong<F>;
type Camel<S extends string> = S extends `${infer Head}-${infer Tail}` ? `${Head}${Capitalize<Camel<Tail>>}` : S;
type Negated<F extends string> = LongName<F> extends `no-${string}` ? true : false;
/** The key commander stores a flag's value under: `--edit-mode` -> `editMode`, `--no-nested` -> `nested`. */
export type OptionKey<F extends string> = F extends unknown
  ? Camel<LongName<F> extends `no-${infer Positive}` ? Positive : LongName<F>>
  : never;
type Placeholder<F extends string> = AfterLong<F> extends `${string} ${infer P}` ? P : '';

/** The value commander gives from the flags alone. */
type FlagValue<F extends string> =
  Placeholder<F> extends ''
    ? boolean
    : Placeholder<F> extends `${string}...>` | `${string}...]`
      ? string[]
      : Placeholder<F> extends `[${string}]`
        ? string | true
        : string;

type Widen<S extends OptionSpec, V> = S extends { choices: readonly (infer C)[] } ? (V extends string ? C : V) : V;

type TypedValue<S extends OptionSpec> = S extends { type: 'int' | 'number' }
  ? number
  : S extends { type: 'list' }
    ? string[]
    : S extends { type: 'boolean' }
      ? boolean
      : Widen<S, FlagValue<S['flags']>>;

/** Always present after parsing: required (given or picked), or defaulted. */
type Present<S extends OptionSpec> = S extends { required: true }
  ? true
  : S extends { default: string | number | boolean }
    ? true
    : false;

/** Keys of the flags that are not `--no-x`: a `--no-x` beside `--x` only turns it off. */
type PositiveKeys<O extends readonly OptionSpec[]> = O[number]['flags'] extends infer F
  ? F extends string
    ? Negated<F> extends true
      ? never
      : OptionKey<F>
    : never
  : never;

/** Distributes over `S`: declarations sharing a key (`--x <v>`, `--no-x`) give the union of their values. */
type OptionValue<S extends OptionSpec, O extends readonly OptionSpec[]> = S extends unknown
  ? Negated<S['flags']> extends true
    ? OptionKey<S['flags']> extends PositiveKeys<O>
      ? false | undefined
      : boolean
    : Present<S> extends true
      ? TypedValue<S>
      : TypedValue<S> | undefined
  : never;

/** Keeps declarations whose name is a literal: a spec typed only as `ArgSpec`/`OptionSpec` adds nothing. */
type Literal<S extends string, K> = string extends S ? never : K;

export type OptionsOf<O extends readonly OptionSpec[]> = {
  [S in O[number] as Literal<S['flags'], OptionKey<S['flags']>>]: OptionValue<S, O>;
};

type ArgValue<S extends ArgSpec> = S extends { variadic: true }
  ? string[]
  : S extends { required: false }
    ? string | undefined
    : string;

export type ArgsOf<A extends readonly ArgSpec[]> = {
  [S in A[number] as Literal<S['name'], S['name']>]: ArgValue<S>;
};

/** The options build.ts adds by output and effect (see standardOptions). */
export type StandardOptions<Out extends Output, E extends Effect> = (Out extends 'none'
  ? unknown
  : { output: OutputFormat; json: boolean | undefined; query: string | undefined }) &
  (Out extends 'list'
    ? { limit: number | undefined; all: boolean | undefined; page: string | undefined; wide: boolean | undefined }
    : unknown) &
  (E extends 'write' | 'destructive' ? { dryRun: boolean | undefined } : unknown);

export interface CommandInput<
  A extends readonly ArgSpec[] = [],
  O extends readonly OptionSpec[] = [],
  Out extends Output = 'none',
  E extends Effect = 'read',
> {
  args: ArgsOf<A>;
  opts: OptionsOf<O> & StandardOptions<Out, E>;
}

/** What a command asks to have printed. */
export type Result =
  | { kind: 'resource'; data: unknown; view?: View; message?: string }
  | {
      kind: 'list';
      pages: (size: number, start?: string, prefetch?: boolean) => AsyncIterable<ListPage<unknown>>;
      view: View;
      /** Every item is printed whatever --limit says: results that cannot be fetched again. */
      complete?: boolean;
    }
  | { kind: 'message'; message: string; data?: unknown; view?: View }
  | { kind: 'exit'; code: number }
  | { kind: 'none' };

interface CommandFields<
  A extends readonly ArgSpec[],
  O extends readonly OptionSpec[],
  Out extends Output,
  E extends Effect,
> {
  readonly name: string;
  readonly aliases?: readonly string[];
  /** One line, imperative, no final period. */
  readonly summary: string;
  readonly description?: string;
  readonly args?: A;
  readonly options?: O;
  readonly examples: readonly string[];
  readonly effect: E;
  /** `resource` and `list` add -o/--json/--query; `list` adds --limit/--all/--page. */
  readonly output: Out;
  /** Runs when its group is called without a sub-command name (`docs-cli api <path>`). */
  readonly isDefault?: boolean;
}

/** A command as the framework sees it (built by defineCommand). */
export interface CommandSpec extends CommandFields<readonly ArgSpec[], readonly OptionSpec[], Output, Effect> {
  run(ctx: Context, input: RawInput): Promise<Result>;
}

/** A command as its author declares it: `run` gets input typed from `args` and `options`. */
export interface CommandDefinition<
  A extends readonly ArgSpec[],
  O extends readonly OptionSpec[],
  Out extends Output,
  E extends Effect,
> extends CommandFields<A, O, Out, E> {
  run(ctx: Context, input: CommandInput<A, O, Out, E>): Promise<Result>;
}

/**
 * Declares a command. Its handler's `args` and `opts` are typed from the declaration itself:
 * `--edit-mode <mode>` with `choices` is a union, `--no-nested` a boolean, `type: 'int'` a number,
 * a required argument a string; a misspelt name does not compile.
 */
export function defineCommand<
  const A extends readonly ArgSpec[] = [],
  const O extends readonly OptionSpec[] = [],
  Out extends Output = Output,
  E extends Effect = Effect,
>(definition: CommandDefinition<A, O, Out, E>): CommandSpec {
  return {
    ...definition,
    // build.ts parses argv against this very declaration, so the values have the declared types.
    run: (ctx, input) => definition.run(ctx, input as unknown as CommandInput<A, O, Out, E>),
  };
}

/** A shared argument declaration, kept literal so commands that use it are typed by it. */
export const arg = <const S extends ArgSpec>(spec: S): S => spec;
/** A shared option declaration, kept literal so commands that use it are typed by it. */
export const option = <const S extends OptionSpec>(spec: S): S => spec;
/** Shared option declarations (several at once). */
export const options = <const S extends readonly OptionSpec[]>(specs: S): S => specs;

/** An argument that build.ts always fills (a required one), read from untyped input. */
export function requiredArg(input: RawInput, name: string): string {
  const value = input.args[name];
  if (typeof value !== 'string') throw new Error(`argument <${name}> was not parsed`);
  return value;
}

/** An option that build.ts always fills (a required or picked one), read from untyped input. */
export function requiredOption(input: RawInput, key: string): string {
  const value = input.opts[key];
  if (typeof value !== 'string') throw new Error(`option ${key} was not parsed`);
  return value;
}

/** Whether `word` names a command or group: its name or one of its aliases. */
export const answersTo =
  (word: string | undefined) =>
  (item: { readonly name: string; readonly aliases?: readonly string[] }): boolean =>
    word !== undefined && (item.name === word || (item.aliases?.includes(word) ?? false));

export interface GroupSpec {
  readonly name: string;
  readonly aliases?: readonly string[];
  readonly summary: string;
  readonly commands: readonly CommandSpec[];
  readonly groups?: readonly GroupSpec[];
}

/** What a group module exports as `contents`: its commands and sub-groups (groups.ts adds the header). */
export interface GroupContents {
  readonly commands: readonly CommandSpec[];
  readonly groups?: readonly GroupSpec[];
  /**
   * More commands and sub-groups, listed after these, whose modules only they use: loaded when argv
   * names none of the commands above (one of these, or none: the group's help) and for the whole tree.
   */
  readonly more?: () => Promise<GroupContents>;
}

/** A list page as the reference describes it: `items` a list of objects, `next.page` a cursor. */
function checkListPage(page: unknown): void {
  const { items, next } = (typeof page === 'object' && page !== null ? page : {}) as Record<string, unknown>;
  if (!Array.isArray(items)) throw new AnswerShapeError('items is not a list');
  if (items.some((item) => typeof item !== 'object' || item === null))
    throw new AnswerShapeError('items holds something other than objects');
  if (next !== undefined && next !== null && typeof (next as { page?: unknown }).page !== 'string')
    throw new AnswerShapeError('next.page is not a cursor');
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
        checkListPage(result);
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
