import { readTextInput } from './read-input.js';

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

export function stdinInput(isTTY: boolean, readBytes: (max: number) => Promise<Uint8Array>): Input {
  const input: Input = {
    isTTY,
    readBytes,
    readAll: () => readTextInput({ stdin: input }, '-', 'stdin'),
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
