/**
 * The parser's work on one text, counted in steps rather than milliseconds, so that a limit on
 * it gives the same answer for the same text on an idle and on a saturated machine. A step is a
 * character micromark reads (again after a construct that failed) or an event one of our bounded
 * look-backs walks over (micromark-linear.ts, micromark-document.ts); a token it opens or a
 * construct it tries counts `STEPS_PER_TOKEN`. Every tokenizer micromark makes starts from one of its initializers
 * (document, flow, content, string, text): each is wrapped here once so that the `effects` it
 * hands to every construct count their calls (micromark-document.ts, which replaces the document
 * initializer, does the same for its own).
 *
 * Counting is always on (a few per cent of a parse); a limit applies only inside
 * `withStepLimit`, where a parse that runs past its limit stops at once with a
 * `MarkdownLimitError('steps')`. The count of a text is the same on every run and every machine.
 */
import { collectGarbage } from '../collect-garbage.js';
import { MarkdownLimitError } from './limits.js';
import { micromarkModules } from './micromark-builds.js';

let steps = 0;
let limit = Number.POSITIVE_INFINITY;
/** Characters of the text being parsed (for the message). */
let parsedLength = 0;

interface Scope {
  /** Steps a text of `length` characters may take in one parse. */
  limitFor: (length: number) => number;
  /** The first parse of the scope that ran past its limit (a caller may have caught it). */
  overrun?: MarkdownLimitError;
}
let scope: Scope | undefined;

const figure = (n: number) => n.toLocaleString('en-US');

/** Counts `n` steps of the current parse; past its limit, the parse stops. */
export function step(n = 1): void {
  steps += n;
  if (steps > limit) {
    const error = new MarkdownLimitError(
      'steps',
      `needs more than ${figure(limit)} parser steps to read, the limit for a text of ${figure(parsedLength)} characters`,
    );
    limit = Number.POSITIVE_INFINITY;
    if (scope) scope.overrun ??= error;
    throw error;
  }
}

/** Starts counting one parse of a text of `length` characters; returns its steps when it ends. */
export function startParse(length: number): () => number {
  const outer = { steps, limit, parsedLength };
  steps = 0;
  limit = scope ? scope.limitFor(length) : Number.POSITIVE_INFINITY;
  parsedLength = length;
  return () => {
    const taken = steps;
    ({ limit, parsedLength } = outer);
    steps = outer.steps + taken;
    return taken;
  };
}

/**
 * Runs `work` (sync or async: one task at a time, as in a content worker) with every parse in it
 * limited to `limitFor(length of its text)` steps. A parse past its limit fails the work with
 * that `MarkdownLimitError`, even when a caller inside caught it.
 */
export function withStepLimit<T>(limitFor: (length: number) => number, work: () => T): T {
  const outer = scope;
  const own: Scope = { limitFor };
  scope = own;
  const overrun = (error: unknown) => {
    scope = outer;
    if (!own.overrun) return error;
    // The parse that stopped is unwound: what it built is garbage now, and much of it.
    collectGarbage();
    return own.overrun;
  };
  const end = () => {
    scope = outer;
    if (own.overrun) throw overrun(undefined);
  };
  let result: T;
  try {
    result = work();
  } catch (error) {
    throw overrun(error);
  }
  if (result instanceof Promise)
    return result.then(
      (value) => {
        end();
        return value;
      },
      (error) => {
        throw overrun(error);
      },
    ) as T;
  end();
  return result;
}

/** Steps counted so far in this thread (a parse's are its own while it runs, then added). */
export const stepsSoFar = (): number => steps;

type Effects = Record<'consume' | 'enter' | 'attempt' | 'check' | 'interrupt', (...args: never[]) => unknown>;
interface Initializer {
  tokenize: (this: unknown, effects: Effects) => unknown;
  countsSteps?: boolean;
}

/** Makes the calls of a tokenizer's `effects` count (micromark-document.ts calls it for its own). */
export function countingEffects(effects: Effects): void {
  for (const name of ['consume', 'enter', 'attempt', 'check', 'interrupt'] as const) {
    // Fixed arity (every effect takes at most three arguments): a rest parameter would allocate
    // an array on each of the millions of calls a page makes.
    const original = effects[name] as (a: unknown, b: unknown, c: unknown) => unknown;
    const weight = name === 'consume' ? 1 : STEPS_PER_TOKEN;
    effects[name] = ((a: unknown, b: unknown, c: unknown) => {
      step(weight);
      return original(a, b, c);
    }) as never;
  }
}

/**
 * What a token opened or a construct tried counts, in characters read: each goes on to cost
 * events, resolving and a node of the tree (pages dense in tokens, such as 80 KB of two-item
 * lists, take several times the time of ordinary text of their size).
 */
const STEPS_PER_TOKEN = 4;

/** The document tokenizer is ours (micromark-document.ts), which counts its own. */
const initializers = [
  ['initialize/flow.js', ['flow']],
  ['initialize/content.js', ['content']],
  ['initialize/text.js', ['string', 'text']],
] as const;

/** Wraps micromark's initializers (in each build a runner may load); returns how many count. */
export function countMicromarkSteps(): number {
  let counted = 0;
  for (const [file, names] of initializers)
    for (const module of micromarkModules<Record<string, Initializer | undefined>>(file))
      for (const name of names) {
        const initializer = module[name];
        if (!initializer) continue;
        counted++;
        if (initializer.countsSteps) continue;
        const tokenize = initializer.tokenize;
        initializer.tokenize = function (this: unknown, effects: Effects) {
          countingEffects(effects);
          return tokenize.call(this, effects);
        };
        initializer.countsSteps = true;
      }
  return counted;
}
