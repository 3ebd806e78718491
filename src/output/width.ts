/**
 * Display widths of table cells as string-width measures them (wide characters and emoji take two
 * columns), without its cost where it is not needed: string-width segments text into graphemes
 * with Intl.Segmenter (about 20 ms to make) and tests each with an RGI emoji pattern (about 30 ms
 * to compile), paid by every table a person sees in a terminal. Text whose characters each stand
 * alone (printable ASCII, and the letters, CJK, punctuation and emoji ranges below, none of which
 * joins its neighbour into one grapheme) is measured here, a character at a time; other text goes
 * to string-width, loaded only then. test/output/width.test.ts checks every character of those
 * ranges, and random text of them, against string-width.
 */
import { eastAsianWidth } from 'get-east-asian-width';

const PRINTABLE_ASCII = /^[\u0020-\u007E]*$/;

/**
 * Characters that are one grapheme whatever surrounds them (no combining marks, joiners,
 * selectors, modifiers, regional indicators, jamo, fillers or invisible characters among them).
 */
const STANDALONE =
  /^(?:[\u0020-\u007E\u00A0-\u00AC\u00AE-\u02FF\u0370-\u0377\u037A-\u037F\u0384-\u038A\u038C\u038E-\u03A1\u03A3-\u0482\u048A-\u052F\u2010-\u2027\u2030-\u205E\u2070-\u2071\u2074-\u208E\u20A0-\u20C0\u2100-\u218B\u2190-\u23FF\u2460-\u24FF\u2500-\u25FF\u2600-\u27BF\u3000-\u3029\u3030-\u303F\u3041-\u3096\u309B-\u30FF\u3400-\u4DBF\u4E00-\u9FFF\uAC00-\uD7A3\uFF01-\uFF60\uFFE0-\uFFE6]|[\u{1F300}-\u{1F3FA}\u{1F400}-\u{1F64F}\u{1F680}-\u{1F6FF}\u{1F900}-\u{1F9FF}\u{1FA70}-\u{1FAFF}\u{20000}-\u{2FFFD}])*$/u;

const EMOJI_PRESENTATION = /\p{Emoji_Presentation}/u;

/** Whether text is measured here (each of its characters one grapheme). */
export const isSimple = (text: string) => PRINTABLE_ASCII.test(text) || STANDALONE.test(text);

/** The width of text made of standalone characters, or undefined for text string-width must measure. */
export function simpleWidth(text: string): number | undefined {
  if (PRINTABLE_ASCII.test(text)) return text.length;
  if (!STANDALONE.test(text)) return undefined;
  let width = 0;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    width += code < 0x7f ? 1 : EMOJI_PRESENTATION.test(char) ? 2 : eastAsianWidth(code);
  }
  return width;
}

export type WidthOf = (text: string) => number;

/** A width function for these texts: string-width is loaded only when one of them needs it. */
export async function widthFor(texts: Iterable<string>): Promise<WidthOf> {
  for (const text of texts) {
    if (isSimple(text)) continue;
    const { default: stringWidth } = await import('string-width');
    return (t) => simpleWidth(t) ?? stringWidth(t);
  }
  // Only parts of the texts given are measured after this (cut cells, `…`), which stay simple; any
  // other text is counted a character at a time rather than refused.
  return (t) => simpleWidth(t) ?? [...t].reduce((sum, char) => sum + eastAsianWidth(char.codePointAt(0)!), 0);
}

let segmenter: Intl.Segmenter | undefined;

/** The graphemes of text: its characters when each stands alone, else as Intl.Segmenter cuts them. */
export function* graphemes(text: string): Generator<string> {
  if (isSimple(text)) {
    yield* text;
    return;
  }
  segmenter ??= new Intl.Segmenter();
  for (const { segment } of segmenter.segment(text)) yield segment;
}
