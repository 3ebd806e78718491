import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBin } from '../helpers/bin.js';
import { tempDir } from '../helpers/cli.js';
import { startServerProcess, type ServerProcess } from '../helpers/server-process.js';
import { DEMO_MEMBERS } from '../../src/server/seed/core.js';

/**
 * The review workflow, and the audit log it leaves, through the built binary against
 * `docs-cli server start` in another process.
 */
const emailOf = (key: string) => DEMO_MEMBERS.find((m) => m.key === key)!.email;
const AUTHOR = emailOf('edit');
const REVIEWER = emailOf('review');

let server: ServerProcess & { tokens: Record<string, string> };
const work = tempDir('docs-cli-reviews-e2e-');
beforeAll(async () => {
  server = await startServerProcess([], { tokensFor: [AUTHOR, REVIEWER] });
}, 60_000);
afterAll(async () => server?.stop());

const as = (email: string | undefined, args: string[]) =>
  runBin(
    args,
    {
      DOCS_CLI_API_URL: server.url,
      DOCS_CLI_TOKEN: email ? server.tokens[email]! : server.token,
      DOCS_CLI_CONFIG_DIR: join(work, 'config'),
      CI: 'true',
    },
    { cwd: work },
  );
const json = async (email: string | undefined, args: string[]) => {
  const res = await as(email, [...args, '-o', 'json']);
  if (res.exitCode !== 0) throw new Error(`docs-cli ${args.join(' ')} exited ${res.exitCode}: ${res.stderr}`);
  return JSON.parse(res.stdout);
};

describe('reviews through the built binary', () => {
  it('the author asks for a review by e-mail, the reviewer approves, the author cannot', async () => {
    const space = (await json(undefined, ['spaces', 'create', '--title', 'Reviewed'])).id as string;
    await json(AUTHOR, ['cr', 'create', '--space', space, '--subject', 'New guide', '--open']);
    const asked = await json(AUTHOR, ['cr', 'reviewers', 'request', '1', REVIEWER, '--space', space]);
    expect(asked.map((r: { user: { email: string } }) => r.user.email)).toEqual([REVIEWER]);

    const own = await as(AUTHOR, ['cr', 'review', '1', '--space', space, '--approve']);
    expect(own.stderr).toMatch(/^docs-cli: .*your own change request/);
    expect(own.exitCode).toBe(4);

    const review = await json(REVIEWER, ['cr', 'review', '1', '--space', space, '--approve', '--comment', 'Ship it']);
    expect(review).toMatchObject({ status: 'approved', requestedBy: { email: AUTHOR }, reviewer: { email: REVIEWER } });
    const table = await as(AUTHOR, ['cr', 'reviews', '1', '--space', space]);
    expect(table.exitCode).toBe(0);
    expect(table.stdout).toMatch(/approved/);
    // The request is fulfilled by the review.
    expect(await json(AUTHOR, ['cr', 'reviewers', 'list', '1', '--space', space])).toEqual([]);
  }, 60_000);

  it('orgs audit --all -o jsonl streams what they did, newest first', async () => {
    const res = await as(undefined, ['orgs', 'audit', '--all', '-o', 'jsonl']);
    expect(res.exitCode).toBe(0);
    const events = res.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { action: string; actor: { label?: string } });
    expect(events.slice(0, 4).map((e) => [e.action, e.actor.label])).toEqual([
      ['change_request.review_submitted', REVIEWER],
      ['change_request.reviewers_requested', AUTHOR],
      ['change_request.updated', AUTHOR],
      ['change_request.created', AUTHOR],
    ]);
  }, 60_000);
});
