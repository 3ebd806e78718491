/**
 * Change-request reviews and requested reviewers over HTTP: who may review, what a review and a
 * request do to earlier ones, and that merging is unchanged by reviews (no merge rules).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runJson } from '../../helpers/cli.js';
import { requestAs } from '../../helpers/raw.js';
import { startTestService, type TestService } from '../../helpers/service.js';

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(async () => svc?.close());

const http = (role: string, method: string, path: string, body?: unknown) => requestAs(svc, role, method, path, body);

let n = 0;
/** A space and an open change request in it, authored by the `edit` member. */
async function changeRequest(): Promise<{ space: string; cr: string; number: number }> {
  const space = (await runJson(['spaces', 'create', '--title', `Reviews ${++n}`], { url: svc.url, token: svc.token }))
    .id as string;
  const made = await http('edit', 'POST', `/spaces/${space}/change-requests`, { subject: 'Fix typos' });
  expect(made.status).toBe(201);
  return { space, cr: made.body.id, number: made.body.number };
}

describe('change-request reviews', () => {
  it('a reviewer approves; a later review outdates theirs; the list filters on outdated', async () => {
    const { space, number } = await changeRequest();
    const base = `/spaces/${space}/change-requests/${number}`;
    const first = await http('review', 'POST', `${base}/reviews`, { status: 'changes-requested' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      object: 'change-request-review',
      status: 'changes-requested',
      outdated: false,
      reviewer: { id: svc.userId('review') },
    });
    expect(first.headers.get('location')).toBe(first.body.urls.location);
    expect(first.body.requestedBy).toBeUndefined();

    const second = await http('review', 'POST', `${base}/reviews`, {
      status: 'approved',
      comment: { markdown: 'Looks good now.' },
    });
    expect(second.body).toMatchObject({ status: 'approved', comment: { body: { markdown: 'Looks good now.' } } });

    const all = await http('read', 'GET', `${base}/reviews`);
    expect(all.body.items.map((r: { id: string; outdated: boolean }) => [r.id, r.outdated])).toEqual([
      [second.body.id, false],
      [first.body.id, true],
    ]);
    const current = await http('read', 'GET', `${base}/reviews?outdated=false`);
    expect(current.body.items.map((r: { id: string }) => r.id)).toEqual([second.body.id]);
    const one = await http('read', 'GET', `${base}/reviews/${first.body.id}`);
    expect(one.body).toMatchObject({ id: first.body.id, outdated: true });
    // The review's comment is one of the change request's comments.
    const comments = await http('read', 'GET', `${base}/comments`);
    expect(comments.body.items.map((c: { id: string }) => c.id)).toContain(second.body.comment.id);
    // A reply to it shows in the review's comment (0.202.0's comments name their repliers).
    const reply = await http('comment', 'POST', `${base}/comments/${second.body.comment.id}/replies`, {
      body: { markdown: 'Thanks!' },
    });
    expect(reply.status).toBe(200);
    const withReply = await http('read', 'GET', `${base}/reviews/${second.body.id}`);
    expect(withReply.body.comment).toMatchObject({
      replies: 1,
      repliers: [{ user: { id: svc.userId('comment') }, count: 1 }],
    });
  });

  it('refuses the author, a reader not asked, and a merged change request; an asked reader may review', async () => {
    const { space, number } = await changeRequest();
    const base = `/spaces/${space}/change-requests/${number}`;
    const own = await http('edit', 'POST', `${base}/reviews`, { status: 'approved' });
    expect(own.status).toBe(403);
    expect(own.body.error.message).toMatch(/your own change request/);
    expect((await http('read', 'POST', `${base}/reviews`, { status: 'approved' })).status).toBe(403);
    expect((await http('review', 'POST', `${base}/reviews`, { status: 'maybe' })).status).toBe(400);
    expect((await http('read', 'GET', `${base}/reviews/nope`)).status).toBe(404);

    const asked = await http('edit', 'POST', `${base}/requested-reviewers`, { users: [svc.userId('read')] });
    expect(asked.status).toBe(200);
    const review = await http('read', 'POST', `${base}/reviews`, { status: 'approved' });
    expect(review.status).toBe(201);
    // The request is fulfilled: the review names who asked, and the request is gone.
    expect(review.body.requestedBy).toMatchObject({ id: svc.userId('edit') });
    expect((await http('read', 'GET', `${base}/requested-reviewers`)).body.items).toEqual([]);

    expect((await http('review', 'POST', `${base}/merge`)).status).toBe(200);
    const late = await http('review', 'POST', `${base}/reviews`, { status: 'approved' });
    expect(late.status).toBe(409);
  });

  it('changes requested does not block a merge: the service has no merge rules', async () => {
    const { space, number } = await changeRequest();
    const base = `/spaces/${space}/change-requests/${number}`;
    await http('review', 'POST', `${base}/reviews`, { status: 'changes-requested' });
    expect((await http('review', 'POST', `${base}/merge`)).status).toBe(200);
  });
});

describe('requested reviewers', () => {
  it('requests by id or e-mail, renews a request, outdates earlier reviews, and removes', async () => {
    const { space, number } = await changeRequest();
    const base = `/spaces/${space}/change-requests/${number}`;
    const reviewer = svc.userId('review');
    await http('review', 'POST', `${base}/reviews`, { status: 'changes-requested' });

    const asked = await http('edit', 'POST', `${base}/requested-reviewers`, {
      users: [reviewer, svc.userId('comment')],
      subject: 'Fix typos, please review',
    });
    expect(asked.status).toBe(200);
    expect(asked.body.users).toHaveLength(2);
    expect(asked.body.users[0]).toMatchObject({
      object: 'change-request-requested-reviewer',
      kind: 'user',
      user: { id: reviewer },
      requestedBy: { id: svc.userId('edit') },
    });
    expect((await http('read', 'GET', `/spaces/${space}/change-requests/${number}`)).body.subject).toBe(
      'Fix typos, please review',
    );
    // Asked again, the reviewer's earlier review no longer counts.
    const reviews = await http('read', 'GET', `${base}/reviews`);
    expect(reviews.body.items[0].outdated).toBe(true);

    const listed = await http('read', 'GET', `${base}/requested-reviewers`);
    expect(listed.body.count).toBe(2);

    expect((await http('edit', 'DELETE', `${base}/requested-reviewers/${reviewer}`)).status).toBe(205);
    expect((await http('edit', 'DELETE', `${base}/requested-reviewers/${reviewer}`)).status).toBe(204);
    expect((await http('read', 'GET', `${base}/requested-reviewers`)).body.count).toBe(1);
  });

  it('refuses the author, unknown users, an empty list and a caller below edit', async () => {
    const { space, number } = await changeRequest();
    const base = `/spaces/${space}/change-requests/${number}/requested-reviewers`;
    const author = await http('edit', 'POST', base, { users: [svc.userId('edit')] });
    expect(author.status).toBe(400);
    expect(author.body.error.message).toMatch(/author/);
    const unknown = await http('edit', 'POST', base, { users: ['nobody@example.com'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toMatch(/^users: nobody@example.com/);
    expect((await http('edit', 'POST', base, { users: [] })).status).toBe(400);
    expect((await http('comment', 'POST', base, { users: [svc.userId('review')] })).status).toBe(403);
    expect((await http('comment', 'DELETE', `${base}/${svc.userId('review')}`)).status).toBe(403);
  });
});
