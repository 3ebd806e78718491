import {
  chmodSync,
  closeSync,
  existsSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { dirname } from 'node:path';

const PRIVATE_FILE = 0o600;
const PRIVATE_DIR = 0o700;

export type Warn = (line: string) => void;

/** The files SQLite keeps for a store, and the secrets key kept beside it. */
export const storeFiles = (file: string) => [file, `${file}-wal`, `${file}-shm`, `${file}-journal`, storeKeyPath(file)];
export const storeKeyPath = (file: string) => `${file}.key`;

/**
 * Makes a store readable by its owner only, before SQLite opens it: a folder docs-cli creates is
 * 0700, a new store file is created empty with 0600 (SQLite gives its -wal and -shm files the
 * mode of the database file), and existing files that others could read are tightened, with a warning.
 */
export function secureStoreFiles(file: string, warn: Warn): void {
  const dir = dirname(file);
  if (!existsSync(dir)) mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR });
  closeSync(openSync(file, 'a', PRIVATE_FILE));
  for (const path of storeFiles(file)) tighten(path, warn);
}

function tighten(path: string, warn: Warn): void {
  let mode: number;
  try {
    // Most of these files do not exist: no exception (and its stack trace) for each.
    const stat = statSync(path, { throwIfNoEntry: false });
    if (!stat) return;
    mode = stat.mode & 0o777;
  } catch {
    return;
  }
  if ((mode & 0o077) === 0) return;
  try {
    chmodSync(path, mode & 0o700);
    warn(`${path} was readable by other users (mode ${mode.toString(8)}); it is now ${(mode & 0o700).toString(8)}`);
  } catch {
    warn(`${path} is readable by other users (mode ${mode.toString(8)}) and its mode could not be changed`);
  }
}

/**
 * The content of a private (0600) file, created with `make()` when missing. Creation is atomic
 * (written aside, then linked into place), so two processes opening a new store agree on it.
 */
export function readOrCreatePrivateFile(path: string, make: () => string, warn: Warn): string {
  if (!existsSync(path)) {
    const aside = `${path}.${process.pid}.tmp`;
    writeFileSync(aside, make(), { mode: PRIVATE_FILE });
    try {
      linkSync(aside, path);
    } catch (error) {
      if ((error as { code?: string }).code !== 'EEXIST') throw error;
    } finally {
      unlinkSync(aside);
    }
  }
  tighten(path, warn);
  return readFileSync(path, 'utf8');
}
