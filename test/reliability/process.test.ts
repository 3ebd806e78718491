import { execa } from 'execa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Faults } from '../../src/server/faults.js';
import { createSpace } from '../../src/server/store/spaces.js';
import { openService } from '../../src/server/service.js';
import { BIN, runBin } from '../helpers/bin.js';
import { tempDir } from '../helpers/cli.js';
import { join } from 'node:path';
import { writeFileSync } from 'node:fs';
import { addMember } from '../../src/server/store/organizations.js';
import { createUser } from '../../src/server/store/users.js';
import { startTestService, type TestService } from '../helpers/service.js';
import { figure } from '../helpers/figures.js';

describe('interrupts', () => {
  let svc: TestService;
  beforeAll(async () => {
    svc = await startTestService({ demo: false, http: { faults: new Faults({ latencyMs: 400 }) } });
    const { db } = svc.service;
    db.tx(() => {
      for (let i = 0; i < 3000; i++) createSpace(db, { orgId: svc.orgId, title: `S${i}` }, new Date());
    });
  });
  afterAll(async () => svc.close());

  it('Ctrl-C during --all paging exits 130 promptly and says how far it got', async () => {
    const child = execa('node', [BIN, 'spaces', 'list', '--all', '-o', 'jsonl', '--org', svc.orgId], {
      env: {
        PATH: process.env.PATH,
        DOCS_CLI_API_URL: svc.url,
        DOCS_CLI_TOKEN: svc.token,
        DOCS_CLI_CONFIG_DIR: tempDir(),
      },
      extendEnv: false,
      reject: false,
    });
    // Wait until the first page is out, then interrupt while the second is in flight.
    await new Promise<void>((resolve) => child.stdout!.once('data', () => resolve()));
    await new Promise((r) => setTimeout(r, 100));
    const sent = Date.now();
    child.kill('SIGINT');
    const res = await child;
    expect(res.exitCode).toBe(130);
    expect(Date.now() - sent).toBeLessThan(1000);
    expect(res.stderr).toMatch(/^docs-cli: interrupted after \d+ spaces$/);
    const lines = res.stdout.trim().split('\n');
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.length).toBeLessThan(3000);
    for (const line of lines) expect(JSON.parse(line).object).toBe('space');
  });
});

describe('interrupting a bulk command', () => {
  it('Ctrl-C during teams members sync exits 130 and the team is either untouched or fully synced', async () => {
    const svc = await startTestService({ http: { faults: new Faults({ latencyMs: 250 }) } });
    try {
      const { db } = svc.service;
      const now = new Date();
      const emails = db.tx(() =>
        Array.from({ length: 300 }, (_, i) => {
          const user = createUser(db, { displayName: `Bulk ${i}`, email: `bulk${i}@sync.example` }, now);
          addMember(db, svc.orgId, user.id, 'edit', now);
          return user.email;
        }),
      );
      const file = join(tempDir(), 'members.txt');
      writeFileSync(file, `${emails.join('\n')}\n`);
      const team = db.get<{ id: string }>("SELECT id FROM teams WHERE title = 'Writers'")!.id;
      const roster = () =>
        db
          .all<{ user_id: string }>('SELECT user_id FROM team_members WHERE team_id = ? ORDER BY user_id', team)
          .map((r) => r.user_id);
      const before = roster();
      const outcomes: string[] = [];
      for (const delay of [150, 450, 750, 1050, 1350]) {
        db.run('DELETE FROM team_members WHERE team_id = ?', team);
        for (const id of before)
          db.run(
            "INSERT INTO team_members (team_id, user_id, role, added_at) VALUES (?, ?, 'member', ?)",
            team,
            id,
            now.toISOString(),
          );
        const child = execa(
          'node',
          [BIN, 'teams', 'members', 'sync', team, '--file', file, '--yes', '--org', svc.orgId],
          {
            env: {
              PATH: process.env.PATH,
              DOCS_CLI_API_URL: svc.url,
              DOCS_CLI_TOKEN: svc.token,
              DOCS_CLI_CONFIG_DIR: tempDir(),
            },
            extendEnv: false,
            reject: false,
          },
        );
        await new Promise((r) => setTimeout(r, delay));
        child.kill('SIGINT');
        const res = await child;
        await new Promise((r) => setTimeout(r, 300)); // a PUT already sent still lands (or not) at the service
        const after = roster();
        const synced = after.length === 300;
        expect(synced || after.join() === before.join(), `partial team after a kill at ${delay} ms`).toBe(true);
        // Before the CLI installs its handler, Ctrl-C ends node itself (status 130 to a shell).
        if (res.signal === 'SIGINT') res.exitCode = 130;
        else if (res.exitCode === 130)
          expect(res.stderr).toMatch(
            /^docs-cli: interrupted (before the plan was made: nothing was changed|while the plan was being applied)/m,
          );
        else expect(res.exitCode).toBe(0);
        outcomes.push(`${delay}ms:${res.exitCode}:${synced ? 'synced' : 'untouched'}`);
      }
      figure('sync-interrupts', `delay:exit:team after each SIGINT: ${outcomes.join(' ')}`);
      expect(outcomes.filter((o) => o.includes(':130:')).length).toBeGreaterThanOrEqual(2);
    } finally {
      await svc.close();
    }
  }, 60_000);
});

describe('concurrent writers on one embedded store', () => {
  it('8 processes writing spaces, comments and team members at once lose nothing and never see "database is locked"', async () => {
    const configDir = tempDir();
    const perWorker = 4;
    // (Racing to create a new store is the next test's subject.)
    const first = await runBin(['spaces', 'list', '--limit', '1', '-o', 'ids'], { DOCS_CLI_CONFIG_DIR: configDir });
    const space = first.stdout.trim();
    const members = ['cody', 'rita', 'eddie', 'cora', 'reed', 'gwen', 'cody', 'rita'].map(
      (n) => `${n}@demo.docs-cli.dev`,
    );
    const worker = (w: number) =>
      execa(
        'bash',
        [
          '-c',
          `set -e; for i in $(seq 1 ${perWorker}); do node "${BIN}" spaces create --title "w${w}-$i" -o ids; node "${BIN}" spaces comments create ${space} --body "c${w}-$i" -o ids; done; node "${BIN}" teams members add Reviewers ${members[w]}`,
        ],
        { env: { PATH: process.env.PATH, DOCS_CLI_CONFIG_DIR: configDir }, extendEnv: false, reject: false },
      );
    const results = await Promise.all(Array.from({ length: 8 }, (_, w) => worker(w)));
    for (const r of results) {
      expect(r.stderr).not.toMatch(/locked|busy/i);
      expect(r.exitCode, r.stderr).toBe(0);
      expect(r.stdout.trim().split('\n')).toHaveLength(perWorker * 2);
    }
    const service = openService({ file: join(configDir, 'local.db'), baseUrl: 'local://embedded' });
    const titles = service.db
      .all<{ title: string }>("SELECT title FROM spaces WHERE title LIKE 'w%-%'")
      .map((r) => r.title);
    const comments = service.db.get<{ n: number }>(
      "SELECT COUNT(*) AS n FROM comments WHERE space_id = ? AND body LIKE '%c_-%'",
      space,
    )!.n;
    const reviewers = service.db
      .all<{ email: string }>(
        "SELECT u.email FROM team_members tm JOIN teams t ON t.id = tm.team_id JOIN users u ON u.id = tm.user_id WHERE t.title = 'Reviewers'",
      )
      .map((r) => r.email);
    const orgs = service.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM organizations')!.n;
    service.close();
    expect(new Set(titles).size).toBe(8 * perWorker);
    expect(comments).toBe(8 * perWorker);
    for (const m of members) expect(reviewers).toContain(m);
    expect(orgs).toBe(1);
    figure(
      'concurrency',
      `8 processes, ${8 * perWorker} spaces + ${8 * perWorker} comments + 8 team member adds, 0 lost`,
    );
  }, 180_000);

  it('lists the demo workspace from a fresh store in 8 processes at once', async () => {
    const configDir = tempDir();
    const results = await Promise.all(
      Array.from({ length: 8 }, () => runBin(['spaces', 'list', '-o', 'ids'], { DOCS_CLI_CONFIG_DIR: configDir })),
    );
    for (const r of results) {
      expect(r.exitCode, r.stderr).toBe(0);
      expect(r.stdout.trim().split('\n')).toHaveLength(4);
    }
  });
});
