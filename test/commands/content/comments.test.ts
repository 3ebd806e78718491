import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, runJson } from '../../helpers/cli.js';
import { startTestService, type TestService } from '../../helpers/service.js';
import { call } from '../../fixtures/content/http.js';

let svc: TestService;
let space: string;

beforeAll(async () => {
  svc = await startTestService();
  const spaces = await runJson<Array<{ id: string; title: string }>>(['spaces', 'list'], as());
  space = spaces.find((s) => s.title === 'Getting Started')!.id;
});
afterAll(async () => svc.close());

function as(role = 'admin') {
  return { url: svc.url, token: svc.tokenFor(role) };
}

const openComments = async () => (await runJson(['spaces', 'get', space], as())).comments as number;

describe('space comments', () => {
  it('comments on a page, resolves and reopens, with counters and resolvedAt/resolvedBy', async () => {
    const before = await openComments();
    const comment = await runJson(
      ['spaces', 'comments', 'create', space, '--page', 'guides/configure', '--body', 'Is **this** right?'],
      as('comment'),
    );
    expect(comment).toMatchObject({
      object: 'comment',
      status: 'open',
      replies: 0,
      body: { markdown: 'Is **this** right?' },
      target: { space, page: { path: 'guides/configure', title: 'Configuration', outdated: false } },
      permissions: { view: true, edit: true, reply: true, delete: true },
    });
    expect(await openComments()).toBe(before + 1);
    const resolved = await runJson(['spaces', 'comments', 'resolve', space, comment.id], as('comment'));
    expect(resolved).toMatchObject({
      status: 'resolved',
      resolvedAt: expect.any(String),
      resolvedBy: { displayName: 'Cora Commenter' },
    });
    expect(await openComments()).toBe(before);
    expect(
      (await runJson(['spaces', 'comments', 'list', space, '--status', 'resolved'], as())).map((c: any) => c.id),
    ).toEqual([comment.id]);
    const reopened = await runJson(['spaces', 'comments', 'reopen', space, comment.id], as('review'));
    expect(reopened.status).toBe('open');
    expect(reopened.resolvedAt).toBeUndefined();
    expect(reopened.resolvedBy).toBeUndefined();
    expect(await openComments()).toBe(before + 1);
    const doc = await runJson(['spaces', 'comments', 'get', space, comment.id, '--format', 'document'], as());
    expect(doc.body.document).toMatchObject({ object: 'document', nodes: [{ type: 'paragraph' }] });
    const list = await runJson(['spaces', 'comments', 'list', space, '--page-id', 'guides/configure'], as());
    expect(list.map((c: any) => c.id)).toEqual([comment.id]);
    const byAuthor = await call(svc, 'GET', `/v1/spaces/${space}/comments?authors=${svc.userId('comment')}&order=asc`);
    expect(byAuthor.body.items.map((c: any) => c.id)).toEqual([comment.id]);
  });

  it('enforces permissions: read cannot comment, authors edit their own, admins delete any', async () => {
    expect((await runCli(['spaces', 'comments', 'create', space, '--body', 'hi'], as('read'))).code).toBe(4);
    const mine = await runJson(['spaces', 'comments', 'create', space, '--body', 'by edit'], as('edit'));
    const seen = await call(svc, 'GET', `/v1/spaces/${space}/comments/${mine.id}`, undefined, 'comment');
    expect(seen.body.permissions).toEqual({ view: true, edit: false, reply: true, delete: false });
    expect(
      (await runCli(['spaces', 'comments', 'update', space, mine.id, '--body', 'hijack'], as('comment'))).code,
    ).toBe(4);
    expect((await runCli(['spaces', 'comments', 'resolve', space, mine.id], as('comment'))).code).toBe(4);
    expect((await runCli(['spaces', 'comments', 'delete', space, mine.id, '--yes'], as('comment'))).code).toBe(4);
    const edited = await runJson(['spaces', 'comments', 'update', space, mine.id, '--body-file', '-'], {
      ...as('edit'),
      stdin: 'from stdin\n',
    });
    expect(edited).toMatchObject({ body: { markdown: 'from stdin' }, editedAt: expect.any(String) });
    expect((await runCli(['spaces', 'comments', 'delete', space, mine.id], as())).code).toBe(2);
    expect((await runCli(['spaces', 'comments', 'delete', space, mine.id, '--yes'], as())).code).toBe(0);
    expect((await runCli(['spaces', 'comments', 'get', space, mine.id], as())).code).toBe(3);
    expect((await call(svc, 'POST', `/v1/spaces/${space}/comments`, { body: { markdown: '' } })).status).toBe(400);
    expect(
      (await call(svc, 'POST', `/v1/spaces/${space}/comments`, { page: 'nope', body: { markdown: 'x' } })).status,
    ).toBe(404);
    expect((await runCli(['spaces', 'comments', 'create', space], as())).code).toBe(2);
  });

  it('counts reactions per user and adds/removes them', async () => {
    const c = await runJson(['spaces', 'comments', 'create', space, '--body', 'React to me'], as());
    await runJson(['spaces', 'comments', 'react', space, c.id, '👍'], as());
    await runJson(['spaces', 'comments', 'react', space, c.id, '👍'], as());
    const both = await runJson(['spaces', 'comments', 'react', space, c.id, '👍'], as('comment'));
    expect(both.reactions).toMatchObject([
      {
        emoji: '👍',
        count: 2,
        users: [{ user: { displayName: 'Ada Admin' } }, { user: { displayName: 'Cora Commenter' } }],
      },
    ]);
    const removed = await runJson(['spaces', 'comments', 'unreact', space, c.id, '👍'], as());
    expect(removed.reactions).toMatchObject([{ emoji: '👍', count: 1 }]);
    expect((await runCli(['spaces', 'comments', 'react', space, c.id, '🎉'], as('read'))).code).toBe(4);
  });

  it('replies: list, create, get, update, delete, with the reply count kept right', async () => {
    const c = await runJson(['spaces', 'comments', 'create', space, '--body', 'Thread'], as());
    const r1 = await runJson(
      ['spaces', 'comments', 'replies', 'create', space, c.id, '--body', 'First'],
      as('comment'),
    );
    const r2 = await runJson(['spaces', 'comments', 'replies', 'create', space, c.id, '--body', 'Second'], as());
    expect(r1).toMatchObject({ object: 'comment-reply', body: { markdown: 'First' }, permissions: { edit: true } });
    expect((await runJson(['spaces', 'comments', 'get', space, c.id], as())).replies).toBe(2);
    expect((await runJson(['spaces', 'comments', 'replies', 'list', space, c.id], as())).map((r: any) => r.id)).toEqual(
      [r1.id, r2.id],
    );
    expect((await runJson(['spaces', 'comments', 'replies', 'get', space, c.id, r1.id], as())).body.markdown).toBe(
      'First',
    );
    expect(
      (
        await runJson(
          ['spaces', 'comments', 'replies', 'update', space, c.id, r1.id, '--body', 'First!'],
          as('comment'),
        )
      ).body.markdown,
    ).toBe('First!');
    expect(
      (await runCli(['spaces', 'comments', 'replies', 'update', space, c.id, r2.id, '--body', 'no'], as('comment')))
        .code,
    ).toBe(4);
    expect(
      (await runJson(['spaces', 'comments', 'react', space, c.id, '❤️', '--reply', r2.id], as('comment'))).reactions[0]
        .count,
    ).toBe(1);
    expect((await runCli(['spaces', 'comments', 'replies', 'delete', space, c.id, r2.id, '--yes'], as())).code).toBe(0);
    expect((await runJson(['spaces', 'comments', 'get', space, c.id], as())).replies).toBe(1);
    expect((await runCli(['spaces', 'comments', 'replies', 'get', space, c.id, r2.id], as())).code).toBe(3);
    expect((await runCli(['spaces', 'comments', 'delete', space, c.id, '--yes'], as())).code).toBe(0);
    expect((await call(svc, 'GET', `/v1/spaces/${space}/comments/${c.id}/replies/${r1.id}`)).status).toBe(404);
  });

  it('lists the commenters as members', async () => {
    const people = await runJson(['spaces', 'commenters', space], as());
    expect(people.map((m: any) => m.user.displayName)).toEqual(
      expect.arrayContaining(['Rita Reviewer', 'Cora Commenter', 'Ada Admin']),
    );
    expect(people[0]).toMatchObject({ object: 'member', role: expect.any(String) });
  });
});

describe('change request comments', () => {
  it('are separate from the space comments and counted on the request', async () => {
    const spaceComments = await openComments();
    const c = await runJson(
      ['cr', 'comments', 'create', '1', '--space', space, '--page', 'guides/install', '--body', 'Nice upgrade section'],
      as('review'),
    );
    expect(c.target).toMatchObject({
      changeRequest: expect.any(String),
      page: { path: 'guides/install', outdated: false },
    });
    expect(c.urls.location).toContain('/change-requests/');
    expect((await runJson(['cr', 'get', '1', '--space', space], as())).comments).toBe(1);
    expect(await openComments()).toBe(spaceComments);
    expect((await runJson(['cr', 'comments', 'list', '1', '--space', space], as())).map((x: any) => x.id)).toEqual([
      c.id,
    ]);
    expect((await runCli(['spaces', 'comments', 'get', space, c.id], as())).code).toBe(3);
    const reply = await runJson(
      ['cr', 'comments', 'replies', 'create', '1', c.id, '--space', space, '--body', 'Thanks'],
      as(),
    );
    expect(
      (
        await runJson(
          ['cr', 'comments', 'replies', 'update', '1', c.id, reply.id, '--space', space, '--body', 'Thanks!'],
          as(),
        )
      ).body.markdown,
    ).toBe('Thanks!');
    await runJson(['cr', 'comments', 'resolve', '1', c.id, '--space', space], as('review'));
    expect((await runJson(['cr', 'get', '1', '--space', space], as())).comments).toBe(0);
    expect(
      (await runJson(['cr', 'commenters', '1', '--space', space], as())).map((m: any) => m.user.displayName),
    ).toEqual(['Rita Reviewer', 'Ada Admin']);
    expect(
      (await runCli(['cr', 'comments', 'replies', 'delete', '1', c.id, reply.id, '--space', space, '--yes'], as()))
        .code,
    ).toBe(0);
  });
});
