import { execa } from 'execa';
import { join } from 'node:path';
import { BIN } from './bin.js';
import { tempDir } from './cli.js';

export interface ServerProcess {
  url: string;
  /** The admin token `server start --json` prints. */
  token: string;
  stop(): Promise<void>;
}

/** `docs-cli server start` as its own process, on a free port, with its data in a temp dir. */
export async function startServerProcess(options: { configDir?: string; cwd?: string } = {}): Promise<ServerProcess> {
  const data = join(tempDir(), 'workspace.db');
  const server = execa('node', [BIN, 'server', 'start', '--port', '0', '--data', data, '--json'], {
    cwd: options.cwd,
    env: { DOCS_CLI_CONFIG_DIR: options.configDir ?? tempDir() },
    reject: false,
  });
  const first = await new Promise<string>((resolve, reject) => {
    let buffer = '';
    server.stdout!.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const nl = buffer.indexOf('\n');
      if (nl >= 0) resolve(buffer.slice(0, nl));
    });
    server.once('exit', (code) => reject(new Error(`server exited ${code}`)));
  });
  const { url, token } = JSON.parse(first) as { url: string; token: string };
  return {
    url,
    token,
    stop: async () => {
      server.kill('SIGINT');
      await server;
    },
  };
}
