/**
 * Markdown ⇄ GitBook's JSON document (reference `JSONDocument`), on the shared parser. Paragraphs,
 * headings, lists (ordered, bulleted, tasks), quotes, code (with `{% code %}` titles), math
 * (GitHub's ```` ```math ```` and `` $`x`$ ``), tables, images, dividers, hints, tabs, expandables,
 * embeds, content references and files; links (to URLs, `/pages/<id>`, `/files/<id>`), inline
 * images, emoji; bold, italic, code and strikethrough. Every block has a deterministic key.
 *
 * Documents it gives validate against both references (@gitbook/api 0.137.0 and 0.202.0):
 * where markdown nests what the model does not allow (code in a quote), the block is degraded
 * to what it may hold (see document/fit.ts). `markdown → document → markdown → document` is stable.
 *
 * Load lazily (dynamic import): it brings the remark stack.
 */
import { assignKeys } from './document/keys.js';
import { markdownOrigins } from './document/from-markdown.js';
import type { DocumentBlock, JSONDocument } from './document/model.js';
import { documentToMarkdown } from './document/to-markdown.js';

export { DocumentError } from './document/check.js';
export { documentToMarkdown };
export type { DocumentBlock, DocumentInline, DocumentText, JSONDocument } from './document/model.js';

export function markdownToDocument(markdown: string): JSONDocument {
  return { object: 'document', data: {}, nodes: topBlocks(markdown).map((t) => t.block) };
}

/** A top-level block of a page, with the lines of the source it came from. */
export interface TopBlock {
  key: string;
  block: DocumentBlock;
  /** First and last line (0-based, of the source with LF line ends) of what the block was read from. */
  line: number;
  end: number;
  /** Whether those lines gave this block only (a `{% code %}` tag around two fences gives two). */
  alone: boolean;
}

export function topBlocks(markdown: string): TopBlock[] {
  const origins = markdownOrigins(markdown);
  const nodes = origins.flatMap((o) => o.blocks);
  assignKeys(nodes);
  return origins.flatMap((o) =>
    o.blocks.map((block) => ({ key: block.key!, block, line: o.line, end: o.end, alone: o.blocks.length === 1 })),
  );
}

/** Markdown of one block on its own. */
export const blockMarkdown = (block: DocumentBlock): string =>
  documentToMarkdown({ object: 'document', data: {}, nodes: [block] });

/** Every key of a document, nested blocks included. */
export function allKeys(blocks: DocumentBlock[]): string[] {
  return blocks.flatMap((b) => [
    ...(b.key ? [b.key] : []),
    ...allKeys((b.nodes ?? []).filter((n): n is DocumentBlock => n.object === 'block')),
    ...(b.fragments ?? []).flatMap((f) => allKeys(f.nodes)),
  ]);
}
