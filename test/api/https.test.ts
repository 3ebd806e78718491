/**
 * The hosted service is reached over https: the built binary talks to the embedded service
 * behind a TLS front (a test certificate for 127.0.0.1, test/fixtures/tls, made for this test
 * only), trusting it through NODE_EXTRA_CA_CERTS, and refuses it in one line when it is not trusted.
 */
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer, type Server } from 'node:https';
import { createServer as createTcpServer, type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpTransport } from '../../src/api/transport-http.js';
import { TransportError } from '../../src/api/transport.js';
import { runBin } from '../helpers/bin.js';
import { tempDir } from '../helpers/cli.js';
import { startTestService, type TestService } from '../helpers/service.js';

const CERT = fileURLToPath(new URL('../fixtures/tls/cert.pem', import.meta.url));
const KEY = fileURLToPath(new URL('../fixtures/tls/key.pem', import.meta.url));

let svc: TestService;
let front: Server;
let url: string;
beforeAll(async () => {
  svc = await startTestService();
  front = createServer({ cert: readFileSync(CERT), key: readFileSync(KEY) }, (req, res) => {
    const upstream = request(`${svc.url}${req.url}`, { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  url = `https://127.0.0.1:${(front.address() as AddressInfo).port}`;
});
afterAll(async () => {
  front.closeAllConnections();
  await new Promise((resolve) => front.close(resolve));
  await svc.close();
});

describe('over https', () => {
  it('lists and reads spaces through a trusted certificate', async () => {
    const env = {
      DOCS_CLI_API_URL: url,
      DOCS_CLI_TOKEN: svc.token,
      DOCS_CLI_CONFIG_DIR: tempDir(),
      NODE_EXTRA_CA_CERTS: CERT,
    };
    const ids = await runBin(['spaces', 'list', '--org', svc.orgId, '-o', 'ids', '--limit', '2'], env);
    expect(ids.exitCode, ids.stderr).toBe(0);
    const [first] = ids.stdout.trim().split('\n');
    const got = await runBin(['spaces', 'get', first!, '-o', 'json'], env);
    expect(got.exitCode, got.stderr).toBe(0);
    expect(JSON.parse(got.stdout)).toMatchObject({ object: 'space', id: first });
  });

  it('gives a service that takes the connection but never completes TLS the connect timeout, as not sent', async () => {
    const silent = createTcpServer(() => undefined); // accepts, then says nothing
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as AddressInfo).port;
    const transport = new HttpTransport(`https://127.0.0.1:${port}`, {
      connectTimeoutMs: 300,
      requestTimeoutMs: 10_000,
    });
    const started = Date.now();
    try {
      const error = await transport.send({ method: 'GET', path: '/v1/user', headers: {} }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(TransportError);
      expect(error).toMatchObject({ code: 'CONNECT_TIMEOUT', notSent: true, message: 'could not connect within 0.3s' });
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await transport.close();
      silent.close();
    }
  });

  it('refuses a certificate it does not trust at once, in one line naming NODE_EXTRA_CA_CERTS, exit 1', async () => {
    const env = { DOCS_CLI_API_URL: url, DOCS_CLI_TOKEN: svc.token, DOCS_CLI_CONFIG_DIR: tempDir() };
    const res = await runBin(['spaces', 'list', '--org', svc.orgId], env);
    expect(res.exitCode).toBe(1);
    const lines = res.stderr.trim().split('\n');
    expect(lines[0]).toMatch(/^docs-cli: GET https:\/\/127\.0\.0\.1:\d+\/v1\/orgs\/\S+\/spaces\S*: .*certificate/i);
    expect(lines[0]).toContain('NODE_EXTRA_CA_CERTS');
    // Not retried: the same certificate fails the same way every time.
    expect(lines[0]).not.toMatch(/attempts/);
    expect(res.stderr).not.toMatch(/\n\s+at /);
  });
});
