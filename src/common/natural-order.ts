/**
 * The natural order of names, as folder reads sort them (push, check, the service's imports):
 * `Intl.Collator('en', { numeric: true, sensitivity: 'base' })`, numbers by value, case and
 * accents aside. Making a collator costs 10-15 ms (ICU loads its collation data), more than a
 * push of a folder spends sorting it; names of printable ASCII, nearly all names, are compared
 * here by the collator's own order of those characters, and the collator is made only for a name
 * with another character (or a number too long to compare here).
 */

/**
 * Printable ASCII in the collator's order at base strength (characters in one string are equal),
 * digits as one group (a run of them is a number). test/common/natural-order.test.ts checks it
 * against the collator of the Node that runs it.
 */
const ORDER = [
  ' ',
  '_',
  '-',
  ',',
  ';',
  ':',
  '!',
  '?',
  '.',
  "'",
  '"',
  '(',
  ')',
  '[',
  ']',
  '{',
  '}',
  '@',
  '*',
  '/',
  '\\',
  '&',
  '#',
  '%',
  '`',
  '^',
  '+',
  '<',
  '=',
  '>',
  '|',
  '~',
  '$',
  '0123456789',
  ...Array.from({ length: 26 }, (_, i) => String.fromCharCode(65 + i) + String.fromCharCode(97 + i)),
];

/** Weight of each printable ASCII character (0 for the others, which the collator compares). */
const WEIGHT = new Uint8Array(128);
ORDER.forEach((group, i) => {
  for (const ch of group) WEIGHT[ch.charCodeAt(0)] = i + 1;
});

/** Numbers longer than this go to the collator (ICU splits very long digit runs its own way). */
const MAX_DIGITS = 64;

const isDigit = (code: number) => code >= 48 && code <= 57;

let collator: Intl.Collator['compare'] | undefined;
const collated = (a: string, b: string) => {
  collator ??= new Intl.Collator('en', { numeric: true, sensitivity: 'base' }).compare;
  return collator(a, b);
};

/** Compares two names in natural order: negative, zero (alike) or positive, as the collator does. */
export function naturalCompare(a: string, b: string): number {
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const ca = a.charCodeAt(i);
    const cb = b.charCodeAt(j);
    const wa = ca < 128 ? WEIGHT[ca]! : 0;
    const wb = cb < 128 ? WEIGHT[cb]! : 0;
    if (wa === 0 || wb === 0) return collated(a, b);
    if (isDigit(ca) && isDigit(cb)) {
      const order = compareNumbers(a, i, b, j);
      if (order === undefined) return collated(a, b);
      if (order.sign !== 0) return order.sign;
      i = order.endA;
      j = order.endB;
      continue;
    }
    if (wa !== wb) return wa < wb ? -1 : 1;
    i++;
    j++;
  }
  // The rest of the longer name may hold a character only the collator knows.
  if (!weighted(a, i) || !weighted(b, j)) return collated(a, b);
  if (i < a.length) return 1;
  return j < b.length ? -1 : 0;
}

/** Whether every character of `text` from `from` on has a weight here. */
function weighted(text: string, from: number): boolean {
  for (let n = from; n < text.length; n++) {
    const code = text.charCodeAt(n);
    if (code >= 128 || WEIGHT[code] === 0) return false;
  }
  return true;
}

/** The digit runs at `i` and `j` compared by value (leading zeros aside), and where they end. */
function compareNumbers(
  a: string,
  i: number,
  b: string,
  j: number,
): { sign: number; endA: number; endB: number } | undefined {
  let endA = i;
  while (endA < a.length && isDigit(a.charCodeAt(endA))) endA++;
  let endB = j;
  while (endB < b.length && isDigit(b.charCodeAt(endB))) endB++;
  if (endA - i > MAX_DIGITS || endB - j > MAX_DIGITS) return undefined;
  while (i < endA - 1 && a.charCodeAt(i) === 48) i++;
  while (j < endB - 1 && b.charCodeAt(j) === 48) j++;
  if (endA - i !== endB - j) return { sign: endA - i < endB - j ? -1 : 1, endA, endB };
  for (; i < endA; i++, j++) {
    const d = a.charCodeAt(i) - b.charCodeAt(j);
    if (d !== 0) return { sign: d < 0 ? -1 : 1, endA, endB };
  }
  return { sign: 0, endA, endB };
}
