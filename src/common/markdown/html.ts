/**
 * Markdown -> safe HTML for readers (published sites and their exports): GitHub-flavoured
 * markdown through the shared parser, GitBook's HTML and every block GitBook writes (hints, tabs,
 * code titles, steppers, columns, updates, cards, expandables, embeds, files, content references,
 * includes, conditional content, API operations, prompts, integration blocks), code highlighted at
 * render time. A block the site cannot show as GitBook does still shows its content, never its
 * tags; a tag no one knows shows its content. Content HTML is sanitized (see html/user-html.ts),
 * so no script, event handler or `javascript:` URL from a page can run. Load lazily: it is heavy.
 */
import type { Element, ElementContent, Nodes as HastNodes, Root as Hast } from 'hast';
import rehypeHighlight from 'rehype-highlight';
import rehypeStringify from 'rehype-stringify';
import { unified } from 'unified';
import { headingIds } from '../slug.js';
import { readBlocks, type Block, type TagBlock } from './blocks.js';
import { eachElement, h, t, textOf } from './html/hast.js';
import { type HtmlOptions, type LinkTarget, userHtml } from './html/user-html.js';

export type { HtmlOptions, LinkTarget };

export interface RenderedMarkdown {
  html: string;
  /** Plain text of the page, for search. */
  text: string;
}

const HINT_STYLES = new Set(['info', 'warning', 'danger', 'success']);
const HINT_ALIASES: Record<string, string> = { tip: 'success', note: 'info', caution: 'warning', error: 'danger' };
const SAFE_URL = /^(https?:|mailto:)/i;
const SCHEME = /^[a-z][a-z0-9+.-]*:|^\/\//i;
const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'options', 'trace']);
/** Includes within includes, at most. */
const INCLUDE_DEPTH = 4;

const finish = unified()
  .use(rehypeHighlight, { detect: false, plainText: ['math'] })
  .use(rehypeStringify)
  .freeze();

function fileName(src: string): string {
  const last = src.split(/[?#]/)[0]!.split('/').pop() ?? '';
  try {
    return decodeURIComponent(last) || 'file';
  } catch {
    return last || 'file';
  }
}

/** A URL a reader may follow: the site's own (relative) or http(s)/mailto. */
const followable = (href: string) => SAFE_URL.test(href) || !SCHEME.test(href);

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** An update's date as GitBook's `format` shows it (full: December 25, 2025; short: Dec 25, 2025; numeric: 12/25/2025). */
function dateText(value: string, format: string): string {
  const m = DATE.exec(value);
  if (!m) return value;
  const [, y, mo, d] = m;
  const month = MONTHS[Number(mo) - 1];
  if (!month) return value;
  if (format === 'numeric') return `${mo}/${d}/${y}`;
  return `${format === 'short' ? month.slice(0, 3) : month} ${Number(d)}, ${y}`;
}

/** Column widths GitBook writes (`width="50%"`) as the nearest width class the stylesheet has. */
function widthClass(width: string | undefined): string[] {
  const percent = Number.parseFloat(width ?? '');
  if (!Number.isFinite(percent) || percent <= 0) return [];
  const steps = [25, 33, 40, 50, 60, 67, 75];
  const nearest = steps.reduce((a, b) => (Math.abs(b - percent) < Math.abs(a - percent) ? b : a));
  return [`w-${nearest}`];
}

class Renderer {
  private tabGroups = 0;
  private includeDepth = 0;
  private readonly including = new Set<string>();

  constructor(private readonly options: HtmlOptions) {}

  blocks(blocks: Block[]): ElementContent[] {
    return blocks.flatMap((b) => this.block(b));
  }

  private block(b: Block): ElementContent[] {
    if (b.kind === 'markdown') return userHtml(b.text, this.options);
    return this.tag(b);
  }

  private inner(b: TagBlock): ElementContent[] {
    return this.blocks(b.children);
  }

  /** Markdown (and GitBook's HTML) of one line, as phrasing: a summary's title holds marks and badges. */
  private inline(markdown: string): ElementContent[] {
    return userHtml(markdown, this.options).flatMap((n) =>
      n.type === 'element' && n.tagName === 'p' ? n.children : n.type === 'text' && !n.value.trim() ? [] : [n],
    );
  }

  private tag(b: TagBlock): ElementContent[] {
    const a = b.attrs;
    switch (b.name) {
      case 'hint': {
        const wanted = HINT_ALIASES[a.style ?? ''] ?? a.style ?? '';
        const style = HINT_STYLES.has(wanted) ? wanted : 'info';
        return [h('div', { className: ['hint', `hint-${style}`], role: 'note' }, this.inner(b))];
      }
      case 'tabs':
        return this.tabs(b);
      case 'code':
        return [this.code(b)];
      case 'content-ref':
        return [this.contentRef(a.url ?? '', b.children)];
      case 'page-ref':
        return [this.contentRef(a.page ?? a.url ?? b.args.replace(/^["']|["']$/g, ''), [])];
      case 'embed':
        return this.embed(b);
      case 'file':
        return this.file(b);
      case 'details':
        return [
          h('details', b.args === 'open' ? { open: true } : {}, [
            h('summary', {}, this.inline(a.title?.trim() || 'Details')),
            ...this.inner(b),
          ]),
        ];
      case 'stepper':
        return [this.stepper(b)];
      case 'step':
        return [h('ol', { className: ['stepper'] }, [h('li', { className: ['step'] }, this.inner(b))])];
      case 'columns':
        return [
          h(
            'div',
            { className: ['columns'] },
            b.children.map((c) =>
              c.kind === 'tag' && c.name === 'column'
                ? h('div', { className: ['column', ...widthClass(c.attrs.width)] }, this.inner(c))
                : h('div', { className: ['column'] }, this.block(c)),
            ),
          ),
        ];
      case 'column':
        return [h('div', { className: ['column'] }, this.inner(b))];
      case 'updates':
        return [
          h(
            'div',
            { className: ['updates'] },
            b.children.flatMap((c) =>
              c.kind === 'tag' && c.name === 'update' ? [this.update(c, a.format ?? 'full')] : this.block(c),
            ),
          ),
        ];
      case 'update':
        return [this.update(b, 'full')];
      case 'if':
        return this.conditional(b);
      case 'prompt':
        return [
          h('div', { className: ['prompt'] }, [
            ...(a.description ? [h('p', { className: ['prompt-description'] }, [t(a.description)])] : []),
            ...this.inner(b),
          ]),
        ];
      case 'include':
        return this.include(b);
      case 'openapi':
      case 'openapi-operation':
      case 'openapi-webhook':
      case 'swagger':
        return [this.operation(b)];
      case 'openapi-schemas':
        return [
          h('div', { className: ['api-schemas'] }, [
            h('p', { className: ['api-title'] }, [t(`Schemas: ${(a.schemas ?? '').split(',').join(', ')}`)]),
            ...this.inner(b),
          ]),
        ];
      case 'swagger-description':
        return [h('div', { className: ['api-description'] }, this.inner(b))];
      case 'swagger-parameter':
        return [
          h('div', { className: ['api-parameter'] }, [
            h('p', {}, [
              h('code', {}, [t(a.name ?? '')]),
              t(` ${[a.in, a.type, a.required === 'true' ? 'required' : ''].filter(Boolean).join(' · ')}`),
            ]),
            ...this.inner(b),
          ]),
        ];
      case 'swagger-response':
        return [
          h('div', { className: ['api-response'] }, [
            h('p', { className: ['api-status'] }, [t(`${a.status ?? ''} ${a.description ?? ''}`.trim())]),
            ...this.inner(b),
          ]),
        ];
      default:
        return this.other(b);
    }
  }

  /** Integration blocks show what they hold; unknown tags their content; stray end tags nothing. */
  private other(b: TagBlock): ElementContent[] {
    if (b.name.startsWith('@')) {
      const content = b.attrs.content;
      const name = b.name.slice(1);
      return [
        h('div', { className: ['integration'], title: name }, [
          ...(content ? [h('pre', {}, [h('code', {}, [t(content)])])] : [h('p', {}, [t(name)])]),
          ...this.inner(b),
        ]),
      ];
    }
    return this.inner(b);
  }

  private tabs(b: TagBlock): ElementContent[] {
    // Radio buttons and CSS switch the panels: readable and usable with no script.
    const group = `tabs-${++this.tabGroups}`;
    const tabs = b.children.filter((c): c is TagBlock => c.kind === 'tag' && c.name === 'tab');
    const rest = b.children.filter((c) => !(c.kind === 'tag' && c.name === 'tab'));
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
          h('label', { htmlFor: [`${group}-${i}`], className: ['tab-label'] }, [t(tab.attrs.title || `Tab ${i + 1}`)]),
          h('div', { className: ['tab-panel'] }, this.inner(tab)),
        ]),
      ),
      ...this.blocks(rest),
    ];
  }

  private code(b: TagBlock): Element {
    const a = b.attrs;
    const inner = this.inner(b);
    eachElement({ type: 'root', children: inner }, (e) => {
      if (e.tagName !== 'pre') return;
      const extra = [...(a.overflow === 'wrap' ? ['wrap'] : []), ...(a.lineNumbers === 'true' ? ['line-numbers'] : [])];
      if (extra.length)
        e.properties.className = [...((e.properties.className as string[] | undefined) ?? []), ...extra];
      if (a.lineNumbers === 'true') {
        const lines = textOf(e).replace(/\n$/, '').split('\n').length;
        const numbers = Array.from({ length: lines }, (_, i) => String(i + 1)).join('\n');
        e.children.unshift(h('span', { className: ['line-number-gutter'], ariaHidden: 'true' }, [t(numbers)]));
      }
    });
    return h('figure', { className: ['code'] }, [...(a.title ? [h('figcaption', {}, [t(a.title)])] : []), ...inner]);
  }

  /** A card naming the page (its title and description, not a file name), or the link as written. */
  private contentRef(url: string, children: Block[]): Element {
    const target = this.options.page?.(url);
    const written = textOf(h('div', {}, this.blocks(children))).trim();
    const href = target?.href ?? this.options.link?.(url) ?? url;
    const title = target?.title ?? (written || url);
    const body = [
      h('span', { className: ['content-ref-title'] }, [t(title)]),
      ...(target?.description ? [h('span', { className: ['content-ref-description'] }, [t(target.description)])] : []),
    ];
    return followable(href)
      ? h('a', { className: ['content-ref'], href }, body)
      : h('div', { className: ['content-ref'] }, body);
  }

  /**
   * A link card with its caption under it, as GitBook's Embed inside its Caption (the caption as
   * the text between `{% embed %}` and `{% endembed %}`, or the `caption="..."` attribute older
   * Git Sync writes).
   */
  private embed(b: TagBlock): ElementContent[] {
    const url = b.attrs.url ?? '';
    const written = b.attrs.caption?.trim();
    const caption = b.children.length ? this.inner(b) : written ? [t(written)] : [];
    if (!SAFE_URL.test(url)) return b.children.length ? caption : caption.length ? [h('p', {}, caption)] : [];
    let host = url;
    try {
      host = new URL(url).host;
    } catch {}
    // Embedded frames would load other sites' scripts: the site links to the content instead.
    return [
      h('figure', { className: ['embed'] }, [
        h('a', { href: url, rel: ['noopener', 'noreferrer'] }, [
          h('span', { className: ['embed-host'] }, [t(host)]),
          h('span', { className: ['embed-url'] }, [t(url)]),
        ]),
        ...(caption.length ? [h('figcaption', {}, caption)] : []),
      ]),
    ];
  }

  private file(b: TagBlock): ElementContent[] {
    const src = b.attrs.src ?? '';
    // A link to a file (an SVG opens as an image page, never as a document).
    const href = this.options.link?.(src) ?? this.options.image?.(src) ?? src;
    const caption = this.inner(b);
    const link =
      followable(href) && src ? [h('a', { href, download: true, className: ['file-link'] }, [t(fileName(src))])] : [];
    return [
      h('div', { className: ['file'] }, [
        ...link,
        ...(b.attrs.caption ? [h('p', {}, [t(b.attrs.caption)])] : []),
        ...caption,
      ]),
    ];
  }

  private stepper(b: TagBlock): Element {
    const steps = b.children.map((c) =>
      h('li', { className: ['step'] }, c.kind === 'tag' && c.name === 'step' ? this.inner(c) : this.block(c)),
    );
    return h('ol', { className: ['stepper'] }, steps);
  }

  private update(b: TagBlock, format: string): Element {
    const tags = (b.attrs.tags ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const date = b.attrs.date ?? '';
    return h('section', { className: ['update'] }, [
      h('p', { className: ['update-header'] }, [
        ...(date ? [h('time', { dateTime: DATE.test(date) ? date : undefined }, [t(dateText(date, format))])] : []),
        ...tags.map((tag) => h('span', { className: ['update-tag'] }, [t(tag)])),
      ]),
      ...this.inner(b),
    ]);
  }

  /** Every branch shows (a static site has no visitor to decide), each with its condition as a tooltip. */
  private conditional(b: TagBlock): ElementContent[] {
    const branches: Array<{ condition: string; blocks: Block[] }> = [{ condition: b.args, blocks: [] }];
    for (const c of b.children) {
      if (c.kind === 'tag' && (c.name === 'else' || c.name === 'elsif' || c.name === 'elseif'))
        branches.push({
          condition: c.name === 'else' ? `not (${branches.map((x) => x.condition).join(' or ')})` : c.args,
          blocks: [],
        });
      else branches[branches.length - 1]!.blocks.push(c);
    }
    return branches
      .filter((x) => x.blocks.length)
      .map((x) => h('div', { className: ['conditional'], title: x.condition }, this.blocks(x.blocks)));
  }

  private include(b: TagBlock): ElementContent[] {
    const path = (/^\s*["']([^"']+)["']/.exec(b.args)?.[1] ?? b.attrs.path ?? '').trim();
    if (!path || this.including.has(path) || this.includeDepth >= INCLUDE_DEPTH) return [];
    const markdown = this.options.include?.(path);
    if (markdown === undefined) return [];
    this.including.add(path);
    this.includeDepth++;
    try {
      return [h('div', { className: ['reusable-content'] }, this.blocks(readBlocks(markdown).blocks))];
    } finally {
      this.includeDepth--;
      this.including.delete(path);
    }
  }

  /** An API operation as its method, path and summary, with what the block holds (the spec's link, parameters, responses). */
  private operation(b: TagBlock): Element {
    const a = b.attrs;
    const method = (a.method ?? '').toLowerCase();
    const path = a.path ?? '';
    const spec = a.spec ?? a.src ?? '';
    const title = [
      ...(method
        ? [
            h('span', { className: ['api-method', ...(METHODS.has(method) ? [`method-${method}`] : [])] }, [
              t(method.toUpperCase()),
            ]),
          ]
        : []),
      ...(path ? [t(' '), h('code', { className: ['api-path'] }, [t(`${a.baseUrl ?? ''}${path}`)])] : []),
    ];
    const specLink =
      spec && !b.children.length
        ? [
            h('p', { className: ['api-spec'] }, [
              t('Specification: '),
              ...(followable(spec) && SCHEME.test(spec) ? [h('a', { href: spec }, [t(spec)])] : [t(spec)]),
            ]),
          ]
        : [];
    return h('div', { className: ['api-operation'] }, [
      ...(title.length ? [h('p', { className: ['api-title'] }, title)] : []),
      ...(a.summary ? [h('p', { className: ['api-summary'] }, [t(a.summary)])] : []),
      ...specLink,
      ...this.inner(b),
    ]);
  }
}

/** Headings get ids from their text (GitBook's anchors), unique within the page; a GitBook anchor id is kept. */
function anchorHeadings(root: Hast): void {
  const idOf = headingIds();
  eachElement(root, (e) => {
    if (!/^h[1-6]$/.test(e.tagName)) return;
    // The same ids the service gives headings, so `page#anchor` links resolve in the site.
    const id = idOf(textOf(e).replace(/\s+/g, ' ').trim());
    if (typeof e.properties.id !== 'string' || !e.properties.id) e.properties.id = id;
  });
}

/** Wraps tables so that wide ones scroll on small screens instead of widening the page. */
function wrapTables(root: Hast): void {
  const stack: Array<Hast | Element> = [root];
  for (let node = stack.pop(); node; node = stack.pop()) {
    node.children = node.children.map((c) => {
      if (c.type !== 'element') return c;
      if (c.tagName === 'table') return h('div', { className: ['table-wrap'] }, [c]);
      stack.push(c);
      return c;
    }) as typeof node.children;
  }
}

const plain = (root: HastNodes) => textOf(root).replace(/\s+/g, ' ').trim();

/** The page's tree before code is highlighted and the HTML written. */
function renderedTree(markdown: string, options: HtmlOptions): Hast {
  const root: Hast = { type: 'root', children: new Renderer(options).blocks(readBlocks(markdown).blocks) };
  anchorHeadings(root);
  wrapTables(root);
  return root;
}

export function markdownToHtml(markdown: string, options: HtmlOptions = {}): RenderedMarkdown {
  const root = renderedTree(markdown, options);
  const text = plain(root);
  const html = finish.stringify(finish.runSync(root) as Hast);
  return { html, text };
}

/** `id="…"` as it stands in HTML, after white space (`&amp;` and `&quot;` read back). */
const ID_IN_HTML = /\sid="([^"]*)"/g;

/** The ids `id="…"` of HTML, each once, in their order. */
export function idsInHtml(html: string): string[] {
  const out = new Set<string>();
  for (const m of html.matchAll(ID_IN_HTML)) out.add(m[1]!.replace(/&amp;/g, '&').replace(/&quot;/g, '"'));
  return [...out];
}

/**
 * Whether text of the tree could read as `id="` in its HTML: text written next to text is one
 * run (escaping `<` and `&` makes no quote), comments and raw HTML are written as they are, and
 * highlighting only cuts runs (so the runs before it hold every match after it).
 */
function textMayReadAsId(root: Hast): boolean {
  const stack: HastNodes[] = [root];
  for (let node = stack.pop(); node; node = stack.pop()) {
    if (node.type === 'comment' || node.type === 'raw') {
      if (node.value.includes('id="')) return true;
      continue;
    }
    if (!('children' in node)) continue;
    let run = '';
    for (const child of node.children) {
      if (child.type === 'text') {
        run += child.value;
        continue;
      }
      if (run.includes('id="')) return true;
      run = '';
      stack.push(child);
    }
    if (run.includes('id="')) return true;
  }
  return false;
}

/**
 * `idsInHtml(markdownToHtml(markdown, options).html)`, without highlighting the code and writing
 * the page where no text of it could read as an id: then the ids are the elements' `id`
 * attributes, in document order, each written as the page's HTML writes it.
 */
export function markdownIds(markdown: string, options: HtmlOptions = {}): string[] {
  const root = renderedTree(markdown, options);
  if (textMayReadAsId(root)) return idsInHtml(finish.stringify(finish.runSync(root) as Hast));
  const out = new Set<string>();
  eachElement(root, (e) => {
    const id = e.properties.id;
    if (id === undefined || id === null) return;
    const html = finish.stringify({ type: 'root', children: [h('span', { id }, [])] });
    for (const found of idsInHtml(html)) out.add(found);
  });
  return [...out];
}
