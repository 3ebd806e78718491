import Database from 'better-sqlite3';
import type { Statement, RunResult } from 'better-sqlite3';
import { migrations } from './migrations.js';

/** better-sqlite3 with a statement cache and immediate transactions (safe with several writers). */
export class Db {
  private readonly statements = new Map<string, Statement>();

  constructor(readonly raw: Database.Database) {}

  stmt(sql: string): Statement {
    let s = this.statements.get(sql);
    if (!s) {
      // A few statements embed a value (a count); keep the cache bounded whatever they do.
      if (this.statements.size >= 1000) this.statements.clear();
      s = this.raw.prepare(sql);
      this.statements.set(sql, s);
    }
    return s;
  }

  get<T>(sql: string, ...params: unknown[]): T | undefined {
    return this.stmt(sql).get(...params) as T | undefined;
  }

  all<T>(sql: string, ...params: unknown[]): T[] {
    return this.stmt(sql).all(...params) as T[];
  }

  run(sql: string, ...params: unknown[]): RunResult {
    return this.stmt(sql).run(...params);
  }

  /** Runs fn in a BEGIN IMMEDIATE transaction (a savepoint when nested). */
  tx<T>(fn: () => T): T {
    return this.raw.transaction(fn).immediate();
  }

  close(): void {
    this.raw.close();
  }
}

export function openDatabase(file: string): Db {
  const raw = new Database(file);
  raw.pragma('busy_timeout = 15000');
  if (file !== ':memory:') raw.pragma('journal_mode = WAL');
  raw.pragma('synchronous = NORMAL');
  raw.pragma('foreign_keys = ON');
  const db = new Db(raw);
  migrate(db);
  return db;
}

/** Applies pending migrations in order, each once, all in one immediate transaction. */
export function migrate(db: Db): void {
  db.raw.exec('CREATE TABLE IF NOT EXISTS schema_migrations (id TEXT PRIMARY KEY, applied_at TEXT NOT NULL)');
  const applied = new Set(db.all<{ id: string }>('SELECT id FROM schema_migrations').map((r) => r.id));
  if (migrations.every((m) => applied.has(m.id))) return;
  db.tx(() => {
    const done = new Set(db.all<{ id: string }>('SELECT id FROM schema_migrations').map((r) => r.id));
    for (const m of migrations) {
      if (done.has(m.id)) continue;
      db.raw.exec(m.sql);
      db.run('INSERT INTO schema_migrations (id, applied_at) VALUES (?, ?)', m.id, new Date().toISOString());
    }
  });
}
