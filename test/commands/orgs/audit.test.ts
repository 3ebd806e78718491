import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAuditTime } from '../../../src/commands/orgs/audit.js';
import { ManualClock } from '../../../src/server/clock.js';
import { DEMO_MEMBERS } from '../../../src/server/seed/core.js';
import { runCli, runJson } from '../../helpers/cli.js';
import { startTestService, type TestService } from '../../helpers/service.js';

let svc: TestService;
const clock = new ManualClock(new Date('2026-03-01T10:00:00.000Z'));
beforeAll(async () => {
  svc = await startTestService({ clock });
});
afterAll(async () => svc?.close());

const as = (role = 'admin') => ({ url: svc.url, token: svc.tokenFor(role) });
const emailOf = (role: string) => DEMO_MEMBERS.find((m) => m.key === role)!.email;

describe('orgs audit', () => {
  it('lists the writes, filters by time, action and actor (by e-mail), and streams --all as JSON lines', async () => {
    const space = (await runJson(['spaces', 'create', '--title', 'Audited'], as())).id as string;
    clock.advance(3_600_000);
    await runJson(['cr', 'create', '--space', space, '--subject', 'One', '--open'], as('edit'));
    await runJson(['cr', 'create', '--space', space, '--subject', 'Two'], as('edit'));
    await runCli(['cr', 'review', '1', '--space', space, '--approve'], as('review'));

    const all = await runJson(['orgs', 'audit'], as());
    expect(all.map((e: { action: string }) => e.action).slice(0, 5)).toEqual([
      'change_request.review_submitted',
      'change_request.created',
      'change_request.updated',
      'change_request.created',
      'space.created',
    ]);
    const early = await runJson(['orgs', 'audit', '--to', '2026-03-01T10:30:00Z'], as());
    expect(early.map((e: { action: string }) => e.action)).toEqual(['space.created']);
    const byEdit = await runJson(
      ['orgs', 'audit', '--actor', emailOf('edit'), '--action', 'change_request.created'],
      as(),
    );
    expect(byEdit).toHaveLength(2);
    const byTarget = await runJson(['orgs', 'audit', '--target', space], as());
    expect(byTarget.map((e: { action: string }) => e.action)).toEqual(['space.created']);

    // --all follows the pages (at most 100 events each, the reference's bound) and prints one line each.
    const lines = await runCli(['orgs', 'audit', '--from', '2026-03-01', '--all', '-o', 'jsonl'], as());
    expect(lines.code).toBe(0);
    const events = lines.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(events.length).toBe(all.length);
    expect(events[0]).toMatchObject({ object: 'audit-event', actor: { type: 'user' } });

    const actions = await runCli(['orgs', 'audit-actions', '-o', 'ids'], as());
    expect(actions.stdout.split('\n')).toContain('change_request.merged');
  });

  it('refuses a bad time (exit 2) and a non-admin (exit 4)', async () => {
    const bad = await runCli(['orgs', 'audit', '--from', 'yesterday'], as());
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/^docs-cli: --from: "yesterday" is not a time/);
    const reversed = await runCli(['orgs', 'audit', '--from', '2026-03-02', '--to', '2026-03-01'], as());
    expect(reversed.code).toBe(2);
    expect((await runCli(['orgs', 'audit'], as('create'))).code).toBe(4);
  });

  it('reads ages and dates as UTC times', () => {
    const now = new Date('2026-03-10T12:00:00Z');
    expect(parseAuditTime('--from', '24h', now)).toBe('2026-03-09T12:00:00.000Z');
    expect(parseAuditTime('--from', '2w', now)).toBe('2026-02-24T12:00:00.000Z');
    expect(parseAuditTime('--from', '2026-03-01', now)).toBe('2026-03-01T00:00:00.000Z');
    expect(parseAuditTime('--from', '2026-03-01T10:00:00+02:00', now)).toBe('2026-03-01T08:00:00.000Z');
  });
});
