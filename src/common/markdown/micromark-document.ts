/**
 * micromark's document tokenizer (micromark 4.0.3, `lib/initialize/document.js`, MIT licence,
 * © Titus Wormer), with one change in `writeToChild`: the check of a lazy line ("is a token of the
 * child flow still open across this line's start?") walked every event of the child flow, on every
 * lazy line, before it found the paragraph that holds the line. A quote followed by 12,000 lazy
 * lines (`> a` then `a` lines) took 11 s, in the square of its length. The check now first tries
 * the token it found on the line before (still at the same place in the events, so the answer is
 * the one the walk gives), and walks only when that token no longer spans the line start. The rest
 * is micromark's (its two copies of the exit-moving code are one function here). `installLinearDocument` puts it in place of the initializer that
 * micromark's `parse` uses, in each build a runner may load.
 */
import { factorySpace } from 'micromark-factory-space';
import { markdownLineEnding } from 'micromark-util-character';
import { EditMap } from 'micromark-util-edit-map';
import { micromarkModules } from './micromark-builds.js';
import { countingEffects, step } from './steps.js';
import type {
  Code,
  Construct,
  ContainerState,
  Effects,
  Event,
  InitialConstruct,
  Point,
  State,
  Token,
  TokenizeContext,
} from 'micromark-util-types';

type StackItem = [Construct, ContainerState];

const containerConstruct: Construct = { tokenize: tokenizeContainer };

/** Whether `token` started before `offset` and is still open there. */
const spans = (token: Token, offset: number) =>
  token.start.offset < offset && (!token.end || token.end.offset > offset);

/**
 * The combined constructs of a parse (parse.ts, `withParserConstructs`): kept from the first parse
 * made with them, then given to each parse that asks, in place of the ones micromark's `parse`
 * combined (the same extensions, combined again on every call: a third of a small parse).
 */
export interface ConstructsSlot {
  constructs?: TokenizeContext['parser']['constructs'];
}

/** The slot of the parse about to start: its document tokenizer, made first, takes it. */
let nextSlot: ConstructsSlot | undefined;

/**
 * Runs `parse` (one micromark parse) with `slot`: when it holds constructs, the parse uses them;
 * when empty, it gets the constructs the parse used. Whether the slot was reached (false when
 * micromark's own document tokenizer is in place: `withMicromarksDocument`).
 */
export function withParserConstructs<T>(slot: ConstructsSlot, parse: () => T): { result: T; reached: boolean } {
  nextSlot = slot;
  try {
    const result = parse();
    return { result, reached: nextSlot === undefined };
  } finally {
    nextSlot = undefined;
  }
}

/** Whether a parse now would reach a slot (our document tokenizer is in place). */
export const slotsReached = (): boolean => ownDocument;

function initializeDocument(this: TokenizeContext, effects: Effects): State {
  countingEffects(effects as never);
  const self = this;
  if (nextSlot) {
    if (nextSlot.constructs) self.parser.constructs = nextSlot.constructs;
    else nextSlot.constructs = self.parser.constructs;
    nextSlot = undefined;
  }
  const stack: StackItem[] = [];
  let continued = 0;
  let childFlow: TokenizeContext | undefined;
  let childToken: Token | undefined;
  let lineStartOffset = 0;
  /** The child flow's token that spanned the last lazy line's start, and where its event is. */
  let spanning: { token: Token; index: number } | undefined;
  return start;

  function start(code: Code): State | undefined {
    if (continued < stack.length) {
      const item = stack[continued]!;
      self.containerState = item[1];
      return effects.attempt(item[0].continuation!, documentContinue, checkNewContainers)(code);
    }
    return checkNewContainers(code);
  }

  function documentContinue(code: Code): State | undefined {
    continued++;
    if (self.containerState!._closeFlow) {
      self.containerState!._closeFlow = undefined;
      if (childFlow) closeFlow();
      exitContainersAfterFlowChunk(1);
      return checkNewContainers(code);
    }
    return start(code);
  }

  function checkNewContainers(code: Code): State | undefined {
    if (continued === stack.length) {
      if (!childFlow) return documentContinued(code);
      if (childFlow.currentConstruct?.concrete) return flowStart(code);
      self.interrupt = Boolean(
        childFlow.currentConstruct &&
          !(childFlow as { _gfmTableDynamicInterruptHack?: boolean })._gfmTableDynamicInterruptHack,
      );
    }
    self.containerState = {};
    return effects.check(containerConstruct, thereIsANewContainer, thereIsNoNewContainer)(code);
  }

  function thereIsANewContainer(code: Code): State | undefined {
    if (childFlow) closeFlow();
    exitContainers(continued);
    return documentContinued(code);
  }

  function thereIsNoNewContainer(code: Code): State | undefined {
    self.parser.lazy[self.now().line] = continued !== stack.length;
    lineStartOffset = self.now().offset;
    return flowStart(code);
  }

  function documentContinued(code: Code): State | undefined {
    self.containerState = {};
    return effects.attempt(containerConstruct, containerContinue, flowStart)(code);
  }

  function containerContinue(code: Code): State | undefined {
    continued++;
    stack.push([self.currentConstruct!, self.containerState!]);
    return documentContinued(code);
  }

  function flowStart(code: Code): State | undefined {
    if (code === null) {
      if (childFlow) closeFlow();
      exitContainers(0);
      effects.consume(code);
      return;
    }
    childFlow = childFlow || self.parser.flow(self.now());
    effects.enter('chunkFlow', { _tokenizer: childFlow, contentType: 'flow', previous: childToken });
    return flowContinue(code);
  }

  function flowContinue(code: Code): State | undefined {
    if (code === null) {
      writeToChild(effects.exit('chunkFlow'), true);
      exitContainers(0);
      effects.consume(code);
      return;
    }
    if (markdownLineEnding(code)) {
      effects.consume(code);
      writeToChild(effects.exit('chunkFlow'));
      continued = 0;
      self.interrupt = undefined;
      return start;
    }
    effects.consume(code);
    return flowContinue;
  }

  /** Whether some token of the child flow is still open across the start of this line. */
  function openAcrossLineStart(flow: TokenizeContext): boolean {
    const events: Event[] = flow.events;
    if (spanning && events[spanning.index]?.[1] === spanning.token && spans(spanning.token, lineStartOffset))
      return true;
    let index = events.length;
    while (index--) {
      step();
      const token = events[index]![1];
      if (spans(token, lineStartOffset)) {
        spanning = { token, index };
        return true;
      }
    }
    return false;
  }

  function writeToChild(token: Token, endOfFile?: boolean): undefined {
    const stream = self.sliceStream(token);
    if (endOfFile) stream.push(null);
    token.previous = childToken;
    if (childToken) childToken.next = token;
    childToken = token;
    const flow = childFlow!;
    flow.defineSkip(token.start);
    flow.write(stream);
    if (self.parser.lazy[token.start.line]) {
      if (openAcrossLineStart(flow)) return;
      // The lazy line is the last chunk: the containers end after the one before it.
      exitContainersAfterFlowChunk(2);
    }
  }

  /**
   * Exits the containers not continued on this line, with their exits moved to just after the
   * `nth` flow chunk from the end and ending where it ends (micromark does this in two places).
   */
  function exitContainersAfterFlowChunk(nth: number): void {
    const indexBeforeExits = self.events.length;
    let indexBeforeFlow = indexBeforeExits;
    let point: Point | undefined;
    for (let seen = 0; indexBeforeFlow--; ) {
      step();
      if (self.events[indexBeforeFlow]![0] === 'exit' && self.events[indexBeforeFlow]![1].type === 'chunkFlow') {
        if (++seen === nth) {
          point = self.events[indexBeforeFlow]![1].end;
          break;
        }
      }
    }
    exitContainers(continued);
    let index = indexBeforeExits;
    while (index < self.events.length) {
      self.events[index]![1].end = { ...point! };
      index++;
    }
    const editMap = new EditMap();
    editMap.add(indexBeforeFlow + 1, 0, self.events.slice(indexBeforeExits));
    editMap.add(indexBeforeExits, index - indexBeforeExits, []);
    editMap.consume(self.events);
  }

  function exitContainers(size: number): void {
    let index = stack.length;
    while (index-- > size) {
      const entry = stack[index]!;
      self.containerState = entry[1];
      entry[0].exit!.call(self, effects);
    }
    stack.length = size;
  }

  function closeFlow(): void {
    childFlow!.write([null]);
    childToken = undefined;
    childFlow = undefined;
    spanning = undefined;
    self.containerState!._closeFlow = undefined;
  }
}

function tokenizeContainer(this: TokenizeContext, effects: Effects, ok: State, nok: State): State {
  return factorySpace(
    effects,
    effects.attempt(this.parser.constructs.document, ok, nok),
    'linePrefix',
    this.parser.constructs.disable.null?.includes('codeIndented') ? undefined : 4,
  );
}

interface DocumentInitializer extends InitialConstruct {
  linearLazyLines?: boolean;
  /** micromark's own tokenizer, kept so a test can hold this one to it. */
  micromarksTokenize?: InitialConstruct['tokenize'];
}

/** micromark's document initializers, in each build a runner may load. */
const micromarksDocumentInitializers = (): DocumentInitializer[] =>
  micromarkModules<{ document?: DocumentInitializer }>('initialize/document.js').flatMap((module) =>
    module.document ? [module.document] : [],
  );

const documentInitializers = micromarksDocumentInitializers();
/** Whether the document tokenizer micromark's `parse` uses is `initializeDocument`. */
let ownDocument = documentInitializers.length > 0;
for (const initializer of documentInitializers) {
  if (initializer.linearLazyLines) continue;
  initializer.micromarksTokenize = initializer.tokenize;
  initializer.tokenize = initializeDocument;
  initializer.linearLazyLines = true;
}

/** Runs `work` with micromark's own document tokenizer in place (for the test that compares the two). */
export function withMicromarksDocument<T>(work: () => T): T {
  for (const initializer of documentInitializers) initializer.tokenize = initializer.micromarksTokenize!;
  ownDocument = false;
  try {
    return work();
  } finally {
    for (const initializer of documentInitializers) initializer.tokenize = initializeDocument;
    ownDocument = documentInitializers.length > 0;
  }
}

/** Whether micromark's parse uses the document tokenizer above (for the test that guards it). */
export const lazyLinesAreLinear = (): boolean =>
  documentInitializers.length > 0 && documentInitializers.every((i) => i.linearLazyLines === true);
