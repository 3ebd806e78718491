/**
 * What a visitor of a published site or space gets at a path, rendered once per version of the
 * content and kept: the version is a fingerprint of everything a page shows (the site's row and
 * structure, each space's current revision), so a page view costs a few small reads and no
 * parse, whatever the page holds. Pages are rendered in the content pool within their limits; a
 * page over them is answered (and kept) as a notice, not a failure of the service. Work the
 * watchdog ended is a 503 and is not kept: the next view renders the page again.
 */
import { createHash } from 'node:crypto';
import type { SiteModel, SourceFile } from '../../site/model.js';
import type { Services } from '../context.js';
import { isTemporary, retryAnswer } from '../content/markdown-work.js';
import { forgetKept, keepAgain, keepOnDisk, keptOnDisk } from './kept.js';
import { renderSiteFiles } from './render.js';
import { readBlob } from '../store/content/revisions.js';
import type { SpaceRow } from '../store/rows.js';
import type { SiteRow } from '../store/sites/rows.js';
import { loadTree } from '../store/sites/tree.js';
import { WorkError } from '../work/pool.js';
import { Lru, MiB } from '../lru.js';
import type { Redirect } from './redirects.js';
import type { ChangeRequestRow } from '../store/content/change-requests.js';
import { changeRequestSource, siteSource, spaceSource } from './store-source.js';

/** A published site, a public or unlisted space, or a change request's preview of its space. */
export type Published =
  | { kind: 'site'; site: SiteRow }
  | { kind: 'space'; space: SpaceRow }
  | { kind: 'change-request'; space: SpaceRow; cr: ChangeRequestRow };

/** The store's view of what `target` shows. */
export function sourceOf(svc: Services, target: Published) {
  switch (target.kind) {
    case 'site':
      return siteSource(svc, target.site);
    case 'space':
      return spaceSource(svc, target.space);
    case 'change-request':
      return changeRequestSource(svc, target.space, target.cr);
  }
}

export type Answer =
  | { kind: 'file'; body: Buffer; contentType: string; path: string }
  | { kind: 'redirect' }
  | { kind: 'missing'; path: string }
  | { kind: 'failed'; message: string };

/** Answers by version and URL. */
const answers = new Lru<Answer>(64 * MiB);
/** Site models by version (reading one parses every revision's JSON). */
const models = new Lru<SiteModel>(64 * MiB);
/** Renders in progress, so that visitors asking the same page at once wait for one render. */
const rendering = new Map<string, Promise<Answer>>();

/** Everything a page of the site shows: its row, structure and each space's revision. */
export function versionOf(svc: Services, target: Published): string {
  const text =
    target.kind === 'space'
      ? JSON.stringify(['space', target.space])
      : target.kind === 'change-request'
        ? JSON.stringify(['change-request', target.space, target.cr])
        : JSON.stringify(['site', loadTree(svc.db, target.site)]);
  return createHash('sha256').update(text).digest('base64url');
}

function modelSize(model: SiteModel): number {
  let size = 0;
  for (const s of model.sections)
    for (const v of s.variants) {
      const walk = (pages: typeof v.pages) => {
        for (const p of pages) {
          size += (p.markdown?.length ?? 0) * 2 + 512;
          walk(p.pages ?? []);
        }
      };
      walk(v.pages);
      size += v.files.length * 256;
    }
  return size;
}

/** Models being read, so that a view and the render ahead asking at once read it once. */
const loadingModels = new Map<string, Promise<SiteModel>>();

export function modelOf(svc: Services, target: Published, version: string): Promise<SiteModel> {
  const known = models.get(version);
  if (known) return Promise.resolve(known);
  let loading = loadingModels.get(version);
  if (!loading) {
    loading = (async () => {
      const { loadSiteModel } = await import('../../site/model.js');
      const model = await loadSiteModel(sourceOf(svc, target));
      models.set(version, model, modelSize(model));
      return model;
    })().finally(() => loadingModels.delete(version));
    loadingModels.set(version, loading);
  }
  return loading;
}

/** The site model `target` shows now, kept by version (the site's MCP server reads its pages from it). */
export function publishedModel(svc: Services, target: Published): Promise<SiteModel> {
  return modelOf(svc, target, versionOf(svc, target));
}

/**
 * The redirect that answers `path` when it holds no content (see redirects.ts); `prefix` is
 * where the site is served.
 */
export async function publishedRedirectAt(
  svc: Services,
  target: Published,
  path: string,
  prefix: string,
  query: string,
): Promise<Redirect | undefined> {
  const model = await modelOf(svc, target, versionOf(svc, target));
  const source = sourceOf(svc, target);
  const { publishedRedirect } = await import('./redirects.js');
  return publishedRedirect(svc, model, source, path, prefix, query, target.kind === 'site' ? target.site : undefined);
}

/**
 * The answer at `path` (relative to the site's root; `folder`: the URL ends with a slash).
 * `query` is what internal links carry (a share key). Pages are answered from the cache when
 * this version of the content was rendered before.
 */
export async function publishedAnswer(
  svc: Services,
  target: Published,
  path: string,
  folder: boolean,
  query: string,
): Promise<Answer> {
  const version = versionOf(svc, target);
  const key = answerKey(version, path, folder, query);
  const known = answers.get(key);
  if (known) return known;
  let pending = rendering.get(key);
  if (!pending) {
    pending = fromDiskOrRender().finally(() => rendering.delete(key));
    rendering.set(key, pending);
  }
  return pending;

  async function fromDiskOrRender(): Promise<Answer> {
    const disk = diskTarget(target, query);
    const kept = disk ? await keptOnDisk(svc, version, key) : undefined;
    if (kept) return keep(key, kept, answerSize(kept));
    renders.onDemand++;
    const answer = await render();
    if (disk && answer.kind !== 'missing' && answers.get(key) === answer && versionOf(svc, target) === version)
      keepOnDisk(svc, disk, version, key, answer);
    return answer;
  }

  async function render(): Promise<Answer> {
    const index = path ? `${path}/index.html` : 'index.html';
    // Pages link relative to their folder: a folder is only served with its trailing slash.
    const tries = folder ? [index] : [...(path ? [path] : []), `${path}.html`, index];
    const model = await modelOf(svc, target, version);
    // Uploaded files are the space's bytes, found without the content workers (nothing to render).
    if (!folder && path.startsWith('_files/')) {
      const held = (await storedFilesOf(model)).get(path);
      if (held) return storedAnswer(svc, held.file, path);
    }
    let found;
    try {
      found = (await renderSiteFiles('published', version, model, { query, paths: tries, first: true })).find(Boolean);
    } catch (error) {
      if (!(error instanceof WorkError)) throw error;
      const f = error.failure;
      // Not a property of the page (a busy machine, a queue of renders): a 503 the reader may retry.
      if (isTemporary(f)) throw retryAnswer(f, 'rendering this page');
      if (f.kind === 'error') throw error;
      const why = f.kind === 'memory' ? `it needs more than ${f.mb} MB to render` : f.message;
      return keep(key, { kind: 'failed', message: `This page cannot be shown: ${why}.` }, 512);
    }
    if (!found) return { kind: 'missing', path: path || '/' };
    if (!folder && found.path === index && tries.length > 1) return keep(key, { kind: 'redirect' }, 64);
    if ('failed' in found)
      return keep(key, { kind: 'failed', message: `This page cannot be shown: ${found.failed}.` }, 512);
    const body = Buffer.from(found.body);
    return keep(key, { kind: 'file', body, contentType: found.contentType, path: found.path }, body.length + 256);
  }
}

type StoredFile = SourceFile & { blob?: string };

/** Stored files are the space's bytes: read from the store on each view (no parse). */
function storedAnswer(svc: Services, file: StoredFile, path: string): Answer {
  const bytes = file.blob ? readBlob(svc.db, file.blob) : undefined;
  if (!bytes) return { kind: 'missing', path };
  return { kind: 'file', body: bytes, contentType: file.contentType, path };
}

/** Each model's uploaded files by the path the site serves them at. */
const storedFiles = new WeakMap<SiteModel, Map<string, { file: StoredFile }>>();
async function storedFilesOf(model: SiteModel): Promise<Map<string, { file: StoredFile }>> {
  let held = storedFiles.get(model);
  if (!held) {
    const { siteFilePaths } = await import('../../site/links.js');
    held = siteFilePaths(model);
    storedFiles.set(model, held);
  }
  return held;
}

/** The key of the answer at `path` of a version of the content. */
export const answerKey = (version: string, path: string, folder: boolean, query: string): string =>
  `${version}\n${folder ? 'd' : 'f'}\n${path}\n${query}`;

/** Answers worked out on a view (not found kept): a page rendered ahead (ahead.ts) costs none. */
const renders = { onDemand: 0 };
export const onDemandAnswers = (): number => renders.onDemand;

/** Whether an answer is kept now (render ahead skips what a view rendered already). */
export const isKept = (key: string): boolean => answers.get(key) !== undefined;

/** Keeps an answer rendered ahead of its view (ahead.ts), on disk too when `disk` names its target. */
export function keepAhead(
  svc: Services,
  disk: string | undefined,
  version: string,
  key: string,
  answer: Answer & { kind: 'file' | 'redirect' | 'failed' },
): void {
  answers.set(key, answer, answerSize(answer));
  if (disk) keepOnDisk(svc, disk, version, key, answer);
}

/** Bytes an answer takes in the cache (about). */
const answerSize = (answer: Answer): number =>
  answer.kind === 'file' ? answer.body.length + 256 : answer.kind === 'failed' ? 512 : 64;

/**
 * Before `target` stops being shown (a site unpublished or deleted, a space deleted): a call that
 * takes its version as it stands, and once the change is made removes its answers kept on disk.
 */
export function forgetOnceHidden(svc: Services, target: Published & { kind: 'site' | 'space' }): () => Promise<void> {
  const version = versionOf(svc, target);
  return () => {
    // Shown again as it was (published again), its pages are rendered, and kept, anew.
    answers.deletePrefixed(`${version}\n`);
    return forgetKept(svc, diskTarget(target, '')!, version);
  };
}

/** `target` is shown again (published again, restored): what it renders is kept on disk again. */
export function shownAgain(target: Published & { kind: 'site' | 'space' }): void {
  keepAgain(diskTarget(target, '')!);
}

/** A target's id, for the answers kept on disk (kept.ts): none for a preview or a share link's pages. */
export function diskTarget(target: Published, query: string): string | undefined {
  if (query || target.kind === 'change-request') return undefined;
  return target.kind === 'site' ? `site:${target.site.id}` : `space:${target.space.id}`;
}

/** Whether the answer at `key` is kept in memory or on disk (render ahead skips what is). */
export async function isKeptAnywhere(svc: Services, disk: string | undefined, version: string, key: string) {
  if (answers.get(key) !== undefined) return true;
  if (!disk) return false;
  const kept = await keptOnDisk(svc, version, key);
  if (kept) answers.set(key, kept, answerSize(kept));
  return kept !== undefined;
}

function keep(key: string, answer: Answer, size: number): Answer {
  answers.set(key, answer, size);
  return answer;
}
