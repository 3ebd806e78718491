import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run } from '../../src/cli.js';
import { LocalTransport } from '../../src/api/transport-local.js';
import { BufferIO } from '../../src/io.js';
import { contractViolations, recordExchange, recordRequest, reportContractError } from './contract.js';
import { testReferenceEnv } from './test-reference.js';

// Requests to the in-process embedded service (the `local` profile) are held to the reference
// exactly as HTTP traffic to a test service is: requests and answers, checked as they pass.
const send = LocalTransport.prototype.send;
LocalTransport.prototype.send = async function checkedSend(this: LocalTransport, req) {
  const res = await send.call(this, req);
  try {
    recordRequest(req.method, req.path, res.status, req.body === undefined ? undefined : Buffer.from(req.body));
    const json =
      res.headers['content-type']?.includes('json') && res.body.length
        ? JSON.parse(res.body.toString('utf8'))
        : undefined;
    recordExchange(req.method, req.path, res.status, json);
  } catch (error) {
    reportContractError(error);
  }
  return res;
};

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

export interface CliOptions {
  url?: string;
  token?: string;
  env?: Record<string, string | undefined>;
  stdin?: string;
  tty?: boolean;
  configDir?: string;
}

export const tempDir = (prefix = 'docs-cli-test-') => mkdtempSync(join(tmpdir(), prefix));

/** Runs the CLI in-process (the same `run` the binary calls) with buffered IO and an isolated config. */
export async function runCli(argv: string[], options: CliOptions = {}): Promise<CliResult> {
  const io = new BufferIO({ stdin: options.stdin, tty: options.tty });
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    DOCS_CLI_CONFIG_DIR: options.configDir ?? tempDir(),
    DOCS_CLI_RETRY_DELAY_MS: '1',
    ...testReferenceEnv(),
    ...(options.url ? { DOCS_CLI_API_URL: options.url } : {}),
    ...(options.token ? { DOCS_CLI_TOKEN: options.token } : {}),
    ...options.env,
  };
  const before = contractViolations().length;
  const code = await run(argv, { io, env });
  const broken = contractViolations().slice(before);
  if (broken.length)
    throw new Error(`docs-cli ${argv.join(' ')}: the reference would not accept this traffic:\n${broken.join('\n')}`);
  return { code, stdout: io.out, stderr: io.err };
}

/** Runs and parses stdout as JSON (adds `-o json`). Throws with stderr when the exit code is not 0. */
export async function runJson<T = any>(argv: string[], options: CliOptions = {}): Promise<T> {
  const result = await runCli([...argv, '-o', 'json'], options);
  if (result.code !== 0) throw new Error(`docs-cli ${argv.join(' ')} exited ${result.code}: ${result.stderr}`);
  return JSON.parse(result.stdout) as T;
}
