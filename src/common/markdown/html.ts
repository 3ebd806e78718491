/**
 * Markdown -> safe HTML for readers (published sites and their exports): GitHub-flavoured
 * markdown through the shared parser, GitBook blocks, code highlighted at render time. Content
 * HTML never reaches the page (raw HTML is dropped, the rest goes through rehype-sanitize), so no
 * script, event handler or `javascript:` URL from a page can run. Load lazily: it is heavy.
 */
import { unified } from 'unified';
import remarkRehype from 'remark-rehype';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import rehypeHighlight from 'rehype-highlight';
import rehypeStringify from 'rehype-stringify';
import type { Root as Mdast, Nodes as MdastNodes } from 'mdast';
import type { Element, ElementContent, Root as Hast, Nodes as HastNodes } from 'hast';
import { parseMarkdown } from './parse.js';
import { splitBlocks, type Block } from './blocks.js';
import { headingIds } from '../slug.js';

export interface HtmlOptions {
  /** Where a link of the page points for the reader (page files, anchors); undefined keeps it. */
  link?: (href: string) => string | undefined;
  /** Where an image of the page is served from; undefined keeps it. */
  image?: (src: string) => string | undefined;
}

export interface RenderedMarkdown {
  html: string;
  /** Plain text of the page, for search. */
  text: string;
}

const HINT_STYLES = new Set(['info', 'warning', 'danger', 'success']);
const SAFE_URL = /^(https?:|mailto:)/i;
const SCHEME = /^[a-z][a-z0-9+.-]*:|^\/\//i;

const toHast = unified()
  .use(remarkRehype)
  .use(rehypeSanitize, { ...defaultSchema, clobberPrefix: '' })
  .freeze();
const finish = unified().use(rehypeHighlight, { detect: false }).use(rehypeStringify).freeze();

function rewriteUrls(node: MdastNodes, options: HtmlOptions): void {
  if (node.type === 'link' || node.type === 'definition') node.url = options.link?.(node.url) ?? node.url;
  if (node.type === 'image') node.url = options.image?.(node.url) ?? node.url;
  if ('children' in node) for (const child of node.children) rewriteUrls(child as MdastNodes, options);
}

function markdownHast(text: string, options: HtmlOptions): ElementContent[] {
  const mdast: Mdast = parseMarkdown(text);
  rewriteUrls(mdast, options);
  const hast = toHast.runSync(mdast as never) as unknown as Hast;
  return hast.children.filter((c): c is ElementContent => c.type !== 'doctype');
}

const h = (tagName: string, properties: Element['properties'], children: ElementContent[]): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});
const t = (value: string): ElementContent => ({ type: 'text', value });

let tabGroups = 0;

function fileName(src: string): string {
  const last = src.split(/[?#]/)[0]!.split('/').pop() ?? '';
  try {
    return decodeURIComponent(last) || 'file';
  } catch {
    return last || 'file';
  }
}

function blockHast(block: Block, options: HtmlOptions): ElementContent[] {
  if (block.kind === 'markdown') return markdownHast(block.text, options);
  if (block.kind === 'embed') {
    const url = block.attrs.url ?? '';
    return SAFE_URL.test(url)
      ? [h('p', { className: ['embed'] }, [h('a', { href: url, rel: ['noopener'] }, [t(url)])])]
      : [];
  }
  const inner = () => block.children.flatMap((c) => blockHast(c, options));
  switch (block.kind) {
    case 'hint': {
      const style = HINT_STYLES.has(block.attrs.style ?? '') ? block.attrs.style! : 'info';
      return [h('div', { className: ['hint', `hint-${style}`], role: 'note' }, inner())];
    }
    case 'code':
      return [
        h('figure', { className: ['code'] }, [
          ...(block.attrs.title ? [h('figcaption', {}, [t(block.attrs.title)])] : []),
          ...inner(),
        ]),
      ];
    case 'content-ref':
      return [h('div', { className: ['content-ref'] }, inner())];
    case 'file': {
      const src = block.attrs.src ?? '';
      const href = options.link?.(src) ?? options.image?.(src) ?? src;
      const name = fileName(src);
      const link =
        SAFE_URL.test(href) || !SCHEME.test(href)
          ? [h('p', { className: ['file'] }, [h('a', { href, download: true }, [t(name)])])]
          : [];
      return [h('div', { className: ['file'] }, [...link, ...inner()])];
    }
    case 'details':
      return [h('details', {}, [h('summary', {}, [t(block.attrs.title || 'Details')]), ...inner()])];
    case 'tab':
      return inner();
    case 'tabs': {
      // Radio buttons and CSS switch the panels: readable and usable with no script.
      const group = `tabs-${++tabGroups}`;
      const tabs = block.children.filter((c) => c.kind === 'tab');
      return [
        h(
          'div',
          { className: ['tabs'] },
          tabs.flatMap((tab, i) => [
            h(
              'input',
              { type: 'radio', name: group, id: `${group}-${i}`, className: ['tab-input'], checked: i === 0 },
              [],
            ),
            h('label', { htmlFor: [`${group}-${i}`], className: ['tab-label'] }, [
              t(tab.kind === 'tab' ? tab.attrs.title || `Tab ${i + 1}` : ''),
            ]),
            h('div', { className: ['tab-panel'] }, blockHast(tab, options)),
          ]),
        ),
      ];
    }
  }
}

function textOf(node: HastNodes): string {
  if (node.type === 'text') return node.value;
  if ('children' in node)
    return node.children
      .map((c) => textOf(c as HastNodes))
      .join(node.type === 'element' && /^(p|li|h\d|pre|td|th|tr)$/.test(node.tagName) ? ' ' : '');
  return '';
}

/** Headings get ids from their text (GitBook's anchors), unique within the page. */
function anchorHeadings(root: Hast): void {
  const idOf = headingIds();
  const walk = (node: HastNodes) => {
    // The same ids the service gives headings, so `page#anchor` links resolve in the site.
    if (node.type === 'element' && /^h[1-6]$/.test(node.tagName)) node.properties.id = idOf(textOf(node));
    if ('children' in node) for (const c of node.children) walk(c as HastNodes);
  };
  walk(root);
}

/** Wraps tables so that wide ones scroll on small screens instead of widening the page. */
function wrapTables(node: Hast | Element): void {
  node.children = node.children.map((c) => {
    if (c.type !== 'element') return c;
    if (c.tagName === 'table') return h('div', { className: ['table-wrap'] }, [c]);
    wrapTables(c);
    return c;
  }) as typeof node.children;
}

export function markdownToHtml(markdown: string, options: HtmlOptions = {}): RenderedMarkdown {
  tabGroups = 0;
  const root: Hast = { type: 'root', children: splitBlocks(markdown).flatMap((b) => blockHast(b, options)) };
  anchorHeadings(root);
  wrapTables(root);
  const text = textOf(root).replace(/\s+/g, ' ').trim();
  const html = finish.stringify(finish.runSync(root) as Hast);
  return { html, text };
}
