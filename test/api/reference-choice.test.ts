import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FileCapabilities, MemoryCapabilities, type Capabilities } from '../../src/api/capabilities.js';
import { ApiClient } from '../../src/api/client.js';
import * as sites from '../../src/api/sites.js';
import { HttpTransport } from '../../src/api/transport-http.js';
import type { Reference } from '../../src/server/app.js';
import { issueToken } from '../../src/server/auth/tokens.js';
import { createHttpServer, listen } from '../../src/server/http.js';
import { openService } from '../../src/server/service.js';

const dir = mkdtempSync(join(tmpdir(), 'docs-cli-choice-'));
const closers: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const close of closers.reverse()) await close();
  rmSync(dir, { recursive: true, force: true });
});

/** The embedded service over HTTP on a loopback port, following one reference or both. */
async function serve(reference: Reference) {
  const service = openService({ file: ':memory:', baseUrl: 'http://127.0.0.1', reference });
  const server = createHttpServer(service.app);
  const url = await listen(server, 0, '127.0.0.1');
  const { token } = issueToken(service.db, service.adminUserId, 'test', new Date());
  const requests: string[] = [];
  server.on('request', (req) => requests.push(`${req.method} ${req.url}`));
  closers.push(
    () => service.close(),
    () => new Promise<void>((resolve) => server.close(() => resolve())),
  );
  return { url, token, org: service.orgId, requests };
}

function clientOf(target: { url: string; token: string }, capabilities: Capabilities = new MemoryCapabilities()) {
  const client = new ApiClient({
    baseUrl: target.url,
    token: target.token,
    capabilities,
    transport: async () => new HttpTransport(target.url, { connectTimeoutMs: 5000, requestTimeoutMs: 20_000 }),
  });
  closers.push(() => client.close());
  return client;
}

/** A site with sections A and B and an empty group, made with operations of both references. */
async function siteWithGroup(api: ApiClient, org: string) {
  const spaces = (await api.get<{ items: Array<{ id: string }> }>(`/orgs/${org}/spaces`)).items;
  const site = await api.post<{ id: string }>(`/orgs/${org}/sites`, { title: 'Choice', spaces: [spaces[0]!.id] });
  const b = await sites.createSection(api, org, site.id, { spaceId: spaces[1]!.id, title: 'Bee' });
  const group = await sites.createSectionGroup(api, org, site.id, { title: 'Group' });
  return { site: site.id, section: b.id, group: group.id };
}

const seedAdd = (s: { site: string; group: string }) => `/section-groups/${s.group}/sections`;
const sectionPatch = (s: { section: string }) => `/sections/${s.section}`;
const sent = (requests: string[], method: string, tail: string) =>
  requests.filter((r) => r.startsWith(`${method} `) && r.split('?')[0]!.endsWith(tail)).length;

describe('current operations first, the seed only where the service lacks them', () => {
  for (const [reference, variant] of [
    ['current', 'current'],
    ['both', 'current'],
    ['seed', 'seed'],
  ] as const) {
    it(`section groups against a service of ${reference === 'both' ? 'both references' : `the ${reference} reference`}: the ${variant} operations, remembered`, async () => {
      const svc = await serve(reference);
      const capabilities = new MemoryCapabilities();
      const api = clientOf(svc, capabilities);
      const s = await siteWithGroup(api, svc.org);
      const group = await sites.putSectionInGroup(api, svc.org, s.site, s.group, s.section);
      expect(group.sections.map((x) => x.id)).toEqual([s.section]);
      expect(capabilities.get('site-section.group')).toBe(variant);
      await sites.takeSectionOutOfGroup(api, svc.org, s.site, s.group, s.section);
      expect((await sites.findSectionGroup(api, svc.org, s.site, s.group)).sections).toEqual([]);
      // A section that is not in the group: the seed's 404, either way.
      await expect(sites.takeSectionOutOfGroup(api, svc.org, s.site, s.group, s.section)).rejects.toThrow(/not found/);
      await sites.putSectionInGroup(api, svc.org, s.site, s.group, s.section);
      // The current operation is tried once at most; the seed's is sent only to a service without it.
      expect(sent(svc.requests, 'PATCH', sectionPatch(s))).toBe(variant === 'current' ? 3 : 1);
      expect(sent(svc.requests, 'POST', seedAdd(s))).toBe(variant === 'seed' ? 2 : 0);
      expect(sent(svc.requests, 'DELETE', `${seedAdd(s)}/${s.section}`)).toBe(variant === 'seed' ? 2 : 0);
    });
  }

  it('an id that does not exist is the first answer, and teaches nothing', async () => {
    const svc = await serve('current');
    const capabilities = new MemoryCapabilities();
    const api = clientOf(svc, capabilities);
    const s = await siteWithGroup(api, svc.org);
    await expect(sites.putSectionInGroup(api, svc.org, s.site, 'nope', s.section)).rejects.toThrow(
      /siteSectionGroupId: section group nope not found/,
    );
    expect(capabilities.get('site-section.group')).toBeUndefined();
    // It asked the seed's operation once (the service might have lacked the current one).
    expect(sent(svc.requests, 'POST', '/section-groups/nope/sections')).toBe(1);
  });

  it("the profile's record: a second run sends only what answered; another service is learnt again", async () => {
    const file = join(dir, 'capabilities', 'profile.json');
    const old = await serve('seed');
    const first = clientOf(old, new FileCapabilities(file, `${old.url} v1`));
    const s = await siteWithGroup(first, old.org);
    await sites.putSectionInGroup(first, old.org, s.site, s.group, s.section);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      service: `${old.url} v1`,
      jobs: { 'site-section.group': 'seed' },
    });
    const before = sent(old.requests, 'PATCH', sectionPatch(s));
    const second = clientOf(old, new FileCapabilities(file, `${old.url} v1`));
    await sites.takeSectionOutOfGroup(second, old.org, s.site, s.group, s.section);
    expect(sent(old.requests, 'PATCH', sectionPatch(s))).toBe(before);

    // The profile now points at a service of the current reference: the record is for another.
    const now = await serve('current');
    const third = clientOf(now, new FileCapabilities(file, `${now.url} v1`));
    const t = await siteWithGroup(third, now.org);
    await sites.putSectionInGroup(third, now.org, t.site, t.group, t.section);
    expect(sent(now.requests, 'POST', seedAdd(t))).toBe(0);
    expect(JSON.parse(readFileSync(file, 'utf8')).jobs).toEqual({ 'site-section.group': 'current' });
  });
});
