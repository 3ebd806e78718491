import stringWidth from 'string-width';
import { describe, expect, it } from 'vitest';
import { graphemes, isSimple, simpleWidth, widthFor } from '../../src/output/width.js';

/** Every character the fast path takes, found by asking it (so a range added there is checked here). */
function simpleCharacters(): string[] {
  const out: string[] = [];
  for (let code = 0x20; code <= 0x2fffd; code++) {
    if (code >= 0xd800 && code <= 0xdfff) continue;
    const char = String.fromCodePoint(code);
    if (isSimple(char)) out.push(char);
  }
  return out;
}

function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

describe('display widths of table cells', () => {
  const simple = simpleCharacters();
  const segmenter = new Intl.Segmenter();

  it('measures each character of its ranges as string-width does', () => {
    expect(simple.length).toBeGreaterThan(50_000);
    const wrong = simple.filter((char) => simpleWidth(char) !== stringWidth(char));
    expect(wrong.map((c) => c.codePointAt(0)!.toString(16))).toEqual([]);
  });

  it('takes only characters that stand alone: random text of them is one grapheme a character, measured as string-width does', () => {
    const next = random(2026);
    const pick = () => simple[Math.floor(next() * simple.length)]!;
    // Neighbours most likely to join if anything did: Hangul syllables, emoji, CJK, Latin.
    const nearby = simple.filter((c) => /[\uAC00-\uD7A3\u{1F300}-\u{1FAFF}\u3040-\u30FF\u00C0-\u024F]/u.test(c));
    for (let k = 0; k < 20_000; k++) {
      const length = 2 + Math.floor(next() * 5);
      let text = '';
      for (let i = 0; i < length; i++) text += k % 2 ? pick() : nearby[Math.floor(next() * nearby.length)]!;
      const segments = [...segmenter.segment(text)].map((s) => s.segment);
      expect([text, segments]).toEqual([text, [...text]]);
      expect([text, simpleWidth(text)]).toEqual([text, stringWidth(text)]);
    }
  });

  it('leaves joined emoji, flags, skin tones, keycaps, combining marks and escapes to string-width', async () => {
    const texts = [
      '👩‍💻 team',
      '🇫🇷 France',
      '👍🏽 yes',
      '1️⃣ first',
      '❤️ love',
      'e\u0301te\u0301',
      'ᄀ\u1161 jamo',
      '\u001b[1mbold\u001b[0m',
      'zero\u200bwidth',
    ];
    for (const text of texts) expect([text, isSimple(text)]).toEqual([text, false]);
    const widthOf = await widthFor(['plain', ...texts]);
    for (const text of texts) expect([text, widthOf(text)]).toEqual([text, stringWidth(text)]);
    for (const text of texts) expect([...graphemes(text)]).toEqual([...segmenter.segment(text)].map((s) => s.segment));
  });

  it('measures texts that are all simple, and what a cut adds to them', async () => {
    const widthOf = await widthFor(['📗 Internal Handbook', 'Ünïcödé 名前', '🚀 🦄']);
    expect(widthOf('📗 Internal Handbook')).toBe(stringWidth('📗 Internal Handbook'));
    expect(widthOf('Ünïcödé 名前')).toBe(12);
    expect(widthOf('…')).toBe(1);
  });
});
