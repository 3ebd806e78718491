import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryCapabilities } from '../../src/api/capabilities.js';
import { ApiClient } from '../../src/api/client.js';
import type { ContentLocation, LinkList, LinkUsage } from '../../src/api/content.js';
import { LINKS_JOB, LinkListings } from '../../src/api/links.js';
import { HttpTransport } from '../../src/api/transport-http.js';
import type { Reference } from '../../src/server/app.js';
import { issueToken } from '../../src/server/auth/tokens.js';
import { createHttpServer, listen } from '../../src/server/http.js';
import { openService } from '../../src/server/service.js';
import { runCli } from '../helpers/cli.js';

/**
 * Link and backlink listings: the seed's operations where the service has them, else computed
 * by the client from the revision and its pages (reference 0.202.0 dropped the listings). Both
 * ways must give the same answer.
 */
const dir = mkdtempSync(join(tmpdir(), 'docs-cli-links-'));
const closers: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const close of closers.reverse()) await close();
  rmSync(dir, { recursive: true, force: true });
});

async function serve(reference: Reference) {
  const service = openService({ file: ':memory:', baseUrl: 'http://127.0.0.1', reference });
  const server = createHttpServer(service.app);
  const url = await listen(server, 0, '127.0.0.1');
  service.app.svc.config.baseUrl = url;
  const { token } = issueToken(service.db, service.adminUserId, 'test', new Date());
  const requests: string[] = [];
  server.on('request', (req) => requests.push(`${req.method} ${req.url}`));
  closers.push(
    () => service.close(),
    () => new Promise<void>((resolve) => server.close(() => resolve())),
  );
  return { url, token, org: service.orgId, requests };
}

function clientOf(target: { url: string; token: string }, known?: 'seed' | 'current') {
  const capabilities = new MemoryCapabilities();
  if (known) capabilities.set(LINKS_JOB, known);
  const client = new ApiClient({
    baseUrl: target.url,
    token: target.token,
    capabilities,
    transport: async () => new HttpTransport(target.url, { connectTimeoutMs: 5000, requestTimeoutMs: 20_000 }),
  });
  closers.push(() => client.close());
  return client;
}

const label = (l?: ContentLocation) =>
  !l ? '' : l.kind === 'page' ? `page:${l.page?.path}` : l.kind === 'file' ? `file:${l.file?.name}` : `url:${l.url}`;
const shape = (list: LinkList) => ({
  stats: list.stats,
  count: list.count,
  items: list.items.map(
    (u: LinkUsage) => `${u.status} ${label(u.targetReference)} <- ${u.locationReferences.map(label)}`,
  ),
});

/** A space with pages that link to each other, to a file, to nowhere and outside, and a change request adding a broken link. */
async function content(target: { url: string; token: string }) {
  const as = { url: target.url, token: target.token };
  const folder = join(dir, `docs-${Math.random().toString(36).slice(2)}`);
  mkdirSync(join(folder, 'guides'), { recursive: true });
  writeFileSync(
    join(folder, 'README.md'),
    '# Home\n\nSee [Guide](guides/install.md), [Gone](gone.md), [site](https://example.com) and [app](APP/x).\n'.replace(
      'APP',
      `${target.url}/app`,
    ),
  );
  writeFileSync(join(folder, 'guides', 'install.md'), '# Install\n\nBack [home](../README.md). ![Pic](pic.png)\n');
  writeFileSync(join(folder, 'guides', 'pic.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
  writeFileSync(
    join(folder, 'SUMMARY.md'),
    '# Table of contents\n\n* [Home](README.md)\n* [Install](guides/install.md)\n',
  );
  const space = JSON.parse((await runCli(['spaces', 'create', '--title', 'Links', '-o', 'json'], as)).stdout).id;
  const merged = await runCli(['cr', 'push', folder, '--space', space, '--merge'], as);
  expect(merged.code, merged.stderr).toBe(0);
  writeFileSync(
    join(folder, 'guides', 'install.md'),
    '# Install\n\nBack [home](../README.md). ![Pic](pic.png) [Old](old.md)\n',
  );
  const open = await runCli(['cr', 'push', folder, '--space', space, '-o', 'json'], as);
  expect(open.code, open.stderr).toBe(0);
  const cr = JSON.parse(open.stdout).changeRequest?.id ?? JSON.parse(open.stdout).changeRequest;
  return { space, cr: String(cr) };
}

describe('link listings, the seed way and computed from current operations', () => {
  let both: Awaited<ReturnType<typeof serve>>;
  let made: Awaited<ReturnType<typeof content>>;
  beforeAll(async () => {
    both = await serve('both');
    made = await content(both);
  }, 60_000);

  it('give the same links, stats, page links and backlinks, in the space and in a change request', async () => {
    const listed = clientOf(both, 'seed');
    const computed = clientOf(both, 'current');
    for (const scope of [{ space: made.space }, { space: made.space, changeRequest: made.cr }]) {
      const a = new LinkListings(listed, scope);
      const b = new LinkListings(computed, scope);
      const all = await a.links({ limit: 100 });
      expect(all.stats.broken.total).toBeGreaterThan(0);
      expect(shape(await b.links({ limit: 100 }))).toEqual(shape(all));
      expect(shape(await b.links({ limit: 100, status: 'broken' }))).toEqual(
        shape(await a.links({ limit: 100, status: 'broken' })),
      );
      expect(shape(await b.links({ limit: 100, status: 'in-app' }))).toEqual(
        shape(await a.links({ limit: 100, status: 'in-app' })),
      );
      const page = all.items.find((u) => u.targetReference?.kind === 'file')!.locationReferences[0]!.page!;
      expect(shape(await b.pageLinks(page.id, { limit: 100 }))).toEqual(
        shape(await a.pageLinks(page.id, { limit: 100 })),
      );
      const file = all.items.find((u) => u.targetReference?.kind === 'file')!.targetReference!.file!;
      const backA = await a.fileBacklinks(file.id, { limit: 100 });
      const backB = await b.fileBacklinks(file.id, { limit: 100 });
      expect(backB.items.map(label)).toEqual(backA.items.map(label));
      expect(backB.items.map(label)).toEqual(['page:install']);
    }
    // The change request's own broken link is counted as new there.
    const inCr = await new LinkListings(computed, { space: made.space, changeRequest: made.cr }).links({ limit: 10 });
    expect(inCr.stats.broken).toEqual({ total: 2, changeRequest: 1 });
  }, 60_000);

  it('pages a computed list with a cursor', async () => {
    const b = new LinkListings(clientOf(both, 'current'), { space: made.space });
    const first = await b.links({ limit: 2 });
    expect(first.items).toHaveLength(2);
    const second = await b.links({ limit: 2, page: first.next!.page });
    const all = await b.links({ limit: 100 });
    expect([...first.items, ...second.items]).toEqual(all.items.slice(0, 4));
  });

  it('against a service of the current reference: the listing once, then computed, remembered', async () => {
    const current = await serve('current');
    const here = await content(current);
    const api = clientOf(current);
    const listings = new LinkListings(api, { space: here.space });
    const n = current.requests.length;
    const all = await listings.links({ limit: 100 });
    expect(all.stats).toEqual({ total: 6, broken: { total: 1 } });
    expect(api.capabilities.get(LINKS_JOB)).toBe('current');
    await new LinkListings(api, { space: here.space }).links({ limit: 100 });
    const asked = current.requests.slice(n).filter((r) => r.split('?')[0]!.endsWith('/links'));
    expect(asked).toEqual([`GET /v1/spaces/${here.space}/links?limit=100`]);
    // An unknown page is still an unknown page.
    await expect(listings.pageLinks('nope', { limit: 10 })).rejects.toMatchObject({ status: 404 });
  }, 60_000);
});
