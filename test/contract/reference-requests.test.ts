/**
 * Requests as the reference (@gitbook/api 0.137.0) takes them, and the service's checks that
 * were missing: the request validator that every test service runs catches each mismatch the
 * CLI used to send, the CLI now sends what the reference accepts, and the service refuses bad
 * emoji, reactions, formats and null bodies.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryCapabilities } from '../../src/api/capabilities.js';
import { ApiClient } from '../../src/api/client.js';
import { LINKS_JOB, LinkListings } from '../../src/api/links.js';
import { HttpTransport } from '../../src/api/transport-http.js';
import { requestProblems } from '../helpers/contract.js';
import { runCli, runJson } from '../helpers/cli.js';
import { recordRequests, type SentRequest, startTestService, type TestService } from '../helpers/service.js';

let svc: TestService;
const sent: SentRequest[] = [];
const as = () => ({ url: svc.url, token: svc.token });

beforeAll(async () => {
  svc = await startTestService();
  recordRequests(svc, sent);
});
afterAll(async () => svc?.close());

const http = async (method: string, path: string, body?: string) => {
  const res = await fetch(`${svc.url}/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${svc.token}`, 'content-type': 'application/json' },
    body,
  });
  return { status: res.status, body: (await res.json().catch(() => undefined)) as any };
};

describe('the request validator', () => {
  it('flags what the CLI used to send', () => {
    const org = '/v1/orgs/o1';
    expect(requestProblems('GET', `${org}/members?sort=displayName`, undefined).join()).toMatch(
      /query sort=displayName/,
    );
    expect(
      requestProblems('POST', `${org}/spaces`, JSON.stringify({ title: 'A', visibility: 'public' })).join(),
    ).toMatch(/body property "visibility"/);
    expect(requestProblems('PATCH', '/v1/spaces/s1', JSON.stringify({ visibility: 'public' })).join()).toMatch(
      /"visibility"/,
    );
    expect(
      requestProblems(
        'POST',
        '/v1/spaces/s1/transfer',
        JSON.stringify({ organization: 'o2', collection: 'c1' }),
      ).join(),
    ).toMatch(/"collection"/);
    expect(
      requestProblems('GET', '/v1/spaces/s1/change-requests/c1/content/page/p1/links?status=broken', undefined).join(),
    ).toMatch(/"status"/);
    expect(
      requestProblems(
        'POST',
        '/v1/integrations/x/installations',
        JSON.stringify({ organization: 'o1', externalIds: ['a'] }),
      ).join(),
    ).toMatch(/"externalIds"/);
    expect(requestProblems('PUT', `${org}/teams/t1/members`, JSON.stringify({ add: ['u1'] }))).toEqual([]);
    expect(requestProblems('PATCH', '/v1/spaces/s1', JSON.stringify({ defaultLevel: 'inherit' }))).toEqual([]);
    expect(requestProblems('PATCH', '/v1/spaces/s1', JSON.stringify({ defaultLevel: 'nobody' })).join()).toMatch(
      /defaultLevel/,
    );
  });
});

describe('the CLI sends what the reference accepts', () => {
  const since = (n: number) => sent.slice(n).filter((r) => r.url.startsWith('/v1/'));

  it('members list sorts only by joinedAt or lastSeenAt', async () => {
    expect((await runCli(['members', 'list', '--sort', 'displayName'], as())).code).toBe(2);
    const n = sent.length;
    expect((await runCli(['members', 'list', '--sort', 'lastSeenAt'], as())).code).toBe(0);
    for (const r of since(n)) expect(requestProblems(r.method, r.url, r.body)).toEqual([]);
  });

  it('--default-level none sends inherit, and the service takes it', async () => {
    const space = (await runJson<Array<{ id: string }>>(['spaces', 'list'], as()))[0]!;
    const dry = await runCli(['spaces', 'update', space.id, '--default-level', 'none', '--dry-run'], as());
    expect(dry.stdout).toContain('"defaultLevel": "inherit"');
    const n = sent.length;
    expect((await runCli(['spaces', 'update', space.id, '--default-level', 'none'], as())).code).toBe(0);
    const patch = since(n).find((r) => r.method === 'PATCH')!;
    expect(JSON.parse(patch.body)).toEqual({ defaultLevel: 'inherit' });
    expect(requestProblems(patch.method, patch.url, patch.body)).toEqual([]);
  });

  it('teams members add --role keys memberships by user id', async () => {
    const team = await runJson(['teams', 'create', '--title', 'Keyed'], as());
    const n = sent.length;
    const email = 'reed@demo.docs-cli.dev';
    expect((await runCli(['teams', 'members', 'add', team.id, email, '--role', 'owner'], as())).code).toBe(0);
    const put = since(n).find((r) => r.method === 'PUT')!;
    expect(JSON.parse(put.body)).toEqual({
      add: [svc.userId('read')],
      memberships: { [svc.userId('read')]: { role: 'owner' } },
    });
  });

  it('spaces transfer --collection goes through a collection of its own (0.202.0 has no transferSpace)', async () => {
    const space = await runJson(['spaces', 'create', '--title', 'Moving'], as());
    const collection = await runJson(['collections', 'create', '--title', 'Target'], as());
    const n = sent.length;
    const res = await runCli(
      ['spaces', 'transfer', space.id, '--to', svc.orgId, '--collection', collection.id, '--yes', '-o', 'json'],
      as(),
    );
    expect(res.code, res.stderr).toBe(0);
    const writes = since(n).filter((r) => r.method === 'POST');
    const holder = JSON.parse(writes.find((r) => r.url.startsWith(`/v1/spaces/${space.id}/move`))!.body).parent;
    expect(writes.map((r) => r.url.split('?')[0])).toEqual([
      `/v1/orgs/${svc.orgId}/collections`,
      `/v1/spaces/${space.id}/move`,
      `/v1/collections/${holder}/transfer`,
      `/v1/spaces/${space.id}/move`,
    ]);
    expect(JSON.parse(writes[2]!.body)).toEqual({ organization: svc.orgId });
    expect(JSON.parse(res.stdout).parent).toBe(collection.id);
    // The collection that carried it is gone.
    expect(since(n).some((r) => r.method === 'DELETE' && r.url.startsWith(`/v1/collections/${holder}`))).toBe(true);
    const gone = await runCli(['collections', 'get', holder], as());
    expect(gone.code).not.toBe(0);
    expect(gone.stderr).toMatch(/not found/);
  });
});

describe('sites create --new-space', () => {
  const since = (n: number) => sent.slice(n).filter((r) => r.url.startsWith('/v1/'));

  it("empty sends 0.202.0's form: a space of its own, then the site with its id", async () => {
    const n = sent.length;
    const site = await runJson(['sites', 'create', '--title', 'Fresh start', '--new-space', 'empty'], as());
    const writes = since(n).filter((r) => r.method === 'POST');
    expect(writes.map((r) => r.url.split('?')[0])).toEqual([
      `/v1/orgs/${svc.orgId}/spaces`,
      `/v1/orgs/${svc.orgId}/sites`,
    ]);
    const spaces = JSON.parse(writes[1]!.body).spaces;
    expect(spaces).toEqual([expect.any(String)]);
    for (const r of writes) expect(requestProblems(r.method, r.url, r.body)).toEqual([]);
    const siteSpaces = await runJson<Array<{ space: { id: string; title: string } }>>(
      ['sites', 'site-spaces', 'list', '--site', site.id],
      as(),
    );
    expect(siteSpaces.map((s) => s.space.id)).toEqual(spaces);
    expect(siteSpaces[0]!.space.title).toBe('Fresh start');
  });

  it("sample keeps the seed's form, the string 0.202.0 no longer takes (a listed difference)", async () => {
    const n = sent.length;
    expect((await runCli(['sites', 'create', '--title', 'Sampler', '--new-space', 'sample'], as())).code).toBe(0);
    const post = since(n).find((r) => r.method === 'POST')!;
    expect(JSON.parse(post.body).spaces).toBe('sample');
  });
});

describe('sites update --agents-context', () => {
  it('fails, saying so, against a service that ignores the seed-only field (as one of 0.202.0 does)', async () => {
    const spaces = await runJson<Array<{ id: string }>>(['spaces', 'list'], as());
    const site = await runJson(['sites', 'create', '--title', 'Agents', '--space', spaces[0]!.id], as());
    expect((await runJson(['sites', 'update', site.id, '--agents-context', 'excluded'], as())).agentsContext).toBe(
      'excluded',
    );
    // The same service, but deaf to the field: what 0.202.0, which does not define it, does with it.
    const handle = svc.service.app.handle;
    svc.service.app.handle = async (req, opts) => {
      if (req.method === 'PATCH' && req.body) {
        const { agentsContext: _dropped, ...rest } = JSON.parse(req.body.toString('utf8'));
        req = { ...req, body: Buffer.from(JSON.stringify(rest)) };
      }
      return handle(req, opts);
    };
    try {
      const res = await runCli(
        ['sites', 'update', site.id, '--agents-context', 'included', '--title', 'Agents two'],
        as(),
      );
      expect(res.code).toBe(1);
      expect(res.stderr).toMatch(/did not take --agents-context .*; the other changes were made/);
      expect((await runJson(['sites', 'get', site.id], as())).title).toBe('Agents two');
    } finally {
      svc.service.app.handle = handle;
    }
  });
});

describe('link listings against a service without them', () => {
  it('are computed from requests that 0.202.0 defines, and only those', async () => {
    const capabilities = new MemoryCapabilities();
    capabilities.set(LINKS_JOB, 'current');
    const api = new ApiClient({
      baseUrl: svc.url,
      token: svc.token,
      capabilities,
      transport: async () => new HttpTransport(svc.url, { connectTimeoutMs: 5000, requestTimeoutMs: 20_000 }),
    });
    try {
      const spaces = await runJson<Array<{ id: string; title: string }>>(['spaces', 'list'], as());
      const space = spaces.find((s) => s.title === 'Getting Started')!.id;
      const n = sent.length;
      const listings = new LinkListings(api, { space });
      const links = await listings.links({ limit: 100 });
      expect(links.stats.total).toBeGreaterThan(0);
      const file = (await api.get<{ items: Array<{ id: string }> }>(`/spaces/${space}/content/files`)).items[0]!;
      await listings.fileBacklinks(file.id, { limit: 100 });
      const requests = sent.slice(n).filter((r) => r.url.startsWith('/v1/'));
      expect(requests.length).toBeGreaterThan(0);
      for (const r of requests) {
        expect(r.url).not.toMatch(/\/links|\/backlinks/);
        expect(requestProblems(r.method, r.url, r.body), r.url).toEqual([]);
      }
    } finally {
      await api.close();
    }
  });
});

describe('service validation', () => {
  it('refuses emoji and reactions that are not emoji, takes codepoints and null to remove', async () => {
    const space = (await runJson<Array<{ id: string }>>(['spaces', 'list'], as()))[0]!;
    expect((await http('PATCH', `/spaces/${space.id}`, JSON.stringify({ emoji: 'abc' }))).status).toBe(400);
    expect((await runCli(['spaces', 'update', space.id, '--emoji', 'abc'], as())).code).toBe(2);
    expect((await http('PATCH', `/spaces/${space.id}`, JSON.stringify({ emoji: '1f389' }))).body.emoji).toBe('1f389');
    expect((await http('PATCH', `/spaces/${space.id}`, JSON.stringify({ emoji: '👩‍💻' }))).body.emoji).toBe('👩‍💻');
    const removed = await http('PATCH', `/spaces/${space.id}`, JSON.stringify({ emoji: null }));
    expect(removed.status).toBe(200);
    expect(removed.body.emoji || null).toBeNull();
    const comment = await runJson(['spaces', 'comments', 'create', space.id, '--body', 'react to me'], as());
    expect((await runCli(['spaces', 'comments', 'react', space.id, comment.id, 'abc'], as())).code).toBe(2);
    expect((await runCli(['spaces', 'comments', 'react', space.id, comment.id, '👍'], as())).code).toBe(0);
  });

  it('refuses format=bogus, a null body and an empty space title', async () => {
    const space = (await runJson<Array<{ id: string }>>(['spaces', 'list'], as()))[0]!;
    expect((await http('GET', `/spaces/${space.id}/content?format=bogus`)).status).toBe(400);
    expect((await http('GET', `/spaces/${space.id}/comments?format=bogus`)).status).toBe(400);
    expect((await http('PATCH', `/spaces/${space.id}`, 'null')).status).toBe(400);
    expect((await http('POST', `/orgs/${svc.orgId}/spaces`, JSON.stringify({ title: '' }))).status).toBe(400);
    const n = sent.length;
    expect((await runCli(['spaces', 'create', '--title', ''], as())).code).toBe(2);
    expect(sent.slice(n).filter((r) => r.method === 'POST')).toEqual([]);
  });
});
