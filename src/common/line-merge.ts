import { diff3Merge } from 'node-diff3';
import { CONFLICT_MARKERS, type ConflictMarkers } from './gitsync/layout.js';

export interface TextMerge {
  text: string;
  /** True when both sides changed the same lines (the text then holds git-style markers). */
  conflict: boolean;
}

/**
 * Three-way merge of a page's markdown, line by line (diff3): edits to different lines
 * combine; overlapping edits become a block of `markers` (by default `<<<<<<< change request` /
 * `=======` / `>>>>>>> main`).
 */
export function mergeLines(
  base: string,
  ours: string,
  theirs: string,
  markers: ConflictMarkers = CONFLICT_MARKERS,
): TextMerge {
  if (ours === theirs || theirs === base) return { text: ours, conflict: false };
  if (ours === base) return { text: theirs, conflict: false };
  const split = (text: string) => text.split('\n');
  const out: string[] = [];
  let conflict = false;
  for (const region of diff3Merge(split(ours), split(base), split(theirs), { excludeFalseConflicts: true })) {
    if (region.ok) out.push(...region.ok);
    else if (region.conflict) {
      conflict = true;
      out.push(markers.ours, ...region.conflict.a, markers.separator, ...region.conflict.b, markers.theirs);
    }
  }
  return { text: out.join('\n'), conflict };
}
