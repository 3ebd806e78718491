import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, runJson } from '../../helpers/cli.js';
import { startTestService, type TestService } from '../../helpers/service.js';
import { DEMO_MEMBERS } from '../../../src/server/seed/core.js';

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(async () => svc?.close());

const as = (role = 'admin') => ({ url: svc.url, token: svc.tokenFor(role) });
const emailOf = (role: string) => DEMO_MEMBERS.find((m) => m.key === role)!.email;

let n = 0;
/** A space and an open change request in it by the `edit` member; returns the space id. */
async function openChangeRequest(): Promise<string> {
  const space = (await runJson(['spaces', 'create', '--title', `Review cmds ${++n}`], as())).id as string;
  await runJson(['cr', 'create', '--space', space, '--subject', 'Fix typos', '--open'], as('edit'));
  return space;
}

describe('cr reviewers', () => {
  it('requests members by e-mail, lists them, and removes one', async () => {
    const space = await openChangeRequest();
    const asked = await runJson(
      ['cr', 'reviewers', 'request', '1', emailOf('review'), emailOf('read'), '--space', space],
      as('edit'),
    );
    expect(asked.map((r: { user: { email: string } }) => r.user.email)).toEqual([emailOf('review'), emailOf('read')]);

    const table = await runCli(['cr', 'reviewers', 'list', '1', '--space', space], as());
    expect(table.code).toBe(0);
    expect(table.stdout).toContain(emailOf('review'));

    const removed = await runCli(
      ['cr', 'reviewers', 'remove', '1', emailOf('read'), '--space', space, '--yes'],
      as('edit'),
    );
    expect(removed).toMatchObject({ code: 0 });
    const ids = await runCli(['cr', 'reviewers', 'list', '1', '--space', space, '-o', 'ids'], as());
    expect(ids.stdout.trim()).toBe(svc.userId('review'));
  });

  it('an unknown e-mail is exit 3 before any request is made for it', async () => {
    const space = await openChangeRequest();
    const res = await runCli(['cr', 'reviewers', 'request', '1', 'nobody@example.com', '--space', space], as('edit'));
    expect(res.code).toBe(3);
    expect(res.stderr).toMatch(/^docs-cli: no member with e-mail nobody@example.com/);
  });
});

describe('cr review and cr reviews', () => {
  it('requests changes with a comment, then approves; the list shows the first outdated', async () => {
    const space = await openChangeRequest();
    const first = await runJson(
      ['cr', 'review', '1', '--space', space, '--request-changes', '--comment', 'Add the install steps'],
      as('review'),
    );
    expect(first).toMatchObject({
      status: 'changes-requested',
      comment: { body: { markdown: 'Add the install steps' } },
    });
    const second = await runCli(['cr', 'review', '1', '--space', space, '--approve'], as('review'));
    expect(second.code).toBe(0);

    const all = await runJson(['cr', 'reviews', '1', '--space', space], as('read'));
    expect(all.map((r: { status: string; outdated: boolean }) => [r.status, r.outdated])).toEqual([
      ['approved', false],
      ['changes-requested', true],
    ]);
    const current = await runJson(['cr', 'reviews', '1', '--space', space, '--current'], as('read'));
    expect(current).toHaveLength(1);
    // Changes requested or not, the change request merges: the service has no merge rules.
    expect((await runCli(['cr', 'merge', '1', '--space', space], as('review'))).code).toBe(0);
  });

  it('--comment alone comments on the change request', async () => {
    const space = await openChangeRequest();
    const comment = await runJson(['cr', 'review', '1', '--space', space, '--comment', 'Nice work'], as('comment'));
    expect(comment).toMatchObject({ object: 'comment', body: { markdown: 'Nice work' } });
    expect(await runJson(['cr', 'reviews', '1', '--space', space], as())).toEqual([]);
  });

  it('refuses no verdict or two (exit 2), and the author (exit 4 from the 403)', async () => {
    const space = await openChangeRequest();
    const none = await runCli(['cr', 'review', '1', '--space', space], as('review'));
    expect(none.code).toBe(2);
    expect(none.stderr).toMatch(/--approve, --request-changes or --comment/);
    const both = await runCli(['cr', 'review', '1', '--space', space, '--approve', '--request-changes'], as('review'));
    expect(both.code).toBe(2);
    const own = await runCli(['cr', 'review', '1', '--space', space, '--approve'], as('edit'));
    expect(own.stderr).toMatch(/^docs-cli: .*your own change request/);
    expect(own.code).toBe(4);
  });
});
