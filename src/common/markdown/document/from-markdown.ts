/** Markdown (the shared parser's mdast and GitBook's blocks) → the reference's blocks. */
import type { Definition, List, Paragraph, PhrasingContent, Root, RootContent, Table } from 'mdast';
import { splitBlocks, type Block, type TagBlock } from '../blocks.js';
import { parseMarkdown } from '../parse.js';
import { fit } from './fit.js';
import { blocksOfHtml } from './from-html.js';
import { inlineImage, inlinesOf, textRun, trimmed, type InlineContext } from './inlines-from.js';
import {
  block,
  fragment,
  HINT_STYLES,
  paragraph,
  plainOf,
  text,
  WRITES,
  type DocumentBlock,
  type DocumentInline,
  type DocumentText,
} from './model.js';
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
  // Text after an end tag on its line (`{% endhint %} More.`) is a block of its own, read from a
  // line the tag's block ends on: the two are one piece of the source.
  const out: Origin[] = [];
  for (const origin of origins(markdown)) {
    const last = out[out.length - 1];
    if (last && origin.line <= last.end)
      out[out.length - 1] = {
        blocks: [...last.blocks, ...origin.blocks],
        line: last.line,
        end: Math.max(last.end, origin.end),
      };
    else out.push(origin);
  }
  return out;
}

function origins(markdown: string): Origin[] {
  return splitBlocks(markdown).flatMap((b): Origin[] => {
    if (b.kind !== 'markdown') {
      const blocks = fit(fromBlock(b, 0), WRITES.document);
      return blocks.length ? [{ blocks, line: b.line, end: b.end }] : [];
    }
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
  const stack: RootContent[] = [...root.children];
  for (let node = stack.pop(); node; node = stack.pop()) {
    if (node.type === 'definition') {
      // Walked backwards: a later definition of the same label is replaced by an earlier one.
      definitions.set(node.identifier, node);
    } else if ('children' in node) stack.push(...(node.children as RootContent[]));
  }
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
const isTag = (b: Block, name: string): b is TagBlock => b.kind === 'tag' && b.name === name;
const link = (url: string, label = url): DocumentBlock =>
  paragraph([{ object: 'inline', type: 'link', data: { ref: refOf(url) }, nodes: [text(label)] }]);

function fromBlock(b: TagBlock, depth: number): DocumentBlock[] {
  if (depth >= MAX_DEPTH) return flat(plainBlocks(b.children));
  const children = () => fromBlocks(b.children, depth + 1);
  const inner = (container: keyof typeof WRITES) => fit(children(), WRITES[container]);
  const a = b.attrs;
  switch (b.name) {
    case 'hint': {
      const style = (HINT_STYLES as readonly string[]).includes(attr(b, 'style')) ? attr(b, 'style') : 'info';
      return [block('hint', { style }, inner('hint'))];
    }
    case 'tabs':
      // Only tabs belong in tabs; anything between them comes after the tabs.
      return [
        block(
          'tabs',
          {},
          b.children
            .filter((c) => isTag(c, 'tab'))
            .map((tab) =>
              block(
                'tabs-item',
                { title: attr(tab as TagBlock, 'title') },
                fit(fromBlocks((tab as TagBlock).children, depth + 1), WRITES['tabs-item']),
              ),
            ),
        ),
        ...fromBlocks(
          b.children.filter((c) => !isTag(c, 'tab')),
          depth + 1,
        ),
      ];
    case 'code':
      return children().map((c) => (c.type === 'code' ? { ...c, data: { ...c.data, ...codeAttributes(a) } } : c));
    case 'content-ref':
    case 'page-ref':
      return [block('content-ref', { ref: refOf(a.url ?? a.page ?? '') }, undefined, { isVoid: true })];
    case 'embed':
      // The reference's embed has no caption: the caption follows it.
      return [block('embed', { url: attr(b, 'url') }, undefined, { isVoid: true }), ...children()];
    case 'file': {
      const ref = refOf(attr(b, 'src'), 'image');
      // The reference's file block points at a file of the space; any other source stays a link.
      const file = ref.kind === 'file' ? block('file', { ref }, undefined, { isVoid: true }) : link(attr(b, 'src'));
      return [file, ...(a.caption ? flat(a.caption) : []), ...children()];
    }
    case 'details': {
      const body = inner('expandable-body');
      return [
        block('expandable', {}, undefined, {
          fragments: [
            fragment('expandable-title', [paragraph(textRun(titleText(attr(b, 'title'))))], 'expandable-title'),
            fragment('expandable-body', body.length ? body : [paragraph([])], 'expandable-body'),
          ],
          isVoid: true,
        }),
      ];
    }
    case 'stepper':
      return [
        block(
          'stepper',
          {},
          b.children.map((c) =>
            block(
              'stepper-step',
              {},
              orParagraph(
                fit(
                  isTag(c, 'step') ? fromBlocks(c.children, depth + 1) : fromBlocks([c], depth + 1),
                  WRITES['stepper-step'],
                ),
              ),
            ),
          ),
          { isVoid: false },
        ),
      ];
    case 'step':
      return [block('stepper', {}, [block('stepper-step', {}, orParagraph(inner('stepper-step')))], { isVoid: false })];
    case 'updates':
    case 'update':
      // Not in the 0.137.0 reference: each update is its date and tags, then its content.
      return b.children.length && b.name === 'updates'
        ? fromBlocks(b.children, depth)
        : [...flat([a.date, a.tags].filter(Boolean).join(' · ')), ...children()];
    case 'prompt':
      return [...flat(a.description ?? ''), ...children()];
    case 'include': {
      const path = /^\s*["']([^"']+)["']/.exec(b.args)?.[1] ?? '';
      return path ? [link(path)] : [];
    }
    case 'openapi':
    case 'swagger': {
      const src = a.src ?? '';
      if (src && a.path && a.method)
        return [
          block('swagger', { ref: refOf(src, 'image'), path: a.path, method: a.method.toLowerCase() }, undefined, {
            isVoid: true,
          }),
        ];
      return [
        ...flat([a.method?.toUpperCase(), `${a.baseUrl ?? ''}${a.path ?? ''}`, a.summary].filter(Boolean).join(' ')),
        ...children(),
      ];
    }
    case 'openapi-operation':
      if (a.spec && a.path && a.method)
        return [
          block(
            'openapi-operation',
            { ref: { kind: 'openapi', spec: a.spec }, path: a.path, method: a.method.toLowerCase() },
            undefined,
            { isVoid: true },
          ),
        ];
      return children();
    case 'openapi-schemas':
      if (a.spec && a.schemas)
        return [
          block(
            'openapi-schemas',
            {
              ref: { kind: 'openapi', spec: a.spec },
              schemas: a.schemas
                .split(',')
                .map((s) => s.trim())
                .filter(Boolean),
              ...(a.grouped === 'true' || a.grouped === 'false' ? { grouped: a.grouped === 'true' } : {}),
            },
            undefined,
            { isVoid: true },
          ),
        ];
      return children();
    case 'swagger-parameter':
      return [
        ...flat([a.name, a.in, a.type, a.required === 'true' ? 'required' : ''].filter(Boolean).join(' · ')),
        ...children(),
      ];
    case 'swagger-response':
      return [...flat([a.status, a.description].filter(Boolean).join(' ')), ...children()];
    default: {
      const integration = /^@([\w.-]+)\/([\w.-]+)$/.exec(b.name);
      if (integration)
        return [
          block('integration', { integration: integration[1], block: integration[2], props: { ...a } }, undefined, {
            isVoid: true,
          }),
        ];
      // Conditional content, columns (not top-level blocks of the 0.137.0 reference), unknown tags: their content.
      return children();
    }
  }
}

/** A summary's title as the text it shows (its markdown and HTML read, badges and marks dropped). */
function titleText(title: string): string {
  const first = parseMarkdown(title).children[0];
  if (first?.type !== 'paragraph' && first?.type !== 'heading') return title.trim();
  return plainOf(inlinesOf(first.children, { definitions: new Map(), breaks: false }))
    .replace(/\s+/g, ' ')
    .trim();
}

const orParagraph = (blocks: DocumentBlock[]) => (blocks.length ? blocks : [paragraph([])]);

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
    case 'paragraph': {
      const images = imagesOf(node, context);
      if (images) return [images];
      const inlines = inlinesOf(node.children, { ...context, breaks: true });
      // Raw HTML may leave nothing (a lone tag), or images only (`![a](x) <i>`).
      if (!inlines.length) return [];
      return [imagesOfInlines(inlines) ?? paragraph(inlines)];
    }
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
      // GitBook's HTML (figures, tables, cards): the blocks it stands for, never its tags.
      return blocksOfHtml([node], textRun);
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
  const sources: ImageSource[] = [];
  if (!imageSources(node.children, context, sources) || !sources.length) return undefined;
  const images = sources.map((source) => {
    const { data } = inlineImage(source.url, source.alt, source.title);
    const { caption, ...rest } = data as { caption?: string };
    return block('image', rest, undefined, {
      fragments: caption ? [fragment('caption', [paragraph([text(caption)])])] : [],
      isVoid: true,
    });
  });
  return block('images', {}, images, { isVoid: false });
}

type ImageSource = { url: string; alt?: string | null; title?: string | null };

/**
 * The images of phrasing that is images, space and breaks only (images carry no marks in the
 * reference: emphasis around one changes nothing), into `out`; false at the first other node.
 */
function imageSources(children: PhrasingContent[], context: Context, out: ImageSource[]): boolean {
  for (const c of children) {
    if (c.type === 'emphasis' || c.type === 'strong' || c.type === 'delete') {
      if (!imageSources(c.children, context, out)) return false;
    } else if ((c.type === 'text' && !c.value.trim()) || c.type === 'break') continue;
    else {
      const source = c.type === 'image' ? c : c.type === 'imageReference' ? imageDefinition(c, context) : undefined;
      if (!source) return false;
      out.push(source);
    }
  }
  return true;
}

/** Inlines that are images and the space between them only, as the images block markdown reads them as. */
function imagesOfInlines(nodes: Array<DocumentInline | DocumentText>): DocumentBlock | undefined {
  const images: DocumentBlock[] = [];
  for (const n of nodes) {
    if (n.object === 'inline' && n.type === 'inline-image') {
      const { caption, ...rest } = n.data as { caption?: string };
      images.push(
        block('image', rest, undefined, {
          fragments: caption ? [fragment('caption', [paragraph([text(caption)])])] : [],
          isVoid: true,
        }),
      );
    } else if (n.object !== 'text' || n.leaves.some((l) => l.text.trim())) return undefined;
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
        : b.name === 'embed'
          ? [attr(b, 'url'), plainBlocks(b.children)].filter(Boolean).join(' ')
          : plainBlocks(b.children),
    )
    .filter(Boolean)
    .join(' ');
}
