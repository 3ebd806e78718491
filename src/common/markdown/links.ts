/** Links and images of a markdown text, found by the shared parser (never inside code). */
import type { Nodes, Root } from 'mdast';
import { parseMarkdown } from './parse.js';

export interface MarkdownLink {
  /** The destination as written (after unescaping by the parser). */
  target: string;
  text: string;
  image: boolean;
  /** Offsets of the destination in the source, when it can be rewritten in place. */
  range?: [number, number];
}

const textOf = (node: Nodes): string =>
  'value' in node && typeof node.value === 'string'
    ? node.value
    : 'children' in node
      ? node.children.map(textOf).join('')
      : node.type === 'image'
        ? (node.alt ?? '')
        : '';

/** Inline links, images and link definitions, in document order (`tree`: the text already parsed). */
export function markdownLinks(markdown: string, tree: Root = parseMarkdown(markdown)): MarkdownLink[] {
  const out: MarkdownLink[] = [];
  const walk = (node: Nodes) => {
    if (node.type === 'link' || node.type === 'image' || node.type === 'definition') {
      const image = node.type === 'image';
      out.push({
        target: node.url,
        text: image ? (node.alt ?? '') : textOf(node),
        image,
        range: destinationRange(markdown, node),
      });
    }
    if ('children' in node) for (const child of node.children) walk(child as Nodes);
  };
  walk(tree);
  return out;
}

/**
 * Where the destination sits in the source: after the node's label (`](` or `]:`), as written.
 * Autolinks and references have no destination of their own there, so no range.
 */
function destinationRange(source: string, node: Nodes & { url: string }): [number, number] | undefined {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  if (start === undefined || end === undefined) return undefined;
  const slice = source.slice(start, end);
  const opener = node.type === 'definition' ? slice.indexOf(']:') : slice.indexOf('](', labelEnd(node, start));
  if (opener < 0) return undefined;
  const written = slice.indexOf(node.url, opener + 2);
  if (written < 0) return undefined;
  return [start + written, start + written + node.url.length];
}

/** Where (in the node's slice) the label ends, so `](` inside the label text is skipped. */
function labelEnd(node: Nodes, start: number): number {
  const last =
    'children' in node && node.children.length
      ? node.children[node.children.length - 1]!.position?.end.offset
      : undefined;
  return last !== undefined ? last - start : 0;
}

/** Rewrites link destinations; `map` returns the new destination or undefined to keep it. */
export function rewriteLinks(markdown: string, map: (link: MarkdownLink) => string | undefined): string {
  const edits: Array<[number, number, string]> = [];
  for (const link of markdownLinks(markdown)) {
    const next = link.range ? map(link) : undefined;
    if (next !== undefined && next !== link.target) edits.push([link.range![0], link.range![1], next]);
  }
  let out = markdown;
  for (const [from, to, text] of edits.sort((a, b) => b[0] - a[0])) out = out.slice(0, from) + text + out.slice(to);
  return out;
}
