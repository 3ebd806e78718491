const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:\d\d)$/;
const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];
/** The amounts of one that English says with a word (`numeric: 'auto'`). */
const NAMED: Partial<Record<Intl.RelativeTimeFormatUnit, [string, string]>> = {
  day: ['yesterday', 'tomorrow'],
  week: ['last week', 'next week'],
  month: ['last month', 'next month'],
  year: ['last year', 'next year'],
};
const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
/**
 * What `new Intl.RelativeTimeFormat('en', { numeric: 'auto' }).format(n, unit)` says for the whole,
 * non-zero numbers a table shows, without making one (10-20 ms, paid by every terminal table);
 * test/output/time.test.ts checks it against the formatter of the Node that runs it.
 */
export function formatRelative(n: number, unit: Intl.RelativeTimeFormatUnit): string {
  const named = NAMED[unit];
  if (named && Math.abs(n) === 1) return named[n < 0 ? 0 : 1];
  const amount = `${grouped(Math.abs(n))} ${unit}${Math.abs(n) === 1 ? '' : 's'}`;
  return n < 0 ? `${amount} ago` : `in ${amount}`;
}

/** "3 days ago" for an ISO timestamp (gh's table style); anything else is returned unchanged. */
export function relativeTime(value: string, now: number): string {
  if (!ISO.test(value)) return value;
  const seconds = (Date.parse(value) - now) / 1000;
  if (Number.isNaN(seconds)) return value;
  if (Math.abs(seconds) < 60) return 'just now';
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return formatRelative(Math.trunc(seconds / size), unit);
  }
  return value;
}
