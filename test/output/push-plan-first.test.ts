/**
 * `cr push` at a terminal, through a real pseudo-terminal and the built binary: the plan is on the
 * screen before any write request reaches the service, a person confirms it, and declining sends
 * nothing (exit 2, as the README gives a confirmation answered no).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, runBin } from '../helpers/bin.js';
import { tempDir } from '../helpers/cli.js';
import { spawnPty, type PtySession } from '../helpers/pty.js';
import { startTestService, type TestService } from '../helpers/service.js';

let svc: TestService;
let session: PtySession | undefined;
/** Each write request the service received, with what the terminal showed when it arrived. */
let writes: Array<{ request: string; screen: string }> = [];

const env = () => ({
  PATH: process.env.PATH,
  DOCS_CLI_API_URL: svc.url,
  DOCS_CLI_TOKEN: svc.token,
  DOCS_CLI_CONFIG_DIR: tempDir(),
  CI: undefined,
});

const screen = (raw: string) => raw.replace(/\x1b\[[0-9;?]*[A-Za-z]/g, '').replace(/\r/g, '');

beforeAll(async () => {
  svc = await startTestService();
  svc.server.on('request', (req: IncomingMessage) => {
    if (req.method !== 'GET' && req.method !== 'HEAD')
      writes.push({ request: `${req.method} ${req.url}`, screen: screen(session?.output() ?? '') });
  });
});
afterAll(async () => svc.close());

/** A new space and a folder of three pages to push into it, with the lines of its plan. */
async function folderToPush(): Promise<{ space: string; dir: string; plan: string[] }> {
  const created = await runBin(['spaces', 'create', '--title', 'Planned', '-o', 'json'], env());
  const space = JSON.parse(created.stdout).id as string;
  const dir = join(tempDir(), 'docs');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'README.md'), '# Home\n\nWelcome.\n');
  writeFileSync(join(dir, 'install.md'), '# Install\n\nRun it.\n');
  writeFileSync(join(dir, 'SUMMARY.md'), '# Summary\n\n* [Home](README.md)\n* [Install](install.md)\n');
  const dry = await runBin(['cr', 'push', dir, '--space', space, '--dry-run'], env());
  expect(dry.exitCode, dry.stderr).toBe(0);
  const plan = dry.stdout.split('\n').filter(Boolean);
  expect(plan.length).toBeGreaterThan(0);
  writes = [];
  return { space, dir, plan };
}

describe('cr push at a terminal: the plan first', () => {
  it('shows the plan and asks before sending; declining sends nothing and exits 2', async () => {
    const { space, dir, plan } = await folderToPush();
    session = spawnPty('node', [BIN, 'cr', 'push', dir, '--space', space], { cols: 100, env: env() });
    await session.waitFor(/Push \d+ changes? to a new change request\?/, 20_000);
    const shown = screen(session.output());
    for (const line of plan) expect(shown).toContain(line);
    expect(writes).toEqual([]);
    session.write('n\r');
    expect(await session.exited).toBe(2);
    expect(screen(session.output())).toContain('cancelled: nothing was changed');
    expect(writes).toEqual([]);
  }, 30_000);

  it('confirmed, the plan was on the screen before the first write request', async () => {
    const { space, dir, plan } = await folderToPush();
    session = spawnPty('node', [BIN, 'cr', 'push', dir, '--space', space], { cols: 100, env: env() });
    await session.waitFor(/Push \d+ changes? to a new change request\?/, 20_000);
    session.write('y\r');
    expect(await session.exited, session.output().slice(-1000)).toBe(0);
    expect(writes.length).toBeGreaterThan(0);
    for (const line of plan) expect(writes[0]!.screen).toContain(line);
    const after = screen(session.output());
    expect(after).toMatch(/pushed \d+ changes? in \d+ batch(es)? to change request #\d+/);
    // The plan is printed once.
    expect(after.split(plan[0]!).length - 1).toBe(1);
  }, 30_000);

  it('with --yes the plan comes first and nothing is asked', async () => {
    const { space, dir, plan } = await folderToPush();
    session = spawnPty('node', [BIN, 'cr', 'push', dir, '--space', space, '--yes'], { cols: 100, env: env() });
    expect(await session.exited, session.output().slice(-1000)).toBe(0);
    const shown = screen(session.output());
    expect(shown).not.toMatch(/Push \d+ changes?/);
    expect(writes.length).toBeGreaterThan(0);
    // Unasked, the plan is still on the screen before the first write request arrives.
    for (const line of plan) expect(writes[0]!.screen).toContain(line);
    const outcome = shown.search(/pushed \d+ changes? in/);
    for (const line of plan) expect(shown.slice(0, outcome)).toContain(line);
  }, 30_000);
});
