/**
 * The one CI step, `cr push <dir> --space <space> --merge`, through the built binary against a
 * separate `server start`: merged, nothing to do, conflicts, a bad folder, no permission, and the
 * `-o json` answer of each (docs/ci.md).
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBin } from '../helpers/bin.js';
import { tempDir } from '../helpers/cli.js';
import { startServerProcess, type ServerProcess } from '../helpers/server-process.js';
import { writeTree } from '../fixtures/content/http.js';

const READER = 'reed@demo.docs-cli.dev';
let server: ServerProcess & { tokens: Record<string, string> };
let work: string;
let space: string;

const env = (token = server.token) => ({
  DOCS_CLI_API_URL: server.url,
  DOCS_CLI_TOKEN: token,
  DOCS_CLI_CONFIG_DIR: join(work, 'config'),
  CI: 'true',
});
const cli = (args: string[], token?: string) => runBin(args, env(token), { cwd: work });
const folder = (name: string, setup: string) =>
  writeTree(join(work, name), {
    'README.md': '# Welcome\n\nThe start.\n',
    'setup.md': `# Setup\n\n${setup}\n`,
    'SUMMARY.md': '# Table of contents\n\n* [Welcome](README.md)\n* [Setup](setup.md)\n',
  });
const requests = async (status: string) =>
  JSON.parse((await cli(['cr', 'list', '--space', space, '--status', status, '-o', 'json'])).stdout) as unknown[];
/** Change requests of the space in every status. */
const requestCount = async () => {
  let n = 0;
  for (const status of ['draft', 'open', 'archived', 'merged']) n += (await requests(status)).length;
  return n;
};

beforeAll(async () => {
  server = await startServerProcess([], { tokensFor: [READER] });
  work = tempDir('docs-cli-push-merge-');
  const created = await cli(['spaces', 'create', '--title', 'Shipped from CI', '-o', 'json']);
  expect(created.exitCode, created.stderr).toBe(0);
  space = JSON.parse(created.stdout).id;
}, 60_000);
afterAll(async () => server?.stop());

describe('cr push --merge', () => {
  it('pushes, prints the plan, merges (exit 0); a second run has nothing to push, opens nothing and exits 0', async () => {
    const docs = folder('docs', 'Run the installer.');
    const first = await cli(['cr', 'push', docs, '--space', space, '--merge']);
    expect(first.exitCode, first.stderr).toBe(0);
    expect(first.stdout).toMatch(/setup\.md/);
    expect(first.stdout).toMatch(/pushed \d+ changes? in 1 batch to change request #1/);
    expect(first.stdout).toMatch(/merged/);
    expect(first.stdout).toMatch(/\b1\b/);
    const page = await cli(['spaces', 'content', 'page', space, 'setup']);
    expect(page.stdout).toContain('Run the installer.');
    expect(await requests('open')).toEqual([]);
    expect(await requests('merged')).toHaveLength(1);

    const again = await cli(['cr', 'push', docs, '--space', space, '--merge']);
    expect(again.exitCode, again.stderr).toBe(0);
    expect(again.stdout).toContain('nothing to push: the space already matches');
    expect(await requestCount()).toBe(1);
  }, 60_000);

  it('-o json: the same fields merged and with nothing to push', async () => {
    const docs = folder('docs-json', 'Run the installer, then restart.');
    const merged = await cli(['cr', 'push', docs, '--space', space, '--merge', '-o', 'json']);
    expect(merged.exitCode, merged.stderr).toBe(0);
    const answer = JSON.parse(merged.stdout);
    expect(Object.keys(answer).sort()).toEqual(
      ['batches', 'changeRequest', 'conflicts', 'notes', 'plan', 'pushed', 'result', 'revision'].sort(),
    );
    expect(answer).toMatchObject({ result: 'merged', batches: 1, conflicts: [] });
    expect(answer.changeRequest).toBeGreaterThan(1);
    expect(answer.pushed).toBeGreaterThan(0);
    const spaceRevision = JSON.parse((await cli(['spaces', 'get', space, '-o', 'json'])).stdout).revision;
    expect(answer.revision).toBe(spaceRevision);

    const nothing = await cli(['cr', 'push', docs, '--space', space, '--merge', '-o', 'json']);
    expect(nothing.exitCode, nothing.stderr).toBe(0);
    expect(JSON.parse(nothing.stdout)).toEqual({
      changeRequest: null,
      pushed: 0,
      batches: 0,
      plan: [],
      notes: [],
      result: 'nothing to push',
      revision: null,
      conflicts: [],
    });
  }, 60_000);

  it('exit 5 on conflicts, naming the page and the next command; -o json says conflicts', async () => {
    // A change request edits the line; meanwhile another push edits the same line and merges.
    const theirs = folder('theirs', 'Run the old installer.');
    const opened = await cli(['cr', 'push', theirs, '--space', space, '-o', 'json']);
    expect(opened.exitCode, opened.stderr).toBe(0);
    const number = String(JSON.parse(opened.stdout).changeRequest);
    const ours = await cli(['cr', 'push', folder('ours', 'Run the new installer.'), '--space', space, '--merge']);
    expect(ours.exitCode, ours.stderr).toBe(0);

    const conflicted = await cli(['cr', 'push', theirs, '--space', space, '--to', number, '--merge']);
    expect(conflicted.exitCode).toBe(5);
    expect(conflicted.stdout).toContain(`nothing to push: change request #${number} already matches`);
    expect(conflicted.stderr).toContain(`docs-cli: change request ${number} conflicts with the space on 1 item:`);
    expect(conflicted.stderr).toContain('setup');
    expect(conflicted.stderr).toContain(`docs-cli cr update-from-main ${number} --space ${space}`);

    const json = await cli(['cr', 'push', theirs, '--space', space, '--to', number, '--merge', '-o', 'json']);
    expect(json.exitCode).toBe(5);
    const answer = JSON.parse(json.stdout);
    expect(answer).toMatchObject({ changeRequest: Number(number), pushed: 0, result: 'conflicts', revision: null });
    expect(answer.conflicts).toEqual([expect.objectContaining({ kind: 'page', path: 'setup' })]);
    expect(json.stderr).toContain(`docs-cli cr update-from-main ${number} --space ${space}`);
  }, 60_000);

  it('exit 2 for a folder that is not there, 4 without permission; nothing is opened', async () => {
    const before = await requestCount();
    const missing = await cli(['cr', 'push', join(work, 'no-such-folder'), '--space', space, '--merge']);
    expect(missing.exitCode).toBe(2);
    expect(missing.stderr).toMatch(/^docs-cli: .*no-such-folder/);
    expect(missing.stderr.trim().split('\n')).toHaveLength(1);

    const denied = await cli(
      ['cr', 'push', folder('reader', 'A reader may not push.'), '--space', space, '--merge'],
      server.tokens[READER],
    );
    expect(denied.exitCode, denied.stderr).toBe(4);
    expect(denied.stderr).toMatch(/^docs-cli: /);
    expect(await requestCount()).toBe(before);
  }, 60_000);
});
