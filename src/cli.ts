import { Command, CommanderError, Help } from 'commander';
import { addGlobalOptions, addGroup, type BuildEnv } from './commands/build.js';
import type { GroupSpec } from './commands/spec.js';
import { treeFor } from './commands/groups.js';
import { CliError, DryRunStop, ExitCode, exitCodeFor, oneLine } from './errors.js';
import type { IO } from './io.js';
import { VERSION } from './version.js';

export interface RunOptions {
  io: IO;
  env: NodeJS.ProcessEnv;
  signal?: AbortSignal;
}

/** Global options that take a value, so the group name can be found in argv without parsing. */
const VALUE_OPTIONS = new Set(['--profile', '--api-url', '--org']);

/** The group an invocation names (`docs-cli help spaces` names spaces too). */
function firstWord(argv: string[]): string | undefined {
  const words: string[] = [];
  for (let i = 0; i < argv.length && words.length < 2; i++) {
    const a = argv[i]!;
    if (VALUE_OPTIONS.has(a)) i++;
    else if (!a.startsWith('-')) words.push(a);
  }
  return words[0] === 'help' ? words[1] : words[0];
}

/**
 * Builds the commander program. Only the group named in argv gets its commands built (start-up
 * cost); `full` builds everything (completion, docs, tests).
 */
export function buildProgram(env: BuildEnv, argv: string[], full: boolean, tree: GroupSpec[]): Command {
  const program = new Command('docs-cli')
    .description('Administer documentation workspaces: organizations, spaces, change requests, sites and more.')
    .version(VERSION, '-V, --version', 'print the version')
    .helpOption('-h, --help', 'show help')
    .showSuggestionAfterError(true)
    .configureHelp({ showGlobalOptions: true, sortSubcommands: false, formatHelp: globalsLast })
    .addHelpText(
      'after',
      '\nExamples:\n  $ docs-cli spaces list\n  $ docs-cli cr merge 3 --space <space-id>\n  $ docs-cli sites publish <site-id>\n\nRun docs-cli <command> --help for the options of a command.\n',
    );
  addGlobalOptions(program);
  const word = firstWord(argv);
  for (const group of tree) {
    const wanted = full || group.name === word || (group.aliases ?? []).includes(word ?? '');
    addGroup(program, group, env, wanted);
  }
  configure(program, env.io);
  return program;
}

/** Help shows what a command or group offers first; the global options come last. */
function globalsLast(cmd: Command, helper: Help): string {
  const blocks = Help.prototype.formatHelp.call(helper, cmd, helper).split(/\n(?=\n)/);
  const globals = blocks.findIndex((b) => b.startsWith('\nGlobal Options:'));
  if (globals < 0) return blocks.join('\n');
  const [moved] = blocks.splice(globals, 1);
  const body = blocks.join('\n').replace(/\n*$/, '\n');
  return body + moved!.replace(/\n*$/, '\n');
}

function configure(cmd: Command, io: IO): void {
  cmd.exitOverride();
  cmd.configureOutput({
    writeOut: (s) => io.stdout.write(s),
    writeErr: (s) => io.stderr.write(s),
    outputError: (s, write) => write(`docs-cli: ${s.replace(/^error: /, '')}`),
  });
  for (const sub of cmd.commands) configure(sub, io);
}

/** Runs one invocation and returns its exit code; never calls process.exit. */
export async function run(argv: string[], options: RunOptions): Promise<number> {
  const { io } = options;
  let exitCode = 0;
  // Hidden: the shell completion scripts ask it for ids and names (see completion/dynamic.ts).
  if (argv[0] === '__complete') {
    await (await import('./completion/dynamic.js')).complete(argv.slice(1), io, options.env);
    return 0;
  }
  const env: BuildEnv = { io, env: options.env, signal: options.signal, contexts: [], setExit: (c) => (exitCode = c) };
  const program = buildProgram(env, argv, false, await treeFor(firstWord(argv)));
  if (argv.length === 0) {
    io.stdout.write(program.helpInformation());
    return 0;
  }
  const verbose = argv.includes('--verbose') || options.env.DOCS_CLI_DEBUG === '1';
  try {
    await program.parseAsync(argv, { from: 'user' });
    return exitCode;
  } catch (error) {
    return report(error, io, verbose);
  } finally {
    for (const ctx of env.contexts) await ctx.close().catch(() => undefined);
  }
}

function report(error: unknown, io: IO, verbose: boolean): number {
  if (error instanceof DryRunStop) return ExitCode.ok;
  if (error instanceof CommanderError) {
    if (
      error.code === 'commander.helpDisplayed' ||
      error.code === 'commander.version' ||
      error.code === 'commander.help'
    ) {
      return error.exitCode === 0 ? 0 : ExitCode.usage;
    }
    if (error.code === 'commander.executeSubCommandAsync') return ExitCode.failure;
    return ExitCode.usage;
  }
  io.stderr.write(`docs-cli: ${oneLine(error)}\n`);
  if (error instanceof CliError) {
    if (error.hint) io.stderr.write(`${error.hint}\n`);
    if (verbose && error.stack) io.stderr.write(`${error.stack}\n`);
    return error.exitCode;
  }
  if (verbose && error instanceof Error && error.stack) io.stderr.write(`${error.stack}\n`);
  else io.stderr.write('run again with --verbose for details\n');
  return exitCodeFor(error);
}
