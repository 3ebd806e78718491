/**
 * What the content workers do. Each task reads user content through the one markdown module (and
 * the one site renderer), inside a worker of the pool: the request thread only sends the text and
 * gets the result. Every parse in a task is limited in parser steps by the length of its text
 * (worker.ts sets the limit); before each piece of work a task announces a step, so that a failure
 * names the page, and the pool's watchdog (a page's, or a bulk step's) can end a runaway. Modules
 * load on first use, in the worker.
 */
import type { MarkdownLink } from '../../common/markdown/links.js';
import type { Section } from '../../common/markdown/text.js';
import type { SiteModel, SourcePage } from '../../site/model.js';
import type { ImportedTree } from '../content/import-tree.js';
import { pageShapeProblem, refusedPageNotice } from '../../common/markdown/shape.js';
import { MarkdownLimitError } from '../../common/markdown/limits.js';
import { withStepLimit } from '../../common/markdown/steps.js';
import { parseStepLimit } from './limits.js';

/**
 * A refusal of the input that names the limit (sent back as a `limit` failure of the current
 * step). `named`: the message already says where in the request (a JSON document's own path).
 */
export class LimitError extends Error {
  constructor(
    message: string,
    readonly named = false,
  ) {
    super(message);
  }
}

/** Starts step `index` of the task: one page's work, or (`bulk`) work over many at once. */
export type Step = (index: number, kind?: 'page' | 'bulk') => void;

/** Size and nesting, checked before any parser sees the text. */
export function checkShape(markdown: string): void {
  const problem = pageShapeProblem(markdown);
  if (problem) throw new LimitError(problem.message);
}

/** A link of a page: where its destination is written, so refs can be replaced without a parse. */
export type LinkAt = Pick<MarkdownLink, 'target' | 'range'>;

export interface PageInput {
  /** The markdown written. */
  markdown?: string;
  /** Or a JSON document (reference `JSONDocument`) to convert to markdown first. */
  json?: unknown;
  /** Where the JSON document sits in the request, for its messages. */
  jsonPath?: string;
  /** Split off YAML front matter and read a leading heading (markdown written as such). */
  headed: boolean;
  /** Read the text of its first heading, of any level (an imported file's title). */
  firstHeading?: boolean;
}

export interface PreparedPage {
  body: string;
  /** Front matter (headed markdown only). */
  data: Record<string, unknown>;
  /** The front matter block as written, '' when none (headed markdown only). */
  raw?: string;
  /** Why the front matter could not be read: `front matter: <the parser's sentence> (line <the page's line>)`. */
  frontMatterError?: string;
  /** The text of a leading level-1 heading (headed markdown only). */
  heading?: string;
  /** The first heading of any level (when asked). */
  firstHeading?: string;
  links: LinkAt[];
}

/**
 * Pages written to the service: the write-time reading (and check) of each, one parse a page: its
 * links and its title (pageTitle's rule: the plain first line, else the leading level-1 heading)
 * come from the same tree.
 */
async function preparePages(inputs: PageInput[], step: Step): Promise<PreparedPage[]> {
  const [
    { markdownLinks },
    { pageTitle, plainTitle, headingText },
    { parseMarkdown },
    { splitRaw, frontMatterProblem },
  ] = await Promise.all([
    import('../../common/markdown/links.js'),
    import('../../common/markdown/title.js'),
    import('../../common/markdown/parse.js'),
    import('../../common/gitsync/front-matter.js'),
  ]);
  const toMarkdown = inputs.some((i) => i.json !== undefined)
    ? await import('../../common/markdown/document.js')
    : undefined;
  return inputs.map((input, i) => {
    let markdown = input.markdown ?? '';
    if (input.json !== undefined) {
      step(i);
      try {
        markdown = toMarkdown!.documentToMarkdown(input.json as never, input.jsonPath ?? 'document');
      } catch (error) {
        if (error instanceof toMarkdown!.DocumentError) throw new LimitError(error.message, true);
        throw error;
      }
    }
    step(i);
    checkShape(markdown);
    let body = markdown;
    let data: Record<string, unknown> = {};
    let raw = '';
    if (input.headed) {
      try {
        ({ body, data, raw } = splitRaw(markdown));
      } catch (error) {
        const { line, message } = frontMatterProblem(error);
        return { body: markdown, data: {}, frontMatterError: `${message} (line ${line})`, links: [] };
      }
    }
    const tree = parseMarkdown(body);
    const links = markdownLinks(body, tree).flatMap((l) => (l.range ? [{ target: l.target, range: l.range }] : []));
    let heading: string | undefined;
    if (input.headed || input.firstHeading) {
      const plain = body.startsWith('---') ? undefined : plainTitle(body);
      const first = tree.children.find((n) => n.type !== 'yaml');
      heading = plain ?? (first?.type === 'heading' && first.depth === 1 ? headingText(first) || undefined : undefined);
    }
    return {
      body,
      data,
      ...(input.headed ? { raw, heading } : {}),
      ...(input.firstHeading ? { firstHeading: heading ?? pageTitle(body, { anyHeading: true }) } : {}),
      links,
    };
  });
}

export interface RevertInput {
  current: string;
  target: string;
  keys: string[];
  pageId: string;
}

async function revertBlocksTask(
  input: RevertInput,
  step: Step,
): Promise<{ markdown: string } | { index: number; rule: string }> {
  const { revertBlocks } = await import('../content/block-revert.js');
  step(0);
  checkShape(input.current);
  checkShape(input.target);
  class KeyFailure extends Error {
    constructor(
      readonly index: number,
      readonly rule: string,
    ) {
      super(rule);
    }
  }
  try {
    return {
      markdown: revertBlocks(input.current, input.target, input.keys, input.pageId, (index, rule) => {
        throw new KeyFailure(index, rule);
      }),
    };
  } catch (error) {
    if (error instanceof KeyFailure) return { index: error.index, rule: error.rule };
    throw error;
  }
}

async function toDocuments(markdowns: string[], step: Step): Promise<unknown[]> {
  const { markdownToDocument } = await import('../../common/markdown/document.js');
  return markdowns.map((m, i) => {
    step(i);
    checkShape(m);
    return markdownToDocument(m);
  });
}

async function sectionsOf(markdown: string, step: Step): Promise<Section[]> {
  const { sections } = await import('../../common/markdown/text.js');
  step(0);
  checkShape(markdown);
  return sections(markdown);
}

async function linksOf(markdowns: string[], step: Step): Promise<MarkdownLink[][]> {
  const { markdownLinks } = await import('../../common/markdown/links.js');
  return markdowns.map((m, i) => {
    step(i);
    checkShape(m);
    return markdownLinks(m);
  });
}

async function htmlToMarkdown(html: string, step: Step): Promise<string> {
  const convert = (await import('../content/html-import.js')).htmlToMarkdown;
  step(0);
  return convert(html);
}

export interface PdfInput {
  title: string;
  pages: Array<{ title: string; path: string; markdown: string }>;
}

async function pdf(input: PdfInput, step: Step): Promise<Uint8Array> {
  const { renderPdf } = await import('../content/pdf.js');
  input.pages.forEach((p, i) => {
    step(i);
    checkShape(p.markdown);
  });
  step(input.pages.length, 'bulk');
  return renderPdf(input.title, input.pages);
}

export interface SiteFilesInput {
  /**
   * The site model, or (with `version`) none when the worker kept it from an earlier task: then a
   * worker that did not keep it answers `{ needsModel: true }` and the caller sends it.
   */
  model?: SiteModel;
  /** The version of the content the model shows (published/answers.ts): the worker keeps its site by it. */
  version?: string;
  query: string;
  paths: string[];
  /** Stop at the first path the site holds (a visitor's URL tried as a file, a page, a folder). */
  first?: boolean;
}

/** Every page of a site model, depth first. */
function sitePages(model: SiteModel): SourcePage[] {
  const out: SourcePage[] = [];
  const walk = (pages: SourcePage[]) => {
    for (const p of pages) {
      out.push(p);
      walk(p.pages ?? []);
    }
  };
  for (const section of model.sections) for (const variant of section.variants) walk(variant.pages);
  return out;
}

/** A page over the size or nesting limit is shown as a notice that says so; the rest of the site renders. */
function withinShape(page: SourcePage): void {
  const problem = pageShapeProblem(page.markdown ?? '');
  if (problem) page.markdown = refusedPageNotice(problem);
}

/** What a path of a published site is: a rendered file, a page that cannot be shown, or nothing here. */
export type SiteFile = { path: string; body: string; contentType: string } | { path: string; failed: string } | null;

/** A site ready to render: its pages within their shape, what it holds and what is stored. */
interface ReadySite {
  site: import('../../site/site.js').StaticSite;
  held: Set<string>;
  stored: Map<string, unknown>;
}

/**
 * Sites kept by version and share key (two: the one rendered ahead and one a reader asks), so
 * that each task of a site pays for its shape checks, its indexes and its page trees once per
 * version, not once per task; and bodies of pages kept by what they show (site.ts BodyCache), so
 * that a second site showing the same content, or a new version where a space did not change,
 * renders none of them again. Both live as long as the worker (it stops when idle), bounded so
 * that a worker's heap (WORKER_MEMORY_MB) keeps room for the page it renders.
 */
const SITES = 2;
const sites = new Map<string, ReadySite>();
const BODY_BYTES = 32 * 1024 * 1024;
const bodies = new Map<string, { html: string; text: string }>();
let bodyBytes = 0;
const bodyCache: import('../../site/site.js').BodyCache = {
  get(key) {
    const body = bodies.get(key);
    if (body) {
      bodies.delete(key);
      bodies.set(key, body);
    }
    return body;
  },
  set(key, body) {
    const size = (body.html.length + body.text.length + key.length) * 2;
    if (size > BODY_BYTES / 4) return;
    const old = bodies.get(key);
    if (old) bodyBytes -= (old.html.length + old.text.length + key.length) * 2;
    bodies.delete(key);
    bodies.set(key, body);
    bodyBytes += size;
    for (const [k, b] of bodies) {
      if (bodyBytes <= BODY_BYTES) break;
      bodies.delete(k);
      bodyBytes -= (b.html.length + b.text.length + k.length) * 2;
    }
  },
};

/**
 * Pages (and the search index) of a published site, rendered. Uploaded files are nothing here:
 * their bytes are the store's, served by the request thread (published/answers.ts).
 */
async function keptSiteFiles(input: SiteFilesInput, step: Step): Promise<SiteFile[] | { needsModel: true }> {
  const key = input.version === undefined ? undefined : `${input.version}\n${input.query}`;
  let ready = key === undefined ? undefined : sites.get(key);
  if (ready) {
    sites.delete(key!);
    sites.set(key!, ready);
  } else {
    if (!input.model) return { needsModel: true };
    const [{ StaticSite }, { siteFilePaths }] = await Promise.all([
      import('../../site/site.js'),
      import('../../site/links.js'),
    ]);
    step(0, 'bulk');
    sitePages(input.model).forEach(withinShape);
    const refuse = () => Promise.reject(new Error('the model is given'));
    const source = { site: refuse, pages: refuse, files: refuse, fileBytes: refuse };
    const site = new StaticSite(input.model, source, input.query, key === undefined ? undefined : bodyCache);
    ready = { site, held: new Set(site.paths()), stored: siteFilePaths(input.model) };
    if (key !== undefined) {
      sites.set(key, ready);
      for (const k of sites.keys()) if (sites.size > SITES) sites.delete(k);
    }
  }
  const { site, held, stored } = ready;
  const out: SiteFile[] = [];
  for (const [i, path] of input.paths.entries()) {
    // The search index and llms-full.txt read every page.
    step(i, path.endsWith('search-index.js') || path.startsWith('llms-full') ? 'bulk' : 'page');
    if (stored.has(path) || !held.has(path)) out.push(null);
    else {
      try {
        const file = await withStepLimit(parseStepLimit, () => site.file(path));
        out.push(
          file && typeof file.body === 'string' ? { path, body: file.body, contentType: file.contentType } : null,
        );
      } catch (error) {
        // One page over the parser's limit, or deep recursion in a library: that path fails, the
        // next ones are still served.
        if (error instanceof MarkdownLimitError) out.push({ path, failed: `it ${error.message}` });
        else if (error instanceof RangeError) out.push({ path, failed: 'it nests too deeply to be read' });
        else throw error;
      }
    }
    if (input.first && out[out.length - 1]) break;
  }
  return out;
}

/** `site-files-kept` with the model given: always answered (and the site kept when a version is given). */
async function siteFiles(input: SiteFilesInput, step: Step): Promise<SiteFile[]> {
  if (!input.model) throw new Error('site-files needs the model');
  if (input.version !== undefined) sites.delete(`${input.version}\n${input.query}`);
  return (await keptSiteFiles(input, step)) as SiteFile[];
}

/**
 * A folder or zip imported as Git Sync content, read by the one Git Sync reader (SUMMARY.md,
 * titles, front matter) here rather than on the request thread. Its refusals (a bad
 * `.gitbook.yaml`, a name the service refuses) come back as named limits, their messages kept.
 */
async function readFolder(files: Map<string, Uint8Array>, step: Step): Promise<ImportedTree> {
  const [{ readFolderImport }, { ServiceError }] = await Promise.all([
    import('../content/import-folder.js'),
    import('../errors.js'),
  ]);
  step(0, 'bulk');
  try {
    return readFolderImport(files);
  } catch (error) {
    if (error instanceof ServiceError) throw new LimitError(error.message, true);
    throw error;
  }
}

/**
 * What `check` reads of each page (gitsync/page-facts.ts), for the CLI's workers: each text's own
 * step, its own limit on the parser's steps (a page past it is an answer, `refused`, not a failure).
 */
async function pageFactsOf(bodies: string[], step: Step): Promise<CountedAnswers<unknown>> {
  const [{ pageFacts }, { counted }] = await Promise.all([
    import('../../gitsync/page-facts.js'),
    import('../../common/counters.js'),
  ]);
  const before = counted('markdownParses');
  const value = bodies.map((body, i) => {
    step(i);
    return pageFacts(body);
  });
  return { value, parses: counted('markdownParses') - before };
}

/** Answers with the parses they took, so the CLI counts a worker's parses as its own. */
export interface CountedAnswers<T> {
  value: T[];
  parses: number;
}

/** The ids the site gives the elements of each text (gitsync/page-facts.ts), for the CLI's workers. */
async function renderedIdsOf(texts: string[], step: Step): Promise<CountedAnswers<string[]>> {
  const [{ renderedIds }, { counted }] = await Promise.all([
    import('../../gitsync/page-facts.js'),
    import('../../common/counters.js'),
  ]);
  const before = counted('markdownParses');
  const value = texts.map((text, i) => {
    step(i);
    return renderedIds(text);
  });
  return { value, parses: counted('markdownParses') - before };
}

/** Loads what writes need (a new worker does it before its first task). */
async function warm(): Promise<null> {
  await Promise.all([
    import('../../common/markdown/links.js'),
    import('../../common/gitsync/front-matter.js'),
    import('../../common/markdown/text.js'),
  ]);
  return null;
}

export const TASKS = {
  warm,
  'prepare-pages': preparePages,
  'read-folder': readFolder,
  'revert-blocks': revertBlocksTask,
  'to-documents': toDocuments,
  sections: sectionsOf,
  links: linksOf,
  'html-to-markdown': htmlToMarkdown,
  pdf,
  'site-files': siteFiles,
  'site-files-kept': keptSiteFiles,
  'page-facts': pageFactsOf,
  'rendered-ids': renderedIdsOf,
} as const;

export type TaskName = keyof typeof TASKS;
export type TaskInput<N extends TaskName> = Parameters<(typeof TASKS)[N]>[0];
export type TaskOutput<N extends TaskName> = Awaited<ReturnType<(typeof TASKS)[N]>>;
