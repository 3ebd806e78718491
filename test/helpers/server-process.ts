import { execa, type ResultPromise } from 'execa';
import { join } from 'node:path';
import { BIN } from './bin.js';
import { tempDir } from './cli.js';

export interface ServerProcess {
  url: string;
  /** The demo admin's token. */
  token: string;
  /** Its own config dir: the server shares no disk with the clients of a test. */
  dir: string;
  stop(): Promise<void>;
}

/** `docs-cli server start` as a separate process in its own temp dir, on a free loopback port. */
export async function startServerProcess(extra: string[] = []): Promise<ServerProcess> {
  const dir = tempDir('docs-cli-server-');
  const server: ResultPromise = execa('node', [BIN, 'server', 'start', '--port', '0', '--data', join(dir, 'workspace.db'), '--json', ...extra], {
    env: { PATH: process.env.PATH, DOCS_CLI_CONFIG_DIR: dir },
    extendEnv: false,
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
    dir,
    stop: async () => {
      server.kill('SIGINT');
      await server;
    },
  };
}
