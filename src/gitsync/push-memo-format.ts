/**
 * What the push memo keeps on disk (`push-memo.ts` writes it, the launcher's quiet path,
 * `src/quiet-push/`, reads it): shared so that both read the same file the same way. Only
 * constants and types: the quiet path is bundled on its own and loads nothing else.
 */

/** The folder cache's kind (its folder under the cache dir). */
export const PUSH_MEMO_KIND = 'push-state';

/** Bump when what a print holds, or what a push decides from the same print, changes within a version. */
export const PUSH_MEMO_FORMAT = 3;

/**
 * A file whose stat is the same as at the last print is not read again, unless it was modified
 * within this long of that print's start: a write in the same timestamp tick as a read leaves the
 * same stat (git's racy-git rule), so such a file is hashed again.
 */
export const RACY_MS = 2000;

/** A file's [size, mtime, ctime, inode] when its id was taken (as git's index keeps them). */
export type FileStat = [number, number, number, number];

/** Git's object id of each file of a folder by its path (`.gitbook.yaml` included), and the root read. */
export interface FolderPrint {
  root: string;
  files: Record<string, string>;
  /** Each file's stat when its id was taken (`.gitbook.yaml`'s too, from format 3). */
  stats?: Record<string, FileStat>;
  /** When the print was begun (ms): a file modified since shortly before is hashed again (racy git). */
  at?: number;
}

/** What a push that found nothing to send said besides its empty plan. */
export interface QuietPush {
  unlisted: string[];
  notes: string[];
  total: number;
}

/** The memo as stored (the folder cache's `data`). */
export interface StoredPushMemo extends QuietPush {
  /** The push asked: the service, the space and change request, and the options that shape a plan. */
  key: string;
  /** The content's revision the folder matched. */
  revision: string;
  print: FolderPrint;
}

/** A stat still the one a print took, and old enough (racy git) for the file's id to be trusted. */
export function settledSame(was: FileStat, now: FileStat, printAt: number | undefined): boolean {
  const settledBefore = (printAt ?? 0) - RACY_MS;
  return (
    was[0] === now[0] &&
    was[1] === now[1] &&
    was[2] === now[2] &&
    was[3] === now[3] &&
    now[1] < settledBefore &&
    now[2] < settledBefore
  );
}

/**
 * The push options that shape a plan, and so the memo's key: all of `PushOptions` (push.ts) but
 * its folder and subject.
 */
export interface PushMemoShaping {
  space: string;
  /** Change request number or id; a new one is created when absent. */
  to?: string;
  /** Lay the folder over the content (an import): pages missing locally stay. */
  keepMissing?: boolean;
  /** A folder without pages empties the change request only when asked to. */
  allowEmpty?: boolean;
  /** Base URL that serves the folder's files: files over 1 MB are sent by URL from it. */
  filesUrl?: string;
  /** Push without the files over 1 MB (listed). */
  skipLargeFiles?: boolean;
  /** Add `.gitbook.yaml` redirects for the published URLs the push would break. */
  redirects?: boolean;
  /** The folder wins: every difference from the space is sent, with no merge against the folder's sync base. */
  force?: boolean;
}

/**
 * The memo's key: the service and the options that shape a plan, in one fixed order whoever
 * builds the options (the full command and the launcher's quiet path both key through here).
 * An option left out and one given as false make the same key.
 */
export function pushMemoKey(baseUrl: string, s: PushMemoShaping): string {
  return JSON.stringify([
    baseUrl,
    {
      space: s.space,
      to: s.to ?? null,
      keepMissing: s.keepMissing === true,
      allowEmpty: s.allowEmpty === true,
      filesUrl: s.filesUrl ?? null,
      skipLargeFiles: s.skipLargeFiles === true,
      redirects: s.redirects === true,
      force: s.force === true,
    },
  ]);
}
