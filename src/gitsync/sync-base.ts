import { listChangeRequests, type ChangeRequest } from '../api/change-requests.js';
import type { ApiClient } from '../api/client.js';
import { folderBlobCache } from './folder-cache.js';
import {
  changedByLastCommit,
  commitId,
  filesAt,
  gitFolderOf,
  headCommit,
  isAncestorOfHead,
  isShallow,
  pastVersions,
  readBlobs,
  uncommitted,
  type GitFolder,
} from './git.js';
import { isText, type Print } from './sync-merge.js';

/** Bump when what a record holds changes within a version. */
const FORMAT = 2;

/** Commits of the folder whose versions of each file count as the folder's own, without a base. */
const HISTORY_SEARCHED = 500;

/** Merged change requests whose subjects are searched for the commit a push was made from. */
const MERGED_SEARCHED = 100;

/**
 * The last state the folder and the space agreed on (or that both descend from): every file's
 * git object id by its path, and the texts of its pages and structure files, by object id.
 */
export interface SyncBase {
  /** Where it was found, for messages: "the last pull into this folder", "commit 3f2a9c1b7e4d (change request #7)". */
  source: string;
  files: Print;
  /** The texts of these object ids that the base holds (pages, SUMMARY.md, .gitbook.yaml). */
  texts(oids: string[]): Map<string, string>;
}

/** What a folder holds about its sync with a space: its base, or else what git says it changed lately. */
export interface SyncState {
  base?: SyncBase;
  /**
   * Without a base, in a git work tree: the paths the folder changed since its last commit (the
   * last commit's own changes and what is not committed). Other differences from the space are
   * not the folder's to send.
   */
  changedLately?: Set<string>;
  /**
   * Without a base, in a git work tree: the versions each file had in the folder's recent history.
   * A space that holds one of them holds what the folder had, so the folder's newer version is its change.
   */
  pastVersions?: Map<string, Set<string>>;
  /** Without a base, in a shallow clone: the history that would have held it is missing. */
  shallow?: boolean;
  git?: GitFolder;
  /** The commit the folder is at, when nothing in it differs from that commit (what a push records). */
  cleanCommit?: string;
}

interface StoredRecord {
  /** The service and the space. */
  key: string;
  /** When the folder and the space agreed (ISO time). */
  at: string;
  revision: string;
  files: Record<string, string>;
}

/** A record as loaded: the texts it keeps are read by object id. */
interface LoadedRecord extends StoredRecord {
  text(oid: string): string | undefined;
}

/** The record of the folder's last agreement with a space, kept in the cache dir beside the push memo. */
export function syncRecord(env: NodeJS.ProcessEnv, top: string, api: ApiClient, space: string) {
  const cache = folderBlobCache<StoredRecord>(env, 'sync-base', top, FORMAT);
  const key = JSON.stringify([api.baseUrl, space]);
  return {
    load(): LoadedRecord | undefined {
      const loaded = cache.load();
      const stored = loaded?.data;
      if (!stored || stored.key !== key || typeof stored.files !== 'object' || stored.files === null) return undefined;
      return { ...stored, text: (oid) => loaded!.blob(oid)?.toString('utf8') };
    },
    /**
     * Keeps the folder's new agreement with the space: the files by object id, and the bytes of
     * those that merge line by line (`texts` gives them by path), kept as they are.
     */
    save(revision: string, files: Print, texts: (path: string) => Uint8Array | undefined): void {
      // The same agreement again (a pull or push with nothing new) is not written again.
      const last = cache.load()?.data;
      if (last?.key === key && last.revision === revision && sameFiles(last.files, files)) return;
      const stored: StoredRecord = { key, at: new Date().toISOString(), revision, files: {} };
      const kept = new Map<string, Uint8Array>();
      for (const [path, oid] of files) {
        stored.files[path] = oid;
        if (!isText(path) || kept.has(oid)) continue;
        const bytes = texts(path);
        if (bytes !== undefined) kept.set(oid, bytes);
      }
      cache.save(stored, kept);
    },
  };
}

function sameFiles(stored: Record<string, string>, now: Print): boolean {
  const names = Object.keys(stored);
  return names.length === now.size && names.every((name) => now.get(name) === stored[name]);
}

/** The commit a push was made from, as its change request's subject ends: `(3f2a9c1b7e4d)`. */
const SUBJECT_COMMIT = / \(([0-9a-f]{12,40})\)$/;

/** A change request's subject that names the commit it was pushed from, within the reference's 100 characters. */
export function subjectWithCommit(subject: string, commit: string): string {
  const mark = ` (${commit.slice(0, 12)})`;
  const room = 100 - mark.length;
  const text = subject.length > room ? `${subject.slice(0, room - 3)}...` : subject;
  return `${text}${mark}`;
}

/**
 * The folder's sync state with the space: the newer of this machine's record (a pull, or a push
 * that was merged) and the commit of the last merged push the folder's git history holds (found
 * through the change requests' subjects: what survives a fresh CI clone).
 */
export async function syncState(
  env: NodeJS.ProcessEnv,
  api: ApiClient,
  top: string,
  space: string,
): Promise<SyncState> {
  const git = gitFolderOf(env, top);
  const record = syncRecord(env, top, api, space).load();
  const pushed = git ? await lastMergedPush(api, space, git) : undefined;
  const state: SyncState = git ? { git } : {};
  if (git) {
    const head = headCommit(git);
    if (head && uncommitted(git)?.size === 0) state.cleanCommit = head;
  }
  if (pushed && (!record || pushed.at > record.at)) {
    const files = filesAt(git!, pushed.commit);
    state.base = {
      source: `commit ${pushed.commit.slice(0, 12)} (change request #${pushed.number})`,
      files,
      texts: (oids) => {
        const texts = new Map<string, string>();
        for (const [oid, bytes] of readBlobs(git!, oids)) texts.set(oid, bytes.toString('utf8'));
        return texts;
      },
    };
  } else if (record) {
    state.base = {
      source: `the last pull or merged push of this folder (revision ${record.revision})`,
      files: new Map(Object.entries(record.files)),
      texts: (oids) => {
        const texts = new Map<string, string>();
        for (const oid of oids) {
          const text = record.text(oid);
          if (text !== undefined) texts.set(oid, text);
        }
        return texts;
      },
    };
  } else if (git) {
    state.shallow = isShallow(git);
    const lately = uncommitted(git);
    if (lately) {
      for (const path of changedByLastCommit(git, state.shallow)) lately.add(path);
      state.changedLately = lately;
      state.pastVersions = pastVersions(git, HISTORY_SEARCHED);
    }
  }
  return state;
}

/**
 * The newest merged change request whose subject names a commit of the folder's history (HEAD or
 * an ancestor), with the commit's full id.
 */
async function lastMergedPush(
  api: ApiClient,
  space: string,
  git: GitFolder,
): Promise<{ commit: string; number: number; at: string } | undefined> {
  let merged: ChangeRequest[];
  try {
    merged = (await listChangeRequests(api, space, { status: 'merged', limit: MERGED_SEARCHED })).items;
  } catch {
    return undefined;
  }
  const marked = merged
    .map((cr) => ({ cr, id: SUBJECT_COMMIT.exec(cr.subject ?? '')?.[1] }))
    .filter((m): m is { cr: ChangeRequest; id: string } => m.id !== undefined)
    .sort((a, b) => (a.cr.updatedAt < b.cr.updatedAt ? 1 : a.cr.updatedAt > b.cr.updatedAt ? -1 : 0));
  for (const { cr, id } of marked) {
    const commit = commitId(git, id);
    if (commit && isAncestorOfHead(git, commit)) return { commit, number: cr.number, at: cr.updatedAt };
  }
  return undefined;
}
