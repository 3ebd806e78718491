import { describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { build } from 'esbuild';
import { openDatabase } from '../../../src/server/store/db.js';
import { chosenDriver, defaultDriver, type DriverName } from '../../../src/server/store/driver/index.js';
import { migrations } from '../../../src/server/store/migrations.js';
import { tempDir } from '../../helpers/cli.js';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const OPEN_FRESH_STORES = new URL('../../fixtures/store/open-fresh-stores.mjs', import.meta.url);

/** openDatabase as plain JavaScript for worker threads, placed where it finds the project's packages. */
async function bundledStore(): Promise<string> {
  const outfile = join(ROOT, 'node_modules', '.cache', 'docs-cli-tests', `store-${process.pid}.mjs`);
  await build({
    entryPoints: [join(ROOT, 'src/server/store/db.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    outfile,
    logLevel: 'silent',
  });
  return outfile;
}

/** The drivers this runtime can load: node:sqlite from 22.13 on; better-sqlite3 only on Node 20 (it aborts on 24). */
function loadableDrivers(): DriverName[] {
  const major = Number(process.versions.node.split('.')[0]);
  return major >= 22 ? ['node:sqlite'] : ['better-sqlite3'];
}

describe('driver choice', () => {
  it('takes node:sqlite from Node 22.13 on and better-sqlite3 before', () => {
    expect(defaultDriver('20.18.1')).toBe('better-sqlite3');
    expect(defaultDriver('22.12.0')).toBe('better-sqlite3');
    expect(defaultDriver('22.13.0')).toBe('node:sqlite');
    expect(defaultDriver('24.21.0')).toBe('node:sqlite');
    expect(defaultDriver('26.10.0')).toBe('node:sqlite');
    expect(chosenDriver({})).toBe(defaultDriver());
    expect(chosenDriver({ DOCS_CLI_SQLITE_DRIVER: 'node:sqlite' })).toBe('node:sqlite');
    expect(() => chosenDriver({ DOCS_CLI_SQLITE_DRIVER: 'mysql' })).toThrow(/node:sqlite or better-sqlite3/);
  });
});

describe.each(loadableDrivers())('the store on %s', (driver) => {
  const open = () => openDatabase(join(tempDir(), 'store.db'), driver);

  it('answers a repeated total from memory only while nothing changed, here or in another connection', () => {
    const file = join(tempDir(), 'store.db');
    const db = openDatabase(file, driver);
    const other = openDatabase(file, driver);
    db.exec('CREATE TABLE things (id INTEGER PRIMARY KEY)');
    const total = () => db.getUnchanged<{ n: number }>('SELECT COUNT(*) AS n FROM things')!.n;
    expect(total()).toBe(0);
    db.run('INSERT INTO things DEFAULT VALUES');
    expect(total()).toBe(1);
    other.run('INSERT INTO things DEFAULT VALUES');
    expect(total()).toBe(2);
    expect(total()).toBe(2);
    db.tx(() => {
      db.run('INSERT INTO things DEFAULT VALUES');
      expect(total()).toBe(3);
    });
    other.run('DELETE FROM things');
    expect(total()).toBe(0);
    other.close();
    db.close();
  });

  it('remembers within a request cycle: its own writes are seen at once, a commit elsewhere from the next cycle', () => {
    const file = join(tempDir(), 'store.db');
    const db = openDatabase(file, driver);
    const other = openDatabase(file, driver);
    db.exec('CREATE TABLE things (id INTEGER PRIMARY KEY)');
    const total = () => db.getUnchanged<{ n: number }>('SELECT COUNT(*) AS n FROM things')!.n;
    db.cycle(() => {
      expect(total()).toBe(0);
      db.run('INSERT INTO things DEFAULT VALUES');
      expect(total()).toBe(1);
      other.run('INSERT INTO things DEFAULT VALUES');
      // Read as if just before the other commit: the cycle read data_version once.
      expect(total()).toBe(1);
    });
    expect(total()).toBe(2);
    db.cycle(() => expect(total()).toBe(2));
    other.run('DELETE FROM things');
    db.cycle(() => expect(total()).toBe(0));
    other.close();
    db.close();
  });

  it('runs in WAL mode with a busy timeout, foreign keys on and every migration applied', () => {
    const db = open();
    expect(db.driver).toBe(driver);
    expect(db.get<{ journal_mode: string }>('PRAGMA journal_mode')?.journal_mode).toBe('wal');
    expect(db.get<{ timeout: number }>('PRAGMA busy_timeout')?.timeout).toBe(15000);
    expect(db.get<{ foreign_keys: number }>('PRAGMA foreign_keys')?.foreign_keys).toBe(1);
    expect(db.all<{ id: string }>('SELECT id FROM schema_migrations ORDER BY rowid').map((r) => r.id)).toEqual(
      migrations.map((m) => m.id),
    );
    db.close();
  });

  it('rolls back a failed transaction whole, and a failed nested one to its savepoint', () => {
    const db = open();
    db.exec('CREATE TABLE t (v TEXT UNIQUE)');
    expect(() =>
      db.tx(() => {
        db.run('INSERT INTO t VALUES (?)', 'a');
        db.run('INSERT INTO t VALUES (?)', 'a');
      }),
    ).toThrow();
    expect(db.all('SELECT v FROM t')).toEqual([]);
    db.tx(() => {
      db.run('INSERT INTO t VALUES (?)', 'outer');
      expect(() =>
        db.tx(() => {
          db.run('INSERT INTO t VALUES (?)', 'inner');
          throw new Error('no');
        }),
      ).toThrow('no');
    });
    expect(db.all<{ v: string }>('SELECT v FROM t').map((r) => r.v)).toEqual(['outer']);
    // An async function would commit before its awaits: refused, and what it did is rolled back.
    const pending = (): Promise<void> => {
      db.run('INSERT INTO t VALUES (?)', 'async');
      return Promise.resolve();
    };
    expect(() => db.tx(pending)).toThrow('a transaction function cannot return a promise');
    expect(db.all<{ v: string }>('SELECT v FROM t').map((r) => r.v)).toEqual(['outer']);
    db.close();
  });

  it('gives the same error codes, BLOBs as Buffers and full-text search', () => {
    const db = open();
    db.exec('CREATE TABLE t (v TEXT UNIQUE, b BLOB)');
    db.run('INSERT INTO t VALUES (?, ?)', 'x', Buffer.from([0, 255, 7]));
    let code: unknown;
    try {
      db.run('INSERT INTO t VALUES (?, ?)', 'x', null);
    } catch (error) {
      code = (error as { code?: string }).code;
    }
    expect(code).toBe('SQLITE_CONSTRAINT_UNIQUE');
    const blob = db.get<{ b: Buffer }>('SELECT b FROM t')!.b;
    expect(Buffer.isBuffer(blob)).toBe(true);
    expect([...blob]).toEqual([0, 255, 7]);
    db.exec("CREATE VIRTUAL TABLE f USING fts5(body); INSERT INTO f VALUES ('merging change requests line by line')");
    expect(db.all('SELECT body FROM f WHERE f MATCH ?', 'requests')).toHaveLength(1);
    db.close();
    let openCode: unknown;
    try {
      openDatabase(join(tempDir(), 'missing', 'dir', 'store.db'), driver);
    } catch (error) {
      openCode = (error as { code?: string }).code;
    }
    expect(openCode).toBe('SQLITE_CANTOPEN');
  });

  it('answers rows as objects of every column, few or many, BLOBs, nulls and repeated names alike', () => {
    const db = open();
    db.exec('CREATE TABLE r (n INTEGER, t TEXT, b BLOB, z TEXT)');
    for (let i = 0; i < 100; i++) db.run('INSERT INTO r VALUES (?, ?, ?, NULL)', i, `row ${i}`, Buffer.from([i, 255]));
    const expected = (i: number) => ({ n: i, t: `row ${i}`, b: Buffer.from([i, 255]), z: null, again: `row ${i}` });
    // Below and above the count from which the rows are built by a compiled maker.
    for (const limit of [3, 100]) {
      const rows = db.all<Record<string, unknown>>('SELECT n, t, b, z, t AS again FROM r ORDER BY n LIMIT ?', limit);
      expect(rows).toEqual(Array.from({ length: limit }, (_, i) => expected(i)));
      expect(rows.every((row) => Buffer.isBuffer(row.b))).toBe(true);
    }
    // A repeated column name keeps its last value, as the drivers' own objects do.
    expect(db.all('SELECT n, t AS n FROM r ORDER BY r.rowid LIMIT 70')[69]).toEqual({ n: 'row 69' });
    // A statement that answers no rows still runs through all().
    expect(db.all('UPDATE r SET z = t RETURNING n').length).toBe(100);
    db.close();
  });

  it('opens one fresh store from 8 threads at once, round after round, none told the store is locked', async () => {
    const threads = 8;
    const rounds = 150;
    const dir = tempDir();
    const files = Array.from({ length: rounds }, (_, round) => join(dir, `store-${round}.db`));
    const barrier = new SharedArrayBuffer(4 * rounds);
    const bundle = await bundledStore();
    const errors = await Promise.all(
      Array.from(
        { length: threads },
        () =>
          new Promise<string[]>((resolve, reject) => {
            const worker = new Worker(OPEN_FRESH_STORES, {
              workerData: { bundle: pathToFileURL(bundle).href, driver, files, threads, barrier },
            });
            worker.once('message', resolve);
            worker.once('error', reject);
          }),
      ),
    );
    rmSync(bundle);
    expect(errors.flat()).toEqual([]);
  }, 120_000);

  it('leaves every other process warning alone', () => {
    const before = process.emitWarning;
    open().close();
    expect(process.emitWarning).toBe(before);
  });
});
