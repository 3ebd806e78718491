/**
 * How deeply the raw HTML of a markdown text nests elements, read in one linear pass before any
 * parser sees it (the HTML parser's tree builder recurses, and 2,000 nested `<div>` overflow its
 * stack). Fenced code and comments are skipped; void elements, self-closed ones and those whose
 * end tag HTML lets out (`<p>`, `<li>`, `<td>`, ...) do not nest here, so the count never
 * exceeds what the parser builds from well-formed text.
 */
import { FENCE } from './nesting.js';

const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);
const OPTIONAL_END = new Set([
  'p',
  'li',
  'dt',
  'dd',
  'tr',
  'td',
  'th',
  'option',
  'optgroup',
  'thead',
  'tbody',
  'tfoot',
  'colgroup',
  'caption',
  'rb',
  'rt',
  'rp',
  'rtc',
]);
/** A start or end tag: `[^<>]*` stops at the next `<`, so each character is read a bounded number of times. */
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)(?:[\s/][^<>]*)?>/g;

export function htmlNestingDepth(markdown: string): number {
  let depth = 0;
  let deepest = 0;
  let fence: string | undefined;
  let comment = false;
  for (let start = 0; start <= markdown.length; ) {
    let end = markdown.indexOf('\n', start);
    if (end < 0) end = markdown.length;
    const line = markdown.slice(start, end);
    start = end + 1;
    if (fence !== undefined) {
      const closing = FENCE.exec(line);
      if (closing && closing[1]![0] === fence[0] && closing[1]!.length >= fence.length) fence = undefined;
    } else {
      const opening = FENCE.exec(line);
      if (opening) fence = opening[1];
      // Outside comments (one left open runs on to the next lines), each tag counts.
      else
        for (let at = 0; at < line.length; ) {
          if (comment) {
            const close = line.indexOf('-->', at);
            if (close < 0) break;
            comment = false;
            at = close + 3;
            continue;
          }
          const open = line.indexOf('<!--', at);
          for (const m of line.slice(at, open < 0 ? line.length : open).matchAll(TAG)) {
            const name = m[2]!.toLowerCase();
            if (VOID.has(name) || OPTIONAL_END.has(name)) continue;
            if (m[1]) depth = Math.max(0, depth - 1);
            else if (!m[0].endsWith('/>') && ++depth > deepest) deepest = depth;
          }
          if (open < 0) break;
          comment = true;
          at = open + 4;
        }
    }
    if (end === markdown.length) break;
  }
  return deepest;
}
