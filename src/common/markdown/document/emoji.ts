/**
 * Emoji in text, and the reference's emoji codes: the code points in hex joined by `-`
 * (`1f44d-1f3fd`).
 */
// `v` flag: built at run time, TypeScript's ES2022 target does not know it.
// biome-ignore lint/complexity/useRegexLiterals: the literal would not compile for TypeScript's target
const RGI = new RegExp('^\\p{RGI_Emoji}$', 'v');
// biome-ignore lint/suspicious/noMisleadingCharacterClass: U+20E3 is matched on its own, as the keycap mark
const MAYBE = /[\p{Extended_Pictographic}\p{Regional_Indicator}\u20e3]/u;
/** No emoji character is below U+00A9 (©): text without one needs no look with the Unicode pattern. */
const BEYOND_LATIN1_START = /[\u00a9-\uffff]/;
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** Whether the text may hold an emoji (false: `splitEmoji` gives it back whole). */
export const mayHoldEmoji = (value: string): boolean => BEYOND_LATIN1_START.test(value) && MAYBE.test(value);

export type Piece = { text: string } | { emoji: string };

/** The text cut around its emoji (each one grapheme), in order; text pieces are never empty. */
export function splitEmoji(value: string): Piece[] {
  if (!mayHoldEmoji(value)) return [{ text: value }];
  const out: Piece[] = [];
  let run = '';
  for (const { segment } of graphemes.segment(value)) {
    if (!RGI.test(segment)) {
      run += segment;
      continue;
    }
    if (run) out.push({ text: run });
    run = '';
    out.push({ emoji: codeOf(segment) });
  }
  if (run) out.push({ text: run });
  return out;
}

export const codeOf = (emoji: string): string => [...emoji].map((c) => c.codePointAt(0)!.toString(16)).join('-');

/** The emoji a code stands for; undefined when it is not one (a missing U+FE0F is added). */
export function emojiOf(code: string): string | undefined {
  const parts = code.split('-');
  if (!parts.every((p) => /^[0-9a-f]{1,6}$/i.test(p))) return undefined;
  const points = parts.map((p) => parseInt(p, 16));
  if (points.some((p) => p > 0x10ffff)) return undefined;
  const emoji = String.fromCodePoint(...points);
  if (RGI.test(emoji)) return emoji;
  return RGI.test(`${emoji}\ufe0f`) ? `${emoji}\ufe0f` : undefined;
}
