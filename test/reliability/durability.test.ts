import { execa } from 'execa';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Faults } from '../../src/server/faults.js';
import { flattenPages, asContent } from '../../src/server/store/content/model.js';
import { revisionContent, type RevisionRow } from '../../src/server/store/revisions.js';
import { spaceCounts } from '../../src/server/store/space-counts.js';
import { openService } from '../../src/server/service.js';
import { BIN } from '../helpers/bin.js';
import { runCli, tempDir } from '../helpers/cli.js';
import { startTestService, type TestService } from '../helpers/service.js';
import { figure } from '../helpers/figures.js';

/** Run `npm run build` first (`npm test` does): these tests spawn the built binary. */

const DIRS = 40;
const PER_DIR = 60;
const PER_SUB = 40;
const FILES = DIRS * (PER_DIR + PER_SUB);

let folder: string;
/** Pages of the space after an uninterrupted import (its demo pages, the files and the folders). */
let fullPages = 0;

/** A nested folder of DIRS × (PER_DIR + PER_SUB) markdown files: long enough to import that a kill lands inside. */
function writeFolder(): string {
  const root = join(tempDir('docs-cli-bulk-'), 'docs');
  const body = 'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(12);
  for (let d = 0; d < DIRS; d++) {
    mkdirSync(join(root, `part-${d}`, 'more'), { recursive: true });
    for (let p = 0; p < PER_DIR; p++)
      writeFileSync(
        join(root, `part-${d}`, `page-${p}.md`),
        `# Part ${d} page ${p}\n\n${body}\n\nSee [the next](page-${p + 1}.md).\n`,
      );
    for (let p = 0; p < PER_SUB; p++)
      writeFileSync(join(root, `part-${d}`, 'more', `extra-${p}.md`), `# Extra ${d}.${p}\n\n${body}\n`);
  }
  return root;
}

interface Before {
  space: string;
  revision: string;
  revisions: number;
  counts: ReturnType<typeof spaceCounts>;
}

/** A fresh embedded workspace in its own config dir, seeded before the CLI touches it. */
function freshStore(): { dir: string; before: Before } {
  const dir = tempDir('docs-cli-kill-');
  const svc = openService({ file: join(dir, 'local.db'), baseUrl: 'http://127.0.0.1' });
  try {
    const space = svc.db.get<{ id: string; revision_id: string }>(
      "SELECT id, revision_id FROM spaces WHERE title = 'Getting Started'",
    )!;
    const revisions = svc.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM revisions WHERE space_id = ?', space.id)!.n;
    return {
      dir,
      before: { space: space.id, revision: space.revision_id, revisions, counts: spaceCounts(svc.db, space.id) },
    };
  } finally {
    svc.close();
  }
}

type Outcome = 'old' | 'new';

/** Opens the store the way the CLI does and checks it is whole; returns which revision is current. */
function checkStore(dir: string, before: Before): Outcome {
  const svc = openService({ file: join(dir, 'local.db'), baseUrl: 'http://127.0.0.1' });
  try {
    const { db } = svc;
    expect(db.all<{ integrity_check: string }>('PRAGMA integrity_check')).toEqual([{ integrity_check: 'ok' }]);
    expect(db.all('PRAGMA foreign_key_check')).toEqual([]);
    const space = db.get<{ revision_id: string }>('SELECT revision_id FROM spaces WHERE id = ?', before.space)!;
    // No revision row without its content, and every revision of the space readable.
    const revisions = db.all<RevisionRow>('SELECT * FROM revisions WHERE space_id = ?', before.space);
    for (const r of revisions) expect(Array.isArray(revisionContent(r).pages), r.id).toBe(true);
    const current = revisions.find((r) => r.id === space.revision_id);
    expect(current, 'the space revision exists').toBeDefined();
    const pages = flattenPages(asContent(revisionContent(current!)).pages);
    // Counters: revisions, change requests and comments as before, plus at most the one import.
    expect(spaceCounts(db, before.space)).toEqual(before.counts);
    if (current!.id === before.revision) {
      expect(revisions).toHaveLength(before.revisions);
      return 'old';
    }
    expect(revisions).toHaveLength(before.revisions + 1);
    expect(JSON.parse(current!.parents)).toEqual([before.revision]);
    expect(pages.filter((p) => /^(Part \d+ page|Extra) \d/.test(p.title)).length, 'every imported file is a page').toBe(
      FILES,
    );
    if (fullPages) expect(pages.length, 'as many pages as an uninterrupted import').toBe(fullPages);
    else fullPages = pages.length;
    return 'new';
  } finally {
    svc.close();
  }
}

function importChild(dir: string, space: string) {
  return execa('node', [BIN, 'spaces', 'import', space, folder, '-o', 'json'], {
    env: { PATH: process.env.PATH, DOCS_CLI_CONFIG_DIR: dir },
    extendEnv: false,
    reject: false,
    stdin: 'ignore',
  });
}

describe('SIGKILL in the middle of an import', () => {
  let fullMs = 0;
  beforeAll(async () => {
    folder = writeFolder();
    // An uninterrupted import: how long it takes, and that it brings every page.
    const { dir, before } = freshStore();
    const started = Date.now();
    const res = await importChild(dir, before.space);
    fullMs = Date.now() - started;
    expect(res.exitCode, res.stderr).toBe(0);
    expect(JSON.parse(res.stdout).totalResources).toBe(FILES);
    expect(checkStore(dir, before)).toBe('new');
  }, 120_000);

  it('leaves the store consistent at every kill point: the old revision or the whole import', async () => {
    // Spread over the run, denser near its end, where the new revision is written in one transaction;
    // the early ones are killed even when the measured run was slowed by a busy machine.
    const fractions = [0.05, 0.1, 0.2, 0.4, 0.6, 0.75, 0.85, 0.9, 0.95, 1.0, 1.05, 1.1, 1.2, 1.35];
    const outcomes: Array<{ delay: number; outcome: Outcome; exit: string }> = [];
    for (const f of fractions) {
      const { dir, before } = freshStore();
      const child = importChild(dir, before.space);
      const delay = Math.round(fullMs * f);
      await new Promise((r) => setTimeout(r, delay));
      child.kill('SIGKILL');
      const res = await child;
      const outcome = checkStore(dir, before);
      outcomes.push({ delay, outcome, exit: res.signal ?? String(res.exitCode) });
      // The store still works after the crash: the same import completes (shown twice; each
      // re-import costs a whole run, and every kill point's store is checked above anyway).
      if (outcome === 'old' && outcomes.filter((o) => o.outcome === 'old').length <= 2) {
        const again = await importChild(dir, before.space);
        expect(again.exitCode, again.stderr).toBe(0);
        expect(checkStore(dir, before)).toBe('new');
      }
    }
    const killed = outcomes.filter((o) => o.exit === 'SIGKILL').length;
    figure(
      'durability-kill',
      `${outcomes.length} SIGKILL runs of a ${FILES}-file import (full run ${fullMs} ms), ${killed} killed before exiting, all consistent: ` +
        outcomes.map((o) => `${o.delay}ms→${o.outcome}`).join(', '),
    );
    expect(killed).toBeGreaterThanOrEqual(3);
  }, 300_000);
});

describe('retried team member updates apply once', () => {
  let svc: TestService;
  let faults: Faults;
  let requests: string[];
  afterEach(async () => svc?.close());

  async function start(seed: number) {
    faults = new Faults({ resetRate: 0.35, seed });
    svc = await startTestService({ http: { faults } });
    requests = [];
    svc.server.on('request', (req) => requests.push(`${req.method} ${req.url}`));
    const team = svc.service.db.get<{ id: string }>("SELECT id FROM teams WHERE title = 'Writers'")!.id;
    return team;
  }
  const as = () => ({ url: svc.url, token: svc.token, env: { DOCS_CLI_MAX_RETRIES: '6' } });
  const roster = (team: string) =>
    svc.service.db
      .all<{ email: string; role: string }>(
        'SELECT u.email, tm.role FROM team_members tm JOIN users u ON u.id = tm.user_id WHERE tm.team_id = ? ORDER BY u.email',
        team,
      )
      .map((r) => `${r.email}:${r.role}`);
  const puts = () => requests.filter((r) => r.startsWith('PUT ')).length;
  const email = (who: string) => `${who}@demo.docs-cli.dev`;

  it('add, remove, set-role and sync under lost answers end exactly as one application would', async () => {
    const team = await start(5);
    // Writers: eddie (owner), cody (member).
    let putsBefore = puts();
    let res = await runCli(['teams', 'members', 'add', team, email('reed'), email('cora'), '--role', 'member'], as());
    expect(res.code, res.stderr).toBe(0);
    expect(roster(team)).toEqual([
      `${email('cody')}:member`,
      `${email('cora')}:member`,
      `${email('eddie')}:owner`,
      `${email('reed')}:member`,
    ]);
    const addPuts = puts() - putsBefore;

    putsBefore = puts();
    res = await runCli(['teams', 'members', 'set-role', team, email('reed'), 'owner'], as());
    expect(res.code, res.stderr).toBe(0);
    expect(roster(team)).toContain(`${email('reed')}:owner`);
    const rolePuts = puts() - putsBefore;

    putsBefore = puts();
    res = await runCli(['teams', 'members', 'remove', team, email('cora'), email('cody'), '--yes'], as());
    expect(res.code, res.stderr).toBe(0);
    expect(roster(team)).toEqual([`${email('eddie')}:owner`, `${email('reed')}:owner`]);
    const removePuts = puts() - putsBefore;

    const file = join(tempDir(), 'writers.txt');
    writeFileSync(file, `${email('eddie')}\n${email('rita')} owner\n${email('cora')}\n`);
    putsBefore = puts();
    res = await runCli(
      ['teams', 'members', 'sync', team, '--file', file, '--role-column', '--yes', '-o', 'json'],
      as(),
    );
    expect(res.code, res.stderr).toBe(0);
    expect(roster(team)).toEqual([`${email('cora')}:member`, `${email('eddie')}:owner`, `${email('rita')}:owner`]);
    const syncPuts = puts() - putsBefore;

    // The answers were lost after the changes were applied, and the CLI sent the PUTs again.
    expect(faults.injected.resets).toBeGreaterThan(0);
    const retried = [addPuts, rolePuts, removePuts, syncPuts].filter((n) => n > 1).length;
    figure(
      'durability-retries',
      `team member PUTs sent add=${addPuts} set-role=${rolePuts} remove=${removePuts} sync=${syncPuts}; ${faults.injected.resets} answers lost`,
    );
    expect(retried).toBeGreaterThanOrEqual(2);
    // A repeated application changes nothing either: the same sync again has an empty plan.
    putsBefore = puts();
    res = await runCli(
      ['teams', 'members', 'sync', team, '--file', file, '--role-column', '--yes', '-o', 'json'],
      as(),
    );
    expect(res.code, res.stderr).toBe(0);
    expect(puts() - putsBefore).toBe(0);
  }, 60_000);

  // The single-user `remove` uses DELETE .../members/:userId; when its answer is lost the retry
  // finds the user already gone (404), which the request layer takes as the earlier attempt's success.
  it('removing one user (DELETE) whose answer was lost is applied once, and the 404 of the retry is not called a success', async () => {
    const team = await start(3);
    faults.options.resetRate = 0;
    const user = svc.userId('create');
    // Lose exactly the answer of the first DELETE: it is applied, then the connection resets.
    let lost = false;
    const resetAfter = faults.resetAfter.bind(faults);
    faults.resetAfter = () => {
      const last = requests[requests.length - 1] ?? '';
      if (!lost && last.startsWith('DELETE ')) {
        lost = true;
        faults.injected.resets++;
        return true;
      }
      return resetAfter();
    };
    const res = await runCli(['teams', 'members', 'remove', team, user, '--yes'], as());
    expect(requests.filter((r) => r.startsWith('DELETE ')).length).toBe(2);
    expect(roster(team)).toEqual([`${email('eddie')}:owner`]);
    // The client cannot tell "my lost attempt deleted it" from "it never existed" (README: 404 is 3).
    expect(res.code, res.stderr).toBe(3);
    expect(res.stderr).toContain('an earlier attempt whose answer was lost may have deleted it');
  }, 60_000);
});
