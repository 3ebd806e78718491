/**
 * What a site's MCP server (mcp.ts) shows, taken from the site's own agent files and search
 * index, never rendered a second way: the listed pages (navigation order, hidden pages left out,
 * as llms.txt lists them), a page's markdown twin, and search over the index the site's search
 * box reads. A hidden page is not listed and not found by search, but is read by its path, as its
 * HTML opens from a link.
 */
import { encodePath, pageFile } from './links.js';
import { twinOf } from './llms.js';
import type { SiteModel, SourcePage } from './model.js';

export interface ListedPage {
  title: string;
  description?: string;
  /** Where it sits: section, group and site space, joined by ' · ' ('' for a site of one space). */
  section: string;
  /** The page's markdown twin, relative to the site root (`guides/install.md`), not encoded. */
  twin: string;
  /** The page's HTML file, relative to the site root. */
  html: string;
}

/** One entry of the site's search index (`_assets/search-index.js`): title, HTML path, where, text. */
export interface SearchEntry {
  t: string;
  h: string;
  s: string;
  x: string;
}

export interface SearchHit {
  title: string;
  section: string;
  /** The page's markdown twin, relative to the site root. */
  twin: string;
  snippet: string;
}

const isDocument = (p: SourcePage) => p.type !== 'group' && p.type !== 'link';
const flatten = (pages: SourcePage[]): SourcePage[] => pages.flatMap((p) => [p, ...flatten(p.pages ?? [])]);
const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

const listings = new WeakMap<SiteModel, ListedPage[]>();

/** The pages llms.txt lists, in navigation order. */
export function listedPages(model: SiteModel): ListedPage[] {
  const known = listings.get(model);
  if (known) return known;
  const out: ListedPage[] = [];
  for (const section of model.sections)
    for (const variant of section.variants) {
      const where = oneLine(
        [section.group, section.title, section.variants.length > 1 ? variant.title : ''].filter(Boolean).join(' · '),
      );
      for (const page of flatten(variant.pages)) {
        if (!isDocument(page) || page.hidden) continue;
        const html = pageFile(variant, page);
        out.push({
          title: oneLine(page.title) || 'Untitled',
          ...(page.description ? { description: oneLine(page.description) } : {}),
          section: where,
          twin: twinOf(html),
          html,
        });
      }
    }
  listings.set(model, out);
  return out;
}

const PREFIX = 'window.DOCS_SEARCH=';
const parsedIndexes = new WeakMap<object, SearchEntry[]>();

/** The entries of the site's search index script (as `searchIndexJs` in assets.ts writes it). */
export function searchEntries(script: string | Uint8Array): SearchEntry[] {
  if (typeof script !== 'string') {
    const known = parsedIndexes.get(script);
    if (known) return known;
    const entries = searchEntries(Buffer.from(script.buffer, script.byteOffset, script.byteLength).toString('utf8'));
    parsedIndexes.set(script, entries);
    return entries;
  }
  const text = script.trimEnd();
  if (!text.startsWith(PREFIX) || !text.endsWith(';')) return [];
  const parsed: unknown = JSON.parse(text.slice(PREFIX.length, -1));
  return Array.isArray(parsed) ? (parsed as SearchEntry[]) : [];
}

/** Words of a query: lowercase, at most 16 of them. */
const wordsOf = (query: string) => query.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 16);

/**
 * Listed pages whose title or text holds every word of `query` (as the site's search box finds
 * them), best first: words in the title count most, then how often the words occur.
 */
export function search(model: SiteModel, entries: SearchEntry[], query: string, limit: number): SearchHit[] {
  const words = wordsOf(query);
  if (!words.length) return [];
  const listed = new Map(listedPages(model).map((p) => [encodePath(p.html), p]));
  const scored: Array<{ hit: SearchHit; score: number; at: number }> = [];
  entries.forEach((entry, at) => {
    const page = listed.get(entry.h);
    if (!page) return;
    const title = entry.t.toLowerCase();
    const text = entry.x.toLowerCase();
    let score = 0;
    for (const word of words) {
      const inTitle = title.includes(word);
      if (!inTitle && !text.includes(word)) return;
      score += (inTitle ? 100 : 0) + Math.min(occurrences(text, word), 20);
    }
    scored.push({
      hit: { title: page.title, section: page.section, twin: page.twin, snippet: snippet(entry.x, words) },
      score,
      at,
    });
  });
  scored.sort((a, b) => b.score - a.score || a.at - b.at);
  return scored.slice(0, limit).map((s) => s.hit);
}

function occurrences(text: string, word: string): number {
  let n = 0;
  for (let at = text.indexOf(word); at >= 0 && n < 20; at = text.indexOf(word, at + word.length)) n++;
  return n;
}

const SNIPPET = 240;

/** About SNIPPET characters of the page's text around the first word found in it. */
function snippet(text: string, words: string[]): string {
  const lower = text.toLowerCase();
  const first = words.map((w) => lower.indexOf(w)).filter((i) => i >= 0);
  const at = first.length ? Math.min(...first) : 0;
  const start = Math.max(0, at - SNIPPET / 3);
  const cut = oneLine(text.slice(start, start + SNIPPET));
  return `${start > 0 ? '…' : ''}${cut}${start + SNIPPET < text.length ? '…' : ''}`;
}

/**
 * The markdown file a page reference names, relative to the site root: a path (`guides/install`,
 * `/guides/install.md`, `guides/install.html`, `guides/`) or an absolute URL below `siteUrl`.
 * Undefined when it names nothing of the site (another origin, an asset, `..`).
 */
export function twinPathOf(reference: string, siteUrl: string): string | undefined {
  if (reference.length > 2048) return undefined;
  let path = reference.trim();
  if (/^[a-z][a-z0-9+.-]*:/i.test(path)) {
    let url: URL;
    let base: URL;
    try {
      url = new URL(path);
      base = new URL(siteUrl);
    } catch {
      return undefined;
    }
    if (url.origin !== base.origin || !url.pathname.startsWith(base.pathname)) return undefined;
    path = url.pathname.slice(base.pathname.length);
  } else path = path.replace(/[?#].*$/, '');
  try {
    path = decodeURIComponent(path);
  } catch {
    return undefined;
  }
  path = path.replace(/^\/+/, '');
  const parts = path.split('/');
  if (parts.some((p) => p === '..' || p === '.') || path.startsWith('_') || path.includes('\\')) return undefined;
  if (path === '' || path.endsWith('/')) return `${path}index.md`;
  if (path.endsWith('.md') || /^llms(-full(-\d+)?)?\.txt$/.test(path)) return path;
  if (path.endsWith('.html')) return twinOf(path);
  return `${path}.md`;
}
