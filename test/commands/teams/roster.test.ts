/**
 * Bulk team membership as scripts use it, through the built binary over HTTP: an empty or
 * broken input never empties a team, and a spreadsheet export gives the same roster through
 * sync, add and remove, with unknown users reported by line number on stderr in every mode.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember } from '../../../src/server/store/organizations.js';
import { createUser } from '../../../src/server/store/users.js';
import { execa } from 'execa';
import { BIN, runBin } from '../../helpers/bin.js';
import { tempDir } from '../../helpers/cli.js';
import { startServerProcess, type ServerProcess } from '../../helpers/server-process.js';
import { startTestService, type TestService } from '../../helpers/service.js';

describe('an empty roster never empties a team (server start in another directory)', () => {
  let server: ServerProcess;
  const client = tempDir();
  const env = () => ({ DOCS_CLI_API_URL: server.url, DOCS_CLI_TOKEN: server.token, DOCS_CLI_CONFIG_DIR: client });
  const members = async (team: string) =>
    JSON.parse((await runBin(['teams', 'members', 'list', team, '--all', '-o', 'json'], env())).stdout) as unknown[];

  beforeAll(async () => {
    server = await startServerProcess();
  });
  afterAll(async () => server?.stop());

  it('refuses empty stdin, /dev/null and an all-unknown list with exit 2; --allow-empty empties', async () => {
    const before = (await members('Reviewers')).length;
    expect(before).toBeGreaterThan(0);
    const dir = tempDir();
    writeFileSync(join(dir, 'ghosts.txt'), 'ghost1@nowhere.example\n\nghost2@nowhere.example\n');
    const sync = ['teams', 'members', 'sync', 'Reviewers', '--yes'];
    const cases: Array<[string[], Record<string, unknown>]> = [
      [[...sync, '--file', '-'], { stdin: 'ignore' }],
      [[...sync, '--file', '-'], { stdin: 'pipe', input: '' }],
      [[...sync, '--file', '/dev/null'], {}],
      [[...sync, '--file', join(dir, 'ghosts.txt'), '--skip-unknown'], {}],
      [['teams', 'members', 'add', 'Reviewers', '--file', '/dev/null'], {}],
      [['teams', 'members', 'remove', 'Reviewers', '--file', '-', '--yes'], { stdin: 'pipe', input: '# nobody\n' }],
    ];
    for (const [argv, options] of cases) {
      const res = await runBin(argv, env(), options);
      expect({ argv, code: res.exitCode }).toEqual({ argv, code: 2 });
      expect(res.stderr).toMatch(/docs-cli: the user list names nobody/);
      expect(res.stderr).not.toMatch(/^\s+at /m);
    }
    // A closed stdin (`<&-`), as a shell script with a broken redirection gives it.
    const closed = await execa(
      'sh',
      ['-c', `"${process.execPath}" "${BIN}" teams members sync Reviewers --file - --yes <&-`],
      { env: { PATH: process.env.PATH, ...env() }, extendEnv: false, reject: false },
    );
    expect(closed.exitCode).toBe(2);
    expect(closed.stderr).toMatch(/^docs-cli: the user list names nobody/);
    const ghosts = await runBin([...sync, '--file', join(dir, 'ghosts.txt'), '--skip-unknown'], env());
    expect(ghosts.stderr).toContain('ghost1@nowhere.example (line 1), ghost2@nowhere.example (line 3)');
    expect(await members('Reviewers')).toHaveLength(before);

    const emptied = await runBin([...sync, '--file', '-', '--allow-empty'], env(), { stdin: 'pipe', input: '' });
    expect(emptied.exitCode).toBe(0);
    expect(emptied.stdout).toContain(`0 to add, ${before} to remove`);
    expect(await members('Reviewers')).toHaveLength(0);
  }, 60_000);

  it('refuses a binary file and a file over the input limit in one line', async () => {
    const binary = await runBin(['teams', 'members', 'sync', 'Writers', '--file', '/bin/ls', '--yes'], env());
    expect(binary.exitCode).toBe(2);
    expect(binary.stderr.trim().split('\n')).toHaveLength(1);
    expect(binary.stderr).toMatch(/^docs-cli: --file: .* is not (UTF-8 )?text/);
    const endless = await runBin(['teams', 'members', 'sync', 'Writers', '--file', '/dev/zero', '--yes'], env());
    expect(endless.exitCode).toBe(2);
    expect(endless.stderr.trim()).toBe('docs-cli: --file: /dev/zero is larger than the 10 MiB input limit');
    // The same bounded, text-only reader serves every other file input.
    const space = (
      JSON.parse((await runBin(['spaces', 'list', '-o', 'json'], env())).stdout) as Array<{ id: string }>
    )[0]!.id;
    const body = await runBin(['spaces', 'comments', 'create', space, '--body-file', '/dev/zero'], env());
    expect([body.exitCode, body.stderr.trim()]).toEqual([
      2,
      'docs-cli: --body-file: /dev/zero is larger than the 10 MiB input limit',
    ]);
    const spec = await runBin(['openapi', 'publish', 'binary', '/bin/ls'], env());
    expect([spec.exitCode, spec.stderr.trim()]).toEqual([
      2,
      'docs-cli: <file-or-url>: /bin/ls is not UTF-8 text (a binary file?)',
    ]);
  }, 60_000);
});

describe('a 1,000-line spreadsheet export through sync, add and remove', () => {
  let svc: TestService;
  const users: Array<{ id: string; email: string }> = [];
  const dir = tempDir();
  const env = () => ({ DOCS_CLI_API_URL: svc.url, DOCS_CLI_TOKEN: svc.token, DOCS_CLI_CONFIG_DIR: dir });
  const file = join(dir, 'export.csv');
  let expected: string[] = [];
  const unknownLines: number[] = [];

  beforeAll(async () => {
    svc = await startTestService();
    const db = svc.service.db;
    const now = new Date();
    db.tx(() => {
      for (let i = 0; i < 700; i++) {
        const user = createUser(db, { displayName: `Sheet ${i}`, email: `sheet${i}@bulk.example` }, now);
        addMember(db, svc.orgId, user.id, 'edit', now);
        users.push({ id: user.id, email: user.email });
      }
    });
    // BOM, CRLF, a header found by name, quoted fields, mixed case, padding, ids, duplicates, unknowns.
    const rows = ['\uFEFF"Name","E-mail","Team"'];
    const wanted = users.slice(0, 600);
    const listed = new Set<string>();
    for (let line = 2; rows.length < 1000; line++) {
      const i = rows.length - 1;
      if (i % 50 === 7) {
        rows.push(`"Ghost ${i}",ghost${i}@nowhere.example,Docs`);
        unknownLines.push(line);
        continue;
      }
      const u = wanted[i % wanted.length]!;
      const ref = i % 3 === 0 ? u.id : i % 3 === 1 ? `  ${u.email.toUpperCase()}  ` : u.email;
      rows.push(`"Sheet, ${i}",${ref},Docs`);
      listed.add(u.id);
    }
    writeFileSync(file, `${rows.join('\r\n')}\r\n`);
    expected = [...listed].sort();
    expect(expected.length).toBeGreaterThan(500);
  });
  afterAll(async () => svc?.close());

  const teamIds = async (team: string) =>
    (
      JSON.parse((await runBin(['teams', 'members', 'list', team, '--all', '-o', 'json'], env())).stdout) as Array<{
        organization: { id: string };
      }>
    )
      .map((m) => m.organization.id)
      .sort();
  const expectUnknownReported = (stderr: string) => {
    expect(stderr).toContain(`skipping ${unknownLines.length} unknown user(s)`);
    for (const line of unknownLines.slice(0, 20)) expect(stderr).toContain(`(line ${line})`);
  };

  it('sync, add and remove read the same users, unknowns by line number on stderr', async () => {
    const refused = await runBin(['teams', 'members', 'sync', 'Writers', '--file', file, '--yes'], env());
    expect(refused.exitCode).toBe(3);
    expect(refused.stderr).toContain(`(line ${unknownLines[0]})`);

    const synced = await runBin(
      ['teams', 'members', 'sync', 'Writers', '--file', file, '--yes', '--skip-unknown'],
      env(),
    );
    expect(synced.exitCode).toBe(0);
    expectUnknownReported(synced.stderr);
    expect(await teamIds('Writers')).toEqual(expected);

    const created = JSON.parse(
      (await runBin(['teams', 'create', '--title', 'From sheet', '-o', 'json'], env())).stdout,
    ) as { id: string };
    const added = await runBin(['teams', 'members', 'add', created.id, '--file', file, '--skip-unknown'], env());
    expect(added.exitCode).toBe(0);
    expectUnknownReported(added.stderr);
    expect(await teamIds(created.id)).toEqual(expected);

    const extra = users[650]!.email;
    expect((await runBin(['teams', 'members', 'add', created.id, extra], env())).exitCode).toBe(0);
    const removed = await runBin(
      ['teams', 'members', 'remove', created.id, '--file', file, '--skip-unknown', '--yes'],
      env(),
    );
    expect(removed.exitCode).toBe(0);
    expectUnknownReported(removed.stderr);
    expect(await teamIds(created.id)).toEqual([users[650]!.id]);

    const stopped = await runBin(['teams', 'members', 'add', created.id, '--file', file], env());
    expect(stopped.exitCode).toBe(3);
    expect(stopped.stderr).toMatch(
      /^docs-cli: \d+ user\(s\) in .* are not members of the organization: ghost\d+@nowhere.example \(line \d+\)/,
    );
  }, 120_000);
});
