import { describe, expect, it } from 'vitest';
import { formatRelative, relativeTime } from '../../src/output/time.js';

const UNITS = ['year', 'month', 'week', 'day', 'hour', 'minute'] as const;

describe('relative times in tables', () => {
  it('says what Intl.RelativeTimeFormat says in English, for every unit and many amounts', () => {
    const intl = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
    const amounts = [1, 2, 3, 9, 10, 11, 12, 59, 99, 100, 999, 1000, 1001, 9999, 12345, 1234567];
    for (const unit of UNITS)
      for (const n of [...amounts, ...amounts.map((a) => -a)])
        expect([unit, n, formatRelative(n, unit)]).toEqual([unit, n, intl.format(n, unit)]);
  });

  it('shows an ISO time relative to now, anything else as it is', () => {
    const now = Date.parse('2026-11-28T12:00:00Z');
    expect(relativeTime('2026-11-25T12:00:00Z', now)).toBe('3 days ago');
    expect(relativeTime('2026-11-27T11:00:00Z', now)).toBe('yesterday');
    expect(relativeTime('2026-11-28T11:59:30Z', now)).toBe('just now');
    expect(relativeTime('2026-11-28T14:30:00Z', now)).toBe('in 2 hours');
    expect(relativeTime('2025-10-01T00:00:00Z', now)).toBe('last year');
    expect(relativeTime('not a time', now)).toBe('not a time');
  });
});
