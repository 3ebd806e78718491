import { writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../../src/api/client.js';
import { waitForImportRun } from '../../../src/api/imports.js';
import { HttpTransport } from '../../../src/api/transport-http.js';
import { issueToken } from '../../../src/server/auth/tokens.js';
import type { ManualClock } from '../../../src/server/clock.js';
import { newId } from '../../../src/server/ids.js';
import { insertImportRun } from '../../../src/server/store/import-runs.js';
import { settledRuns } from '../../../src/server/content/import-runs.js';
import { createHttpServer, listen } from '../../../src/server/http.js';
import { openService } from '../../../src/server/service.js';
import { requestProblems } from '../../helpers/contract.js';
import { runCli, runJson, tempDir } from '../../helpers/cli.js';
import {
  ALLOW_LOOPBACK,
  recordRequests,
  startTestService,
  type SentRequest,
  type TestService,
} from '../../helpers/service.js';
import { call } from '../../fixtures/content/http.js';

/**
 * Imports through reference 0.202.0's import runs (startImportRun, then getImportRun until the
 * run is over): a .zip uploaded with generateStorageUploadURL, a URL as a website source; and the
 * seed's importContent against a service without import runs.
 */
let svc: TestService;
let web: Server;
let webUrl: string;
const sent: SentRequest[] = [];
const dir = tempDir('docs-cli-import-runs-');

beforeAll(async () => {
  svc = await startTestService({ importRoot: dir, fetch: ALLOW_LOOPBACK });
  recordRequests(svc, sent);
  web = createServer((req, res) => {
    if (req.url === '/notes.md') {
      res.writeHead(200, { 'content-type': 'text/markdown' });
      res.end('# Remote notes\n\nFetched by an import run.\n');
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((resolve) => web.listen(0, '127.0.0.1', resolve));
  webUrl = `http://127.0.0.1:${(web.address() as AddressInfo).port}`;
});
afterAll(async () => {
  web.close();
  await settledRuns();
  await svc.close();
});

const as = () => ({ url: svc.url, token: svc.token });
const newSpace = async (title: string) => (await runJson(['spaces', 'create', '--title', title], as())).id as string;
const since = (n: number) => sent.slice(n).filter((r) => r.url.startsWith('/v1/'));
const path = (r: SentRequest) => `${r.method} ${r.url.split('?')[0]}`;

function writeZip(name: string): string {
  const file = join(dir, name);
  const enc = (s: string) => new TextEncoder().encode(s);
  writeFileSync(
    file,
    zipSync({
      'docs/README.md': enc('# Zipped home\n\nFrom a zip.\n'),
      'docs/guide/setup.md': enc('# Setup\n\nInstall it.\n'),
    }),
  );
  return file;
}

describe('imports through import runs', () => {
  it('a .zip goes up as a storage upload and in as a run of it; every request as 0.202.0 takes it', async () => {
    const space = await newSpace('Zipped');
    const n = sent.length;
    const result = await runJson(['spaces', 'import', space, writeZip('docs.zip')], as());
    expect(result).toMatchObject({ run: expect.any(String), importedResources: 2, totalResources: 2 });
    const requests = since(n);
    expect(requests.map(path)).toEqual(
      expect.arrayContaining([
        `POST /v1/orgs/${svc.orgId}/storage/upload`,
        `POST /v1/org/${svc.orgId}/imports`,
        `GET /v1/org/${svc.orgId}/imports/${result.run}`,
      ]),
    );
    expect(requests.some((r) => r.url.includes('/content/import'))).toBe(false);
    for (const r of requests) expect(requestProblems(r.method, r.url, r.body), path(r)).toEqual([]);
    const start = JSON.parse(requests.find((r) => path(r) === `POST /v1/org/${svc.orgId}/imports`)!.body);
    expect(start).toMatchObject({
      source: { type: 'file', files: [expect.stringContaining('docs.zip')] },
      target: { space },
    });
    const pages = await runJson<Array<{ title: string; pages: Array<{ title: string }> }>>(
      ['spaces', 'content', 'pages', space],
      as(),
    );
    expect(pages.map((p) => p.title)).toEqual(expect.arrayContaining(['Zipped home', 'Guide']));
    expect((await call(svc, 'GET', `/v1/spaces/${space}`)).body.revision).toBe(result.revision);
    // The run as the service keeps it: completed, with the pages it wrote.
    const run = (await call(svc, 'GET', `/v1/org/${svc.orgId}/imports/${result.run}`)).body;
    expect(run).toMatchObject({ object: 'import-run', status: 'completed', target: { space } });
    expect(run.pages).toEqual([
      expect.objectContaining({ type: 'page', status: 'complete' }),
      expect.objectContaining({ type: 'page', status: 'complete' }),
    ]);
    // An upload is used once.
    const again = await call(svc, 'POST', `/v1/org/${svc.orgId}/imports`, start);
    expect(again.status).toBe(409);
  });

  it('a URL into a change request goes as a website source; the run is listed there', async () => {
    const space = await newSpace('Remote');
    const cr = await runJson(['cr', 'create', '--space', space, '--subject', 'Notes'], as());
    const result = await runJson(['cr', 'import', String(cr.number), `${webUrl}/notes.md`, '--space', space], as());
    expect(result.run).toEqual(expect.any(String));
    const pages = await runJson<Array<{ id: string; title: string }>>(
      ['cr', 'content', 'pages', String(cr.number), '--space', space],
      as(),
    );
    expect(pages.map((p) => p.title)).toEqual(['Remote notes']);
    const page = await runCli(['cr', 'content', 'page', String(cr.number), pages[0]!.id, '--space', space], as());
    expect(page.stdout).toContain('Fetched by an import run.');
    const listed = (await call(svc, 'GET', `/v1/org/${svc.orgId}/imports?space=${space}&status=completed`)).body;
    expect(listed.items.map((r: { id: string }) => r.id)).toEqual([result.run]);
    expect(listed.items[0].target).toEqual({ space, changeRequest: cr.id });
    // The space itself is unchanged.
    expect((await runJson<unknown[]>(['spaces', 'content', 'pages', space], as())).length).toBe(0);
  });

  it('a run that fails says why, exits 2 and changes nothing; a finished run cannot be cancelled', async () => {
    const space = await newSpace('Failing');
    const before = (await call(svc, 'GET', `/v1/spaces/${space}`)).body.revision;
    const res = await runCli(['spaces', 'import', space, `${webUrl}/missing.md`], as());
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(/^docs-cli: url: .*HTTP 404.*\(import run \w+ failed; nothing was imported\)/);
    expect((await call(svc, 'GET', `/v1/spaces/${space}`)).body.revision).toBe(before);
    const failed = (await call(svc, 'GET', `/v1/org/${svc.orgId}/imports?space=${space}&status=failed`)).body.items;
    expect(failed).toHaveLength(1);
    expect(failed[0].reason).toMatch(/HTTP 404/);
    const cancel = await call(svc, 'POST', `/v1/org/${svc.orgId}/imports/${failed[0].id}/cancel`);
    expect(cancel.status).toBe(400);
    expect(cancel.body.error.message).toMatch(/is failed/);
    expect((await call(svc, 'GET', `/v1/org/${svc.orgId}/imports/nope`)).status).toBe(404);
    // Another member who cannot read the space does not see its runs.
    const hidden = await call(svc, 'GET', `/v1/org/${svc.orgId}/imports/${failed[0].id}`, undefined, 'guest');
    expect(hidden.status).toBe(404);
    // A key that is not an upload is refused at once, with no run.
    const bogus = await call(svc, 'POST', `/v1/org/${svc.orgId}/imports`, {
      source: { type: 'file', files: ['orgs/x/import_file/y/z.zip'] },
      target: { space },
    });
    expect(bogus.status).toBe(404);
  });
});

describe('waiting for a run', () => {
  it('gives up after its bound with the run as it is, and a pending run can be cancelled', async () => {
    const space = await newSpace('Held');
    const id = newId();
    // A run nothing carries out: it stays pending.
    insertImportRun(svc.service.db, {
      id,
      org_id: svc.orgId,
      user_id: svc.userId('admin'),
      space_id: space,
      cr_id: null,
      site_id: null,
      source: JSON.stringify({ type: 'website', url: 'https://example.org/held' }),
      target: JSON.stringify({ space }),
      created_at: new Date().toISOString(),
    });
    const api = new ApiClient({
      baseUrl: svc.url,
      token: svc.token,
      transport: async () => new HttpTransport(svc.url, { connectTimeoutMs: 5000, requestTimeoutMs: 20_000 }),
    });
    try {
      const n = sent.length;
      const started = Date.now();
      const run = await waitForImportRun(
        api,
        svc.orgId,
        { object: 'import-run', id, status: 'pending' },
        { timeoutMs: 700 },
      );
      expect(run.status).toBe('pending');
      expect(Date.now() - started).toBeLessThan(10_000);
      // 100, 200, 400 ms apart, then the bound: a handful of reads, not a busy loop.
      const reads = since(n).filter((r) => r.url.startsWith(`/v1/org/${svc.orgId}/imports/${id}`)).length;
      expect(reads).toBeGreaterThanOrEqual(1);
      expect(reads).toBeLessThanOrEqual(5);
      const cancelled = await call(svc, 'POST', `/v1/org/${svc.orgId}/imports/${id}/cancel`);
      expect(cancelled.body).toMatchObject({ id, status: 'cancelled' });
      expect((await waitForImportRun(api, svc.orgId, run, { timeoutMs: 5000 })).status).toBe('cancelled');
    } finally {
      await api.close();
    }
  });

  it('a run left behind (no one carries it out, untouched for 10 minutes) is answered as failed', async () => {
    const space = await newSpace('Left behind');
    const id = newId();
    insertImportRun(svc.service.db, {
      id,
      org_id: svc.orgId,
      user_id: svc.userId('admin'),
      space_id: space,
      cr_id: null,
      site_id: null,
      source: JSON.stringify({ type: 'website', url: 'https://example.org/left' }),
      target: JSON.stringify({ space }),
      created_at: svc.clock.now().toISOString(),
    });
    expect((await call(svc, 'GET', `/v1/org/${svc.orgId}/imports/${id}`)).body.status).toBe('pending');
    (svc.clock as ManualClock).advance(11 * 60_000);
    const listed = (await call(svc, 'GET', `/v1/org/${svc.orgId}/imports?space=${space}`)).body.items;
    expect(listed).toEqual([
      expect.objectContaining({ id, status: 'failed', reason: expect.stringMatching(/never reported back/) }),
    ]);
  });
});

describe('against a service of the seed reference (no import runs)', () => {
  it("falls back to the seed's importContent, once, and remembers it", async () => {
    const service = openService({
      file: ':memory:',
      baseUrl: 'http://127.0.0.1',
      reference: 'seed',
      importRoot: dir,
      fetch: ALLOW_LOOPBACK,
    });
    const server = createHttpServer(service.app);
    const url = await listen(server, 0, '127.0.0.1');
    service.app.svc.config.baseUrl = url;
    const requests: string[] = [];
    server.on('request', (req) => requests.push(`${req.method} ${req.url!.split('?')[0]}`));
    try {
      const { token } = issueToken(service.db, service.adminUserId, 'test', new Date());
      const configDir = tempDir('docs-cli-seed-config-');
      const opts = { url, token, configDir };
      const space = JSON.parse((await runCli(['spaces', 'create', '--title', 'Seed', '-o', 'json'], opts)).stdout).id;
      const first = await runCli(['spaces', 'import', space, writeZip('seed.zip'), '-o', 'json'], opts);
      expect(first.code, first.stderr).toBe(0);
      expect(JSON.parse(first.stdout)).toMatchObject({ importedResources: 2 });
      expect(JSON.parse(first.stdout).run).toBeUndefined();
      expect(requests).toContain(`POST /v1/spaces/${space}/content/import`);
      expect(requests.filter((r) => r.endsWith('/imports'))).toEqual([`POST /v1/org/${service.orgId}/imports`]);
      const n = requests.length;
      const second = await runCli(['spaces', 'import', space, `${webUrl}/notes.md`, '-o', 'json'], opts);
      expect(second.code, second.stderr).toBe(0);
      // Remembered for the profile: no import run is tried again.
      expect(requests.slice(n).filter((r) => r.includes('/imports'))).toEqual([]);
      expect(requests.slice(n)).toContain(`POST /v1/spaces/${space}/content/import`);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      service.close();
    }
  });
});
