/**
 * Readers never wait for a render: when a site is published, or a change is merged into a space
 * a published site (or the public space itself) shows, its pages are rendered ahead of any view,
 * in the background, and kept as the answers a view gets (answers.ts). A view of a page not
 * rendered yet renders it on demand, as before; the content pool gives the reader's task and the
 * render ahead turns (different callers), so the view answers while the rest goes on.
 *
 * Bounded: one pool task of render ahead at a time in the process, runs taking turns by chunk,
 * the newest first (a newer one for the same content replaces one), one page per pool task, and at most `AHEAD_BYTES` of pages a run (the
 * answers' cache is bounded by bytes too: what it lets go is rendered again on its view).
 * Only content shown without a share key is rendered ahead (a share link's pages carry its key).
 */
import type { SiteModel } from '../../site/model.js';
import type { SiteFile } from '../../site/site.js';
import type { Services } from '../context.js';
import { MiB } from '../lru.js';
import type { SpaceRow } from '../store/rows.js';
import { getSiteRow } from '../store/sites/structure.js';
import { renderSiteFiles } from './render.js';
import {
  answerKey,
  diskTarget,
  isKept,
  keepAhead,
  modelOf,
  sourceOf,
  versionOf,
  type Answer,
  type Published,
} from './answers.js';

/**
 * Pages a pool task renders ahead: one, so that a reader's task waits for one page at most (a
 * task after a version's first sends the paths alone: work/tasks.ts keeps the site).
 */
const CHUNK = 1;
/** Bytes of pages one run renders ahead, at most (half the answers' cache). */
const AHEAD_BYTES = 32 * MiB;

export interface AheadStatus {
  /** Runs started and finished since the process started. */
  started: number;
  finished: number;
  /** Pages rendered ahead (kept as answers) since the process started. */
  pages: number;
  /** Whether a run is going on or waiting. */
  busy: boolean;
}

const status = { started: 0, finished: 0, pages: 0 };

/**
 * A run: its next chunk, rendered on `step` (false when it has none left). Runs take turns by
 * chunk, the newest first: what was published last is what readers come to, and a site published
 * while another renders does not wait for the whole of it.
 */
interface Run {
  id: string;
  step(): Promise<boolean>;
}
/** Runs going on or waiting, oldest first (a newer one for the same content replaces one). */
let runs: Run[] = [];
let running: Promise<void> | undefined;
/** Resolved when no run goes on and none waits. */
let idleWaiters: Array<() => void> = [];

export const aheadStatus = (): AheadStatus => ({ ...status, busy: running !== undefined || runs.length > 0 });

/** Resolves when every render ahead asked for so far has ended (tests; a service that stops). */
export function aheadIdle(): Promise<void> {
  if (!running && runs.length === 0) return Promise.resolve();
  return new Promise((resolve) => idleWaiters.push(resolve));
}

const targetId = (target: Published) =>
  target.kind === 'site'
    ? `site:${target.site.id}`
    : target.kind === 'space'
      ? `space:${target.space.id}`
      : `cr:${target.cr.id}`;

/** Renders `target`'s pages ahead of its readers, in the background (never throws). */
export function renderAhead(svc: Services, target: Published): void {
  if (target.kind === 'site' && target.site.visibility === 'share-link') return;
  const id = targetId(target);
  const replaced = runs.filter((r) => r.id === id).length;
  runs = [...runs.filter((r) => r.id !== id), { id, step: stepper(svc, target) }];
  status.started++;
  status.finished += replaced;
  pump();
}

/** After a merge into `space`: every published site that shows it, and the space when it is public. */
export function renderAheadOfSpace(svc: Services, space: SpaceRow): void {
  if (space.visibility === 'public' || space.visibility === 'unlisted') renderAhead(svc, { kind: 'space', space });
  const shown = svc.db.all<{ site_id: string }>(
    'SELECT DISTINCT site_id FROM site_spaces WHERE space_id = ?',
    space.id,
  );
  for (const { site_id } of shown) {
    const site = getSiteRow(svc.db, site_id);
    if (site?.published) renderAhead(svc, { kind: 'site', site });
  }
}

function pump(): void {
  if (running) return;
  const run = runs[runs.length - 1];
  if (!run) {
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const w of waiters) w();
    return;
  }
  const end = () => {
    // Ended, unless a newer run for the same content replaced it meanwhile (counted then).
    if (runs.includes(run)) {
      runs = runs.filter((r) => r !== run);
      status.finished++;
    }
  };
  running = run
    .step()
    .then((more) => {
      if (!more) end();
    })
    .catch(end) // a page that fails now is rendered (or refused) on its view
    .finally(() => {
      running = undefined;
      pump();
    });
}

/** The chunks of one run: the model and the pages to render worked out on its first step. */
function stepper(svc: Services, target: Published): () => Promise<boolean> {
  let state:
    | {
        version: string;
        model: SiteModel;
        renderable: Set<string>;
        pages: string[];
        rendered: Map<string, SiteFile | { failed: string }>;
        next: number;
        bytes: number;
      }
    | undefined;
  return async () => {
    if (!state) {
      // Yield first: the request that published answers before any of this work.
      await new Promise<void>((resolve) => setImmediate(resolve));
      const version = versionOf(svc, target);
      const model = await modelOf(svc, target, version);
      const [{ StaticSite }, { siteFilePaths }] = await Promise.all([
        import('../../site/site.js'),
        import('../../site/links.js'),
      ]);
      const stored = siteFilePaths(model);
      // What the pool renders at a path (a stored file is the store's bytes, never rendered).
      const renderable = new Set(new StaticSite(model, sourceOf(svc, target)).paths().filter((p) => !stored.has(p)));
      const pages = [...renderable].filter((p) => p.endsWith('.html'));
      state = { version, model, renderable, pages, rendered: new Map(), next: 0, bytes: 0 };
    }
    const s = state;
    if (s.next >= s.pages.length || s.bytes >= AHEAD_BYTES) return false;
    // Content changed meanwhile: its next publish or merge renders it.
    if (versionOf(svc, target) !== s.version) return false;
    const chunk = s.pages.slice(s.next, s.next + CHUNK);
    s.next += chunk.length;
    const files = await renderSiteFiles('render-ahead', s.version, s.model, { query: '', paths: chunk });
    for (const file of files) {
      if (!file) continue;
      if ('body' in file) {
        s.rendered.set(file.path, { body: file.body, contentType: file.contentType });
        s.bytes += file.body.length;
      } else s.rendered.set(file.path, { failed: file.failed });
    }
    const keep = (key: string, answer: Kept) => keepAhead(svc, diskTarget(target, ''), s.version, key, answer);
    for (const path of chunk) status.pages += keepViews(s.version, path, s.renderable, s.rendered, keep);
    return s.next < s.pages.length && s.bytes < AHEAD_BYTES;
  };
}

type Kept = Answer & { kind: 'file' | 'redirect' | 'failed' };

/**
 * Keeps the answers of the views that `path` answers, worked out as a view works them out
 * (answers.ts: a folder's index; else the path, `.html`, the folder's index, the first the site
 * renders): only where every path tried before it is known. Returns 1 when `path` was kept.
 */
function keepViews(
  version: string,
  path: string,
  renderable: Set<string>,
  rendered: Map<string, SiteFile | { failed: string }>,
  keep: (key: string, answer: Kept) => void,
): number {
  const views: Array<[string, boolean]> = [[path, false]];
  if (path.endsWith('.html')) views.push([path.slice(0, -5), false]);
  if (path === 'index.html' || path.endsWith('/index.html')) {
    const dir = path.slice(0, -'index.html'.length).replace(/\/$/, '');
    views.push([dir, true], [dir, false]);
  }
  let kept = 0;
  for (const [view, folder] of views) {
    const index = view ? `${view}/index.html` : 'index.html';
    const tries = folder ? [index] : [...(view ? [view] : []), `${view}.html`, index];
    let found: string | undefined;
    let known = true;
    for (const t of tries) {
      if (!renderable.has(t)) continue;
      if (rendered.has(t)) found = t;
      else known = false;
      break;
    }
    if (!known || found !== path) continue;
    const key = answerKey(version, view, folder, '');
    if (isKept(key)) continue;
    const file = rendered.get(found)!;
    let answer: Kept;
    if (!folder && found === index && tries.length > 1) answer = { kind: 'redirect' };
    else if ('failed' in file) answer = { kind: 'failed', message: `This page cannot be shown: ${file.failed}.` };
    else answer = { kind: 'file', body: Buffer.from(file.body), contentType: file.contentType, path: found };
    keep(key, answer);
    kept = 1;
  }
  return kept;
}
