import { planStableSql } from './plan-stable-sql.js';
import { objectRows } from './rows.js';
import type { PreparedStatement, RunResult, SqliteConnection } from './types.js';

interface StatementSync {
  get(...params: unknown[]): Record<string, unknown> | undefined;
  all(...params: unknown[]): Record<string, unknown>[];
  run(...params: unknown[]): RunResult;
  /** Node 22.16 and later. */
  setReturnArrays?(enabled: boolean): void;
  columns?(): { name: string }[];
}
interface DatabaseSync {
  prepare(sql: string): StatementSync;
  exec(sql: string): void;
  close(): void;
}
interface NodeSqlite {
  DatabaseSync: new (file: string) => DatabaseSync;
}

/** node:sqlite answers BLOBs as Uint8Array; the store reads them as Buffer (as better-sqlite3 gives). */
function asBuffer(value: unknown): unknown {
  return value instanceof Uint8Array && !Buffer.isBuffer(value)
    ? Buffer.from(value.buffer, value.byteOffset, value.byteLength)
    : value;
}

function withBuffers<T extends Record<string, unknown> | undefined>(row: T): T {
  if (!row) return row;
  for (const key in row) (row as Record<string, unknown>)[key] = asBuffer(row[key]);
  return row;
}

/** `all` answering arrays turned into objects, where node:sqlite can answer arrays. */
function allRows(statement: StatementSync): (...params: unknown[]) => Record<string, unknown>[] {
  const { setReturnArrays, columns } = statement;
  if (typeof setReturnArrays !== 'function' || typeof columns !== 'function')
    return (...params) => statement.all(...params).map(withBuffers);
  const arrays = statement as unknown as { all(...params: unknown[]): unknown[][] };
  return objectRows(
    () => columns.call(statement).map((c) => c.name),
    (params) => {
      setReturnArrays.call(statement, true);
      try {
        return arrays.all(...params);
      } finally {
        setReturnArrays.call(statement, false);
      }
    },
    asBuffer,
  );
}

const PRIMARY_CODES: Record<number, string> = {
  1: 'ERROR',
  2: 'INTERNAL',
  3: 'PERM',
  4: 'ABORT',
  5: 'BUSY',
  6: 'LOCKED',
  7: 'NOMEM',
  8: 'READONLY',
  9: 'INTERRUPT',
  10: 'IOERR',
  11: 'CORRUPT',
  12: 'NOTFOUND',
  13: 'FULL',
  14: 'CANTOPEN',
  15: 'PROTOCOL',
  16: 'EMPTY',
  17: 'SCHEMA',
  18: 'TOOBIG',
  19: 'CONSTRAINT',
  20: 'MISMATCH',
  21: 'MISUSE',
  22: 'NOLFS',
  23: 'AUTH',
  24: 'FORMAT',
  25: 'RANGE',
  26: 'NOTADB',
};
const EXTENDED_CODES: Record<number, string> = {
  275: 'CONSTRAINT_CHECK',
  787: 'CONSTRAINT_FOREIGNKEY',
  1299: 'CONSTRAINT_NOTNULL',
  1555: 'CONSTRAINT_PRIMARYKEY',
  2067: 'CONSTRAINT_UNIQUE',
  261: 'BUSY_RECOVERY',
  517: 'BUSY_SNAPSHOT',
  262: 'LOCKED_SHAREDCACHE',
};

/** node:sqlite errors carry `code: ERR_SQLITE_ERROR` and the SQLite number; give them better-sqlite3's `SQLITE_*` code. */
function translated(error: unknown): unknown {
  const e = error as { code?: unknown; errcode?: unknown };
  if (e && e.code === 'ERR_SQLITE_ERROR' && typeof e.errcode === 'number') {
    const name = EXTENDED_CODES[e.errcode] ?? PRIMARY_CODES[e.errcode & 0xff];
    if (name) e.code = `SQLITE_${name}`;
  }
  return error;
}

function guarded<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  return (...args: A) => {
    try {
      return fn(...args);
    } catch (error) {
      throw translated(error);
    }
  };
}

/**
 * Loads node:sqlite, silencing only the one warning Node 22 emits the first time it is loaded
 * ("SQLite is an experimental feature"): every other warning still reaches the user.
 */
function loadNodeSqlite(): NodeSqlite {
  const emitWarning = process.emitWarning;
  process.emitWarning = function (this: unknown, warning: string | Error, ...rest: unknown[]) {
    const text = typeof warning === 'string' ? warning : warning.message;
    const type =
      typeof rest[0] === 'string'
        ? rest[0]
        : ((rest[0] as { type?: string } | undefined)?.type ?? (warning instanceof Error ? warning.name : undefined));
    if (type === 'ExperimentalWarning' && /\bSQLite\b/.test(text)) return;
    return (emitWarning as (...args: unknown[]) => void).call(process, warning, ...rest);
  } as typeof process.emitWarning;
  try {
    return process.getBuiltinModule('node:sqlite') as NodeSqlite;
  } finally {
    process.emitWarning = emitWarning;
  }
}

export function openNodeSqlite(file: string): SqliteConnection {
  const { DatabaseSync } = loadNodeSqlite();
  const db = guarded(() => new DatabaseSync(file))();
  return {
    driver: 'node:sqlite',
    prepare: guarded((sql: string): PreparedStatement => {
      const statement = db.prepare(planStableSql(sql));
      return {
        get: guarded((...params: unknown[]) => withBuffers(statement.get(...params))),
        all: guarded(allRows(statement)),
        run: guarded((...params: unknown[]) => statement.run(...params)),
      };
    }),
    exec: guarded((sql: string) => db.exec(sql)),
    close: () => db.close(),
  };
}
