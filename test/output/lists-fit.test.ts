/**
 * Every list command (from the command tree, as the consistency test enumerates them) under a
 * pseudo-terminal of 60, 80 and 120 columns against a seeded test service, through the built
 * binary: no line wider than the terminal, and every identifier of the list (`-o ids`) and every
 * e-mail printed whole.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandTree } from '../../src/commands/groups.js';
import { loadModel } from '../../src/completion/load.js';
import { allNodes } from '../../src/completion/model.js';
import { BIN, runBin } from '../helpers/bin.js';
import { tempDir } from '../helpers/cli.js';
import { spawnPty } from '../helpers/pty.js';
import { startTestService, type TestService } from '../helpers/service.js';

let svc: TestService;
const config = tempDir();
const env = () => ({
  PATH: process.env.PATH,
  DOCS_CLI_API_URL: svc.url,
  DOCS_CLI_TOKEN: svc.token,
  DOCS_CLI_CONFIG_DIR: config,
  DOCS_CLI_PAGER: 'cat',
  // `server tokens` reads the local profile's store, made here.
  HOME: config,
  CI: undefined,
});

beforeAll(async () => {
  svc = await startTestService();
});
afterAll(async () => svc.close());

const piped = async (args: string[]) => runBin(args, env());
const ids = async (args: string[]) => (await piped([...args, '-o', 'ids'])).stdout.split('\n').filter(Boolean);

function screenLines(raw: string): string[] {
  const text = raw.replace(/\x1b\[[0-9;?]*[A-Za-z]/g, '').replace(/\x1b\][^\x07]*\x07/g, '');
  return text.split(/\r?\n/).map((line) => line.split('\r').pop() ?? '');
}

const jsonOf = async (args: string[]) => {
  const run = await piped([...args, '-o', 'json']);
  if (run.exitCode !== 0) throw new Error(`${args.join(' ')}: exit ${run.exitCode} ${run.stderr}`);
  return JSON.parse(run.stdout) as Record<string, unknown>;
};

/**
 * What the examples of list commands name, made on the seeded service: a change request of the
 * first space (the `3` of the examples), a comment with a reply on the space and on the change
 * request, a page and a file, another member to request a review from, a redirects CSV.
 */
async function exampleValues(): Promise<{
  values: Record<string, string | undefined>;
  changeRequest: string;
  page: string;
}> {
  const space = (await ids(['spaces', 'list', '--all']))[0]!;
  const me = String((await jsonOf(['api', '/user'])).id ?? '');
  const reviewer = (await ids(['members', 'list'])).find((id) => id !== me);
  const pages = (await jsonOf(['spaces', 'content', 'pages', space])) as unknown as Array<{ id: string; path: string }>;
  const page = pages.find((p) => p.path)!;
  const file = (await ids(['spaces', 'content', 'files', space]))[0];
  const changeRequest = String(
    (await jsonOf(['cr', 'create', '--space', space, '--subject', 'Fit the terminal'])).number,
  );
  const comment = String(
    (await jsonOf(['spaces', 'comments', 'create', space, '--page', page.id, '--body', 'Mention Node 20?'])).id,
  );
  await jsonOf(['spaces', 'comments', 'replies', 'create', space, comment, '--body', 'Agreed, done.']);
  const crComment = String(
    (
      await jsonOf([
        'cr',
        'comments',
        'create',
        changeRequest,
        '--space',
        space,
        '--page',
        page.id,
        '--body',
        'Looks good',
      ])
    ).id,
  );
  await jsonOf([
    'cr',
    'comments',
    'replies',
    'create',
    changeRequest,
    crComment,
    '--space',
    space,
    '--body',
    'Thanks.',
  ]);
  const csv = join(tempDir('docs-cli-fit-csv-'), 'redirects.csv');
  writeFileSync(csv, 'source,destination\n/old-install,https://example.com/install\n');
  return {
    values: {
      'space-id': space,
      'site-id': (await ids(['sites', 'list']))[0],
      'collection-id': (await ids(['collections', 'list']))[0],
      'user-id': reviewer,
      'page-id': page.id,
      'file-id': file,
      // The examples' comment: on the space, or on the change request for `cr` commands.
      'comment-id': comment,
      'cr-comment-id': crComment,
      'redirects.csv': csv,
    },
    changeRequest,
    page: page.path,
  };
}

/**
 * Every list command as its first example runs it, placeholders filled from the seed and what
 * `exampleValues` made. Writes among them (requesting a reviewer, importing redirects) are
 * upserts, the same on each of the runs.
 */
async function listInvocations(): Promise<string[][]> {
  const { values, changeRequest, page } = await exampleValues();
  const runs: string[][] = [];
  for (const node of allNodes(loadModel(await commandTree()))) {
    const spec = node.spec;
    if (spec?.output !== 'list') continue;
    const example = spec.examples?.[0] ?? '';
    const cr = node.path[0] === 'change-requests';
    const words = (example.match(/"[^"]*"|\S+/g) ?? []).slice(1).map((w) => w.replace(/^"|"$/g, ''));
    const filled = words.map((w) =>
      w === '3' && cr
        ? changeRequest
        : w === 'guides/install'
          ? page
          : w === 'redirects.csv'
            ? values['redirects.csv']!
            : w.replace(
                /<([a-z-]+)>/g,
                (all, name: string) => (cr && name === 'comment-id' ? values['cr-comment-id'] : values[name]) ?? all,
              ),
    );
    if (filled.some((w) => /<[a-z-]+>/.test(w))) throw new Error(`${example}: a placeholder this test does not fill`);
    runs.push(filled);
  }
  return runs;
}

describe('lists fit the terminal', () => {
  it('every list command at 60, 80 and 120 columns: no line too wide, no identifier or e-mail cut', async () => {
    const runs = await listInvocations();
    // Every list command of the tree (as counted here on 2026-12-04: 50).
    expect(runs.length).toBeGreaterThanOrEqual(50);
    const problems: string[] = [];
    for (const args of runs) {
      // Piped, a list is its table's columns in full: the e-mails among them are what a person types.
      const rows = await piped(args);
      if (rows.exitCode !== 0) {
        problems.push(`${args.join(' ')}: exit ${rows.exitCode} ${rows.stderr.trim()}`);
        continue;
      }
      const emails = rows.stdout.split(/[\t\n]/).filter((c) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(c));
      const wanted = [...(await ids(args)), ...new Set(emails)];
      for (const cols of [60, 80, 120]) {
        const session = spawnPty('node', [BIN, ...args], { cols, rows: 60, env: env() });
        const code = await session.exited;
        const lines = screenLines(session.output());
        if (code !== 0) problems.push(`${args.join(' ')} at ${cols}: exit ${code}`);
        for (const line of lines)
          if (line.length > cols) problems.push(`${args.join(' ')} at ${cols}: ${line.length} wide: ${line}`);
        for (const word of wanted)
          if (!lines.some((l) => l.split(/\s+/).includes(word)))
            problems.push(`${args.join(' ')} at ${cols}: ${word} not whole`);
      }
    }
    console.log(`${runs.length} list commands checked`);
    expect(problems).toEqual([]);
  }, 300_000);
});

describe('hints fit the terminal', () => {
  it('sites publish at 60 columns: its hints break at spaces, never inside a command or an id', async () => {
    const site = (await ids(['sites', 'list']))[0]!;
    const update = await piped(['sites', 'update', site, '--visibility', 'share-link']);
    expect(update.exitCode, update.stderr).toBe(0);
    const session = spawnPty('node', [BIN, 'sites', 'publish', site], { cols: 60, rows: 40, env: env() });
    expect(await session.exited, session.output()).toBe(0);
    const lines = screenLines(session.output()).filter((l) => l.trim());
    const hints = lines.filter((l) => !l.startsWith('Published'));
    expect(hints.length).toBeGreaterThan(0);
    for (const line of hints) expect(line.length, line).toBeLessThanOrEqual(60);
    expect(hints.some((l) => l.split(' ').includes(site))).toBe(true);
  }, 60_000);
});
