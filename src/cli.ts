import { CommanderError } from 'commander';
import type { BuildEnv } from './commands/build.js';
import { buildProgram, commandWords, helpAsFlag } from './commands/program.js';
import { groupNamed, treeFor } from './commands/groups.js';
import { CliError, DryRunStop, ExitCode, exitCodeFor, oneLine } from './errors.js';
import type { IO } from './io.js';

export interface RunOptions {
  io: IO;
  env: NodeJS.ProcessEnv;
  signal?: AbortSignal;
}

/** Runs one invocation and returns its exit code; never calls process.exit. */
export async function run(given: string[], options: RunOptions): Promise<number> {
  const { io } = options;
  const argv = helpAsFlag(given, (word) => groupNamed(word) !== undefined);
  let exitCode = 0;
  // Hidden: the shell completion scripts ask it for ids and names (see completion/dynamic.ts).
  if (argv[0] === '__complete') {
    await (await import('./completion/dynamic.js')).complete(argv.slice(1), io, options.env);
    return 0;
  }
  const env: BuildEnv = { io, env: options.env, signal: options.signal, contexts: [], setExit: (c) => (exitCode = c) };
  const [group, command] = commandWords(argv);
  const program = buildProgram(env, argv, false, await treeFor(group, command));
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
    if (verbose && error.cause instanceof Error && error.cause.stack) io.stderr.write(`${error.cause.stack}\n`);
    return error.exitCode;
  }
  if (verbose && error instanceof Error && error.stack) io.stderr.write(`${error.stack}\n`);
  else io.stderr.write('run again with --verbose for details\n');
  return exitCodeFor(error);
}
