/**
 * The ids the site gives a page's elements (`markdownIds(withoutTitle(body))`, html.ts), read from
 * the tree `pageFacts` parsed already instead of a second parse and render of the page: headings'
 * slugs (de-duplicated in the renderer's order), GitBook's heading anchors (`<a href="#x" id="x"></a>`)
 * and the tab inputs of `{% tabs %}` blocks, in the order the renderer writes them.
 *
 * The renderer parses each markdown run between GitBook's tags on its own (blocks.ts), reads raw
 * HTML as HTML and sanitizes it. The tree of the whole page gives the same headings only where the
 * page is plain enough to be sure of it; anywhere else this answers undefined and the caller renders
 * (`renderedIds`). So it answers only when:
 * - every markdown run the renderer shows is whole lines whose nodes of the whole tree lie inside
 *   it (no paragraph, list or HTML block of the whole page runs across one of GitBook's tags), so
 *   the run parsed alone gives those nodes; a heading's references are defined in its run;
 * - no footnote (the renderer's footnote ids), no raw HTML that could give an id, make a heading or
 *   swallow or move one (headings, tables, frames, raw text, unbalanced formatting elements), no
 *   HTML in a heading but a few plain phrasing tags, no text that could read as `id="` in the HTML;
 * - lines end alike for the parser and for `withoutTitle` (no lone CR).
 * test/gitsync/anchor-ids.test.ts holds it to the renderer on tricky pages.
 */
import type { Heading, Nodes, Root, RootContent } from 'mdast';
import { readBlocks, type Block } from '../common/markdown/blocks.js';
import { headingIds } from '../common/slug.js';

/** Ids GitBook's frame uses: gitbook-html.ts drops them from content. */
const FRAME_IDS = new Set(['content', 'search-input', 'search-results']);

/** A GitBook heading anchor as Git Sync writes it: an empty link with an id. */
const ANCHOR = /<a\s+(?:href="[^"]*"\s+)?id="([^"]*)"(?:\s+href="[^"]*")?\s*>/y;
const ANCHORS = /<a\s+(?:href="[^"]*"\s+)?id="[^"]*"(?:\s+href="[^"]*")?\s*><\/a>/g;
/** Text that could read as ` id="` in the page's HTML once entities and marks are gone. */
const MAY_READ_AS_ID =
  /d(?:\s|<[^>]*>|[*_`~\\])*(?:=|&#0*61;|&#x0*3d;|&equals;)(?:\s|<[^>]*>|[*_`~\\])*(?:"|&quot;|&#0*34;|&#x0*22;)|&#0*100;|&#x0*64;/i;
const ID_ATTRIBUTE = /\bid\s*=/i;
/** Raw HTML whose elements drop, move or swallow what they hold: each must close in its own HTML node. */
const CONTAINED = [
  'svg',
  'math',
  'script',
  'style',
  'select',
  'template',
  'iframe',
  'object',
  'embed',
  'noscript',
  'title',
  'textarea',
  'xmp',
  'noembed',
  'noframes',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'td',
  'th',
  'caption',
  'colgroup',
  'option',
  'optgroup',
  'frameset',
  'frame',
  'head',
  'body',
  'html',
];
/** Elements HTML re-opens in the blocks after them when left open: must balance over the page. */
const FORMATTING = ['a', 'b', 'big', 'code', 'em', 'font', 'i', 'nobr', 's', 'small', 'strike', 'strong', 'tt', 'u'];
/** Tags that may stand in a heading's HTML, none of which changes its text (`br` adds a space). */
const HEADING_TAGS = /^<\/?(a|b|code|em|strong|mark|span|sub|sup|kbd|s|del|ins|u|small|img|br)(\s[^<>]*)?\/?>$/i;
const COMMENT = /^<!--[\s\S]*?-->$/;

const count = (text: string, pattern: RegExp): number => {
  let n = 0;
  pattern.lastIndex = 0;
  while (pattern.exec(text)) n++;
  return n;
};
const tagCount = (html: string, name: string, close: boolean) =>
  count(html, new RegExp(`<${close ? '\\/' : ''}${name}(?=[\\s/>])`, 'gi'));

class Unsure extends Error {}
const unsure = (): never => {
  throw new Unsure();
};

interface Placed {
  /** 0-based lines of the untitled text. */
  start: number;
  end: number;
  node: RootContent;
}

/**
 * `markdownIds(untitled)` from `tree` (the parse of `body`; `untitled` is `withoutTitle(body, tree)`),
 * or undefined where the tree cannot tell them for sure.
 */
export function anchorIds(body: string, tree: Root, untitled: string): string[] | undefined {
  try {
    return idsOf(body, tree, untitled);
  } catch (error) {
    if (error instanceof Unsure) return undefined;
    throw error;
  }
}

function idsOf(body: string, tree: Root, untitled: string): string[] {
  if (/\r(?!\n)/.test(body)) unsure();
  const anchors = count(untitled, ANCHORS);
  if (MAY_READ_AS_ID.test(anchors ? untitled.replace(ANCHORS, '') : untitled)) unsure();
  const placed = placeNodes(body, tree, untitled);
  const lines = untitled.replace(/\r\n?/g, '\n').split('\n');
  const definitions = new Map<string, number[]>();
  const html: string[] = [];
  for (const p of placed)
    visit(p.node, (n) => {
      definitionsAndHtml(n, p, definitions, html);
      return true;
    });
  for (const value of html) checkHtml(value);
  const all = html.join('\n');
  for (const name of FORMATTING) if (tagCount(all, name, false) !== tagCount(all, name, true)) unsure();

  const idOf = headingIds();
  const out = new Set<string>();
  let tabGroups = 0;
  let accepted = 0;
  const run = (block: Block & { kind: 'markdown' }, shown: boolean) => {
    if (!shown) return;
    const { line: s, end: e } = block;
    if (block.text !== lines.slice(s, e + 1).join('\n')) unsure();
    if (s > 0 && block.text.startsWith('---')) unsure();
    for (const p of placed) {
      if (p.end < s || p.start > e) continue;
      if (p.start < s || p.end > e) {
        straddling(p, s, e, lines);
        continue;
      }
      visit(p.node, (n) => {
        if (n.type !== 'heading') return true;
        const { text, id } = headingOf(n, s, e, definitions, () => accepted++);
        const slug = idOf(text);
        out.add(id && !FRAME_IDS.has(id) ? id : slug);
        return false;
      });
    }
  };
  const blocks = (list: Block[], shown: boolean) => {
    for (const b of list) block(b, shown);
  };
  const block = (b: Block, shown: boolean): void => {
    if (b.kind === 'markdown') {
      run(b, shown);
      return;
    }
    switch (b.name) {
      case 'tabs': {
        const group = `tabs-${++tabGroups}`;
        let i = 0;
        for (const c of b.children)
          if (c.kind === 'tag' && c.name === 'tab') {
            if (shown) out.add(`${group}-${i}`);
            i++;
            blocks(c.children, shown);
          }
        blocks(
          b.children.filter((c) => !(c.kind === 'tag' && c.name === 'tab')),
          shown,
        );
        return;
      }
      case 'content-ref':
        // Rendered for its text only: no id of it shows, but its tabs count.
        blocks(b.children, false);
        return;
      case 'include':
      case 'page-ref':
        return;
      case 'details':
        if (b.attrs.title !== undefined && /[#<&\\]/.test(b.attrs.title)) unsure();
        blocks(b.children, shown);
        return;
      default:
        blocks(b.children, shown);
    }
  };
  blocks(readBlocks(untitled).blocks, true);
  if (accepted !== anchors) unsure();
  return [...out];
}

/** The tree's top-level nodes but the title, on the lines of the untitled text. */
function placeNodes(body: string, tree: Root, untitled: string): Placed[] {
  const nodes = tree.children;
  const firstIndex = nodes.findIndex((n) => n.type !== 'yaml');
  const first = nodes[firstIndex];
  const titled = first?.type === 'heading' && first.depth === 1 && !!first.position;
  if (untitled.startsWith('---') && nodes[0]?.type !== 'yaml') unsure();
  let map = (line: number) => line - 1;
  if (titled) {
    const hs = first.position!.start.line;
    const he = first.position!.end.line;
    const removed = he - hs + 1;
    const joined = count(body, /\n/g) + 1 - removed;
    const k = joined - (count(untitled, /\n/g) + 1);
    map = (line) => (line < hs ? line : line - removed) - 1 - k;
  } else if (untitled !== body) unsure();
  const out: Placed[] = [];
  nodes.forEach((node, i) => {
    if (titled && i === firstIndex) return;
    if (!node.position) unsure();
    out.push({ start: map(node.position!.start.line), end: map(node.position!.end.line), node });
  });
  return out;
}

/**
 * A top-level paragraph of the whole page running across one of GitBook's tags (`{% hint %}` on
 * the line before its text). Its lines in the run, parsed alone, make no heading: a heading line
 * (ATX) or an underline (setext) would have ended or made a heading of the paragraph. The parse of
 * the run may start a block where the whole page continued the paragraph; only a line that could
 * open raw HTML, a definition or a table could then take more lines, or change the run's
 * references: such a line makes it unsure. A list holding no heading is read alike, its lines in
 * the run holding no line that could make a heading, fence, quote, HTML, definition or table.
 */
function straddling(p: Placed, s: number, e: number, lines: string[]): void {
  const list = p.node.type === 'list';
  if (p.node.type !== 'paragraph' && !list) unsure();
  if (list) visit(p.node, (n) => (n.type === 'heading' ? unsure() : true));
  const risky = list ? /^\s*(?:#{1,6}(?:\s|$)|(?:=+|-+)\s*$|[<[>]|`{3,}|~{3,})|\|/ : /^\s*[<[]|\|/;
  const from = Math.max(p.start, s);
  const to = Math.min(p.end, e);
  for (let i = from; i <= to; i++) if (risky.test(lines[i] ?? '')) unsure();
}

/** Pre-order walk; `fn` returning false skips a node's children. */
function visit(node: Nodes, fn: (n: Nodes) => boolean | undefined): void {
  const stack: Nodes[] = [node];
  for (let n = stack.pop(); n; n = stack.pop()) {
    if (fn(n) === false || !('children' in n)) continue;
    for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i] as Nodes);
  }
}

function definitionsAndHtml(n: Nodes, p: Placed, definitions: Map<string, number[]>, html: string[]): void {
  if (n.type === 'footnoteDefinition' || n.type === 'footnoteReference') unsure();
  if (n.type === 'definition') {
    const line = p.start + (n.position!.start.line - p.node.position!.start.line);
    const list = definitions.get(n.identifier) ?? [];
    list.push(line);
    definitions.set(n.identifier, list);
  }
  if (n.type === 'html') html.push(n.value);
}

/** Raw HTML that gives no id and leaves every heading where and as it is. */
function checkHtml(value: string): void {
  if (/<h[1-6]\b|<\?|<!(?!--)/i.test(value)) unsure();
  if (count(value, /<!--/g) !== count(value, /-->/g)) unsure();
  if (ID_ATTRIBUTE.test(value) && !isAnchorOpen(value) && !/^<\/a\s*>$/i.test(value)) unsure();
  // A tag left open at the end of the node.
  if (/<[a-z/][^>]*$/i.test(value.replace(/<!--[\s\S]*?-->/g, ''))) unsure();
  for (const name of CONTAINED) {
    if (!value.toLowerCase().includes(name)) continue;
    if (tagCount(value, name, false) !== tagCount(value, name, true)) unsure();
  }
}

const isAnchorOpen = (value: string) => {
  ANCHOR.lastIndex = 0;
  const m = ANCHOR.exec(value);
  return !!m && m[0].length === value.length;
};

/** A heading's text as the rendered heading holds it, and its GitBook anchor id. */
function headingOf(
  heading: Heading,
  s: number,
  e: number,
  definitions: Map<string, number[]>,
  anchor: () => void,
): { text: string; id: string | undefined } {
  let id: string | undefined;
  const kids = heading.children;
  // GitBook's anchors, direct children: `<a … id="x">` then `</a>`.
  const skip = new Set<number>();
  for (let i = 0; i + 1 < kids.length; i++) {
    const a = kids[i]!;
    const b = kids[i + 1]!;
    if (a.type !== 'html' || b.type !== 'html' || !isAnchorOpen(a.value) || !/^<\/a>$/.test(b.value)) continue;
    ANCHOR.lastIndex = 0;
    const value = ANCHOR.exec(a.value)![1]!;
    if (!/^[\w.:-]*$/.test(value)) unsure();
    id = value;
    skip.add(i).add(i + 1);
    anchor();
    i++;
  }
  let text = '';
  const stack: Nodes[] = kids.filter((_, i) => !skip.has(i)).reverse();
  for (let n = stack.pop(); n; n = stack.pop()) {
    switch (n.type) {
      case 'text':
        text += n.value.replace(/\$\$([^$]+?)\$\$/g, '$1');
        break;
      case 'inlineCode':
        text += n.value;
        break;
      case 'break':
        text += '\n';
        break;
      case 'image':
      case 'imageReference':
        if (n.type === 'imageReference') referenced(n.identifier, s, e, definitions);
        break;
      case 'html':
        if (COMMENT.test(n.value)) break;
        if (!HEADING_TAGS.test(n.value) || ID_ATTRIBUTE.test(n.value)) unsure();
        if (/^<br\b/i.test(n.value)) text += ' ';
        break;
      case 'linkReference':
        referenced(n.identifier, s, e, definitions);
        for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]!);
        break;
      case 'link':
      case 'emphasis':
      case 'strong':
      case 'delete':
        for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]!);
        break;
      default:
        unsure();
    }
  }
  return { text: text.replace(/\s+/g, ' ').trim(), id };
}

/** A reference resolves in the run parsed alone only when its definition is in that run. */
function referenced(identifier: string, s: number, e: number, definitions: Map<string, number[]>): void {
  if (!(definitions.get(identifier) ?? []).some((line) => line >= s && line <= e)) unsure();
}
