import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../../helpers/cli.js';
import { request, waitForSpec as waitFor } from '../../helpers/raw.js';
import { startListener, type Listener } from '../../helpers/listener.js';
import { startServerProcess, type ServerProcess } from '../../helpers/server-process.js';
import { startTestService, type TestService } from '../../helpers/service.js';
import { buildZip, textEntry, zerosEntry } from '../../helpers/zip.js';
import { figure } from '../../helpers/figures.js';

const MiB = 1024 * 1024;
const EDITOR = 'eddie@demo.docs-cli.dev';

/** Writes `size` bytes of markdown-ish text in 64 KiB chunks, stopping when the reader goes away. */
function streamText(res: ServerResponse, size: number, declare: boolean): void {
  res.writeHead(200, { 'content-type': 'text/markdown', ...(declare ? { 'content-length': String(size) } : {}) });
  const chunk = Buffer.alloc(64 * 1024, 'lorem ipsum dolor sit amet\n');
  let sent = 0;
  const pump = () => {
    while (sent < size && !res.destroyed) {
      const part = chunk.subarray(0, Math.min(chunk.length, size - sent));
      sent += part.length;
      if (!res.write(part)) return void res.once('drain', pump);
    }
    if (!res.destroyed) res.end();
  };
  res.on('close', () => res.destroy());
  pump();
}

describe('a zip bomb against a separate server start (1 MiB that expands to 1 GiB)', () => {
  let server: ServerProcess & { tokens: Record<string, string> };
  let web: Listener;
  let bomb: Buffer;
  /** The same 1 GiB of zeros, its headers claiming 1 KiB: only inflating tells. */
  let lyingBomb: Buffer;
  let space: string;

  beforeAll(async () => {
    const zeros = await zerosEntry('bomb.md', 1024 * MiB);
    bomb = buildZip([zeros]);
    lyingBomb = buildZip([{ ...zeros, size: 1024 }]);
    web = await startListener('127.0.0.1', (req, res) => {
      const body = req.url === '/lying.zip' ? lyingBomb : bomb;
      res.writeHead(200, { 'content-type': 'application/zip', 'content-length': String(body.length) });
      res.end(body);
    });
    server = await startServerProcess(['--allow-fetch', '127.0.0.1/32'], { tokensFor: [EDITOR] });
    space = (await request(server.url, server.tokens[EDITOR]!, 'GET', `/v1/orgs/${server.orgId}/spaces`)).body.items[0]
      .id;
  }, 120_000);
  afterAll(async () => Promise.all([server?.stop(), web?.close()]));

  it('answers 400 naming the limit, with the server peak RSS under 200 MB', async () => {
    expect(bomb.length).toBeLessThan(1.1 * MiB);
    const res = await request(server.url, server.tokens[EDITOR]!, 'POST', `/v1/spaces/${space}/content/import`, {
      url: `${web.url}/bomb.zip`,
      source: 'zip',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('url: bomb.md expands to more than 10 MiB (the limit for one file)');
    const peak = server.peakRss();
    figure('zip-bomb', `server peak RSS ${(peak / MiB).toFixed(0)} MiB after one import`);
    expect(peak).toBeLessThan(200 * 1000 * 1000);
  });

  it('one that lies about its size is stopped at the size it declares: 400, peak RSS under 200 MB', async () => {
    const res = await request(server.url, server.tokens[EDITOR]!, 'POST', `/v1/spaces/${space}/content/import`, {
      url: `${web.url}/lying.zip`,
      source: 'zip',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('url: not a readable .zip archive (bomb.md expands past its declared size)');
    expect(server.peakRss()).toBeLessThan(200 * 1000 * 1000);
  });

  it('ten at once: all 400, and the server keeps answering other requests meanwhile', async () => {
    const token = server.tokens[EDITOR]!;
    const imports = Array.from({ length: 10 }, () =>
      request(server.url, token, 'POST', `/v1/spaces/${space}/content/import`, {
        url: `${web.url}/bomb.zip`,
        source: 'zip',
      }),
    );
    let settled = false;
    void Promise.all(imports).then(() => (settled = true));
    const others: Array<{ status: number; ms: number }> = [];
    while (!settled || others.length < 3) others.push(await request(server.url, token, 'GET', '/v1/user'));
    for (const res of await Promise.all(imports)) expect(res.status).toBe(400);
    expect(others.every((r) => r.status === 200)).toBe(true);
    const peak = server.peakRss();
    figure(
      'zip-bomb-x10',
      `${others.length} other requests answered, slowest ${Math.max(...others.map((o) => o.ms))} ms; server peak RSS ${(peak / MiB).toFixed(0)} MiB`,
    );
    expect(Math.max(...others.map((o) => o.ms))).toBeLessThan(5000);
    expect(peak).toBeLessThan(250 * 1000 * 1000);
    expect(server.stderr()).not.toContain('internal error');
  });
});

describe('caps on every read, failures answered 400', () => {
  let svc: TestService;
  /** The same service with a short fetch timeout, for the slow sources (the default is 15 s). */
  let hasty: TestService;
  let web: Listener;
  let root: string;
  let space: string;
  const gzipBomb = gzipSync(Buffer.alloc(64 * MiB), { level: 9 });
  const manyEntries = buildZip(Array.from({ length: 5001 }, (_, i) => textEntry(`p${i}.md`, `# Page ${i}\n`)));
  let tooMuchInTotal: Buffer;

  beforeAll(async () => {
    const big = await zerosEntry('x', 9.5 * MiB);
    tooMuchInTotal = buildZip(Array.from({ length: 11 }, (_, i) => ({ ...big, name: `part-${i}.md` })));
    root = tempDir('docs-cli-import-');
    svc = await startTestService({ importRoot: root, fetch: { allow: ['127.0.0.1/32'] } });
    hasty = await startTestService({ fetch: { allow: ['127.0.0.1/32'], timeoutMs: 1000 } });
    space = (await request(svc.url, svc.token, 'GET', `/v1/orgs/${svc.orgId}/spaces`)).body.items[0].id;
    web = await startListener('127.0.0.1', (req, res) => {
      const path = req.url!;
      if (path === '/112mb.md') return streamText(res, 112 * MiB, true);
      if (path === '/120mb-chunked.md') return streamText(res, 120 * MiB, false);
      if (path === '/11mb.md') return streamText(res, 11 * MiB, false);
      if (path === '/31mb-openapi.yaml') return streamText(res, 31 * MiB, false);
      if (path === '/gzip-bomb.md') {
        res.writeHead(200, { 'content-type': 'text/markdown', 'content-encoding': 'gzip' });
        return void res.end(gzipBomb);
      }
      if (path === '/many.zip') return void res.end(manyEntries);
      if (path === '/cut.zip') return void res.end(manyEntries.subarray(0, 4096));
      if (path === '/total.zip') return void res.end(tooMuchInTotal);
      if (path === '/slow-headers.md') return void setTimeout(() => res.end('# late\n'), 3000);
      if (path === '/slow-body.md') {
        res.writeHead(200, { 'content-type': 'text/markdown' });
        res.write('# Slow\n');
        const timer = setInterval(() => res.write('.'), 200);
        return void res.on('close', () => clearInterval(timer));
      }
      if (path.startsWith('/loop')) {
        res.writeHead(302, { location: `/loop${Number(path.slice(5) || 0) + 1}` });
        return void res.end();
      }
      res.writeHead(404);
      res.end();
    });
  }, 60_000);
  afterAll(async () => {
    await web.close();
    await svc.close();
    await hasty.close();
  });

  const importing = async (url: string, into = svc) => {
    const target =
      into === svc
        ? space
        : (await request(into.url, into.token, 'GET', `/v1/orgs/${into.orgId}/spaces`)).body.items[0].id;
    return request(into.url, into.token, 'POST', `/v1/spaces/${target}/content/import`, { url, source: 'markdown' });
  };
  const cases: Array<[string, string, RegExp]> = [
    [
      'a 112 MB markdown file with Content-Length',
      '/112mb.md',
      /^url: http:\/\/127\.0\.0\.1:\d+\/112mb\.md is larger than 50 MiB \(the limit for one import download\)$/,
    ],
    [
      'a 120 MB markdown file without Content-Length',
      '/120mb-chunked.md',
      /is larger than 50 MiB \(the limit for one import download\)$/,
    ],
    ['an 11 MB single markdown file', '/11mb.md', /^url: 11mb\.md is larger than 10 MiB \(the limit for one file\)$/],
    [
      'a gzip content-encoding that expands to 64 MiB',
      '/gzip-bomb.md',
      /is larger than 50 MiB \(the limit for one import download\)$/,
    ],
    ['a zip cut short', '/cut.zip', /^url: not a readable \.zip archive \(no central directory\)$/],
    ['a zip of 5001 entries', '/many.zip', /^url: the archive has more than 5000 entries \(the limit of one import\)$/],
    [
      'a zip of 11 x 9.5 MiB',
      '/total.zip',
      /^url: the archive expands to more than 100 MiB \(the limit of one import\)$/,
    ],
    [
      'an http source slower than the timeout (headers)',
      '/slow-headers.md',
      /^url: fetching http:\/\/127\.0\.0\.1:\d+\/slow-headers\.md took longer than 1 s$/,
    ],
    ['an http source slower than the timeout (body)', '/slow-body.md', /took longer than 1 s$/],
    ['a redirect loop', '/loop', /^url: http:\/\/127\.0\.0\.1:\d+\/loop redirected more than 5 times$/],
  ];
  it.each(cases)('%s: 400 with a clear message', async (_name, path, message) => {
    const res = await importing(web.url + path, path.startsWith('/slow') ? hasty : svc);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(message);
  });

  it('an OpenAPI source served without Content-Length is read only up to 10 MiB, and nothing is stored', async () => {
    expect(
      (
        await request(svc.url, svc.token, 'PUT', `/v1/orgs/${svc.orgId}/openapi/huge`, {
          source: { url: `${web.url}/31mb-openapi.yaml` },
        })
      ).status,
    ).toBeLessThan(300);
    const spec = await waitForSpec('huge');
    expect(spec).toMatchObject({ processingState: 'complete', lastProcessErrorCode: 'FETCH_ERROR' });
    expect(spec.lastProcessErrorMessage).toMatch(
      /31mb-openapi\.yaml is larger than 10 MiB \(the limit for an OpenAPI document\)$/,
    );
    expect(spec.lastVersion).toBeUndefined();
    expect(
      (
        await request(hasty.url, hasty.token, 'PUT', `/v1/orgs/${hasty.orgId}/openapi/slow`, {
          source: { url: `${web.url}/slow-body.md` },
        })
      ).status,
    ).toBeLessThan(300);
    expect(await waitFor(hasty.url, hasty.token, hasty.orgId, 'slow')).toMatchObject({
      lastProcessErrorCode: 'FETCH_TIMEOUT',
    });
  });

  const waitForSpec = (slug: string) => waitFor(svc.url, svc.token, svc.orgId, slug);

  it('a folder with symlink loops imports each real folder once; a looping link answers 400', async () => {
    const dir = join(root, 'looped');
    mkdirSync(join(dir, 'y'), { recursive: true });
    writeFileSync(join(dir, 'y', 'page.md'), '# Page\n');
    symlinkSync(join(dir, 'y'), join(dir, 'x'));
    symlinkSync(join(dir, 'x'), join(dir, 'y', 'z'));
    symlinkSync(join(dir, 'self'), join(dir, 'self'));
    const res = await importing(pathToFileURL(dir).href);
    expect(res.status).toBe(201);
    // Symbolic links inside the root are not followed: the one real page is imported once.
    expect(res.body.totalResources).toBe(1);
    const loop = await importing(pathToFileURL(join(dir, 'self')).href);
    expect(loop.status).toBe(400);
    expect(loop.body.error.message).toMatch(/a symbolic link loops/);
  });

  it('a single local file over the per-file cap answers 400 before it is parsed', async () => {
    writeFileSync(join(root, 'huge.md'), Buffer.alloc(10 * MiB + 1, 'a'));
    const res = await importing(pathToFileURL(join(root, 'huge.md')).href);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('url: huge.md is larger than 10 MiB (the limit for one file)');
  });
});
