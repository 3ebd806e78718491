import { run } from './cli.js';
import { ExitCode, exitCodeFor, oneLine } from './errors.js';
import { isTerminal, processIO } from './process-io.js';

/** Entry point of the binary: wires process streams and Ctrl-C, returns the exit code. */
export async function main(argv: string[]): Promise<number> {
  const controller = new AbortController();
  let interrupted = false;
  const onSigint = () => {
    if (interrupted) process.exit(ExitCode.interrupted);
    interrupted = true;
    controller.abort();
  };
  process.on('SIGINT', onSigint);
  process.on('SIGTERM', onSigint);
  process.on('SIGHUP', hangUp);
  // Whatever escapes (a bug, an error event nobody listened to) still ends as one line.
  process.on('uncaughtException', (error) => fatal(error));
  process.on('unhandledRejection', (error) => fatal(error));
  const io = processIO(process.env, onStdoutError);
  const colorFlag = argv.includes('--no-color');
  if (colorFlag) io.color = false;
  try {
    const code = await run(argv, { io, env: process.env, signal: controller.signal });
    return interrupted ? ExitCode.interrupted : code;
  } finally {
    process.off('SIGINT', onSigint);
    process.off('SIGTERM', onSigint);
  }
}

/**
 * The terminal went away (window closed, connection lost). Nothing can be shown any more, and on
 * Node 20 an exit that restores the closed terminal's settings crashes (EIO from tcsetattr): end
 * as the hang-up signal ends a process, which skips that step.
 */
function hangUp(): void {
  process.removeAllListeners('SIGHUP');
  process.kill(process.pid, 'SIGHUP');
}

/** `| head -1` left (EPIPE): nobody to tell, success. A full disk or I/O error: one line, exit 1. */
function onStdoutError(error: NodeJS.ErrnoException): void {
  if (error.code === 'EPIPE') {
    if (isTerminal(2)) process.stderr.write('\r\x1b[K'); // no progress line left behind
    process.exit(ExitCode.ok);
  }
  const reason = error.code === 'ENOSPC' ? 'no space left on the device' : (error.code ?? error.message);
  process.stderr.write(`docs-cli: cannot write the output: ${reason}\n`);
  process.exit(ExitCode.failure);
}

function fatal(error: unknown): void {
  // Reading or writing a terminal that is gone.
  if ((error as NodeJS.ErrnoException | undefined)?.code === 'EIO') {
    hangUp();
    return;
  }
  if ((error as NodeJS.ErrnoException | undefined)?.syscall === 'write' && (error as NodeJS.ErrnoException).code) {
    onStdoutError(error as NodeJS.ErrnoException);
    return;
  }
  process.stderr.write(`docs-cli: ${oneLine(error)}\n`);
  process.exit(exitCodeFor(error));
}
