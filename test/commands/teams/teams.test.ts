import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, runJson, tempDir } from '../../helpers/cli.js';
import { startTestService, type TestService } from '../../helpers/service.js';

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(async () => svc.close());

const as = (role = 'admin') => ({ url: svc.url, token: svc.tokenFor(role) });
const emailOf = (role: string) =>
  role === 'admin'
    ? 'admin@demo.docs-cli.dev'
    : `${{ create: 'cody', review: 'rita', edit: 'eddie', comment: 'cora', read: 'reed', guest: 'gwen' }[role]}@demo.docs-cli.dev`;

async function http(method: string, path: string, body?: unknown, role = 'admin') {
  const res = await fetch(`${svc.url}/v1/orgs/${svc.orgId}${path}`, {
    method,
    headers: { authorization: `Bearer ${svc.tokenFor(role)}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

const teamMembers = async (teamId: string) =>
  (
    (await http('GET', `/teams/${teamId}/members?limit=1000`)).body.items as Array<{
      organization: { id: string };
      team: { role: string };
    }>
  ).map((m) => [m.organization.id, m.team.role] as const);

async function newTeam(title: string, members: string[] = []) {
  const res = await http('PUT', '/teams', { title, members });
  expect(res.status).toBe(201);
  return res.body as { id: string; title: string; members: number };
}

describe('team service', () => {
  it('creates with initial members, renames, refuses title collisions (409), deletes (204)', async () => {
    const team = await newTeam('Docs Guild', [svc.userId('read'), emailOf('comment')]);
    expect(team.members).toBe(2);
    expect((await http('PUT', '/teams', { title: 'docs guild' })).status).toBe(409);
    expect((await http('PATCH', `/teams/${team.id}`, { title: 'WRITERS' })).status).toBe(409);
    expect((await http('PATCH', `/teams/${team.id}`, { title: 'x'.repeat(65) })).status).toBe(400);
    expect((await http('PUT', '/teams', { title: '' })).body.error.message).toBe('title: must not be empty');
    expect((await http('PUT', '/teams', { title: 'Ghosts', members: ['nobody'] })).status).toBe(400);
    const renamed = await http('PATCH', `/teams/${team.id}`, { title: 'Docs Guild 2' });
    expect(renamed.body.title).toBe('Docs Guild 2');
    expect((await http('DELETE', `/teams/${team.id}`)).status).toBe(204);
    expect((await http('GET', `/teams/${team.id}`)).status).toBe(404);
    expect((await http('DELETE', `/teams/${team.id}`)).status).toBe(404);
  });

  it('bulk update: a user in both add and remove ends removed; the rest applies in one go', async () => {
    const team = await newTeam('Bulk', [svc.userId('read')]);
    const res = await http('PUT', `/teams/${team.id}/members`, {
      add: [emailOf('edit'), svc.userId('comment'), svc.userId('read')],
      remove: [svc.userId('read'), emailOf('comment').toUpperCase()],
      memberships: { [svc.userId('edit')]: { role: 'owner' } },
    });
    expect(res.status).toBe(204);
    expect(await teamMembers(team.id)).toEqual([[svc.userId('edit'), 'owner']]);
    expect((await http('GET', `/teams/${team.id}`)).body.members).toBe(1);
  });

  it('bulk update is atomic: an unknown user changes nothing (404)', async () => {
    const team = await newTeam('Atomic', [svc.userId('read')]);
    const res = await http('PUT', `/teams/${team.id}/members`, {
      add: [svc.userId('edit'), 'ghost@nowhere.example'],
      remove: [svc.userId('read')],
    });
    expect(res.status).toBe(404);
    expect(res.body.error.message).toContain('add[1]');
    expect(await teamMembers(team.id)).toEqual([[svc.userId('read'), 'member']]);
    expect((await http('PUT', `/teams/${team.id}/members`, { memberships: { x: { role: 'boss' } } })).status).toBe(400);
  });

  it('per-member PUT adds or changes the role, DELETE removes (204, then 404)', async () => {
    const team = await newTeam('Single');
    const uid = svc.userId('review');
    expect((await http('PUT', `/teams/${team.id}/members/${uid}`, {})).status).toBe(204);
    expect(await teamMembers(team.id)).toEqual([[uid, 'member']]);
    expect((await http('PUT', `/teams/${team.id}/members/${uid}`, { role: 'owner' })).status).toBe(204);
    expect((await http('PUT', `/teams/${team.id}/members/${uid}`, {})).status).toBe(204);
    expect(await teamMembers(team.id)).toEqual([[uid, 'owner']]);
    expect((await http('PUT', `/teams/${team.id}/members/nobody`, {})).status).toBe(404);
    expect((await http('DELETE', `/teams/${team.id}/members/${uid}`)).status).toBe(204);
    expect((await http('DELETE', `/teams/${team.id}/members/${uid}`)).status).toBe(404);
  });

  it('lets team owners manage their team, and nobody else below admin', async () => {
    const writers = (await http('GET', '/teams?title=writ')).body.items[0];
    expect(writers.title).toBe('Writers');
    // Eddie (edit) owns Writers; Cody (create) is a plain member of it.
    expect((await http('PUT', `/teams/${writers.id}/members/${svc.userId('read')}`, {}, 'edit')).status).toBe(204);
    expect(
      (await http('DELETE', `/teams/${writers.id}/members/${svc.userId('read')}`, undefined, 'create')).status,
    ).toBe(403);
    expect((await http('PATCH', `/teams/${writers.id}`, { title: 'Nope' }, 'review')).status).toBe(403);
    expect((await http('PUT', '/teams', { title: 'By editor' }, 'edit')).status).toBe(403);
    expect((await http('GET', `/teams/${writers.id}`, undefined, 'edit')).body.permissions).toEqual({
      admin: true,
      view: true,
    });
    expect((await http('GET', `/teams/${writers.id}`, undefined, 'read')).body.permissions).toEqual({
      admin: false,
      view: true,
    });
    // Guests see no team list and no team they are not in.
    expect((await http('GET', '/teams', undefined, 'guest')).status).toBe(403);
    expect((await http('GET', `/teams/${writers.id}`, undefined, 'guest')).status).toBe(404);
    const owned = (await http('GET', `/teams?owner=${svc.userId('edit')}`)).body.items.map(
      (t: { title: string }) => t.title,
    );
    expect(owned).toContain('Writers');
    expect(owned).not.toContain('Reviewers');
    expect((await http('GET', `/teams?owner=${svc.userId('admin')}`)).body.count).toBeGreaterThanOrEqual(2);
  });
});

describe('teams CLI', () => {
  it('creates, gets by title, renames and deletes a team', async () => {
    const team = await runJson(['teams', 'create', '--title', 'Editors', '--member', emailOf('edit')], as());
    expect(team).toMatchObject({ object: 'team', title: 'Editors', members: 1 });
    expect((await runJson(['teams', 'get', 'editors'], as())).id).toBe(team.id);
    expect((await runJson(['teams', 'rename', team.id, 'Senior editors'], as())).title).toBe('Senior editors');
    const dup = await runCli(['teams', 'rename', team.id, 'Reviewers'], as());
    expect(dup.code).toBe(5);
    expect(dup.stderr).toMatch(/^docs-cli: title: a team named "Reviewers" already exists/);
    expect((await runCli(['teams', 'create', '--title', 'x'.repeat(65)], as())).code).toBe(2);
    expect((await runCli(['teams', 'delete', team.id], as())).code).toBe(2);
    expect((await runCli(['teams', 'delete', team.id, '--yes'], as())).code).toBe(0);
    expect((await runCli(['teams', 'get', team.id], as())).code).toBe(3);
  });

  it('add: a file line "-user" removes that user even when the file also adds them', async () => {
    const team = await runJson(['teams', 'create', '--title', 'From file', '--member', emailOf('read')], as());
    const dir = tempDir();
    const file = join(dir, 'users.txt');
    writeFileSync(
      file,
      [
        `# new people`,
        emailOf('edit'),
        '',
        emailOf('comment'),
        emailOf('EDIT'.toLowerCase()),
        `-${emailOf('comment')}`,
        `- ${svc.userId('read')}`,
      ].join('\n'),
    );
    const res = await runCli(['teams', 'members', 'add', team.id, '--file', file], as());
    expect(res.code).toBe(0);
    const ids = await runJson<Array<{ organization: { id: string } }>>(['teams', 'members', 'list', team.id], as());
    expect(ids.map((m) => m.organization.id)).toEqual([svc.userId('edit')]);
  });

  it('add and remove take users as arguments or from stdin, in one request', async () => {
    const team = await runJson(['teams', 'create', '--title', 'Args'], as());
    expect(
      (await runCli(['teams', 'members', 'add', team.id, emailOf('edit'), svc.userId('read'), '--role', 'owner'], as()))
        .code,
    ).toBe(0);
    let members = await runJson<Array<{ organization: { id: string }; team: { role: string } }>>(
      ['teams', 'members', 'list', team.id],
      as(),
    );
    expect(members.map((m) => m.team.role)).toEqual(['owner', 'owner']);
    const removed = await runCli(['teams', 'members', 'remove', team.id, '--file', '-', '--yes'], {
      ...as(),
      stdin: `${emailOf('edit')}\n${emailOf('edit')}\n# done\n`,
    });
    expect(removed.code).toBe(0);
    members = await runJson(['teams', 'members', 'list', team.id], as());
    expect(members.map((m) => m.organization.id)).toEqual([svc.userId('read')]);
    expect((await runCli(['teams', 'members', 'remove', team.id, emailOf('comment'), '--yes'], as())).code).toBe(3);
    expect((await runCli(['teams', 'members', 'add', team.id, 'ghost@nowhere.example'], as())).code).toBe(3);
    expect((await runCli(['teams', 'members', 'add', team.id], as())).code).toBe(2);
    const plus = await runCli(['teams', 'members', 'remove', team.id, '--file', '-', '--yes'], {
      ...as(),
      stdin: `+${emailOf('edit')}\n`,
    });
    expect(plus.code).toBe(2);
    expect(plus.stderr).toContain('stdin:1');
  });

  it('set-role adds a user or changes their role', async () => {
    const team = await runJson(['teams', 'create', '--title', 'Roles'], as());
    expect((await runCli(['teams', 'members', 'set-role', team.id, emailOf('review'), 'owner'], as())).code).toBe(0);
    const members = await runJson<Array<{ team: { role: string } }>>(['teams', 'members', 'list', team.id], as());
    expect(members.map((m) => m.team.role)).toEqual(['owner']);
    expect((await runCli(['teams', 'members', 'set-role', team.id, emailOf('review'), 'boss'], as())).code).toBe(2);
  });

  it('sync with --role-column changes roles and reports them in the plan', async () => {
    const team = await runJson(['teams', 'create', '--title', 'Synced', '--member', emailOf('edit')], as());
    const stdin = `${emailOf('edit')} owner\n${emailOf('read')},member\n`;
    const res = await runCli(['teams', 'members', 'sync', team.id, '--file', '-', '--role-column', '--yes'], {
      ...as(),
      stdin,
    });
    expect(res.code).toBe(0);
    expect(res.stdout).toContain(`~ ${svc.userId('edit')}\t${emailOf('edit')}\tmember -> owner`);
    expect(res.stdout).toContain('1 to add, 0 to remove, 1 role change');
    const plan = await runJson(['teams', 'members', 'sync', team.id, '--file', '-', '--role-column'], {
      ...as(),
      stdin,
    });
    expect(plan).toMatchObject({ team: team.id, add: [], remove: [], roles: [], unknown: [] });
    const bad = await runCli(['teams', 'members', 'sync', team.id, '--file', '-', '--yes'], { ...as(), stdin });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--role-column');
  });
});
