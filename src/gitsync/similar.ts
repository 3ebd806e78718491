import { diffArrays } from 'diff';

/** Share of lines two bodies must have in common to be one page moved and edited. */
export const MIN_SIMILARITY = 0.5;
/** Pages with fewer lines are too small for a share of lines to mean anything. */
const MIN_LINES = 3;
/** Like git's diff.renameLimit: past this many candidates on a side, no similarity search. */
const MAX_CANDIDATES = 1000;

/** Lines that carry text: blank lines are common to any two pages. */
const linesOf = (body: string) =>
  body
    .split('\n')
    .map((l) => l.trimEnd())
    .filter((l) => l !== '');

function counts(lines: string[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const line of lines) out.set(line, (out.get(line) ?? 0) + 1);
  return out;
}

/** Lines in common ignoring order: a cheap upper bound of the diff's common lines. */
function sharedLines(a: Map<string, number>, b: Map<string, number>): number {
  let shared = 0;
  for (const [line, n] of a) shared += Math.min(n, b.get(line) ?? 0);
  return shared;
}

function commonInOrder(a: string[], b: string[]): number {
  let common = 0;
  for (const part of diffArrays(a, b)) if (!part.added && !part.removed) common += part.count ?? part.value.length;
  return common;
}

/**
 * Pairs each left body with at most one right body, the most similar pairs first (git's rename
 * detection): similarity is the lines in common, in order, over the longer side's lines.
 * Returns index pairs into `left` and `right`.
 */
export function similarPairs(left: string[], right: string[]): Array<[number, number]> {
  if (!left.length || !right.length || left.length > MAX_CANDIDATES || right.length > MAX_CANDIDATES) return [];
  const prepare = (body: string) => {
    const lines = linesOf(body);
    return { lines, counts: counts(lines) };
  };
  const lefts = left.map(prepare);
  const rights = right.map(prepare);
  const scored: Array<{ score: number; l: number; r: number }> = [];
  lefts.forEach((a, l) => {
    if (a.lines.length < MIN_LINES) return;
    rights.forEach((b, r) => {
      if (b.lines.length < MIN_LINES) return;
      const longer = Math.max(a.lines.length, b.lines.length);
      if (sharedLines(a.counts, b.counts) / longer < MIN_SIMILARITY) return;
      const score = commonInOrder(a.lines, b.lines) / longer;
      if (score >= MIN_SIMILARITY) scored.push({ score, l, r });
    });
  });
  // Stable: among equal scores, the earlier pages pair first.
  scored.sort((x, y) => y.score - x.score);
  const usedLeft = new Set<number>();
  const usedRight = new Set<number>();
  const out: Array<[number, number]> = [];
  for (const { l, r } of scored) {
    if (usedLeft.has(l) || usedRight.has(r)) continue;
    usedLeft.add(l);
    usedRight.add(r);
    out.push([l, r]);
  }
  return out;
}
