import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connector } from '../../../src/server/fetch/fetch.js';
import { FetchPolicy } from '../../../src/server/fetch/policy.js';
import { runBin } from '../../helpers/bin.js';
import { request, waitForSpec } from '../../helpers/raw.js';
import { startListener, type Listener } from '../../helpers/listener.js';
import { startServerProcess, type ServerProcess } from '../../helpers/server-process.js';
import { startTestService, type TestService } from '../../helpers/service.js';

const EDITOR = 'eddie@demo.docs-cli.dev';
/** The refusal with the URL taken out: every refused destination must read exactly the same. */
const shape = (message: string, url: string) => message.split(url).join('<url>');
const REFUSAL =
  /^(url|source\.url): <url> is not reachable from this server \(loopback, private, link-local and unique-local addresses are refused unless the server is started with --allow-fetch\)$/;

describe('the policy: which addresses a shared service may fetch', () => {
  const refused = [
    '127.0.0.1',
    '127.255.255.254',
    '0.0.0.0',
    '10.0.0.1',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '::1',
    '::',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    '::ffff:10.0.0.1',
    '::ffff:127.0.0.1',
    '::ffff:a9fe:a9fe',
    '::ffff:ac10:1',
    '::ffff:192.168.0.1',
    '64:ff9b::a00:1',
    '2002:a00:1::1',
    'ff02::1',
    '224.0.0.1',
    '255.255.255.255',
  ];
  it.each(refused)('refuses %s by default', (address) => {
    expect(FetchPolicy.fromAllowList([]).allows('example.com', address)).toBe(false);
  });

  it('lets global unicast addresses through, and everything in-process', () => {
    const policy = FetchPolicy.fromAllowList([]);
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:93.184.216.34'])
      expect(policy.allows('example.com', address), address).toBe(true);
    expect(FetchPolicy.unrestricted().allows('localhost', '127.0.0.1')).toBe(true);
  });

  it('--allow-fetch opens ranges (also in their IPv4-mapped form), single addresses and host names, and nothing more', () => {
    const policy = FetchPolicy.fromAllowList([
      '127.0.0.1/32',
      '10.20.0.0/16',
      'fd00::/8',
      '192.168.7.7',
      'Docs.Internal',
    ]);
    expect(policy.allows('x', '127.0.0.1')).toBe(true);
    expect(policy.allows('x', '::ffff:127.0.0.1')).toBe(true);
    expect(policy.allows('x', '127.0.0.2')).toBe(false);
    expect(policy.allows('x', '10.20.3.4')).toBe(true);
    expect(policy.allows('x', '10.21.0.1')).toBe(false);
    expect(policy.allows('x', 'fd00::9')).toBe(true);
    expect(policy.allows('x', 'fe80::1')).toBe(false);
    expect(policy.allows('x', '192.168.7.7')).toBe(true);
    expect(policy.allows('docs.internal', '10.99.0.1')).toBe(true);
    expect(policy.allows('other.internal', '10.99.0.1')).toBe(false);
    expect(FetchPolicy.fromAllowList(['::ffff:10.0.0.0/104']).allows('x', '10.1.1.1')).toBe(true);
    for (const bad of ['10.0.0.0/33', 'not a host', '-bad.example', '1.2.3.4/x', ''])
      expect(() => FetchPolicy.fromAllowList([bad]), bad).toThrow();
  });
});

describe('private, link-local and unique-local destinations are refused before any socket is opened', () => {
  let svc: TestService;
  const connects: string[] = [];
  // The connection layer: it opens nothing, and any call to it for a refused address fails the test below.
  const connect: Connector = (options, callback) => {
    connects.push(`${options.hostname}:${options.port}`);
    callback(Object.assign(new Error('test connector: no socket is ever opened'), { code: 'ECONNREFUSED' }), null);
  };
  const names: Record<string, string[]> = {
    'intranet.test': ['10.0.0.5'],
    'metadata.test': ['169.254.169.254'],
    'mixed.test': ['93.184.216.34', '192.168.0.1'],
    'v6.test': ['fd12::3'],
    'mapped.test': ['::ffff:172.16.0.9'],
    'public.test': ['93.184.216.34'],
  };
  const lookup = async (host: string) => {
    const found = names[host];
    if (!found) throw Object.assign(new Error(`no such host ${host}`), { code: 'ENOTFOUND' });
    return found;
  };
  let space: string;

  beforeAll(async () => {
    svc = await startTestService({ fetch: { connect, lookup } });
    space = (await request(svc.url, svc.tokenFor('edit'), 'GET', `/v1/orgs/${svc.orgId}/spaces`)).body.items[0].id;
  });
  afterAll(async () => svc.close());

  const urls = [
    'http://10.0.0.1/notes.md',
    'http://172.16.5.4/notes.md',
    'http://172.31.0.1:8080/notes.md',
    'http://192.168.1.1/notes.md',
    'http://169.254.169.254/latest/meta-data/',
    'https://10.0.0.1/notes.md',
    'http://0xa000001/notes.md',
    'http://167772161/notes.md',
    'http://10.1/notes.md',
    'http://[fc00::1]/notes.md',
    'http://[fd12:3456::1]:9000/notes.md',
    'http://[fe80::1]/notes.md',
    'http://[::ffff:10.0.0.1]/notes.md',
    'http://[::ffff:a9fe:a9fe]/notes.md',
    'http://[::ffff:192.168.0.1]/notes.md',
    'http://[64:ff9b::a00:1]/notes.md',
    'http://intranet.test/notes.md',
    'http://metadata.test/latest/',
    'http://mixed.test/notes.md',
    'http://v6.test/notes.md',
    'http://mapped.test/notes.md',
  ];

  it('imports answer the same 400 for each of them, and the connection layer is never called', async () => {
    for (const url of urls) {
      const res = await request(svc.url, svc.tokenFor('edit'), 'POST', `/v1/spaces/${space}/content/import`, {
        url,
        source: 'markdown',
      });
      expect(res.status, url).toBe(400);
      expect(shape(res.body.error.message, new URL(url).href), url).toMatch(REFUSAL);
    }
    expect(connects).toEqual([]);
  });

  it('OpenAPI sources answer the same 400, and the connection layer is never called', async () => {
    for (const [i, url] of urls.entries()) {
      const res = await request(svc.url, svc.token, 'PUT', `/v1/orgs/${svc.orgId}/openapi/private-${i}`, {
        source: { url },
      });
      expect(res.status, url).toBe(400);
      expect(shape(res.body.error.message, new URL(url).href), url).toMatch(REFUSAL);
    }
    expect(connects).toEqual([]);
  });

  it('a public address reaches the connection layer, pinned to the address that was checked; a refused connection reads like a refused address', async () => {
    const url = 'http://public.test:8080/notes.md';
    const res = await request(svc.url, svc.tokenFor('edit'), 'POST', `/v1/spaces/${space}/content/import`, {
      url,
      source: 'markdown',
    });
    expect(res.status).toBe(400);
    expect(shape(res.body.error.message, url)).toMatch(REFUSAL);
    expect(connects).toEqual(['93.184.216.34:8080']);
  });
});

describe('over HTTP, a separate `server start` in its own directory', () => {
  let secret: Listener;
  let redirector: Listener;
  let strict: ServerProcess & { tokens: Record<string, string> };
  let viaRedirect: ServerProcess & { tokens: Record<string, string> };
  let open: ServerProcess & { tokens: Record<string, string> };

  beforeAll(async () => {
    secret = await startListener('127.0.0.1', (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/markdown' });
      res.end('# Internal\n\nThe secret is 42.\n');
    });
    // Allowed by one server (127.0.0.2), it sends every request on to a loopback target.
    redirector = await startListener('127.0.0.2', (req, res) => {
      res.writeHead(302, { location: decodeURIComponent(req.url!.slice(1)) });
      res.end();
    });
    [strict, viaRedirect, open] = await Promise.all([
      startServerProcess([], { tokensFor: [EDITOR] }),
      startServerProcess(['--allow-fetch', '127.0.0.2/32'], { tokensFor: [EDITOR] }),
      startServerProcess(['--allow-fetch', '127.0.0.1/32'], { tokensFor: [EDITOR] }),
    ]);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([strict?.stop(), viaRedirect?.stop(), open?.stop(), secret?.close(), redirector?.close()]);
  });

  const targets = () => {
    const p = secret.port;
    return [
      `http://127.0.0.1:${p}/secret.md`,
      `http://localhost:${p}/secret.md`,
      `http://2130706433:${p}/secret.md`,
      `http://[::1]:${p}/secret.md`,
      `http://0.0.0.0:${p}/secret.md`,
      `http://0x7f.1:${p}/secret.md`,
      `http://127.0.0.1:1/closed.md`,
    ];
  };
  const firstSpace = async (server: ServerProcess, token: string) =>
    (await request(server.url, token, 'GET', `/v1/orgs/${server.orgId}/spaces`)).body.items[0].id as string;

  it('by default, imports and OpenAPI sources on loopback in every spelling answer the same 400, and the listener receives nothing', async () => {
    const token = strict.tokens[EDITOR]!;
    const space = await firstSpace(strict, token);
    const shapes = new Set<string>();
    for (const url of targets()) {
      const res = await request(strict.url, token, 'POST', `/v1/spaces/${space}/content/import`, {
        url,
        source: 'markdown',
      });
      expect(res.status, url).toBe(400);
      shapes.add(shape(res.body.error.message, new URL(url).href));
      const spec = await request(strict.url, strict.token, 'PUT', `/v1/orgs/${strict.orgId}/openapi/loop`, {
        source: { url },
      });
      expect(spec.status, url).toBe(400);
      shapes.add(shape(spec.body.error.message, new URL(url).href).replace(/^source\.url/, 'url'));
    }
    expect([...shapes]).toHaveLength(1);
    expect([...shapes][0]).toMatch(REFUSAL);
    expect(secret.hits).toEqual([]);
    expect(strict.stderr()).not.toContain('internal error');
  });

  it('the CLI shows the refusal as a usage error (exit 2) and the page cannot be read back', async () => {
    const env = { DOCS_CLI_API_URL: strict.url, DOCS_CLI_TOKEN: strict.tokens[EDITOR] };
    const space = await firstSpace(strict, strict.tokens[EDITOR]!);
    const res = await runBin(['spaces', 'import', space, `http://2130706433:${secret.port}/secret.md`], env);
    expect(res.exitCode).toBe(2);
    expect(res.stderr).toMatch(
      /^docs-cli: url: http:\/\/127\.0\.0\.1:\d+\/secret\.md is not reachable from this server/,
    );
    expect((await runBin(['spaces', 'content', 'page', space, 'secret'], env)).exitCode).toBe(3);
    expect(secret.hits).toEqual([]);
  });

  it('a redirect from an allowed host to any loopback spelling answers the same 400, checked on the hop', async () => {
    const token = viaRedirect.tokens[EDITOR]!;
    const space = await firstSpace(viaRedirect, token);
    for (const target of targets()) {
      const url = `${redirector.url}/${encodeURIComponent(target)}`;
      const res = await request(viaRedirect.url, token, 'POST', `/v1/spaces/${space}/content/import`, {
        url,
        source: 'markdown',
      });
      expect(res.status, target).toBe(400);
      expect(shape(res.body.error.message, url), target).toMatch(REFUSAL);
    }
    expect(redirector.hits.length).toBe(targets().length);
    // An OpenAPI source is accepted (its host is allowed); the run then refuses the hop.
    const url = `${redirector.url}/${encodeURIComponent(targets()[0]!)}`;
    expect(
      (
        await request(viaRedirect.url, viaRedirect.token, 'PUT', `/v1/orgs/${viaRedirect.orgId}/openapi/hop`, {
          source: { url },
        })
      ).status,
    ).toBeLessThan(300);
    const spec = await waitForSpec(viaRedirect.url, viaRedirect.token, viaRedirect.orgId, 'hop');
    expect(spec).toMatchObject({ processingState: 'complete', lastProcessErrorCode: 'FETCH_ERROR' });
    expect(shape(`url: ${spec.lastProcessErrorMessage}`, url)).toMatch(REFUSAL);
    expect(secret.hits).toEqual([]);
  });

  it('with --allow-fetch 127.0.0.1/32 the loopback import works and the page reads back', async () => {
    const env = { DOCS_CLI_API_URL: open.url, DOCS_CLI_TOKEN: open.tokens[EDITOR] };
    const space = await firstSpace(open, open.tokens[EDITOR]!);
    const res = await runBin(['spaces', 'import', space, `${secret.url}/secret.md`], env);
    expect(res.exitCode, res.stderr).toBe(0);
    const page = await runBin(['spaces', 'content', 'page', space, 'secret'], env);
    expect(page.stdout).toContain('The secret is 42.');
    expect(secret.hits).toEqual(['GET /secret.md']);
    // Still only what was opened: the same listener under ::1 is refused.
    const other = await request(open.url, open.tokens[EDITOR]!, 'POST', `/v1/spaces/${space}/content/import`, {
      url: `http://[::1]:${secret.port}/secret.md`,
      source: 'markdown',
    });
    expect(other.status).toBe(400);
  });

  it('server start refuses a malformed --allow-fetch with exit 2', async () => {
    const res = await runBin(['server', 'start', '--port', '0', '--allow-fetch', '10.0.0.0/99'], {});
    expect(res.exitCode).toBe(2);
    expect(res.stderr).toMatch(/^docs-cli: --allow-fetch: 10\.0\.0\.0\/99 is not a valid address range/);
  });
});
