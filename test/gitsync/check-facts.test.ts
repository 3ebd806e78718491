/**
 * `check` reads each page once, in the workers, and not at all when the same bytes were read
 * before (gitsync/facts-cache.ts, cores.ts): the parses are counted (DOCS_CLI_DEBUG_COUNTERS),
 * never timed; the workers' answers are compared with the CLI thread's, page by page, on the real
 * repositories when DOCS_CLI_REAL_REPOS is set.
 */
import { cpSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runBin } from '../helpers/bin.js';
import { tempDir } from '../helpers/cli.js';
import { FIXTURE, REAL_REPO_NAMES, REAL_REPOS, markdownFiles } from '../helpers/markdown-files.js';
import { inWorkers } from '../../src/gitsync/cores.js';
import { pageFacts, renderedIds, type PageFacts } from '../../src/gitsync/page-facts.js';

const parses = (stderr: string): number => {
  const line = /counters \(DOCS_CLI_DEBUG_COUNTERS\): (\{.*\})/.exec(stderr);
  if (!line) throw new Error(`no counters line in: ${stderr}`);
  return (JSON.parse(line[1]!) as { markdownParses: number }).markdownParses;
};

describe('check reads a page once, and never again while its bytes are the same', () => {
  it('a second run parses nothing; a changed page alone is read again; the answers are the same', async () => {
    const folder = tempDir('docs-cli-facts-');
    cpSync(FIXTURE, folder, { recursive: true });
    const home = tempDir('docs-cli-facts-home-');
    const env = { HOME: home, DOCS_CLI_CONFIG_DIR: join(home, 'config'), DOCS_CLI_DEBUG_COUNTERS: '1' };
    const check = () => runBin(['check', folder, '-o', 'json'], env);
    const first = await check();
    expect(parses(first.stderr)).toBeGreaterThan(0);
    const second = await check();
    expect(parses(second.stderr)).toBe(0);
    expect(second.stdout).toBe(first.stdout);
    expect(second.exitCode).toBe(first.exitCode);
    // One page changed: it is read again (its parse, and its blocks' when rendered), no other.
    writeFileSync(join(folder, 'README.md'), '# Home\n\nChanged [a link](nowhere.md).\n');
    const third = await check();
    expect(parses(third.stderr)).toBeGreaterThan(0);
    expect(parses(third.stderr)).toBeLessThan(parses(first.stderr));
    expect(third.stdout).toContain('nowhere.md');
    // Without the cache (another cache dir) the same answer.
    const fresh = await runBin(['check', folder, '-o', 'json'], { ...env, DOCS_CLI_CONFIG_DIR: join(home, 'other') });
    expect(fresh.stdout).toBe(third.stdout);
  }, 120_000);
});

const real = REAL_REPOS ? REAL_REPO_NAMES : [];

describe.skipIf(!REAL_REPOS)('the workers read real pages as the CLI thread does', () => {
  it.each(real)(
    '%s: every page facts and rendered ids the same, in the same order',
    async (repo) => {
      const texts = markdownFiles(repo, join(REAL_REPOS!, repo)).map((f) => f.text);
      const env = { DOCS_CLI_WORKERS: '2' };
      const fromWorkers = await inWorkers<PageFacts>('page-facts', texts, env);
      // Every batch answered (nothing left to the caller on a machine that is merely busy).
      expect(fromWorkers.filter((f) => f === undefined)).toHaveLength(0);
      expect(fromWorkers).toEqual(texts.map((t) => pageFacts(t)));
      const untitled = fromWorkers.slice(0, 40).flatMap((f) => (f && 'untitled' in f ? [f.untitled] : []));
      const ids = await inWorkers<string[]>('rendered-ids', [...untitled, 'x'.repeat(256 * 1024)], env);
      expect(ids.slice(0, untitled.length)).toEqual(untitled.map((t) => renderedIds(t)));
      // Ids the parse tells (anchor-ids.ts) are the renderer's, on every page that has them.
      const told = fromWorkers.flatMap((f) => (f && 'ids' in f && f.ids ? [f] : []));
      expect(told.length).toBeGreaterThan(texts.length / 2);
      for (const f of told) expect(f.ids).toEqual(renderedIds(f.untitled));
    },
    600_000,
  );

  it('check of a real repository prints the same with workers as without', async () => {
    const home = tempDir('docs-cli-facts-real-');
    const dir = join(REAL_REPOS!, 'fluent-bit-docs');
    const run = (workers: string, config: string) =>
      runBin(['check', dir, '-o', 'json'], {
        HOME: home,
        DOCS_CLI_CONFIG_DIR: join(home, config),
        DOCS_CLI_WORKERS: workers,
      });
    const [single, parallel] = [await run('0', 'a'), await run('2', 'b')];
    expect(parallel.stdout).toBe(single.stdout);
    expect(parallel.exitCode).toBe(single.exitCode);
    expect(JSON.parse(single.stdout)).not.toHaveLength(0);
  }, 600_000);
});
