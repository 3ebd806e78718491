/**
 * Markdown made safe to parse: what would nest deeper, or ask more of the inline parser, than
 * MARKDOWN_LIMITS allows is escaped with a backslash, so the parser reads it as the text it is.
 * Only backslashes are inserted (no line changes), so every position the parser reports maps back
 * to the text as written (`originalOffset`). Ordinary pages come back unchanged, with no work
 * beyond one pass over their characters.
 *
 * Two budgets, because micromark (the parser under remark) takes time in the square of them:
 * - containers: a line whose quote, list and footnote markers (with the indentation before them)
 *   could open more than `nesting` containers has its marker at that depth escaped;
 * - inline marks: in one run of inline text (a paragraph, a heading, a table cell), delimiter
 *   characters beyond `min(inlineMarks, inlineWork / length)` are escaped, and so are code-span
 *   and HTML openers (`` ` ``, `<!--`, `<?`, `<![CDATA[`, `<!X`) that nothing closes, when their
 *   searches for a closer (each scans to the end of the run) would cost more than `inlineWork`:
 *   they are literal text either way. Runs are found by a parse of the block structure alone (no
 *   inline constructs), done only when a stretch of text between blank lines has more
 *   delimiters, backticks or `<` than its length allows.
 */
import { parse, postprocess, preprocess } from 'micromark';
import { frontmatter } from 'micromark-extension-frontmatter';
import { gfmFootnote } from 'micromark-extension-gfm-footnote';
import { gfmTable } from 'micromark-extension-gfm-table';
import type { Event } from 'micromark-util-types';
import { MARKDOWN_LIMITS } from './limits.js';
import './micromark-linear.js';
import './micromark-document.js';

export interface BoundedMarkdown {
  /** The text to parse. */
  text: string;
  /** Offsets (in the text as written, ascending) before which a backslash was inserted. */
  inserts: number[];
}

const SPACE = 32;
const TAB = 9;
const LF = 10;
const CR = 13;

/** Offsets of container markers that would open a container deeper than the limit, one per line at most. */
function deepMarkers(source: string): number[] {
  const out: number[] = [];
  const limit = MARKDOWN_LIMITS.nesting;
  let start = 0;
  while (start <= source.length) {
    let end = source.indexOf('\n', start);
    if (end < 0) end = source.length;
    const marker = markerBeyond(source, start, end, limit);
    if (marker >= 0) out.push(marker);
    start = end + 1;
  }
  return out;
}

/**
 * The offset of the first marker of the line's leading quote/list/footnote markers at which the
 * containers it could open (one per marker, one per two columns of indentation: a nested list
 * item is indented at least two columns past its parent) exceed `limit`; -1 when none does. The
 * one space a marker takes after it is part of the marker.
 */
function markerBeyond(s: string, start: number, end: number, limit: number): number {
  let i = start;
  let columns = 0;
  let markers = 0;
  for (;;) {
    let spaces = 0;
    while (i < end && (s.charCodeAt(i) === SPACE || s.charCodeAt(i) === TAB)) {
      spaces += s.charCodeAt(i) === TAB ? 4 : 1;
      i++;
    }
    columns += markers > 0 ? Math.max(0, spaces - 1) : spaces;
    if (i >= end) return -1;
    const next = markerEnd(s, i, end);
    if (next < 0) return -1;
    markers++;
    if (markers + Math.floor(columns / 2) > limit) return i;
    i = next;
  }
}

const isBreak = (s: string, i: number, end: number) =>
  i >= end || s.charCodeAt(i) === SPACE || s.charCodeAt(i) === TAB || s.charCodeAt(i) === CR;

/** Where a container marker starting at `i` ends (`>`, `-`, `*`, `+`, `1.`, `1)`, `[^note]:`), or -1. */
function markerEnd(s: string, i: number, end: number): number {
  const c = s[i];
  if (c === '>') return i + 1;
  if ((c === '-' || c === '*' || c === '+') && isBreak(s, i + 1, end)) return i + 1;
  if (c !== undefined && c >= '0' && c <= '9') {
    let j = i;
    while (j < end && j - i < 9 && s[j]! >= '0' && s[j]! <= '9') j++;
    return (s[j] === '.' || s[j] === ')') && isBreak(s, j + 1, end) ? j + 1 : -1;
  }
  if (c === '[' && s[i + 1] === '^') {
    const close = s.indexOf(']', i + 2);
    return close > i + 2 && close < end && close - i < 1000 && s[close + 1] === ':' ? close + 2 : -1;
  }
  return -1;
}

const BACKTICK = 96;
const BACKSLASH = 92;
const LESS_THAN = 60;

const isDelimiter = (code: number) => code === 42 || code === 95 || code === 126 || code === 91 || code === 93;

/** Delimiters an inline run of `length` characters may keep. */
const allowedMarks = (length: number) =>
  Math.min(MARKDOWN_LIMITS.inlineMarks, Math.floor(MARKDOWN_LIMITS.inlineWork / Math.max(length, 1)));

/** Whether some stretch between blank lines holds more delimiters, backticks or `<` than its length allows. */
function inlineAtRisk(text: string): boolean {
  let start = 0;
  let marks = 0;
  let ticks = 0;
  let blank = true;
  for (let i = 0; i <= text.length; i++) {
    const code = i < text.length ? text.charCodeAt(i) : LF;
    if (code === LF) {
      if (blank || i === text.length) {
        if (marks > allowedMarks(i - start) || ticks * (i - start) > MARKDOWN_LIMITS.inlineWork) return true;
        start = i + 1;
        marks = 0;
        ticks = 0;
      }
      blank = true;
    } else if (code !== SPACE && code !== TAB && code !== CR) {
      blank = false;
      if (isDelimiter(code)) marks++;
      else if (code === BACKTICK || code === LESS_THAN) ticks++;
    }
  }
  return false;
}

/** The block structure only: every inline construct off, so it costs a pass over the text. */
const FLOW_ONLY = {
  disable: {
    null: [
      'attention',
      'autolink',
      'characterEscape',
      'characterReference',
      'codeText',
      'hardBreakEscape',
      'htmlText',
      'labelEnd',
      'labelStartImage',
      'labelStartLink',
      'gfmFootnoteCall',
      'gfmPotentialFootnoteCall',
    ],
  },
};
const INLINE_RUNS = new Set(['paragraph', 'atxHeadingText', 'setextHeadingText', 'tableContent']);

/** Start and end offsets of every run of inline text, as the parser will read them. */
function inlineRuns(text: string): Array<[number, number]> {
  const events: Event[] = postprocess(
    parse({ extensions: [frontmatter(), gfmTable(), gfmFootnote(), FLOW_ONLY] })
      .document()
      .write(preprocess()(text, undefined, true)),
  );
  const out: Array<[number, number]> = [];
  for (const [kind, token] of events)
    if (kind === 'enter' && INLINE_RUNS.has(token.type)) out.push([token.start.offset, token.end.offset]);
  return out;
}

/** The first of `sorted` greater than `value`, or undefined. */
function firstAfter(sorted: number[], value: number): number | undefined {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (sorted[mid]! <= value) low = mid + 1;
    else high = mid;
  }
  return sorted[low];
}

/** Whether the character at `at` is escaped by the backslashes before it (within `start`). */
function escaped(text: string, start: number, at: number): boolean {
  let backslashes = 0;
  while (at - backslashes > start && text.charCodeAt(at - backslashes - 1) === BACKSLASH) backslashes++;
  return backslashes % 2 === 1;
}

/** HTML openers that scan to their closer (comments, instructions, CDATA, declarations): opener → closer. */
const HTML_SCANS: Array<[RegExp, string]> = [
  [/^<!--/, '-->'],
  [/^<\?/, '?>'],
  [/^<!\[CDATA\[/, ']]>'],
  [/^<![A-Za-z]/, '>'],
];

/**
 * Code-span and HTML openers in `text[start, end)` that nothing closes, read left to right as the
 * parser meets them (what a closed span or comment holds opens nothing), when the parser's
 * searches for their closers (each to the end of the run) would cost more than the inline budget.
 * A code opener is a run of backticks, less its first one when a backslash escapes that; its
 * closer is a run of exactly as many (backslashes are literal in code). An HTML opener is `<!--`,
 * `<?`, `<![CDATA[` or `<!X`, closed by `-->`, `?>`, `]]>` or `>` (searched from `<` + 2, which
 * also finds the empty comments `<!-->` and `<!--->`). Each search below ends where the reading
 * goes on, so the whole is linear.
 */
function unclosedOpeners(text: string, start: number, end: number): number[] {
  const runs: Array<[number, number]> = [];
  const runAt = new Map<number, number>();
  for (let i = text.indexOf('`', start); i >= 0 && i < end; i = text.indexOf('`', i)) {
    let j = i;
    while (j < end && text.charCodeAt(j) === BACKTICK) j++;
    runAt.set(i, runs.length);
    runs.push([i, j - i]);
    i = j;
  }
  const byLength = new Map<number, number[]>();
  runs.forEach(([, length], k) => {
    const list = byLength.get(length);
    if (list) list.push(k);
    else byLength.set(length, [k]);
  });
  const run = text.slice(start, end);
  const lastCloser = new Map<string, number>();
  const out: number[] = [];
  let cost = 0;
  let at = start;
  while (at < end) {
    const tick = text.indexOf('`', at);
    const lt = text.indexOf('<', at);
    const next = Math.min(tick < 0 || tick >= end ? end : tick, lt < 0 || lt >= end ? end : lt);
    if (next >= end) break;
    if (next === tick) {
      const k = runAt.get(tick);
      if (k === undefined) {
        at = tick + 1;
        continue;
      }
      let [open, length] = runs[k]!;
      const after = open + length;
      if (escaped(text, start, open)) {
        open++;
        length--;
      }
      const closer = length > 0 ? firstAfter(byLength.get(length) ?? [], k) : undefined;
      if (closer !== undefined) {
        at = runs[closer]![0] + length;
        continue;
      }
      if (length > 0) {
        cost += end - open;
        for (let i = open; i < after; i++) out.push(i);
      }
      at = after;
      continue;
    }
    const scan = escaped(text, start, lt)
      ? undefined
      : HTML_SCANS.find(([opener]) => opener.test(text.slice(lt, lt + 9)));
    if (!scan) {
      at = lt + 1;
      continue;
    }
    const closer = scan[1];
    if (!lastCloser.has(closer)) lastCloser.set(closer, start + run.lastIndexOf(closer));
    if (lastCloser.get(closer)! >= lt + 2) {
      at = text.indexOf(closer, lt + 2) + closer.length;
      continue;
    }
    cost += end - lt;
    out.push(lt);
    at = lt + 1;
  }
  return cost > MARKDOWN_LIMITS.inlineWork ? out : [];
}

/** Delimiters over the budget of their inline run, and unclosed openers, in `text`'s offsets. */
function excessDelimiters(text: string): number[] {
  const out: number[] = [];
  for (const [start, end] of inlineRuns(text)) {
    out.push(...unclosedOpeners(text, start, end));
    let allowed = allowedMarks(end - start);
    let backslashes = 0;
    for (let i = start; i < end; i++) {
      const code = text.charCodeAt(i);
      if (code === 92) {
        backslashes++;
        continue;
      }
      if (isDelimiter(code) && backslashes % 2 === 0 && allowed-- <= 0) out.push(i);
      backslashes = 0;
    }
  }
  return out.sort((a, b) => a - b);
}

const withInserts = (source: string, inserts: number[]) => {
  if (!inserts.length) return source;
  const parts: string[] = [];
  let at = 0;
  for (const offset of inserts) {
    parts.push(source.slice(at, offset), '\\');
    at = offset;
  }
  parts.push(source.slice(at));
  return parts.join('');
};

/** Sorted offsets in `text` (the source with `inserts` applied) → offsets in the source. */
function toSource(offsets: number[], inserts: number[]): number[] {
  let k = 0;
  return offsets.map((offset) => {
    while (k < inserts.length && inserts[k]! + k < offset) k++;
    return offset - k;
  });
}

export function boundMarkdown(source: string): BoundedMarkdown {
  const deep = deepMarkers(source);
  const text = withInserts(source, deep);
  if (!inlineAtRisk(text)) return { text, inserts: deep };
  const inline = toSource(excessDelimiters(text), deep);
  const inserts = [...new Set([...deep, ...inline])].sort((a, b) => a - b);
  return { text: withInserts(source, inserts), inserts };
}

/** The offset in the source of an offset in the bounded text. */
export function originalOffset(bounded: BoundedMarkdown, offset: number): number {
  const { inserts } = bounded;
  // Inserted backslash k sits at inserts[k] + k in the bounded text.
  let low = 0;
  let high = inserts.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (inserts[mid]! + mid < offset) low = mid + 1;
    else high = mid;
  }
  return offset - low;
}
