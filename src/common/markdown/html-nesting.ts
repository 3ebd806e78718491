/**
 * How deeply the raw HTML of a markdown text nests elements, read in one linear pass before any
 * parser sees it (the HTML parser's tree builder recurses, and 2,000 nested `<div>` overflow its
 * stack). Fenced code, code spans and comments are skipped; void elements, self-closed ones and
 * those whose end tag HTML lets out (`<p>`, `<li>`, `<td>`, ...) do not nest here, so the count
 * never exceeds what the parser builds from well-formed text. An element that is not a block
 * container (`<span>`, `<kbd>`, a `<space-id>` in prose) is inline HTML of its paragraph: the
 * paragraph's end closes it, so a blank line ends its nesting.
 */
import { closesFence, FENCE } from './nesting.js';

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
/** Elements that hold blocks: they stay open across the paragraphs between their tags. */
const BLOCK = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'center',
  'details',
  'dialog',
  'dir',
  'div',
  'dl',
  'fieldset',
  'figure',
  'footer',
  'form',
  'header',
  'main',
  'menu',
  'nav',
  'ol',
  'section',
  'summary',
  'table',
  'ul',
  'figcaption',
  'picture',
  'video',
  'audio',
  'object',
  'template',
]);
/** A start or end tag: `[^<>]*` stops at the next `<`, so each character is read a bounded number of times. */
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)(?:[\s/][^<>]*)?>/g;

export function htmlNestingDepth(markdown: string): number {
  let blocks = 0;
  let inline = 0;
  let deepest = 0;
  let fence: string | undefined;
  let comment = false;
  for (let start = 0; start <= markdown.length; ) {
    let end = markdown.indexOf('\n', start);
    if (end < 0) end = markdown.length;
    const line = markdown.slice(start, end);
    start = end + 1;
    if (fence !== undefined) {
      if (closesFence(line, fence)) fence = undefined;
    } else if (!comment && line.trim() === '') {
      // A paragraph ends: the inline elements it left open are closed with it.
      inline = 0;
    } else {
      const opening = comment ? null : FENCE.exec(line);
      if (opening) fence = opening[1];
      // Outside comments (one left open runs on to the next lines), each tag counts.
      else {
        const text = withoutCodeSpans(line);
        for (let at = 0; at < text.length; ) {
          if (comment) {
            const close = text.indexOf('-->', at);
            if (close < 0) break;
            comment = false;
            at = close + 3;
            continue;
          }
          const open = text.indexOf('<!--', at);
          for (const m of text.slice(at, open < 0 ? text.length : open).matchAll(TAG)) {
            const name = m[2]!.toLowerCase();
            if (VOID.has(name) || OPTIONAL_END.has(name)) continue;
            const block = BLOCK.has(name);
            if (m[1]) {
              if (block) blocks = Math.max(0, blocks - 1);
              else inline = Math.max(0, inline - 1);
            } else if (!m[0].endsWith('/>')) {
              if (block) blocks++;
              else inline++;
              deepest = Math.max(deepest, blocks + inline);
            }
          }
          if (open < 0) break;
          comment = true;
          at = open + 4;
        }
      }
    }
    if (end === markdown.length) break;
  }
  return deepest;
}

/**
 * The line with its code spans blanked: a run of backticks up to the next run of the same length
 * (CommonMark's rule, within the line). Each run's successor of its length is found from one list
 * of the line's runs, so a line of many unmatched runs is still read in linear time.
 */
function withoutCodeSpans(line: string): string {
  if (!line.includes('`')) return line;
  const runs: Array<{ at: number; length: number }> = [];
  for (let i = 0; i < line.length; ) {
    if (line[i] !== '`') {
      i++;
      continue;
    }
    let j = i;
    while (line[j] === '`') j++;
    runs.push({ at: i, length: j - i });
    i = j;
  }
  // For each run, the index of the next run of the same length.
  const next = new Array<number>(runs.length).fill(-1);
  const lastOfLength = new Map<number, number>();
  for (let r = runs.length - 1; r >= 0; r--) {
    next[r] = lastOfLength.get(runs[r]!.length) ?? -1;
    lastOfLength.set(runs[r]!.length, r);
  }
  let out = '';
  let copied = 0;
  for (let r = 0; r < runs.length; ) {
    const close = next[r]!;
    if (close < 0) {
      r++;
      continue;
    }
    out += line.slice(copied, runs[r]!.at);
    copied = runs[close]!.at + runs[close]!.length;
    out += ' '.repeat(copied - runs[r]!.at);
    r = close + 1;
  }
  return out + line.slice(copied);
}
