import { escapeHtml, renderMarkdown } from './markdown.js';

export interface NavLink {
  title: string;
  href: string;
  current: boolean;
  depth?: number;
}

export interface PublishedPage {
  siteTitle: string;
  pageTitle: string;
  markdown: string;
  /** Sections and site spaces of a site (empty for a published space). */
  top: NavLink[];
  /** The pages of the space being read. */
  pages: NavLink[];
  link: (href: string) => string;
}

const STYLE = `body{font:16px/1.6 system-ui,sans-serif;margin:0;color:#1f2328}header{padding:12px 24px;border-bottom:1px solid #d0d7de;display:flex;gap:24px;align-items:baseline;flex-wrap:wrap}
header strong{font-size:18px}header a{color:#57606a;text-decoration:none}header a.current{color:#0969da;font-weight:600}
.layout{display:flex;gap:32px;padding:24px}nav.pages{min-width:200px}nav.pages a{display:block;color:#57606a;text-decoration:none;padding:2px 0}
nav.pages a.current{color:#0969da;font-weight:600}main{max-width:760px}pre{background:#f6f8fa;padding:12px;overflow:auto}code{background:#f6f8fa;padding:1px 4px}
blockquote{border-left:4px solid #d0d7de;margin:0;padding-left:12px;color:#57606a}`;

const links = (items: NavLink[], cls: string) =>
  items
    .map((l) => `<a class="${l.current ? 'current' : ''}" href="${escapeHtml(l.href)}"${l.depth ? ` style="padding-left:${l.depth * 14}px"` : ''}>${escapeHtml(l.title)}</a>`)
    .join(cls === 'top' ? ' ' : '\n');

/** The HTML a visitor sees for one page of a published site or space. */
export function renderPublishedPage(p: PublishedPage): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(p.pageTitle)} · ${escapeHtml(p.siteTitle)}</title><style>${STYLE}</style></head>
<body><header><strong>${escapeHtml(p.siteTitle)}</strong>${links(p.top, 'top')}</header>
<div class="layout"><nav class="pages">${links(p.pages, 'pages')}</nav>
<main><h1>${escapeHtml(p.pageTitle)}</h1>
${renderMarkdown(p.markdown.replace(/^#\s+.*\n?/, ''), p.link)}
</main></div></body></html>
`;
}

export function renderNotFound(message: string): string {
  return `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>Not found</title></head><body><h1>Not found</h1><p>${escapeHtml(message)}</p></body></html>\n`;
}
