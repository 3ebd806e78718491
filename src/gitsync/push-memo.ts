import { statSync } from 'node:fs';
import { CONFIG_FILE } from '../common/gitsync/layout.js';
import { gitBlobOid } from '../common/gitsync/oid.js';
import { FolderError, readConfig } from '../common/gitsync/reader.js';
import { UsageError } from '../errors.js';
import { folderCache } from './folder-cache.js';
import { configBytes, folderFiles } from './local.js';

/** Bump when what a print holds, or what a push decides from the same print, changes within a version. */
const FORMAT = 2;

/** Git's object id of each file of a folder by its path (`.gitbook.yaml` included), and the root read. */
export interface FolderPrint {
  root: string;
  files: Record<string, string>;
  /** Each file's [size, mtime, ctime, inode] when its id was taken (as git's index keeps them). */
  stats?: Record<string, FileStat>;
  /** When the print was begun (ms): a file modified since shortly before is hashed again (racy git). */
  at?: number;
}

type FileStat = [number, number, number, number];

/**
 * A file whose stat is the same as at the last print is not read again, unless it was modified
 * within this long of that print's start: a write in the same timestamp tick as a read leaves the
 * same stat (git's racy-git rule), so such a file is hashed again.
 */
const RACY_MS = 2000;

/** What a push that found nothing to send said besides its empty plan. */
export interface QuietPush {
  unlisted: string[];
  notes: string[];
  total: number;
}

interface Stored extends QuietPush {
  /** The push asked: the service, the space and change request, and the options that shape a plan. */
  key: string;
  /** The content's revision the folder matched. */
  revision: string;
  print: FolderPrint;
}

export interface PushMemo {
  /** True when a quiet push of this same ask is remembered (whatever the folder holds now). */
  held(): boolean;
  /** The folder's print now, or undefined when it cannot be taken (the folder's full read says why). */
  print(): FolderPrint | undefined;
  /**
   * The last quiet push of this folder, when it asked the same and the folder is as it was then:
   * what it said, and the revision the content must still be at for it to hold.
   */
  recall(print: FolderPrint): (QuietPush & { revision: string }) | undefined;
  /** Keeps a push that found nothing to send, when the folder is still as `before` was (read before the push's own read). */
  remember(before: FolderPrint, revision: string, outcome: QuietPush): void;
}

/**
 * A folder's last push that found nothing to send, as git's index keeps a tree's ids: a push
 * asked the same again (same service, content and options), of a folder whose every file has the
 * same bytes (git's object ids, `.gitbook.yaml` included), against content still at the same
 * revision, has nothing to send either. It is answered from the memo: one listing request and the
 * hashing of the folder's files, no page parsed and no plan made.
 */
export function pushMemo(env: NodeJS.ProcessEnv, top: string, key: string): PushMemo {
  const cache = folderCache<Stored>(env, 'push-state', top, FORMAT);
  let loaded: Stored | null | undefined;
  const stored = () => {
    loaded ??= valid(cache.load(), key) ?? null;
    return loaded ?? undefined;
  };
  const print = (): FolderPrint | undefined => {
    try {
      return folderPrint(top, stored()?.print);
    } catch {
      return undefined;
    }
  };
  return {
    print,
    held: () => stored() !== undefined,
    recall(now) {
      const last = stored();
      if (!last || !samePrint(last.print, now)) return undefined;
      return { revision: last.revision, unlisted: last.unlisted, notes: last.notes, total: last.total };
    },
    remember(before, revision, outcome) {
      const after = print();
      // A file changed while the push read the folder: what it compared is not known.
      if (!after || !samePrint(before, after)) return;
      cache.save({ key, revision, print: before, ...outcome });
    },
  };
}

/**
 * Reads the folder's files and takes their ids. The root comes from `.gitbook.yaml`, parsed only
 * when its bytes are not those of the last print's (whose root is then the same).
 */
export function folderPrint(top: string, last: FolderPrint | undefined): FolderPrint {
  // As the push reads it: a link out of the folder is refused, not printed.
  const config = configBytes(top);
  const files: Record<string, string> = Object.create(null) as Record<string, string>;
  if (config) files[CONFIG_FILE] = gitBlobOid(config);
  const root =
    last && last.files[CONFIG_FILE] === files[CONFIG_FILE] ? last.root : configRoot(config?.toString('utf8'));
  const at = Date.now();
  const stats: Record<string, FileStat> = Object.create(null) as Record<string, FileStat>;
  const lastStats = last && last.root === root ? last.stats : undefined;
  const settledBefore = (last?.at ?? 0) - RACY_MS;
  for (const entry of folderFiles(top, root)) {
    const s = statSync(entry.absolute!, { bigint: false });
    const stat: FileStat = [s.size, s.mtimeMs, s.ctimeMs, s.ino];
    stats[entry.rel] = stat;
    const was = lastStats?.[entry.rel];
    const kept = last?.files[entry.rel];
    if (was && kept && sameStat(was, stat) && stat[1] < settledBefore && stat[2] < settledBefore)
      files[entry.rel] = kept;
    else files[entry.rel] = gitBlobOid(entry.readUpTo!(Infinity)!);
  }
  return { root, files, stats, at };
}

/** The folder's root as `.gitbook.yaml` sets it; a file the push would refuse is the same usage error. */
function configRoot(text: string | undefined): string {
  try {
    return readConfig(text).structure.root;
  } catch (error) {
    if (error instanceof FolderError) throw new UsageError(error.message, error.remedy);
    throw error;
  }
}

function sameStat(a: FileStat, b: FileStat): boolean {
  return a[0] === b[0] && a[1] === b[1] && a[2] === b[2] && a[3] === b[3];
}

function samePrint(a: FolderPrint, b: FolderPrint): boolean {
  if (a.root !== b.root) return false;
  const names = Object.keys(a.files);
  if (names.length !== Object.keys(b.files).length) return false;
  return names.every((name) => Object.hasOwn(b.files, name) && a.files[name] === b.files[name]);
}

/** The stored memo when it is of this push and well formed (a damaged one is no memo). */
function valid(data: Stored | undefined, key: string): Stored | undefined {
  if (typeof data !== 'object' || !data || data.key !== key || typeof data.revision !== 'string') return undefined;
  const { print, unlisted, notes, total } = data;
  const strings = (list: unknown) => Array.isArray(list) && list.every((s) => typeof s === 'string');
  if (typeof print !== 'object' || !print || typeof print.root !== 'string') return undefined;
  if (typeof print.files !== 'object' || !print.files || !strings(Object.values(print.files))) return undefined;
  if (!strings(unlisted) || !strings(notes) || typeof total !== 'number') return undefined;
  const stats =
    typeof print.stats === 'object' &&
    print.stats &&
    typeof print.at === 'number' &&
    Object.values(print.stats).every((s) => Array.isArray(s) && s.length === 4 && s.every((n) => typeof n === 'number'))
      ? { stats: Object.assign(Object.create(null), print.stats) as Record<string, FileStat>, at: print.at }
      : {};
  return { ...data, print: { root: print.root, files: Object.assign(Object.create(null), print.files), ...stats } };
}
