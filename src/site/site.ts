/**
 * The one renderer of published content: a site model becomes a set of static files (pages,
 * the space's files, stylesheet, search script and index). The service serves them to visitors
 * one by one; the embedded publish and `sites export` write them all to a folder.
 */
import { createHash } from 'node:crypto';
import { markdownToHtml } from '../common/markdown/html.js';
import { MarkdownLimitError, parseStepLimit } from '../common/markdown/limits.js';
import { pageShapeProblem, refusedPageNotice } from '../common/markdown/shape.js';
import { withStepLimit } from '../common/markdown/steps.js';
import { firstBlockSource, parseMarkdown } from '../common/markdown/parse.js';
import { withoutTitle } from '../common/markdown/title.js';
import { SEARCH_JS, SITE_CSS, searchIndexJs } from './assets.js';
import { AgentFiles, MARKDOWN, twinOf } from './llms.js';
import { encodePath, fileFile, fileViewer, isSvg, pageFile, SpaceIndex, siteFilePaths } from './links.js';
import type { SiteModel, SiteSource, SourceFile, SourcePage, VariantModel, SectionModel } from './model.js';
import { markCurrent, renderFileViewer, renderPageFrame, renderTree, type NavItem } from './page.js';

export interface SiteFile {
  body: string | Uint8Array;
  contentType: string;
}

/**
 * Rendered page bodies kept beyond one `StaticSite`, by a key of everything a body shows (its
 * space's content, where the page is, the share key): a site, or another site showing the same
 * space's revision, renders a page's body once (the service's content workers keep one).
 */
export interface BodyCache {
  get(key: string): { html: string; text: string } | undefined;
  set(key: string, body: { html: string; text: string }): void;
}

interface Reading {
  section: SectionModel;
  variant: VariantModel;
  index: SpaceIndex;
  page: SourcePage;
  /** Position in the space's reading order. */
  at: number;
  /** The reading order the page is in: the space's listed pages, none for a hidden page. */
  documents: SourcePage[];
}

const isDocument = (p: SourcePage) => p.type !== 'group' && p.type !== 'link';
const SAFE_LINK = /^(https?:|mailto:)/i;
const HTML = 'text/html; charset=utf-8';

function flatten(pages: SourcePage[]): SourcePage[] {
  return pages.flatMap((p) => [p, ...flatten(p.pages ?? [])]);
}

/** The leading `# Title` repeats the page title, which the frame already shows. */

const defaultOf = <T extends { default: boolean }>(items: T[]): T | undefined =>
  items.find((i) => i.default) ?? items[0];

/**
 * The page without its title heading (`withoutTitle`). A page that opens with an ATX heading
 * (most do) has it decided by its first block alone: that heading is the document's first node
 * whatever follows, so the rest is not parsed twice (the render parses it once).
 */
export function untitled(markdown: string): string {
  const first = markdown.startsWith('---') ? undefined : firstBlockSource(markdown);
  if (first?.trimStart().startsWith('#')) return withoutTitle(markdown, parseMarkdown(first));
  return withoutTitle(markdown);
}

export class StaticSite {
  /** Output path -> what is there. */
  private readonly readings = new Map<string, Reading>();
  /** Pages `fileWithinLimits` showed as the notice, with why (the parser's limit message). */
  private readonly refusals = new Map<string, string>();
  private readonly files: Map<string, { spaceId: string; file: SourceFile }>;
  /** Pages that show an SVG file with `<img>` (links to SVG files open these). */
  private readonly viewers = new Map<string, SourceFile>();
  private readonly firstOf = new Map<VariantModel, string>();
  /** Search text of pages already rendered, so the index does not render them again. */
  private readonly texts = new Map<SourcePage, string>();
  /** Page trees by space folder and depth. */
  private readonly trees = new Map<string, string>();
  /** llms.txt, llms-full.txt and each page's markdown twin. */
  private readonly agents: AgentFiles;

  /** `query` is appended to internal URLs (the service's `?shareKey=`); exports leave it empty. */
  /** Each space's fingerprint (BodyCache keys), worked out on its first body. */
  private readonly fingerprints = new Map<VariantModel, string>();

  constructor(
    readonly model: SiteModel,
    private readonly source: SiteSource,
    private readonly query = '',
    private readonly bodies?: BodyCache,
  ) {
    this.files = siteFilePaths(model);
    this.agents = new AgentFiles(model, query);
    for (const section of model.sections) {
      for (const variant of section.variants) {
        // Hidden pages are published and open from links, outside the page tree and previous/next.
        const all = flatten(variant.pages).filter(isDocument);
        const documents = all.filter((p) => !p.hidden);
        const index = new SpaceIndex(variant, all);
        const order = new Map(documents.map((page, at) => [page, at]));
        for (const page of all) {
          const at = order.get(page);
          const reading = { section, variant, index, page, at: at ?? 0, documents: at === undefined ? [] : documents };
          this.readings.set(pageFile(variant, page), reading);
        }
        const first = documents[0] ?? all[0];
        if (first) this.firstOf.set(variant, pageFile(variant, first));
        for (const file of variant.files) if (isSvg(file)) this.viewers.set(fileViewer(file), file);
      }
    }
    // Folders open on their first page: the site, each section, each site space.
    const aliases = new Map<string, string>();
    const section = defaultOf(model.sections);
    const first = section && this.firstPage(section);
    if (first) aliases.set('index.html', first);
    for (const s of model.sections) {
      const start = this.firstPage(s);
      if (s.dir && start) aliases.set(`${s.dir}/index.html`, start);
      for (const v of s.variants)
        if (v.dir && this.firstOf.get(v)) aliases.set(`${v.dir}/index.html`, this.firstOf.get(v)!);
    }
    for (const [alias, target] of aliases)
      if (!this.readings.has(alias)) this.readings.set(alias, this.readings.get(target)!);
  }

  private firstPage(section: SectionModel): string | undefined {
    const variant = defaultOf(section.variants);
    return variant && this.firstOf.get(variant);
  }

  /** Every file of the site, pages first. */
  paths(): string[] {
    const empty = this.readings.has('index.html') ? [] : ['index.html'];
    return [
      ...this.readings.keys(),
      ...empty,
      ...this.files.keys(),
      ...this.viewers.keys(),
      ...this.agents.paths(),
      '_assets/site.css',
      '_assets/search.js',
      '_assets/search-index.js',
    ];
  }

  /** Pages of the site (folder index pages not counted). */
  get pageCount(): number {
    return [...this.readings].filter(([path, r]) => path === pageFile(r.variant, r.page)).length;
  }

  /** What the site holds at `path` (relative to its root), or undefined. */
  async file(path: string): Promise<SiteFile | undefined> {
    if (path === '_assets/site.css') return { body: SITE_CSS, contentType: 'text/css; charset=utf-8' };
    if (path === '_assets/search.js') return { body: SEARCH_JS, contentType: 'text/javascript; charset=utf-8' };
    if (path === '_assets/search-index.js')
      return { body: searchIndexJs(this.searchEntries()), contentType: 'text/javascript; charset=utf-8' };
    if (path === 'index.html' && !this.readings.has(path)) return { body: this.emptySite(), contentType: HTML };
    const reading = this.readings.get(path);
    if (reading) return { body: this.renderPage(path, reading), contentType: HTML };
    const markdown = /\.(md|txt)$/.test(path) ? this.agents.file(path) : undefined;
    if (markdown !== undefined) return { body: markdown, contentType: MARKDOWN };
    const viewer = this.viewers.get(path);
    if (viewer) return { body: this.viewerPage(path, viewer), contentType: HTML };
    const stored = this.files.get(path);
    if (stored)
      return { body: await this.source.fileBytes(stored.spaceId, stored.file), contentType: stored.file.contentType };
    return undefined;
  }

  /** Why `fileWithinLimits` showed the page at `path` as a notice, if it did. */
  refusedWhy(path: string): string | undefined {
    return this.refusals.get(path);
  }

  /**
   * `file(path)` with every parse within the service's limit of parser steps (`preview`, `sites
   * export`; the service sets the limit itself): a page over it is the service's notice, and the
   * search index leaves out the text of such pages.
   */
  async fileWithinLimits(path: string): Promise<SiteFile | undefined> {
    try {
      return await withStepLimit(parseStepLimit, () => this.file(path));
    } catch (error) {
      if (!(error instanceof MarkdownLimitError)) throw error;
      const reading = this.readings.get(path);
      if (reading) {
        this.refusals.set(path, error.message);
        return { body: this.renderPage(path, reading, error.message), contentType: HTML };
      }
      if (path === '_assets/search-index.js')
        return { body: searchIndexJs(this.searchEntries(true)), contentType: 'text/javascript; charset=utf-8' };
      throw error;
    }
  }

  /**
   * The page's body, its links written for a page `root` away from the site root; `refused`: why
   * the page is shown as a notice instead.
   */
  private body(r: Reading, root: string, refused?: string): { html: string; text: string } {
    if (!this.bodies) return this.renderBody(r, root, refused);
    const key = [this.fingerprint(r.variant), pageFile(r.variant, r.page), root, this.query, refused ?? ''].join('\n');
    let body = this.bodies.get(key);
    if (!body) {
      body = this.renderBody(r, root, refused);
      this.bodies.set(key, body);
    }
    this.texts.set(r.page, body.text);
    return body;
  }

  /**
   * What a body of the space can show: its folder, pages (their text, titles, paths), files and
   * includes; links resolve within the space (SpaceIndex), so nothing else of the site reaches it.
   */
  private fingerprint(variant: VariantModel): string {
    let known = this.fingerprints.get(variant);
    if (known === undefined) {
      known = createHash('sha256')
        .update(JSON.stringify([variant.dir, variant.pages, variant.files, variant.includes]))
        .digest('base64url');
      this.fingerprints.set(variant, known);
    }
    return known;
  }

  private renderBody(r: Reading, root: string, refused?: string): { html: string; text: string } {
    const q = this.query;
    // A page the service refuses (size, nesting) is a notice here too, never handed to the parser.
    const problem = refused ? { message: refused } : pageShapeProblem(r.page.markdown ?? '');
    const markdown = problem ? refusedPageNotice(problem) : untitled(r.page.markdown ?? '');
    const rendered = markdownToHtml(markdown, {
      link: (href) => {
        const target = r.index.link(r.page, href);
        // An anchor of this page stays one.
        if (target?.startsWith('#')) return target;
        return target === undefined ? undefined : root + withQuery(target, q);
      },
      image: (src) => {
        const file = r.index.file(r.page, src);
        return file ? root + encodePath(fileFile(file)) + q : undefined;
      },
      page: (href) => {
        const found = r.index.pageLink(r.page, href);
        if (!found) return undefined;
        return {
          href: root + withQuery(found.href, q),
          title: found.page.title || 'Untitled',
          ...(found.page.description ? { description: found.page.description } : {}),
        };
      },
      include: (path) => r.index.include(r.page, path),
    });
    this.texts.set(r.page, rendered.text);
    return rendered;
  }

  private renderPage(path: string, r: Reading, refused?: string): string {
    const root = '../'.repeat(path.split('/').length - 1);
    const previous = r.documents[r.at - 1];
    const next = r.documents[r.at + 1];
    return renderPageFrame({
      siteTitle: this.model.title,
      title: r.page.title,
      emoji: r.page.emoji,
      description: r.page.description,
      body: this.body(r, root, refused).html,
      root,
      query: this.query,
      sections: this.model.sections.map((s) => ({
        title: s.group ? `${s.group} · ${s.title}` : s.title,
        href: this.firstPage(s),
        current: s === r.section,
      })),
      variants: r.section.variants.map((v) => ({
        title: v.title,
        href: this.firstOf.get(v),
        current: v === r.variant,
      })),
      pages: markCurrent(this.pageTree(r.variant, root), root + encodePath(pageFile(r.variant, r.page)) + this.query),
      markdown: encodePath(twinOf(pageFile(r.variant, r.page))),
      ...(previous ? { previous: { title: previous.title, href: pageFile(r.variant, previous) } } : {}),
      ...(next ? { next: { title: next.title, href: pageFile(r.variant, next) } } : {}),
    });
  }

  /** An SVG file as an image on a page of its own: opening it as a document could run its script. */
  private viewerPage(path: string, file: SourceFile): string {
    const root = '../'.repeat(path.split('/').length - 1);
    return renderFileViewer({
      siteTitle: this.model.title,
      name: file.name,
      root,
      query: this.query,
      src: root + encodePath(fileFile(file)) + this.query,
    });
  }

  /** A site without pages still opens, and says so. */
  private emptySite(): string {
    const body = '<p>This site has no pages yet.</p>';
    return renderPageFrame({
      siteTitle: this.model.title,
      title: this.model.title,
      body,
      root: '',
      query: this.query,
      sections: [],
      variants: [],
      pages: '',
    });
  }

  private pageTree(variant: VariantModel, root: string): string {
    const key = `${variant.dir}\n${root}`;
    let html = this.trees.get(key);
    if (html === undefined) {
      const documents = flatten(variant.pages).filter(isDocument);
      const index = new SpaceIndex(variant, documents);
      // A group is a heading with its pages under it; a link entry goes where it points.
      const item = (p: SourcePage): NavItem => {
        const base = { title: p.linkTitle || p.title || 'Untitled', current: false, children: items(p.pages ?? []) };
        if (p.type === 'group') return { ...base, group: true };
        if (p.type !== 'link') return { ...base, href: encodePath(pageFile(variant, p)) };
        const url = p.href ?? p.target?.url;
        if (url && SAFE_LINK.test(url)) return { ...base, href: url, external: true };
        const page = p.target?.page
          ? index.pageLink(p, `/pages/${p.target.page}`)
          : url
            ? index.pageLink(p, url)
            : undefined;
        return page ? { ...base, href: page.href } : base;
      };
      const items = (pages: SourcePage[]): NavItem[] => pages.filter((p) => !p.hidden).map(item);
      html = renderTree(items(variant.pages), root, this.query);
      this.trees.set(key, html);
    }
    return html;
  }

  /** `limited`: each page read within its own step limit, a page over it left out (its title stays). */
  private searchEntries(limited = false) {
    const out: Array<{ t: string; h: string; s: string; x: string }> = [];
    for (const [path, r] of this.readings) {
      if (path !== pageFile(r.variant, r.page)) continue;
      const where = [r.section.title, r.section.variants.length > 1 ? r.variant.title : ''].filter(Boolean).join(' · ');
      out.push({
        t: r.page.title,
        h: encodePath(path),
        s: where,
        x: `${r.page.description ?? ''} ${this.texts.get(r.page) ?? (limited ? this.limitedText(r) : this.body(r, '').text)}`.slice(
          0,
          20_000,
        ),
      });
    }
    return out;
  }

  private limitedText(r: Reading): string {
    try {
      return withStepLimit(parseStepLimit, () => this.body(r, '').text);
    } catch (error) {
      if (error instanceof MarkdownLimitError) return '';
      throw error;
    }
  }
}

/** `?shareKey=` goes before the anchor. */
const withQuery = (target: string, q: string) => {
  if (!q) return target;
  const [path, anchor] = target.split('#', 2);
  return `${path}${q}${anchor === undefined ? '' : `#${anchor}`}`;
};

/** Loads the whole site from its source and returns its renderer. */
export async function buildStaticSite(source: SiteSource, query = ''): Promise<StaticSite> {
  const { loadSiteModel } = await import('./model.js');
  return new StaticSite(await loadSiteModel(source), source, query);
}
