/**
 * The service reads a page's text at most once while it keeps the answer (server/work/memo.ts):
 * the same input is answered without a worker (counted by the pool's started tasks, never timed),
 * as a copy of its own equal to the worker's answer; a failure still names the item as sent.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { contentPool, runTask } from '../../../src/server/work/index.js';
import { memoCounts } from '../../../src/server/work/memo.js';
import { WorkError } from '../../../src/server/work/pool.js';

afterAll(async () => contentPool().close());

const page = (n: number) =>
  `# Page ${n}\n\nSee [the guide](guide-${n}.md) and ![a picture](p-${n}.png).\n\n| a | b |\n| - | - |\n| ${n} | x |\n`;

describe('content work kept by its input', () => {
  it('answers the same input without a worker, each caller its own copy', async () => {
    const pool = contentPool();
    const first = await runTask('to-documents', [page(1), page(2)], 'test');
    const started = pool.started;
    const again = await runTask('to-documents', [page(2), page(1)], 'test');
    expect(pool.started).toBe(started);
    expect(again).toEqual([first[1], first[0]]);
    expect(again[0]).not.toBe(first[1]);
    // One new page among kept ones: one task, with that page only, in its place.
    const hits = memoCounts().hits;
    const mixed = await runTask('links', [page(3), page(1)], 'test');
    const mixedAgain = await runTask('links', [page(1), page(3), page(4)], 'test');
    expect(pool.started).toBe(started + 2);
    expect(memoCounts().hits - hits).toBe(2);
    expect(mixedAgain.slice(0, 2)).toEqual([mixed[1], mixed[0]]);
    expect(mixedAgain[2]![0]!.target).toBe('guide-4.md');
  }, 120_000);

  it('a failure names the item at its place in the list sent', async () => {
    await runTask('links', [page(5)], 'test');
    const deep = `${'> '.repeat(200)}deep\n`;
    const error = await runTask('links', [page(5), deep], 'test').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WorkError);
    expect((error as WorkError).failure).toMatchObject({ kind: 'limit', step: 1 });
  }, 120_000);
});
