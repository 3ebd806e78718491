import { describe, expect, it } from 'vitest';
import { ByteBudget } from '../../src/api/transport.js';

describe('the download budget', () => {
  it('never lets answers in progress hold more than it together, and always lets one run', async () => {
    const budget = new ByteBudget(100);
    let held = 0;
    let most = 0;
    const order: string[] = [];
    const download = async (name: string, size: number, ms: number) => {
      const release = await budget.reserve(size);
      const share = Number.isFinite(size) ? Math.min(size, 100) : 100;
      held += share;
      most = Math.max(most, held);
      order.push(name);
      await new Promise((resolve) => setTimeout(resolve, ms));
      held -= share;
      release();
      release(); // a second release changes nothing
    };
    await Promise.all([
      download('a', 60, 30),
      download('b', 30, 10),
      download('unknown length', Number.NaN, 10),
      download('huge', 10_000, 5),
      download('c', 10, 5),
    ]);
    expect(most).toBeLessThanOrEqual(100);
    expect(order.slice(0, 2)).toEqual(['a', 'b']);
    expect(order).toHaveLength(5);
  });
});
