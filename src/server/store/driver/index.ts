import { openBetterSqlite3 } from './better-sqlite3.js';
import { openNodeSqlite } from './node-sqlite.js';
import type { SqliteConnection } from './types.js';

export type DriverName = SqliteConnection['driver'];

/** node:sqlite where Node has it unflagged (22.13 and later), better-sqlite3 before that. */
export function defaultDriver(version = process.versions.node): DriverName {
  const [major = 0, minor = 0] = version.split('.').map(Number);
  return major > 22 || (major === 22 && minor >= 13) ? 'node:sqlite' : 'better-sqlite3';
}

/** DOCS_CLI_SQLITE_DRIVER picks one explicitly (tests of the seam; a user working around a bug). */
export function chosenDriver(env: NodeJS.ProcessEnv = process.env): DriverName {
  const wanted = env.DOCS_CLI_SQLITE_DRIVER;
  if (wanted === 'node:sqlite' || wanted === 'better-sqlite3') return wanted;
  if (wanted) throw new Error(`DOCS_CLI_SQLITE_DRIVER must be node:sqlite or better-sqlite3, not "${wanted}"`);
  return defaultDriver();
}

export function openConnection(file: string, driver: DriverName = chosenDriver()): SqliteConnection {
  return driver === 'node:sqlite' ? openNodeSqlite(file) : openBetterSqlite3(file);
}

export type { SqliteConnection } from './types.js';
