// The orders in which a timed comparison runs its sides, one per run in turn: every permutation,
// so that each side runs first, last and right after each other side as often. In one fixed
// rotation a side always follows the same other one, and what that one leaves behind (its
// garbage, the JIT's state) moved the figures by 2-3% (bench/engine-ab.mjs, a tree against itself).
export const everyOrder = (count) => permutations(Array.from({ length: count }, (_, i) => i));

const permutations = (items) =>
  items.length <= 1
    ? [items]
    : items.flatMap((x, i) => permutations(items.filter((_, j) => j !== i)).map((rest) => [x, ...rest]));
