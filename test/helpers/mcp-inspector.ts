import { execa } from 'execa';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { conformanceNode } from './mcp-conformance.js';

/** The MCP inspector pinned in scripts/mcp-inspector/, and the Node.js 22+ binary that runs it. */
export interface Inspector {
  node: string;
  /** Its launcher (the package's `mcp-inspector` bin); `--cli` makes it the agent. */
  bin: string;
  version: string;
}

export interface InspectorRun {
  exitCode: number;
  stdout: string;
  stderr: string;
  /** stdout parsed as JSON (the inspector prints one JSON document per call), or undefined. */
  json: any;
}

/**
 * Finds the inspector, installing it into its cache with scripts/mcp-inspector.sh when missing.
 * Skips (with why) only when no Node.js 22 or later is at hand or the npm registry is unreachable;
 * an install that fails with the registry up is an error.
 */
export async function findInspector(): Promise<Inspector | { skip: string }> {
  const found = conformanceNode();
  if ('skip' in found)
    return { skip: 'no Node.js 22 or later (the MCP inspector needs one): run scripts/node-line.sh 24 to fetch it' };
  const script = resolve('scripts/mcp-inspector.sh');
  const got = await execa('bash', [script], { reject: false, timeout: 600_000, stdin: 'ignore' });
  if (got.exitCode !== 0) {
    const ping = await execa('npm', ['ping'], { reject: false, timeout: 60_000, stdin: 'ignore' });
    if (ping.exitCode !== 0)
      return { skip: `the npm registry is unreachable, so the MCP inspector could not be installed (${script})` };
    throw new Error(`scripts/mcp-inspector.sh failed with the registry up:\n${got.stderr}`);
  }
  const pkgDir = join(got.stdout.trim(), 'node_modules', '@modelcontextprotocol', 'inspector');
  const pkg = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));
  return { node: found.node, bin: join(pkgDir, pkg.bin['mcp-inspector']), version: pkg.version };
}

/**
 * One `mcp-inspector --cli` call: `target` is a server command (stdio) or URL, `args` the
 * inspector's own options (--method, --tool-name, --tool-arg k=v, -e KEY=VALUE, ...). It runs with
 * only PATH and a HOME of its own (`home`), so it reads no catalog or settings of the machine.
 */
export async function inspect(ins: Inspector, home: string, target: string[], args: string[]): Promise<InspectorRun> {
  const run = await execa(ins.node, [ins.bin, '--cli', ...target, ...args], {
    cwd: home,
    env: { PATH: process.env.PATH, HOME: home, MCP_CATALOG_PATH: join(home, 'mcp-catalog.json'), NO_COLOR: '1' },
    extendEnv: false,
    reject: false,
    timeout: 90_000,
    stdin: 'ignore',
  });
  let json: any;
  try {
    json = JSON.parse(run.stdout);
  } catch {
    json = undefined;
  }
  return { exitCode: run.exitCode ?? -1, stdout: run.stdout, stderr: run.stderr, json };
}
