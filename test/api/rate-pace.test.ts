/** The request layer's pacing by GitBook's rate-limit headers (src/api/rate-pace.ts). */
import { describe, expect, it } from 'vitest';
import { RatePacer } from '../../src/api/rate-pace.js';

const T = 1_700_000_000_000;
/** An answer to a request sent just before, read at `now`. */
const answer = (pacer: RatePacer, headers: Record<string, string>, now: number) => {
  pacer.begin(now);
  pacer.end(headers, now);
};
const headers = (limit: number, remaining: number, resetSeconds: number) => ({
  'x-ratelimit-limit': String(limit),
  'x-ratelimit-remaining': String(remaining),
  'x-ratelimit-reset': String(resetSeconds),
});

describe('pacing by X-RateLimit headers', () => {
  it('sends at once while the window has room, and without the headers', () => {
    const pacer = new RatePacer();
    expect(pacer.begin(T)).toBe(0);
    answer(pacer, {}, T);
    expect(pacer.begin(T)).toBe(0);
    answer(pacer, headers(60, 30, T / 1000 + 30), T);
    expect(pacer.begin(T)).toBe(0);
  });

  it('spreads the requests left over the time to the reset, each in its own slot', () => {
    const pacer = new RatePacer();
    // 3 of 60 left, 40 s to the reset: the three and the next window's first share it, 10 s apart.
    answer(pacer, headers(60, 3, T / 1000 + 40), T);
    expect([pacer.begin(T), pacer.begin(T), pacer.begin(T), pacer.begin(T)]).toEqual([10_000, 20_000, 30_000, 40_000]);
    // Past the reset the next window has room: the rest go at the reset, not in slots after it.
    expect([pacer.begin(T), pacer.begin(T)]).toEqual([40_000, 40_000]);
  });

  it('counts the requests still on their way as spent', () => {
    const pacer = new RatePacer();
    for (let i = 0; i < 4; i++) expect(pacer.begin(T)).toBe(0);
    // 9 of 60 left, but three more are on their way: 6, within a tenth of the window.
    pacer.end(headers(60, 9, T / 1000 + 35), T);
    expect(pacer.begin(T)).toBe(5000);
  });

  it('with nothing left, waits for the reset (at most a minute)', () => {
    const pacer = new RatePacer();
    answer(pacer, headers(60, 0, T / 1000 + 5), T);
    expect(pacer.begin(T)).toBe(5000);
    answer(pacer, headers(60, 0, T / 1000 + 3600), T);
    expect(pacer.begin(T)).toBe(60_000);
  });

  it('a new window with room ends the pacing; a reset already past never holds anything', () => {
    const pacer = new RatePacer();
    answer(pacer, headers(60, 0, T / 1000 + 5), T);
    answer(pacer, headers(60, 59, T / 1000 + 65), T + 5000);
    expect(pacer.begin(T + 5000)).toBe(0);
    answer(pacer, headers(60, 0, T / 1000 - 1), T);
    expect(pacer.begin(T)).toBe(0);
  });

  it('reads a small reset as seconds from now, and ignores values that are not numbers', () => {
    const pacer = new RatePacer();
    answer(pacer, headers(10, 0, 2), T);
    expect(pacer.begin(T)).toBe(2000);
    const other = new RatePacer();
    answer(other, { 'x-ratelimit-remaining': 'none', 'x-ratelimit-reset': 'soon' }, T);
    expect(other.begin(T)).toBe(0);
  });
});
