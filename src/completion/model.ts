import type { Command, Option } from 'commander';
import type { CommandSpec, GroupSpec } from '../commands/spec.js';

/**
 * The command tree as completion scripts and the reference see it: read from the commander
 * program the CLI really runs (flags, choices, aliases, usage) and from the specs (examples).
 */
export interface FlagModel {
  short?: string;
  long?: string;
  description: string;
  /** Placeholder of the value, e.g. `format`; absent for a boolean flag. */
  value?: string;
  choices?: string[];
  /** What completes the value; `dynamic` asks `docs-cli __complete <dynamic>`. */
  complete: 'none' | 'choices' | 'file' | 'dir' | 'text' | 'dynamic';
  dynamic?: string;
  defaultValue?: unknown;
  required: boolean;
}

export interface ArgModel {
  name: string;
  description: string;
  required: boolean;
  variadic: boolean;
  /** Kind of resource it names, completed dynamically (`space`, `member`, ...). */
  pick?: string;
}

export interface CommandModel {
  name: string;
  /** Canonical names from the root, e.g. `['change-requests', 'list']`; `[]` for the program. */
  path: string[];
  aliases: string[];
  summary: string;
  description?: string;
  usage: string;
  args: ArgModel[];
  /** Flags of this command only; the program's flags apply everywhere. */
  flags: FlagModel[];
  commands: CommandModel[];
  /** Sub-command that runs when the group gets no sub-command name (`docs-cli api <path>`). */
  defaultCommand?: string;
  spec?: CommandSpec;
  group?: GroupSpec;
}

export const HELP_FLAG: FlagModel = {
  short: '-h',
  long: '--help',
  description: 'show help',
  complete: 'none',
  required: false,
};

export function flagModel(option: Option): FlagModel {
  const takesValue = option.required || option.optional;
  const value = takesValue ? /[<[]([^>\]]+)[>\]]/.exec(option.flags)?.[1]?.replace(/\.\.\.$/, '') : undefined;
  const choices = option.argChoices ? [...option.argChoices] : undefined;
  return {
    short: option.short,
    long: option.long,
    description: option.description,
    value,
    choices,
    complete: !takesValue ? 'none' : choices ? 'choices' : valueKind(value ?? ''),
    defaultValue: option.defaultValue,
    required: option.mandatory,
  };
}

function valueKind(placeholder: string): FlagModel['complete'] {
  if (/\bdir(ectory)?\b/i.test(placeholder)) return 'dir';
  if (/\b(file|path)\b/i.test(placeholder)) return 'file';
  return 'text';
}

/** Walks the program and the specs side by side (by name). */
export function buildModel(program: Command, tree: readonly GroupSpec[]): CommandModel {
  return walk(program, [], { groups: tree });
}

interface SpecNode {
  groups?: readonly GroupSpec[];
  commands?: readonly CommandSpec[];
  group?: GroupSpec;
  spec?: CommandSpec;
}

function walk(cmd: Command, path: string[], node: SpecNode): CommandModel {
  const hidden = (c: Command) => (c as unknown as { _hidden?: boolean })._hidden === true;
  const commands = cmd.commands
    .filter((c) => !hidden(c))
    .map((c) => {
      const group = node.groups?.find((g) => g.name === c.name());
      const spec = node.commands?.find((s) => s.name === c.name());
      const child: SpecNode = group ? { groups: group.groups, commands: group.commands, group } : { spec };
      return walk(c, [...path, c.name()], child);
    });
  const defaultName =
    (cmd as unknown as { _defaultCommandName?: string | null })._defaultCommandName ??
    node.group?.commands.find((c) => c.isDefault)?.name;
  return {
    name: cmd.name(),
    path,
    aliases: cmd.aliases(),
    summary: cmd.summary() || firstLine(cmd.description()),
    description: node.spec?.description,
    usage: cmd.usage(),
    args: cmd.registeredArguments.map((a) => ({
      name: a.name(),
      description: a.description,
      required: a.required,
      variadic: a.variadic,
      pick: node.spec?.args?.find((s) => s.name === a.name())?.pick,
    })),
    flags: cmd.options.filter((o) => !o.hidden).map((o) => dynamicFlag(flagModel(o), node.spec)),
    commands,
    defaultCommand: defaultName,
    spec: node.spec,
    group: node.group,
  };
}

/** Flags that name resources (`--space`) or profiles complete from the service or the config. */
function dynamicFlag(flag: FlagModel, spec: CommandSpec | undefined): FlagModel {
  const pick =
    flag.long === '--profile' ? 'profile' : spec?.options?.find((o) => o.flags.includes(`${flag.long} `))?.pick;
  return pick ? { ...flag, complete: 'dynamic', dynamic: pick } : flag;
}

function firstLine(s: string): string {
  return s.split('\n')[0] ?? '';
}

/** Every command and group below the root, depth first. */
export function allNodes(root: CommandModel): CommandModel[] {
  const out: CommandModel[] = [];
  const visit = (n: CommandModel) => {
    out.push(n);
    n.commands.forEach(visit);
  };
  root.commands.forEach(visit);
  return out;
}

/** Flags offered at a node: its own, plus those of its default sub-command. */
export function localFlags(node: CommandModel): FlagModel[] {
  const def = node.defaultCommand ? node.commands.find((c) => c.name === node.defaultCommand) : undefined;
  return [...node.flags, ...(def?.flags ?? [])];
}

/** The program's flags that work at every level (all but --version). */
export function globalFlags(root: CommandModel): FlagModel[] {
  return [...root.flags.filter((f) => f.long !== '--version'), HELP_FLAG];
}

export function flagNames(flag: FlagModel): string[] {
  return [flag.short, flag.long].filter((n): n is string => Boolean(n));
}
