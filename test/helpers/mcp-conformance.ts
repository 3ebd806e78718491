import { execa } from 'execa';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { tempDir } from './cli.js';

/**
 * The official MCP conformance suite (`@modelcontextprotocol/conformance`), which needs Node 22 or
 * later: this runtime when it is one, else a Node 22+ binary from DOCS_CLI_TEST_NODES or the
 * cache scripts/node-line.sh fills (fetched with it when missing). Undefined, with why, when none.
 */
export function conformanceNode(): { node: string } | { skip: string } {
  const major = (node: string) => {
    const m = /docs-cli-node\/(\d+)\./.exec(node);
    return m ? Number(m[1]) : 0;
  };
  if (Number(process.versions.node.split('.')[0]) >= 22) return { node: process.execPath };
  for (const node of (process.env.DOCS_CLI_TEST_NODES ?? '').split(':'))
    if (node && major(node) >= 22 && existsSync(node)) return { node };
  const cache =
    process.env.DOCS_CLI_NODE_CACHE ?? join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'docs-cli-node');
  const cached = existsSync(cache)
    ? readdirSync(cache)
        .filter((v) => Number(v.split('.')[0]) >= 22)
        .map((v) => join(cache, v, 'bin', 'node'))
        .filter((n) => existsSync(n))
    : [];
  if (cached.length) return { node: cached.sort().at(-1)! };
  return { skip: 'no Node.js 22 or later (the conformance suite needs one): run scripts/node-line.sh 24 to fetch it' };
}

const SUITE = resolve('node_modules/@modelcontextprotocol/conformance/dist/index.js');

export interface ScenarioResult {
  scenario: string;
  exitCode: number;
  checks: Array<{ id: string; status: string; errorMessage?: string }>;
  output: string;
}

/** Runs one server scenario of the suite against `url`, in a folder of its own (it writes results/ there). */
export async function runScenario(node: string, url: string, scenario: string): Promise<ScenarioResult> {
  const cwd = tempDir('docs-cli-conformance-');
  const run = await execa(node, [SUITE, 'server', '--url', url, '--scenario', scenario, '-o', join(cwd, 'results')], {
    cwd,
    reject: false,
    timeout: 120_000,
    env: { PATH: process.env.PATH, NO_COLOR: '1' },
    extendEnv: false,
    stdin: 'ignore',
  });
  const results = join(cwd, 'results');
  const checks = existsSync(results)
    ? (readdirSync(results, { recursive: true }) as string[])
        .filter((f) => f.endsWith('checks.json'))
        .flatMap((f) => JSON.parse(readFileSync(join(results, f), 'utf8')) as ScenarioResult['checks'])
    : [];
  return { scenario, exitCode: run.exitCode ?? -1, checks, output: `${run.stdout}\n${run.stderr}` };
}

/**
 * The suite's server scenarios that apply to a read-only, stateless server of tools and
 * resources. The others test fixtures of the SDK's "everything" server (tools named test_*, the
 * resource test://static-text, prompts, completions, sampling, elicitation, logging, progress,
 * subscriptions) or need sessions and server-sent streams (server-sse-*), which a stateless JSON
 * server does not offer.
 */
export const APPLICABLE_SCENARIOS = [
  'server-initialize',
  'ping',
  'tools-list',
  'resources-list',
  'dns-rebinding-protection',
] as const;
