/** What the store needs of a SQLite binding; each driver adapts one library to it. */
export interface RunResult {
  changes: number;
  lastInsertRowid: number | bigint;
}

export interface PreparedStatement {
  get(...params: unknown[]): unknown;
  all(...params: unknown[]): unknown[];
  run(...params: unknown[]): RunResult;
}

export interface SqliteConnection {
  /** Which binding this is, for diagnostics and the benchmark. */
  readonly driver: 'node:sqlite' | 'better-sqlite3';
  prepare(sql: string): PreparedStatement;
  /** Runs one or more statements that return no rows (DDL, PRAGMA, BEGIN/COMMIT). */
  exec(sql: string): void;
  close(): void;
}
