/**
 * How deeply a JSON text nests arrays and objects, read from the text in one pass without
 * recursion: a body is measured before it is parsed, so nothing that recurses (a structured clone
 * to a worker, JSON.stringify, a validator) ever sees one nested thousands deep.
 */
import { MAX_JSON_DEPTH } from './limits.js';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** The deepest nesting of `[` and `{` outside strings (a malformed text is measured as far as it goes). */
export function jsonTextDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      // Skip the string: a backslash escapes the character after it.
      for (i++; i < text.length; i++) {
        const s = text.charCodeAt(i);
        if (s === BACKSLASH) i++;
        else if (s === QUOTE) break;
      }
    } else if (c === 0x5b || c === 0x7b) {
      if (++depth > deepest) deepest = depth;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return deepest;
}

/** The rule a JSON text breaks by its nesting (`nests 1003 levels deep; ...`), or undefined. */
export function jsonDepthProblem(text: string): string | undefined {
  const depth = jsonTextDepth(text);
  return depth > MAX_JSON_DEPTH
    ? `nests arrays and objects ${depth} levels deep; at most ${MAX_JSON_DEPTH} are allowed`
    : undefined;
}
