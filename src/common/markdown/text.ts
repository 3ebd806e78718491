/**
 * Sections and plain text of a page, read by the shared parser (GitBook's blocks opened: their
 * content is the page's), for search and PDF. Titles live in title.ts. Loads the remark stack:
 * import it lazily from routes.
 */
import type { RootContent } from 'mdast';
import { headingIds } from '../slug.js';
import { headingText, phrasingText } from './title.js';
import { topLevel } from './top-level.js';

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
