import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Nodes } from 'mdast';
import type { Browser } from 'playwright-core';
import { splitBlocks } from '../../src/common/markdown/blocks.js';
import { markdownLinks } from '../../src/common/markdown/links.js';
import type { Element } from 'hast';
import { hastOf } from '../../src/common/markdown/hast-of.js';
import { eachElement } from '../../src/common/markdown/html/hast.js';
import { parseMarkdown } from '../../src/common/markdown/parse.js';
import { withoutTitle } from '../../src/common/markdown/title.js';
import { loadSiteModel } from '../../src/site/model.js';
import { StaticSite } from '../../src/site/site.js';
import { writeStaticSite } from '../../src/site/write.js';
import type { SourcePage } from '../../src/site/model.js';
import type { FolderSite } from './folder-site.js';

/**
 * A Git Sync folder published by the site renderer and read in headless Chromium, page by page,
 * against what its markdown says: no GitBook tag in any page's visible text, every image the
 * source references (and the folder holds) appears and loads, and the internal links that are
 * broken on the site are exactly those already broken in the source.
 */
export interface SiteReport {
  pages: number;
  /** Pages the site does not show (no address for them, or an answer other than 200). */
  notShown: string[];
  images: { referenced: number; loaded: number; missing: string[] };
  /** https images the source shows: on the page with that address, and allowed to load. */
  externalImages: { referenced: number; loaded: number; missing: string[] };
  /** `brokenOnSiteOnly`: links that resolve in the repository and lead nowhere on the site. */
  links: { internal: number; brokenInSource: number; differences: string[]; brokenOnSiteOnly: string[] };
  /** Pages whose visible text (code aside) shows `{%` beyond what the source escapes (`\{%`). */
  tagsShown: string[];
}

const SCHEME = /^[a-z][a-z0-9+.-]*:|^\/\//i;

const decode = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

function join2(dir: string, relative: string): string {
  const out = dir ? dir.split('/') : [];
  for (const part of relative.split('/')) {
    if (part === '..') out.pop();
    else if (part && part !== '.') out.push(part);
  }
  return out.join('/');
}

const dirOf = (path: string) => path.split('/').slice(0, -1).join('/');

/** Raw HTML of a page outside code (as the parser sees it), GitBook blocks' tags included as text. */
function htmlOf(markdown: string): string[] {
  const out: string[] = [];
  const stack: Nodes[] = [parseMarkdown(markdown)];
  for (let node = stack.pop(); node; node = stack.pop()) {
    if (node.type === 'html') out.push(node.value);
    if ('children' in node) stack.push(...(node.children as Nodes[]));
  }
  return out;
}

/** An attribute value as the browser reads it (character references decoded). */
const unescapeHtml = (value: string) =>
  value.replace(/&(#x[0-9a-f]+|#\d+|amp|quot|apos|lt|gt);/gi, (_, ref: string) => {
    const named: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' };
    if (ref[0] !== '#') return named[ref.toLowerCase()]!;
    return String.fromCodePoint(ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1)));
  });

const attributeValues = (html: string[], pattern: RegExp) =>
  html.flatMap((h) => [...h.matchAll(pattern)].map((m) => unescapeHtml(m[1]!)));

/** Cover cells of cards tables (`<th data-card-cover>`): the site shows their address as an image, the dark one not at all. */
function cardCovers(html: string[]): { light: string[]; dark: string[] } {
  const light: string[] = [];
  const dark: string[] = [];
  for (const value of html.filter((h) => h.includes('data-card-cover'))) {
    const hast = hastOf({ type: 'root', children: [{ type: 'html', value }] });
    eachElement(hast, (table) => {
      if (table.tagName !== 'table' || table.properties.dataView !== 'cards') return;
      const rows: Element[] = [];
      eachElement(table, (e) => {
        if (e.tagName === 'tr') rows.push(e);
      });
      const cells = (row: Element) => row.children.filter((c): c is Element => c.type === 'element');
      const head = rows[0] ? cells(rows[0]) : [];
      for (const row of rows.slice(1))
        cells(row).forEach((cell, i) => {
          const th = head[i];
          const into =
            th?.properties.dataCardCoverDark !== undefined
              ? dark
              : th?.properties.dataCardCover !== undefined
                ? light
                : undefined;
          if (!into) return;
          eachElement(cell, (a) => {
            if (a.tagName === 'a' && typeof a.properties.href === 'string') into.push(a.properties.href);
          });
        });
    });
  }
  return { light, dark };
}

/** Drops one occurrence of each of `values` from `list`. */
function without(list: string[], values: string[]): string[] {
  const out = [...list];
  for (const v of values) {
    const i = out.indexOf(v);
    if (i >= 0) out.splice(i, 1);
  }
  return out;
}

interface SourceRefs {
  images: string[];
  links: string[];
}

/** Images (repository paths that exist) and relative link targets (as written) of a page. */
function sourceRefs(markdown: string): SourceRefs {
  const html = htmlOf(markdown);
  const links = markdownLinks(markdown);
  const tags = splitBlocks(markdown).flatMap(function attrs(b): string[] {
    if (b.kind === 'markdown') return [];
    const own =
      b.name === 'content-ref'
        ? [b.attrs.url]
        : b.name === 'page-ref'
          ? [b.attrs.page]
          : b.name === 'file'
            ? [b.attrs.src]
            : [];
    return [...own.filter((v): v is string => !!v), ...b.children.flatMap(attrs)];
  });
  const covers = cardCovers(html);
  const anchors = without(attributeValues(html, /<a\b[^>]*?\bhref="([^"]*)"/gi), [...covers.light, ...covers.dark]);
  return {
    images: [
      ...links.filter((l) => l.image).map((l) => l.target),
      ...attributeValues(html, /<img\b[^>]*?\bsrc="([^"]*)"/gi),
      ...covers.light,
    ],
    links: [...links.filter((l) => !l.image).map((l) => l.target), ...anchors, ...tags],
  };
}

/**
 * Whether a relative link of the page at `from` reaches something the space publishes: a page
 * (its markdown file listed in SUMMARY.md, or a folder whose README.md is one) or a file that is
 * not markdown. A markdown file SUMMARY.md does not list (SUMMARY.md itself) is no page.
 */
function reaches(root: string, pages: Set<string>, from: string, href: string): boolean {
  const path = decode(href.split('#')[0]!.split('?')[0]!);
  if (!path) return true;
  const target = join2(dirOf(from), path);
  if (target.startsWith('..')) return false;
  if (pages.has(target) || pages.has(`${target}.md`)) return true;
  if (['README.md', 'index.md'].some((index) => pages.has(target ? `${target}/${index}` : index))) return true;
  return literalFile(root, from, href) !== undefined || isFileIn(root, target);
}

const isFileIn = (root: string, path: string) =>
  !/\.md$/i.test(path) && existsSync(join(root, path)) && statSync(join(root, path)).isFile();

/**
 * The repository file a link names as written, `#` or `?` in its name (`<Recording #3.gif>`, as
 * GitBook writes links to such files), when no file is named by the part before them.
 */
function literalFile(root: string, from: string, href: string): string | undefined {
  if (!/[?#]/.test(href) || isFileIn(root, join2(dirOf(from), decode(href.split('#')[0]!.split('?')[0]!))))
    return undefined;
  const literal = join2(dirOf(from), decode(href));
  return isFileIn(root, literal) ? literal : undefined;
}

/**
 * Whether a file holds an image a browser shows (the snapshot of the real repositories replaced
 * some files it lacked with text of the same size: those cannot load anywhere).
 */
function isImage(path: string): boolean {
  const head = readFileSync(path).subarray(0, 256);
  const text = head.toString('latin1');
  return (
    head[0] === 0x89 ||
    (head[0] === 0xff && head[1] === 0xd8) ||
    text.startsWith('GIF8') ||
    (text.startsWith('RIFF') && text.slice(8, 12) === 'WEBP') ||
    /^\s*(<\?xml|<svg|<!--)/i.test(text)
  );
}

const isInternal = (href: string) => !!href && !SCHEME.test(href) && !href.startsWith('#') && !href.startsWith('/');

/** A 1x1 PNG: what the crawl answers for an image outside loopback (nothing leaves the machine). */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==',
  'base64',
);

const isLoopback = (url: string) =>
  /^(file:|data:|blob:|about:)|^https?:\/\/(127\.\d+\.\d+\.\d+|\[::1\]|localhost)(:\d+)?\//.test(url);

/** How a crawl reaches a site: where each page is, which file an image shows, which links lead nowhere. */
export interface SiteCrawl {
  /** The address of a page of the folder, or undefined when the site has none for it (reported). */
  pageUrl(page: SourcePage): string | undefined;
  /** The folder's file (path under its root) an image shows, by its address as the browser resolved it. */
  fileOf(src: string): string | undefined;
  /** Whether a link of the site (address as the browser resolved it) is the site's own. */
  own(href: string): boolean;
  /** Whether one of the site's own links leads nowhere. */
  broken(href: string): Promise<boolean>;
}

/**
 * Every page of a folder's site read in headless Chromium through `crawl`, against what its
 * markdown says. Requests outside loopback never leave the machine: images are answered with a
 * 1x1 PNG (so an https image loads exactly when the page's policy lets it), anything else is
 * aborted.
 */
export async function checkSite(browser: Browser, folder: FolderSite, crawl: SiteCrawl): Promise<SiteReport> {
  const report: SiteReport = {
    pages: 0,
    notShown: [],
    images: { referenced: 0, loaded: 0, missing: [] },
    externalImages: { referenced: 0, loaded: 0, missing: [] },
    links: { internal: 0, brokenInSource: 0, differences: [], brokenOnSiteOnly: [] },
    tagsShown: [],
  };
  const pageSources = new Set(folder.pages.flatMap((p) => (p.source ? [p.source] : [])));
  const context = await browser.newContext();
  await context.route('**/*', (route) => {
    const request = route.request();
    if (isLoopback(request.url())) return route.continue();
    if (request.resourceType() === 'image')
      return route.fulfill({ status: 200, contentType: 'image/png', body: PIXEL });
    return route.abort();
  });
  const tab = await context.newPage();
  for (const page of folder.pages) {
    if (page.type !== 'document' || !page.source) continue;
    report.pages++;
    const url = crawl.pageUrl(page);
    if (!url) {
      report.notShown.push(`${page.source}: no page on the site`);
      continue;
    }
    const markdown = page.markdown ?? '';
    // The leading `# heading` is the page's title, plain text as GitBook makes it: what it shows is not on the page.
    const refs = sourceRefs(withoutTitle(markdown));
    const expectedImages = new Set(
      refs.images
        .filter((src) => isInternal(src) && reaches(folder.root, pageSources, page.source!, src))
        .map(
          (src) =>
            literalFile(folder.root, page.source!, src) ?? join2(dirOf(page.source!), decode(src.split(/[?#]/)[0]!)),
        )
        .filter((path) => isImage(join(folder.root, path))),
    );
    const externalImages = new Set(refs.images.filter((src) => /^https:\/\//i.test(src)));
    const brokenSource = refs.links
      .filter((href) => isInternal(href) && !reaches(folder.root, pageSources, page.source!, href))
      .sort();
    const response = await tab.goto(url);
    if (response && response.status() !== 200) {
      report.notShown.push(`${page.source}: ${response.status()}`);
      continue;
    }
    // Images load lazily as a reader scrolls (and those in closed tabs when opened): load them all now.
    await tab.evaluate(() =>
      Promise.all(
        Array.from(document.images).map((img) => {
          img.loading = 'eager';
          return img.decode().catch(() => undefined);
        }),
      ),
    );
    const seen = await tab.evaluate(() => {
      const article = document.querySelector('main article')!;
      const copy = article.cloneNode(true) as HTMLElement;
      for (const code of Array.from(copy.querySelectorAll('pre, code'))) code.remove();
      return {
        text: copy.textContent ?? '',
        images: Array.from(article.querySelectorAll('img')).map((i) => ({
          src: i.src,
          raw: i.getAttribute('src') ?? '',
          ok: i.complete && i.naturalWidth > 0,
        })),
        links: Array.from(article.querySelectorAll('a[href]')).map((a) => ({
          raw: a.getAttribute('href')!,
          href: (a as HTMLAnchorElement).href,
        })),
      };
    });
    // `\{%` in markdown and any `{%` of the plain-text description are the author's own text.
    const escaped = (markdown.match(/\\\{%/g) ?? []).length + (page.description?.match(/\{%/g) ?? []).length;
    if ((seen.text.match(/\{%/g) ?? []).length > escaped) report.tagsShown.push(page.source);
    // Images: each file the source shows must be on the page, loaded.
    const loaded = new Set<string>();
    for (const img of seen.images) {
      const source = crawl.fileOf(img.src);
      if (source && img.ok) loaded.add(source);
    }
    report.images.referenced += expectedImages.size;
    for (const image of expectedImages) {
      if (loaded.has(image)) report.images.loaded++;
      else report.images.missing.push(`${page.source}: ${image}`);
    }
    // External images: on the page with the address the source gives, and loaded (the policy allows them).
    const externalLoaded = new Set(seen.images.filter((i) => i.ok).flatMap((i) => [i.src, i.raw]));
    report.externalImages.referenced += externalImages.size;
    for (const src of externalImages) {
      if (externalLoaded.has(src) || externalLoaded.has(unescapeHtml(src))) report.externalImages.loaded++;
      else report.externalImages.missing.push(`${page.source}: ${src}`);
    }
    // Links: those of the site that lead nowhere, as written, against those of the source.
    const brokenSite: string[] = [];
    for (const l of seen.links)
      if (crawl.own(l.href) && isInternal(l.raw) && (await crawl.broken(l.href))) brokenSite.push(l.raw);
    brokenSite.sort();
    report.links.internal += refs.links.filter(isInternal).length;
    report.links.brokenInSource += brokenSource.length;
    const a = JSON.stringify(brokenSource.map(decode));
    const b = JSON.stringify(brokenSite.map(decode));
    if (a !== b) report.links.differences.push(`${page.source}: source ${a} site ${b}`);
    for (const href of without(brokenSite.map(decode), brokenSource.map(decode)))
      report.links.brokenOnSiteOnly.push(`${page.source}: ${href}`);
  }
  await context.close();
  return report;
}

/** A folder's site written by the site renderer to `out` and read from there (file: addresses). */
export async function checkFolderSite(browser: Browser, folder: FolderSite, out: string): Promise<SiteReport> {
  const site = new StaticSite(await loadSiteModel(folder.source), folder.source);
  await writeStaticSite(site, out);
  const filesById = new Map(folder.files.map((f) => [f.id, f.source!]));
  return checkSite(browser, folder, {
    pageUrl: (page) => pathToFileURL(join(out, `${page.path}.html`)).href,
    fileOf: (src) => {
      const m = /\/_files\/([^/]+)\//.exec(src);
      return m ? filesById.get(decode(m[1]!)) : undefined;
    },
    own: (href) => href.startsWith('file:'),
    broken: async (href) => {
      const path = fileURLToPath(href.split('#')[0]!.split('?')[0]!);
      return !existsSync(path) || !statSync(path).isFile();
    },
  });
}
