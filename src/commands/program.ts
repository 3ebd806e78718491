import { Command, Help } from 'commander';
import type { IO } from '../io.js';
import { VERSION } from '../version.js';
import { addGlobalOptions, addGroup, type BuildEnv } from './build.js';
import { examplesBlock, formatItem, helpWidth, wrapWords } from './help-text.js';
import { answersTo, type GroupSpec } from './spec.js';

/** Global options that take a value, so the group name can be found in argv without parsing. */
const VALUE_OPTIONS = new Set(['--profile', '--api-url', '--org']);

/** Where the words of argv are (global options and their values skipped). */
function wordPositions(argv: string[]): number[] {
  const at: number[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] ?? '';
    if (VALUE_OPTIONS.has(a)) i++;
    else if (!a.startsWith('-')) at.push(i);
  }
  return at;
}

/** The words of argv: the group and the command it names, then the command's arguments. */
export function commandWords(argv: string[]): string[] {
  return wordPositions(argv).map((i) => argv[i] ?? '');
}

/**
 * `docs-cli help spaces list` as `docs-cli spaces list --help`: commander's own help command
 * reads one word, and would show the group's help for a command of it. `help` with no group, or
 * a word that names none, stays commander's (the root's help; an unknown name is exit 2).
 */
export function helpAsFlag(argv: string[], isGroup: (word: string) => boolean): string[] {
  const [first, second] = wordPositions(argv);
  if (first === undefined || argv[first] !== 'help' || second === undefined || !isGroup(argv[second] ?? ''))
    return argv;
  return [...argv.slice(0, first), ...argv.slice(first + 1), '--help'];
}

const ROOT_EXAMPLES = [
  'docs-cli spaces list',
  'docs-cli cr merge 3 --space <space-id>',
  'docs-cli sites publish <site-id>',
];

/**
 * Builds the commander program. When argv names a group, only that group is added, and when it also
 * names one of its commands, only that command, fully (start-up cost); otherwise every group is named.
 * `full` builds everything (completion, docs, tests).
 */
export function buildProgram(env: BuildEnv, argv: string[], full: boolean, tree: readonly GroupSpec[]): Command {
  const program = new Command('docs-cli')
    .description('Administer documentation workspaces: organizations, spaces, change requests, sites and more.')
    .version(VERSION, '-V, --version', 'print the version')
    .helpOption('-h, --help', 'show help')
    .showSuggestionAfterError(true)
    .configureHelp({
      showGlobalOptions: true,
      sortSubcommands: false,
      formatHelp: globalsLast,
      formatItem,
      minWidthToWrap: 30,
    })
    .addHelpText(
      'after',
      () =>
        `${examplesBlock(ROOT_EXAMPLES, env.io)}\n${wrapWords('Run docs-cli <command> --help for the options of a command.', helpWidth(env.io))}\n`,
    );
  addGlobalOptions(program);
  const [word, ...path] = commandWords(argv);
  // The other groups are only named in the root's help and its suggestions for a mistyped group.
  const named = full ? undefined : tree.find(answersTo(word));
  for (const group of named ? [named] : tree) addGroup(program, group, env, full || group === named, full ? [] : path);
  configure(program, env.io);
  return program;
}

/** Help shows what a command or group offers first; the global options come last. */
function globalsLast(cmd: Command, helper: Help): string {
  const blocks = Help.prototype.formatHelp.call(helper, cmd, helper).split(/\n(?=\n)/);
  const globals = blocks.findIndex((b) => b.startsWith('\nGlobal Options:'));
  if (globals < 0) return blocks.join('\n');
  const [moved = ''] = blocks.splice(globals, 1);
  const body = blocks.join('\n').replace(/\n*$/, '\n');
  return body + moved.replace(/\n*$/, '\n');
}

function configure(cmd: Command, io: IO): void {
  cmd.exitOverride();
  cmd.configureOutput({
    writeOut: (s) => io.stdout.write(s),
    writeErr: (s) => io.stderr.write(s),
    getOutHelpWidth: () => helpWidth(io),
    getErrHelpWidth: () => helpWidth(io),
    outputError: (s, write) => write(`docs-cli: ${s.replace(/^error: /, '')}`),
  });
  for (const sub of cmd.commands) configure(sub, io);
}
