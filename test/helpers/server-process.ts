import { execa } from 'execa';
import { join } from 'node:path';
import { BIN } from './bin.js';

export interface ServerProcess {
  url: string;
  token: string;
  process: ReturnType<typeof execa>;
  stop(): Promise<void>;
}

/** `docs-cli server start --port 0` as its own process, working in `home` (its own disk). */
export async function startServerProcess(home: string, configDir = join(home, 'config')): Promise<ServerProcess> {
  const child = execa('node', [BIN, 'server', 'start', '--port', '0', '--data', join(home, 'workspace.db'), '--json'], { cwd: home, env: { DOCS_CLI_CONFIG_DIR: configDir }, reject: false });
  const first = await new Promise<string>((resolve, reject) => {
    let buffer = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const nl = buffer.indexOf('\n');
      if (nl >= 0) resolve(buffer.slice(0, nl));
    });
    child.once('exit', (code) => reject(new Error(`server exited ${code}`)));
  });
  const { url, token } = JSON.parse(first) as { url: string; token: string };
  return {
    url,
    token,
    process: child,
    stop: async () => {
      child.kill('SIGINT');
      await child;
    },
  };
}
