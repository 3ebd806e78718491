/**
 * The little markdown understanding the service needs: titles, sections, plain text, read by the
 * shared parser (GitBook's blocks opened: their content is the page's). Loads the remark stack:
 * import it lazily from routes.
 */
import type { Nodes, PhrasingContent, RootContent } from 'mdast';
import { splitBlocks, type Block } from './blocks.js';
import { firstBlockSource, parseMarkdown } from './parse.js';
import { headingIds } from '../slug.js';
import { plainTitle } from './title.js';

const paragraphOf = (value: string): RootContent => ({ type: 'paragraph', children: [{ type: 'text', value }] });

/** Attributes of GitBook blocks that readers see as text (a tab's or an expandable's title). */
const TITLES = ['title', 'description', 'summary', 'date'];

/** A top-level node of the page, in reading order (GitBook's blocks opened: their content is the page's). */
function topLevel(markdown: string): RootContent[] {
  const out: RootContent[] = [];
  const stack: Block[] = [...splitBlocks(markdown)].reverse();
  for (let b = stack.pop(); b; b = stack.pop()) {
    if (b.kind === 'markdown') {
      out.push(...parseMarkdown(b.text).children);
      continue;
    }
    for (const name of TITLES) if (b.attrs[name]) out.push(paragraphOf(b.attrs[name]!));
    for (let i = b.children.length - 1; i >= 0; i--) stack.push(b.children[i]!);
  }
  return out;
}

/** Text of inline content: links keep their text, marks go; images give their alt text unless `alt` is false. */
function phrasingText(nodes: PhrasingContent[], alt = true): string {
  return nodes
    .map((n) => {
      if (n.type === 'image' || n.type === 'imageReference') return alt ? (n.alt ?? '') : '';
      if (n.type === 'break') return '\n';
      if ('children' in n) return phrasingText(n.children, alt);
      return 'value' in n && n.type !== 'html' ? n.value : '';
    })
    .join('');
}

const headingText = (node: Extract<Nodes, { type: 'heading' }>) =>
  phrasingText(node.children, false).replace(/\s+/g, ' ').trim();

/** Plain text of a block; headings met inside it still take their id (as rendered pages count them). */
function blockText(node: RootContent, idOf?: (text: string) => string): string {
  switch (node.type) {
    case 'paragraph':
      return phrasingText(node.children).replace(/\s*\n\s*/g, ' ');
    case 'heading':
      idOf?.(headingText(node));
      return headingText(node);
    case 'code':
      return node.value;
    case 'list':
      return node.children.map((item) => blockText(item, idOf)).join('\n');
    case 'listItem':
    case 'blockquote':
    case 'footnoteDefinition':
      return node.children
        .map((c) => blockText(c, idOf))
        .filter(Boolean)
        .join('\n');
    case 'table':
      return node.children
        .map((row) => row.children.map((cell) => phrasingText(cell.children).trim()).join(' | '))
        .join('\n');
    default:
      return '';
  }
}

export function firstHeading(markdown: string): string | undefined {
  return plainTitle(markdown) ?? parsedFirstHeading(markdown);
}

/** The first heading's text as the parser reads it (what `firstHeading`'s shortcut must agree with). */
export function parsedFirstHeading(markdown: string): string | undefined {
  // Most pages open with their heading: the first block alone answers.
  const first = markdown.startsWith('---') ? undefined : firstBlockSource(markdown);
  if (first !== undefined) {
    const node = parseMarkdown(first).children[0];
    // A `[link][ref]` in it may be defined further down: then the whole text decides.
    if (node?.type === 'heading' && !first.includes('[')) return headingText(node) || undefined;
  }
  const heading = topLevel(markdown).find((n) => n.type === 'heading');
  return heading?.type === 'heading' ? headingText(heading) || undefined : undefined;
}

/** The markdown without its leading level-1 heading (the page title is shown separately). */
export function withoutTitle(markdown: string): string {
  const nodes = parseMarkdown(markdown).children.filter((n) => n.type !== 'yaml');
  const first = nodes[0];
  if (first?.type !== 'heading' || first.depth !== 1 || !first.position) return markdown;
  const lines = markdown.split('\n');
  lines.splice(first.position.start.line - 1, first.position.end.line - first.position.start.line + 1);
  return lines.join('\n').replace(/^\s*\n/, '');
}

export interface Section {
  /** Anchor id, empty for the text before the first heading. */
  anchor: string;
  title: string;
  body: string;
}

/** Splits a page into the part before the first heading and one part per heading. */
export function sections(markdown: string): Section[] {
  const idOf = headingIds();
  const out: Array<Section & { parts: string[] }> = [{ anchor: '', title: '', body: '', parts: [] }];
  for (const node of topLevel(markdown)) {
    if (node.type === 'heading') {
      const title = headingText(node);
      out.push({ anchor: idOf(title), title, body: '', parts: [] });
    } else out[out.length - 1]!.parts.push(blockText(node, idOf));
  }
  return out
    .map(({ parts, ...s }) => ({ ...s, body: parts.filter(Boolean).join('\n') }))
    .filter((s) => s.title || s.body);
}

/** The page as text: one block per paragraph, list items and table rows on their own lines. */
export function plainText(markdown: string): string {
  return topLevel(markdown)
    .map((n) => blockText(n))
    .filter(Boolean)
    .join('\n\n')
    .trim();
}
