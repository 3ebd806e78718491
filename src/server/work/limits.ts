/**
 * The budget of content work on the service: how large a page may be, how deeply its blocks may
 * nest, and how much work its parse may take, counted in parser steps (common/markdown/steps.ts),
 * so that a page gets the same answer on an idle and on a saturated machine. Time is only a
 * watchdog against a runaway the counts missed: far above what any page within the limits takes
 * on a busy machine, and answered as a temporary failure (503), never as invalid content.
 */
export { MAX_PAGE_BYTES } from '../../common/limits.js';
export { formatBytes, MAX_NESTING } from '../../common/markdown/shape.js';
export { parseStepLimit } from '../../common/markdown/limits.js';
/** Heap of one content worker. */
export const WORKER_MEMORY_MB = 512;

/**
 * The watchdog of one page's work (reading, rendering), in ms: 30 s, or
 * `DOCS_CLI_CONTENT_WATCHDOG_MS` (a setting for tests of the watchdog, read when a worker starts).
 */
export function pageWatchdogMs(env: NodeJS.ProcessEnv = process.env): number {
  const set = Number(env.DOCS_CLI_CONTENT_WATCHDOG_MS);
  return Number.isInteger(set) && set > 0 ? set : 30_000;
}

/** The watchdog of work over many pages at once (a PDF, a site's search index, an import). */
export const bulkWatchdogMs = (env: NodeJS.ProcessEnv = process.env): number => 4 * pageWatchdogMs(env);

/** Seconds a caller refused by the watchdog is told to wait before trying again. */
export const WATCHDOG_RETRY_AFTER_S = 5;

export const formatMs = (ms: number) => (ms >= 1000 ? `${(ms / 1000).toFixed(1).replace(/\.0$/, '')} s` : `${ms} ms`);
