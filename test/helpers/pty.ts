/**
 * Runs a command in a real pseudo-terminal of a given size (Python's pty module: no native
 * Node addon to build on every Node line), so tests see what a person at a terminal sees and can
 * type keys (Escape, Ctrl-C, arrows) into it.
 */
import { spawn } from 'node:child_process';

const DRIVER = String.raw`
import os, pty, sys, select, struct, fcntl, termios, signal
cols, rows = int(sys.argv[1]), int(sys.argv[2])
pid, fd = pty.fork()
if pid == 0:
    os.execvp(sys.argv[3], sys.argv[3:])
fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack('HHHH', rows, cols, 0, 0))
os.kill(pid, signal.SIGWINCH)
stdin_open = True
hung_up = [False]
signal.signal(signal.SIGUSR1, lambda *_: hung_up.__setitem__(0, True))
while True:
    if hung_up[0]:
        os.close(fd)
        break
    fds = [fd] + ([0] if stdin_open else [])
    r, _, _ = select.select(fds, [], [], 0.05)
    if 0 in r:
        data = os.read(0, 4096)
        if data:
            os.write(fd, data)
        else:
            stdin_open = False
    if fd in r:
        try:
            data = os.read(fd, 65536)
        except OSError:
            data = b''
        if not data:
            break
        os.write(1, data)
_, status = os.waitpid(pid, 0)
code = os.waitstatus_to_exitcode(status)
sys.exit(128 - code if code < 0 else code)
`;

export interface PtySession {
  /** Everything the terminal showed so far (raw, with escape sequences). */
  output(): string;
  /** Types into the terminal (use '\x1b' for Escape, '\x03' for Ctrl-C, '\r' for Enter). */
  write(keys: string): void;
  /** Closes the terminal (as closing its window does); `exited` then gives the program's fate. */
  hangUp(): void;
  /** Resolves when the screen output matches, or rejects after timeoutMs. */
  waitFor(pattern: RegExp | string, timeoutMs?: number): Promise<void>;
  /** The exit code once the program ends (signals as 128 + n). */
  exited: Promise<number>;
  kill(): void;
}

export interface PtyOptions {
  cols?: number;
  rows?: number;
  env?: Record<string, string | undefined>;
  cwd?: string;
}

export function spawnPty(command: string, args: string[], options: PtyOptions = {}): PtySession {
  const child = spawn(
    'python3',
    ['-c', DRIVER, String(options.cols ?? 120), String(options.rows ?? 40), command, ...args],
    {
      env: { TERM: 'xterm-256color', ...options.env } as NodeJS.ProcessEnv,
      cwd: options.cwd,
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  let out = '';
  const waiters = new Set<() => void>();
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    out += chunk;
    for (const w of [...waiters]) w();
  });
  const exited = new Promise<number>((resolve) => child.on('close', (code) => resolve(code ?? 1)));
  return {
    output: () => out,
    write: (keys) => {
      child.stdin.write(keys);
    },
    waitFor: (pattern, timeoutMs = 10_000) =>
      new Promise<void>((resolve, reject) => {
        const matches = () => (typeof pattern === 'string' ? out.includes(pattern) : pattern.test(out));
        if (matches()) return resolve();
        const check = () => {
          if (!matches()) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve();
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`timed out waiting for ${String(pattern)}; screen so far:\n${out}`));
        }, timeoutMs);
        waiters.add(check);
      }),
    exited,
    hangUp: () => {
      child.kill('SIGUSR1');
    },
    kill: () => child.kill('SIGKILL'),
  };
}
