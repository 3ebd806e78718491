import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { runBin } from './bin.js';
import { tempDir } from './cli.js';
import { startServerProcess, type ServerProcess } from './server-process.js';

export interface SeparateServer {
  /** The folder the CLI works in (the server runs in a folder of its own). */
  work: string;
  server(): ServerProcess;
  /** The CLI's environment: the server's URL and token, a config folder under `work`, CI. */
  env(): Record<string, string>;
  /** The built binary, run in `work`. */
  cli(args: string[]): ReturnType<typeof runBin>;
  /** The built binary with `-o json`; throws with its stderr when it does not exit 0. */
  json<T = any>(args: string[]): Promise<T>;
}

/**
 * For an e2e test file: `docs-cli server start` as a separate process (started before the file's
 * tests, stopped after them) and the built binary pointed at it from another folder.
 */
export function useSeparateServer(prefix: string, serverArgs: string[] = []): SeparateServer {
  const work = tempDir(prefix);
  let server: ServerProcess | undefined;
  let env: Record<string, string> = {};
  beforeAll(async () => {
    server = await startServerProcess(serverArgs);
    env = {
      DOCS_CLI_API_URL: server.url,
      DOCS_CLI_TOKEN: server.token,
      DOCS_CLI_CONFIG_DIR: join(work, 'config'),
      CI: 'true',
    };
  });
  afterAll(async () => server?.stop());
  const cli = (args: string[]) => runBin(args, env, { cwd: work });
  return {
    work,
    server: () => server!,
    env: () => env,
    cli,
    async json<T = any>(args: string[]): Promise<T> {
      const res = await cli([...args, '-o', 'json']);
      if (res.exitCode !== 0) throw new Error(`docs-cli ${args.join(' ')} exited ${res.exitCode}: ${res.stderr}`);
      return JSON.parse(res.stdout) as T;
    },
  };
}
