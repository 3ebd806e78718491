/**
 * A task over a list of items (pages), run on every worker of the pool at once: the list is cut
 * into consecutive runs of about equal text, one a worker, and the answers joined back in order,
 * so the result is the one a single worker gives. A failure is the one a single worker would have
 * met first: that of the earliest run that failed, its step named at its place in the whole list.
 */
import { WorkError } from './pool.js';

/** Less text than this goes to one worker: a second one's share would cost more than it saves. */
export const MIN_SPLIT_CHARS = 64 * 1024;

/** The text of an item: a string, or a page's markdown (or its JSON document). */
export function itemChars(item: unknown): number {
  if (typeof item === 'string') return item.length;
  if (item && typeof item === 'object') {
    const page = item as { markdown?: unknown; json?: unknown };
    if (typeof page.markdown === 'string') return page.markdown.length;
    if (page.json !== undefined) return JSON.stringify(page.json)?.length ?? 0;
  }
  return 0;
}

/**
 * Where each run starts: at most `parts` consecutive runs (none empty), each ending where the
 * text so far comes nearest its share; one run when the whole is under `minChars`.
 */
export function runStarts(sizes: number[], parts: number, minChars = MIN_SPLIT_CHARS): number[] {
  const total = sizes.reduce((n, s) => n + s, 0);
  const count = Math.min(parts, sizes.length);
  if (count <= 1 || total < minChars) return [0];
  const before = [0];
  for (const size of sizes) before.push(before[before.length - 1]! + size);
  const starts = [0];
  for (let k = 1; k < count; k++) {
    const share = (total * k) / count;
    // Leaves at least one item for each run after this one.
    let best = starts[k - 1]! + 1;
    for (let j = best + 1; j <= sizes.length - (count - k); j++)
      if (Math.abs(before[j]! - share) < Math.abs(before[best]! - share)) best = j;
    starts.push(best);
  }
  return starts;
}

/** `run` over the items in runs (see `runStarts`), at once; the answers in the items' order. */
export async function runSplit<T>(
  items: unknown[],
  parts: number,
  run: (items: unknown[]) => Promise<T[]>,
): Promise<T[]> {
  const starts = runStarts(items.map(itemChars), parts);
  if (starts.length === 1) return run(items);
  const runs = starts.map((start, k) => items.slice(start, starts[k + 1] ?? items.length));
  const settled = await Promise.allSettled(runs.map((r) => run(r)));
  const failedAt = settled.findIndex((s) => s.status === 'rejected');
  if (failedAt >= 0) {
    const error = (settled[failedAt] as PromiseRejectedResult).reason;
    if (error instanceof WorkError && 'step' in error.failure && error.failure.step !== undefined)
      throw new WorkError({ ...error.failure, step: error.failure.step + starts[failedAt]! });
    throw error;
  }
  return settled.flatMap((s) => (s as PromiseFulfilledResult<T[]>).value);
}
