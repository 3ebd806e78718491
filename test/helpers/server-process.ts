import { execa, type ResultPromise } from 'execa';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BIN, runBin } from './bin.js';
import { tempDir } from './cli.js';
import { testReference } from './test-reference.js';

export interface ServerProcess {
  url: string;
  token: string;
  orgId: string;
  pid: number;
  dataFile: string;
  /** What the server wrote on stderr so far (warnings, internal errors). */
  stderr(): string;
  /** Peak resident memory of the server process so far (VmHWM), in bytes. */
  peakRss(): number;
  /** The working directory it runs in (its own: nothing shared with the CLI under test). */
  cwd: string;
  process: ResultPromise;
  stop(): Promise<void>;
}

export interface ServerProcessOptions {
  /** Store file; default a new one in a fresh temp directory (no disk shared with the test). */
  dataFile?: string;
  /** Shell umask the server runs under (default 022, the usual one). */
  umask?: string;
  /** Tokens to issue before the server starts (the first one seeds the store), by e-mail. */
  tokensFor?: string[];
  /** The Node.js binary to run it with (default: this test's). */
  node?: string;
  /** More environment for the server process (internal settings such as DOCS_CLI_CONTENT_WATCHDOG_MS). */
  env?: Record<string, string>;
}

/** `docs-cli server start` as a separate process in its own temp directory, on a free loopback port. */
export async function startServerProcess(
  args: string[] = [],
  options: ServerProcessOptions = {},
): Promise<ServerProcess & { tokens: Record<string, string> }> {
  const home = tempDir('docs-cli-server-');
  const dataFile = options.dataFile ?? join(home, 'store', 'service.db');
  const env = { DOCS_CLI_CONFIG_DIR: join(home, 'config') };
  const tokens: Record<string, string> = {};
  for (const email of options.tokensFor ?? []) {
    const res = await runBin(['server', 'token', '--user', email, '--data', dataFile, '-o', 'json'], env, {
      cwd: home,
    });
    if (res.exitCode !== 0) throw new Error(`server token failed: ${res.stderr}`);
    tokens[email] = JSON.parse(res.stdout).token;
  }
  // The suite's pass against the current reference (DOCS_CLI_TEST_REFERENCE) unless the test names one.
  const reference = testReference();
  const referenceArgs = reference && !args.includes('--reference') ? ['--reference', reference] : [];
  const line = [BIN, 'server', 'start', '--port', '0', '--data', dataFile, '--json', ...referenceArgs, ...args]
    .map((a) => `'${a.replace(/'/g, `'\\''`)}'`)
    .join(' ');
  const child: ResultPromise = execa(
    'sh',
    ['-c', `umask ${options.umask ?? '022'} && exec '${options.node ?? process.execPath}' ${line}`],
    {
      cwd: home,
      env: { PATH: process.env.PATH, ...env, ...options.env },
      extendEnv: false,
      reject: false,
    },
  );
  let err = '';
  child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const first = await new Promise<string>((resolve, reject) => {
    let buffer = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const nl = buffer.indexOf('\n');
      if (nl >= 0) resolve(buffer.slice(0, nl));
    });
    void child.then((r) => reject(new Error(`server exited ${r.exitCode}: ${err}`)));
  });
  const started = JSON.parse(first) as { url: string; token: string; organization: string };
  const pid = child.pid!;
  return {
    url: started.url,
    token: started.token,
    orgId: started.organization,
    pid,
    dataFile,
    tokens,
    stderr: () => err,
    peakRss: () => peakRss(pid),
    cwd: home,
    process: child,
    stop: async () => {
      child.kill('SIGINT');
      await child;
    },
  };
}

export function peakRss(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /VmHWM:\s+(\d+) kB/.exec(status)?.[1];
  if (!kb) throw new Error(`no VmHWM for process ${pid}`);
  return Number(kb) * 1024;
}
