/**
 * docs-cli's own commands as MCP tools, generated from the very declarations the CLI parses
 * (`defineCommand` in commands/spec.ts): the tool's name is the command's path
 * (`spaces list` -> `spaces_list`), its description the command's summary and description, its
 * input schema the command's arguments and options (types, choices, required, bounds, text
 * limits), and its effect decides whether the server offers it (see `allowedBy`).
 *
 * THE RULE of what is left out (a tool must answer once, to a program, through the API):
 * - commands whose effect is `local` (they change only local profiles or files: no API at all);
 * - whole groups that are terminal-only, long-running or hand out credentials:
 *   `auth` (log-in prompts, `auth token` prints the token), `config` (local profiles),
 *   `completion` (shell scripts), `server` (`server start` runs until stopped, `server token(s)`
 *   print tokens), `preview` (a server that runs until stopped), `mcp` (this server itself),
 *   `api` (raw requests: the method and path are free, so no effect is declared for them);
 * - commands named `open` (they open a browser);
 * - options that only a terminal uses: `--web` (a browser); nor are the output options build.ts
 *   adds (`-o`, `--json`, `--query`, `--wide`) inputs: a tool always answers the JSON of `-o json`.
 * Commands that write local files although their effect on the service is `read` (pulls,
 * `sites export`, `cr pdf`) count as writes here: `--allow-writes` is needed for them too.
 */
import type { TextLimit } from '../common/limits.js';
import type { ArgSpec, CommandSpec, Effect, GroupSpec, OptionSpec } from '../commands/spec.js';

export const LEFT_OUT_GROUPS: ReadonlySet<string> = new Set([
  'auth',
  'config',
  'completion',
  'server',
  'preview',
  'mcp',
  'api',
]);
const LEFT_OUT_COMMANDS: ReadonlySet<string> = new Set(['open']);
const TERMINAL_OPTIONS: ReadonlySet<string> = new Set(['web']);
/** Read commands that write files on this machine (a folder or a PDF the agent names). */
export const LOCAL_WRITES: ReadonlySet<string> = new Set([
  'spaces pull',
  'change-requests pull',
  'sites pull',
  'orgs pull',
  'sites export',
  'change-requests pdf',
]);

export type JsonSchema = Record<string, unknown>;

/** How one tool input maps back to the command's argv: an argument (by position) or an option. */
export type InputField =
  | { kind: 'arg'; key: string; index: number; variadic: boolean }
  | { kind: 'option'; key: string; optionKey: string; negated: boolean };

export interface ToolEntry {
  /** `spaces_list`. */
  readonly name: string;
  /** `spaces list`. */
  readonly path: string;
  readonly spec: CommandSpec;
  /** The command's effect, `write` for the read commands that write local files. */
  readonly effect: Exclude<Effect, 'local'>;
  readonly description: string;
  readonly inputSchema: JsonSchema & { type: 'object' };
  readonly fields: readonly InputField[];
  /** The tool answers the JSON of `-o json` (the command's output is a resource or a list). */
  readonly json: boolean;
}

export interface Permissions {
  writes: boolean;
  destructive: boolean;
}

/** Whether the server's flags let a tool of this effect run, and the flag it lacks if not. */
export function allowedBy(effect: ToolEntry['effect'], allow: Permissions): { ok: true } | { ok: false; flag: string } {
  if (effect === 'read') return { ok: true };
  if (!allow.writes) return { ok: false, flag: '--allow-writes' };
  if (effect === 'destructive' && !allow.destructive) return { ok: false, flag: '--allow-destructive' };
  return { ok: true };
}

/** `--edit-mode <mode>` -> `editMode`, `--no-nested` -> `nested` (commander's attribute name). */
export function optionKeyOf(flags: string): string {
  const long = longName(flags).replace(/^no-/, '');
  return long.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

function longName(flags: string): string {
  return /--([a-z0-9-]+)/i.exec(flags)?.[1] ?? flags;
}

const camel = (name: string) => name.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());

function textBounds(limit: TextLimit | undefined): JsonSchema {
  if (!limit) return {};
  const out: JsonSchema = {};
  if (limit.min !== undefined) out.minLength = limit.min;
  if (limit.max !== undefined) out.maxLength = limit.max;
  if (limit.pattern) out.pattern = limit.pattern.source;
  return out;
}

function argSchema(arg: ArgSpec): JsonSchema {
  const item = { type: 'string', ...textBounds(arg.limit) };
  const description = arg.pick ? `${arg.description} (an id, or a name the CLI resolves)` : arg.description;
  return arg.variadic ? { type: 'array', items: item, description } : { ...item, description };
}

function optionSchema(opt: OptionSpec): JsonSchema {
  const placeholder = /<([^>]+)>|\[([^\]]+)\]/.exec(opt.flags);
  const many = opt.type === 'list' || /\.\.\.[>\]]/.test(opt.flags);
  let schema: JsonSchema;
  if (opt.type === 'int') {
    schema = { type: 'integer' };
    if (opt.min !== undefined && opt.min > Number.MIN_SAFE_INTEGER) schema.minimum = opt.min;
    if (opt.max !== undefined && opt.max < Number.MAX_SAFE_INTEGER) schema.maximum = opt.max;
  } else if (opt.type === 'number') schema = { type: 'number' };
  else if (opt.type === 'boolean' || !placeholder) schema = { type: 'boolean' };
  else schema = { type: 'string', ...textBounds(opt.limit) };
  if (opt.choices && schema.type === 'string') schema.enum = [...opt.choices];
  if (many) schema = { type: 'array', items: schema };
  const description = opt.pick ? `${opt.description} (an id, or a name the CLI resolves)` : opt.description;
  const out: JsonSchema = { ...schema, description };
  if (opt.default !== undefined) out.default = opt.default;
  return out;
}

/** The options build.ts adds to a command, as tool inputs (the output ones left out). */
function standardFields(spec: CommandSpec): Array<[string, JsonSchema]> {
  const out: Array<[string, JsonSchema]> = [];
  if (spec.output === 'list') {
    out.push(
      ['limit', { type: 'integer', minimum: 1, description: 'items to return in total (default 30)' }],
      ['all', { type: 'boolean', description: 'follow every page to the end' }],
      ['page', { type: 'string', description: 'start at this page cursor' }],
    );
  }
  if (spec.effect === 'write' || spec.effect === 'destructive')
    out.push([
      'dryRun',
      {
        type: 'boolean',
        description: 'show what would be sent (the first change request, or the plan of a push) and send nothing',
      },
    ]);
  return out;
}

/** One command as a tool. */
export function toolOf(path: string[], spec: CommandSpec): ToolEntry {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  const fields: InputField[] = [];
  const add = (key: string, schema: JsonSchema, field: InputField, isRequired: boolean) => {
    if (key in properties) throw new Error(`${path.join(' ')}: two inputs named ${key}`);
    properties[key] = schema;
    fields.push(field);
    if (isRequired) required.push(key);
  };
  for (const [index, arg] of (spec.args ?? []).entries()) {
    const key = camel(arg.name);
    add(
      key,
      argSchema(arg),
      { kind: 'arg', key, index, variadic: Boolean(arg.variadic) },
      (arg.required ?? true) && !arg.variadic,
    );
  }
  const options = spec.options ?? [];
  const positives = new Set(options.filter((o) => !/--no-/.test(o.flags)).map((o) => optionKeyOf(o.flags)));
  for (const opt of options) {
    const optionKey = optionKeyOf(opt.flags);
    if (opt.hidden || TERMINAL_OPTIONS.has(optionKey)) continue;
    // An option named like an argument (`<source>` and `--source <kind>`) is told apart by its placeholder.
    const placeholder = /<([a-z0-9-]+)/i.exec(opt.flags)?.[1] ?? 'option';
    const key = optionKey in properties ? camel(`${optionKey}-${placeholder}`) : optionKey;
    const negated = /--no-/.test(opt.flags);
    // `--no-x` beside `--x <v>` only turns x off: `x: false` is not a value of the other one.
    if (negated && positives.has(optionKey)) continue;
    const schema = negated
      ? {
          type: 'boolean',
          default: true,
          description: `${opt.description} (false: --no-${longName(opt.flags).slice(3)})`,
        }
      : optionSchema(opt);
    add(key, schema, { kind: 'option', key, optionKey, negated }, Boolean(opt.required));
  }
  for (const [key, schema] of standardFields(spec))
    add(
      key in properties ? `${key}Cursor` : key,
      schema,
      { kind: 'option', key: key in properties ? `${key}Cursor` : key, optionKey: key, negated: false },
      false,
    );

  const route = path.join(' ');
  const effect =
    spec.effect === 'local' ? 'write' : LOCAL_WRITES.has(route) && spec.effect === 'read' ? 'write' : spec.effect;
  const notes = {
    read: 'Reads only.',
    write: LOCAL_WRITES.has(route)
      ? 'Writes files on this machine (needs docs-cli mcp --allow-writes).'
      : 'Changes the service (needs docs-cli mcp --allow-writes).',
    destructive: 'Deletes or overwrites on the service (needs docs-cli mcp --allow-writes --allow-destructive).',
  } as const;
  const description = [`docs-cli ${route}: ${spec.summary}.`, spec.description, notes[effect]]
    .filter(Boolean)
    .join('\n\n');
  return {
    name: path.join('_'),
    path: route,
    spec,
    effect,
    description,
    inputSchema: {
      type: 'object',
      properties,
      ...(required.length ? { required } : {}),
      additionalProperties: false,
    },
    fields,
    json: spec.output !== 'none',
  };
}

/** Whether a command is a tool (the rule at the top of this module). */
export function isTool(path: string[], spec: CommandSpec): boolean {
  if (spec.effect === 'local') return false;
  if (LEFT_OUT_GROUPS.has(path[0] ?? '')) return false;
  return !LEFT_OUT_COMMANDS.has(spec.name);
}

/** Every tool of the command tree, in the tree's order. */
export function toolsOf(tree: readonly GroupSpec[]): ToolEntry[] {
  const out: ToolEntry[] = [];
  const walk = (group: GroupSpec, prefix: string[]) => {
    const path = [...prefix, group.name];
    for (const spec of group.commands)
      if (isTool([...path, spec.name], spec)) out.push(toolOf([...path, spec.name], spec));
    for (const sub of group.groups ?? []) walk(sub, path);
  };
  for (const group of tree) walk(group, []);
  return out;
}
