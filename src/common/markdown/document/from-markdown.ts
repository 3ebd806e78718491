/** Markdown (the shared parser's mdast and GitBook's blocks) → the reference's blocks. */
import type { Definition, List, Paragraph, PhrasingContent, Root, RootContent, Table } from 'mdast';
import { splitBlocks, type Block } from '../blocks.js';
import { parseMarkdown } from '../parse.js';
import { fit } from './fit.js';
import { inlineImage, inlinesOf, textRun, trimmed, type InlineContext } from './inlines-from.js';
import { block, fragment, HINT_STYLES, paragraph, text, WRITES, type DocumentBlock } from './model.js';
import { refOf } from './refs.js';

/** Containers nested deeper than this are read as the text they hold (a page is not a stack test). */
const MAX_DEPTH = 24;

/** The top-level blocks one piece of the source gave, and the lines of that piece. */
export interface Origin {
  blocks: DocumentBlock[];
  line: number;
  end: number;
}

export function markdownOrigins(markdown: string): Origin[] {
  return splitBlocks(markdown).flatMap((b): Origin[] => {
    if (b.kind !== 'markdown') return [{ blocks: fit(fromBlock(b, 0), WRITES.document), line: b.line, end: b.end }];
    const root = parseMarkdown(b.text);
    const context = contextOf(root);
    return root.children.flatMap((node) => {
      const blocks = fit(fromNode(node, context, 0), WRITES.document);
      const at = node.position!;
      return blocks.length ? [{ blocks, line: b.line + at.start.line - 1, end: b.line + at.end.line - 1 }] : [];
    });
  });
}

/** Link definitions hold for the whole text they are in, wherever they stand (first one wins). */
function contextOf(root: Root): Context {
  const definitions = new Map<string, Definition>();
  const walk = (nodes: RootContent[]) => {
    for (const node of nodes) {
      if (node.type === 'definition' && !definitions.has(node.identifier)) definitions.set(node.identifier, node);
      else if ('children' in node) walk(node.children as RootContent[]);
    }
  };
  walk(root.children);
  return { definitions };
}

/** Text with no markdown of its own as a paragraph (none when empty). */
const flat = (value: string): DocumentBlock[] => {
  const nodes = textRun(value);
  return nodes.length ? [paragraph(nodes)] : [];
};

type Context = Pick<InlineContext, 'definitions'>;

function fromBlocks(blocks: Block[], depth: number): DocumentBlock[] {
  return blocks.flatMap((b) => {
    if (b.kind !== 'markdown') return fromBlock(b, depth);
    const root = parseMarkdown(b.text);
    const context = contextOf(root);
    return root.children.flatMap((node) => fromNode(node, context, depth));
  });
}

const attr = (b: { attrs: Record<string, string> }, name: string) => b.attrs[name] ?? '';

function fromBlock(b: Exclude<Block, { kind: 'markdown' }>, depth: number): DocumentBlock[] {
  if (b.kind === 'embed') return [block('embed', { url: attr(b, 'url') }, undefined, { isVoid: true })];
  if (depth >= MAX_DEPTH) return flat(plainBlocks(b.children));
  const inner = (container: keyof typeof WRITES) => fit(fromBlocks(b.children, depth + 1), WRITES[container]);
  switch (b.kind) {
    case 'hint': {
      const style = (HINT_STYLES as readonly string[]).includes(attr(b, 'style')) ? attr(b, 'style') : 'info';
      return [block('hint', { style }, inner('hint'))];
    }
    case 'tabs':
      // Only tabs belong in tabs; anything between them has no place in the reference's model.
      return [
        block(
          'tabs',
          {},
          b.children.flatMap((tab) =>
            tab.kind === 'tab'
              ? [
                  block(
                    'tabs-item',
                    { title: attr(tab, 'title') },
                    fit(fromBlocks(tab.children, depth + 1), WRITES['tabs-item']),
                  ),
                ]
              : [],
          ),
        ),
      ];
    case 'tab':
      return fromBlocks(b.children, depth + 1);
    case 'code':
      return fromBlocks(b.children, depth + 1).map((c) =>
        c.type === 'code' ? { ...c, data: { ...c.data, ...codeAttributes(b.attrs) } } : c,
      );
    case 'content-ref':
      return [block('content-ref', { ref: refOf(attr(b, 'url')) }, undefined, { isVoid: true })];
    case 'file': {
      const ref = refOf(attr(b, 'src'), 'image');
      // The reference's file block points at a file of the space; any other source stays a link.
      if (ref.kind === 'file') return [block('file', { ref }, undefined, { isVoid: true })];
      return [
        paragraph([
          { object: 'inline', type: 'link', data: { ref: refOf(attr(b, 'src')) }, nodes: [text(attr(b, 'src'))] },
        ]),
      ];
    }
    case 'details': {
      const body = inner('expandable-body');
      return [
        block('expandable', {}, undefined, {
          fragments: [
            fragment('expandable-title', [paragraph([text(attr(b, 'title'))])], 'expandable-title'),
            fragment('expandable-body', body.length ? body : [paragraph([])], 'expandable-body'),
          ],
          isVoid: true,
        }),
      ];
    }
  }
}

function codeAttributes(attrs: Record<string, string>): Record<string, unknown> {
  const flag = (v: string | undefined) => (v === 'true' ? true : v === 'false' ? false : undefined);
  const out: Record<string, unknown> = {};
  if (attrs.title) out.title = attrs.title;
  if (attrs.overflow === 'wrap' || attrs.overflow === 'scroll') out.overflow = attrs.overflow;
  if (flag(attrs.lineNumbers) !== undefined) out.lineNumbers = flag(attrs.lineNumbers);
  if (flag(attrs.fullWidth) !== undefined) out.fullWidth = flag(attrs.fullWidth);
  return out;
}

function fromNode(node: RootContent, context: Context, depth: number): DocumentBlock[] {
  const flow = (children: RootContent[]) => children.flatMap((c) => fromNode(c, context, depth + 1));
  const deep = depth >= MAX_DEPTH;
  switch (node.type) {
    case 'paragraph':
      return [imagesOf(node, context) ?? paragraph(inlinesOf(node.children, { ...context, breaks: true }))];
    case 'heading':
      // The reference has three heading levels: #### and deeper are heading-3.
      return [
        block(
          `heading-${Math.min(node.depth, 3)}`,
          {},
          orEmpty(inlinesOf(node.children, { ...context, breaks: false })),
        ),
      ];
    case 'thematicBreak':
      return [block('divider', {}, undefined, { isVoid: true })];
    case 'blockquote':
      return deep ? flat(plainNode(node)) : [block('blockquote', {}, fit(flow(node.children), WRITES.blockquote))];
    case 'list':
      return deep ? flat(plainNode(node)) : [list(node, flow)];
    case 'code': {
      // The info string's first word is the language (the rest is meta, not kept).
      const syntax = (node.lang ?? '').trim().split(/\s+/)[0];
      if (syntax === 'math') return [block('math', { formula: node.value }, undefined, { isVoid: true })];
      return [
        block(
          'code',
          syntax ? { syntax } : {},
          node.value.split('\n').map((line) => block('code-line', {}, [text(line)])),
        ),
      ];
    }
    case 'table':
      return [table(node, context)];
    case 'html':
      // Raw HTML has no place in the reference's model: it stays, as text.
      return flat(node.value);
    case 'footnoteDefinition':
      return flow(node.children);
    default:
      // yaml (front matter) and definitions are no blocks; their effect is in the links.
      return [];
  }
}

const orEmpty = <T>(nodes: T[]): Array<T | ReturnType<typeof text>> => (nodes.length ? nodes : [text('')]);

function list(node: List, flow: (children: RootContent[]) => DocumentBlock[]): DocumentBlock {
  const tasks = node.children.some((item) => typeof item.checked === 'boolean');
  const items = node.children.map((item) =>
    block('list-item', tasks ? { checked: item.checked === true } : {}, fit(flow(item.children), WRITES['list-item'])),
  );
  if (tasks) return block('list-tasks', {}, items);
  if (node.ordered)
    return block(
      'list-ordered',
      typeof node.start === 'number' && node.start !== 1 ? { start: node.start } : {},
      items,
    );
  return block('list-unordered', {}, items);
}

/** A paragraph of images only (and the space between them) is the reference's images block. */
function imagesOf(node: Paragraph, context: Context): DocumentBlock | undefined {
  const images: DocumentBlock[] = [];
  // Images carry no marks in the reference: emphasis around one changes nothing.
  const unmarked = (children: PhrasingContent[]): PhrasingContent[] =>
    children.flatMap((c) =>
      c.type === 'emphasis' || c.type === 'strong' || c.type === 'delete' ? unmarked(c.children) : [c],
    );
  for (const child of unmarked(node.children)) {
    if ((child.type === 'text' && !child.value.trim()) || child.type === 'break') continue;
    const source =
      child.type === 'image' ? child : child.type === 'imageReference' ? imageDefinition(child, context) : undefined;
    if (!source) return undefined;
    const { data } = inlineImage(source.url, source.alt, source.title);
    const { caption, ...rest } = data as { caption?: string };
    images.push(
      block('image', rest, undefined, {
        fragments: caption ? [fragment('caption', [paragraph([text(caption)])])] : [],
        isVoid: true,
      }),
    );
  }
  return images.length ? block('images', {}, images, { isVoid: false }) : undefined;
}

function imageDefinition(node: Extract<PhrasingContent, { type: 'imageReference' }>, context: Context) {
  const definition = context.definitions.get(node.identifier);
  return definition ? { url: definition.url, alt: node.alt, title: definition.title } : undefined;
}

/**
 * A GitHub table as the reference's table block: one text column per header cell (its text is
 * the column's title), one record per row, each cell's content a fragment the record names.
 */
function table(node: Table, context: Context): DocumentBlock {
  const [head, ...rows] = node.children;
  const columns = (head?.children ?? []).map((_, i) => `c${i}`);
  const definition = Object.fromEntries(
    columns.map((id, i) => {
      const align = node.align?.[i];
      return [
        id,
        {
          id,
          title: plainPhrasing(head!.children[i]!.children).replace(/\s+/g, ' ').trim(),
          type: 'text',
          textAlignment: align === 'center' || align === 'right' ? align : 'left',
        },
      ];
    }),
  );
  const fragments = rows.flatMap((row, r) =>
    columns.map((_, c) =>
      fragment(`r${r}c${c}`, [
        paragraph(trimmed(inlinesOf(row.children[c]?.children ?? [], { ...context, breaks: false }))),
      ]),
    ),
  );
  const records = Object.fromEntries(
    rows.map((_, r) => [
      `r${r}`,
      {
        orderIndex: String(r).padStart(6, '0'),
        values: Object.fromEntries(columns.map((id, c) => [id, `r${r}c${c}`])),
      },
    ]),
  );
  return block('table', { view: { type: 'grid', columns, hideHeader: false }, records, definition }, undefined, {
    fragments,
    isVoid: true,
  });
}

/** Text of phrasing without its formatting (column titles). */
function plainPhrasing(children: PhrasingContent[]): string {
  return children
    .map((c) =>
      'value' in c
        ? c.type === 'html'
          ? c.value
          : c.value.replace(/\n/g, ' ')
        : 'children' in c
          ? plainPhrasing(c.children)
          : c.type === 'break'
            ? ' '
            : '',
    )
    .join('');
}

function plainNode(node: RootContent): string {
  if ('value' in node && typeof node.value === 'string') return node.value.replace(/\n/g, ' ');
  if (!('children' in node)) return '';
  const inline = node.type === 'paragraph' || node.type === 'heading' || node.type === 'tableCell';
  return (node.children as RootContent[])
    .map(plainNode)
    .filter(Boolean)
    .join(inline ? '' : ' ');
}

function plainBlocks(blocks: Block[]): string {
  return blocks
    .map((b) =>
      b.kind === 'markdown'
        ? parseMarkdown(b.text).children.map(plainNode).join(' ')
        : b.kind === 'embed'
          ? attr(b, 'url')
          : plainBlocks(b.children),
    )
    .filter(Boolean)
    .join(' ');
}
