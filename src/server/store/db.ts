import { migrations } from './migrations.js';
import { openConnection, type DriverName, type SqliteConnection } from './driver/index.js';
import type { PreparedStatement, RunResult } from './driver/types.js';

/**
 * The one door to SQLite: a statement cache and immediate transactions (safe with several
 * writers), the same on every driver (better-sqlite3 on Node 20, node:sqlite on 22.13 and later).
 */
export class Db {
  private readonly statements = new Map<string, PreparedStatement>();
  private depth = 0;
  private readonly unchanged = new Map<string, unknown>();
  private unchangedSince = '';
  private readonly ahead = new Map<string, { version: string; answer: unknown }>();
  /**
   * Inside `cycle`: the version read once for it, dropped by every write on this connection (run,
   * exec, tx); commits by others are seen from the next cycle.
   */
  private cycleVersion: string | undefined;
  private cycles = 0;
  /** Writes on this connection so far (part of `version`). */
  private writes = 0;

  constructor(private readonly connection: SqliteConnection) {}

  get driver(): DriverName {
    return this.connection.driver;
  }

  private stmt(sql: string): PreparedStatement {
    let s = this.statements.get(sql);
    if (!s) {
      // A few statements embed a value (a count); keep the cache bounded whatever they do.
      if (this.statements.size >= 1000) this.statements.clear();
      s = this.connection.prepare(sql);
      this.statements.set(sql, s);
    }
    return s;
  }

  get<T>(sql: string, ...params: unknown[]): T | undefined {
    return this.stmt(sql).get(...params) as T | undefined;
  }

  /**
   * `get`, answered again from memory while the database has not changed: no write on this
   * connection (total_changes) and no commit by another (data_version). For list totals, which
   * every page of a long listing repeats and which cost a scan each.
   */
  getUnchanged<T>(sql: string, ...params: unknown[]): T | undefined {
    return this.whileUnchanged(JSON.stringify([sql, params]), () => this.get<T>(sql, ...params));
  }

  /** What `compute` made under this key, kept while the database has not changed (see getUnchanged). */
  whileUnchanged<T>(key: string, compute: () => T): T {
    if (this.depth > 0) return compute();
    const version = this.version();
    if (version !== this.unchangedSince) {
      this.unchanged.clear();
      this.unchangedSince = version;
    }
    if (this.unchanged.has(key)) return this.unchanged.get(key) as T;
    const answer = compute();
    if (this.unchanged.size >= 256) this.unchanged.clear();
    this.unchanged.set(key, answer);
    return answer;
  }

  /**
   * Keeps an answer read ahead of its request (the next page of a long listing), to be taken once
   * by `takeAhead` if the database is still unchanged then. At most a few are kept.
   */
  keepAhead(key: string, answer: unknown): void {
    if (this.depth > 0) return;
    if (this.ahead.size >= 4) this.ahead.delete(this.ahead.keys().next().value!);
    this.ahead.set(key, { version: this.version(), answer });
  }

  takeAhead<T>(key: string): T | undefined {
    const kept = this.ahead.get(key);
    if (!kept) return undefined;
    this.ahead.delete(key);
    return this.depth === 0 && kept.version === this.version() ? (kept.answer as T) : undefined;
  }

  /**
   * Runs the synchronous part of one request: `version` is read once for it (data_version for
   * commits by other connections, the count of writes here) and read again only after a write
   * on this connection, so what a request remembers (`whileUnchanged`) costs one read of the
   * version, not one per lookup. A commit elsewhere during the cycle is seen from the next one, as
   * if this request had read just before it. Writes go through run, exec and tx (no statement
   * read with get or all writes).
   */
  cycle<T>(fn: () => T): T {
    this.cycles++;
    try {
      return fn();
    } finally {
      if (--this.cycles === 0) this.cycleVersion = undefined;
    }
  }

  /**
   * Changes with every write on this connection (counted here: every run, exec and tx, whether
   * or not it changed a row) and every commit by another (data_version). One statement a call:
   * it is the one every request of the service reads.
   */
  private version(): string {
    if (this.cycleVersion !== undefined) return this.cycleVersion;
    const dataVersion = this.get<{ data_version: number }>('PRAGMA data_version')!.data_version;
    const version = `${dataVersion}:${this.writes}`;
    if (this.cycles > 0) this.cycleVersion = version;
    return version;
  }

  all<T>(sql: string, ...params: unknown[]): T[] {
    return this.stmt(sql).all(...params) as T[];
  }

  run(sql: string, ...params: unknown[]): RunResult {
    try {
      return this.stmt(sql).run(...params);
    } finally {
      this.writes++;
      this.cycleVersion = undefined;
    }
  }

  /** Statements that return nothing: migrations, pragmas. */
  exec(sql: string): void {
    try {
      this.connection.exec(sql);
    } finally {
      this.writes++;
      this.cycleVersion = undefined;
    }
  }

  /** Runs fn in a BEGIN IMMEDIATE transaction (a savepoint when nested); any throw rolls it back. */
  tx<T>(fn: () => T): T {
    const savepoint = this.depth > 0 ? `docs_cli_${this.depth}` : undefined;
    this.connection.exec(savepoint ? `SAVEPOINT ${savepoint}` : 'BEGIN IMMEDIATE');
    this.depth++;
    try {
      const result = fn();
      // Work after an await would run outside the transaction: refuse, as better-sqlite3 does.
      if (result instanceof Promise) throw new TypeError('a transaction function cannot return a promise');
      this.connection.exec(savepoint ? `RELEASE ${savepoint}` : 'COMMIT');
      return result;
    } catch (error) {
      try {
        this.connection.exec(savepoint ? `ROLLBACK TO ${savepoint}; RELEASE ${savepoint}` : 'ROLLBACK');
      } catch {
        // SQLite already rolled back (a full disk, an interrupted statement): the first error is the one to report.
      }
      throw error;
    } finally {
      this.depth--;
      this.writes++;
      this.cycleVersion = undefined;
    }
  }

  close(): void {
    this.statements.clear();
    this.connection.close();
  }
}

export function openDatabase(file: string, driver?: DriverName): Db {
  const db = new Db(openConnection(file, driver));
  db.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
  if (file !== ':memory:') useWriteAheadLog(db);
  db.exec('PRAGMA synchronous = NORMAL');
  db.exec('PRAGMA foreign_keys = ON');
  migrate(db);
  return db;
}

/** How long a statement waits for another connection's lock before it reports the store busy. */
const BUSY_TIMEOUT_MS = 15_000;

/**
 * Turns a new store to WAL. Processes opening one fresh store at once race to switch it, and SQLite
 * answers the loser "database is locked" without waiting (its busy handler does not cover the
 * switch): wait here instead, as busy_timeout would, and try again.
 */
function useWriteAheadLog(db: Db): void {
  const giveUpAt = Date.now() + BUSY_TIMEOUT_MS;
  for (;;) {
    try {
      db.exec('PRAGMA journal_mode = WAL');
      return;
    } catch (error) {
      if (!String((error as { code?: unknown }).code).startsWith('SQLITE_BUSY') || Date.now() >= giveUpAt) throw error;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10);
    }
  }
}

/** Applies pending migrations in order, each once, all in one immediate transaction. */
export function migrate(db: Db): void {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (id TEXT PRIMARY KEY, applied_at TEXT NOT NULL)');
  const applied = new Set(db.all<{ id: string }>('SELECT id FROM schema_migrations').map((r) => r.id));
  if (migrations.every((m) => applied.has(m.id))) return;
  db.tx(() => {
    const done = new Set(db.all<{ id: string }>('SELECT id FROM schema_migrations').map((r) => r.id));
    for (const m of migrations) {
      if (done.has(m.id)) continue;
      db.exec(m.sql);
      db.run('INSERT INTO schema_migrations (id, applied_at) VALUES (?, ?)', m.id, new Date().toISOString());
    }
  });
}
