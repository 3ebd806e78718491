import { fstatSync } from 'node:fs';
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
    stdin: {
      isTTY: Boolean(process.stdin.isTTY),
      readAll: () => readStream(process.stdin),
    },
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

async function readStream(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
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
    const input = opts.stdin ?? '';
    this.stdin = { isTTY: tty, readAll: async () => input };
  }
}
