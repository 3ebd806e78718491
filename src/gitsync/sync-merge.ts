import { FOLDER_CONFLICT_MARKERS } from '../common/gitsync/layout.js';
import { mergeLines } from '../common/line-merge.js';

/** Git's object id of each file by its path in the folder: one side of a three-way comparison. */
export type Print = ReadonlyMap<string, string>;

/** Why a file cannot be merged: both sides changed the same lines, or one deleted what the other changed. */
export type ConflictReason = 'overlap' | 'deleted here' | 'deleted on the space' | 'binary';

export interface SyncConflict {
  path: string;
  reason: ConflictReason;
}

/** What a three-way comparison of the folder, the space and their base decides for each path that differs. */
export interface SyncPlan {
  /** The folder did not change these since the base: the space's version (or its absence) stands. */
  fromSpace: string[];
  /** Both sides changed these texts: merged line by line. */
  toMerge: string[];
  conflicts: SyncConflict[];
}

/** Files merged line by line: the pages, SUMMARY.md and .gitbook.yaml; any other file is bytes. */
export const isText = (path: string) => /\.(md|markdown|ya?ml|txt)$/i.test(path);

/**
 * How one path settles between the folder (`ours`), the space (`theirs`) and their base (`was`),
 * by git object id (undefined: no such file): `take` the space's version (or absence), `keep` the
 * folder's, merge the texts both changed (`overlap`), or the conflict it is.
 */
export function settlePath(
  path: string,
  was: string | undefined,
  ours: string | undefined,
  theirs: string | undefined,
): 'take' | 'keep' | ConflictReason {
  if (ours === theirs || theirs === was) return 'keep';
  if (ours === was) return 'take';
  if (ours === undefined) return 'deleted here';
  if (theirs === undefined) return 'deleted on the space';
  return isText(path) ? 'overlap' : 'binary';
}

/**
 * Decides, for every path where the folder and the space differ, which side's change stands:
 * what only one side changed since the base is that side's; what both changed is merged (texts)
 * or a conflict. A path that is not in the base was added (on one side, or on both).
 */
export function planSync(base: Print, local: Print, remote: Print): SyncPlan {
  const plan: SyncPlan = { fromSpace: [], toMerge: [], conflicts: [] };
  for (const path of new Set([...local.keys(), ...remote.keys()])) {
    const outcome = settlePath(path, base.get(path), local.get(path), remote.get(path));
    if (outcome === 'take') plan.fromSpace.push(path);
    else if (outcome === 'overlap') plan.toMerge.push(path);
    else if (outcome !== 'keep') plan.conflicts.push({ path, reason: outcome });
  }
  return plan;
}

/** The merged text of a file both sides changed, or the conflict it is (with the markers it would hold). */
export function mergeTexts(base: string | undefined, ours: string, theirs: string) {
  return mergeLines(base ?? '', ours, theirs, FOLDER_CONFLICT_MARKERS);
}

/** One line naming the conflicts, the first few by path. */
export function conflictSummary(conflicts: SyncConflict[], shown = 10): string {
  const names = conflicts.slice(0, shown).map((c) => (c.reason === 'overlap' ? c.path : `${c.path} (${c.reason})`));
  const more = conflicts.length > shown ? ` and ${conflicts.length - shown} more` : '';
  return `${names.join(', ')}${more}`;
}
