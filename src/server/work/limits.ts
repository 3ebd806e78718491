/**
 * The budget of content work on the service: how large a page may be, how deeply its blocks may
 * nest, and how long reading or rendering it may take. Times grow with the size of the text (the
 * parser is meant to be linear) from a floor that covers a busy two-core machine, so the largest
 * real pages (about 190 KB) pass with room while a pathological one is cut off within 2 s when
 * it is small, and within a few seconds at the size limit.
 */
export { MAX_PAGE_BYTES } from '../../common/limits.js';
export { formatBytes, MAX_NESTING } from '../../common/markdown/shape.js';
/** Heap of one content worker. */
export const WORKER_MEMORY_MB = 512;

const KB = 1024;
const scaled = (floorMs: number, msPerKb: number, capMs: number) => (bytes: number) =>
  Math.min(capMs, Math.round(floorMs + (bytes / KB) * msPerKb));

/** Reading a page written to the service (front matter, title, links): the write-time check. */
export const readBudgetMs = scaled(500, 10, 10_000);
/** Rendering one published page (or a JSON document, a page's sections, its text). */
export const renderBudgetMs = scaled(1000, 12, 10_000);
/** Work over many pages at once (a PDF, the search index of a site, the links of a space). */
export const bulkBudgetMs = scaled(2000, 12, 60_000);

export const formatMs = (ms: number) => (ms >= 1000 ? `${(ms / 1000).toFixed(1).replace(/\.0$/, '')} s` : `${ms} ms`);
