import { fstatSync } from 'node:fs';
import { readStreamBounded, readTextInput } from './read-input.js';
/** What a command may read from and write to; buffered in tests, the process streams otherwise. */
export interface Output {
  write(chunk: string): void;
  readonly isTTY: boolean;
  /** Width of the terminal, when it is one. */
  readonly columns?: number;
  /** A pipe: its reader (`| head`) may share the terminal with our stderr. */
  readonly isPipe?: boolean;
}

export interface Input {
  readonly isTTY: boolean;
  /** At most `max` bytes (default: the input limit), then stops reading. */
  readBytes(max: number): Promise<Uint8Array>;
  /** All of stdin as text, bounded and checked: see `readTextInput`. */
  readAll(): Promise<string>;
}

export interface IO {
  stdout: Output;
  stderr: Output;
  stdin: Input;
  /** Shows text through the person's pager (only the real terminal can). */
  page?: (text: string) => Promise<void>;
  /** Colour is allowed on stdout (a terminal, not disabled by NO_COLOR or --no-color). */
  color: boolean;
}

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
    stderr: { write: (s) => void process.stderr.write(s), isTTY: Boolean(process.stderr.isTTY) },
    stdin: stdinInput(Boolean(process.stdin.isTTY), (max) => readStreamBounded(process.stdin, max)),
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

function stdinInput(isTTY: boolean, readBytes: (max: number) => Promise<Uint8Array>): Input {
  const input: Input = {
    isTTY,
    readBytes,
    readAll: () => readTextInput({ stdin: input } as IO, '-', 'stdin'),
  };
  return input;
}

/** An IO that keeps everything in memory, for tests and for capturing output. */
export class BufferIO implements IO {
  out = '';
  err = '';
  color = false;
  stdout: Output;
  stderr: Output;
  stdin: Input;
  constructor(opts: { stdin?: string; tty?: boolean } = {}) {
    const tty = opts.tty ?? false;
    this.stdout = { write: (s) => void (this.out += s), isTTY: tty };
    this.stderr = { write: (s) => void (this.err += s), isTTY: tty };
    const bytes = Buffer.from(opts.stdin ?? '', 'utf8');
    this.stdin = stdinInput(tty, async (max) => bytes.subarray(0, max));
  }
}
