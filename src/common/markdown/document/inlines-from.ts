/** Markdown phrasing (mdast) → the reference's texts and inlines. */
import type { Definition, InlineCode, PhrasingContent, Text } from 'mdast';
import { parseMarkdown } from '../parse.js';
import { inlinesWithHtml } from './from-html.js';
import { emojiSplit } from './emoji-inlines.js';
import { MARK_ORDER, text, type DocumentInline, type DocumentLeaf, type DocumentText, type MarkType } from './model.js';
import { refOf } from './refs.js';
import { stringifyMarkdown } from './stringify.js';

export interface InlineContext {
  definitions: Map<string, Definition>;
  /** Hard line breaks are kept (paragraphs); elsewhere (headings, cells) they become spaces. */
  breaks: boolean;
}

interface Scope extends InlineContext {
  marks: readonly MarkType[];
  inLink: boolean;
}

const withMark = (marks: readonly MarkType[], mark: MarkType) =>
  marks.includes(mark) ? marks : MARK_ORDER.filter((m) => m === mark || marks.includes(m));

/** The phrasing as the reference's nodes: leaves with equal marks merged, emoji as inlines. */
export function inlinesOf(
  children: PhrasingContent[],
  context: InlineContext,
  inLink = false,
  marks: readonly MarkType[] = [],
): Array<DocumentText | DocumentInline> {
  // GitBook's inline HTML (marks, buttons, icons, inline images) is read as HTML, never kept as tags.
  if (!inLink && children.some((c) => c.type === 'html')) return inlinesWithHtml(children, textRun);
  const run = new Run(inLink);
  walk(children, { ...context, marks, inLink }, run);
  return run.end();
}

const BR = /^<br\s*\/?>$/i;

/** GitHub's inline math, `` $`x^2`$ ``, found among the phrasing (see `withInlineMath`). */
type Phrase = PhrasingContent | { type: 'inlineMath'; value: string };

/**
 * Text that markdown reads back as itself, a paragraph of that one text node, once written
 * (`textRun`): on one line, with none of the characters that open inline marks, code, links, tags,
 * character references, escapes or tables (`&<>\\`*_~[]{}|$`), and nothing GFM's literal autolinks
 * look for (`@`, `http://`, `https://`, `www.`). The writer escapes what could start a block (`#`,
 * `1.`, `-`, indentation) and keeps spaces at either end, and the bounds of the parse (bound.ts,
 * steps.ts) never touch such a line.
 */
const PLAIN = /^[^\x00-\x1f\x7f&<>\\`*_~[\]{}|$@]+$/;
const AUTOLINK = /https?:\/\/|www\./i;

/**
 * Plain text (raw HTML, titles of blocks that could not stay) with the marks it has, as the nodes
 * it reads back as once written as markdown: GitHub's autolinks find URLs in text whatever the
 * escaping, and emoji of unformatted text become inlines. Written and read again, the result is
 * the same.
 */
export function textRun(value: string, marks: readonly MarkType[] = []): Array<DocumentText | DocumentInline> {
  if (!value) return [];
  // Plain text is read back as the one text node of a paragraph: no parse needed.
  if (PLAIN.test(value) && !AUTOLINK.test(value))
    return inlinesOf([{ type: 'text', value }], { definitions: new Map(), breaks: true }, false, marks);
  const written = stringifyMarkdown({
    type: 'root',
    children: [{ type: 'paragraph', children: [{ type: 'text', value }] }],
  });
  const read = parseMarkdown(written).children[0];
  // The marks are given before the emoji are split off: a formatted emoji stays text, as in
  // markdown. Marks added afterwards would leave the emoji unformatted and cut the text in two.
  return read?.type === 'paragraph'
    ? inlinesOf(read.children, { definitions: new Map(), breaks: true }, false, marks)
    : [];
}

/**
 * The texts and inlines of a run of phrasing, built as it is walked: adjacent leaves of equal marks
 * are one leaf, and a run of leaves ends at each inline (or the end) as one text node, its emoji
 * split off outside links.
 */
class Run {
  private readonly out: Array<DocumentText | DocumentInline> = [];
  private leaves: DocumentLeaf[] = [];

  constructor(private readonly inLink: boolean) {}

  leaf(value: string, marks: readonly MarkType[]): void {
    if (!value) return;
    const last = this.leaves[this.leaves.length - 1];
    if (last && sameMarks(last, marks)) last.text += value;
    else this.leaves.push({ object: 'leaf', text: value, marks: marks.map((type) => ({ object: 'mark', type })) });
  }

  inline(node: DocumentInline): void {
    this.flush();
    this.out.push(node);
  }

  end(): Array<DocumentText | DocumentInline> {
    this.flush();
    return this.out;
  }

  private flush(): void {
    if (!this.leaves.length) return;
    const node: DocumentText = { object: 'text', leaves: this.leaves };
    this.leaves = [];
    if (this.inLink) this.out.push(node);
    else for (const piece of emojiSplit(node, false)) this.out.push(piece);
  }
}

/** A soft line break reads as a space in markdown; the reference's `\n` is a hard one. */
const spaced = (value: string) => (value.includes('\n') ? value.replace(/\n/g, ' ') : value);

function walk(children: PhrasingContent[], scope: Scope, run: Run): void {
  const nodes: Phrase[] = scope.inLink || !mayHoldMath(children) ? children : withInlineMath(children);
  for (const node of nodes) {
    switch (node.type) {
      case 'text':
        run.leaf(spaced(node.value), scope.marks);
        break;
      case 'break':
        run.leaf(scope.breaks ? '\n' : ' ', scope.marks);
        break;
      case 'emphasis':
        walk(node.children, { ...scope, marks: withMark(scope.marks, 'italic') }, run);
        break;
      case 'strong':
        walk(node.children, { ...scope, marks: withMark(scope.marks, 'bold') }, run);
        break;
      case 'delete':
        walk(node.children, { ...scope, marks: withMark(scope.marks, 'strikethrough') }, run);
        break;
      case 'inlineCode':
        // A line end in a code span reads as a space.
        run.leaf(spaced(node.value), withMark(scope.marks, 'code'));
        break;
      case 'inlineMath':
        run.inline({ object: 'inline', type: 'inline-math', data: { formula: node.value }, isVoid: true });
        break;
      case 'html':
        // In a mark, a <br> is the line break it shows (`**a<br>**`, as the writer writes a break
        // that ends a mark); other tags there stay the text they are (`**Action<T>**`).
        run.leaf(BR.test(node.value) ? (scope.breaks ? '\n' : ' ') : node.value, scope.marks);
        break;
      case 'footnoteReference':
        run.leaf(`[^${node.label ?? node.identifier}]`, scope.marks);
        break;
      case 'link':
        run.inline(link(node.url, node.children, scope));
        break;
      case 'linkReference': {
        const definition = scope.definitions.get(node.identifier);
        if (definition) run.inline(link(definition.url, node.children, scope));
        else walk(node.children, scope, run);
        break;
      }
      case 'image':
        run.inline(inlineImage(node.url, node.alt, node.title));
        break;
      case 'imageReference': {
        const definition = scope.definitions.get(node.identifier);
        if (definition) run.inline(inlineImage(definition.url, node.alt, definition.title));
        else run.leaf(node.alt ?? '', scope.marks);
        break;
      }
    }
  }
}

function link(url: string, children: PhrasingContent[], scope: Scope): DocumentInline {
  const run = new Run(true);
  walk(children, { ...scope, inLink: true }, run);
  const nodes = run.end();
  return { object: 'inline', type: 'link', data: { ref: refOf(url) }, nodes: nodes.length ? nodes : [text('')] };
}

const oneLine = (value: string | null | undefined) => (value ?? '').replace(/\s*\n\s*/g, ' ');

export function inlineImage(
  url: string,
  alt: string | null | undefined,
  title: string | null | undefined,
): DocumentInline {
  const caption = oneLine(title);
  return {
    object: 'inline',
    type: 'inline-image',
    data: { ref: refOf(url, 'image'), ...(oneLine(alt) ? { alt: oneLine(alt) } : {}), ...(caption ? { caption } : {}) },
    isVoid: true,
  };
}

/**
 * A code span right between two dollar signs is math (GitHub's syntax): the parser reads it as
 * text and code. Works on copies of the text nodes, so the tree stays as read.
 */
function withInlineMath(children: PhrasingContent[]): Phrase[] {
  const nodes = children.map((c) => (c.type === 'text' ? { ...c } : c));
  const out: Phrase[] = [];
  nodes.forEach((node, i) => {
    const before = nodes[i - 1];
    const after = nodes[i + 1];
    if (isMathSpan(before, node, after)) {
      // Both sides are text and the node a code span (isMathSpan).
      (before as Text).value = (before as Text).value.slice(0, -1);
      (after as Text).value = (after as Text).value.slice(1);
      out.push({ type: 'inlineMath', value: (node as InlineCode).value.replace(/\n/g, ' ') });
    } else out.push(node);
  });
  return out.filter((node) => node.type !== 'text' || node.value);
}

const isText = (node: PhrasingContent | undefined): node is Text => node?.type === 'text';

/**
 * Whether `withInlineMath` could find math in the phrasing: a code span between a text that ends
 * and one that starts with `$`. Its cuts only shorten texts, so where the texts as read show none,
 * there is none.
 */
function mayHoldMath(children: PhrasingContent[]): boolean {
  for (let i = 1; i < children.length - 1; i++)
    if (isMathSpan(children[i - 1], children[i]!, children[i + 1])) return true;
  return false;
}

/** A code span right between a text that ends and one that starts with a dollar sign. */
function isMathSpan(
  before: PhrasingContent | undefined,
  node: PhrasingContent,
  after: PhrasingContent | undefined,
): boolean {
  return (
    node.type === 'inlineCode' &&
    !!node.value &&
    isText(before) &&
    before.value.endsWith('$') &&
    isText(after) &&
    after.value.startsWith('$')
  );
}

const sameMarks = (leaf: DocumentLeaf, marks: readonly MarkType[]) =>
  leaf.marks.length === marks.length && leaf.marks.every((m, i) => m.type === marks[i]);

/** Without the space at either end of unformatted text (a table cell does not keep it). */
export function trimmed(nodes: Array<DocumentText | DocumentInline>): Array<DocumentText | DocumentInline> {
  const out = nodes.map((n) => (n.object === 'text' ? { ...n, leaves: n.leaves.map((l) => ({ ...l })) } : n));
  const first = out[0]?.object === 'text' ? out[0].leaves[0] : undefined;
  if (first && !first.marks.length) first.text = first.text.trimStart();
  const lastText = out[out.length - 1];
  const last = lastText?.object === 'text' ? lastText.leaves[lastText.leaves.length - 1] : undefined;
  if (last && !last.marks.length) last.text = last.text.trimEnd();
  return out
    .map((n) => (n.object === 'text' ? { ...n, leaves: n.leaves.filter((l) => l.text) } : n))
    .filter((n) => n.object !== 'text' || n.leaves.length);
}
