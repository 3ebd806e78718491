/**
 * The size and nesting a page may have: the one check every reader of content makes before any
 * parser sees the text (the service's writes and renders, imports, `check`, `preview`,
 * `sites export`), so each refuses the same pages with the same words. Linear, no recursion.
 */
import { MAX_PAGE_BYTES } from '../limits.js';
import { htmlNestingDepth } from './html-nesting.js';
import { nestingDepth } from './nesting.js';

/** Lists and block quotes nested deeper than this are refused (real documents stay under 10). */
export const MAX_NESTING = 100;
/** HTML elements nested deeper than this are refused (the HTML parser's tree overflows from about 1,500). */
export const MAX_HTML_NESTING = 256;

/** Which limit a page breaks, and how the service says it (`<field>: <message>`). */
export interface ShapeProblem {
  limit: 'bytes' | 'nesting';
  message: string;
}

const MIB = 1024 * 1024;

/** `1 MiB`, `1.5 MiB`, `80 KB`. */
export const formatBytes = (n: number): string =>
  n >= MIB ? `${(n / MIB).toFixed(n % MIB ? 1 : 0)} MiB` : `${Math.ceil(n / 1024)} KB`;

/** The rule a page's markdown (front matter included) breaks, or undefined. */
export function pageShapeProblem(markdown: string): ShapeProblem | undefined {
  // Most texts are far below the limit in any encoding: measure bytes only near it.
  const bytes = markdown.length * 3 <= MAX_PAGE_BYTES ? 0 : Buffer.byteLength(markdown);
  if (bytes > MAX_PAGE_BYTES)
    return {
      limit: 'bytes',
      message: `is ${formatBytes(bytes)}, more than the ${formatBytes(MAX_PAGE_BYTES)} a page may have`,
    };
  const depth = nestingDepth(markdown);
  if (depth > MAX_NESTING)
    return {
      limit: 'nesting',
      message: `nests lists or quotes ${depth} levels deep; at most ${MAX_NESTING} are allowed`,
    };
  // Only a text that holds a tag can nest elements.
  const html = markdown.includes('<') ? htmlNestingDepth(markdown) : 0;
  if (html > MAX_HTML_NESTING)
    return {
      limit: 'nesting',
      message: `nests HTML elements ${html} levels deep; at most ${MAX_HTML_NESTING} are allowed`,
    };
  return undefined;
}

/** What a reader shows in place of a page it refuses to render. */
export const refusedPageNotice = (problem: { message: string }): string =>
  `This page cannot be shown: it ${problem.message}.`;
