/**
 * The launcher loads the CommonJS bundle itself and keeps V8's compiled code of each chunk between
 * runs (bin/docs-cli.js), on every Node line: what it writes, that V8 takes it back, and that a
 * cache it cannot use (damaged, switched off, unwritable) costs only speed.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runBin } from '../helpers/bin.js';
import { tempDir } from '../helpers/cli.js';

const DIST = fileURLToPath(new URL('../../dist', import.meta.url));
const build = () => /^\/\/ docs-cli build (\w+)\n/.exec(readFileSync(join(DIST, 'main.cjs'), 'utf8'))?.[1];

/** An embedded workspace of its own, with the cache in `cache`. */
function workspace(cache: string, extra: Record<string, string> = {}): Record<string, string> {
  return { DOCS_CLI_CONFIG_DIR: tempDir(), XDG_DATA_HOME: tempDir(), XDG_CACHE_HOME: cache, ...extra };
}

const cacheFolder = (cache: string) =>
  join(cache, 'docs-cli', 'compile-cache', `bundle-${build()}-${process.version}-${process.arch}`);

/** Each cached file with its inode and modification time: a file rewritten changes both. */
const snapshot = (folder: string) =>
  Object.fromEntries(
    readdirSync(folder).map((name) => {
      const stat = statSync(join(folder, name));
      return [name, `${stat.ino}:${stat.mtimeMs}:${stat.size}`];
    }),
  );

describe('code cache', () => {
  it('is written once per build and Node version, and V8 takes every file back unchanged', async () => {
    expect(build()).toMatch(/^[0-9a-f]{16}$/);
    const cache = tempDir();
    const env = workspace(cache);
    const first = await runBin(['spaces', 'list', '-o', 'ids'], env);
    expect(first.exitCode, first.stderr).toBe(0);
    const folder = cacheFolder(cache);
    const written = snapshot(folder);
    expect(Object.keys(written)).toContain('main.cjs');
    expect(Object.keys(written).filter((n) => n.startsWith('chunks_')).length).toBeGreaterThan(10);
    expect(readdirSync(join(cache, 'docs-cli', 'compile-cache'))).toEqual([folder.split('/').at(-1)]);

    const second = await runBin(['spaces', 'list', '-o', 'ids'], env);
    expect(second.exitCode, second.stderr).toBe(0);
    expect(second.stdout).toBe(first.stdout);
    // A cache V8 rejected would be written again at exit.
    expect(snapshot(folder)).toEqual(written);
  });

  it('a damaged cache file is replaced, and the command runs as before', async () => {
    const cache = tempDir();
    const env = workspace(cache);
    const first = await runBin(['spaces', 'list', '-o', 'ids'], env);
    expect(first.exitCode, first.stderr).toBe(0);
    const main = join(cacheFolder(cache), 'main.cjs');
    const good = readFileSync(main);
    writeFileSync(main, Buffer.alloc(64, 7));
    const again = await runBin(['spaces', 'list', '-o', 'ids'], env);
    expect(again).toMatchObject({ exitCode: 0, stdout: first.stdout, stderr: '' });
    expect(readFileSync(main).length).toBeGreaterThan(64);
    expect(readFileSync(main).subarray(0, 16)).toEqual(good.subarray(0, 16));
  });

  it('NODE_DISABLE_COMPILE_CACHE=1 writes nothing; an unwritable cache costs nothing but speed', async () => {
    const off = tempDir();
    const disabled = await runBin(['spaces', 'list', '-o', 'ids'], workspace(off, { NODE_DISABLE_COMPILE_CACHE: '1' }));
    expect(disabled.exitCode, disabled.stderr).toBe(0);
    expect(existsSync(join(off, 'docs-cli'))).toBe(false);

    const notAFolder = join(tempDir(), 'file');
    writeFileSync(notAFolder, 'not a folder');
    const unwritable = await runBin(['spaces', 'list', '-o', 'ids'], workspace(notAFolder));
    expect(unwritable).toMatchObject({ exitCode: 0, stderr: '' });
    expect(unwritable.stdout.trim().split('\n').length).toBeGreaterThan(0);
  });

  it('a new build removes the caches of builds unused for a week, and keeps recent ones', async () => {
    const cache = tempDir();
    const root = join(cache, 'docs-cli', 'compile-cache');
    const old = join(root, 'bundle-0000000000000000-v20.0.0-x64');
    const recent = join(root, 'bundle-1111111111111111-v20.0.0-x64');
    const notOurs = join(root, 'v24-node-own-cache');
    for (const folder of [old, recent, notOurs]) mkdirSync(folder, { recursive: true });
    const weekAndADay = new Date(Date.now() - 8 * 24 * 3600 * 1000);
    utimesSync(old, weekAndADay, weekAndADay);
    utimesSync(notOurs, weekAndADay, weekAndADay);
    const run = await runBin(['spaces', 'list', '-o', 'ids'], workspace(cache));
    expect(run.exitCode, run.stderr).toBe(0);
    expect(readdirSync(root).sort()).toEqual(
      [cacheFolder(cache).split('/').at(-1), 'bundle-1111111111111111-v20.0.0-x64', 'v24-node-own-cache'].sort(),
    );
  });
});
