/** The HTML frame of a published page: header, sections, variants, page tree, pagination. */
export const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface NavItem {
  title: string;
  /** Site-root-relative href (an absolute URL when `external`); undefined for a group heading. */
  href?: string;
  /** A link entry to another site. */
  external?: boolean;
  /** A heading of the navigation holding its pages (a group page). */
  group?: boolean;
  current: boolean;
  children?: NavItem[];
}

/**
 * What a page of the site may load: its own stylesheet, script and images, and images over https
 * from anywhere (pages show badges and screenshots hosted elsewhere, as on GitBook); nothing else
 * (no other script, no inline script or style, no frames, no plugins, no form posts). Exported
 * sites carry it in the page itself; the service sends the same as a header.
 */
export const CONTENT_SECURITY_POLICY =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' https:; font-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'; object-src 'none'; frame-src 'none'";

const CSP_META = `<meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY}">`;

export interface PageFrame {
  siteTitle: string;
  title: string;
  emoji?: string;
  description?: string;
  /** Rendered, sanitized body. */
  body: string;
  /** `../` repeated to reach the site root from this page. */
  root: string;
  /** Appended to every internal URL (`?shareKey=...` over HTTP; empty in exports). */
  query: string;
  sections: NavItem[];
  variants: NavItem[];
  /** The page tree, from `renderTree` (built once per space and folder depth, it is the bulk of a page). */
  pages: string;
  previous?: { title: string; href: string };
  next?: { title: string; href: string };
  /** Site-root-relative path of the page's markdown twin (`<link rel="alternate">`). */
  markdown?: string;
}

/** GitBook stores emoji as code points in hex (`1f680`, `1f1eb-1f1f7`). */
export function emojiText(emoji: string | undefined): string {
  if (!emoji) return '';
  if (!/^[0-9a-f]{2,6}(-[0-9a-f]{2,6})*$/i.test(emoji)) return emoji;
  try {
    return String.fromCodePoint(...emoji.split('-').map((h) => parseInt(h, 16)));
  } catch {
    return '';
  }
}

function frameLinks(root: string, query: string) {
  const url = (href: string) => escapeHtml(root + href + query);
  const link = (item: NavItem) =>
    item.href === undefined
      ? `<span class="group">${escapeHtml(item.title)}</span>`
      : item.external
        ? `<a class="external" href="${escapeHtml(item.href)}" rel="noopener noreferrer">${escapeHtml(item.title)}</a>`
        : `<a href="${url(item.href)}"${item.current ? ' aria-current="page"' : ''}>${escapeHtml(item.title)}</a>`;
  return { url, link };
}

/** The page tree: nested lists (iterative: SUMMARY.md may nest deep), groups as headings with their pages. */
export function renderTree(items: NavItem[], root: string, query: string): string {
  const { link } = frameLinks(root, query);
  const out: string[] = [];
  const stack: Array<NavItem[] | string> = [items];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    if (typeof next === 'string') {
      out.push(next);
      continue;
    }
    out.push('<ul>');
    stack.push('</ul>');
    for (let i = next.length - 1; i >= 0; i--) {
      const item = next[i]!;
      stack.push('</li>');
      if (item.children?.length) stack.push(item.children);
      stack.push(`<li${item.group ? ' class="group-item"' : ''}>${link(item)}`);
    }
  }
  return out.join('');
}

/** Marks the current page in a tree rendered without one. */
export const markCurrent = (tree: string, href: string) =>
  tree.replace(`<a href="${escapeHtml(href)}">`, `<a href="${escapeHtml(href)}" aria-current="page">`);

export function renderPageFrame(f: PageFrame): string {
  const { url, link } = frameLinks(f.root, f.query);
  const emoji = emojiText(f.emoji);
  const pager = (which: 'previous' | 'next', label: string) => {
    const target = f[which];
    return target
      ? `<a class="${which}" rel="${which === 'previous' ? 'prev' : 'next'}" href="${url(target.href)}"><small>${label}</small>${escapeHtml(target.title)}</a>`
      : '';
  };
  return `<!doctype html>
<html lang="en" data-root="${escapeHtml(f.root)}"><head><meta charset="utf-8">${CSP_META}<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(f.title)} · ${escapeHtml(f.siteTitle)}</title>${f.description ? `<meta name="description" content="${escapeHtml(f.description)}">` : ''}
<link rel="stylesheet" href="${url('_assets/site.css')}">${f.markdown ? `<link rel="alternate" type="text/markdown" href="${url(f.markdown)}">` : ''}</head>
<body><a class="skip" href="#content">Skip to content</a>
<header class="site-header"><a class="site-title" href="${url('index.html')}">${escapeHtml(f.siteTitle)}</a>
${f.sections.length > 1 ? `<nav class="sections" aria-label="Sections">${f.sections.map((s) => link(s)).join('')}</nav>` : ''}
<div class="search" role="search"><label for="search-input" class="visually-hidden">Search</label><input id="search-input" type="search" placeholder="Search" autocomplete="off"><ul id="search-results" hidden></ul></div>
</header>
<div class="layout"><nav class="pages" aria-label="Pages">${f.variants.length > 1 ? `<div class="variants">${f.variants.map((v) => link(v)).join('')}</div>` : ''}${f.pages}</nav>
<main id="content"><article><h1>${emoji ? `<span class="emoji" aria-hidden="true">${escapeHtml(emoji)}</span> ` : ''}${escapeHtml(f.title)}</h1>
${f.description ? `<p class="description">${escapeHtml(f.description)}</p>\n` : ''}${f.body}
</article>
<nav class="pagination" aria-label="Previous and next">${pager('previous', 'Previous')}${pager('next', 'Next')}</nav></main></div>
<script src="${url('_assets/search.js')}"></script>
</body></html>
`;
}

export function renderNotFound(message: string): string {
  return `<!doctype html>\n<html lang="en"><head><meta charset="utf-8">${CSP_META}<meta name="viewport" content="width=device-width,initial-scale=1"><title>Not found</title></head><body><main><h1>Not found</h1><p>${escapeHtml(message)}</p></main></body></html>\n`;
}

/** A page showing one SVG file as an image. */
export function renderFileViewer(f: {
  siteTitle: string;
  name: string;
  root: string;
  query: string;
  src: string;
}): string {
  const { url } = frameLinks(f.root, f.query);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">${CSP_META}<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(f.name)} · ${escapeHtml(f.siteTitle)}</title><link rel="stylesheet" href="${url('_assets/site.css')}"></head>
<body><header class="site-header"><a class="site-title" href="${url('index.html')}">${escapeHtml(f.siteTitle)}</a></header>
<main class="file-viewer"><h1>${escapeHtml(f.name)}</h1><figure><img src="${escapeHtml(f.src)}" alt="${escapeHtml(f.name)}"></figure></main>
</body></html>
`;
}
