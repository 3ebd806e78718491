import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { componentProblems, requestProblems } from '../helpers/contract.js';
import { runCli, runJson } from '../helpers/cli.js';
import { request, requestAs } from '../helpers/raw.js';
import { recordRequests, type SentRequest, startTestService, type TestService } from '../helpers/service.js';

/**
 * The site-mcp-servers operations (reference 0.202.0 only) in the service and as `docs-cli sites
 * mcp`: every request the CLI sends and every answer validated against 0.202.0 (the test service
 * checks each exchange; these assert it too), the admin-only rule, headers sealed at rest, and
 * hostile input refused.
 */
let svc: TestService;
let site: string;
const sent: SentRequest[] = [];
const as = () => ({ url: svc.url, token: svc.token });

beforeAll(async () => {
  svc = await startTestService();
  recordRequests(svc, sent);
  site = (await runJson(['sites', 'create', '--title', 'Assistant site'], as())).id;
});
afterAll(async () => svc?.close());

const base = () => `/orgs/${svc.orgId}/sites/${site}/mcp-servers`;

describe('site MCP servers (0.202.0 site-mcp-servers)', () => {
  it('creates, lists, gets, updates and deletes through docs-cli sites mcp, as the reference describes', async () => {
    const from = sent.length;
    const made = await runJson(
      [
        'sites',
        'mcp',
        'create',
        '--site',
        site,
        '--name',
        'Tickets',
        '--url',
        'https://mcp.example.com/tickets',
        '--header',
        'Authorization: Bearer sekrit-123',
        '--header',
        'X-Team: docs',
        '--condition',
        'visitor.claims.staff',
      ],
      as(),
    );
    expect(componentProblems('0.202.0', 'SiteMcpServer', made)).toEqual([]);
    expect(made).toMatchObject({
      object: 'site-mcp-server',
      name: 'Tickets',
      url: 'https://mcp.example.com/tickets',
      transport: 'sse',
      headers: { Authorization: 'Bearer sekrit-123', 'X-Team': 'docs' },
      condition: 'visitor.claims.staff',
    });
    expect(made.urls.location).toBe(`${svc.url}/v1${base()}/${made.id}`);

    const listed = await runJson(['sites', 'mcp', 'list', '--site', site], as());
    expect(listed.map((s: { id: string }) => s.id)).toEqual([made.id]);
    // The table names headers, never their values.
    const table = await runCli(['sites', 'mcp', 'list', '--site', site], as());
    expect(table.stdout).toContain('Authorization, X-Team');
    expect(table.stdout).not.toContain('sekrit');

    const updated = await runJson(
      ['sites', 'mcp', 'update', made.id, '--site', site, '--transport', 'http', '--no-condition', '--name', 'Desk'],
      as(),
    );
    expect(componentProblems('0.202.0', 'SiteMcpServer', updated)).toEqual([]);
    expect(updated).toMatchObject({ name: 'Desk', transport: 'http', headers: made.headers });
    expect(updated.condition).toBeUndefined();
    const cleared = await runJson(['sites', 'mcp', 'update', made.id, '--site', site, '--no-headers'], as());
    expect(cleared.headers).toEqual({});
    expect((await runJson(['sites', 'mcp', 'get', made.id, '--site', site], as())).name).toBe('Desk');

    const deleted = await runCli(['sites', 'mcp', 'delete', made.id, '--site', site, '--yes'], as());
    expect(deleted.code, deleted.stderr).toBe(0);
    expect((await request(`${svc.url}/v1`, svc.token, 'DELETE', `${base()}/${made.id}`)).status).toBe(204);
    expect((await runCli(['sites', 'mcp', 'get', made.id, '--site', site], as())).code).toBe(3);

    // Every request the CLI sent is one the reference accepts.
    const mine = sent.slice(from).filter((r) => r.url.includes('/mcp-servers'));
    expect(new Set(mine.map((r) => r.method))).toEqual(new Set(['POST', 'GET', 'PATCH', 'DELETE']));
    for (const r of mine) expect(requestProblems(r.method, r.url, r.body), `${r.method} ${r.url}`).toEqual([]);
  });

  it('keeps headers sealed at rest and shows them to admins only', async () => {
    const made = await request(`${svc.url}/v1`, svc.token, 'POST', base(), {
      name: 'Status',
      url: 'http://status.example.com/mcp',
      transport: 'http',
      headers: { Authorization: 'Bearer at-rest-zz9' },
    });
    expect(made.status).toBe(201);
    const stored = svc.service.db.get<{ headers: string }>(
      'SELECT headers FROM site_mcp_servers WHERE id = ?',
      made.body.id,
    )!;
    expect(stored.headers).not.toContain('at-rest-zz9');
    for (const role of ['create', 'read']) expect((await requestAs(svc, role, 'GET', base())).status, role).toBe(403);
    expect((await requestAs(svc, 'guest', 'GET', base())).status).toBe(404);
  });

  it('refuses hostile input with 400 (and the CLI before any request, exit 2)', async () => {
    const bad: unknown[] = [
      { name: '', url: 'https://a.example', headers: {} },
      { name: 'x'.repeat(101), url: 'https://a.example', headers: {} },
      { name: 'A', url: 'javascript:alert(1)', headers: {} },
      { name: 'A', url: 'not a url', headers: {} },
      { name: 'A', url: 'https://a.example', headers: { 'Bad Header': 'x' } },
      { name: 'A', url: 'https://a.example', headers: { 'X-A': 'line\r\nInjected: 1' } },
      { name: 'A', url: 'https://a.example', headers: { 'X-A': '' } },
      {
        name: 'A',
        url: 'https://a.example',
        headers: Object.fromEntries(Array.from({ length: 33 }, (_, i) => [`X-${i}`, 'v'])),
      },
      { name: 'A', url: 'https://a.example', headers: {}, transport: 'websocket' },
      { name: 'A', url: 'https://a.example', headers: {}, condition: 'c'.repeat(1025) },
      { name: 'A', url: 'https://a.example' },
    ];
    for (const body of bad)
      expect(
        (await request(`${svc.url}/v1`, svc.token, 'POST', base(), body)).status,
        JSON.stringify(body).slice(0, 80),
      ).toBe(400);
    const cli = await runCli(
      ['sites', 'mcp', 'create', '--site', site, '--name', 'A', '--url', 'https://a.example', '--header', 'nocolon'],
      as(),
    );
    expect(cli.code).toBe(2);
    expect(cli.stderr).toMatch(/^docs-cli: --header: "nocolon" is not "Name: value"/);
    expect(
      (await runCli(['sites', 'mcp', 'create', '--site', site, '--name', 'A', '--url', 'ftp://x'], as())).code,
    ).toBe(2);
  });

  it('holds at most 50 servers a site (409 past it)', async () => {
    const other = (await runJson(['sites', 'create', '--title', 'Full site'], as())).id;
    const path = `/orgs/${svc.orgId}/sites/${other}/mcp-servers`;
    for (let i = 0; i < 50; i++) {
      const made = await request(`${svc.url}/v1`, svc.token, 'POST', path, {
        name: `S${i}`,
        url: 'https://a.example',
        headers: {},
      });
      expect(made.status).toBe(201);
    }
    const over = await request(`${svc.url}/v1`, svc.token, 'POST', path, {
      name: 'S50',
      url: 'https://a.example',
      headers: {},
    });
    expect(over.status).toBe(409);
    expect(over.body.error.message).toMatch(/at most 50/);
  });
});
