import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runBin } from '../helpers/bin.js';
import { tempDir } from '../helpers/cli.js';
import { request } from '../helpers/raw.js';
import { useSeparateServer } from '../helpers/separate-server.js';

/**
 * What used to end in an internal message (`unexpected error: ...`, a stack overflow, a hang)
 * through the built binary: each is one line `docs-cli: ...` and exit 2, and leaves what it
 * refused as it was.
 */
/** runBin's output loses its last line break. */
const ONE_LINE = /^docs-cli: [^\n]+$/;

/** A SUMMARY.md whose entries nest `depth` deep (each entry's page exists). */
function deepSummaryFolder(depth: number): string {
  const dir = tempDir('docs-cli-deep-summary-');
  const lines = ['* [Home](README.md)'];
  writeFileSync(join(dir, 'README.md'), '# Home\n');
  for (let i = 1; i < depth; i++) {
    lines.push(`${'  '.repeat(i)}* [Page ${i}](p${i}.md)`);
    writeFileSync(join(dir, `p${i}.md`), `# Page ${i}\n`);
  }
  writeFileSync(join(dir, 'SUMMARY.md'), `${lines.join('\n')}\n`);
  return dir;
}

describe('a SUMMARY.md nested 3,000 deep (9 MB: the stack overflowed from about 2,000)', () => {
  const deep = deepSummaryFolder(3000);
  const separate = useSeparateServer('docs-cli-clean-errors-', ['--import-root', dirname(deep)]);
  const refusal = /^docs-cli: SUMMARY\.md: nests entries 3000 levels deep; at most 64 are allowed$/;

  it('check refuses it in one line with exit 2', async () => {
    const res = await runBin(['check', deep], { DOCS_CLI_CONFIG_DIR: join(deep, '.config') });
    expect(res.stderr).toMatch(refusal);
    expect(res.exitCode).toBe(2);
  }, 30_000);

  it('cr push refuses it in one line with exit 2, and opens no change request', async () => {
    const space = (await separate.json(['spaces', 'create', '--title', 'Deep summary'])).id as string;
    const res = await separate.cli(['cr', 'push', deep, '--space', space]);
    expect(res.stderr).toMatch(refusal);
    expect(res.exitCode).toBe(2);
    expect(await separate.json(['cr', 'list', '--space', space, '--status', 'open'])).toEqual([]);
  }, 30_000);

  it('a table of contents 64 deep still reads', async () => {
    const res = await runBin(['check', deepSummaryFolder(64)], { DOCS_CLI_CONFIG_DIR: join(deep, '.config') });
    expect(res.stderr).toBe('');
    expect(res.exitCode).toBe(0);
  }, 30_000);

  it('the service refuses the same folder in an import, with a 400 naming SUMMARY.md', async () => {
    const server = separate.server();
    const space = (await request(server.url, server.token, 'POST', `/v1/orgs/${server.orgId}/spaces`, { title: 'I' }))
      .body.id;
    const res = await request(server.url, server.token, 'POST', `/v1/spaces/${space}/content/import`, {
      source: 'markdown',
      url: `file://${deep}`,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    // Its size is refused first (every markdown file of an import is read as a page).
    expect(res.body.error.message).toMatch(/^url \(SUMMARY\.md\): /);
  }, 30_000);
});

describe('server start --data at something that is not a store', () => {
  const start = (data: string) =>
    runBin(
      ['server', 'start', '--port', '0', '--data', data],
      { DOCS_CLI_CONFIG_DIR: join(tempDir(), 'config') },
      {
        timeout: 20_000,
      },
    );

  it('refuses a file that is not a database, and leaves its mode and bytes as they were', async () => {
    const file = join(tempDir('docs-cli-not-a-store-'), 'notes.txt');
    writeFileSync(file, 'my notes, not a database\n');
    chmodSync(file, 0o644);
    const res = await start(file);
    expect(res.stderr).toBe(
      `docs-cli: --data: ${file} is not a data file of the service (an SQLite database); it was left as it is`,
    );
    expect(res.exitCode).toBe(2);
    expect(statSync(file).mode & 0o777).toBe(0o644);
    expect(readFileSync(file, 'utf8')).toBe('my notes, not a database\n');
    for (const beside of ['-wal', '-shm', '-journal', '.key']) expect(existsSync(file + beside)).toBe(false);
  }, 30_000);

  it('refuses a folder and a device in one line', async () => {
    const dir = tempDir('docs-cli-store-folder-');
    mkdirSync(dir, { recursive: true });
    for (const [data, words] of [
      [dir, 'is a folder'],
      ['/dev/null', 'is not a regular file'],
    ]) {
      const res = await start(data!);
      expect(res.stderr).toMatch(ONE_LINE);
      expect(res.stderr).toContain(words);
      expect(res.exitCode).toBe(2);
    }
  }, 30_000);

  it.skipIf(!existsSync('/proc/self'))(
    'refuses a data folder under /proc or /sys at once, instead of hanging',
    async () => {
      for (const [data, fs] of [
        ['/proc/docs-cli-test/store.db', 'proc'],
        ['/proc/self/store.db', 'proc'],
        ['/sys/store.db', 'sysfs'],
      ]) {
        const started = performance.now();
        const res = await start(data!);
        expect(res.stderr).toBe(
          `docs-cli: --data: ${data} is on a special file system (${fs}), not on a disk; choose another folder`,
        );
        expect(res.exitCode).toBe(2);
        expect(performance.now() - started).toBeLessThan(10_000);
      }
    },
    60_000,
  );
});
