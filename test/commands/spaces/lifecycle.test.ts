import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, ManualClock } from '../../../src/server/clock.js';
import { runCli, runJson } from '../../helpers/cli.js';
import { startTestService, type TestService } from '../../helpers/service.js';

let svc: TestService;
const clock = new ManualClock('2026-03-01T00:00:00Z');
beforeAll(async () => {
  svc = await startTestService({ clock });
});
afterAll(async () => svc.close());
const as = (role = 'admin') => ({ url: svc.url, token: svc.tokenFor(role) });

describe('the 7-day restore window', () => {
  it('restores a space deleted 6 days ago', async () => {
    const space = await runJson(['spaces', 'create', '--title', 'Six days'], as());
    expect((await runCli(['spaces', 'delete', space.id, '-y'], as())).code).toBe(0);
    clock.advance(6 * DAY_MS);
    const restored = await runJson(['spaces', 'restore', space.id], as());
    expect(restored.deletedAt).toBeUndefined();
    const listed = await runJson<Array<{ id: string }>>(['spaces', 'list', '--all'], as());
    expect(listed.map((s) => s.id)).toContain(space.id);
  });

  it('refuses to restore a space deleted 8 days ago (exit 5) and lists it nowhere', async () => {
    const collection = await runJson(['collections', 'create', '--title', 'Old'], as());
    const space = await runJson(['spaces', 'create', '--title', 'Eight days', '--parent', collection.id], as());
    expect((await runCli(['spaces', 'delete', space.id, '--yes'], as())).code).toBe(0);
    clock.advance(8 * DAY_MS);
    const res = await runCli(['spaces', 'restore', space.id], as());
    expect(res.code).toBe(5);
    expect(res.stderr).toContain('more than 7 days');
    const inOrg = await runJson<Array<{ id: string }>>(['spaces', 'list', '--all'], as());
    const inCollection = await runJson<Array<{ id: string }>>(['collections', 'spaces', collection.id, '--all'], as());
    expect(inOrg.map((s) => s.id)).not.toContain(space.id);
    expect(inCollection.map((s) => s.id)).not.toContain(space.id);
    expect((await runCli(['spaces', 'get', space.id], as())).code).toBe(3);
  });
});

describe('collections', () => {
  it('refuses to move a collection into its own descendant (exit 5)', async () => {
    const parent = await runJson(['collections', 'create', '--title', 'Parent'], as());
    const child = await runJson(['collections', 'create', '--title', 'Child', '--parent', parent.id], as());
    const res = await runCli(['collections', 'move', parent.id, '--parent', child.id], as());
    expect(res.code).toBe(5);
    expect(res.stderr).toMatch(/descendant/);
  });

  it('moves a collection before a space and lists nested collections unless --no-nested', async () => {
    const top = await runJson(['collections', 'create', '--title', 'Top'], as());
    const space = await runJson(['spaces', 'create', '--title', 'Anchor', '--parent', top.id], as());
    const moving = await runJson(['collections', 'create', '--title', 'Moving'], as());
    const moved = await runJson(['collections', 'move', moving.id, '--before', space.id], as());
    expect(moved.parent).toBe(top.id);
    const all = await runJson<Array<{ id: string }>>(['collections', 'list', '--all'], as());
    const topOnly = await runJson<Array<{ id: string }>>(['collections', 'list', '--all', '--no-nested'], as());
    expect(all.map((c) => c.id)).toContain(moving.id);
    expect(topOnly.map((c) => c.id)).not.toContain(moving.id);
  });

  it('orders spaces in a collection by position after a move', async () => {
    const c = await runJson(['collections', 'create', '--title', 'Ordered'], as());
    const a = await runJson(['spaces', 'create', '--title', 'A', '--parent', c.id], as());
    const b = await runJson(['spaces', 'create', '--title', 'B', '--parent', c.id], as());
    await runJson(['spaces', 'move', b.id, '--before', a.id], as());
    const ids = (await runCli(['collections', 'spaces', c.id, '-o', 'ids'], as())).stdout.trim().split('\n');
    expect(ids).toEqual([b.id, a.id]);
  });

  it('needs admin of the target organization to transfer (exit 5 otherwise)', async () => {
    const c = await runJson(['collections', 'create', '--title', 'Transfer me'], as());
    const res = await runCli(['collections', 'transfer', c.id, '--to', 'some-other-org', '--yes'], as());
    expect(res.code).toBe(5);
  });

  it('checks limits before sending', async () => {
    const res = await runCli(['collections', 'update', 'x', '--description', 'd'.repeat(101), '--verbose'], as());
    expect(res.code).toBe(2);
    expect(res.stderr).toContain('--description: must be at most 100 characters');
    expect(res.stderr).not.toContain('> PATCH');
  });
});

describe('spaces', () => {
  it('duplicates a space with its content revision and updates fields', async () => {
    const spaces = await runJson<Array<{ id: string; title: string }>>(['spaces', 'list'], as());
    const copy = await runJson(['spaces', 'duplicate', spaces[0]!.id], as());
    expect(copy.title).toBe(`${spaces[0]!.title} (copy)`);
    const updated = await runJson(
      ['spaces', 'update', copy.id, '--title', 'Renamed', '--edit-mode', 'locked', '--default-level', 'inherit'],
      as(),
    );
    expect([updated.title, updated.editMode, updated.defaultLevel]).toEqual(['Renamed', 'locked', null]);
    // The reference has no visibility on space create/update: the option is gone (exit 2).
    expect((await runCli(['spaces', 'update', copy.id, '--visibility', 'unlisted'], as())).code).toBe(2);
  });

  it('reports permissions per caller', async () => {
    const spaces = await runJson<Array<{ id: string }>>(['spaces', 'list'], as());
    const asReader = await runJson(['spaces', 'get', spaces[0]!.id], as('read'));
    expect(asReader.permissions).toMatchObject({ view: true, edit: false, admin: false });
    const asAdmin = await runJson(['spaces', 'get', spaces[0]!.id], as());
    expect(asAdmin.permissions).toMatchObject({ view: true, edit: true, admin: true });
  });

  it('lists spaces with the same permissions and counters as reading each one', async () => {
    for (const role of ['admin', 'edit', 'read', 'guest']) {
      const listed = await runJson<Array<{ id: string }>>(['spaces', 'list', '--all'], as(role));
      for (const space of listed)
        expect(space, `${role} ${space.id}`).toEqual(await runJson(['spaces', 'get', space.id], as(role)));
    }
  });

  it('shows a guest only the spaces shared with them', async () => {
    const visible = await runJson<Array<{ title: string }>>(['spaces', 'list'], as('guest'));
    expect(visible.map((s) => s.title)).toEqual(['Getting Started']);
  });

  it('--dry-run prints the request and changes nothing', async () => {
    const before = (await runJson<unknown[]>(['spaces', 'list', '--all'], as())).length;
    const res = await runCli(['spaces', 'create', '--title', 'Dry', '--dry-run'], as());
    expect(res.code).toBe(0);
    expect(res.stdout).toMatch(/^POST http:\/\/127\.0\.0\.1:\d+\/v1\/orgs\/\w+\/spaces\n/);
    expect(res.stdout).toContain('"title": "Dry"');
    expect(res.stdout).not.toContain(svc.token);
    expect((await runJson<unknown[]>(['spaces', 'list', '--all'], as())).length).toBe(before);
  });

  it('--verbose logs requests on stderr with the token redacted', async () => {
    const res = await runCli(['spaces', 'list', '--verbose'], as());
    expect(res.stderr).toContain('> GET');
    expect(res.stderr).toContain('Bearer [redacted]');
    expect(res.stderr).not.toContain(svc.tokenFor('admin'));
  });
});

describe('organizations', () => {
  it('updates every field and checks limits', async () => {
    const org = await runJson(
      [
        'orgs',
        'update',
        '--title',
        'Acme Docs',
        '--email-domain',
        'acme.com',
        '--hostname',
        'acme-docs',
        '--default-role',
        'read',
        '--ai',
        'on',
      ],
      as(),
    );
    expect(org).toMatchObject({
      title: 'Acme Docs',
      emailDomains: ['acme.com'],
      hostname: 'acme-docs',
      defaultRole: 'read',
      ai: true,
    });
    expect((await runCli(['orgs', 'update', '--title', 'A'], as())).code).toBe(2);
    expect((await runCli(['orgs', 'update', '--title', 'Nope'], as('edit'))).code).toBe(4);
    const user = await runJson(['auth', 'status'], as('read'));
    expect(user.user).toContain('Reed Reader');
  });
});
