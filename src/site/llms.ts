/**
 * The site as agents read it (https://llmstxt.org): `llms.txt` (the site's title, a summary, then
 * a section of links per section and site space, in navigation order, with each page's
 * description), `llms-full.txt` (every listed page's markdown in navigation order, paged past
 * `FULL_PAGE_CHARS`) and a markdown twin of each page at its URL with `.md` (`index.md` for the
 * site's first page, as `index.html`). A hidden page has a twin (its HTML is published) but is not
 * listed. Links in the markdown point at the site's own files, as the HTML's do.
 */
import { MarkdownLimitError, parseStepLimit } from '../common/markdown/limits.js';
import { rewriteLinks } from '../common/markdown/links.js';
import { pageShapeProblem, refusedPageNotice } from '../common/markdown/shape.js';
import { withStepLimit } from '../common/markdown/steps.js';
import { encodePath, fileFile, pageFile, SpaceIndex } from './links.js';
import type { SectionModel, SiteModel, SourcePage, VariantModel } from './model.js';

export const MARKDOWN = 'text/markdown; charset=utf-8';
/** llms-full.txt holds pages up to about this many characters; the rest follows in llms-full-2.txt, ... */
export const FULL_PAGE_CHARS = 2_000_000;

interface Twin {
  variant: VariantModel;
  index: SpaceIndex;
  page: SourcePage;
}

const isDocument = (p: SourcePage) => p.type !== 'group' && p.type !== 'link';
const flatten = (pages: SourcePage[]): SourcePage[] => pages.flatMap((p) => [p, ...flatten(p.pages ?? [])]);
const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();
/** The markdown twin of a page file (`guides/install.html` -> `guides/install.md`). */
export const twinOf = (htmlPath: string) => htmlPath.replace(/\.html$/, '.md');

/** Stands for the root in links resolved once for every root (`AgentFiles.rewritten`). */
const ROOT = '\u0000docs-cli-root\u0000';

export class AgentFiles {
  private readonly twins = new Map<string, Twin>();
  /** Listed pages in navigation order. */
  private readonly listed: Twin[] = [];
  private parts?: Twin[][];
  /**
   * Each page's markdown with its links resolved from `ROOT` (see `rewritten`): a page's twin and
   * llms-full.txt show it from different roots, from one parse.
   */
  private readonly relinked = new Map<Twin, string>();

  /** `query` is appended to internal URLs (a share key), as in the HTML. */
  constructor(
    private readonly model: SiteModel,
    private readonly query = '',
  ) {
    for (const section of model.sections)
      for (const variant of section.variants) {
        const all = flatten(variant.pages).filter(isDocument);
        const index = new SpaceIndex(variant, all);
        for (const page of all) {
          const twin = { variant, index, page };
          this.twins.set(twinOf(pageFile(variant, page)), twin);
          if (!page.hidden) this.listed.push(twin);
        }
      }
    // Folders open on their first page, as their index.html: the site, each section, each site space.
    const alias = (dir: string, twin: Twin | undefined) => {
      const path = dir ? `${dir}/index.md` : 'index.md';
      if (twin && !this.twins.has(path)) this.twins.set(path, twin);
    };
    alias('', this.firstOf(model.sections.find((s) => s.default) ?? model.sections[0]));
    for (const section of model.sections) {
      if (section.dir) alias(section.dir, this.firstOf(section));
      for (const variant of section.variants) if (variant.dir) alias(variant.dir, this.firstIn(variant));
    }
  }

  private firstOf(section: SectionModel | undefined): Twin | undefined {
    const variant = section && (section.variants.find((v) => v.default) ?? section.variants[0]);
    return variant && this.firstIn(variant);
  }

  private firstIn(variant: VariantModel): Twin | undefined {
    return (
      this.listed.find((t) => t.variant === variant) ?? [...this.twins.values()].find((t) => t.variant === variant)
    );
  }

  /** Paths this module serves (for exports). */
  paths(): string[] {
    const full = this.fullParts();
    return ['llms.txt', ...full.map((_, i) => fullName(i)), ...this.twins.keys()];
  }

  /** The markdown at `path`, or undefined when it is not one of the agents' files. */
  file(path: string): string | undefined {
    if (path === 'llms.txt') return this.llmsTxt();
    const part = /^llms-full(?:-(\d+))?\.txt$/.exec(path);
    if (part) {
      const n = part[1] === undefined ? 0 : Number(part[1]) - 1;
      return part[1] === undefined || n > 0 ? this.fullText(n) : undefined;
    }
    const twin = this.twins.get(path);
    return twin && this.markdown(twin, '../'.repeat(path.split('/').length - 1));
  }

  private url(root: string, target: string): string {
    if (!this.query) return root + target;
    const [path, anchor] = target.split('#', 2);
    return `${root}${path}${this.query}${anchor === undefined ? '' : `#${anchor}`}`;
  }

  /** The page's markdown, its links and images pointing at the site's files (`root`: from the twin to the site root). */
  markdown(t: Twin, root: string): string {
    const source = t.page.markdown ?? '';
    // A page the service refuses (size, nesting) is its notice here too, never handed to the parser.
    const problem = pageShapeProblem(source);
    const body = problem ? refusedPageNotice(problem) : this.resolved(t, source, root);
    // GitBook's markdown of a page starts with its title; a page without a leading heading gets one.
    const heading = /^(---\n[\s\S]*?\n---\n\s*)?#\s/.test(body) ? '' : `# ${t.page.title || 'Untitled'}\n\n`;
    const description = heading && t.page.description ? `${t.page.description}\n\n` : '';
    return `${heading}${description}${body.endsWith('\n') ? body : `${body}\n`}`;
  }

  /** Links resolved within the parser's step limit; a page over it keeps its links as written. */
  private resolved(t: Twin, source: string, root: string): string {
    try {
      return withStepLimit(parseStepLimit, () => this.rewritten(t, source, root));
    } catch (error) {
      if (error instanceof MarkdownLimitError) return source;
      throw error;
    }
  }

  private rewritten(t: Twin, source: string, root: string): string {
    // The links are resolved once, from a mark no page holds, and the mark is then the root.
    if (source.includes(ROOT)) return this.relink(t, source, root);
    let template = this.relinked.get(t);
    if (template === undefined) {
      template = this.relink(t, source, ROOT);
      this.relinked.set(t, template);
    }
    return template.replaceAll(ROOT, root);
  }

  private relink(t: Twin, source: string, root: string): string {
    return rewriteLinks(source, (link) => {
      if (link.image) {
        const file = t.index.file(t.page, link.target);
        return file ? this.url(root, encodePath(fileFile(file))) : undefined;
      }
      const target = t.index.link(t.page, link.target);
      if (target === undefined || target.startsWith('#')) return target;
      const md = target.replace(/\.html(#|$)/, '.md$1');
      return this.url(root, md);
    });
  }

  llmsTxt(): string {
    const out = [`# ${oneLine(this.model.title) || 'Untitled site'}`, ''];
    // The summary is the description of the page the site opens on, as a site's home page describes it.
    const summary = this.twins.get('index.md')?.page.description;
    out.push(`> ${oneLine(summary ?? `Documentation of ${this.model.title}`)}`, '');
    for (const section of this.model.sections)
      for (const variant of section.variants) {
        const links = this.listed.filter((t) => t.variant === variant);
        if (!links.length) continue;
        out.push(`## ${heading(section, variant) || oneLine(this.model.title)}`, '');
        for (const t of links) {
          const href = this.url('', encodePath(twinOf(pageFile(variant, t.page))));
          const description = t.page.description ? `: ${oneLine(t.page.description)}` : '';
          out.push(`- [${escapeLabel(oneLine(t.page.title || 'Untitled'))}](${href})${description}`);
        }
        out.push('');
      }
    const parts = this.fullParts().length;
    out.push(
      '## Optional',
      '',
      `- [Full text](${this.url('', 'llms-full.txt')}): every page's markdown${parts > 1 ? ` (in ${parts} parts: llms-full.txt, llms-full-2.txt, ...)` : ''}`,
      '',
    );
    return out.join('\n');
  }

  /** The listed pages cut into parts of about FULL_PAGE_CHARS of markdown, at page boundaries (sizes as stored: no render). */
  private fullParts(): Twin[][] {
    if (this.parts) return this.parts;
    const parts: Twin[][] = [[]];
    let size = 0;
    for (const t of this.listed) {
      const length = (t.page.markdown ?? '').length + 256;
      if (size && size + length > FULL_PAGE_CHARS) {
        parts.push([]);
        size = 0;
      }
      parts[parts.length - 1]!.push(t);
      size += length;
    }
    this.parts = parts;
    return parts;
  }

  /** Part `n` of llms-full.txt: its pages' markdown in navigation order, each with its URL, then where the next part is. */
  private fullText(n: number): string | undefined {
    const parts = this.fullParts();
    const part = parts[n];
    if (!part) return undefined;
    if (!this.listed.length) return `# ${oneLine(this.model.title)}\n\nThis site has no pages yet.\n`;
    const pages = part.map((t) => {
      const href = encodePath(twinOf(pageFile(t.variant, t.page)));
      return `${this.markdown(t, '')}\nSource: ${this.url('', href)}\n`;
    });
    const next = n + 1 < parts.length ? `\n---\n\nContinued in ${this.url('', fullName(n + 1))}\n` : '';
    return `${pages.join('\n---\n\n')}${next}`;
  }
}

const fullName = (i: number) => (i === 0 ? 'llms-full.txt' : `llms-full-${i + 1}.txt`);
const escapeLabel = (s: string) => s.replace(/([[\]\\])/g, '\\$1');
const heading = (section: SectionModel, variant: VariantModel) =>
  oneLine([section.group, section.title, section.variants.length > 1 ? variant.title : ''].filter(Boolean).join(' · '));

/** Whether an `Accept` header prefers markdown to HTML (a higher q, or markdown listed first at equal q). */
export function prefersMarkdown(accept: string | undefined): boolean {
  if (!accept) return false;
  let markdown = -1;
  let html = -1;
  let markdownAt = 0;
  let htmlAt = 0;
  accept.split(',').forEach((part, at) => {
    const [type, ...params] = part.trim().toLowerCase().split(';');
    const q = Number(
      params
        .map((p) => p.trim())
        .find((p) => p.startsWith('q='))
        ?.slice(2) ?? '1',
    );
    const weight = Number.isFinite(q) ? q : 0;
    if (type === 'text/markdown' && weight > markdown) [markdown, markdownAt] = [weight, at];
    if ((type === 'text/html' || type === '*/*' || type === 'text/*') && weight > html) [html, htmlAt] = [weight, at];
  });
  return markdown > 0 && (markdown > html || (markdown === html && markdownAt < htmlAt));
}

/**
 * The markdown twin a request for `path` (relative to the site root; `folder`: it ended with a
 * slash) stands for, when it asks for markdown: a page's URL with `.md`, `index.md` for a folder;
 * undefined for anything that is not a page (assets, files, the agents' files themselves).
 */
export function twinPathFor(path: string, folder: boolean): string | undefined {
  if (folder || path === '') return path ? `${path}/index.md` : 'index.md';
  if (path.endsWith('.html')) return twinOf(path);
  if (path.startsWith('_') || /\.[A-Za-z0-9]+$/.test(path.split('/').pop()!)) return undefined;
  return `${path}.md`;
}
