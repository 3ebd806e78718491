/**
 * Docs as code for a team (issue 42), through the built binary against a separate `server start`:
 * a CI job pushing a stale clone never reverts what a colleague merged from another clone or what
 * an editor changed through the API; overlapping edits are conflicts (exit 5) with nothing sent;
 * a shallow clone that lacks the last merged push's commit stops instead of guessing; a pull
 * merges the space's changes into local edits, and writes conflict markers where they overlap.
 * Each actor has its own clone and its own config folder, as on separate machines.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBin } from '../helpers/bin.js';
import { tempDir } from '../helpers/cli.js';
import { startServerProcess, type ServerProcess } from '../helpers/server-process.js';
import { writeTree } from '../fixtures/content/http.js';
import { bareRepository, cloneOf, commitAndPush, git } from '../helpers/git.js';

let server: ServerProcess;
let work: string;
let space: string;
let origin: string;

/** An actor: a config folder of its own (its own machine), running the built binary. */
const actor = (name: string) => {
  const config = join(work, `config-${name}`);
  return (args: string[]) =>
    runBin(
      args,
      { DOCS_CLI_API_URL: server.url, DOCS_CLI_TOKEN: server.token, DOCS_CLI_CONFIG_DIR: config, CI: 'true' },
      { cwd: work },
    );
};

/** A page of seven lines: edits to line 1 and line 5 do not touch each other. */
const page = (title: string) => `# ${title}\n\nFirst paragraph of ${title}.\n\nSecond paragraph.\n\nThird paragraph.\n`;
const edit = (file: string, from: string, to: string) => {
  const text = readFileSync(file, 'utf8');
  expect(text).toContain(from);
  writeFileSync(file, text.replace(from, to));
};

const clone = (name: string, depth?: number) => cloneOf(origin, work, name, depth);

/** The space's content as a fresh pull writes it. */
let reads = 0;
const spaceFile = async (path: string) => {
  const dir = join(work, `read-${++reads}`);
  const pulled = await actor('reader')(['spaces', 'pull', space, dir]);
  expect(pulled.exitCode, pulled.stderr).toBe(0);
  return readFileSync(join(dir, path), 'utf8');
};
const changeRequests = async () => {
  let n = 0;
  for (const status of ['draft', 'open', 'archived', 'merged']) {
    const res = await actor('reader')(['cr', 'list', '--space', space, '--status', status, '-o', 'json']);
    n += (JSON.parse(res.stdout) as unknown[]).length;
  }
  return n;
};

/** An edit as GitBook's editor makes it: a change request through the API, filled and merged. */
async function editThroughApi(
  slugPath: string,
  change: (markdown: string) => string,
  inSpace: string = space,
): Promise<void> {
  const space = inSpace;
  const headers = { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' };
  const api = (path: string, init: RequestInit = {}) =>
    fetch(`${server.url}/v1${path}`, { ...init, headers }).then(async (res) => {
      expect(res.status, await res.clone().text()).toBeLessThan(300);
      return res.json() as Promise<any>;
    });
  const content = await api(`/spaces/${space}/content`);
  const find = (pages: any[]): any => pages.map((p) => (p.path === slugPath ? p : find(p.pages ?? []))).find(Boolean);
  const target = find(content.pages);
  expect(target, slugPath).toBeTruthy();
  const cr = await api(`/spaces/${space}/change-requests`, {
    method: 'POST',
    body: JSON.stringify({ subject: 'Editor' }),
  });
  const markdown = (await api(`/spaces/${space}/content/page/${target.id}?format=markdown`)).markdown as string;
  await api(`/spaces/${space}/change-requests/${cr.id}/content`, {
    method: 'POST',
    body: JSON.stringify({
      changes: [{ operation: 'update_page', page: target.id, document: { markdown: change(markdown) } }],
    }),
  });
  await api(`/spaces/${space}/change-requests/${cr.id}/merge`, { method: 'POST' });
}

beforeAll(async () => {
  server = await startServerProcess();
  work = tempDir('docs-cli-team-');
  origin = bareRepository(work, 'origin.git');
  const alice = clone('alice');
  writeTree(join(alice, 'docs'), {
    'README.md': page('Welcome'),
    'install.md': page('Install'),
    'usage.md': page('Usage'),
    'guides/configure.md': page('Configure'),
    'SUMMARY.md':
      '# Table of contents\n\n* [Welcome](README.md)\n* [Install](install.md)\n* [Usage](usage.md)\n* [Configure](guides/configure.md)\n',
  });
  commitAndPush(alice, 'Docs');
  const created = await actor('alice')(['spaces', 'create', '--title', 'Team docs', '-o', 'json']);
  expect(created.exitCode, created.stderr).toBe(0);
  space = JSON.parse(created.stdout).id;
  const first = await actor('alice')(['cr', 'push', join(alice, 'docs'), '--space', space, '--merge']);
  expect(first.exitCode, first.stderr).toBe(0);
}, 120_000);
afterAll(async () => server?.stop());

describe('a push from a stale clone keeps what others merged', () => {
  it('a colleague merged page X from another clone; CI pushes a clone that changed only Y: both stay, only Y is sent', async () => {
    const bob = clone('bob');
    const bobPull = await actor('bob')(['spaces', 'pull', space, join(bob, 'docs')]);
    expect(bobPull.exitCode, bobPull.stderr).toBe(0);
    edit(join(bob, 'docs/guides/configure.md'), 'First paragraph of Configure.', 'Configure it with a file.');
    const bobPush = await actor('bob')(['cr', 'push', join(bob, 'docs'), '--space', space, '--merge']);
    expect(bobPush.exitCode, bobPush.stderr).toBe(0);

    const alice = join(work, 'alice');
    edit(join(alice, 'docs/install.md'), 'Second paragraph.', 'Run the installer.');
    commitAndPush(alice, 'Install steps');

    const ci = clone('ci-1');
    const push = await actor('ci-1')(['cr', 'push', join(ci, 'docs'), '--space', space, '--merge']);
    expect(push.exitCode, push.stderr).toBe(0);
    expect(push.stdout).toMatch(/install\.md/);
    expect(push.stdout).not.toMatch(/configure\.md/);
    expect(push.stdout).toMatch(/merged/);
    expect(await spaceFile('guides/configure.md')).toContain('Configure it with a file.');
    expect(await spaceFile('install.md')).toContain('Run the installer.');
  }, 120_000);

  it('an edit made through the API (as in the editor) survives the next CI push of a clone without it', async () => {
    await editThroughApi('usage', (md) => md.replace('Third paragraph.', 'Edited in the editor.'));
    const alice = join(work, 'alice');
    edit(join(alice, 'docs/README.md'), 'Second paragraph.', 'Welcome aboard.');
    commitAndPush(alice, 'Welcome');

    const ci = clone('ci-2');
    const push = await actor('ci-2')(['cr', 'push', join(ci, 'docs'), '--space', space, '--merge']);
    expect(push.exitCode, push.stderr).toBe(0);
    expect(push.stdout).not.toMatch(/usage\.md/);
    expect(await spaceFile('usage.md')).toContain('Edited in the editor.');
    expect(await spaceFile('README.md')).toContain('Welcome aboard.');
  }, 120_000);

  it('a shallow clone without the last merged push stops before sending; with its history it pushes', async () => {
    await editThroughApi('install', (md) => md.replace('Third paragraph.', 'Restart after installing.'));
    const alice = join(work, 'alice');
    edit(join(alice, 'docs/usage.md'), 'First paragraph of Usage.', 'Use it daily.');
    commitAndPush(alice, 'Usage');
    edit(join(alice, 'docs/README.md'), 'First paragraph of Welcome.', 'Start here.');
    commitAndPush(alice, 'Start here');

    const before = await changeRequests();
    const shallow = clone('ci-shallow', 1);
    const stopped = await actor('ci-shallow')(['cr', 'push', join(shallow, 'docs'), '--space', space, '--merge']);
    expect(stopped.exitCode).toBe(5);
    expect(stopped.stderr).toMatch(/install\.md/);
    expect(stopped.stderr).toMatch(/shallow/);
    expect(stopped.stderr).toMatch(/nothing was sent/);
    expect(await changeRequests()).toBe(before);

    git(shallow, 'fetch', '-q', '--unshallow');
    const push = await actor('ci-shallow')(['cr', 'push', join(shallow, 'docs'), '--space', space, '--merge']);
    expect(push.exitCode, push.stderr).toBe(0);
    const install = await spaceFile('install.md');
    expect(install).toContain('Restart after installing.');
    expect(install).toContain('Run the installer.');
    expect(await spaceFile('usage.md')).toContain('Use it daily.');
    expect(await spaceFile('usage.md')).toContain('Edited in the editor.');
  }, 120_000);

  it('overlapping edits of one line: exit 5 naming the page, nothing sent, the colleague keeps the text', async () => {
    const bob = join(work, 'bob');
    const pulled = await actor('bob')(['spaces', 'pull', space, join(bob, 'docs')]);
    expect(pulled.exitCode, pulled.stderr).toBe(0);
    edit(join(bob, 'docs/install.md'), 'Run the installer.', 'Run the installer as root.');
    const bobPush = await actor('bob')(['cr', 'push', join(bob, 'docs'), '--space', space, '--merge']);
    expect(bobPush.exitCode, bobPush.stderr).toBe(0);

    const alice = join(work, 'alice');
    git(alice, 'pull', '-q', '--rebase', 'origin', 'main');
    edit(join(alice, 'docs/install.md'), 'Run the installer.', 'Run the installer twice.');
    commitAndPush(alice, 'Twice');

    const before = await changeRequests();
    const ci = clone('ci-3');
    const push = await actor('ci-3')(['cr', 'push', join(ci, 'docs'), '--space', space, '--merge']);
    expect(push.exitCode).toBe(5);
    expect(push.stderr).toMatch(/install\.md/);
    expect(push.stderr).toMatch(/nothing was sent/);
    expect(push.stderr).toMatch(/spaces pull/);
    const answer = await actor('ci-3')(['cr', 'push', join(ci, 'docs'), '--space', space, '--merge', '-o', 'json']);
    expect(answer.exitCode).toBe(5);
    expect(JSON.parse(answer.stdout)).toMatchObject({
      result: 'conflicts',
      changeRequest: null,
      pushed: 0,
      conflicts: [{ kind: 'page', path: 'install.md', reason: 'overlap' }],
    });
    expect(await changeRequests()).toBe(before);
    expect(await spaceFile('install.md')).toContain('Run the installer as root.');
  }, 120_000);
});

describe('a repository with no sync base yet (pulled and committed, never pushed by docs-cli)', () => {
  it("sends the folder's own commits, stops on a page only the space changed, and --force makes the folder win", async () => {
    const reader = actor('reader');
    const created = await reader(['spaces', 'create', '--title', 'Pulled docs', '-o', 'json']);
    const pulledSpace = JSON.parse(created.stdout).id as string;
    const seed = writeTree(join(work, 'seed'), {
      'README.md': page('Home'),
      'a.md': page('A'),
      'b.md': page('B'),
      'c.md': page('C'),
    });
    expect((await reader(['cr', 'push', seed, '--space', pulledSpace, '--merge'])).exitCode).toBe(0);

    const repo = bareRepository(work, 'pulled-origin.git');
    const carol = cloneOf(repo, work, 'carol');
    expect((await actor('carol')(['spaces', 'pull', pulledSpace, join(carol, 'docs')])).exitCode).toBe(0);
    commitAndPush(carol, 'Pulled');
    edit(join(carol, 'docs/b.md'), 'Second paragraph.', 'B from the repository.');
    commitAndPush(carol, 'B');
    edit(join(carol, 'docs/c.md'), 'Second paragraph.', 'C from the repository.');
    commitAndPush(carol, 'C');

    const fresh = (name: string) => join(cloneOf(repo, work, name), 'docs');
    // b.md changed two commits ago: the space still holds the version the folder had, so it is the folder's change.
    const sent = await actor('ci-a')(['cr', 'push', fresh('ci-a'), '--space', pulledSpace, '--dry-run']);
    expect(sent.exitCode, sent.stderr).toBe(0);
    expect(sent.stdout).toMatch(/update {2}b\.md/);
    expect(sent.stdout).toMatch(/update {2}c\.md/);

    const before = await actor('reader')(['cr', 'list', '--space', pulledSpace, '--status', 'merged', '-o', 'json']);
    await editThroughApi('a', (md) => md.replace('Third paragraph.', 'A from the editor.'), pulledSpace);
    const stopped = await actor('ci-b')(['cr', 'push', fresh('ci-b'), '--space', pulledSpace, '--merge']);
    expect(stopped.exitCode).toBe(5);
    expect(stopped.stderr).toMatch(/a\.md/);
    expect(stopped.stderr).not.toMatch(/\bb\.md/);
    expect(stopped.stderr).toMatch(/--force/);
    const after = await actor('reader')(['cr', 'list', '--space', pulledSpace, '--status', 'merged', '-o', 'json']);
    expect(JSON.parse(after.stdout)).toHaveLength(JSON.parse(before.stdout).length + 1);

    const forced = await actor('ci-b')([
      'cr',
      'push',
      join(work, 'ci-b', 'docs'),
      '--space',
      pulledSpace,
      '--merge',
      '--force',
    ]);
    expect(forced.exitCode, forced.stderr).toBe(0);
    expect(forced.stdout).toMatch(/update {2}a\.md/);
  }, 120_000);
});

describe('sites push --merge of a site folder from a stale clone', () => {
  it('keeps what a colleague merged into one space while CI pushes another; an overlap stops every space', async () => {
    const cli = actor('site-lead');
    const sites = JSON.parse((await cli(['sites', 'list', '-o', 'json'])).stdout) as Array<{
      id: string;
      title: string;
    }>;
    const site = sites.find((s) => s.title === 'Demo Docs')!.id;
    const repo = bareRepository(work, 'site-origin.git');
    const lead = cloneOf(repo, work, 'site-lead');
    const folder = join(lead, 'site');
    expect((await cli(['sites', 'pull', site, folder])).exitCode).toBe(0);
    const config = parse(readFileSync(join(folder, 'docs.yaml'), 'utf8'));
    const spaces = config.site.structure.flatMap((s: any) => s.children) as any[];
    expect(spaces.length).toBeGreaterThanOrEqual(2);
    const [first, second] = spaces.map((s) => ({ dir: s.content.directory.replace(/^\.\//, '') as string }));
    const readme = (root: string, space: { dir: string }) => join(root, space.dir, 'README.md');
    // The repository's first push of both spaces, from a clean checkout: what later clones find as their base.
    for (const space of [first!, second!])
      writeFileSync(readme(folder, space), `${readFileSync(readme(folder, space), 'utf8')}\nKept in git.\n`);
    commitAndPush(lead, 'Pulled site');
    expect((await cli(['sites', 'push', folder, '--site', site, '--merge'])).exitCode).toBe(0);
    const ids = (await Promise.all(
      spaces
        .slice(0, 2)
        .map(
          async (s) =>
            JSON.parse((await cli(['sites', 'site-spaces', 'get', s.key, '--site', site, '-o', 'json'])).stdout).space
              .id as string,
        ),
    )) as string[];

    // A colleague edits the first space from a folder of their own and merges.
    const colleague = actor('site-colleague');
    const theirs = join(work, 'site-colleague');
    expect((await colleague(['spaces', 'pull', ids[0]!, theirs])).exitCode).toBe(0);
    writeFileSync(
      join(theirs, 'README.md'),
      readFileSync(join(theirs, 'README.md'), 'utf8').replace('Kept in git.', 'Kept in git, and by a colleague.'),
    );
    expect((await colleague(['cr', 'push', theirs, '--space', ids[0]!, '--merge'])).exitCode).toBe(0);

    writeFileSync(readme(folder, second!), `${readFileSync(readme(folder, second!), 'utf8')}\nFrom CI.\n`);
    commitAndPush(lead, 'Second space');
    const ci = cloneOf(repo, work, 'site-ci');
    const pushed = await actor('site-ci')(['sites', 'push', join(ci, 'site'), '--site', site, '--merge']);
    expect(pushed.exitCode, pushed.stderr).toBe(0);
    expect(pushed.stdout).toMatch(
      new RegExp(`${second!.dir}: pushed 1 change in 1 batch to change request #\\d+, merged`),
    );
    expect(pushed.stdout).toMatch(new RegExp(`${first!.dir}: nothing to push`));
    const check = join(work, 'site-check');
    expect((await cli(['sites', 'pull', site, check])).exitCode).toBe(0);
    expect(readFileSync(readme(check, first!), 'utf8')).toContain('Kept in git, and by a colleague.');
    expect(readFileSync(readme(check, second!), 'utf8')).toContain('From CI.');

    // Both change the same line of the second space: exit 5, and no space gets anything.
    expect((await colleague(['spaces', 'pull', ids[1]!, join(work, 'site-colleague-2')])).exitCode).toBe(0);
    const page2 = join(work, 'site-colleague-2', 'README.md');
    writeFileSync(page2, readFileSync(page2, 'utf8').replace('From CI.', 'From the colleague.'));
    expect(
      (await colleague(['cr', 'push', join(work, 'site-colleague-2'), '--space', ids[1]!, '--merge'])).exitCode,
    ).toBe(0);
    writeFileSync(
      readme(folder, second!),
      readFileSync(readme(folder, second!), 'utf8').replace('From CI.', 'From CI, again.'),
    );
    writeFileSync(readme(folder, first!), `${readFileSync(readme(folder, first!), 'utf8')}\nAnother line.\n`);
    commitAndPush(lead, 'Overlap');
    const ci2 = cloneOf(repo, work, 'site-ci-2');
    const stopped = await actor('site-ci-2')(['sites', 'push', join(ci2, 'site'), '--site', site, '--merge']);
    expect(stopped.exitCode).toBe(5);
    expect(stopped.stderr).toMatch(/README\.md/);
    expect(stopped.stderr).toMatch(/nothing was sent/);
    const after = join(work, 'site-check-2');
    expect((await cli(['sites', 'pull', site, after])).exitCode).toBe(0);
    expect(readFileSync(readme(after, second!), 'utf8')).toContain('From the colleague.');
    expect(readFileSync(readme(after, first!), 'utf8')).not.toContain('Another line.');
  }, 180_000);
});

describe('a pull keeps local edits', () => {
  it("merges the space's change into a page edited locally; an overlap gets markers, exit 5, and a push refuses it", async () => {
    const dir = join(work, 'writer');
    const writer = actor('writer');
    expect((await writer(['spaces', 'pull', space, dir])).exitCode).toBe(0);
    edit(join(dir, 'usage.md'), '# Usage', '# Usage guide');
    await editThroughApi('usage', (md) => md.replace('Second paragraph.', 'Changed on the space.'));
    const merged = await writer(['spaces', 'pull', space, dir]);
    expect(merged.exitCode, merged.stderr).toBe(0);
    const text = readFileSync(join(dir, 'usage.md'), 'utf8');
    expect(text).toContain('# Usage guide');
    expect(text).toContain('Changed on the space.');

    const check = await writer(['spaces', 'pull', space, dir, '--check']);
    expect(check.exitCode).toBe(1);
    expect(check.stdout).toMatch(/usage\.md \(changed here\)/);

    edit(join(dir, 'usage.md'), 'Changed on the space.', 'Changed here too.');
    await editThroughApi('usage', (md) => md.replace('Changed on the space.', 'Changed there again.'));
    const conflicted = await writer(['spaces', 'pull', space, dir]);
    expect(conflicted.exitCode).toBe(5);
    expect(conflicted.stdout).toMatch(/^C usage\.md/m);
    const marked = readFileSync(join(dir, 'usage.md'), 'utf8');
    expect(marked).toMatch(/<<<<<<< folder\nChanged here too\.\n=======\nChanged there again\.\n>>>>>>> space/);
    expect(marked).toContain('# Usage guide');

    const refused = await writer(['cr', 'push', dir, '--space', space]);
    expect(refused.exitCode).toBe(5);
    expect(refused.stderr).toMatch(/conflict markers/);
  }, 120_000);
});
