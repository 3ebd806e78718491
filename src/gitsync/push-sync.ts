import { readFileSync } from 'node:fs';
import { download } from '../api/change-requests.js';
import type { ApiClient } from '../api/client.js';
import type { Revision } from '../api/content.js';
import type { Context } from '../context.js';
import { CONFIG_FILE, hasConflictMarkers } from '../common/gitsync/layout.js';
import { GITBOOK_DIR, readConfig } from '../common/gitsync/reader.js';
import { ConflictError } from '../errors.js';
import { readFolder } from './local.js';
import { folderPrint, type FolderPrint } from './push-memo.js';
import { remoteFolder, remotePrint, type RemoteFolder } from './remote-folder.js';
import { syncRecord, syncState, type SyncBase, type SyncState } from './sync-base.js';
import { conflictSummary, isText, mergeTexts, planSync, type SyncConflict } from './sync-merge.js';

/** What a push learned of the folder's sync with the space, before it reads the folder. */
export interface PushSync {
  /**
   * The space's changes the folder does not have, laid over the folder (null: the space deleted
   * it), and the texts both changed, merged: read as the folder, they make the push send only
   * what the folder changed.
   */
  overlay: Map<string, Uint8Array | null>;
  /** The plan's note on what the merge kept, or undefined when nothing was merged. */
  note?: string;
  /** Said once the folder is read and checked: a folder without a base sends its differences as they are. */
  warning?: string;
  /** The commit the folder is at when nothing in it differs from it: named in the change request's subject. */
  cleanCommit?: string;
  /** Keeps the folder as it is as its new base with the space, now at `revision` (after a merge, or when they agree). */
  settle(revision: string): void;
}

/** Thrown before anything is sent: the folder and the space changed the same files since they last agreed. */
export class SyncConflictError extends ConflictError {
  constructor(
    readonly conflicts: SyncConflict[],
    message: string,
    hint: string,
  ) {
    super(message, hint);
  }
}

/**
 * Compares the folder, the space (or change request) and their sync base: what the folder did
 * not change since the base is taken as the space has it, what both changed is merged line by
 * line. A conflict, or without a base a difference the folder did not make, stops the push here.
 */
export async function syncPush(
  ctx: Context,
  api: ApiClient,
  top: string,
  options: { dir: string; space: string },
  listing: Promise<Revision>,
  printed?: FolderPrint,
): Promise<PushSync> {
  const state = await syncState(ctx.env, api, top, options.space);
  const local = new Map(Object.entries((printed ?? folderPrint(top, undefined)).files));
  const revision = await listing;
  const remote = await remoteFolder(api, revision);
  const theirs = remotePrint(
    remote,
    state.base?.files ?? local,
    (path) => local.has(path) || Boolean(state.base?.files.has(path)),
  );
  const record = syncRecord(ctx.env, top, api, options.space);
  const sync: PushSync = {
    overlay: new Map(),
    ...(state.cleanCommit ? { cleanCommit: state.cleanCommit } : {}),
    settle: (at) => record.save(at, local, (path) => readBytes(top, path)),
  };
  const refused = refusedMarkers(top, local, theirs);
  if (refused.length)
    throw new ConflictError(
      `${conflictSummary(refused.map((path) => ({ path, reason: 'overlap' })))}: conflict markers are still in the folder; nothing was sent`,
      'resolve the marked lines (keep what both sides should have, remove the <<<<<<< ======= >>>>>>> lines), then push',
    );
  if (state.base) {
    await mergeWithBase(ctx, api, top, options, sync, state, local, theirs, remote);
    return sync;
  }
  if (isEmptySpace(revision)) return sync;
  const warning = refuseUnknownDifferences(options, state, local, theirs, top);
  if (warning) sync.warning = warning;
  return sync;
}

async function mergeWithBase(
  ctx: Context,
  api: ApiClient,
  top: string,
  options: { dir: string; space: string },
  sync: PushSync,
  state: SyncState,
  local: Map<string, string>,
  theirs: Map<string, string>,
  remote: RemoteFolder,
): Promise<void> {
  const base = state.base!;
  const plan = planSync(base.files, local, theirs);
  // What the space lacks of the folder's files the base's push never sent is no deletion of the
  // space's, whether the folder changed them since or not: judged by the base (SUMMARY.md as it
  // was then), so a page listed since goes as new, and an unlisted page edited since stays as the
  // folder has it, left out again.
  const lacked = (path: string) => !theirs.has(path) && local.has(path);
  const deletedThere = plan.conflicts.filter((c) => c.reason === 'deleted on the space' && lacked(c.path));
  const unsent = notSent(top, [...plan.fromSpace.filter(lacked), ...deletedThere.map((c) => c.path)], base);
  plan.fromSpace = plan.fromSpace.filter((path) => !unsent.has(path));
  // A file the space deleted that the folder changed but this push leaves out as well (a page
  // taken out of SUMMARY.md since) overwrites nothing: the space stays without it, the folder keeps it.
  const leftOutNow = notSent(
    top,
    deletedThere.map((c) => c.path).filter((path) => !unsent.has(path)),
  );
  const conflicts = plan.conflicts.filter((c) => !unsent.has(c.path) && !leftOutNow.has(c.path));
  const remoteBytes = async (path: string): Promise<Buffer | undefined> => {
    const written = remote.written.get(path);
    if (written) return written;
    const file = remote.files.find((f) => f.path === path);
    return file ? download(api, file.downloadURL!) : undefined;
  };
  for (const path of plan.fromSpace) sync.overlay.set(path, (await remoteBytes(path)) ?? null);
  const baseTexts = base.texts(plan.toMerge.map((path) => base.files.get(path)!).filter(Boolean));
  for (const path of plan.toMerge) {
    const was = base.files.get(path);
    const merged = mergeTexts(
      was ? baseTexts.get(was) : undefined,
      readText(top, path) ?? '',
      (await remoteBytes(path))?.toString('utf8') ?? '',
    );
    if (merged.conflict) conflicts.push({ path, reason: 'overlap' });
    else sync.overlay.set(path, Buffer.from(merged.text, 'utf8'));
  }
  if (conflicts.length) {
    const n = conflicts.length;
    throw new SyncConflictError(
      conflicts,
      `${n} ${n === 1 ? 'file' : 'files'} changed both in ${options.dir} and on the space since ${base.source}: ${conflictSummary(conflicts)}; nothing was sent`,
      `merge the space's changes into the folder, resolve the conflict markers, then push again: docs-cli spaces pull ${options.space} ${options.dir}`,
    );
  }
  const kept = plan.fromSpace.length;
  const merged = plan.toMerge.length;
  if (kept || merged)
    sync.note = `sync    since ${base.source}: ${kept} ${kept === 1 ? 'file' : 'files'} the space changed ${kept === 1 ? 'stays' : 'stay'} as the space has ${kept === 1 ? 'it' : 'them'}${merged ? `, ${merged} changed on both sides merged line by line` : ''}`;
  if (ctx.verbose)
    for (const path of plan.fromSpace) ctx.warn(`${path}: changed on the space only; kept as the space has it`);
}

/**
 * Without a base: in a git work tree, every difference from the space must be one the folder
 * made since its last commit, or the push stops; outside git, the folder's version is sent, and
 * a warning says so.
 */
function refuseUnknownDifferences(
  options: { dir: string; space: string },
  state: SyncState,
  local: Map<string, string>,
  theirs: Map<string, string>,
  top: string,
): string | undefined {
  const apart = [...new Set([...local.keys(), ...theirs.keys()])].filter((p) => local.get(p) !== theirs.get(p));
  const unsent = notSent(
    top,
    apart.filter((p) => !theirs.has(p)),
  );
  const differing = apart.filter((p) => !unsent.has(p));
  if (differing.length === 0) return undefined;
  if (!state.changedLately) {
    const n = differing.length;
    return `${options.dir}: no sync base (not pulled or merged from here, not in git): the folder's version of ${n} ${n === 1 ? 'file that differs' : 'files that differ'} from the space is sent`;
  }
  // The folder's own change: made since its last commit, or the space still holds a version the folder had before.
  const ours = (p: string) => {
    const held = theirs.get(p);
    return state.changedLately!.has(p) || (held !== undefined && Boolean(state.pastVersions?.get(p)?.has(held)));
  };
  const unknown = differing.filter((p) => !ours(p));
  if (unknown.length === 0) return undefined;
  const n = unknown.length;
  throw new SyncConflictError(
    unknown.map((path) => ({ path, reason: 'overlap' as const })),
    `${n} ${n === 1 ? 'file differs' : 'files differ'} from the space that ${options.dir} did not change since its last commit, and no sync base was found: ${conflictSummary(unknown.map((path) => ({ path, reason: 'overlap' as const })))}; nothing was sent`,
    state.shallow
      ? 'the clone is shallow: fetch the commit of the last merged push (actions/checkout with fetch-depth: 0), or pull first, or push with --force to make the folder win'
      : `pull first to merge the space's changes (docs-cli spaces pull ${options.space} ${options.dir}), or push with --force to make the folder win`,
  );
}

/**
 * Of files the folder has as at its base and the space lacks, those the folder leaves out of a
 * push: pages SUMMARY.md does not list (with `base`: did not list at the base, as the space
 * had what the base's push sent), and files outside `.gitbook/` (sent only when a page links to
 * them, and the API deletes no file). The space never held them, so it did not delete them:
 * they stay in the folder, and the push says again that it leaves them out, or sends them as
 * new once SUMMARY.md lists them.
 */
function notSent(top: string, paths: string[], base?: SyncBase): Set<string> {
  // `.gitbook/` (assets, reusable content) and `.gitbook.yaml` go as they always went.
  const candidates = paths.filter((path) => path !== CONFIG_FILE && !GITBOOK_DIR.test(path));
  const out = new Set(candidates.filter((path) => !MARKDOWN.test(path)));
  if (candidates.some((path) => MARKDOWN.test(path))) {
    const unlisted = new Set(readFolder(top, { overlay: base && structureAt(base) }).unlisted);
    for (const path of candidates) if (unlisted.has(path)) out.add(path);
  }
  return out;
}

/**
 * The base's `.gitbook.yaml` and SUMMARY.md (null: it had none), to read the folder's pages as
 * the base's push listed them; undefined (the folder as it is) when the base lacks their texts.
 */
function structureAt(base: SyncBase): Map<string, Uint8Array | null> | undefined {
  const textOf = (path: string): string | null | undefined => {
    const oid = base.files.get(path);
    return oid === undefined ? null : base.texts([oid]).get(oid);
  };
  const config = textOf(CONFIG_FILE);
  if (config === undefined) return undefined;
  let structure;
  try {
    structure = readConfig(config ?? undefined).structure;
  } catch {
    return undefined;
  }
  const summaryPath = (structure.root ? `${structure.root}/` : '') + structure.summary;
  const summary = textOf(summaryPath);
  if (summary === undefined) return undefined;
  const bytes = (text: string | null) => (text === null ? null : Buffer.from(text, 'utf8'));
  return new Map([
    [CONFIG_FILE, bytes(config)],
    [summaryPath, bytes(summary)],
  ]);
}

const MARKDOWN = /\.(md|markdown)$/i;

/** A space that holds nothing yet (a new space): nothing of it can be lost. */
function isEmptySpace(revision: Revision): boolean {
  if (revision.files.length > 0) return false;
  const pages = revision.pages;
  return (
    pages.length === 0 || (pages.length === 1 && !(pages[0]!.pages ?? []).length && !(pages[0]!.markdown ?? '').trim())
  );
}

/** Pages the folder changed that still hold conflict markers of a pull or a merge. */
function refusedMarkers(top: string, local: Map<string, string>, theirs: Map<string, string>): string[] {
  const out: string[] = [];
  for (const [path, oid] of local) {
    if (!isText(path) || theirs.get(path) === oid) continue;
    const text = readText(top, path);
    if (text !== undefined && hasConflictMarkers(text)) out.push(path);
  }
  return out;
}

function readText(top: string, path: string): string | undefined {
  return readBytes(top, path)?.toString('utf8');
}

function readBytes(top: string, path: string): Buffer | undefined {
  try {
    return readFileSync(`${top}/${path}`);
  } catch {
    return undefined;
  }
}
