import { fstatSync, writeSync } from 'node:fs';
import { isatty } from 'node:tty';
import { type IO, stdinInput } from './io.js';
import { readStreamBounded } from './read-input.js';

type WriteError = (error: NodeJS.ErrnoException) => void;

/**
 * The process's own streams; the pager is loaded only when a command pages. Building
 * process.stdout or process.stderr costs about 4 ms (Node's stream and net modules), so neither is
 * built for a command that never needs it: a file or pipe is written with write(2), and whether a
 * descriptor is a terminal is asked without them. `onWriteError` gets every failed write of stdout.
 */
export function processIO(env: NodeJS.ProcessEnv, onWriteError: WriteError): IO {
  const stdoutKind = kindOf(1);
  const stdoutTTY = stdoutKind === 'terminal';
  let stderrTTY: boolean | undefined;
  return {
    stdout: {
      write: stdoutTTY ? (s) => void stdoutStream(onWriteError).write(s) : directWriter(1, onWriteError),
      isTTY: stdoutTTY,
      isPipe: stdoutKind === 'pipe',
      get columns() {
        return stdoutTTY ? process.stdout.columns : undefined;
      },
    },
    stderr: {
      write: (s) => void process.stderr.write(s),
      get isTTY() {
        stderrTTY ??= isTerminal(2);
        return stderrTTY;
      },
      get columns() {
        return process.stderr.columns;
      },
    },
    stdin: stdinInput(isTerminal(0), (max) => readStreamBounded(process.stdin, max)),
    color: colorWanted(env, stdoutTTY),
    page: async (text) => (await import('./output/pager.js')).pageText(text, env),
  };
}

/** Whether a descriptor is a terminal, asked without building a stream. */
export const isTerminal = (fd: number) => kindOf(fd) === 'terminal';

/** A terminal, a pipe, or anything else (a file, /dev/null, a socket, a closed descriptor). */
function kindOf(fd: number): 'terminal' | 'pipe' | 'other' {
  try {
    const stat = fstatSync(fd);
    if (stat.isFIFO()) return 'pipe';
    // Only a character device can be a terminal; isatty loads node:tty (and node:net) to say which.
    // Linux gives /dev/null and its kin major number 1, never a terminal's: no need to ask.
    if (!stat.isCharacterDevice() || (process.platform === 'linux' && ((stat.rdev >> 8) & 0xfff) === 1)) return 'other';
    return isatty(fd) ? 'terminal' : 'other';
  } catch {
    return 'other';
  }
}

let stdoutErrorsHeard = false;
function stdoutStream(onWriteError: WriteError): NodeJS.WriteStream {
  if (!stdoutErrorsHeard) {
    process.stdout.on('error', onWriteError);
    stdoutErrorsHeard = true;
  }
  return process.stdout;
}

/**
 * Writes a file or pipe synchronously, as Node's own stdout does on Linux for both. A pipe handed
 * over non-blocking (EAGAIN when full) goes to the stream, which waits for it, from that byte on.
 */
function directWriter(fd: number, onWriteError: WriteError): (s: string) => void {
  let useStream = false;
  return (s) => {
    if (useStream) {
      stdoutStream(onWriteError).write(s);
      return;
    }
    const bytes = Buffer.from(s, 'utf8');
    let offset = 0;
    while (offset < bytes.length) {
      try {
        offset += writeSync(fd, bytes, offset);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EAGAIN') {
          useStream = true;
          stdoutStream(onWriteError).write(bytes.subarray(offset));
        } else onWriteError(error as NodeJS.ErrnoException);
        return;
      }
    }
  };
}

export function colorWanted(env: NodeJS.ProcessEnv, isTTY: boolean): boolean {
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  if (env.FORCE_COLOR !== undefined) return env.FORCE_COLOR !== '0' && env.FORCE_COLOR !== 'false';
  return isTTY;
}
