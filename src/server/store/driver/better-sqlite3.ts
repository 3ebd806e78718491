import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { objectRows } from './rows.js';
import type { SqliteConnection } from './types.js';

interface BetterSqlite3Statement {
  readonly reader: boolean;
  get(...p: unknown[]): unknown;
  all(...p: unknown[]): unknown[];
  run(...p: unknown[]): { changes: number; lastInsertRowid: number | bigint };
  raw(enabled: boolean): BetterSqlite3Statement;
  columns(): { name: string }[];
}

interface BetterSqlite3Database {
  prepare(sql: string): BetterSqlite3Statement;
  exec(sql: string): void;
  close(): void;
}

/** What a Node 20 install lacks when the driver is missing (docs/install.md). */
export const NODE20_DRIVER_STEP = 'npm install better-sqlite3@12';

/** The optional local package (packages/sqlite-node20) npm installs on Node 20 only, by its engines. */
const NODE20_PACKAGE = 'docs-cli-sqlite-node20';

type DatabaseClass = new (file: string, options?: { nativeBinding?: string }) => BetterSqlite3Database;

/**
 * The module's own `require` where it has one (docs-cli's bundle is CommonJS), or undefined in an
 * ES module: there a bundler's stand-in for `require` is a function too, but one without `resolve`
 * that throws when called.
 */
const globalRequire: NodeJS.Require | undefined =
  typeof require === 'function' && typeof require.resolve === 'function' ? require : undefined;

/**
 * better-sqlite3 from docs-cli's Node 20 package (which finds it nested under itself or hoisted),
 * else beside docs-cli (installed by hand, e.g. beside a global install from a tarball).
 */
function loadDriver(): { Database: DatabaseClass; packageJson: string } {
  // In the bundle, the launcher's require: it loads the driver's JavaScript with its compiled code
  // kept (bin/docs-cli.js, CACHED_PACKAGES). Run from the sources, Node's.
  const require = globalRequire ?? createRequire(import.meta.url);
  try {
    return require(NODE20_PACKAGE) as { Database: DatabaseClass; packageJson: string };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'MODULE_NOT_FOUND') throw error;
  }
  return {
    Database: require('better-sqlite3') as DatabaseClass,
    packageJson: require.resolve('better-sqlite3/package.json'),
  };
}

/**
 * better-sqlite3, the driver for Node 20. It comes with the optional package docs-cli-sqlite-node20,
 * which npm installs on Node 20 and skips (compiling nothing) on Node 22 and later.
 */
export function openBetterSqlite3(file: string): SqliteConnection {
  let Database: DatabaseClass;
  let addon: string | undefined;
  try {
    const driver = loadDriver();
    Database = driver.Database;
    // Its compiled addon, named directly: the package's own lookup (`bindings`) stats a dozen paths.
    addon = join(dirname(driver.packageJson), 'build', 'Release', 'better_sqlite3.node');
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
    prepare: (sql) => {
      const statement = db.prepare(sql);
      return { get: statement.get.bind(statement), all: allRows(statement), run: statement.run.bind(statement) };
    },
    exec: (sql) => db.exec(sql),
    close: () => db.close(),
  };
}

/**
 * `all` answering arrays turned into objects: better-sqlite3 builds each row object property by
 * property through V8's API, which for a page of 1,000 members costs more than the query.
 */
function allRows(statement: BetterSqlite3Statement): (...params: unknown[]) => unknown[] {
  if (!statement.reader) return (...params) => statement.all(...params);
  return objectRows(
    () => statement.columns().map((c) => c.name),
    (params) => {
      statement.raw(true);
      try {
        return statement.all(...params) as unknown[][];
      } finally {
        statement.raw(false);
      }
    },
  );
}
