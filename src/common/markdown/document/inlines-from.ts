/** Markdown phrasing (mdast) → the reference's texts and inlines. */
import type { Definition, PhrasingContent, Text } from 'mdast';
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

type Item = { leaf: { text: string; marks: readonly MarkType[] } } | { inline: DocumentInline };

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
  return normalize(items(children, { ...context, marks, inLink }), inLink);
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

function items(children: PhrasingContent[], scope: Scope): Item[] {
  const nodes: Phrase[] = scope.inLink ? children : withInlineMath(children);
  return nodes.flatMap((node): Item[] => {
    const leaf = (value: string, marks = scope.marks): Item[] => [{ leaf: { text: value, marks } }];
    switch (node.type) {
      case 'text':
        // A soft line break reads as a space in markdown; the reference's `\n` is a hard one.
        return leaf(node.value.replace(/\n/g, ' '));
      case 'break':
        return leaf(scope.breaks ? '\n' : ' ');
      case 'emphasis':
        return items(node.children, { ...scope, marks: withMark(scope.marks, 'italic') });
      case 'strong':
        return items(node.children, { ...scope, marks: withMark(scope.marks, 'bold') });
      case 'delete':
        return items(node.children, { ...scope, marks: withMark(scope.marks, 'strikethrough') });
      case 'inlineCode':
        // A line end in a code span reads as a space.
        return leaf(node.value.replace(/\n/g, ' '), withMark(scope.marks, 'code'));
      case 'inlineMath':
        return [{ inline: { object: 'inline', type: 'inline-math', data: { formula: node.value }, isVoid: true } }];
      case 'html':
        // In a mark, a <br> is the line break it shows (`**a<br>**`, as the writer writes a break
        // that ends a mark); other tags there stay the text they are (`**Action<T>**`).
        return BR.test(node.value) ? leaf(scope.breaks ? '\n' : ' ') : leaf(node.value);
      case 'footnoteReference':
        return leaf(`[^${node.label ?? node.identifier}]`);
      case 'link':
        return [{ inline: link(node.url, node.children, scope) }];
      case 'linkReference': {
        const definition = scope.definitions.get(node.identifier);
        return definition ? [{ inline: link(definition.url, node.children, scope) }] : items(node.children, scope);
      }
      case 'image':
        return [{ inline: inlineImage(node.url, node.alt, node.title) }];
      case 'imageReference': {
        const definition = scope.definitions.get(node.identifier);
        return definition
          ? [{ inline: inlineImage(definition.url, node.alt, definition.title) }]
          : leaf(node.alt ?? '');
      }
      default:
        return [];
    }
  });
}

function link(url: string, children: PhrasingContent[], scope: Scope): DocumentInline {
  const nodes = normalize(items(children, { ...scope, inLink: true }), true);
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
    if (
      node.type === 'inlineCode' &&
      node.value &&
      isText(before) &&
      before.value.endsWith('$') &&
      isText(after) &&
      after.value.startsWith('$')
    ) {
      before.value = before.value.slice(0, -1);
      after.value = after.value.slice(1);
      out.push({ type: 'inlineMath', value: node.value.replace(/\n/g, ' ') });
    } else out.push(node);
  });
  return out.filter((node) => node.type !== 'text' || node.value);
}

const isText = (node: PhrasingContent | undefined): node is Text => node?.type === 'text';

function normalize(list: Item[], inLink: boolean): Array<DocumentText | DocumentInline> {
  const out: Array<DocumentText | DocumentInline> = [];
  let leaves: DocumentLeaf[] = [];
  const flush = () => {
    if (leaves.length) out.push(...emojiSplit({ object: 'text', leaves }, inLink));
    leaves = [];
  };
  for (const item of list) {
    if ('inline' in item) {
      flush();
      out.push(item.inline);
      continue;
    }
    if (!item.leaf.text) continue;
    const last = leaves[leaves.length - 1];
    const marks = item.leaf.marks.map((type) => ({ object: 'mark' as const, type }));
    if (last && sameMarks(last, item.leaf.marks)) last.text += item.leaf.text;
    else leaves.push({ object: 'leaf', text: item.leaf.text, marks });
  }
  flush();
  return out;
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
