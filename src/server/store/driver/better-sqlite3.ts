import { createRequire } from 'node:module';
import type { SqliteConnection } from './types.js';

interface BetterSqlite3Database {
  prepare(sql: string): {
    get(...p: unknown[]): unknown;
    all(...p: unknown[]): unknown[];
    run(...p: unknown[]): { changes: number; lastInsertRowid: number | bigint };
  };
  exec(sql: string): void;
  close(): void;
}

/** better-sqlite3, the driver for Node 20 (an optional dependency: Node 22 and later never load it). */
export function openBetterSqlite3(file: string): SqliteConnection {
  let Database: new (file: string) => BetterSqlite3Database;
  try {
    Database = createRequire(import.meta.url)('better-sqlite3') as typeof Database;
  } catch (error) {
    throw new Error(
      `Node.js ${process.versions.node} needs the better-sqlite3 package for the embedded service, and it could not be loaded ` +
        `(${(error as Error).message.split('\n')[0]}). Reinstall with a C++ compiler available, or use Node.js 22.13 or later, which has SQLite built in.`,
    );
  }
  let db: BetterSqlite3Database;
  try {
    db = new Database(file);
  } catch (error) {
    // better-sqlite3 checks the folder itself and throws without a code; SQLite (and node:sqlite) say CANTOPEN.
    if (error instanceof TypeError && /directory does not exist/.test(error.message))
      Object.assign(error, { code: 'SQLITE_CANTOPEN' });
    throw error;
  }
  return {
    driver: 'better-sqlite3',
    prepare: (sql) => db.prepare(sql),
    exec: (sql) => db.exec(sql),
    close: () => db.close(),
  };
}
