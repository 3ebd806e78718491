/**
 * GFM's literal autolinks are tried at the start of every word (an e-mail address may start at
 * any), which costs about a tenth of the read of ordinary text. One needs `www.`, `http://`,
 * `https://` or an `@` in its text (`MAY_LINK`), and the text of a paragraph, heading or table
 * cell never runs past a blank line: a text with no such mark between its start and the next
 * blank line is read with constructs that leave the literal autolinks out. Its events are the
 * same (micromark merges the runs of plain text that the tries split), its steps fewer.
 *
 * micromark's text initializer (in each build a runner may load) takes its constructs from the
 * parser when a text starts: inside `readUnlinked`, it takes the ones without literal autolinks
 * where they cannot match.
 */
import type { Construct, ConstructRecord, TokenizeContext } from 'micromark-util-types';
import { micromarkModules } from './micromark-builds.js';
import { LITERAL_AUTOLINKS } from './micromark-linear.js';

/**
 * What a literal autolink needs in its text: an `@` (e-mail), `www.`, `http://` or `https://`; so
 * do the four patterns of GFM's autolink transform on the tree (URLs, `xmpp:`, `mailto:` and bare
 * e-mail addresses, parse.ts).
 */
export const MAY_LINK = /@|https?:\/\/|www\./i;
const MAY_LINK_ALL = new RegExp(MAY_LINK.source, 'gi');
/** A line of spaces and tabs (a `\r` of a line end among them), from the line end before it. */
const BLANK_LINE = /\n[ \t\r]*\n/g;

type Constructs = TokenizeContext['parser']['constructs'];

interface Reading {
  full: Constructs;
  unlinked: Constructs;
  /** Where each `MAY_LINK` match starts, and each blank line, in order. */
  marks: number[];
  blanks: number[];
}
let reading: Reading | undefined;

const withoutLiterals = new WeakMap<Constructs, Constructs>();
const isLiteral = (construct: Construct) =>
  LITERAL_AUTOLINKS.some((name) => construct.name === name || construct.name === `${name}Bounded`);

function unlinkedOf(full: Constructs): Constructs {
  let unlinked = withoutLiterals.get(full);
  if (!unlinked) {
    const text: ConstructRecord = {};
    for (const [code, list] of Object.entries(full.text)) {
      const kept = (Array.isArray(list) ? list : [list]).filter((c): c is Construct => !!c && !isLiteral(c));
      if (kept.length) text[code] = kept;
    }
    unlinked = { ...full, text };
    withoutLiterals.set(full, unlinked);
  }
  return unlinked;
}

const startsOf = (pattern: RegExp, text: string): number[] => {
  const out: number[] = [];
  pattern.lastIndex = 0;
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) out.push(m.index);
  return out;
};

/** The first value of `sorted` at or after `at`. */
function firstFrom(sorted: number[], at: number): number | undefined {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (sorted[mid]! < at) low = mid + 1;
    else high = mid;
  }
  return sorted[low];
}

/** Whether a text starting at `offset` may hold a literal autolink. */
function mayLink(r: Reading, offset: number): boolean {
  const mark = firstFrom(r.marks, offset);
  if (mark === undefined) return false;
  const blank = firstFrom(r.blanks, offset);
  return blank === undefined || mark < blank;
}

/** Runs `parse` (one micromark parse of `text` with the constructs `full`) as the head says. */
export function readUnlinked<T>(full: Constructs, text: string, parse: () => T): T {
  const outer = reading;
  const marks = startsOf(MAY_LINK_ALL, text);
  reading = { full, unlinked: unlinkedOf(full), marks, blanks: marks.length ? startsOf(BLANK_LINE, text) : [] };
  try {
    return parse();
  } finally {
    reading = outer;
  }
}

interface TextInitializer {
  tokenize: (this: TokenizeContext, effects: unknown) => unknown;
  readsUnlinked?: boolean;
}

for (const module of micromarkModules<Record<string, TextInitializer | undefined>>('initialize/text.js')) {
  const initializer = module.text;
  if (!initializer || initializer.readsUnlinked) continue;
  const tokenize = initializer.tokenize;
  initializer.tokenize = function (this: TokenizeContext, effects: unknown) {
    const r = reading;
    const parser = this.parser;
    if (!r || parser.constructs !== r.full || mayLink(r, this.now().offset)) return tokenize.call(this, effects);
    parser.constructs = r.unlinked;
    try {
      return tokenize.call(this, effects);
    } finally {
      parser.constructs = r.full;
    }
  };
  initializer.readsUnlinked = true;
}
