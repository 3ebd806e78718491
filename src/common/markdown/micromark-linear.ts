/**
 * micromark applies its batched event edits (`EditMap#consume`) by copying the whole list of
 * events, and it does so each time a container (list item, quote) closes and at each setext
 * heading: a page of many nested list items took time in the square of its length (80 KB: 33 s).
 * The edits always sit at the end of the list, so only the part from the first edit on needs to
 * move: this gives `consume` that cost, with the same result. Applied once, on first import, to
 * the copy of `micromark-util-edit-map` micromark itself loads (found from micromark's folder, as
 * Node resolves it: a test runner may resolve this module's own import to another build) and to
 * the one imported here. A test holds the parse linear.
 */
import { EditMap } from 'micromark-util-edit-map';
import { micromarkEditMaps, micromarkModules } from './micromark-builds.js';
import { step } from './steps.js';
import type { Event } from 'micromark-util-types';

type Change = [number, number, Event[]];

interface EditMapState {
  map: Change[];
  index: Map<number, Change>;
}

function consumeFromFirstEdit(this: EditMapState, events: Event[]): void {
  if (this.map.length === 0) return;
  this.map.sort((a, b) => a[0] - b[0]);
  const first = this.map[0]![0];
  const tail: Event[] = [];
  let at = first;
  for (const [index, remove, add] of this.map) {
    for (let i = at; i < index; i++) tail.push(events[i]!);
    for (const event of add) tail.push(event);
    at = index + remove;
  }
  for (let i = at; i < events.length; i++) tail.push(events[i]!);
  events.length = first;
  for (const event of tail) events.push(event);
  this.map.length = 0;
  this.index.clear();
}

type Patchable = { prototype: { consume: unknown; linear?: boolean } };

function makeLinear(editMap: Patchable): void {
  if (editMap.prototype.linear) return;
  editMap.prototype.consume = consumeFromFirstEdit;
  editMap.prototype.linear = true;
}

makeLinear(EditMap as unknown as Patchable);
// The copies micromark's document tokenizer imports, when they are other ones.
const used = micromarkEditMaps<{ EditMap: Patchable }>().map((module) => module.EditMap);
for (const editMap of used) makeLinear(editMap);

/**
 * micromark's text resolver merges adjacent `data` events with one `splice` per run, each moving
 * every event after it: a paragraph of many character escapes (the inline budget escapes marks
 * past it) took time in the square of its length (`[^a]` repeated over 25 KB: 11 s). The runs are
 * merged here in one pass first, so the original finds none left to splice.
 */
type Resolve = (events: Event[], context: unknown) => Event[];
interface TextInitializer {
  resolveAll?: Resolve;
  linearData?: boolean;
}

function mergeDataRuns(events: Event[]): Event[] {
  const out: Event[] = [];
  for (let i = 0; i < events.length; ) {
    const event = events[i]!;
    if (event[0] === 'enter' && event[1].type === 'data' && events[i + 1]?.[1] === event[1]) {
      let j = i + 2;
      while (events[j]?.[0] === 'enter' && events[j]![1].type === 'data' && events[j + 1]?.[1] === events[j]![1])
        j += 2;
      if (j > i + 2) event[1].end = events[j - 1]![1].end;
      out.push(event, events[i + 1]!);
      i = j;
    } else {
      out.push(event);
      i++;
    }
  }
  if (out.length === events.length) return events;
  events.length = 0;
  for (const event of out) events.push(event);
  return events;
}

function linearText(initializer: TextInitializer | undefined): void {
  const original = initializer?.resolveAll;
  if (!initializer || !original || initializer.linearData) return;
  initializer.resolveAll = (events, context) => original(mergeDataRuns(events), context);
  initializer.linearData = true;
}

/** micromark's text initializers, in each build a runner may load. */
const micromarksTextInitializers = (): TextInitializer[] =>
  micromarkModules<Record<string, TextInitializer>>('initialize/text.js').flatMap((module) => [
    module.resolver!,
    module.string!,
    module.text!,
  ]);

const textInitializers = micromarksTextInitializers();
for (const initializer of textInitializers) linearText(initializer);

/** Whether micromark's text resolver merges data runs in one pass (for the test that guards it). */
export const textResolverIsLinear = (): boolean =>
  textInitializers.length > 0 && textInitializers.every((i) => i.linearData === true);

/** Whether the copy micromark uses is the linear one (for the test that guards it). */
export const editMapIsLinear = (): boolean =>
  [...used, EditMap as unknown as Patchable].every((editMap) => editMap.prototype.linear === true);

/**
 * GFM's literal autolinks (`www.`, `https://`, e-mail addresses) are tried at the start of every
 * word, and each try walks back over the events of the paragraph to the last open `[` when one
 * is still open: one unmatched `[` before 80 KB of words took 12 s. The tries here look back at
 * most `LOOK_BACK` events; where that does not settle it (an open `[`, or no earlier try that
 * settled it), the word is no autolink, as it would be after an open `[`.
 */
const LOOK_BACK = 2048;

type Marked = { type: string; _balanced?: boolean; _gfmAutolinkLiteralWalkedInto?: boolean };

function openLabelNear(events: ReadonlyArray<[string, Marked, unknown]>): boolean {
  const stop = Math.max(0, events.length - LOOK_BACK);
  for (let index = events.length - 1; index >= stop; index--) {
    step();
    const token = events[index]![1];
    if ((token.type === 'labelLink' || token.type === 'labelImage') && !token._balanced) return true;
    if (token._gfmAutolinkLiteralWalkedInto) return false;
  }
  return stop > 0;
}

type Tokenize = (this: { events: Array<[string, Marked, unknown]> }, effects: unknown, ok: unknown, nok: Nok) => Nok;
type Nok = (code: number | null) => unknown;
interface LiteralConstruct {
  name: string;
  tokenize: Tokenize;
  previous?: unknown;
}

/** The names of GFM's literal autolink constructs. */
export const LITERAL_AUTOLINKS = ['wwwAutolink', 'protocolAutolink', 'emailAutolink'];

function bounded(construct: LiteralConstruct): LiteralConstruct {
  return {
    ...construct,
    name: `${construct.name}Bounded`,
    tokenize(effects, ok, nok) {
      const start = construct.tokenize.call(this, effects, ok, nok);
      return (code) => (openLabelNear(this.events) ? nok(code) : start(code));
    },
  };
}

/** Micromark extensions: GFM's literal autolinks swapped for ones that look back a bounded way. */
export function boundedAutolinkLiterals(literal: { text?: Record<string, unknown> }): unknown[] {
  const cache = new Map<LiteralConstruct, LiteralConstruct>();
  const swap = (c: LiteralConstruct) => cache.get(c) ?? cache.set(c, bounded(c)).get(c)!;
  const text = Object.fromEntries(
    Object.entries(literal.text ?? {}).map(([code, value]) => [
      code,
      Array.isArray(value) ? value.map((c) => swap(c as LiteralConstruct)) : swap(value as LiteralConstruct),
    ]),
  );
  return [{ disable: { null: LITERAL_AUTOLINKS } }, { text }];
}
