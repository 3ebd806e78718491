/**
 * Where a store may be: checked before anything is created or changed, so a path given by mistake
 * (a document, a folder, a file of /proc) is refused with one line and left exactly as it was.
 */
import { closeSync, existsSync, openSync, readSync, statfsSync, statSync } from 'node:fs';
import { dirname } from 'node:path';

/** A path that cannot hold a store: the message names it and why. */
export class StorePlaceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StorePlaceError';
  }
}

/** What every SQLite database file starts with. */
const SQLITE_HEADER = Buffer.from('SQLite format 3\0', 'latin1');

/**
 * File systems the kernel makes up (statfs magic numbers, linux/magic.h): their files are not
 * storage, and creating folders in them can loop forever.
 */
const SPECIAL_FILE_SYSTEMS = new Map<number, string>([
  [0x9fa0, 'proc'],
  [0x62656572, 'sysfs'],
  [0x1cd1, 'devpts'],
  [0x64626720, 'debugfs'],
  [0x74726163, 'tracefs'],
  [0x73636673, 'securityfs'],
  [0x27e0eb, 'cgroup'],
  [0x63677270, 'cgroup2'],
  [0xcafe4a11, 'bpf'],
  [0x62656570, 'configfs'],
  [0x6165676c, 'pstore'],
  [0xde5e81e4, 'efivarfs'],
  [0x65735543, 'fusectl'],
  [0x19800202, 'mqueue'],
]);

/** The nearest folder of `file` that exists (the file system a new store would be created on). */
function existingFolder(file: string): string {
  let dir = dirname(file);
  while (!existsSync(dir) && dirname(dir) !== dir) dir = dirname(dir);
  return dir;
}

function startsAsSqlite(file: string): boolean {
  const fd = openSync(file, 'r');
  try {
    const head = Buffer.alloc(SQLITE_HEADER.length);
    return readSync(fd, head, 0, head.length, 0) === head.length && head.equals(SQLITE_HEADER);
  } finally {
    closeSync(fd);
  }
}

/** Throws StorePlaceError when `file` cannot be (or become) a store; touches nothing. */
export function checkStorePlace(file: string): void {
  let special: string | undefined;
  try {
    special = SPECIAL_FILE_SYSTEMS.get(statfsSync(existingFolder(file)).type);
  } catch {
    // No statfs here (or no access): opening the store says what is wrong.
  }
  if (special)
    throw new StorePlaceError(`${file} is on a special file system (${special}), not on a disk; choose another folder`);
  const stat = statSync(file, { throwIfNoEntry: false });
  if (!stat) return;
  if (stat.isDirectory())
    throw new StorePlaceError(`${file} is a folder; name a data file (for example ${file}/docs-cli.db)`);
  if (!stat.isFile()) throw new StorePlaceError(`${file} is not a regular file`);
  // An empty file becomes a new store, as SQLite reads it.
  let sqlite: boolean;
  try {
    sqlite = stat.size === 0 || startsAsSqlite(file);
  } catch (error) {
    throw new StorePlaceError(`cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  if (!sqlite)
    throw new StorePlaceError(`${file} is not a data file of the service (an SQLite database); it was left as it is`);
}
