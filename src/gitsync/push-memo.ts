import { type Stats, statSync } from 'node:fs';
import { join } from 'node:path';
import { CONFIG_FILE } from '../common/gitsync/layout.js';
import { gitBlobOid } from '../common/gitsync/oid.js';
import { FolderError, readConfig } from '../common/gitsync/reader.js';
import { UsageError } from '../errors.js';
import { folderCache } from './folder-cache.js';
import { configBytes, folderFiles } from './local.js';
import {
  type FileStat,
  type FolderPrint,
  PUSH_MEMO_FORMAT,
  PUSH_MEMO_KIND,
  type QuietPush,
  settledSame,
  type StoredPushMemo,
} from './push-memo-format.js';

export type { FolderPrint, QuietPush } from './push-memo-format.js';

type Stored = StoredPushMemo;

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
  const cache = folderCache<Stored>(env, PUSH_MEMO_KIND, top, PUSH_MEMO_FORMAT);
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
      // The same bytes, some of them hashed again (a stat changed, or was too recent to trust):
      // their new stats are kept, so that the next push (and the launcher's quiet path, which
      // trusts stats alone) need not hash them again. The ids are the same, and so is what the
      // memo says of them, whatever revision the content is at now.
      if (!settledStats(last.print, now)) {
        loaded = { ...last, print: now };
        cache.save(loaded);
      }
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
  const at = Date.now();
  const stats: Record<string, FileStat> = Object.create(null) as Record<string, FileStat>;
  // `.gitbook.yaml`'s stat is kept too (taken before its bytes are read), so that the launcher's
  // quiet path (src/quiet-push/) can tell it unchanged without hashing it.
  const configStat = statSync(join(top, CONFIG_FILE), { throwIfNoEntry: false });
  // As the push reads it: a link out of the folder is refused, not printed.
  const config = configBytes(top);
  const files: Record<string, string> = Object.create(null) as Record<string, string>;
  if (config) files[CONFIG_FILE] = gitBlobOid(config);
  if (config && configStat) stats[CONFIG_FILE] = statOf(configStat);
  const root =
    last && last.files[CONFIG_FILE] === files[CONFIG_FILE] ? last.root : configRoot(config?.toString('utf8'));
  const lastStats = last && last.root === root ? last.stats : undefined;
  for (const entry of folderFiles(top, root)) {
    const stat = statOf(statSync(entry.absolute!, { bigint: false }));
    stats[entry.rel] = stat;
    const was = lastStats?.[entry.rel];
    const kept = last?.files[entry.rel];
    if (was && kept && settledSame(was, stat, last?.at)) files[entry.rel] = kept;
    else files[entry.rel] = gitBlobOid(entry.readUpTo!(Infinity)!);
  }
  return { root, files, stats, at };
}

const statOf = (s: Stats): FileStat => [s.size, s.mtimeMs, s.ctimeMs, s.ino];

/** The folder's root as `.gitbook.yaml` sets it; a file the push would refuse is the same usage error. */
function configRoot(text: string | undefined): string {
  try {
    return readConfig(text).structure.root;
  } catch (error) {
    if (error instanceof FolderError) throw new UsageError(error.message, error.remedy);
    throw error;
  }
}

/** Whether every stat of `now` is the one `last` kept, and settled then (nothing was hashed again). */
function settledStats(last: FolderPrint, now: FolderPrint): boolean {
  const stats = now.stats ?? {};
  const names = Object.keys(stats);
  if (!last.stats || names.length !== Object.keys(last.stats).length) return false;
  return names.every((name) => {
    const was = Object.hasOwn(last.stats!, name) ? last.stats![name] : undefined;
    return was !== undefined && settledSame(was, stats[name]!, last.at);
  });
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
