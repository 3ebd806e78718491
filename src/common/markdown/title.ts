/**
 * The one answer to "what is this page's title" (service, pull, push, import, published sites):
 * Git Sync's rule, the page's leading level-1 heading (after any front matter), as plain text on
 * one line (marks, links and images' markup dropped, raw HTML such as GitBook's heading anchors
 * dropped, white space collapsed). Plain imports also take a first heading of any level, wherever
 * it is (`anyHeading`). `withoutTitle` removes exactly the heading `pageTitle` read, so a page
 * shows its title once. Loads the parser: import lazily where start-up matters (`plainTitle` is
 * the parser-free fast path).
 */
import type { Heading, PhrasingContent, Root } from 'mdast';
import { frontMatterFences } from './front-matter-fences.js';
import { MarkdownLimitError, parseStepLimit } from './limits.js';
import { firstBlockSource, parseMarkdown } from './parse.js';
import { withStepLimit } from './steps.js';
import { plainTitle } from './plain-title.js';
import { topLevel } from './top-level.js';

export { plainTitle };

/** Text of inline content: links keep their text, marks go; images give their alt text unless `alt` is false. */
export function phrasingText(nodes: PhrasingContent[], alt = true): string {
  return nodes
    .map((n) => {
      if (n.type === 'image' || n.type === 'imageReference') return alt ? (n.alt ?? '') : '';
      if (n.type === 'break') return '\n';
      if ('children' in n) return phrasingText(n.children, alt);
      return 'value' in n && n.type !== 'html' ? n.value : '';
    })
    .join('');
}

/** A heading as the plain text titles and anchors are made of. */
export const headingText = (node: Heading) => phrasingText(node.children, false).replace(/\s+/g, ' ').trim();

export interface TitleOptions {
  /** Plain imports: a first heading of any level, wherever it is, when there is no leading level-1 heading. */
  anyHeading?: boolean;
}

export function pageTitle(markdown: string, options: TitleOptions = {}): string | undefined {
  const plain = markdown.startsWith('---') ? undefined : plainTitle(markdown);
  return plain ?? leadingHeading(markdown) ?? (options.anyHeading ? firstHeading(markdown) : undefined);
}

/** The first block's level-1 heading, read from the lines that can hold it, never the whole page unless a reference needs it. */
function leadingHeading(markdown: string): string | undefined {
  const source = headingSource(markdown);
  if (source === undefined) return undefined;
  const node = source.whole ? firstOfWhole(markdown, source.heading) : firstNode(parseMarkdown(source.heading));
  return node?.type === 'heading' && node.depth === 1 ? headingText(node) || undefined : undefined;
}

const firstNode = (tree: Root) => tree.children.find((n) => n.type !== 'yaml');

/** The first block of the whole page, within the steps its length allows; past them, of its heading's lines alone. */
function firstOfWhole(markdown: string, heading: string) {
  try {
    return firstNode(withStepLimit(parseStepLimit, () => parseMarkdown(markdown)));
  } catch (error) {
    if (!(error instanceof MarkdownLimitError)) throw error;
    return firstNode(parseMarkdown(heading));
  }
}

const ATX_LINE = /^ {0,3}#(?:[ \t]|\r?$)/;
const SETEXT_UNDERLINE = /^ {0,3}=+[ \t]*\r?$/;
/** A line that may define a link reference, in a container or not. */
const DEFINITION_LINE = /^[ \t>*+\-\d.)]*\[[^\]\n]+\]:/m;

/**
 * The start of the page up to the end of the heading its first block may be (an ATX line, or a
 * paragraph up to its `===` line), front matter included: what the parser needs to read that
 * heading as it reads it in the whole page. Undefined when the first block cannot be a level-1
 * heading (then nothing is parsed: a 1 MB list or paragraph costs a scan, not a parse). A `[`
 * in the heading may be a reference defined further down: then the whole page decides, within
 * the parser steps its length allows.
 */
function headingSource(markdown: string): { heading: string; whole: boolean } | undefined {
  const front = frontMatterFences(markdown)?.end ?? 0;
  const block = firstBlockSource(markdown.slice(front));
  if (block === undefined) return undefined;
  const lines = block.split('\n');
  const first = lines.findIndex((line) => line.trim() !== '');
  let end: number;
  if (ATX_LINE.test(lines[first]!)) end = first;
  else {
    end = lines.findIndex((line, i) => i > first && SETEXT_UNDERLINE.test(line));
    if (end < 0) return undefined;
  }
  const lead = lines.slice(0, end + 1).join('\n');
  const heading = markdown.slice(0, front + lead.length);
  return { heading, whole: lead.includes('[') && DEFINITION_LINE.test(markdown.slice(heading.length)) };
}

/** The first heading of any level, GitBook's blocks opened. */
function firstHeading(markdown: string): string | undefined {
  const heading = plainTitle(markdown, { anyHeading: true }) ?? undefined;
  if (heading !== undefined) return heading;
  const node = topLevel(markdown).find((n) => n.type === 'heading');
  return node?.type === 'heading' ? headingText(node) || undefined : undefined;
}

/**
 * The markdown without the heading `pageTitle` reads as the title (the page shows its title apart);
 * `tree` is the markdown's parse when the caller has it already.
 */
export function withoutTitle(markdown: string, tree: Root = parseMarkdown(markdown)): string {
  const nodes = tree.children.filter((n) => n.type !== 'yaml');
  const first = nodes[0];
  if (first?.type !== 'heading' || first.depth !== 1 || !first.position) return markdown;
  const lines = markdown.split('\n');
  lines.splice(first.position.start.line - 1, first.position.end.line - first.position.start.line + 1);
  return lines.join('\n').replace(/^\s*\n/, '');
}
