import { fstatSync } from 'node:fs';
import { isatty } from 'node:tty';
import { type IO, stdinInput } from './io.js';
import { readStreamBounded } from './read-input.js';

/** The process's own streams; the pager is loaded only when a command pages. */
export function processIO(env: NodeJS.ProcessEnv): IO {
  const stdoutTTY = Boolean(process.stdout.isTTY);
  return {
    stdout: {
      write: (s) => void process.stdout.write(s),
      isTTY: stdoutTTY,
      isPipe: isFifo(1),
      get columns() {
        return process.stdout.columns;
      },
    },
    stderr: {
      write: (s) => void process.stderr.write(s),
      isTTY: Boolean(process.stderr.isTTY),
      get columns() {
        return process.stderr.columns;
      },
    },
    // isatty, not process.stdin.isTTY: that builds the stdin stream (4 ms) for commands that never read it.
    stdin: stdinInput(isatty(0), (max) => readStreamBounded(process.stdin, max)),
    color: colorWanted(env, stdoutTTY),
    page: async (text) => (await import('./output/pager.js')).pageText(text, env),
  };
}

function isFifo(fd: number): boolean {
  try {
    return fstatSync(fd).isFIFO();
  } catch {
    return false;
  }
}

export function colorWanted(env: NodeJS.ProcessEnv, isTTY: boolean): boolean {
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  if (env.FORCE_COLOR !== undefined) return env.FORCE_COLOR !== '0' && env.FORCE_COLOR !== 'false';
  return isTTY;
}
