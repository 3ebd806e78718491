// Several ways of reading the same pages, timed in one process (bench/parse-rate.mjs, the bench's
// parse row; bench/engine-ab.mjs). Each side reads all pages once untimed (the JIT warmed, as in a
// service or a long push), then `runs` times, each run in the next of every order of the sides, so
// that each side runs first, last and right after each other side as often: in one fixed rotation
// a side always follows the same other one, and what that one leaves behind (its garbage, the
// JIT's state) moved the figures by 2-3% (engine-ab, a tree against itself). A full garbage
// collection goes before each side (when --expose-gc), so that none pays for another's garbage.
// A run's figure is the CPU time of the process over it (user + system, every thread: garbage
// collection and the JIT's included), which busy processes beside it move far less than its
// wall-clock time (given beside it).

/** Per side, the figures of its runs: `{ cpu, wall }` in ms. */
export function interleave(sides, pages, runs) {
  const pass = (read) => {
    globalThis.gc?.();
    const cpu = process.cpuUsage();
    const wall = process.hrtime.bigint();
    for (const page of pages) read(page);
    const used = process.cpuUsage(cpu);
    return { cpu: (used.user + used.system) / 1000, wall: Number(process.hrtime.bigint() - wall) / 1e6 };
  };
  for (const read of sides) pass(read);
  const orders = everyOrder(sides.length);
  const times = sides.map(() => []);
  for (let run = 0; run < runs; run++)
    for (const side of orders[run % orders.length]) times[side].push(pass(sides[side]));
  return times;
}

export const median = (xs) => {
  const s = [...xs].sort((x, y) => x - y);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const everyOrder = (count) => permutations(Array.from({ length: count }, (_, i) => i));

const permutations = (items) =>
  items.length <= 1
    ? [items]
    : items.flatMap((x, i) => permutations(items.filter((_, j) => j !== i)).map((rest) => [x, ...rest]));
