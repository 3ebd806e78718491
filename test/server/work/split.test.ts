/**
 * A list of pages read on every content worker at once (server/work/split.ts): runs of about equal
 * text, in order; answers the same as from one worker, in the same order; a failure names the
 * page at its place in the whole list, the earliest a single worker would have met.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { workerEntry } from '../../../src/server/work/index.js';
import { WORKER_MEMORY_MB } from '../../../src/server/work/limits.js';
import { WorkError, WorkerPool } from '../../../src/server/work/pool.js';
import { itemChars, MIN_SPLIT_CHARS, runSplit, runStarts } from '../../../src/server/work/split.js';

const pool = new WorkerPool({
  entry: workerEntry,
  size: 2,
  memoryMb: WORKER_MEMORY_MB,
  idleMs: 60_000,
  queueMs: 60_000,
  startMs: 60_000,
});
afterAll(async () => pool.close());

/** A page of about `kb` KB with a link of its own. */
const page = (n: number, kb: number) =>
  `# Page ${n}\n\nSee [the guide](guide-${n}.md).\n\n${'Some words of a paragraph. '.repeat(kb * 40)}\n`;

describe('runs of a list', () => {
  it('cuts a list into consecutive runs of about equal text, none empty', () => {
    expect(runStarts([10, 10, 10, 10], 2, 0)).toEqual([0, 2]);
    expect(runStarts([90, 5, 5], 2, 0)).toEqual([0, 1]);
    expect(runStarts([5, 5, 90], 2, 0)).toEqual([0, 2]);
    expect(runStarts([1, 1, 1, 1, 1, 1], 3, 0)).toEqual([0, 2, 4]);
    expect(runStarts([100], 4, 0)).toEqual([0]);
    expect(runStarts([10, 10], 1, 0)).toEqual([0]);
    // Little text stays with one worker.
    expect(runStarts([10, 10, 10], 2)).toEqual([0]);
    expect(runStarts([MIN_SPLIT_CHARS, 1], 2)).toEqual([0, 1]);
  });

  it("counts a page's markdown, or its JSON document, or a text", () => {
    expect(itemChars('abc')).toBe(3);
    expect(itemChars({ markdown: 'abcd', headed: true })).toBe(4);
    expect(itemChars({ json: { a: 1 }, headed: false })).toBe(7);
    expect(itemChars(undefined)).toBe(0);
  });
});

describe('a list read on two workers', () => {
  it('answers as one worker does, in order, with both workers at work', async () => {
    const pages = Array.from({ length: 8 }, (_, n) => page(n, 12));
    const whole = await pool.run<unknown[]>('links', pages, { caller: 'whole' });
    const started = pool.started;
    const split = await runSplit(pages, 2, (items) => pool.run<unknown[]>('links', items, { caller: 'split' }));
    expect(split).toEqual(whole);
    expect(pool.started - started).toBe(2);
    expect(pool.workers).toBe(2);
  }, 120_000);

  it('names the failing page at its place in the whole list, the earliest of those that fail', async () => {
    const deep = `${'> '.repeat(200)}deep\n`;
    const pages = [page(0, 30), page(1, 30), page(2, 30), deep, page(4, 30), deep];
    const error = await runSplit(pages, 2, (items) => pool.run<unknown[]>('links', items, { caller: 'fails' })).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(WorkError);
    expect((error as WorkError).failure).toMatchObject({ kind: 'limit', step: 3 });
  }, 120_000);
});
