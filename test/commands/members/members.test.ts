import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/server/clock.js';
import { addMember } from '../../../src/server/store/organizations.js';
import { createUser } from '../../../src/server/store/users.js';
import { runCli, runJson } from '../../helpers/cli.js';
import { startTestService, type TestService } from '../../helpers/service.js';

let svc: TestService;
const clock = new ManualClock('2026-03-01T00:00:00.000Z');
beforeAll(async () => {
  svc = await startTestService({ clock });
});
afterAll(async () => svc.close());

const as = (role = 'admin') => ({ url: svc.url, token: svc.tokenFor(role) });
type Member = {
  id: string;
  role: string | null;
  user: { email: string; displayName: string };
  lastSeenAt?: string;
  spaces: number;
  teams: number;
  sso: boolean;
};

async function http(method: string, path: string, role = 'admin', body?: unknown) {
  const res = await fetch(`${svc.url}/v1/orgs/${svc.orgId}${path}`, {
    method,
    headers: { authorization: `Bearer ${svc.tokenFor(role)}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

describe('members list', () => {
  it('--sort lastSeenAt lists only members who pinged, most recent first', async () => {
    expect(await runJson<Member[]>(['members', 'list', '--sort', 'lastSeenAt'], as())).toEqual([]);
    const ping = await runJson<{ serviceVisitorClaims: string }>(['orgs', 'ping'], as('read'));
    expect(ping.serviceVisitorClaims.split('.')).toHaveLength(3);
    clock.advance(60_000);
    expect((await runCli(['orgs', 'ping'], as('guest'))).code).toBe(0);
    const seen = await runJson<Member[]>(['members', 'list', '--sort', 'lastSeenAt'], as());
    expect(seen.map((m) => m.id)).toEqual([svc.userId('guest'), svc.userId('read')]);
    expect(seen[0]!.lastSeenAt).toBe('2026-03-01T00:01:00.000Z');
    const asc = await runJson<Member[]>(
      ['members', 'list', '--sort', 'lastSeenAt', '--order', 'asc', '-o', 'json'],
      as(),
    );
    expect(asc.map((m) => m.id)).toEqual([svc.userId('read'), svc.userId('guest')]);
  });

  it('--role guest lists guests, --role filters, --search matches name or e-mail', async () => {
    const guests = await runCli(['members', 'list', '--role', 'guest', '-o', 'ids'], as());
    expect(guests.stdout).toBe(`${svc.userId('guest')}\n`);
    const editors = await runJson<Member[]>(['members', 'list', '--role', 'edit'], as());
    expect(editors.map((m) => m.user.email)).toEqual(['eddie@demo.docs-cli.dev']);
    expect((await runJson<Member[]>(['members', 'list', '--search', 'RITA'], as())).map((m) => m.id)).toEqual([
      svc.userId('review'),
    ]);
    expect((await runJson<Member[]>(['members', 'list', '--search', 'Reviewer'], as())).map((m) => m.id)).toEqual([
      svc.userId('review'),
    ]);
    expect(await runJson<Member[]>(['members', 'list', '--search', '%'], as())).toEqual([]);
    expect((await runCli(['members', 'list', '--role', 'owner'], as())).code).toBe(2);
  });

  it('needs a non-guest member to list', async () => {
    const res = await runCli(['members', 'list'], as('guest'));
    expect(res.code).toBe(4);
    expect((await runCli(['members', 'list'], as('read'))).code).toBe(0);
  });

  it('gives a long page (--all) the counts of spaces and teams a short page gives, after a team change too', async () => {
    const counts = (members: Member[]) => members.map((m) => [m.id, m.spaces, m.teams]).sort();
    // Every member through pages of 5 (one probe per member) against one page of 1,000 (one count).
    const short = async () => {
      const items: Member[] = [];
      let cursor: string | undefined;
      do {
        const body = (await http('GET', `/members?limit=5${cursor ? `&page=${cursor}` : ''}`)).body;
        items.push(...body.items);
        cursor = body.next?.page;
      } while (cursor);
      return counts(items);
    };
    const long = async () => counts((await http('GET', '/members?limit=1000')).body.items);
    expect((await long()).length).toBeGreaterThan(5);
    const before = await long();
    expect(before.filter(([, , teams]) => Number(teams) > 0).length).toBeGreaterThan(0);
    const all = counts(await runJson<Member[]>(['members', 'list', '--all'], as()));
    expect(all).toEqual(before);
    expect(await short()).toEqual(before);
    const team = (await http('GET', '/teams?title=Writers')).body.items[0];
    const guest = svc.userId('guest');
    expect((await http('PUT', `/teams/${team.id}/members/${guest}`, 'admin', { role: 'member' })).status).toBeLessThan(
      300,
    );
    const after = await long();
    expect(await short()).toEqual(after);
    expect(after.find(([id]) => id === guest)?.[2]).toBe(Number(before.find(([id]) => id === guest)?.[2]) + 1);
    expect((await http('DELETE', `/teams/${team.id}/members/${guest}`)).status).toBe(204);
    expect(await long()).toEqual(before);
  });

  it('pages through every sort with cursors, in the order of one long page, nothing twice or missed', async () => {
    clock.advance(86_400_000); // a last-seen time unlike every join time
    expect((await runCli(['orgs', 'ping'], as('edit'))).code).toBe(0);
    for (const sort of ['joinedAt', 'lastSeenAt']) {
      const whole = (await http('GET', `/members?limit=1000&sort=${sort}`)).body.items.map((m: Member) => m.id);
      for (const limit of [1, 2, 3]) {
        const seen: string[] = [];
        let cursor: string | undefined;
        do {
          const query = `limit=${limit}&sort=${sort}${cursor ? `&page=${cursor}` : ''}`;
          const body = (await http('GET', `/members?${query}`)).body;
          seen.push(...body.items.map((m: Member) => m.id));
          cursor = body.next?.page;
        } while (cursor);
        expect(seen, `${sort} by ${limit}`).toEqual(whole);
        expect(whole.length).toBeGreaterThan(2);
      }
    }
  });

  it('shows counts of spaces and teams', async () => {
    const eddie = await runJson<Member>(['members', 'get', 'eddie@demo.docs-cli.dev'], as());
    expect(eddie).toMatchObject({ id: svc.userId('edit'), role: 'edit', teams: 1, spaces: 4 });
    const gwen = await runJson<Member>(['members', 'get', svc.userId('guest')], as());
    expect(gwen).toMatchObject({ role: null, teams: 0, spaces: 1 });
    const spaces = await runJson<Array<{ permission: string; space: { title: string } }>>(
      ['members', 'spaces', 'gwen@demo.docs-cli.dev'],
      as(),
    );
    expect(spaces.map((s) => [s.space.title, s.permission])).toEqual([['Getting Started', 'read']]);
    const eddieSpaces = await runJson<Array<{ permission: string; space: { title: string } }>>(
      ['members', 'spaces', svc.userId('edit'), '--order', 'asc'],
      as(),
    );
    expect(eddieSpaces.map((s) => s.permission)).toEqual(['edit', 'edit', 'edit', 'edit']);
    const teams = await runJson<Array<{ team: { title: string }; member: { role: string } }>>(
      ['members', 'teams', svc.userId('edit')],
      as(),
    );
    expect(teams.map((t) => [t.team.title, t.member.role])).toEqual([['Writers', 'owner']]);
    expect(await runJson(['members', 'teams', svc.userId('edit'), '--title', 'review'], as())).toEqual([]);
    expect((await runCli(['members', 'get', 'nobody@nowhere.example'], as())).code).toBe(3);
  });

  it('pages keyset-fast through thousands of members at 1000 per page', async () => {
    const db = svc.service.db;
    const now = clock.now();
    db.tx(() => {
      for (let i = 0; i < 3000; i++)
        addMember(
          db,
          svc.orgId,
          createUser(db, { displayName: `Bulk ${i}`, email: `bulk${i}@paging.example` }, now).id,
          'read',
          now,
        );
    });
    const started = performance.now();
    const ids = new Set<string>();
    let page: string | undefined;
    let requests = 0;
    do {
      const res = await http('GET', `/members?limit=1000${page ? `&page=${page}` : ''}`);
      expect(res.status).toBe(200);
      for (const m of res.body.items) ids.add(m.id);
      page = res.body.next?.page;
      requests++;
    } while (page);
    expect(ids.size).toBe(3007);
    expect(requests).toBe(4);
    expect(performance.now() - started).toBeLessThan(5000);
    // The reference sorts members by joinedAt or lastSeenAt only; displayName is refused up front.
    expect((await runCli(['members', 'list', '--sort', 'displayName'], as())).code).toBe(2);
  });
});

describe('member changes', () => {
  it('updates roles (guest = null) and needs admin', async () => {
    const cora = await runJson<Member>(['members', 'update', 'cora@demo.docs-cli.dev', '--role', 'guest'], as());
    expect(cora.role).toBeNull();
    expect((await runJson<Member>(['members', 'update', svc.userId('comment'), '--role', 'comment'], as())).role).toBe(
      'comment',
    );
    expect((await runCli(['members', 'update', svc.userId('comment'), '--role', 'admin'], as('create'))).code).toBe(4);
    expect((await http('PATCH', `/members/${svc.userId('comment')}`, 'admin', { role: 'boss' })).status).toBe(400);
    expect((await http('PATCH', `/members/${svc.userId('comment')}`, 'admin', {})).status).toBe(400);
  });

  it('sets SSO members', async () => {
    expect((await runJson<Member>(['members', 'sso', svc.userId('read')], as())).sso).toBe(true);
    expect((await runCli(['members', 'sso', svc.userId('read')], as('edit'))).code).toBe(4);
  });

  it('removing the last admin exits 5 and leaves the organization unchanged', async () => {
    const before = await http('GET', '/members?limit=1000');
    const res = await runCli(['members', 'remove', 'admin@demo.docs-cli.dev', '--yes'], as());
    expect(res.code).toBe(5);
    expect(res.stderr).toMatch(/^docs-cli: .*last admin/);
    expect(res.stderr.trim().split('\n')).toHaveLength(1);
    const demote = await runCli(['members', 'update', svc.userId('admin'), '--role', 'edit'], as());
    expect(demote.code).toBe(5);
    const after = await http('GET', '/members?limit=1000');
    expect(after.body).toEqual(before.body);
  });

  it('removes a member (204) with their team memberships; needs admin and --yes', async () => {
    expect((await runCli(['members', 'remove', svc.userId('create'), '--yes'], as('edit'))).code).toBe(4);
    expect((await runCli(['members', 'remove', svc.userId('create')], as())).code).toBe(2);
    const writersBefore = (await http('GET', '/teams?title=Writers')).body.items[0];
    expect((await http('DELETE', `/members/${svc.userId('create')}`)).status).toBe(204);
    expect((await runCli(['members', 'get', svc.userId('create')], as())).code).toBe(3);
    const writersAfter = (await http('GET', '/teams?title=Writers')).body.items[0];
    expect(writersAfter.members).toBe(writersBefore.members - 1);
    expect((await http('DELETE', `/members/${svc.userId('create')}`)).status).toBe(404);
  });

  it('allows demoting an admin while another admin remains', async () => {
    await runJson(['members', 'update', svc.userId('review'), '--role', 'admin'], as());
    expect((await runCli(['members', 'update', svc.userId('review'), '--role', 'review'], as())).code).toBe(0);
  });
});
