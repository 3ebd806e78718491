import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
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

/** The one step Node 20 needs (docs/install.md); the package never installs the driver on its own. */
export const NODE20_DRIVER_STEP = 'npm install better-sqlite3@12';

/**
 * better-sqlite3, the driver for Node 20. It is not a dependency (an install on Node 22 and later
 * would compile it for nothing): Node 20 users install it beside docs-cli, once.
 */
export function openBetterSqlite3(file: string): SqliteConnection {
  let Database: new (file: string, options?: { nativeBinding?: string }) => BetterSqlite3Database;
  let addon: string | undefined;
  try {
    const require = createRequire(import.meta.url);
    Database = require('better-sqlite3') as typeof Database;
    // Its compiled addon, named directly: the package's own lookup (`bindings`) stats a dozen paths.
    addon = join(dirname(require.resolve('better-sqlite3/package.json')), 'build', 'Release', 'better_sqlite3.node');
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === 'MODULE_NOT_FOUND';
    throw Object.assign(
      new Error(
        `Node.js ${process.versions.node} needs the SQLite driver better-sqlite3 for the embedded service, ` +
          (missing
            ? 'and it is not installed: '
            : `and it could not be loaded (${(error as Error).message.split('\n')[0]}): `) +
          `run ${NODE20_DRIVER_STEP} beside docs-cli's install (with -g for a global one), ` +
          'or use Node.js 22.13 or later, which has SQLite built in',
      ),
      { code: 'DOCS_CLI_NO_SQLITE_DRIVER' },
    );
  }
  let db: BetterSqlite3Database;
  try {
    db = new Database(file, addon && existsSync(addon) ? { nativeBinding: addon } : undefined);
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
