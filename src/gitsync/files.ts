import { readFileSync } from 'node:fs';
import { download } from '../api/change-requests.js';
import type { ApiClient } from '../api/client.js';
import { ASSETS_DIR, isSafeUploadName, uploadName } from '../common/gitsync/layout.js';
import { pathProblem } from '../common/gitsync/names.js';
import { UsageError } from '../errors.js';
import { gitBlobOid } from '../common/gitsync/oid.js';
import { linkedPaths } from '../common/gitsync/linked.js';
import type { FolderFile, FolderPage, FolderTree } from '../common/gitsync/folder.js';
import { STORAGE_UPLOAD_MAX_BYTES } from '../common/storage.js';

/** What updateChangeRequestContent accepts per file (base64, reference 0.202.0). */
export const MAX_UPLOAD_BYTES = 1024 * 1024;
/** `files[].name` of the reference: at most 256 characters. */
const MAX_NAME = 256;
/** Names shown in the line about files that are not uploaded. */
const SHOWN_NAMES = 3;

export interface FilePlan {
  /** `storage`: over 1 MB, sent through a storage upload (storage-upload.ts) when the push goes. */
  uploads: Array<{ file: FolderFile; url?: string; storage?: boolean }>;
  /** Plan lines about files that stay as they are on the service. */
  notes: string[];
}

const megabytes = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;

/**
 * True when the remote file's bytes differ from the local one: sizes first, then the git object
 * id the service gives (`git.oid`), and the bytes themselves only when that id is not a match
 * (a service may fill `oid` with something else than git's hash, so a mismatch proves nothing).
 */
async function differs(api: ApiClient, local: FolderFile, remote: FolderFile): Promise<boolean> {
  if (local.size !== remote.size) return true;
  const known = compared.get(local);
  if (known?.remote === remote) return known.differs;
  const answer = await sameBytes(api, local, remote).then((same) => !same);
  compared.set(local, { remote, differs: answer });
  return answer;
}

/** Files compared already in this run (a large one is asked about before the pages are checked, and again in the plan). */
const compared = new WeakMap<FolderFile, { remote: FolderFile; differs: boolean }>();

/** A local file's bytes: held in memory (merged by a push), else read from disk. */
export const localBytes = (file: FolderFile): Buffer =>
  file.content
    ? Buffer.from(file.content.buffer, file.content.byteOffset, file.content.byteLength)
    : readFileSync(file.absolute!);

async function sameBytes(api: ApiClient, local: FolderFile, remote: FolderFile): Promise<boolean> {
  const bytes = localBytes(local);
  if (remote.oid && gitBlobOid(bytes) === remote.oid) return true;
  const remoteBytes = await download(api, remote.downloadURL!);
  return remoteBytes.equals(bytes);
}

/**
 * The local files a push uploads: new or changed files under `.gitbook/assets/` and files a page
 * links to. A file over the upload limit stops the push before anything is sent. The reference
 * cannot delete files, so files deleted locally stay (`keepMissing` aside, where staying is the
 * point); other files that differ are not uploaded, and said so in one line.
 */
export async function planFiles(
  api: ApiClient,
  local: FolderTree & { structural?: string[] },
  remote: FolderTree & { structural?: FolderFile[] },
  options: { keepMissing?: boolean; largeFiles?: LargeFiles; linkTargets?: (page: FolderPage) => string[] } = {},
): Promise<FilePlan> {
  const remoteFiles = [...remote.files, ...(remote.structural ?? [])];
  const remoteByPath = new Map(remoteFiles.map((f) => [f.path, f]));
  const structural = new Set(local.structural ?? []);
  // New files outside the assets go only when a page links to them; only pages that name one are read.
  const untracked = new Set(
    local.files
      .map((f) => f.path)
      .filter((path) => !remoteByPath.has(path) && !structural.has(path) && !path.startsWith(`${ASSETS_DIR}/`)),
  );
  const linked = linkedPaths(local.pages, untracked, options.linkTargets);
  const uploads: FilePlan['uploads'] = [];
  const skipped: string[] = [];
  const problems: string[] = [];
  const large: FolderFile[] = [];
  for (const file of local.files) {
    const counterpart = remoteByPath.get(file.path);
    if (counterpart && !(await differs(api, file, counterpart))) continue;
    // A file the service already holds at this path is tracked, linked or not.
    if (untracked.has(file.path) && !linked.has(file.path)) {
      skipped.push(file.path);
      continue;
    }
    const name = uploadName(file.path);
    const rule = pathProblem(file.path);
    if (rule || !isSafeUploadName(name) || [...name].length > MAX_NAME)
      problems.push(`${file.path}: not a file name the service accepts (${rule ?? `at most ${MAX_NAME} characters`})`);
    else if (file.size > MAX_UPLOAD_BYTES) large.push(file);
    else uploads.push({ file });
  }
  if (problems.length) throw new UsageError(problems.join('; '), 'nothing was sent; rename those files and push again');
  const notes: string[] = [];
  if (large.length) {
    const urlOf = options.largeFiles?.urlOf;
    if (urlOf) {
      const byUrl = large.map((file) => ({ file, url: urlOf(file.path) }));
      await checkUrls(byUrl);
      uploads.push(...byUrl);
    } else if (options.largeFiles?.storage) {
      const over = large.filter((f) => f.size > STORAGE_UPLOAD_MAX_BYTES);
      if (over.length) throw tooLargeForStorage(over);
      uploads.push(...large.map((file) => ({ file, storage: true })));
    } else if (options.largeFiles?.skip) {
      notes.push(
        ...large.map(
          (f) => `leave   ${f.path} (${megabytes(f.size)}: over ${megabytes(MAX_UPLOAD_BYTES)}, --skip-large-files)`,
        ),
      );
    } else throw tooLarge(large);
  }

  const localPaths = new Set(local.files.map((f) => f.path));
  const kept = options.keepMissing ? [] : remote.files.filter((f) => !localPaths.has(f.path));
  notes.push(...kept.map((f) => `keep    ${f.path} (deleted locally; files cannot be deleted through the API)`));
  if (skipped.length) notes.push(skippedLine(skipped));
  return { uploads, notes };
}

function tooLarge(large: FolderFile[]): UsageError {
  return new UsageError(
    `${large.length === 1 ? '1 file is' : `${large.length} files are`} over the ${megabytes(MAX_UPLOAD_BYTES)} a file may carry in a change request: ${large
      .map((f) => `${f.path} (${megabytes(f.size)})`)
      .join(', ')}`,
    "nothing was sent; send them by URL with --files-url <base> (a URL that serves the folder's files, e.g. the repository's raw address at this commit), or push the rest with --skip-large-files",
  );
}

function tooLargeForStorage(over: FolderFile[]): UsageError {
  return new UsageError(
    `${over.length === 1 ? '1 file is' : `${over.length} files are`} over the ${megabytes(STORAGE_UPLOAD_MAX_BYTES)} one storage upload may have: ${over
      .map((f) => `${f.path} (${megabytes(f.size)})`)
      .join(', ')}`,
    "nothing was sent; send them by URL with --files-url <base> (a URL that serves the folder's files), or push the rest with --skip-large-files",
  );
}

/**
 * Refuses, before the pages are read for their links and checked, the files over the limit a push
 * would send whatever the pages say (under `.gitbook/assets/`, or at a path the service holds) when
 * they can neither go by URL nor be left out: a push that cannot go says so at once. planFiles
 * refuses the rest (linked files) as it finds them.
 */
export async function refuseLargeFiles(
  api: ApiClient,
  local: FolderTree,
  remote: FolderTree & { structural?: FolderFile[] },
  largeFiles: LargeFiles,
): Promise<void> {
  if (largeFiles.urlOf || largeFiles.skip) return;
  // Through storage uploads, only files over what one upload takes are refused.
  const limit = largeFiles.storage ? STORAGE_UPLOAD_MAX_BYTES : MAX_UPLOAD_BYTES;
  const remoteByPath = new Map([...remote.files, ...(remote.structural ?? [])].map((f) => [f.path, f]));
  const large: FolderFile[] = [];
  for (const file of local.files) {
    if (file.size <= limit) continue;
    const counterpart = remoteByPath.get(file.path);
    if (counterpart ? await differs(api, file, counterpart) : file.path.startsWith(`${ASSETS_DIR}/`)) large.push(file);
  }
  if (large.length) throw largeFiles.storage ? tooLargeForStorage(large) : tooLarge(large);
}

/** How a push sends files over the 1 MB a base64 file may have: by URL, or not at all. */
export interface LargeFiles {
  /** The URL that serves a folder file (from --files-url, or GitHub Actions). */
  urlOf?: (path: string) => string;
  skip?: boolean;
  /** Through storage uploads (generateStorageUploadURL), when neither a URL nor skipping is asked for. */
  storage?: boolean;
}

/** How long the check of one file URL may take. */
const URL_CHECK_MS = 15_000;

/**
 * Each URL answers for its file (a HEAD, six at a time; a size that disagrees is a failure too),
 * before anything is sent: a wrong --files-url must not open a change request the service then fails.
 */
async function checkUrls(files: Array<{ file: FolderFile; url: string }>): Promise<void> {
  const { mapLimited } = await import('../common/map-limited.js');
  const problems = await mapLimited(files, 6, async ({ file, url }) => {
    try {
      const res = await fetch(url, { method: 'HEAD', redirect: 'follow', signal: AbortSignal.timeout(URL_CHECK_MS) });
      if (!res.ok) return `${file.path}: ${url} answered HTTP ${res.status}`;
      const length = res.headers.get('content-length');
      if (length !== null && Number(length) !== file.size)
        return `${file.path}: ${url} serves ${length} bytes, the file has ${file.size}`;
      return undefined;
    } catch (error) {
      return `${file.path}: ${url} cannot be fetched (${(error as Error).name === 'TimeoutError' ? 'no answer in time' : (error as Error).message})`;
    }
  });
  const failed = problems.filter((p): p is string => p !== undefined);
  if (failed.length)
    throw new UsageError(
      `${failed.length === 1 ? '1 file is' : `${failed.length} files are`} not served where --files-url says: ${failed.join('; ')}`,
      "nothing was sent; check the base URL (the folder's files at this commit)",
    );
}

/** `<base>/<path>` with each segment encoded. */
export function fileUrl(base: string, path: string): string {
  const root = base.endsWith('/') ? base : `${base}/`;
  return new URL(path.split('/').map(encodeURIComponent).join('/'), root).toString();
}

function skippedLine(paths: string[]): string {
  const shown = paths.slice(0, SHOWN_NAMES).join(', ');
  const more = paths.length > SHOWN_NAMES ? ` and ${paths.length - SHOWN_NAMES} more` : '';
  const count = paths.length === 1 ? '1 file' : `${paths.length} files`;
  return `skip    ${count} outside ${ASSETS_DIR}/ that no page links to: ${shown}${more}`;
}
