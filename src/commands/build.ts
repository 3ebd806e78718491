import { type Command, InvalidArgumentError, Option } from 'commander';
import { Context, type GlobalOptions } from '../context.js';
import { InterruptedError, UsageError } from '../errors.js';
import type { IO } from '../io.js';
import { OUTPUT_FORMATS, type OutputFormat, type OutputOptions } from '../output/formats.js';
import { checkQuery } from '../output/query.js';
import { withPager } from '../output/pager.js';
import { renderList, renderResource, type ListRenderResult } from '../output/render.js';
import { checkText } from '../common/limits.js';
import { idProblem } from '../api/paths.js';
import { examplesBlock, helpWidth, wrapWords } from './help-text.js';
import { resolveName, resolvesNames } from './names.js';
import { answersTo, type ArgSpec, type CommandSpec, type GroupSpec, type OptionSpec, type Result } from './spec.js';

export interface BuildEnv {
  io: IO;
  env: NodeJS.ProcessEnv;
  signal?: AbortSignal;
  /** Receives the exit code a command's action decided. */
  setExit(code: number): void;
  /** Contexts created, so the caller can close them. */
  contexts: Context[];
}

const DEFAULT_LIST_LIMIT = 30;
const MAX_PAGE_SIZE = 1000;

export function intArg(min: number, max: number) {
  return (value: string): number => {
    if (!/^-?\d+$/.test(value)) throw new InvalidArgumentError('must be a whole number');
    const n = Number(value);
    if (n < min || n > max) throw new InvalidArgumentError(`must be from ${min} to ${max}`);
    return n;
  };
}

function numberArg(value: string): number {
  const n = Number(value);
  if (value.trim() === '' || !Number.isFinite(n)) throw new InvalidArgumentError('must be a number');
  return n;
}

function collect(value: string, previous: string[] | undefined): string[] {
  return [...(previous ?? []), value];
}

/** Global options, on the root so they work before or after the subcommand. */
export function addGlobalOptions(program: Command): void {
  program
    .option('--profile <name>', 'stored profile to use (env DOCS_CLI_PROFILE)')
    .option('--api-url <url>', 'base URL of the service (env DOCS_CLI_API_URL)')
    .option('--org <id>', 'organization for org-scoped commands (env DOCS_CLI_ORG)')
    .option('-y, --yes', 'answer yes to confirmations')
    .option('--no-input', 'never prompt; fail with exit 2 where input is missing (env DOCS_CLI_NO_PROMPT, CI)')
    .option('--verbose', 'log each HTTP request and response on stderr, token redacted (env DOCS_CLI_DEBUG=1)')
    .option('--quiet', 'warnings as one line per kind with a count, as in CI (--verbose lists every one)')
    .option('--no-color', 'disable colour (env NO_COLOR)')
    .option('--no-pager', 'print long output without a pager (env DOCS_CLI_PAGER, PAGER)');
}

function toOption(spec: OptionSpec): Option {
  const opt = new Option(spec.flags, spec.description);
  if (spec.choices) opt.choices(spec.choices as string[]);
  if (spec.type === 'int')
    opt.argParser(intArg(spec.min ?? Number.MIN_SAFE_INTEGER, spec.max ?? Number.MAX_SAFE_INTEGER));
  if (spec.type === 'number') opt.argParser(numberArg);
  if (spec.type === 'list') opt.argParser(collect);
  if (spec.default !== undefined) opt.default(spec.default);
  // A pickable option is checked after parsing, where a terminal can offer a picker instead.
  if (spec.required && !spec.pick) opt.makeOptionMandatory(true);
  if (spec.hidden) opt.hideHelp();
  return opt;
}

export function standardOptions(spec: CommandSpec): OptionSpec[] {
  const out: OptionSpec[] = [];
  if (spec.output !== 'none') {
    out.push(
      { flags: '-o, --output <format>', description: 'output format', choices: OUTPUT_FORMATS, default: 'table' },
      { flags: '--json', description: 'shorthand for --output json' },
      { flags: '--query <expr>', description: 'JMESPath expression applied to the JSON output' },
    );
  }
  if (spec.output === 'list') {
    out.push(
      {
        flags: '--limit <n>',
        description: `items to show in total (default ${DEFAULT_LIST_LIMIT})`,
        type: 'int',
        min: 1,
        max: Number.MAX_SAFE_INTEGER,
      },
      { flags: '--all', description: 'follow every page to the end' },
      { flags: '--page <cursor>', description: 'start at this page cursor (from next.page)' },
      { flags: '--wide', description: 'show every column in full (same as -o wide)' },
    );
  }
  if (spec.effect === 'write' || spec.effect === 'destructive')
    out.push({ flags: '--dry-run', description: 'print the HTTP request instead of sending it' });
  return out;
}

export function addCommand(parent: Command, spec: CommandSpec, env: BuildEnv): Command {
  const cmd = parent.command(spec.name, spec.isDefault ? { isDefault: true } : undefined).description(spec.summary);
  if (spec.aliases) cmd.aliases(spec.aliases);
  // With a pickable argument, every argument is optional to commander: `spaces import ./dir`
  // gives the source and leaves the space to the picker (see placeArguments).
  const picking = (spec.args ?? []).some((a) => a.pick);
  for (const arg of spec.args ?? []) {
    const required = (arg.required ?? true) && !picking;
    const name = arg.variadic ? `${arg.name}...` : arg.name;
    cmd.argument(required ? `<${name}>` : `[${name}]`, arg.description);
  }
  const shown = (a: ArgSpec) =>
    (a.required ?? true) && !a.pick ? `<${a.name}>` : `[${a.name}${a.variadic ? '...' : ''}]`;
  if (picking) cmd.usage(['[options]', ...(spec.args ?? []).map(shown)].join(' '));
  for (const opt of [...(spec.options ?? []), ...standardOptions(spec)]) cmd.addOption(toOption(opt));
  const description = spec.description;
  if (description) cmd.addHelpText('before', () => `${wrapWords(description, helpWidth(env.io))}\n`);
  cmd.addHelpText('after', () => examplesBlock(spec.examples, env.io));
  cmd.action(async (...params: unknown[]) => {
    const command = params[params.length - 1] as Command;
    const positional = params.slice(0, (spec.args ?? []).length) as Array<string | string[] | undefined>;
    const globals = command.optsWithGlobals();
    // A command's own option wins over a global one of the same name (api --input vs --no-input).
    const opts = { ...globals, ...command.opts() };
    rejectFlagsAsValues(command, opts);
    const ctx = new Context(env.io, env.env, globalsFrom(globals), env.signal);
    env.contexts.push(ctx);
    ctx.dryRun = Boolean(opts.dryRun);
    ctx.yes = Boolean(globals.yes);
    env.setExit(await execute(spec, ctx, positional, opts, commandPath(command)));
  });
  return cmd;
}

/** A command as its group lists it, not to be run: argv named another one. */
function addCommandName(parent: Command, spec: CommandSpec): void {
  const cmd = parent.command(spec.name).description(spec.summary);
  if (spec.aliases) cmd.aliases(spec.aliases);
}

/**
 * `--parent --dry-run` makes commander take `--dry-run` as the parent's value, and the request
 * would really be sent. A value that is one of the command's own flags is a missing value.
 */
function rejectFlagsAsValues(command: Command, opts: Record<string, unknown>): void {
  const flags = new Set<string>();
  for (let c: Command | null = command; c; c = c.parent) for (const o of c.options) if (o.long) flags.add(o.long);
  for (const o of command.options) {
    const value = opts[o.attributeName()];
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) {
      if (typeof v === 'string' && flags.has(v.replace(/=.*/s, '')))
        throw new UsageError(`${o.long}: missing value (got ${v})`);
    }
  }
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

function globalsFrom(opts: Record<string, unknown>): GlobalOptions {
  return {
    profile: text(opts.profile),
    apiUrl: text(opts.apiUrl),
    org: text(opts.org),
    input: opts.input !== false,
    verbose: Boolean(opts.verbose),
    quiet: Boolean(opts.quiet),
    color: opts.color !== false,
    pager: opts.pager !== false,
  };
}

/** Validates input, runs the command and prints its result; returns the exit code. */
/** `teams members add`: what a hint must name for `--help` to work. */
function commandPath(command: Command): string {
  const names: string[] = [];
  for (let c: Command | null = command; c?.parent; c = c.parent) names.unshift(c.name());
  return names.join(' ');
}

/** Arguments and option values that name a resource by id: checked like path segments, up front. */
const ID_NAMES = new Set([
  'org',
  'organization',
  'domain',
  'user',
  'users',
  'invite',
  'team',
  'collection',
  'space',
  'file',
  'comment',
  'reply',
  'number',
  'site',
  'item',
  'section',
  'group',
  'site-space',
  'link',
  'translation',
  'slug',
  'version',
  'integration',
  'installation',
]);

function checkIdValue(what: string, value: string): void {
  const problem = idProblem(value);
  if (problem) throw new UsageError(`${what}: invalid id ${JSON.stringify(value)}: ${problem}`);
}

export async function execute(
  spec: CommandSpec,
  ctx: Context,
  positional: Array<string | string[] | undefined>,
  opts: Record<string, unknown>,
  path = spec.name,
): Promise<number> {
  const args: Record<string, string | string[] | undefined> = {};
  const placed = placeArguments(spec, positional);
  // Everything that needs no request is checked first: nothing is looked up for bad input.
  for (const [i, arg] of (spec.args ?? []).entries()) {
    const value = placed[i];
    // Ids (and the names that stand for them) are checked like path segments before anything is sent.
    if (arg.variadic) {
      if (ID_NAMES.has(arg.name))
        for (const v of (value as string[] | undefined) ?? []) if (v.trim() !== '') checkIdValue(`<${arg.name}>`, v);
      continue;
    }
    // A required one left empty is missing (picked or refused below).
    if (typeof value !== 'string' || (value === '' && (arg.required ?? true))) continue;
    if (value.trim() === '') throw new UsageError(`<${arg.name}>: must not be empty`);
    const broken = arg.limit && checkText(value, arg.limit);
    if (broken) throw new UsageError(`<${arg.name}>: ${broken}`);
    if (ID_NAMES.has(arg.name)) checkIdValue(`<${arg.name}>`, value);
  }
  for (const opt of spec.options ?? []) {
    const placeholder = /<([^>]+)>/.exec(opt.flags)?.[1];
    if (placeholder && placeholder !== 'file' && ID_NAMES.has(placeholder)) {
      for (const v of [opts[optionKey(opt.flags)]].flat())
        if (typeof v === 'string' && v !== '') checkIdValue(`--${flagName(opt.flags)}`, v);
    }
    if (!opt.limit) continue;
    const key = optionKey(opt.flags);
    const value = opts[key];
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) {
      if (typeof v !== 'string') continue;
      const broken = checkText(v, opt.limit);
      if (broken) throw new UsageError(`--${flagName(opt.flags)}: ${broken}`);
    }
  }
  const out: OutputOptions = { format: outputFormat(opts), query: text(opts.query) };
  if (out.query !== undefined) await checkQuery(out.query);

  await resolveOptions(spec, ctx, opts);
  for (const [i, arg] of (spec.args ?? []).entries()) {
    let value = placed[i];
    if (arg.variadic) {
      args[arg.name] = (value as string[] | undefined) ?? [];
      continue;
    }
    if ((value === undefined || value === '') && (arg.required ?? true)) {
      if (arg.pick && ctx.prompter.interactive) {
        value = await (await import('./pickers.js')).pick(
          ctx,
          arg.pick,
          arg.name,
          { org: () => ctx.org(), space: text(opts.space) },
          spec.effect === 'read',
        );
      } else throw new UsageError(`missing required argument <${arg.name}>`, `see docs-cli ${path} --help`);
    } else if (typeof value === 'string' && resolvesNames(arg.pick)) {
      value = await resolveName(ctx, arg.pick, value);
    }
    args[arg.name] = value as string | undefined;
  }

  try {
    return await print(ctx, await spec.run(ctx, { args, opts }), opts, out);
  } catch (error) {
    // An answer the code could not read (a field null or of another type) is the service's fault.
    throw ctx.unreadableAnswer(error) ?? error;
  }
}

/** Prints what a command returned; returns the exit code. */
async function print(ctx: Context, result: Result, opts: Record<string, unknown>, out: OutputOptions): Promise<number> {
  switch (result.kind) {
    case 'none':
      return 0;
    case 'exit':
      return result.code;
    case 'message':
      if (result.data !== undefined && (out.format !== 'table' || out.query !== undefined || !ctx.io.stdout.isTTY)) {
        await renderResource(ctx.io, result.data, result.view, out);
      }
      if (ctx.io.stderr.isTTY || result.data === undefined) ctx.hint(result.message);
      return 0;
    case 'resource':
      await renderResource(ctx.io, result.data, result.view, out);
      if (result.message) ctx.hint(result.message);
      return 0;
    case 'list': {
      const all = Boolean(opts.all) || result.complete === true;
      const limit = all ? Infinity : typeof opts.limit === 'number' ? opts.limit : DEFAULT_LIST_LIMIT;
      const size = Math.min(MAX_PAGE_SIZE, all ? MAX_PAGE_SIZE : limit);
      let printed = 0;
      const line = ctx.progress();
      const progress = (n: number, c: number) => {
        printed = n;
        if (all) line.update(`${n}/${c} ${result.view.plural}…`);
      };
      const shown = await withPager(ctx.io, ctx.globals.pager !== false, async (io) => {
        try {
          return await renderList(io, result.pages(size, text(opts.page), all), result.view, out, limit, progress);
        } catch (error) {
          if (error instanceof InterruptedError)
            throw new InterruptedError(`interrupted after ${printed} ${result.view.plural}`);
          throw error;
        } finally {
          line.done();
        }
      });
      if (shown.shown === 0) ctx.hint(`no ${result.view.plural} found`);
      else if (shown.more) ctx.hint(continueHint(shown, result.view.plural));
      return 0;
    }
  }
}

/**
 * Fewer words than arguments: the words fill the arguments that cannot be picked first, so
 * `spaces import ./dir` is the source, and the space is left to the picker.
 */
function placeArguments(
  spec: CommandSpec,
  positional: Array<string | string[] | undefined>,
): Array<string | string[] | undefined> {
  const args = spec.args ?? [];
  const words = positional.filter((p): p is string => typeof p === 'string');
  const pickable = (a: ArgSpec) => Boolean(a.pick);
  return args.map((arg, i) => {
    if (arg.variadic) return positional[i];
    const neededAfter = args.slice(i + 1).filter((a) => !a.variadic && (a.required ?? true) && !pickable(a)).length;
    if (pickable(arg) && words.length <= neededAfter) return undefined;
    return words.shift();
  });
}

/** Options that take names (`--space "Getting Started"`), picked on a terminal when missing. */
async function resolveOptions(spec: CommandSpec, ctx: Context, opts: Record<string, unknown>): Promise<void> {
  for (const opt of spec.options ?? []) {
    if (!opt.pick) continue;
    const key = optionKey(opt.flags);
    const value = opts[key];
    if (value === undefined && opt.required) {
      if (!ctx.prompter.interactive) throw new UsageError(`required option '${opt.flags}' not specified`);
      const scope = { org: () => ctx.org() };
      opts[key] = await (await import('./pickers.js')).pick(
        ctx,
        opt.pick,
        flagName(opt.flags),
        scope,
        spec.effect === 'read',
      );
    } else if (resolvesNames(opt.pick)) {
      const kind = opt.pick;
      const resolve = (v: string) => (v.trim() === '' ? v : resolveName(ctx, kind, v));
      if (Array.isArray(value)) opts[key] = await Promise.all(value.map(String).map(resolve));
      else if (typeof value === 'string') opts[key] = await resolve(value);
    }
  }
}

function outputFormat(opts: Record<string, unknown>): OutputFormat {
  if (opts.json) return 'json';
  const format = (opts.output ?? 'table') as OutputFormat;
  return format === 'table' && opts.wide ? 'wide' : format;
}

/** How to see the rest of a list that stopped before its end. */
function continueHint(shown: ListRenderResult, plural: string): string {
  const what = `showing ${shown.shown} of ${shown.count} ${plural}`;
  if (!shown.next) return `${what}; use --all or --limit to see more`;
  return `${what}; --all for every one, or --page ${shown.next} for the next ${shown.shown}`;
}

export function optionKey(flags: string): string {
  const long = flagName(flags).replace(/^no-/, '');
  return long.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
}

function flagName(flags: string): string {
  return /--([a-z0-9-]+)/i.exec(flags)?.[1] ?? flags;
}

/**
 * A group and its commands. With `path` naming one of them (`list` of `spaces list`), the others
 * are only their name and summary: that is all a run of the named one needs of them. A path that
 * names none (help, a typo to suggest for) builds them all.
 */
export function addGroup(parent: Command, group: GroupSpec, env: BuildEnv, full = true, path: string[] = []): Command {
  const cmd = parent.command(group.name).description(group.summary);
  if (group.aliases) cmd.aliases(group.aliases);
  if (!full) return cmd;
  const [next, ...rest] = path;
  const namedCommand = group.commands.find(answersTo(next));
  const named = namedCommand ?? group.groups?.find(answersTo(next));
  // A named command is all a run needs: its help and errors never list its siblings.
  if (namedCommand) addCommand(cmd, namedCommand, env);
  else {
    for (const spec of group.commands) {
      if (named === undefined) addCommand(cmd, spec, env);
      else addCommandName(cmd, spec);
    }
    for (const sub of group.groups ?? [])
      addGroup(cmd, sub, env, named === undefined || sub === named, sub === named ? rest : []);
  }
  // A group's help shows a few of its commands at work, like every command's help does.
  const examples = group.commands
    .slice(0, 4)
    .map((c) => c.examples[0])
    .filter((e): e is string => Boolean(e));
  if (examples.length) cmd.addHelpText('after', () => examplesBlock(examples, env.io));
  return cmd;
}
