import { execa, type Options } from 'execa';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { testReferenceEnv } from './test-reference.js';

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
    env: { PATH: process.env.PATH, DOCS_CLI_RETRY_DELAY_MS: '1', ...testReferenceEnv(), ...env },
    extendEnv: false,
    stdin: 'ignore',
    ...options,
  });
  return { exitCode: result.exitCode ?? 1, stdout: String(result.stdout ?? ''), stderr: String(result.stderr ?? '') };
}

/** `runBin`, with how long the run took and the process's peak resident memory (its own maxRSS). */
export async function runBinMeasured(
  args: string[],
  env: Record<string, string | undefined>,
  options: Options = {},
): Promise<BinResult & { ms: number; rssMb: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'docs-cli-rss-'));
  const preload = join(dir, 'rss.cjs');
  const out = join(dir, 'rss');
  writeFileSync(
    preload,
    `process.on('exit', () => require('node:fs').writeFileSync(${JSON.stringify(out)}, String(process.resourceUsage().maxRSS)));\n`,
  );
  const started = performance.now();
  const result = await runBin(args, { ...env, NODE_OPTIONS: `--require ${preload}` }, options);
  const ms = performance.now() - started;
  return { ...result, ms, rssMb: Number(readFileSync(out, 'utf8')) / 1024 };
}
