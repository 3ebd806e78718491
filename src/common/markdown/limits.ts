/**
 * The budgets of markdown work on user content. Every parse of the shared module stays within
 * them: containers and GitBook blocks nested deeper than `nesting`, and inline marks beyond the
 * inline budget, are read as the text they hold (see bound.ts), so the work is about linear in
 * the size of the text and recursion stays shallow. Only the size is refused, at write time, by
 * the caller (`checkMarkdownSize`). No dependencies: cheap to import anywhere.
 */
export const MARKDOWN_LIMITS = {
  /** Largest markdown of one page (UTF-8 bytes): five times the largest page of the real repositories tried. */
  bytes: 1024 * 1024,
  /** Containers (quotes, list items, footnotes) and GitBook blocks nested in each other. */
  nesting: 32,
  /** Delimiter characters (`*`, `_`, `~`, `[`, `]`) read as marks in one run of inline text. */
  inlineMarks: 512,
  /** Inline marks times the length of their text: the work their matching may take. */
  inlineWork: 4_000_000,
  /** Depth of the syntax tree handed to callers (deeper nodes become their text): two levels a list. */
  treeDepth: 96,
  /**
   * The parser's work on one text, in steps (steps.ts), where a limit is set (the service's content
   * workers): `stepsFloor` plus `stepsPerCharacter` a character, at most `stepsMax`. Every page of
   * five real GitBook repositories takes at most 46% of its limit (a 41 KB page of wide tables:
   * 13.5 steps a character; 1.8 million in all for a 185 KB changelog); pages dense in tokens take
   * 30 and more a character (80 KB of `*a`: 34, of two-item lists: 42) and are refused.
   */
  stepsFloor: 400_000,
  stepsPerCharacter: 20,
  stepsMax: 5_000_000,
} as const;

/** Steps one parse of a text of `length` characters may take. */
export const parseStepLimit = (length: number): number =>
  Math.min(MARKDOWN_LIMITS.stepsMax, MARKDOWN_LIMITS.stepsFloor + MARKDOWN_LIMITS.stepsPerCharacter * length);

/** `steps`: the parser's work on one text (steps.ts), over what its length allows. */
export type MarkdownLimit = keyof typeof MARKDOWN_LIMITS | 'steps';

/** Content over a limit, named so the caller can say which (`markdown: over the 1 MiB a page may have`). */
export class MarkdownLimitError extends Error {
  constructor(
    readonly limit: MarkdownLimit,
    message: string,
  ) {
    super(message);
    this.name = 'MarkdownLimitError';
  }
}

const MIB = 1024 * 1024;

/** Refuses markdown over the size a page may have (the one limit that is refused rather than degraded). */
export function checkMarkdownSize(markdown: string): void {
  // Most texts are far below the limit in any encoding: measure bytes only near it.
  if (markdown.length * 3 <= MARKDOWN_LIMITS.bytes) return;
  const bytes = Buffer.byteLength(markdown, 'utf8');
  if (bytes > MARKDOWN_LIMITS.bytes)
    throw new MarkdownLimitError(
      'bytes',
      `${(bytes / MIB).toFixed(1)} MiB of markdown, over the ${MARKDOWN_LIMITS.bytes / MIB} MiB a page may have`,
    );
}
