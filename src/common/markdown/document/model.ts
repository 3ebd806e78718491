/**
 * GitBook's JSON document model (reference `JSONDocument`), as far as docs-cli's markdown holds it:
 * the node shapes it builds and which blocks each container may hold.
 */
import { emojiOf } from './emoji.js';

export type MarkType = 'bold' | 'italic' | 'strikethrough' | 'code';
/** Marks are kept in this order, so equal formatting is always written the same way. */
export const MARK_ORDER: readonly MarkType[] = ['bold', 'italic', 'strikethrough', 'code'];

export interface DocumentMark {
  object: 'mark';
  type: MarkType;
}
export interface DocumentLeaf {
  object: 'leaf';
  text: string;
  marks: DocumentMark[];
}
export interface DocumentText {
  object: 'text';
  leaves: DocumentLeaf[];
}

export type ContentRef =
  | { kind: 'url'; url: string }
  | { kind: 'page'; page: string }
  | { kind: 'anchor'; anchor: string; page?: string }
  | { kind: 'file'; file: string };

export interface DocumentInline {
  object: 'inline';
  type: 'link' | 'inline-image' | 'emoji' | 'inline-math';
  key?: string;
  data: Record<string, unknown>;
  nodes?: Array<DocumentText | DocumentInline>;
  isVoid?: boolean;
}

export interface DocumentFragment {
  object: 'fragment';
  fragment: string;
  type?: string;
  nodes: DocumentBlock[];
}

export interface DocumentBlock {
  object: 'block';
  type: string;
  key?: string;
  data: Record<string, unknown>;
  nodes?: Array<DocumentBlock | DocumentInline | DocumentText>;
  fragments?: DocumentFragment[];
  isVoid?: boolean;
}

export interface JSONDocument {
  object: 'document';
  data: Record<string, unknown>;
  nodes: DocumentBlock[];
}

export const HINT_STYLES = ['info', 'warning', 'danger', 'success'] as const;

const ESSENTIALS = [
  'paragraph',
  'heading-1',
  'heading-2',
  'heading-3',
  'list-ordered',
  'list-unordered',
  'list-tasks',
  'divider',
];
const set = (...types: string[]) => new Set([...ESSENTIALS, ...types]);

/**
 * What each container holds in the documents docs-cli writes: what both references allow
 * (@gitbook/api 0.137.0 and 0.202.0), less what markdown cannot nest (GitBook's `{% %}` tags
 * are read at the top level of a text only, never inside a list item or a quote).
 */
export const WRITES = {
  document: set(
    'blockquote',
    'hint',
    'images',
    'file',
    'embed',
    'code',
    'math',
    'expandable',
    'tabs',
    'table',
    'content-ref',
    'stepper',
    'integration',
    'swagger',
    'openapi-operation',
    'openapi-schemas',
  ),
  blockquote: set('blockquote'),
  'list-item': set('code', 'blockquote', 'math', 'table'),
  hint: set(),
  'tabs-item': set('content-ref', 'code', 'embed', 'file', 'images', 'hint', 'blockquote', 'math', 'integration'),
  'stepper-step': set('content-ref', 'code', 'embed', 'file', 'images', 'hint', 'blockquote', 'math', 'integration'),
  'expandable-body': set('images', 'code', 'table', 'hint', 'blockquote'),
} as const;

export type Container = keyof typeof WRITES;

/** What each container may hold in a document sent to the service (reference 0.202.0, less what has no markdown). */
export const READS: Record<Container, Set<string>> = {
  ...WRITES,
  'list-item': set('code', 'blockquote', 'math', 'table', 'hint'),
  hint: set('embed', 'table'),
  'expandable-body': set('images', 'code', 'table', 'hint', 'blockquote', 'file'),
};

export const text = (value: string, marks: DocumentMark[] = []): DocumentText => ({
  object: 'text',
  leaves: [{ object: 'leaf', text: value, marks }],
});

export function block(
  type: string,
  data: Record<string, unknown>,
  nodes?: DocumentBlock['nodes'],
  extra?: Partial<DocumentBlock>,
): DocumentBlock {
  // Built in place rather than spread (the same properties in the same order): one per code line.
  const out: DocumentBlock = { object: 'block', type, data };
  if (nodes) out.nodes = nodes;
  return extra ? Object.assign(out, extra) : out;
}

export const paragraph = (nodes: Array<DocumentInline | DocumentText>): DocumentBlock =>
  block('paragraph', {}, nodes.length ? nodes : [text('')]);

export const fragment = (name: string, nodes: DocumentBlock[], type?: string): DocumentFragment => ({
  object: 'fragment',
  fragment: name,
  ...(type ? { type } : {}),
  nodes,
});

export const isBlock = (node: { object: string }): node is DocumentBlock => node.object === 'block';

/** Adjacent texts as one, adjacent leaves of equal marks as one, no empty leaves: the one form of a run of text. */
export function mergeTexts(nodes: Array<DocumentInline | DocumentText>): Array<DocumentInline | DocumentText> {
  const out: Array<DocumentInline | DocumentText> = [];
  for (const node of nodes) {
    if (node.object !== 'text') {
      out.push(node);
      continue;
    }
    const last = out[out.length - 1];
    const into: DocumentText = last?.object === 'text' ? last : { object: 'text', leaves: [] };
    if (into !== last) out.push(into);
    for (const leaf of node.leaves) {
      if (!leaf.text) continue;
      const prev = into.leaves[into.leaves.length - 1];
      if (prev && prev.marks.length === leaf.marks.length && prev.marks.every((m, i) => m.type === leaf.marks[i]!.type))
        prev.text += leaf.text;
      else into.leaves.push({ object: 'leaf', text: leaf.text, marks: leaf.marks });
    }
  }
  return out.filter((node) => node.object !== 'text' || node.leaves.length);
}

/** The text a run of inlines shows (emoji as characters, images as nothing). */
export function plainOf(nodes: ReadonlyArray<DocumentInline | DocumentText | DocumentBlock> | undefined): string {
  return (nodes ?? [])
    .map((node) => {
      if (node.object === 'text') return node.leaves.map((l) => l.text).join('');
      if (node.object === 'inline' && node.type === 'inline-math') return String(node.data.formula ?? '');
      if (node.object === 'inline' && node.type === 'emoji') return emojiOf(String(node.data.code ?? '')) ?? '';
      return plainOf(node.nodes);
    })
    .join('');
}
