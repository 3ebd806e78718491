import { execa } from 'execa';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember } from '../../../src/server/store/organizations.js';
import { createUser } from '../../../src/server/store/users.js';
import { BIN } from '../../helpers/bin.js';
import { tempDir } from '../../helpers/cli.js';
import { startTestService, type TestService } from '../../helpers/service.js';

/**
 * The shell-script use of the product: a script with `set -euo pipefail` and no terminal syncs a
 * team to a 1,000-line roster through the built binary (run `npm run build` first).
 */
let svc: TestService;
const writes: string[] = [];
const users: Array<{ id: string; email: string }> = [];

beforeAll(async () => {
  svc = await startTestService();
  const inner = svc.service.app.handle;
  svc.service.app.handle = async (req, opts) => {
    if (req.method !== 'GET') writes.push(`${req.method} ${req.url}`);
    return inner(req, opts);
  };
  const db = svc.service.db;
  const now = new Date();
  db.tx(() => {
    for (let i = 0; i < 1000; i++) {
      const user = createUser(db, { displayName: `Writer ${i}`, email: `writer${i}@bulk.example` }, now);
      addMember(db, svc.orgId, user.id, i % 10 === 0 ? null : 'edit', now);
      users.push({ id: user.id, email: user.email });
    }
  });
});
afterAll(async () => svc.close());

/** 1,000 lines: 800 distinct users as ids or e-mails (some upper-cased), duplicates, comments, blanks. */
function roster(): { text: string; expected: string[] } {
  const wanted = users.slice(0, 800);
  const lines: string[] = ['# writers roster, generated'];
  wanted.forEach((u, i) => {
    if (i % 3 === 0) lines.push(u.id);
    else if (i % 3 === 1) lines.push(u.email.toUpperCase());
    else lines.push(`  ${u.email}   # trailing comment`);
  });
  for (let i = 0; lines.length < 1000; i++) {
    const u = wanted[i % wanted.length]!;
    lines.push(i % 4 === 0 ? '' : i % 4 === 1 ? '# a comment line' : i % 4 === 2 ? u.email : u.id);
  }
  expect(lines).toHaveLength(1000);
  return { text: `${lines.join('\n')}\n`, expected: wanted.map((u) => u.id).sort() };
}

describe('teams members sync from a shell script', () => {
  it('makes the team exactly the listed users in one write, and a second run plans nothing', async () => {
    const dir = tempDir();
    const { text, expected } = roster();
    writeFileSync(join(dir, 'members.txt'), text);
    const script = join(dir, 'sync.sh');
    writeFileSync(
      script,
      `${[
        '#!/usr/bin/env bash',
        'set -euo pipefail',
        'docs() { node "$BIN" "$@"; }',
        'team=$(docs teams list --title Writers -o ids)',
        'docs teams members sync "$team" --file members.txt --yes > first-plan.txt',
        'docs teams members list "$team" --all -o ids | sort > actual.txt',
        'docs teams members sync "$team" --file members.txt --yes > second-plan.txt',
        'echo "$team"',
      ].join('\n')}\n`,
    );
    const env = {
      PATH: process.env.PATH,
      BIN,
      DOCS_CLI_API_URL: svc.url,
      DOCS_CLI_TOKEN: svc.token,
      DOCS_CLI_CONFIG_DIR: dir,
      DOCS_CLI_RETRY_DELAY_MS: '1',
    };
    const before = writes.length;
    const first = await execa('bash', [script], { cwd: dir, env, extendEnv: false, stdin: 'ignore', reject: false });
    expect(first.stderr).toBe('');
    expect(first.exitCode).toBe(0);

    // The demo team had Eddie and Cody: both leave, the 800 listed users join, one request.
    const firstPlan = readFileSync(join(dir, 'first-plan.txt'), 'utf8');
    expect(firstPlan).toContain('team Writers: 800 to add, 2 to remove, 0 role changes');
    expect(readFileSync(join(dir, 'actual.txt'), 'utf8').trim().split('\n')).toEqual(expected);
    expect(readFileSync(join(dir, 'second-plan.txt'), 'utf8')).toBe(
      'team Writers: 0 to add, 0 to remove, 0 role changes\n',
    );
    const sent = writes.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatch(/^PUT \/v1\/orgs\/[^/]+\/teams\/[^/]+\/members$/);

    const team = await fetch(`${svc.url}/v1/orgs/${svc.orgId}/teams/${first.stdout.trim()}`, {
      headers: { authorization: `Bearer ${svc.token}` },
    }).then((r) => r.json() as Promise<{ members: number }>);
    expect(team.members).toBe(800);
  });

  it('lists unknown users, applies nothing and exits 3 unless --skip-unknown', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'members.txt'), `${users[900]!.email}\nghost@nowhere.example\nNoSuchId\n`);
    const env = {
      PATH: process.env.PATH,
      DOCS_CLI_API_URL: svc.url,
      DOCS_CLI_TOKEN: svc.token,
      DOCS_CLI_CONFIG_DIR: dir,
      DOCS_CLI_RETRY_DELAY_MS: '1',
    };
    const before = writes.length;
    const run = (extra: string[]) =>
      execa('node', [BIN, 'teams', 'members', 'sync', 'Reviewers', '--file', 'members.txt', '--yes', ...extra], {
        cwd: dir,
        env,
        extendEnv: false,
        stdin: 'ignore',
        reject: false,
      });
    const refused = await run([]);
    expect(refused.exitCode).toBe(3);
    expect(refused.stderr).toContain('ghost@nowhere.example (line 2)');
    expect(refused.stderr).toContain('NoSuchId (line 3)');
    expect(refused.stderr.trim().split('\n')).toHaveLength(2);
    expect(writes.length).toBe(before);

    const skipped = await run(['--skip-unknown']);
    expect(skipped.exitCode).toBe(0);
    expect(skipped.stdout).toContain('team Reviewers: 1 to add, 2 to remove, 0 role changes');
    expect(writes.length).toBe(before + 1);
  });

  it('plans only with --dry-run, and needs --yes without a terminal', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'members.txt'), `${users[950]!.id}\n`);
    const env = {
      PATH: process.env.PATH,
      DOCS_CLI_API_URL: svc.url,
      DOCS_CLI_TOKEN: svc.token,
      DOCS_CLI_CONFIG_DIR: dir,
      DOCS_CLI_RETRY_DELAY_MS: '1',
    };
    const before = writes.length;
    const run = (extra: string[]) =>
      execa('node', [BIN, 'teams', 'members', 'sync', 'Writers', '--file', 'members.txt', ...extra], {
        cwd: dir,
        env,
        extendEnv: false,
        stdin: 'ignore',
        reject: false,
      });
    const dry = await run(['--dry-run']);
    expect(dry.exitCode).toBe(0);
    expect(dry.stdout).toContain('1 to add, 800 to remove');
    expect(dry.stdout).toContain('PUT ');
    const unconfirmed = await run([]);
    expect(unconfirmed.exitCode).toBe(2);
    expect(unconfirmed.stderr).toContain('--yes');
    expect(writes.length).toBe(before);
  });
});
