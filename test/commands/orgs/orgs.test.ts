import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, runJson } from '../../helpers/cli.js';
import { startTestService, type TestService } from '../../helpers/service.js';

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(async () => svc.close());

const as = (role = 'admin') => ({ url: svc.url, token: svc.tokenFor(role) });

describe('orgs ping', () => {
  it('returns visitor claims signed with HS256 by the service secret and records lastSeenAt', async () => {
    const { serviceVisitorClaims } = await runJson<{ serviceVisitorClaims: string }>(['orgs', 'ping'], as('edit'));
    const [head, body, signature] = serviceVisitorClaims.split('.');
    expect(JSON.parse(Buffer.from(head!, 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
    const claims = JSON.parse(Buffer.from(body!, 'base64url').toString());
    expect(claims).toMatchObject({ sub: svc.userId('edit'), org: svc.orgId, role: 'edit' });
    const expected = createHmac('sha256', svc.service.app.svc.config.secret)
      .update(`${head}.${body}`)
      .digest('base64url');
    expect(signature).toBe(expected);
    const member = await runJson(['members', 'get', svc.userId('edit')], as());
    expect(member.lastSeenAt).toBeDefined();
    expect((await runCli(['orgs', 'ping', '--dry-run'], as('read'))).stdout).toMatch(/^POST .*\/ping/);
  });
});

describe('orgs search', () => {
  it('finds pages across the spaces the caller can read', async () => {
    const results = await runJson<
      Array<{ id: string; title: string; pages: Array<{ title: string; urls: { app: string } }> }>
    >(['orgs', 'search', 'a', '--all'], as());
    expect(results.length).toBeGreaterThan(0);
    for (const r of results) expect(r.pages.length).toBeGreaterThan(0);
    // Gwen (guest) reads only "Getting Started".
    const guest = await runJson<Array<{ title: string }>>(['orgs', 'search', 'a', '--all'], as('guest'));
    expect(guest.every((r) => r.title === 'Getting Started')).toBe(true);
    expect(await runJson(['orgs', 'search', 'zzzqqqxxx'], as())).toEqual([]);
  });

  it('refuses a query over 512 characters before any request, and the service refuses a missing one', async () => {
    const res = await runCli(['orgs', 'search', 'q'.repeat(513), '--verbose'], as());
    expect(res.code).toBe(2);
    expect(res.stderr).not.toContain('> GET');
    const missing = await fetch(`${svc.url}/v1/orgs/${svc.orgId}/search`, {
      headers: { authorization: `Bearer ${svc.token}` },
    });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { error: { message: string } }).error.message).toBe('query: is required');
  });
});

describe('orgs by-email-domain', () => {
  it('lists organizations that accept an e-mail domain', async () => {
    const orgs = await runJson<Array<{ id: string }>>(['orgs', 'by-email-domain', 'DEMO.docs-cli.dev'], as('read'));
    expect(orgs.map((o) => o.id)).toEqual([svc.orgId]);
    expect(await runJson(['orgs', 'by-email-domain', 'example.org'], as())).toEqual([]);
    expect((await runCli(['orgs', 'by-email-domain', 'not a domain'], as())).code).toBe(2);
  });
});

describe('orgs invites delete', () => {
  it('deletes a link invite (205) as an admin, once', async () => {
    const invite = svc.service.db.get<{ id: string }>('SELECT id FROM link_invites WHERE org_id = ?', svc.orgId)!;
    expect((await runCli(['orgs', 'invites', 'delete', invite.id, '--yes'], as('edit'))).code).toBe(4);
    expect((await runCli(['orgs', 'invites', 'delete', invite.id], as())).code).toBe(2);
    expect((await runCli(['orgs', 'invites', 'delete', invite.id, '--yes'], as())).code).toBe(0);
    expect((await runCli(['orgs', 'invites', 'delete', invite.id, '--yes'], as())).code).toBe(3);
  });
});
