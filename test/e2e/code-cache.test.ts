/**
 * The launcher loads the CommonJS bundle itself and keeps V8's compiled code of each chunk between
 * runs (bin/docs-cli.js), on every Node line, in one file per build: what it writes, that V8 takes
 * it back, and that a cache it cannot use (damaged, switched off, unwritable) costs only speed.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runBin } from '../helpers/bin.js';
import { tempDir } from '../helpers/cli.js';

const DIST = fileURLToPath(new URL('../../dist', import.meta.url));
/** better-sqlite3 as npm built it, for this Node line (Node 20: the driver docs-cli loads there). */
const BETTER_SQLITE3_ADDON = fileURLToPath(
  new URL('../../node_modules/better-sqlite3/build/Release/better_sqlite3.node', import.meta.url),
);
const build = () => /^\/\/ docs-cli build (\w+)\n/.exec(readFileSync(join(DIST, 'main.cjs'), 'utf8'))?.[1];

/** An embedded workspace of its own, with the cache in `cache`. */
function workspace(cache: string, extra: Record<string, string> = {}): Record<string, string> {
  return { DOCS_CLI_CONFIG_DIR: tempDir(), XDG_DATA_HOME: tempDir(), XDG_CACHE_HOME: cache, ...extra };
}

/** The pack of this build and Node; `-np` that of the commands that run without V8's pretenuring. */
const packFile = (cache: string, variant: '' | '-np' = '') =>
  join(cache, 'docs-cli', 'compile-cache', `bundle-${build()}-${process.version}-${process.arch}${variant}.v8`);

/** The pack's index: chunk name to [offset, length] in the code after it (and `#commands`, the commands learned). */
function packIndex(file: string): { index: Record<string, [number, number]>; base: number } {
  const bytes = readFileSync(file);
  const length = bytes.readUInt32LE(0);
  return { index: JSON.parse(bytes.subarray(4, 4 + length).toString('utf8')), base: 4 + length };
}

/** The inode, time and size of a file: a file written anew changes them. */
const identity = (file: string) => {
  const stat = statSync(file);
  return `${stat.ino}:${stat.mtimeMs}:${stat.size}`;
};

/** A script the launcher compiled: its file (relative to dist), whether it came with code, whether V8 refused it. */
interface Compiled {
  file: string;
  cached: boolean;
  rejected: boolean;
}

/** Runs the binary with each vm.Script it compiles recorded (preloaded with --require). */
async function tracedRun(args: string[], env: Record<string, string>) {
  const dir = tempDir();
  const log = join(dir, 'scripts.jsonl');
  const preload = join(dir, 'trace.cjs');
  writeFileSync(log, '');
  writeFileSync(
    preload,
    `const vm = require('node:vm');
const { appendFileSync } = require('node:fs');
const { relative } = require('node:path');
const Script = vm.Script;
vm.Script = class extends Script {
  constructor(code, options) {
    super(code, options);
    const file = relative(${JSON.stringify(DIST)}, String(options && options.filename));
    appendFileSync(${JSON.stringify(log)}, JSON.stringify({ file, cached: Boolean(options && options.cachedData), rejected: this.cachedDataRejected === true }) + '\\n');
  }
};
`,
  );
  const run = await runBin(args, { ...env, NODE_OPTIONS: `--require ${preload}` });
  const scripts: Compiled[] = readFileSync(log, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
  return { ...run, scripts };
}

/** The bytes of one entry of the pack. */
function packEntry(file: string, name: string): Buffer {
  const { index, base } = packIndex(file);
  const [offset, length] = index[name]!;
  return readFileSync(file).subarray(base + offset, base + offset + length);
}

/** Overwrites one entry of the pack in place with `byte`. */
function damageEntry(file: string, name: string, byte: number): void {
  const { index, base } = packIndex(file);
  const [offset, length] = index[name]!;
  const bytes = readFileSync(file);
  bytes.fill(byte, base + offset, base + offset + length);
  writeFileSync(file, bytes);
}

/** Writes the pack again with one entry replaced by `bytes`, in the launcher's layout. */
function replaceEntry(file: string, name: string, bytes: Buffer): void {
  const { index } = packIndex(file);
  const entries = Object.keys(index)
    .filter((key) => key !== '#commands')
    .map((key): [string, Buffer] => [key, key === name ? bytes : packEntry(file, key)]);
  const fresh: Record<string, unknown> = { '#commands': index['#commands'] };
  let offset = 0;
  for (const [key, entry] of entries) {
    fresh[key] = [offset, entry.length];
    offset += entry.length;
  }
  const json = Buffer.from(JSON.stringify(fresh));
  const length = Buffer.alloc(4);
  length.writeUInt32LE(json.length, 0);
  writeFileSync(file, Buffer.concat([length, json, ...entries.map(([, entry]) => entry)]));
}

/** A command's set as the pack keeps it: [name, bytes] of each of its files. */
const setFiles = (file: string, name: string): [string, number][] => JSON.parse(packEntry(file, name).toString('utf8'));

const SET = 'set:spaces list';
const SET_CODE = 'set-code:spaces list';
const ONLY_THE_SET = [{ file: '[spaces list]', cached: true, rejected: false }];

describe('code cache', () => {
  it('is written once per build and Node version, and V8 takes every chunk back unchanged', async () => {
    expect(build()).toMatch(/^[0-9a-f]{16}$/);
    const cache = tempDir();
    const env = workspace(cache);
    const first = await tracedRun(['spaces', 'list', '-o', 'ids'], env);
    expect(first.exitCode, first.stderr).toBe(0);
    expect(first.scripts.every((s) => !s.cached)).toBe(true);
    const pack = packFile(cache);
    const { index } = packIndex(pack);
    expect(Object.keys(index)).toContain('main.cjs');
    expect(Object.keys(index).filter((n) => n.startsWith('chunks/')).length).toBeGreaterThan(10);
    expect(index['#commands']).toEqual(['spaces list']);
    expect(index[SET]).toBeUndefined();
    // Beside it only Node's own compile cache (Node 22 and later), for the packages outside the bundle.
    const ours = readdirSync(join(cache, 'docs-cli', 'compile-cache')).filter((n) => n.startsWith('bundle-'));
    expect(ours).toEqual([pack.split('/').at(-1)]);

    // The second run compiles each chunk with its kept code, and V8 takes all of it.
    const second = await tracedRun(['spaces', 'list', '-o', 'ids'], env);
    expect(second.exitCode, second.stderr).toBe(0);
    expect(second.stdout).toBe(first.stdout);
    expect(second.scripts.length).toBeGreaterThan(10);
    expect(second.scripts.filter((s) => !s.cached || s.rejected)).toEqual([]);
    // It also makes the command's set: every file it loaded, as one script (no code kept yet).
    const made = packIndex(pack).index;
    expect(made[SET]).toBeDefined();
    expect(made[SET_CODE]).toBeUndefined();
    // The set names each file and its size, never its text: that is read from the file itself.
    const set = setFiles(pack, SET);
    expect(set.map(([name]) => name.replace(/^outside:(.*):[^:]*:[^:]*$/, '$1'))).toEqual(
      second.scripts.map(({ file }) => (file.startsWith('..') ? join(DIST, file) : file)),
    );
    for (const [name, size] of set)
      if (!name.startsWith('outside:')) expect(statSync(join(DIST, name)).size, name).toBe(size);

    // The third compiles the set and keeps its code; from the fourth on, nothing is written.
    const third = await tracedRun(['spaces', 'list', '-o', 'ids'], env);
    expect(third.stdout).toBe(first.stdout);
    expect(third.scripts).toEqual([{ file: '[spaces list]', cached: false, rejected: false }]);
    expect(packIndex(pack).index[SET_CODE]).toBeDefined();
    const settled = identity(pack);
    const fourth = await tracedRun(['spaces', 'list', '-o', 'ids'], env);
    expect(fourth).toMatchObject({ exitCode: 0, stdout: first.stdout, stderr: '', scripts: ONLY_THE_SET });
    expect(identity(pack)).toBe(settled);

    // Another command adds its own chunks and keeps the others; it is learned once.
    const help = await runBin(['members', 'list', '--help'], env);
    expect(help.exitCode, help.stderr).toBe(0);
    const grown = packIndex(pack).index;
    expect(Object.keys(grown).length).toBeGreaterThan(Object.keys(index).length);
    for (const name of Object.keys(index).filter((n) => n !== '#commands'))
      expect(grown[name]?.[1], name).toBeGreaterThanOrEqual(index[name]![1]);
    expect(grown['#commands']).toEqual(['spaces list', 'members list']);
    // Its own set, in two more runs; then neither command writes anything.
    for (let i = 0; i < 2; i++) expect((await runBin(['members', 'list', '--help'], env)).exitCode).toBe(0);
    expect(packIndex(pack).index['set-code:members list']).toBeDefined();
    const learned = identity(pack);
    for (const args of [
      ['members', 'list', '--help'],
      ['spaces', 'list', '-o', 'ids'],
    ]) {
      expect((await runBin(args, env)).exitCode).toBe(0);
      expect(identity(pack), args.join(' ')).toBe(learned);
    }
  });

  it('a set takes in what a later run loads besides, and a damaged set is made again', async () => {
    const cache = tempDir();
    const env = workspace(cache);
    const plain = ['spaces', 'list', '-o', 'ids'];
    const query = ['spaces', 'list', '-o', 'json', '--query', '[].id'];
    for (let i = 0; i < 2; i++) expect((await runBin(plain, env)).exitCode).toBe(0);
    const pack = packFile(cache);
    const before = setFiles(pack, SET);
    // --query loads the JMESPath chunks, which the set did not hold: they are added to it.
    const widened = await tracedRun(query, env);
    expect(widened.exitCode, widened.stderr).toBe(0);
    const added = widened.scripts.filter((s) => s.file !== '[spaces list]').map((s) => s.file);
    expect(added.some((file) => /^chunks\/jmespath-/.test(file))).toBe(true);
    expect(setFiles(pack, SET)).toEqual([...before, ...added.map((file) => [file, statSync(join(DIST, file)).size])]);
    expect(packIndex(pack).index[SET_CODE]).toBeUndefined();
    await runBin(query, env);
    const settled = await tracedRun(query, env);
    expect(settled).toMatchObject({ exitCode: 0, stdout: widened.stdout, stderr: '', scripts: ONLY_THE_SET });
    expect((await tracedRun(plain, env)).scripts).toEqual(ONLY_THE_SET);

    // A set the pack no longer reads as one, or one of whose files has another size than it
    // says, is not used: the run goes on from the files and makes the set again. Code V8 refuses
    // is written again.
    const ids = (await runBin(plain, env)).stdout;
    const wrongSize = (set: [string, number][]) =>
      set.map(([name, size], i): [string, number] => [name, i === 0 ? size + 1 : size]);
    for (const damage of [
      () => damageEntry(pack, SET, 7),
      () => replaceEntry(pack, SET, Buffer.from(JSON.stringify(wrongSize(setFiles(pack, SET))))),
      () => replaceEntry(pack, SET, Buffer.from('{"main.cjs": 1}')),
      // Names a set may not hold: a file outside dist, and a FIFO (reading it would wait forever).
      () => {
        const outside: [string, number] = ['../package.json', statSync(join(DIST, '../package.json')).size];
        replaceEntry(pack, SET, Buffer.from(JSON.stringify([outside, ...setFiles(pack, SET)])));
      },
      () => {
        const fifo = join(tempDir(), 'node_modules', 'pkg', 'index.js');
        mkdirSync(dirname(fifo), { recursive: true });
        expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
        replaceEntry(pack, SET, Buffer.from(JSON.stringify([[`outside:${fifo}:10:1`, 10], ...setFiles(pack, SET)])));
      },
    ]) {
      damage();
      const damaged = await tracedRun(plain, env);
      expect(damaged).toMatchObject({ exitCode: 0, stdout: ids, stderr: '' });
      expect(damaged.scripts.length).toBeGreaterThan(10);
      expect(setFiles(pack, SET)[0]).toEqual(['main.cjs', statSync(join(DIST, 'main.cjs')).size]);
      await runBin(plain, env);
      expect((await tracedRun(plain, env)).scripts).toEqual(ONLY_THE_SET);
    }
    damageEntry(pack, SET_CODE, 7);
    const refused = await tracedRun(plain, env);
    expect(refused).toMatchObject({ exitCode: 0, stdout: ids, stderr: '' });
    expect(refused.scripts).toEqual([{ file: '[spaces list]', cached: true, rejected: true }]);
    expect((await tracedRun(plain, env)).scripts).toEqual(ONLY_THE_SET);
  });

  it.runIf(Number(process.versions.node.split('.')[0]) < 22 && existsSync(BETTER_SQLITE3_ADDON))(
    "the Node 20 driver's JavaScript is compiled by the launcher and kept, under its size and time",
    async () => {
      const cache = tempDir();
      const env = workspace(cache, { DOCS_CLI_SQLITE_DRIVER: 'better-sqlite3' });
      const first = await runBin(['spaces', 'list', '-o', 'ids'], env);
      expect(first.exitCode, first.stderr).toBe(0);
      const names = Object.keys(packIndex(packFile(cache)).index);
      const database = names.find(
        (n) => n.startsWith('outside:') && /better-sqlite3[\\/]lib[\\/]database\.js:\d+:/.test(n),
      );
      expect(database, names.join('\n')).toBeDefined();
      // V8 takes it back; the command's set holds it too, under the same name.
      const second = await tracedRun(['spaces', 'list', '-o', 'ids'], env);
      expect(second).toMatchObject({ exitCode: 0, stdout: first.stdout, stderr: '' });
      expect(second.scripts.find((s) => /better-sqlite3[\\/]lib[\\/]database\.js$/.test(s.file))).toMatchObject({
        cached: true,
        rejected: false,
      });
      expect(setFiles(packFile(cache), SET).map(([name]) => name)).toContain(database);
      await runBin(['spaces', 'list', '-o', 'ids'], env);
      const written = identity(packFile(cache));
      const fourth = await tracedRun(['spaces', 'list', '-o', 'ids'], env);
      expect(fourth).toMatchObject({ exitCode: 0, stdout: first.stdout, stderr: '', scripts: ONLY_THE_SET });
      expect(identity(packFile(cache))).toBe(written);

      // The file changed since the set was made (here: the set names it with another time): it is
      // compiled on its own, and the set then names it once, as it is now.
      const stale = database!.replace(/:[^:]*$/, ':1');
      replaceEntry(
        packFile(cache),
        SET,
        Buffer.from(
          JSON.stringify(
            setFiles(packFile(cache), SET).map(([name, size]) => [name === database ? stale : name, size]),
          ),
        ),
      );
      const changed = await tracedRun(['spaces', 'list', '-o', 'ids'], env);
      expect(changed).toMatchObject({ exitCode: 0, stdout: first.stdout, stderr: '' });
      expect(changed.scripts.map((s) => s.file).filter((f) => f !== '[spaces list]')).toEqual([
        expect.stringMatching(/better-sqlite3[\\/]lib[\\/]database\.js$/),
      ]);
      const named = setFiles(packFile(cache), SET).map(([name]) => name);
      expect(named.filter((name) => /better-sqlite3[\\/]lib[\\/]database\.js:/.test(name))).toEqual([database]);
    },
  );

  it('learns commands by their names only: a token or path typed in their place is not written to the pack', async () => {
    const cache = tempDir();
    const env = workspace(cache);
    const secret = 'dct_NotAToken0123456789';
    expect((await runBin([secret, 'list'], env)).exitCode).toBe(2);
    expect((await runBin(['spaces', '/tmp/some/Path'], env)).exitCode).not.toBe(0);
    expect((await runBin(['spaces', 'list', '-o', 'ids'], env)).exitCode).toBe(0);
    const text = readFileSync(packFile(cache)).toString('latin1');
    expect(text).not.toContain(secret);
    expect(text).not.toContain('/tmp/some/Path');
    expect(packIndex(packFile(cache)).index['#commands']).toEqual(['spaces', 'spaces list']);
  });

  it('commands that read markdown keep their code in a pack of their own, taken back beside the other', async () => {
    // They run without V8's pretenuring, a flag the launcher sets before compiling; V8 checks kept
    // code against its flags, so one pack for both would be refused and written on every switch.
    const cache = tempDir();
    const folder = join(tempDir(), 'docs');
    mkdirSync(folder);
    writeFileSync(join(folder, 'README.md'), '# Home\n\nSome *text* and a [link](other.md).\n');
    writeFileSync(join(folder, 'other.md'), '# Other\n\n- one\n- two\n');
    // A configuration folder of its own each run: no kept facts, so every check parses the pages.
    const check = () =>
      tracedRun(['check', folder], workspace(cache, { DOCS_CLI_CONFIG_DIR: tempDir(), DOCS_CLI_DEBUG_COUNTERS: '1' }));
    const list = () => tracedRun(['spaces', 'list', '-o', 'ids'], workspace(cache));
    for (let i = 0; i < 3; i++) {
      expect((await check()).exitCode).toBe(0);
      expect((await list()).exitCode).toBe(0);
    }
    const settled = [identity(packFile(cache, '-np')), identity(packFile(cache))];
    const checked = await check();
    expect(checked.exitCode, checked.stderr).toBe(0);
    expect(checked.stderr).toMatch(/"markdownParses":[1-9]/);
    expect(checked.scripts).toEqual([{ file: '[check]', cached: true, rejected: false }]);
    const listed = await list();
    expect(listed.exitCode, listed.stderr).toBe(0);
    expect(listed.scripts).toEqual(ONLY_THE_SET);
    expect([identity(packFile(cache, '-np')), identity(packFile(cache))]).toEqual(settled);
    expect(packIndex(packFile(cache, '-np')).index['#commands']).toEqual(['check']);
    expect(packIndex(packFile(cache)).index['#commands']).toEqual(['spaces list']);
  });

  it("a command's first run keeps the code it compiled in chunks another command cached first", async () => {
    const cache = tempDir();
    const env = workspace(cache);
    const tokens = await runBin(['server', 'tokens'], env);
    expect(tokens.exitCode, tokens.stderr).toBe(0);
    const before = packIndex(packFile(cache)).index;
    const list = await runBin(['spaces', 'list', '-o', 'ids'], env);
    expect(list.exitCode, list.stderr).toBe(0);
    const after = packIndex(packFile(cache)).index;
    expect(after['#commands']).toEqual(['server tokens', 'spaces list']);
    // The chunks both commands load now hold both commands' functions: never less than before,
    // and more in all (the request, the service's list route and the table are spaces list's own).
    const shared = Object.keys(before).filter((name) => name !== '#commands' && after[name]);
    const size = (index: Record<string, [number, number]>) => shared.reduce((sum, name) => sum + index[name]![1], 0);
    for (const name of shared) expect(after[name]![1], name).toBeGreaterThanOrEqual(before[name]![1]);
    expect(size(after)).toBeGreaterThan(size(before));
  });

  it('a damaged chunk, a damaged file or a nonsensical index is written anew, and the command runs as before', async () => {
    const cache = tempDir();
    const env = workspace(cache);
    const first = await runBin(['spaces', 'list', '-o', 'ids'], env);
    expect(first.exitCode, first.stderr).toBe(0);
    const pack = packFile(cache);
    const { index, base } = packIndex(pack);
    const bytes = readFileSync(pack);
    const [offset, length] = index['main.cjs']!;
    bytes.fill(7, base + offset, base + offset + length);
    writeFileSync(pack, bytes);
    const again = await runBin(['spaces', 'list', '-o', 'ids'], env);
    expect(again).toMatchObject({ exitCode: 0, stdout: first.stdout, stderr: '' });
    const fixed = packIndex(pack);
    const [at, size] = fixed.index['main.cjs']!;
    expect(
      readFileSync(pack)
        .subarray(fixed.base + at, fixed.base + at + size)
        .every((b) => b === 7),
    ).toBe(false);

    writeFileSync(pack, 'not a pack');
    const third = await runBin(['spaces', 'list', '-o', 'ids'], env);
    expect(third).toMatchObject({ exitCode: 0, stdout: first.stdout, stderr: '' });
    const rebuilt = Object.keys(packIndex(pack).index);
    expect(rebuilt).toContain('main.cjs');
    expect(Object.keys(fixed.index)).toEqual(expect.arrayContaining(rebuilt));
    // Learned again: two more runs make the set and keep its code, and then nothing is written.
    for (let i = 0; i < 2; i++) expect((await runBin(['spaces', 'list', '-o', 'ids'], env)).stdout).toBe(first.stdout);
    const written = identity(pack);
    expect((await runBin(['spaces', 'list', '-o', 'ids'], env)).stdout).toBe(first.stdout);
    expect(identity(pack)).toBe(written);

    // An index that parses but says nonsense: each entry is read as missing, none as code.
    for (const index of [
      { 'main.cjs': ['x', -1], 'chunks/a.cjs': [0, 1e15], constructor: [0, 4] },
      { 'main.cjs': [1e9, 10] },
      [1, 2],
      null,
    ]) {
      const json = Buffer.from(JSON.stringify(index));
      const length = Buffer.alloc(4);
      length.writeUInt32LE(json.length, 0);
      writeFileSync(pack, Buffer.concat([length, json, Buffer.alloc(16)]));
      const run = await runBin(['spaces', 'list', '-o', 'ids'], env);
      expect(run, JSON.stringify(index)).toMatchObject({ exitCode: 0, stdout: first.stdout, stderr: '' });
      expect(Object.keys(packIndex(pack).index)).toContain('main.cjs');
    }
    expect(readdirSync(join(cache, 'docs-cli', 'compile-cache')).filter((n) => /\.v8\.\d+$/.test(n))).toEqual([]);
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
    const old = join(root, 'bundle-0000000000000000-v20.0.0-x64.v8');
    const oldFolder = join(root, 'bundle-2222222222222222-v20.0.0-x64');
    const recent = join(root, 'bundle-1111111111111111-v20.0.0-x64.v8');
    const notOurs = join(root, 'v24-node-own-cache');
    for (const folder of [oldFolder, notOurs]) mkdirSync(folder, { recursive: true });
    for (const file of [old, recent]) writeFileSync(file, 'code');
    const weekAndADay = new Date(Date.now() - 8 * 24 * 3600 * 1000);
    for (const path of [old, oldFolder, notOurs]) utimesSync(path, weekAndADay, weekAndADay);
    const run = await runBin(['spaces', 'list', '-o', 'ids'], workspace(cache));
    expect(run.exitCode, run.stderr).toBe(0);
    expect(
      readdirSync(root)
        .filter((n) => n.startsWith('bundle-') || n === 'v24-node-own-cache')
        .sort(),
    ).toEqual(
      [packFile(cache).split('/').at(-1), 'bundle-1111111111111111-v20.0.0-x64.v8', 'v24-node-own-cache'].sort(),
    );
  });
});
