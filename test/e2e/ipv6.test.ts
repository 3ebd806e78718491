/**
 * A service on an IPv6 address: `server start --host ::1` in its own directory answers at
 * `http://[::1]:<port>`, and the built binary reaches it from another (the bracketed address is
 * the host, the brackets are not). Skipped, saying so, where the machine has no IPv6 loopback.
 */
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBin } from '../helpers/bin.js';
import { tempDir } from '../helpers/cli.js';
import { startServerProcess, type ServerProcess } from '../helpers/server-process.js';

const ipv6 = await new Promise<boolean>((resolve) => {
  const probe = createServer();
  probe.once('error', () => resolve(false));
  probe.listen(0, '::1', () => probe.close(() => resolve(true)));
});
if (!ipv6) console.warn('ipv6.test.ts: no IPv6 loopback (::1) on this machine; skipped');

let server: ServerProcess | undefined;
beforeAll(async () => {
  if (ipv6) server = await startServerProcess(['--host', '::1']);
});
afterAll(async () => server?.stop());

describe.skipIf(!ipv6)('over IPv6', () => {
  it('lists and reads spaces at http://[::1]:<port> from another directory', async () => {
    expect(server!.url).toMatch(/^http:\/\/\[::1\]:\d+$/);
    const env = { DOCS_CLI_API_URL: server!.url, DOCS_CLI_TOKEN: server!.token, DOCS_CLI_CONFIG_DIR: tempDir() };
    const cwd = tempDir();
    const ids = await runBin(['spaces', 'list', '-o', 'ids'], env, { cwd });
    expect(ids.exitCode, ids.stderr).toBe(0);
    const [first] = ids.stdout.trim().split('\n');
    const got = await runBin(['spaces', 'get', first!, '-o', 'json'], env, { cwd });
    expect(got.exitCode, got.stderr).toBe(0);
    expect(JSON.parse(got.stdout)).toMatchObject({ object: 'space', id: first });
  });
});
