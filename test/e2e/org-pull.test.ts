/**
 * `orgs pull` (issue 46): every space of an organization of 300 spaces into one folder through the
 * built binary against a separate `server start`; byte for byte with `spaces pull`; a second run
 * with nothing changed asks for the listing only; a run interrupted halfway finishes without
 * fetching a finished space again; a rate-limiting service (429 with Retry-After) is waited out.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { execa } from 'execa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, runBin } from '../helpers/bin.js';
import { tempDir } from '../helpers/cli.js';
import { startServerProcess, type ServerProcess } from '../helpers/server-process.js';
import { snapshot } from '../helpers/snapshot.js';

const SPACES = 300;
let server: ServerProcess;
let work: string;

const env = (s: ServerProcess = server) => ({
  DOCS_CLI_API_URL: s.url,
  DOCS_CLI_TOKEN: s.token,
  DOCS_CLI_CONFIG_DIR: join(work, 'config'),
  CI: 'true',
});
const cli = (args: string[], s?: ServerProcess) => runBin(args, env(s), { cwd: work });

/** Spaces made through the API, each with a page of its own text. */
async function createSpaces(s: ServerProcess, n: number, prefix: string): Promise<void> {
  const headers = { authorization: `Bearer ${s.token}`, 'content-type': 'application/json' };
  const post = async (path: string, body: unknown): Promise<any> => {
    const res = await fetch(`${s.url}/v1${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    // A rate-limited service is waited out here too.
    if (res.status === 429) {
      await new Promise((r) => setTimeout(r, Number(res.headers.get('retry-after') ?? 1) * 1000));
      return post(path, body);
    }
    expect(res.status, await res.clone().text()).toBeLessThan(300);
    return res.json();
  };
  for (let i = 0; i < n; i++) {
    const space = await post(`/orgs/${s.orgId}/spaces`, { title: `${prefix} ${i}` });
    if (i % 50 !== 0) continue;
    const cr = await post(`/spaces/${space.id}/change-requests`, { subject: 'Text' });
    // A new space holds no page: the first one is its root page (README.md).
    await post(`/spaces/${space.id}/change-requests/${cr.id}/content?compat=false`, {
      changes: [{ operation: 'insert_page', title: 'Notes', document: { markdown: `# Notes\n\nSpace ${i}.\n` } }],
    });
    await post(`/spaces/${space.id}/change-requests/${cr.id}/merge`, {});
  }
}

const jsonLines = (text: string) =>
  text
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { space: string; path: string; result: string });

beforeAll(async () => {
  server = await startServerProcess();
  work = tempDir('docs-cli-org-pull-');
  await createSpaces(server, SPACES, 'Team space');
}, 180_000);
afterAll(async () => server?.stop());

describe('orgs pull', () => {
  it('pulls every space into a folder each, byte for byte, and a second run asks for the listing only', async () => {
    const backup = join(work, 'backup');
    const first = await cli(['orgs', 'pull', backup, '-o', 'jsonl', '--concurrency', '8']);
    expect(first.exitCode, first.stderr).toBe(0);
    const entries = jsonLines(first.stdout);
    const listed = JSON.parse((await cli(['spaces', 'list', '--all', '-o', 'json'])).stdout) as Array<{ id: string }>;
    expect(entries).toHaveLength(listed.length);
    expect(listed.length).toBeGreaterThanOrEqual(SPACES);
    expect(new Set(entries.map((e) => e.path)).size).toBe(entries.length);
    expect(entries.every((e) => e.result === 'pulled')).toBe(true);
    const manifest = JSON.parse(readFileSync(join(backup, 'docs-cli-manifest.json'), 'utf8'));
    expect(Object.keys(manifest.spaces)).toHaveLength(entries.length);

    // Byte for byte with a pull of the space on its own: every tenth space, and those with a page.
    for (const [i, entry] of entries.entries()) {
      if (i % 10 !== 0) continue;
      const alone = join(work, `alone-${i}`);
      expect((await cli(['spaces', 'pull', entry.space, alone])).exitCode).toBe(0);
      expect(snapshot(join(backup, entry.path)), entry.path).toEqual(snapshot(alone));
    }
    const readme = (path: string) => join(backup, path, 'README.md');
    const withText = entries.filter(
      (e) => existsSync(readme(e.path)) && readFileSync(readme(e.path), 'utf8').includes('# Notes'),
    );
    expect(withText).toHaveLength(SPACES / 50);

    const again = await cli(['orgs', 'pull', backup, '-o', 'jsonl', '--verbose']);
    expect(again.exitCode, again.stderr).toBe(0);
    expect(jsonLines(again.stdout).every((e) => e.result === 'unchanged')).toBe(true);
    const requests = again.stderr.split('\n').filter((l) => /^> (GET|POST|PUT|PATCH|DELETE) /.test(l));
    const listings = requests.filter((l) => /\/orgs\/[^/]+\/spaces\b/.test(l));
    expect(listings).toHaveLength(Math.ceil(listed.length / 100));
    expect(requests.length - listings.length, requests.join('\n')).toBeLessThanOrEqual(1);
  }, 300_000);

  it('interrupted halfway, a second run finishes without fetching a finished space again', async () => {
    const backup = join(work, 'interrupted');
    const child = execa(process.execPath, [BIN, 'orgs', 'pull', backup, '-o', 'jsonl', '--concurrency', '2'], {
      env: { PATH: process.env.PATH, ...env() },
      extendEnv: false,
      cwd: work,
      reject: false,
    });
    let seen = 0;
    await new Promise<void>((resolve) => {
      child.stdout?.on('data', (chunk: Buffer) => {
        seen += chunk.toString().split('\n').filter(Boolean).length;
        if (seen >= 60) {
          child.kill('SIGINT');
          resolve();
        }
      });
      void child.then(() => resolve());
    });
    const stopped = await child;
    expect(stopped.exitCode).toBe(130);
    const manifest = JSON.parse(readFileSync(join(backup, 'docs-cli-manifest.json'), 'utf8'));
    const finished = new Set(Object.keys(manifest.spaces));
    expect(finished.size).toBeGreaterThanOrEqual(60);
    expect(finished.size).toBeLessThan(SPACES);

    const rest = await cli(['orgs', 'pull', backup, '-o', 'jsonl']);
    expect(rest.exitCode, rest.stderr).toBe(0);
    const entries = jsonLines(rest.stdout);
    for (const e of entries) expect(e.result, e.path).toBe(finished.has(e.space) ? 'unchanged' : 'pulled');
    expect(entries.filter((e) => e.result === 'pulled').length).toBe(entries.length - finished.size);
    expect(readdirSync(backup).filter((n) => n.startsWith('.docs-cli-staging'))).toEqual([]);
  }, 300_000);

  it('slows down by the X-RateLimit headers before it is refused, and pulls every space', async () => {
    const limited = await startServerProcess(['--fault-rate-limit', '10', '--fault-seed', '7']);
    try {
      await createSpaces(limited, 12, 'Limited');
      // The pull starts in a window of its own (the service's is one second).
      await new Promise((r) => setTimeout(r, 1100));
      const backup = join(work, 'limited');
      const res = await cli(['orgs', 'pull', backup, '-o', 'jsonl', '--verbose'], limited);
      expect(res.exitCode, res.stderr).toBe(0);
      // It slows down by the service's X-RateLimit headers (GitBook's rate-limiting page),
      // counting the requests it has in flight, so that none is refused.
      const refused = res.stderr.match(/^< 429 /gm)?.length ?? 0;
      const answered = res.stderr.match(/^< \d{3} /gm)?.length ?? 0;
      console.log(`orgs pull at 10 requests/s: ${answered} answers, ${refused} refused (429)`);
      expect(res.stderr).toMatch(/^\* waiting \d+ ms \(rate limit nearly reached\)$/m);
      // Without the pacing, the requests in flight when the window ran out were refused (3 of
      // 22 answers here); the retry path for 429 is the request layer's tests' (test/api).
      expect(refused).toBe(0);
      const entries = jsonLines(res.stdout);
      expect(entries.length).toBeGreaterThanOrEqual(12);
      expect(entries.every((e) => e.result === 'pulled')).toBe(true);
    } finally {
      await limited.stop();
    }
  }, 300_000);
});
