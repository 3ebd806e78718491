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
} as const;

export type MarkdownLimit = keyof typeof MARKDOWN_LIMITS;

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
