import { execa, type ResultPromise } from 'execa';
import { BIN } from './bin.js';
import { tempDir } from './cli.js';

export interface ServerProcess {
  url: string;
  token: string;
  /** The working directory it runs in (its own: nothing shared with the CLI under test). */
  cwd: string;
  process: ResultPromise;
  stop(): Promise<void>;
}

/**
 * `docs-cli server start` as a separate process in a directory of its own, as a user runs it
 * (another Node binary with `node`, extra flags with `args`).
 */
export async function startServerProcess(options: { node?: string; args?: string[]; env?: Record<string, string> } = {}): Promise<ServerProcess> {
  const cwd = tempDir();
  const child = execa(options.node ?? process.execPath, [BIN, 'server', 'start', '--port', '0', '--data', 'store.db', '--json', ...(options.args ?? [])], {
    cwd,
    env: { PATH: process.env.PATH, DOCS_CLI_CONFIG_DIR: cwd, ...options.env },
    extendEnv: false,
    reject: false,
    stdin: 'ignore',
  });
  const first = await new Promise<string>((resolve, reject) => {
    let buffer = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const nl = buffer.indexOf('\n');
      if (nl >= 0) resolve(buffer.slice(0, nl));
    });
    void child.then((r) => reject(new Error(`server exited ${r.exitCode}: ${String(r.stderr)}`)));
  });
  const { url, token } = JSON.parse(first) as { url: string; token: string };
  return {
    url,
    token,
    cwd,
    process: child,
    stop: async () => {
      child.kill('SIGINT');
      await child;
    },
  };
}
