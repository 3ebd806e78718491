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
import { firstBlockSource, parseMarkdown } from './parse.js';
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

/** The first block's level-1 heading. Most pages open with theirs: the first block alone answers. */
function leadingHeading(markdown: string): string | undefined {
  const first = markdown.startsWith('---') ? undefined : firstBlockSource(markdown);
  // A `[link][ref]` in it may be defined further down: then the whole text decides.
  const source = first !== undefined && !first.includes('[') ? first : markdown;
  const node = parseMarkdown(source).children.find((n) => n.type !== 'yaml');
  return node?.type === 'heading' && node.depth === 1 ? headingText(node) || undefined : undefined;
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
