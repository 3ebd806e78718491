import { describe, expect, it } from 'vitest';
import { mapLimited } from '../../src/common/map-limited.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('mapLimited', () => {
  it('runs at most `limit` at once and answers in the items order', async () => {
    let running = 0;
    let most = 0;
    const out = await mapLimited([5, 1, 4, 2, 3, 0], 2, async (ms) => {
      most = Math.max(most, ++running);
      await sleep(ms);
      running--;
      return ms * 10;
    });
    expect(out).toEqual([50, 10, 40, 20, 30, 0]);
    expect(most).toBe(2);
  });

  it('starts nothing more after a failure, and throws that failure once the running ones could end', async () => {
    const started: number[] = [];
    const items = Array.from({ length: 20 }, (_, i) => i);
    const run = mapLimited(items, 3, async (i) => {
      started.push(i);
      if (i === 2) throw new Error('item 2 failed');
      await sleep(30);
      return i;
    });
    await expect(run).rejects.toThrow('item 2 failed');
    await sleep(80);
    expect(started).toEqual([0, 1, 2]);
  });
});
