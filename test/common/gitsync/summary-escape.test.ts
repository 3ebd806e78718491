import { describe, expect, it } from 'vitest';
import { escapeTitle, linkPath } from '../../../src/common/gitsync/summary.js';

/** The escapes written out in full, without the shortcut for titles that need none. */
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2028\u2029\u2066-\u2069]/gu;
const hex = (c: string) => `&#x${c.codePointAt(0)!.toString(16).toUpperCase()};`;
const fullEscape = (title: string) =>
  title
    .replace(/[\\`*_[\]<>]/g, '\\$&')
    .replace(/&(?=#?[a-z0-9]+;)/gi, '&amp;')
    .replace(UNSAFE, hex)
    .replace(/^(\s)|(\s)$/g, hex);
const fullLinkPath = (path: string) => path.split('/').map(encodeURIComponent).join('/');

/** Strings drawn from plain letters and every character class the escapes look at. */
function* samples(count: number): Generator<string> {
  const alphabet = [..."abcXYZ09 -_.!~*'()/\\`[]<>&#;\t\n\u00a0\u200e\u202e\u2028\u061c\u0007é漢😀%?"];
  let seed = 7;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed;
  };
  for (let i = 0; i < count; i++) {
    let text = '';
    for (let n = next() % 12; n > 0; n--) text += alphabet[next() % alphabet.length];
    yield text;
  }
}

describe('SUMMARY.md titles and link paths', () => {
  it('escape exactly as the full set of replacements does, plain titles included', () => {
    for (const title of samples(20_000)) expect(escapeTitle(title), JSON.stringify(title)).toBe(fullEscape(title));
    expect(escapeTitle('Getting started')).toBe('Getting started');
    expect(escapeTitle(' a_b ')).toBe('&#x20;a\\_b&#x20;');
  });

  it('encode link paths exactly as encodeURIComponent does per segment', () => {
    for (const path of samples(20_000)) expect(linkPath(path), JSON.stringify(path)).toBe(fullLinkPath(path));
    expect(linkPath('section-1/page-1.md')).toBe('section-1/page-1.md');
    expect(linkPath('a b/c#d.md')).toBe('a%20b/c%23d.md');
  });
});
