import { allNodes, flagNames, globalFlags, localFlags, type CommandModel, type FlagModel } from './model.js';

/**
 * The tree flattened into the lookup tables every shell script needs, keyed by the command path
 * (`''` for the program, `'spaces list'`, ...). Generators only format these.
 */
export interface Tables {
  /** Every path that can have sub-commands or flags, program first. */
  paths: string[];
  /** `path -> sub-commands` with their aliases and summaries. */
  children: Map<string, Array<{ name: string; aliases: string[]; summary: string }>>;
  /** `path -> flags` of that command (globals excluded). */
  flags: Map<string, FlagModel[]>;
  /** Flags valid at every level. */
  globals: FlagModel[];
  /** Flags of the program only (--version). */
  rootOnly: FlagModel[];
  /** `path -> kind` of each positional argument ('' when it is free text), variadic ones left out. */
  argKinds: Map<string, string[]>;
}

export function tables(root: CommandModel): Tables {
  const nodes = [root, ...allNodes(root)];
  const key = (n: CommandModel) => n.path.join(' ');
  const globals = globalFlags(root);
  return {
    paths: nodes.map(key),
    children: new Map(
      nodes.map((n) => [key(n), n.commands.map((c) => ({ name: c.name, aliases: c.aliases, summary: c.summary }))]),
    ),
    flags: new Map(nodes.filter((n) => n !== root).map((n) => [key(n), localFlags(n)])),
    globals,
    rootOnly: root.flags.filter((f) => !globals.includes(f)),
    argKinds: new Map(
      nodes
        .filter((n) => n.args.some((a) => a.pick))
        .map((n) => [key(n), n.args.filter((a) => !a.variadic).map((a) => a.pick ?? '')]),
    ),
  };
}

/** The flags offered at a path. */
export function flagsAt(t: Tables, path: string): FlagModel[] {
  return [...(t.flags.get(path) ?? []), ...t.globals, ...(path === '' ? t.rootOnly : [])];
}

/** What a value-taking flag completes to: choices, `@file`, `@dir` or `''` (free text). */
export function valueWords(flag: FlagModel): string {
  if (flag.complete === 'choices') return (flag.choices ?? []).join(' ');
  if (flag.complete === 'file') return '@file';
  if (flag.complete === 'dir') return '@dir';
  if (flag.complete === 'dynamic') return `@dyn:${flag.dynamic}`;
  return '';
}

/** `[pattern, words]` for every value-taking flag: local ones by `path|flag`, globals by `*|flag`. */
export function valueArms(t: Tables): Array<{ patterns: string[]; words: string }> {
  const arms: Array<{ patterns: string[]; words: string }> = [];
  for (const [path, flags] of t.flags) {
    for (const f of flags)
      if (f.complete !== 'none') arms.push({ patterns: flagNames(f).map((n) => `${path}|${n}`), words: valueWords(f) });
  }
  for (const f of [...t.globals, ...t.rootOnly]) {
    if (f.complete !== 'none') arms.push({ patterns: flagNames(f).map((n) => `*|${n}`), words: valueWords(f) });
  }
  return arms;
}

/** `path|word -> canonical child` for names and aliases. */
export function childArms(t: Tables): Array<{ patterns: string[]; name: string }> {
  const arms: Array<{ patterns: string[]; name: string }> = [];
  for (const [path, children] of t.children) {
    for (const c of children) arms.push({ patterns: [c.name, ...c.aliases].map((w) => `${path}|${w}`), name: c.name });
  }
  return arms;
}

/** `path|index -> kind` for positional arguments that name resources. */
export function argArms(t: Tables): Array<{ patterns: string[]; kind: string }> {
  return [...t.argKinds].flatMap(([path, kinds]) =>
    kinds.flatMap((kind, i) => (kind ? [{ patterns: [`${path}|${i}`], kind }] : [])),
  );
}

/** A quoted `case` pattern; a leading `*` (any command path) stays a glob. */
export function casePattern(pattern: string): string {
  return pattern.startsWith('*|') ? `*${shq(pattern.slice(1))}` : shq(pattern);
}

/** POSIX single quoting (bash, zsh). */
export function shq(s: string): string {
  return `'${s.replaceAll("'", `'\\''`)}'`;
}

export const HEADER = (shell: string) =>
  `# ${shell} completion for docs-cli.\n# Generated from the command tree by \`docs-cli completion ${shell}\` (npm run gen); do not edit.\n# Installation: docs/completion.md\n`;

/** The lookup functions bash and zsh share: each a `case` over the arms the tree gives. */
export function lookupFunctions(arms: {
  child: string[];
  children: string[];
  flags: string[];
  values: string[];
  args: string[];
}): string {
  return `_docs_cli_child() {
  case "$1|$2" in
${arms.child.join('\n')}
  esac
}

_docs_cli_children() {
  case "$1" in
${arms.children.join('\n')}
  esac
}

_docs_cli_flags() {
  case "$1" in
${arms.flags.join('\n')}
  esac
}

# The kind of resource the n-th argument (from 0) of a command names, if any.
_docs_cli_arg() {
  case "$1|$2" in
${arms.args.join('\n')}
  esac
}

# Succeeds for a flag that takes a value and prints what completes it: words, @file, @dir or nothing.
_docs_cli_value() {
  case "$1|$2" in
${arms.values.join('\n')}
    *) return 1 ;;
  esac
}
`;
}
