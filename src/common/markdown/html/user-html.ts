/**
 * One run of a page's markdown (between GitBook's block tags) as safe HTML: the shared parser's
 * tree, its raw HTML read as HTML (GitBook writes figures, cards tables, marks, buttons as HTML),
 * GitBook's conventions turned into the site's classes, every link and image address resolved
 * for the reader, then rehype-sanitize with a schema of what the site shows: no script, no event
 * handler, no style attribute, no `javascript:` URL, no frame, object or inline SVG.
 */
import type { Element, ElementContent, Root as Hast } from 'hast';
import type { Root as Mdast, Nodes as MdastNodes, PhrasingContent, Text } from 'mdast';
import rehypeSanitize, { defaultSchema, type Options as Schema } from 'rehype-sanitize';
import { unified } from 'unified';
import { hastOf } from '../hast-of.js';
import { parseMarkdown } from '../parse.js';
import { gitbookHtml } from './gitbook-html.js';
import { classes, eachElement, h, prop, t } from './hast.js';
import { markInlineImages } from './inline-images.js';

export interface LinkTarget {
  href: string;
  title: string;
  description?: string;
}

export interface HtmlOptions {
  /** Where a link of the page points for the reader (page files, anchors); undefined keeps it. */
  link?: (href: string) => string | undefined;
  /** Where an image or file of the page is served from; undefined keeps it. */
  image?: (src: string) => string | undefined;
  /** The page a link points to, with its title (content references, mentions, cards). */
  page?: (href: string) => LinkTarget | undefined;
  /** The markdown of reusable content included by path (`{% include "..." %}`). */
  include?: (path: string) => string | undefined;
}

type Attributes = NonNullable<NonNullable<Schema['attributes']>[string]>;

/** Element-specific attribute lists of the default schema that restrict `className` to one value: any class is fine here. */
const anyClass = (list: Attributes | undefined): Attributes => [
  ...(list ?? []).filter((a) => !(Array.isArray(a) && a[0] === 'className')),
  'className',
];

const defaults = defaultSchema.attributes ?? {};
const schema: Schema = {
  ...defaultSchema,
  tagNames: [...(defaultSchema.tagNames ?? []), 'figure', 'figcaption', 'mark', 'button', 'small'],
  attributes: {
    ...Object.fromEntries(Object.entries(defaults).map(([tag, list]) => [tag, anyClass(list)])),
    '*': anyClass(defaults['*']),
    a: [...anyClass(defaults.a), 'ariaLabel', 'title'],
    span: [...anyClass(defaults.span), 'role', 'ariaLabel', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading', 'className'],
    source: ['srcSet', 'media'],
    button: ['type', 'dataAction', 'dataQuery', 'className'],
  },
  // Elements whose content is no text for readers.
  strip: ['script', 'style', 'select', 'template', 'iframe', 'object', 'embed', 'svg', 'math', 'noscript', 'title'],
  clobber: [],
  clobberPrefix: '',
};

const sanitize = unified().use(rehypeSanitize, schema).freeze();

/**
 * GitBook's math: `$$…$$` alone in a paragraph is a formula block, within text an inline formula;
 * code fenced as `math` and GitHub's `` $`…`$ `` too. Formulas are shown as their TeX source.
 */
function markMath(root: Mdast): void {
  const stack: MdastNodes[] = [root];
  for (let node = stack.pop(); node; node = stack.pop()) {
    if (!('children' in node)) continue;
    if (node.type === 'paragraph' && node.children.length === 1 && node.children[0]!.type === 'text') {
      const only = /^\s*\$\$([\s\S]+?)\$\$\s*$/.exec(node.children[0]!.value);
      if (only) {
        Object.assign(node, { type: 'code', lang: 'math', meta: null, value: only[1]!.trim(), children: undefined });
        continue;
      }
    }
    const children = node.children as PhrasingContent[];
    if (children.some((c) => c.type === 'text' && c.value.includes('$$')))
      (node as { children: PhrasingContent[] }).children = children.flatMap((c) =>
        c.type === 'text' ? inlineMath(c) : [c],
      );
    for (const child of node.children) stack.push(child as MdastNodes);
  }
}

function inlineMath(node: Text): PhrasingContent[] {
  const out: PhrasingContent[] = [];
  let at = 0;
  for (const m of node.value.matchAll(/\$\$([^$]+?)\$\$/g)) {
    if (m.index! > at) out.push({ type: 'text', value: node.value.slice(at, m.index) });
    out.push({ type: 'inlineCode', value: m[1]!, data: { hProperties: { className: ['math'] } } });
    at = m.index! + m[0].length;
  }
  if (at < node.value.length) out.push({ type: 'text', value: node.value.slice(at) });
  return out;
}

/** `srcset` addresses, each resolved. */
const srcset = (value: string, image: (src: string) => string | undefined) =>
  value
    .split(',')
    .map((part) => {
      const [url = '', ...rest] = part.trim().split(/\s+/);
      return [image(url) ?? url, ...rest].join(' ');
    })
    .join(', ');

function resolveUrls(root: Hast, options: HtmlOptions): void {
  eachElement(root, (e) => {
    if (e.tagName === 'a') {
      const href = prop(e, 'href');
      if (href === undefined) return;
      const mention = classes(e).includes('mention') || classes(e).includes('card-link');
      const target = mention ? options.page?.(href) : undefined;
      e.properties.href = target?.href ?? options.link?.(href) ?? options.image?.(href) ?? href;
      if (target && classes(e).includes('mention')) e.children = [t(target.title)];
      if (target && classes(e).includes('card-link')) e.properties.ariaLabel = target.title;
    } else if (e.tagName === 'img') {
      const src = prop(e, 'src');
      if (src !== undefined) e.properties.src = options.image?.(src) ?? src;
    } else if (e.tagName === 'source') {
      const value = prop(e, 'srcSet');
      if (value !== undefined && options.image) e.properties.srcSet = srcset(value, options.image);
    }
  });
}

/** The language of math code blocks, so they are styled (and never highlighted as code). */
function mathBlocks(root: Hast): void {
  eachElement(root, (e) => {
    if (e.tagName !== 'pre') return;
    const code = e.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code');
    if (code && classes(code).includes('language-math')) {
      e.properties.className = ['math'];
      code.properties.className = ['math'];
    }
  });
}

export function userHtml(markdown: string, options: HtmlOptions): ElementContent[] {
  const mdast = parseMarkdown(markdown);
  markMath(mdast);
  const hast = hastOf(mdast);
  gitbookHtml(hast);
  markInlineImages(hast);
  resolveUrls(hast, options);
  mathBlocks(hast);
  const clean = sanitize.runSync(hast) as Hast;
  return clean.children.filter((c): c is ElementContent => c.type !== 'doctype');
}

export { h, t };
