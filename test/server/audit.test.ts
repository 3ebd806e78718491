/**
 * Organization audit events over HTTP: the service records change-request, review, space and
 * member writes; admins read them with the reference's filters; others are refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/server/clock.js';
import { requestAs } from '../helpers/raw.js';
import { startTestService, type TestService } from '../helpers/service.js';

let svc: TestService;
const clock = new ManualClock(new Date('2026-03-01T10:00:00.000Z'));
beforeAll(async () => {
  svc = await startTestService({ clock });
});
afterAll(async () => svc?.close());

const http = (role: string, method: string, path: string, body?: unknown) => requestAs(svc, role, method, path, body);

describe('audit events', () => {
  it('records writes newest first, filters them, and shows one with its payload', async () => {
    const org = `/orgs/${svc.orgId}`;
    const space = (await http('admin', 'POST', `${org}/spaces`, { title: 'Audited' })).body;
    clock.advance(60_000);
    const cr = (await http('edit', 'POST', `/spaces/${space.id}/change-requests`, { subject: 'Typos' })).body;
    await http('edit', 'POST', `/spaces/${space.id}/change-requests/${cr.number}/requested-reviewers`, {
      users: [svc.userId('review')],
    });
    await http('review', 'POST', `/spaces/${space.id}/change-requests/${cr.number}/reviews`, { status: 'approved' });
    await http('review', 'POST', `/spaces/${space.id}/change-requests/${cr.number}/merge`);
    await http('admin', 'PATCH', `${org}/members/${svc.userId('read')}`, { role: 'comment' });

    const all = await http('admin', 'GET', `${org}/audit-events?limit=100`);
    expect(all.status).toBe(200);
    const actions = all.body.items.map((e: { action: string }) => e.action);
    expect(actions.slice(0, 6)).toEqual([
      'member.role_changed',
      'change_request.merged',
      'change_request.review_submitted',
      'change_request.reviewers_requested',
      'change_request.created',
      'space.created',
    ]);
    const [changed] = all.body.items;
    expect(changed).toMatchObject({
      object: 'audit-event',
      actor: { type: 'user', id: svc.userId('admin') },
      source: 'api',
      target: { type: 'user', id: svc.userId('read') },
    });

    const byActor = await http('admin', 'GET', `${org}/audit-events?actor=${svc.userId('review')}`);
    expect(byActor.body.items.map((e: { action: string }) => e.action)).toEqual([
      'change_request.merged',
      'change_request.review_submitted',
    ]);
    const byTarget = await http('admin', 'GET', `${org}/audit-events?target=${cr.id}&action=change_request.created`);
    expect(byTarget.body.count).toBe(1);
    const before = await http('admin', 'GET', `${org}/audit-events?to=2026-03-01T10:00:30Z`);
    expect(before.body.items.map((e: { action: string }) => e.action)).toEqual(['space.created']);
    const after = await http('admin', 'GET', `${org}/audit-events?from=2026-03-01T10:00:30Z&limit=2`);
    expect(after.body.items).toHaveLength(2);
    expect(after.body.next.page).toEqual(expect.any(String));

    const one = await http('admin', 'GET', `${org}/audit-events/${changed.id}`);
    expect(one.body).toMatchObject({ id: changed.id, schemaVersion: 1, payload: { role: 'comment' } });

    const kinds = await http('admin', 'GET', `${org}/audit-event-actions`);
    expect(kinds.body.items).toContainEqual({
      object: 'audit-event-action',
      id: 'change_request.merged',
      label: 'Change request merged',
    });
  });

  it('is for admins; bad filters are 400; an unknown event is 404', async () => {
    const org = `/orgs/${svc.orgId}`;
    expect((await http('create', 'GET', `${org}/audit-events`)).status).toBe(403);
    expect((await http('create', 'GET', `${org}/audit-event-actions`)).status).toBe(403);
    expect((await http('admin', 'GET', `${org}/audit-events?limit=101`)).status).toBe(400);
    expect((await http('admin', 'GET', `${org}/audit-events?from=yesterday`)).status).toBe(400);
    const missing = await http('admin', 'GET', `${org}/audit-events/00000000-0000-4000-8000-000000000000`);
    expect(missing.status).toBe(404);
  });
});
