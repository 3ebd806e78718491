/**
 * What the service accepts or refuses depends on the content only (issue 44): its limits are
 * size, nesting and parser steps, never milliseconds. Against a separate `server start`, real
 * pages and every attack input of the bounds tests get the same answers on an idle machine and
 * with three CPU-burning processes per core beside it; the time watchdog that remains (against a
 * runaway the counts missed) is a 503 with Retry-After, which the built CLI retries and reports as
 * a temporary failure (exit 1), never as invalid content (exit 2).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBin } from '../helpers/bin.js';
import { tempDir } from '../helpers/cli.js';
import { figure } from '../helpers/figures.js';
import { markdownSets, REAL_REPOS as REAL } from '../helpers/markdown-files.js';
import { MEGABYTE_OF_BRACKETS, PARSER_ATTACKS, SLOW_INPUTS, SLOW_TO_RENDER } from '../helpers/hostile-markdown.js';
import { request } from '../helpers/raw.js';
import { startServerProcess, type ServerProcess } from '../helpers/server-process.js';
import { writeTree } from '../fixtures/content/http.js';

const COMMANDS_MD = fileURLToPath(new URL('../../docs/commands.md', import.meta.url));

/** Three CPU-burning processes per core, each ended by `stop()` or after `maxMs` at the latest. */
function saturate(maxMs: number): { count: number; stop(): void } {
  const count = 3 * availableParallelism();
  const burners: ChildProcess[] = Array.from({ length: count }, () =>
    spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore', timeout: maxMs, killSignal: 'SIGKILL' }),
  );
  return {
    count,
    stop: () => {
      for (const burner of burners) if (burner.exitCode === null) burner.kill('SIGKILL');
    },
  };
}

/** The two largest pages of each real repository, and this project's own docs/commands.md. */
function realPages(): Array<[string, string]> {
  const largest = markdownSets()
    .filter((set) => set.repo !== 'fixture')
    .flatMap((set) =>
      set.files
        .filter((f) => !/(^|\/)SUMMARY\.md$/i.test(f.name))
        .sort((a, b) => b.text.length - a.text.length)
        .slice(0, 2)
        .map((f): [string, string] => [f.name, f.text]),
    );
  return [...largest, [COMMANDS_MD, readFileSync(COMMANDS_MD, 'utf8')]];
}

const ATTACKS: Array<[string, string]> = [
  ...SLOW_INPUTS,
  ...PARSER_ATTACKS,
  ['a page that parses in the square of its length, 120 KB', SLOW_TO_RENDER],
  ['nearly 1 MB of `[`', MEGABYTE_OF_BRACKETS],
];

interface Answer {
  status: number;
  message: string;
}

describe.skipIf(!REAL)('the same answers on an idle and on a saturated machine', () => {
  let server: ServerProcess;
  let space: string;
  const pages = REAL ? realPages() : [];

  beforeAll(async () => {
    server = await startServerProcess();
    space = (await request(server.url, server.token, 'POST', `/v1/orgs/${server.orgId}/spaces`, { title: 'Busy' })).body
      .id;
  }, 60_000);
  afterAll(async () => server?.stop());

  /** Each page written alone to a change request of its own round; the answer of each. */
  async function writeAll(inputs: Array<[string, string]>): Promise<Answer[]> {
    const cr = (
      await request(server.url, server.token, 'POST', `/v1/spaces/${space}/change-requests`, { subject: 'round' })
    ).body.number;
    const answers: Answer[] = [];
    for (const [i, [, markdown]] of inputs.entries()) {
      const res = await request(server.url, server.token, 'POST', `/v1/spaces/${space}/change-requests/${cr}/content`, {
        changes: [{ operation: 'insert_page', title: `Page ${i}`, slug: `page-${i}`, document: { markdown } }],
      });
      answers.push({ status: res.status, message: res.body?.error?.message ?? '' });
    }
    return answers;
  }

  let idle: { pages: Answer[]; attacks: Answer[] };

  it('idle: every real page is accepted; the attack inputs are refused with a 400 naming a content limit, but two now cheap', async () => {
    idle = { pages: await writeAll(pages), attacks: await writeAll(ATTACKS) };
    // docs/commands.md included: its `<space-id>` placeholders are in code spans, not open elements.
    expect(idle.pages.map((a, i) => [pages[i]![0], a.status, a.message])).toEqual(
      pages.map(([name]) => [name, 200, '']),
    );
    for (const [i, answer] of idle.attacks.entries()) {
      const name = ATTACKS[i]![0];
      if (answer.status === 200) continue; // checked below
      expect(answer.status, name).toBe(400);
      expect(answer.message, name).toMatch(
        /^changes\[0\]\.document\.markdown: (needs more than [\d,]+ parser steps to read, the limit for a text of [\d,]+ characters|nests lists or quotes \d+ levels deep|is [\d.]+ (KB|MiB), more than the 1 MiB)/,
      );
      expect(answer.message, name).not.toMatch(/\d+ m?s\b/);
    }
    // Openers nothing closes are escaped by the parser's bounds: linear, and within the limits.
    expect(ATTACKS.filter((_, i) => idle.attacks[i]!.status === 200).map(([name]) => name)).toEqual([
      'HTML comments nothing closes, 60 KB (28 KB: 11.5 s before)',
      'instructions nothing closes, 60 KB (19 KB: 7.8 s before)',
    ]);
    figure(
      'busy-machine-idle',
      `${idle.pages.filter((a) => a.status === 200).length} of ${pages.length} real pages accepted; ${idle.attacks.filter((a) => a.status === 400).length} of ${ATTACKS.length} attack inputs refused, ${idle.attacks.filter((a) => a.status === 200).length} accepted`,
    );
  }, 300_000);

  it('saturated (three CPU-burning processes per core): the same answers, page for page', async () => {
    expect(idle).toBeDefined();
    const load = saturate(600_000);
    const started = performance.now();
    let busy: { pages: Answer[]; attacks: Answer[] };
    try {
      // The burners take the cores before the first request.
      await new Promise((r) => setTimeout(r, 1000));
      busy = { pages: await writeAll(pages), attacks: await writeAll(ATTACKS) };
    } finally {
      load.stop();
    }
    figure(
      'busy-machine-saturated',
      `${pages.length} real pages and ${ATTACKS.length} attack inputs written beside ${load.count} busy processes in ${((performance.now() - started) / 1000).toFixed(0)} s: same answers as idle`,
    );
    expect(busy.pages).toEqual(idle.pages);
    expect(busy.attacks.map((a, i) => [ATTACKS[i]![0], a])).toEqual(idle.attacks.map((a, i) => [ATTACKS[i]![0], a]));
    expect(server.stderr()).not.toContain('internal error');
  }, 600_000);
});

describe('the watchdog: a temporary failure, never invalid content', () => {
  let server: ServerProcess;
  const work = tempDir('docs-cli-watchdog-');
  // 20 ms: a parse of 170 KB of ordinary text runs past it on any machine.
  const page = `# Commands\n\n${'Some *words* of a [page](a.md), `code` and more words.\n\n'.repeat(3000)}`;

  beforeAll(async () => {
    server = await startServerProcess([], { env: { DOCS_CLI_CONTENT_WATCHDOG_MS: '20' } });
  }, 60_000);
  afterAll(async () => server?.stop());

  it('a write the watchdog ends is a 503 with Retry-After that says nothing was applied', async () => {
    const space = (await request(server.url, server.token, 'POST', `/v1/orgs/${server.orgId}/spaces`, { title: 'W' }))
      .body.id;
    const cr = (
      await request(server.url, server.token, 'POST', `/v1/spaces/${space}/change-requests`, { subject: 'w' })
    ).body.number;
    const res = await fetch(`${server.url}/v1/spaces/${space}/change-requests/${cr}/content`, {
      method: 'POST',
      headers: { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        changes: [{ operation: 'insert_page', title: 'Commands', document: { markdown: page } }],
      }),
    });
    const body = await res.json();
    expect(res.status).toBe(503);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(body.error.message).toMatch(
      /^the service was busy and did not finish reading changes\[0\]\.document\.markdown within 20 ms; nothing was applied; try again shortly$/,
    );
    const pages = await request(server.url, server.token, 'GET', `/v1/spaces/${space}/change-requests/${cr}/content`);
    expect(JSON.stringify(pages.body)).not.toContain('Commands');
  }, 60_000);

  it('cr push retries it, then exits 1 saying the service was busy (not exit 2)', async () => {
    const folder = writeTree(join(work, 'docs'), {
      'README.md': page,
      'SUMMARY.md': '# Table of contents\n\n* [Commands](README.md)\n',
    });
    const env = {
      DOCS_CLI_API_URL: server.url,
      DOCS_CLI_TOKEN: server.token,
      DOCS_CLI_CONFIG_DIR: join(work, 'config'),
      DOCS_CLI_MAX_RETRIES: '1',
      CI: 'true',
    };
    const space = JSON.parse((await runBin(['spaces', 'create', '--title', 'Pushed', '-o', 'json'], env)).stdout).id;
    const res = await runBin(['cr', 'push', folder, '--space', space, '--verbose'], env, { cwd: work });
    expect(res.stderr).toMatch(/^< 503 /m);
    expect(res.stderr).toMatch(/retrying in \d+ ms \(503\)/);
    // The write itself (a POST) was sent again: the 503 said nothing was applied.
    expect(res.stderr.match(/^> POST \S+\/content(\?\S*)?$/gm)).toHaveLength(2);
    expect(res.stderr).toMatch(/^docs-cli: the service was busy and did not finish reading .*; try again shortly/m);
    expect(res.exitCode).toBe(1);
  }, 120_000);
});
