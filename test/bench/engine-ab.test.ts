/**
 * bench/engine-ab.mjs, the harness that compares the content engine of two source trees: it finds
 * no difference between two copies of the same engine, finds and shows one where a tree's engine
 * gives other documents (exit 1), reads a git revision as well as a folder, and times each engine
 * in processes of its own when asked.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/cli.js';

const ROOT = new URL('../..', import.meta.url).pathname;
const PAGES = join(ROOT, 'test/fixtures/gitbook-blocks');

const harness = (...args: string[]) =>
  spawnSync(process.execPath, ['--expose-gc', join(ROOT, 'bench/engine-ab.mjs'), ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 120_000,
  });

/** A copy of this checkout's src/, changed by `edit` (file path relative to src/, and how). */
function treeWith(edit?: { file: string; change: (text: string) => string }): string {
  const dir = tempDir('engine-ab-tree-');
  cpSync(join(ROOT, 'src'), join(dir, 'src'), { recursive: true });
  if (edit) {
    const path = join(dir, 'src', edit.file);
    const text = readFileSync(path, 'utf8');
    const changed = edit.change(text);
    expect(changed).not.toBe(text);
    writeFileSync(path, changed);
  }
  return dir;
}

const lines = (stdout: string) =>
  stdout
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Record<string, unknown>);

describe('bench/engine-ab.mjs', { timeout: 180_000 }, () => {
  it('finds the same documents in two copies of one engine, and times both against the floor', () => {
    const run = harness('--runs', '1', ROOT, treeWith(), PAGES);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const [line] = lines(run.stdout);
    expect(line).toMatchObject({ folder: PAGES, pages: 8, differing: 0 });
    for (const figure of ['aMs', 'bMs', 'floorMs', 'bOverA', 'aVsFloor', 'bVsFloor'])
      expect(line![figure]).toBeGreaterThan(0);
  });

  it('times each engine in processes of its own with --processes, after the same check of documents', () => {
    const run = harness('--runs', '1', '--processes', '2', ROOT, treeWith(), PAGES);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const [line] = lines(run.stdout);
    expect(line).toMatchObject({ folder: PAGES, pages: 8, differing: 0, processes: 4 });
    for (const figure of ['aMs', 'bMs', 'floorMs', 'bOverA', 'aVsFloor', 'bVsFloor'])
      expect(line![figure]).toBeGreaterThan(0);
  });

  it('shows where the documents of two engines differ, and exits 1', () => {
    const shorterKeys = treeWith({
      file: 'common/markdown/document/keys.ts',
      change: (text) => text.replace('.slice(0, 12)', '.slice(0, 11)'),
    });
    const run = harness('--no-time', ROOT, shorterKeys, PAGES);
    expect(run.status).toBe(1);
    expect(lines(run.stdout)).toEqual([{ folder: PAGES, pages: 8, differing: 8 }]);
    expect(run.stderr).toMatch(
      /^differs: README\.md, top-level block 0\n {2}A: .*"key":"[0-9a-f]{12}"}\n {2}B: .*"key":"[0-9a-f]{11}"}\n/m,
    );
  });

  it('reads a revision of the repository as the tree it names', () => {
    const exported = tempDir('engine-ab-head-');
    const archive = spawnSync('git', ['-C', ROOT, 'archive', '--format=tar', 'HEAD', 'src'], { maxBuffer: 1 << 30 });
    expect(archive.status).toBe(0);
    expect(spawnSync('tar', ['-x', '-C', exported], { input: archive.stdout }).status).toBe(0);
    const run = harness('--no-time', 'HEAD', exported, PAGES);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(lines(run.stdout)).toEqual([{ folder: PAGES, pages: 8, differing: 0 }]);
  });

  it('refuses a call without two trees and a folder, or with a count of processes that is not a whole number', () => {
    for (const args of [[ROOT], ['--processes', 'x', ROOT, ROOT, PAGES]]) {
      const run = harness(...args);
      expect(run.status).toBe(2);
      expect(run.stderr).toMatch(/^usage: /);
    }
  });
});
