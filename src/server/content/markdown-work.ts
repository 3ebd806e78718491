/**
 * The service's work on user content (reading pages written to it, rendering what readers ask
 * for), run in the content pool with a budget of size, nesting and time per page. What runs over
 * is answered with a 400 naming the field and the limit, never a 500 or a stalled service; a pool
 * with no worker free in time is a 503. Results that depend only on a text are kept (a page's
 * links are read once per content, not once per request).
 */
import type { MarkdownLink } from '../../common/markdown/links.js';
import type { Section } from '../../common/markdown/text.js';
import { badRequest, unavailable } from '../errors.js';
import { runTask } from '../work/index.js';
import type { ImportedTree } from './import-tree.js';
import { formatBytes } from '../../common/markdown/shape.js';
import { formatMs } from '../work/limits.js';
import { WorkError } from '../work/pool.js';
import type { PageInput, PdfInput, PreparedPage, RevertInput, SiteFile, SiteFilesInput } from '../work/tasks.js';
import { createHash } from 'node:crypto';

export type { LinkAt, PageInput, PreparedPage, SiteFile } from '../work/tasks.js';

/**
 * The 400 (or 503) for a task that failed; `field(step)` names where in the request the text of
 * step `step` came from, `size(step)` its bytes, `verb` what was done to it ("read", "render").
 */
function answer(
  error: unknown,
  field: (step?: number) => string,
  size: (step?: number) => number,
  verb: string,
  written: boolean,
): Error {
  if (!(error instanceof WorkError)) return error as Error;
  const f = error.failure;
  const after = written ? '; nothing was applied' : '';
  switch (f.kind) {
    case 'busy':
      return unavailable('the service is busy with other content work; try again shortly', 2);
    case 'limit':
      // A message that names its own place (a JSON document's path) is the document's own rule.
      return badRequest(f.named ? f.message : `${field(f.step)}: ${f.message}${after}`);
    case 'time':
      return badRequest(
        `${field(f.step)}: takes longer than ${formatMs(f.ms)} to ${verb}, the service's limit for a text of ${formatBytes(size(f.step))}${after}`,
      );
    case 'memory':
      return badRequest(`${field(f.step)}: needs more than ${f.mb} MB to ${verb}, the service's limit${after}`);
    default:
      // A library that fails on this text (its message is an internal one: not sent).
      return badRequest(
        `${field(f.step)}: could not be ${verb === 'read' ? 'read' : `${verb}ed`} by the service${after}`,
      );
  }
}

const bytes = (text: string | undefined) => Buffer.byteLength(text ?? '');

/** Pages written to the service (a batch, an import): read once each, within their budget. */
export async function preparePages(
  caller: string,
  pages: Array<{ input: PageInput; field: string }>,
): Promise<PreparedPage[]> {
  if (pages.length === 0) return [];
  try {
    return await runTask(
      'prepare-pages',
      pages.map((p) => p.input),
      caller,
    );
  } catch (error) {
    throw answer(
      error,
      (step) => pages[step ?? 0]?.field ?? 'document',
      (step) => bytes(pages[step ?? 0]?.input.markdown) || bytes(JSON.stringify(pages[step ?? 0]?.input.json ?? '')),
      'read',
      true,
    );
  }
}

/** A folder or zip import read as Git Sync content, in the content pool. */
export async function readFolderInPool(caller: string, files: Map<string, Uint8Array>): Promise<ImportedTree> {
  try {
    return await runTask('read-folder', files, caller);
  } catch (error) {
    let size = 0;
    for (const b of files.values()) size += b.length;
    throw answer(
      error,
      () => 'url',
      () => size,
      'read',
      true,
    );
  }
}

export type RevertResult = { markdown: string } | { index: number; rule: string };

export async function revertBlocks(caller: string, input: RevertInput, field: string): Promise<RevertResult> {
  try {
    return await runTask('revert-blocks', input, caller);
  } catch (error) {
    throw answer(
      error,
      () => field,
      () => Math.max(bytes(input.current), bytes(input.target)),
      'read',
      true,
    );
  }
}

/** Markdown as the reference's JSON document (`format=document`), for each text given. */
export async function toDocuments(caller: string, markdowns: string[], what: string): Promise<unknown[]> {
  if (markdowns.length === 0) return [];
  try {
    return await runTask('to-documents', markdowns, caller);
  } catch (error) {
    throw answer(
      error,
      () => `${what} (format=document; read it as markdown instead)`,
      (step) => bytes(markdowns[step ?? 0]),
      'convert',
      false,
    );
  }
}

/**
 * The converter for `format`, for the texts an answer will show: converted in the pool now, looked
 * up while serializing. None for markdown.
 */
export async function documentsFor(
  format: 'markdown' | 'document',
  markdowns: string[],
  caller: string,
  what: string,
): Promise<((markdown: string) => unknown) | undefined> {
  if (format !== 'document') return undefined;
  const unique = [...new Set(markdowns)];
  const documents = await toDocuments(caller, unique, what);
  const byText = new Map(unique.map((m, i) => [m, documents[i]]));
  return (markdown) => byText.get(markdown);
}

/** A page's sections, for search. */
export function sectionsOf(caller: string): (markdown: string) => Promise<Section[]> {
  return async (markdown) => {
    try {
      return await runTask('sections', markdown, caller);
    } catch (error) {
      // A page too large or slow to split is found by its title only.
      if (error instanceof WorkError && error.failure.kind !== 'busy') return [];
      throw answer(
        error,
        () => 'query',
        () => bytes(markdown),
        'read',
        false,
      );
    }
  };
}

/** Links of texts already read, by content: a page is read for its links once, not per request. */
const knownLinks = new Map<string, MarkdownLink[]>();
const KNOWN_LINKS = 2000;
const contentKey = (text: string) => createHash('sha1').update(text).digest('base64');

/** The links of each text; a text too large or slow to read has none. */
export async function linksOf(caller: string, markdowns: string[]): Promise<MarkdownLink[][]> {
  const keys = markdowns.map(contentKey);
  const read = new Map<string, MarkdownLink[]>();
  for (const k of keys) {
    const known = knownLinks.get(k);
    if (known) read.set(k, known);
  }
  const missing = [...new Set(keys.filter((k) => !read.has(k)))];
  const textOf = new Map(keys.map((k, i) => [k, markdowns[i]!]));
  const remember = (key: string, links: MarkdownLink[]) => {
    read.set(key, links);
    // A page with very many links is read again when asked (the cache stays small).
    if (links.length > 1000) return;
    if (knownLinks.size >= KNOWN_LINKS) knownLinks.delete(knownLinks.keys().next().value!);
    knownLinks.set(key, links);
  };
  // One page that cannot be read must not hide the others: it has no links, the rest are read.
  let pending = missing;
  while (pending.length) {
    const chunk = pending.slice(0, 100);
    try {
      const found = await runTask(
        'links',
        chunk.map((k) => textOf.get(k)!),
        caller,
      );
      chunk.forEach((k, i) => remember(k, found[i]!));
      pending = pending.slice(chunk.length);
    } catch (error) {
      if (!(error instanceof WorkError) || error.failure.kind === 'busy')
        throw answer(
          error,
          () => 'links',
          () => 0,
          'read',
          false,
        );
      const failed = chunk['step' in error.failure ? (error.failure.step ?? 0) : 0]!;
      remember(failed, []);
      pending = pending.filter((k) => k !== failed);
    }
  }
  return keys.map((k) => read.get(k) ?? []);
}

export async function htmlToMarkdown(caller: string, html: string): Promise<string> {
  try {
    return await runTask('html-to-markdown', html, caller);
  } catch (error) {
    throw answer(
      error,
      () => 'url',
      () => bytes(html),
      'convert',
      true,
    );
  }
}

export async function renderPdf(caller: string, input: PdfInput): Promise<Buffer> {
  try {
    const pdf = await runTask('pdf', input, caller);
    return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  } catch (error) {
    throw answer(
      error,
      (step) => (step !== undefined && input.pages[step] ? `page ${input.pages[step]!.path}` : 'pdf'),
      (step) =>
        step !== undefined && input.pages[step]
          ? bytes(input.pages[step]!.markdown)
          : input.pages.reduce((n, p) => n + bytes(p.markdown), 0),
      'render',
      false,
    );
  }
}

/** Files of a published site: pages rendered in the pool, stored files pointed to. */
export function siteFiles(caller: string, input: SiteFilesInput): Promise<SiteFile[]> {
  return runTask('site-files', input, caller);
}
