import { execa, type Options } from 'execa';
import { fileURLToPath } from 'node:url';

export const BIN = fileURLToPath(new URL('../../bin/docs-cli.js', import.meta.url));

export interface BinResult {
  exitCode: number;
  stdout: string;
  stderr: string;
}

/** Spawns the built binary as a user would (run `npm run build` first; `npm test` does). */
export async function runBin(
  args: string[],
  env: Record<string, string | undefined>,
  options: Options = {},
): Promise<BinResult> {
  const result = await execa('node', [BIN, ...args], {
    reject: false,
    env: { PATH: process.env.PATH, DOCS_CLI_RETRY_DELAY_MS: '1', ...env },
    extendEnv: false,
    stdin: 'ignore',
    ...options,
  });
  return { exitCode: result.exitCode ?? 1, stdout: String(result.stdout ?? ''), stderr: String(result.stderr ?? '') };
}
