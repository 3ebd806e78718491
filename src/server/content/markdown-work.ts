/**
 * The service's work on user content (reading pages written to it, rendering what readers ask
 * for), run in the content pool with a budget of size, nesting and parser steps per page. What runs
 * over is answered with a 400 naming the field and the limit, never a 500 or a stalled service; a
 * pool with no worker free in time, work its watchdog ended (a busy machine, or a runaway the
 * counts missed) or whose worker stopped under it, is a 503 with `Retry-After`: the same page may
 * pass when tried again. Results
 * that depend only on a text are kept (a page's links are read once per content, not once per
 * request).
 */
import type { MarkdownLink } from '../../common/markdown/links.js';
import type { Section } from '../../common/markdown/text.js';
import { badRequest, unavailable } from '../errors.js';
import { runTask } from '../work/index.js';
import type { ImportedTree } from './import-tree.js';
import { formatMs, WATCHDOG_RETRY_AFTER_S } from '../work/limits.js';
import { WorkError, type WorkFailure } from '../work/pool.js';
import type { PageInput, PdfInput, PreparedPage, RevertInput, SiteFile, SiteFilesInput } from '../work/tasks.js';
import { createHash } from 'node:crypto';

export type { LinkAt, PageInput, PreparedPage, SiteFile } from '../work/tasks.js';

/**
 * The 400 (or 503) for a task that failed; `field(step)` names where in the request the text of
 * step `step` came from, `verb` what was done to it ("read", "render").
 */
function answer(error: unknown, field: (step?: number) => string, verb: string, written: boolean): Error {
  if (!(error instanceof WorkError)) return error as Error;
  const f = error.failure;
  const after = written ? '; nothing was applied' : '';
  const doing = `${verb === 'read' ? 'reading' : `${verb}ing`} ${field('step' in f ? f.step : undefined)}`;
  if (isTemporary(f)) return retryAnswer(f, doing, written);
  switch (f.kind) {
    case 'limit':
      // A message that names its own place (a JSON document's path) is the document's own rule.
      return badRequest(f.named ? f.message : `${field(f.step)}: ${f.message}${after}`);
    case 'memory':
      return badRequest(`${field(f.step)}: needs more than ${f.mb} MB to ${verb}, the service's limit${after}`);
    default:
      // A library that fails on this text (its message is an internal one: not sent).
      return badRequest(
        `${field(f.step)}: could not be ${verb === 'read' ? 'read' : `${verb}ed`} by the service${after}`,
      );
  }
}

/**
 * Work that may pass when tried again, not a verdict on the content: no worker was free in time,
 * the watchdog ended it (the content's limits are counted, not timed: a busy machine or a runaway),
 * or its worker stopped under it.
 */
type Temporary = Extract<WorkFailure, { kind: 'busy' | 'time' | 'stopped' }>;
export const isTemporary = (f: WorkFailure): f is Temporary =>
  f.kind === 'busy' || f.kind === 'time' || f.kind === 'stopped';
const temporary = (error: WorkError) => isTemporary(error.failure);

/** The 503 with Retry-After of temporary work, `doing` what (`reading <field>`). */
export function retryAnswer(f: Temporary, doing: string, written = false): Error {
  const after = written ? '; nothing was applied' : '';
  if (f.kind === 'time') return watchdogAnswer(f.ms, doing, written);
  if (f.kind === 'stopped')
    return unavailable(`the service's content worker stopped while ${doing}${after}; try again shortly`, 2);
  return unavailable(`the service is busy with other content work${after}; try again shortly`, 2);
}

/**
 * The 503 of work the watchdog ended: not a judgement of the content (its limits are counted, not
 * timed), so the caller is told to try again.
 */
export function watchdogAnswer(ms: number, doing: string, written = false): Error {
  return unavailable(
    `the service was busy and did not finish ${doing} within ${formatMs(ms)}${written ? '; nothing was applied' : ''}; try again shortly`,
    WATCHDOG_RETRY_AFTER_S,
  );
}

/** Pages written to the service (a batch, an import): read once each, within their limits. */
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
    throw answer(error, (step) => pages[step ?? 0]?.field ?? 'document', 'read', true);
  }
}

/** A folder or zip import read as Git Sync content, in the content pool. */
export async function readFolderInPool(caller: string, files: Map<string, Uint8Array>): Promise<ImportedTree> {
  try {
    return await runTask('read-folder', files, caller);
  } catch (error) {
    throw answer(error, () => 'url', 'read', true);
  }
}

export type RevertResult = { markdown: string } | { index: number; rule: string };

export async function revertBlocks(caller: string, input: RevertInput, field: string): Promise<RevertResult> {
  try {
    return await runTask('revert-blocks', input, caller);
  } catch (error) {
    throw answer(error, () => field, 'read', true);
  }
}

/** Markdown as the reference's JSON document (`format=document`), for each text given. */
export async function toDocuments(caller: string, markdowns: string[], what: string): Promise<unknown[]> {
  if (markdowns.length === 0) return [];
  try {
    return await runTask('to-documents', markdowns, caller);
  } catch (error) {
    throw answer(error, () => `${what} (format=document; read it as markdown instead)`, 'convert', false);
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
      // A page over the limits is found by its title only.
      if (error instanceof WorkError && !temporary(error)) return [];
      throw answer(error, () => 'query', 'read', false);
    }
  };
}

/** Links of texts already read, by content: a page is read for its links once, not per request. */
const knownLinks = new Map<string, MarkdownLink[]>();
const KNOWN_LINKS = 2000;
const contentKey = (text: string) => createHash('sha1').update(text).digest('base64');

/** The links of each text; a text over the limits has none. */
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
      if (!(error instanceof WorkError) || temporary(error)) throw answer(error, () => 'links', 'read', false);
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
    throw answer(error, () => 'url', 'convert', true);
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
      'render',
      false,
    );
  }
}

/** Files of a published site: pages rendered in the pool, stored files pointed to. */
export function siteFiles(caller: string, input: SiteFilesInput): Promise<SiteFile[]> {
  return runTask('site-files', input, caller);
}
