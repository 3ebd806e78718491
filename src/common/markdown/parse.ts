/**
 * The one markdown parser of docs-cli, shared by the service (links, titles, rendering) and the
 * CLI (pull/push): unified + remark-parse with GitHub-flavoured markdown and YAML front matter.
 * Every parse is bounded (see bound.ts and limits.ts): nesting and inline marks beyond the
 * budgets are read as text, positions still point into the text as written, and the tree is
 * never deeper than `MARKDOWN_LIMITS.treeDepth`, so callers may walk it recursively.
 * Load it lazily (dynamic import) from commands: it is not needed at start-up.
 */
import type { Nodes, Parents, PhrasingContent, Root, RootContent } from 'mdast';
import type { Point } from 'unist';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { type Processor, unified } from 'unified';
import { gfmAutolinkLiteral } from 'micromark-extension-gfm-autolink-literal';
import { boundMarkdown, originalOffset, type BoundedMarkdown } from './bound.js';
import { MARKDOWN_LIMITS } from './limits.js';
import { count } from '../counters.js';
import { boundedAutolinkLiterals } from './micromark-linear.js';
import { MAY_LINK, readUnlinked } from './unlinked-text.js';
import { countMicromarkSteps, startParse } from './steps.js';
import { type ConstructsSlot, slotsReached, withParserConstructs } from './micromark-document.js';

function boundedLiterals(this: Processor) {
  const data = this.data() as { micromarkExtensions?: unknown[] };
  (data.micromarkExtensions ??= []).push(...boundedAutolinkLiterals(gfmAutolinkLiteral() as never));
}

type Transform = (tree: Root) => Root | undefined;
interface MdastExtension {
  enter?: Record<string, unknown>;
  transforms?: Transform[];
}

/** Whether a text node outside links (which the transform leaves alone) may hold a literal autolink. */
function mayHoldAutolink(tree: Root): boolean {
  const stack: Nodes[] = [tree];
  for (let node = stack.pop(); node; node = stack.pop()) {
    if (node.type === 'text') {
      if (MAY_LINK.test(node.value)) return true;
    } else if ('children' in node && node.type !== 'link' && node.type !== 'linkReference')
      for (const child of node.children) stack.push(child);
  }
  return false;
}

/**
 * GFM's autolink transform walks the whole tree four times with a pattern each (a tenth of a
 * parse): it runs only on trees where one of them may match, with the same result.
 */
function guardedAutolinks(this: Processor) {
  const data = this.data() as { fromMarkdownExtensions?: unknown[] };
  const guard = (extension: unknown): unknown => {
    if (Array.isArray(extension)) return extension.map(guard);
    const ext = extension as MdastExtension;
    if (!ext?.transforms || !ext.enter || !('literalAutolinkWww' in ext.enter)) return extension;
    return {
      ...ext,
      transforms: ext.transforms.map(
        (transform) => (tree: Root) => (mayHoldAutolink(tree) ? transform(tree) : undefined),
      ),
    };
  };
  data.fromMarkdownExtensions = (data.fromMarkdownExtensions ?? []).map(guard);
}

const parser = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(boundedLiterals)
  .use(guardedAutolinks)
  .use(remarkFrontmatter, ['yaml'])
  .freeze();

/**
 * The same parser with no micromark extensions of its own: it parses with the constructs the
 * first parse of `parser` combined (micromark-document.ts, `withParserConstructs`), the same
 * extensions in the same order, so its trees are those `parser` gives, without combining the
 * extensions again on each call (a third of the time of a small parse, and its garbage).
 */
const reusing = unified()
  .use(remarkParse)
  .data({ ...parser.data(), micromarkExtensions: [] })
  .freeze();
const combined: ConstructsSlot = {};

function parseBounded(text: string): Root {
  if (combined.constructs && slotsReached()) {
    const full = combined.constructs;
    const { result, reached } = withParserConstructs(combined, () =>
      readUnlinked(full, text, () => reusing.parse(text)),
    );
    if (reached) return result;
  }
  // The first parse (it keeps its constructs), or micromark's own document tokenizer in place.
  return withParserConstructs(combined.constructs ? {} : combined, () => parser.parse(text)).result;
}

countMicromarkSteps();

/**
 * The markdown as an mdast tree (positions included, so callers can slice the source). Inside
 * `withStepLimit` (steps.ts) a parse that takes more steps than its text may stops with a
 * `MarkdownLimitError('steps')`.
 */
export function parseMarkdown(markdown: string): Root {
  count('markdownParses');
  const end = startParse(markdown.length);
  try {
    const bounded = boundMarkdown(markdown);
    const tree = parseBounded(bounded.text);
    if (bounded.inserts.length) remapPositions(tree, markdown, bounded);
    flattenDeep(tree);
    return tree;
  } finally {
    end();
  }
}

/** Positions in the bounded text → positions in the text as written (lines are the same). */
function remapPositions(tree: Root, source: string, bounded: BoundedMarkdown): void {
  const lineStarts = [0];
  for (let i = source.indexOf('\n'); i >= 0; i = source.indexOf('\n', i + 1)) lineStarts.push(i + 1);
  const fix = (point: Point) => {
    if (point.offset === undefined) return;
    point.offset = originalOffset(bounded, point.offset);
    point.column = point.offset - (lineStarts[point.line - 1] ?? 0) + 1;
  };
  const stack: Nodes[] = [tree];
  for (let node = stack.pop(); node; node = stack.pop()) {
    if (node.position) {
      fix(node.position.start);
      fix(node.position.end);
    }
    if ('children' in node) for (const child of node.children) stack.push(child);
  }
}

const textOf = (node: Nodes): string => {
  let out = '';
  const stack: Nodes[] = [node];
  for (let n = stack.pop(); n; n = stack.pop()) {
    if ('value' in n && typeof n.value === 'string') out += n.value;
    else if (n.type === 'image') out += n.alt ?? '';
    if ('children' in n) for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]!);
  }
  return out;
};

/** Phrasing parents (emphasis in emphasis...) whose children are only phrasing. */
const PHRASING_PARENTS = new Set(['emphasis', 'strong', 'delete', 'link', 'linkReference']);

/** A node too deep for the tree, as its text in a node of a kind its parent may hold. */
function flattened(node: Parents & RootContent): RootContent {
  const text = { type: 'text', value: textOf(node), position: node.position } as PhrasingContent;
  if (PHRASING_PARENTS.has(node.type)) return text;
  if (node.type === 'tableRow' || node.type === 'tableCell') return { ...node, children: [text] } as never;
  const paragraph = { type: 'paragraph', children: [text], position: node.position } as RootContent;
  if (node.type === 'listItem') return { ...node, children: [paragraph] } as never;
  return paragraph;
}

/**
 * Nodes deeper than the tree may be become their text. Iterative, so depth itself cannot
 * overflow the stack here.
 */
function flattenDeep(tree: Root): void {
  const stack: Array<[Parents, number]> = [[tree, 0]];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const [node, depth] = item;
    if (depth + 1 >= MARKDOWN_LIMITS.treeDepth)
      node.children = (node.children as RootContent[]).map((child) =>
        'children' in child ? flattened(child) : child,
      ) as typeof node.children;
    else for (const child of node.children as RootContent[]) if ('children' in child) stack.push([child, depth + 1]);
  }
}

/**
 * The lines up to the first blank line: a heading is one block without blank lines in it, so
 * when these lines start with one, it is the document's first block. Undefined for blank text.
 */
export function firstBlockSource(markdown: string): string | undefined {
  const start = markdown.search(/\S/);
  if (start < 0) return undefined;
  const blank = /\n[ \t]*\r?\n/.exec(markdown.slice(start));
  return blank ? markdown.slice(0, start + blank.index) : markdown;
}
