import {
  closeSync,
  constants,
  fstatSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  realpathSync,
  statSync,
} from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { CONFIG_FILE } from '../common/gitsync/layout.js';
import {
  FolderError,
  readConfig,
  readEntries,
  type FolderContent,
  type FolderEntry,
  type ReportProblem,
} from '../common/gitsync/reader.js';
import { UsageError } from '../errors.js';
import { naturalCompare } from '../common/natural-order.js';
import { count } from '../common/counters.js';

export interface LocalFolder extends FolderContent {
  /** The folder itself. */
  top: string;
  /** `.gitbook.yaml`'s redirects (old path -> page file), as written. */
  redirects: Record<string, string>;
}

/** The absolute path of `dir`, or the usage error of a folder that is not there. */
export function requireFolder(dir: string): string {
  const top = resolve(dir);
  let topStat;
  try {
    topStat = statSync(top);
  } catch {
    throw new UsageError(`${dir}: no such folder`);
  }
  if (!topStat.isDirectory()) throw new UsageError(`${dir}: not a folder`);
  return top;
}

/**
 * Reads a Git Sync folder: order and nesting from SUMMARY.md when present, else from the folder
 * tree in natural order (README.md or index.md first, as a folder's own page). Symbolic links
 * that leave the folder are refused. With `report` (`check`), problems of the folder are reported
 * and the read goes on; only a folder that cannot be read at all stops it.
 */
export function readFolder(
  dir: string,
  options: { read?: (absolute: string) => Uint8Array; report?: ReportProblem } = {},
): LocalFolder {
  const { read, report } = options;
  const top = requireFolder(dir);
  count('folderReads');
  const configPath = join(top, CONFIG_FILE);
  let configText: string | undefined;
  try {
    configText = readFileSync(configPath, 'utf8');
  } catch {
    configText = undefined;
  }
  try {
    let config: ReturnType<typeof readConfig>;
    try {
      config = readConfig(configText);
    } catch (error) {
      if (!report || !(error instanceof FolderError)) throw error;
      report({ file: CONFIG_FILE, line: 1, kind: 'config', message: error.message.replace(`${CONFIG_FILE}: `, '') });
      config = readConfig(undefined);
    }
    const entries = walk(top, config.structure.root, read, report);
    const configEntry: FolderEntry[] =
      configText === undefined
        ? []
        : [
            {
              rel: CONFIG_FILE,
              size: Buffer.byteLength(configText),
              absolute: configPath,
              read: () => readFileSync(configPath),
            },
          ];
    return {
      top,
      ...readEntries([...configEntry, ...entries], config.structure, report),
      redirects: config.redirects,
    };
  } catch (error) {
    if (error instanceof FolderError) throw new UsageError(error.message, error.remedy);
    throw error;
  }
}

/**
 * The files of the folder under `root` (as the folder reader finds them: hidden files, `.git` and
 * node_modules left out, symbolic links out of the folder refused), not read yet.
 */
export const folderFiles = (top: string, root: string): FolderEntry[] => walk(top, root, undefined);

/** `read` gives a file's bytes (`preview` passes a cache it clears as files change). */
function walk(
  top: string,
  root: string,
  read: ((absolute: string) => Uint8Array) | undefined,
  report?: ReportProblem,
): FolderEntry[] {
  const refuse = (file: string, message: string) => {
    if (!report) throw new UsageError(`${file}: ${message}`);
    report({ file, line: 1, kind: 'symlink', message });
  };
  const out: FolderEntry[] = [];
  const realTop = realpathSync(top);
  // The kinds come with the names (no stat per file); a file's size is asked for when it is needed,
  // and a page read from disk learns it when it is opened.
  const visit = (abs: string, rel: string) => {
    // A name read from the folder holds no separator: joined by hand (path.join normalizes every
    // path again, a tenth of a no-op push's walk).
    const prefix = abs.endsWith(sep) ? abs : abs + sep;
    for (const dirent of readdirSync(abs, { withFileTypes: true }).sort((a, b) => naturalCompare(a.name, b.name))) {
      const name = dirent.name;
      const childRel = rel ? `${rel}/${name}` : name;
      if (
        name === '.git' ||
        name === 'node_modules' ||
        (name.startsWith('.') && name !== '.gitbook' && !rel.split('/').includes('.gitbook'))
      )
        continue;
      const childAbs = prefix + name;
      let kind: { isDirectory(): boolean; isFile(): boolean } = dirent;
      let size: number | undefined;
      if (dirent.isSymbolicLink()) {
        let target: string;
        try {
          target = realpathSync(childAbs);
        } catch {
          refuse(childRel, 'a symbolic link to nothing');
          continue;
        }
        if (target !== realTop && !target.startsWith(realTop + sep)) {
          refuse(childRel, `a symbolic link pointing outside the folder (${target}); refusing to read it`);
          continue;
        }
        const stat = statSync(childAbs);
        kind = stat;
        size = stat.size;
      }
      if (kind.isDirectory()) visit(childAbs, childRel);
      else if (kind.isFile()) out.push(diskEntry(childRel, childAbs, size, read));
    }
  };
  visit(root ? join(top, root) : top, root);
  return out;
}

/** Where pages are read first (one read at a time: the reads are synchronous). */
let scratch: Buffer | undefined;

/**
 * A file of the folder on disk. Its size is read once, when first asked for (or given: a symbolic
 * link's target was stat'ed already). Without a `read` of the caller's (`preview`'s cache), a page
 * is read by `readUpTo`: one open and one read for a page that fits the scratch buffer, else the
 * size from that open file, so a page over the limit is refused without reading it.
 */
function diskEntry(
  rel: string,
  absolute: string,
  known: number | undefined,
  read: ((absolute: string) => Uint8Array) | undefined,
): FolderEntry {
  let size = known;
  const entry: FolderEntry = {
    rel,
    absolute,
    get size() {
      size ??= statSync(absolute).size;
      return size;
    },
    read: () => (read ? read(absolute) : readFileSync(absolute)),
  };
  if (read) return entry;
  entry.readUpTo = (max) => {
    // The flag as a number: its string form is parsed again on every open.
    const fd = openSync(absolute, constants.O_RDONLY);
    try {
      // Most pages fit the scratch buffer: one read that comes back short is the whole file (a
      // regular file's read is short only at its end), with no stat and its Stats object.
      scratch ??= Buffer.allocUnsafe(256 * 1024);
      const first = readSync(fd, scratch, 0, scratch.length, 0);
      if (first < scratch.length) {
        size = first;
        return first > max ? undefined : Buffer.from(scratch.subarray(0, first));
      }
      size = fstatSync(fd).size;
      if (size > max) return undefined;
      const bytes = Buffer.allocUnsafe(size);
      let got = 0;
      while (got < size) {
        const n = readSync(fd, bytes, got, size - got, got);
        if (n === 0) break; // shorter than its size said: cut while read
        got += n;
      }
      return got === size ? bytes : bytes.subarray(0, got);
    } finally {
      closeSync(fd);
    }
  };
  return entry;
}

/** Paths relative to the folder, for messages. */
export const shown = (root: string, abs: string) => relative(root, abs).split(sep).join('/');
