import { describe, expect, it } from 'vitest';
import { naturalCompare } from '../../src/common/natural-order.js';

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' }).compare;
const sign = (n: number) => Math.sign(n);

/** A small seeded generator, so a failure names a pair that fails again. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const PRINTABLE = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('');

function names(next: () => number, alphabet: string, count: number, maxLength: number): string[] {
  return Array.from({ length: count }, () => {
    let name = '';
    const length = Math.floor(next() * (maxLength + 1));
    for (let k = 0; k < length; k++) name += alphabet[Math.floor(next() * alphabet.length)];
    return name;
  });
}

describe('natural order of names', () => {
  it('orders every printable ASCII character as the collator of this Node does', () => {
    for (const a of PRINTABLE)
      for (const b of PRINTABLE) expect([a, b, sign(naturalCompare(a, b))]).toEqual([a, b, sign(collator(a, b))]);
  });

  it('agrees with the collator on random names: numbers by value, leading zeros, case, prefixes, punctuation', () => {
    const next = random(25);
    const alphabets = [PRINTABLE, '0123456789', '00119aAbB-_. ', 'aA0-', 'x9 0.'];
    for (const alphabet of alphabets) {
      const list = names(next, alphabet, 400, 10);
      for (let k = 0; k + 1 < list.length; k++) {
        for (const [a, b] of [
          [list[k]!, list[k + 1]!],
          [list[k]!, list[k]! + list[k + 1]!],
          [list[k + 1]! + list[k]!, list[k + 1]!],
        ] as const)
          expect([a, b, sign(naturalCompare(a, b))]).toEqual([a, b, sign(collator(a, b))]);
      }
    }
  });

  it('sorts a folder of pages as the collator does, and leaves names outside ASCII to it', () => {
    const files = [
      'page-10.md',
      'page-9.md',
      'Page-1.md',
      'README.md',
      'readme.md',
      'section_2',
      'section-2',
      'section 2',
      'v1.10.md',
      'v1.9.md',
      'v1.09.md',
      '007-bond.md',
      '7-bond.md',
      'édition.md',
      'Edition.md',
      'e\u0301dition.md',
      'zèbre',
      '日本語.md',
      'tab\there.md',
      `${'9'.repeat(80)}.md`,
      `${'9'.repeat(79)}8.md`,
    ];
    for (const a of files)
      for (const b of files) expect([a, b, sign(naturalCompare(a, b))]).toEqual([a, b, sign(collator(a, b))]);
    expect([...files].sort(naturalCompare)).toEqual([...files].sort(collator));
  });
});
