import {
  closeSync,
  constants,
  fstatSync,
  lstatSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  realpathSync,
  statSync,
} from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { CONFIG_FILE, leftOutOfFolder } from '../common/gitsync/layout.js';
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
import { BoundaryError, followInside, isInside, loopError } from './boundary.js';

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
  options: {
    read?: (absolute: string) => Uint8Array;
    report?: ReportProblem;
    /** Files read as these bytes instead of the folder's (null: as if absent): a push's merge with the space. */
    overlay?: ReadonlyMap<string, Uint8Array | null>;
  } = {},
): LocalFolder {
  const { read, report, overlay } = options;
  const top = requireFolder(dir);
  count('folderReads');
  const configPath = join(top, CONFIG_FILE);
  let configText: string | undefined;
  const configOverlay = overlay?.get(CONFIG_FILE);
  if (overlay?.has(CONFIG_FILE)) configText = configOverlay ? Buffer.from(configOverlay).toString('utf8') : undefined;
  else configText = configBytes(top)?.toString('utf8');
  try {
    let config: ReturnType<typeof readConfig>;
    try {
      config = readConfig(configText);
    } catch (error) {
      if (!report || !(error instanceof FolderError)) throw error;
      report({ file: CONFIG_FILE, line: 1, kind: 'config', message: error.message.replace(`${CONFIG_FILE}: `, '') });
      config = readConfig(undefined);
    }
    const walked = walk(top, config.structure.root, read, report);
    const entries = overlay ? overlaid(walked, overlay) : walked;
    const configEntry: FolderEntry[] =
      configText === undefined
        ? []
        : [
            configOverlay
              ? memoryEntry(CONFIG_FILE, configOverlay)
              : {
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

/** A file whose bytes are held in memory. */
function memoryEntry(rel: string, bytes: Uint8Array): FolderEntry {
  return {
    rel,
    size: bytes.length,
    read: () => bytes,
    readUpTo: (max) => (bytes.length > max ? undefined : bytes),
    content: bytes,
  };
}

/** Path order of the walk: folder by folder, names in natural order. */
function walkOrder(a: string, b: string): number {
  const x = a.split('/');
  const y = b.split('/');
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const order = naturalCompare(x[i]!, y[i]!);
    if (order !== 0) return order;
  }
  return x.length - y.length;
}

/** The walked files with the overlay's in their place (CONFIG_FILE aside: read on its own). */
function overlaid(entries: FolderEntry[], overlay: ReadonlyMap<string, Uint8Array | null>): FolderEntry[] {
  const out = entries.filter((e) => !overlay.has(e.rel));
  for (const [rel, bytes] of overlay) if (bytes && rel !== CONFIG_FILE) out.push(memoryEntry(rel, bytes));
  return out.sort((a, b) => walkOrder(a.rel, b.rel));
}

/** `.gitbook.yaml`'s bytes, undefined when there is none; a link to it must stay inside the folder. */
export function configBytes(top: string): Buffer | undefined {
  const path = join(top, CONFIG_FILE);
  try {
    if (lstatSync(path).isSymbolicLink() && !followInside(path, realpathSync(top), CONFIG_FILE)) return undefined;
    return readFileSync(path);
  } catch (error) {
    if (error instanceof BoundaryError) throw error;
    return undefined;
  }
}

/**
 * The files of the folder under `root` (as the folder reader finds them: hidden files, `.git` and
 * node_modules left out, symbolic links out of the folder refused), not read yet.
 */
export const folderFiles = (top: string, root: string): FolderEntry[] => walk(top, root, undefined);

/**
 * Walks the folder as readFolder does, reading no file: throws what readFolder throws of a
 * symbolic link out of the folder or a loop (`preview` asks before it serves anything).
 */
export function refuseFolderLinksOut(dir: string): void {
  const top = requireFolder(dir);
  let root = '';
  try {
    root = readConfig(configBytes(top)?.toString('utf8')).structure.root;
  } catch (error) {
    if (!(error instanceof FolderError)) throw error;
  }
  walk(top, root, undefined, () => undefined);
}

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
  // and a page read from disk learns it when it is opened. `reals` is where each folder from the
  // top down to `abs` really is (`abs` last).
  const visit = (abs: string, rel: string, reals: string[]) => {
    const real = reals[reals.length - 1]!;
    // A name read from the folder holds no separator: joined by hand (path.join normalizes every
    // path again, a tenth of a no-op push's walk).
    const prefix = abs.endsWith(sep) ? abs : abs + sep;
    const realPrefix = real.endsWith(sep) ? real : real + sep;
    for (const dirent of readdirSync(abs, { withFileTypes: true }).sort((a, b) => naturalCompare(a.name, b.name))) {
      const name = dirent.name;
      const childRel = rel ? `${rel}/${name}` : name;
      if (leftOutOfFolder(name, rel, dirent.isDirectory())) continue;
      const childAbs = prefix + name;
      let kind: { isDirectory(): boolean; isFile(): boolean } = dirent;
      let size: number | undefined;
      let childReal = realPrefix + name;
      if (dirent.isSymbolicLink()) {
        // Out of the folder, or looping: refused (boundary.ts), in `check` as well.
        const target = followInside(childAbs, realTop, childRel);
        if (target === undefined) {
          refuse(childRel, 'a symbolic link to nothing');
          continue;
        }
        const stat = statSync(childAbs);
        // A link to a folder that holds it, or holds a folder it was reached through, would be read
        // without end.
        if (stat.isDirectory() && reals.some((r) => isInside(target, r))) throw loopError(childRel);
        kind = stat;
        size = stat.size;
        childReal = target;
      }
      if (kind.isDirectory()) visit(childAbs, childRel, [...reals, childReal]);
      else if (kind.isFile()) out.push(diskEntry(childRel, childAbs, size, read));
    }
  };
  // `.gitbook.yaml`'s root is a folder of the folder: a link there is followed only inside it.
  const start = root ? join(top, root) : top;
  visit(start, root, [root ? (followInside(start, realTop, root) ?? join(realTop, root)) : realTop]);
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
