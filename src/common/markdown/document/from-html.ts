/**
 * The HTML GitBook writes into markdown → the reference's blocks and inlines: figures and
 * pictures are image blocks (alt, caption, dark variant, width), HTML tables (cards tables too)
 * are table blocks, inline images and links stay what they are, formatting elements are marks,
 * and anything else gives its text. No tag ever reaches a document as text.
 */
import type { Element, ElementContent, Root as Hast, RootContent as HastContent } from 'hast';
import type { PhrasingContent, RootContent } from 'mdast';
import { hastOf } from '../hast-of.js';
import { prop, textOf } from '../html/hast.js';
import {
  block,
  fragment,
  MARK_ORDER,
  mergeTexts,
  paragraph,
  text,
  type DocumentBlock,
  type DocumentInline,
  type DocumentText,
  type MarkType,
} from './model.js';
import { refOf } from './refs.js';

type Inline = DocumentInline | DocumentText;

/**
 * Text with its marks as the inlines it reads back as once written as markdown (GitHub's autolinks
 * find URLs in text whatever the escaping, emoji of unformatted text become inlines): `textRun` of
 * inlines-from.ts, passed in.
 */
export type ReadText = (value: string, marks: readonly MarkType[]) => Inline[];

const MARKS: Record<string, MarkType> = {
  strong: 'bold',
  b: 'bold',
  em: 'italic',
  code: 'code',
  kbd: 'code',
  s: 'strikethrough',
  del: 'strikethrough',
  strike: 'strikethrough',
};
const SKIP = new Set(['script', 'style', 'select', 'template', 'svg', 'math', 'iframe', 'object', 'embed', 'noscript']);

const withMark = (marks: MarkType[], mark: MarkType) =>
  marks.includes(mark) ? marks : MARK_ORDER.filter((m) => m === mark || marks.includes(m));

const oneLine = (value: string) => value.replace(/\s+/g, ' ');

function imageInline(e: Element): DocumentInline | undefined {
  const src = prop(e, 'src');
  if (!src) return undefined;
  const alt = oneLine(prop(e, 'alt') ?? '').trim();
  return {
    object: 'inline',
    type: 'inline-image',
    data: { ref: refOf(src, 'image'), ...(alt ? { alt } : {}) },
    isVoid: true,
  };
}

/** HTML phrasing as the reference's inlines (links hold no links). */
export function inlinesOfHast(
  nodes: ElementContent[],
  read: ReadText,
  marks: MarkType[] = [],
  inLink = false,
  line: { afterBreak: boolean } = { afterBreak: false },
): Inline[] {
  const out: Inline[] = [];
  const list = inLink ? nodes : withInlineMath(nodes);
  for (const node of list) {
    if ('formula' in node) {
      line.afterBreak = false;
      out.push({ object: 'inline', type: 'inline-math', data: { formula: node.formula }, isVoid: true });
      continue;
    }
    if (node.type === 'text') {
      let value = node.value.replace(/\s*\n\s*/g, ' ');
      // White space that starts a line after a <br> is not shown (markdown's hard break, written
      // back, ends its line the same way).
      if (line.afterBreak) value = value.replace(/^ +/, '');
      if (!value) continue;
      line.afterBreak = false;
      if (inLink || marks.includes('code'))
        out.push(
          text(
            value,
            marks.map((type) => ({ object: 'mark', type })),
          ),
        );
      else out.push(...read(value, marks));
      continue;
    }
    if (node.type !== 'element' || SKIP.has(node.tagName)) continue;
    const mark = MARKS[node.tagName];
    if (mark) out.push(...inlinesOfHast(node.children, read, withMark(marks, mark), inLink, line));
    else if (node.tagName === 'br') {
      line.afterBreak = true;
      out.push(
        text(
          '\n',
          marks.map((type) => ({ object: 'mark', type })),
        ),
      );
    } else if (node.tagName === 'img') {
      line.afterBreak = false;
      const image = imageInline(node);
      if (image) out.push(image);
    } else if (node.tagName === 'a' && !inLink && prop(node, 'href')) {
      // An empty link (GitBook's heading anchor `<a href="#id" id="id"></a>`) shows nothing.
      const inner = mergeTexts(inlinesOfHast(node.children, read, marks, true, line));
      if (inner.length)
        out.push({ object: 'inline', type: 'link', data: { ref: refOf(prop(node, 'href')!) }, nodes: inner });
    } else out.push(...inlinesOfHast(node.children, read, marks, inLink, line));
  }
  return out;
}

/** GitHub's inline math, `` $`x`$ ``: a code element right between two dollar signs (as in inlines-from.ts). */
function withInlineMath(nodes: ElementContent[]): Array<ElementContent | { formula: string }> {
  const copy = nodes.map((n) => (n.type === 'text' ? { ...n } : n));
  const out: Array<ElementContent | { formula: string }> = [];
  copy.forEach((node, i) => {
    const before = copy[i - 1];
    const after = copy[i + 1];
    const formula = node.type === 'element' && node.tagName === 'code' ? textOf(node) : '';
    if (
      formula &&
      before?.type === 'text' &&
      before.value.endsWith('$') &&
      after?.type === 'text' &&
      after.value.startsWith('$')
    ) {
      before.value = before.value.slice(0, -1);
      after.value = after.value.slice(1);
      out.push({ formula: formula.replace(/\n/g, ' ') });
    } else out.push(node);
  });
  return out.filter((n) => !('type' in n) || n.type !== 'text' || n.value);
}

/** Phrasing with raw HTML in it, read through HTML. */
export function inlinesWithHtml(children: PhrasingContent[], read: ReadText): Inline[] {
  const hast = hastOf({ type: 'root', children: [{ type: 'paragraph', children }] });
  // HTML may end the paragraph early (`<p>` closes before a block element): its pieces are all the text.
  const nodes = (hast.children as ElementContent[]).flatMap((c) =>
    c.type === 'element' && c.tagName === 'p' ? c.children : [c],
  );
  return mergeTexts(inlinesOfHast(nodes, read));
}

const elements = (nodes: Array<ElementContent | HastContent>) =>
  nodes.filter((c): c is Element => c.type === 'element');

function find(root: Element, tag: string): Element | undefined {
  const stack: Element[] = [root];
  for (let e = stack.pop(); e; e = stack.pop()) {
    if (e.tagName === tag && e !== root) return e;
    for (let i = e.children.length - 1; i >= 0; i--) {
      const c = e.children[i]!;
      if (c.type === 'element') stack.push(c);
    }
  }
  return undefined;
}

const LENGTH = /^(\d+(?:\.\d+)?)(px|%)?$/;

/** An image block (figure, picture or img, with its caption and dark variant). */
function imagesBlock(e: Element, read: ReadText): DocumentBlock | undefined {
  const img = e.tagName === 'img' ? e : find(e, 'img');
  const src = img && prop(img, 'src');
  if (!img || !src) return undefined;
  const dark = find(e, 'source');
  const darkSrc =
    dark && /dark/.test(prop(dark, 'media') ?? '') ? (prop(dark, 'srcSet') ?? '').split(/[\s,]/)[0] : undefined;
  const alt = oneLine(prop(img, 'alt') ?? '').trim();
  const width = LENGTH.exec(prop(img, 'width') ?? '');
  const caption = find(e, 'figcaption');
  const captionText = caption ? mergeTexts(inlinesOfHast(caption.children, read)) : [];
  const captionPlain = captionText.length ? oneLine(textOf(caption!)).trim() : '';
  return block(
    'images',
    {},
    [
      block(
        'image',
        {
          ref: refOf(src, 'image'),
          ...(darkSrc ? { refDark: refOf(darkSrc, 'image') } : {}),
          ...(alt ? { alt } : {}),
          ...(width ? { width: width[2] === '%' ? { unit: '%', value: Number(width[1]) } : Number(width[1]) } : {}),
        },
        undefined,
        { fragments: captionPlain ? [fragment('caption', [paragraph([text(captionPlain)])])] : [], isVoid: true },
      ),
    ],
    { isVoid: false },
  );
}

const cellsOf = (row: Element) => elements(row.children).filter((c) => c.tagName === 'td' || c.tagName === 'th');

function rows(table: Element, section: string): Element[] {
  return elements(table.children).flatMap((part) =>
    part.tagName === 'tr' && section === 'tbody'
      ? [part]
      : part.tagName === section
        ? elements(part.children).filter((r) => r.tagName === 'tr')
        : [],
  );
}

/** An HTML table as a table block of text columns: hidden columns (card targets and covers too) left out. */
function tableBlock(table: Element, read: ReadText): DocumentBlock | undefined {
  const head = rows(table, 'thead')[0];
  const body = rows(table, 'tbody');
  const headCells = head ? cellsOf(head) : [];
  const width = Math.max(headCells.length, ...body.map((r) => cellsOf(r).length));
  if (!width) return undefined;
  const visible = Array.from({ length: width }, (_, i) => i).filter((i) => {
    const th = headCells[i];
    return !th || th.properties.dataHidden === undefined;
  });
  const columns = visible.map((_, i) => `c${i}`);
  const definition = Object.fromEntries(
    visible.map((col, i) => [
      `c${i}`,
      {
        id: `c${i}`,
        title: headCells[col] ? oneLine(textOf(headCells[col]!)).trim() : '',
        type: 'text',
        textAlignment: 'left',
      },
    ]),
  );
  const fragments = body.flatMap((row, r) =>
    visible.map((col, c) => {
      const cell = cellsOf(row)[col];
      const inlines = cell
        ? mergeTexts(inlinesOfHast(cell.children, read)).filter(
            (n) => n.object !== 'text' || n.leaves.some((l) => l.text.trim()),
          )
        : [];
      return fragment(`r${r}c${c}`, [paragraph(trimmedText(inlines))]);
    }),
  );
  const records = Object.fromEntries(
    body.map((_, r) => [
      `r${r}`,
      {
        orderIndex: String(r).padStart(6, '0'),
        values: Object.fromEntries(columns.map((id, c) => [id, `r${r}c${c}`])),
      },
    ]),
  );
  return block('table', { view: { type: 'grid', columns, hideHeader: !head }, records, definition }, undefined, {
    fragments,
    isVoid: true,
  });
}

/** Line breaks inside a cell read as spaces, as in a GitHub table. */
const trimmedText = (nodes: Inline[]): Inline[] =>
  mergeTexts(
    nodes.map((n) =>
      n.object === 'text' ? { ...n, leaves: n.leaves.map((l) => ({ ...l, text: l.text.replace(/\n/g, ' ') })) } : n,
    ),
  );

const BLOCK_TAGS =
  /^(p|div|section|article|header|footer|aside|main|nav|ul|ol|li|dl|dt|dd|blockquote|h[1-6]|table|figure|picture|pre|details|summary|center|hr)$/;

/** A run of HTML blocks (and the inline content between them) as the reference's blocks. */
function blocksOfHast(nodes: ElementContent[], read: ReadText): DocumentBlock[] {
  // GitBook writes a paragraph holding only a line break as a line of `<br>` (other editors as
  // `<p><br></p>`): read back, it is that paragraph (written again as `<br>`), not nothing.
  const breaks = lineBreaksOnly(nodes);
  if (breaks > 0) return [paragraph([text('\n'.repeat(breaks))])];
  const out: DocumentBlock[] = [];
  let inline: ElementContent[] = [];
  const flush = () => {
    const inlines = mergeTexts(inlinesOfHast(inline, read));
    if (inlines.some((n) => n.object !== 'text' || n.leaves.some((l) => l.text.trim()))) out.push(paragraph(inlines));
    inline = [];
  };
  for (const node of nodes) {
    if (node.type !== 'element' || !BLOCK_TAGS.test(node.tagName)) {
      if (node.type === 'element' && node.tagName === 'img' && prop(node, 'src')) {
        flush();
        out.push(imagesBlock(node, read)!);
      } else inline.push(node);
      continue;
    }
    flush();
    if (node.tagName === 'hr') out.push(block('divider', {}, undefined, { isVoid: true }));
    else if (node.tagName === 'table') {
      const table = tableBlock(node, read);
      if (table) out.push(table);
    } else if (
      node.tagName === 'figure' ||
      node.tagName === 'picture' ||
      ((node.tagName === 'div' || node.tagName === 'p') && onlyImage(node))
    ) {
      const image = imagesBlock(node, read);
      out.push(...(image ? [image] : blocksOfHast(node.children, read)));
    } else if (node.tagName === 'pre') {
      const value = textOf(node).replace(/\n$/, '');
      out.push(
        block(
          'code',
          {},
          value.split('\n').map((line) => block('code-line', {}, [text(line)])),
        ),
      );
    } else if (/^h[1-6]$/.test(node.tagName)) {
      const inlines = mergeTexts(inlinesOfHast(node.children, read));
      out.push(block(`heading-${Math.min(Number(node.tagName[1]), 3)}`, {}, inlines.length ? inlines : [text('')]));
    } else out.push(...blocksOfHast(node.children, read));
  }
  flush();
  return out;
}

/** A wrapper (`<div align="center">`, `<div data-with-frame>`) of one figure or image. */
function onlyImage(e: Element): boolean {
  const children = elements(e.children);
  const text = e.children.some((c) => c.type === 'text' && c.value.trim());
  return !text && children.length === 1 && ['figure', 'img', 'picture'].includes(children[0]!.tagName);
}

/** A block of raw HTML (an mdast `html` node, or several read together). */
export function blocksOfHtml(nodes: RootContent[], read: ReadText): DocumentBlock[] {
  const hast: Hast = hastOf({ type: 'root', children: nodes });
  return blocksOfHast(
    hast.children.filter((c): c is ElementContent => c.type !== 'doctype' && c.type !== 'comment'),
    read,
  );
}

/** How many `<br>` the nodes are, when they are nothing else (white space aside); else 0. */
function lineBreaksOnly(nodes: ElementContent[]): number {
  let breaks = 0;
  for (const node of nodes) {
    if (node.type === 'element' && node.tagName === 'br') breaks++;
    else if (node.type !== 'text' || node.value.trim()) return 0;
  }
  return breaks;
}
