import { join } from 'node:path';
import type { SiteModel, SiteSource } from '../../site/model.js';
import type { SiteFile as RenderedFile, StaticSite } from '../../site/site.js';
import type { Services } from '../context.js';
import { randomUUID } from 'node:crypto';
import { isTemporary, retryAnswer } from '../content/markdown-work.js';
import { renderSiteFiles } from './render.js';
import type { ChangeRequestRow } from '../store/content/change-requests.js';
import type { SpaceRow } from '../store/rows.js';
import type { SiteRow } from '../store/sites/rows.js';
import { WorkError } from '../work/pool.js';
import { changeRequestSource, siteSource } from './store-source.js';
import { removeStaticSite, writeStaticSite } from '../../site/write.js';

/**
 * The embedded workspace has no web server: a published site lives as static files in its
 * data folder, written on every publish and removed on unpublish or delete. Its pages are
 * rendered in the content pool, each within its limits (one over them is written as a notice
 * saying so; work the watchdog ended fails the write as a 503, to be tried again).
 */
export async function syncPublishedFiles(svc: Services, site: SiteRow, published: boolean): Promise<void> {
  if (!svc.config.publishDir) return;
  const dir = join(svc.config.publishDir, 'sites', site.id);
  if (!published) return removeStaticSite(dir);
  await writeSite(siteSource(svc, site), dir);
}

/**
 * A change request's preview in the embedded workspace: its space as a site showing the
 * request's content, written afresh on each call. Returns the folder.
 */
export async function writeChangeRequestPreview(svc: Services, space: SpaceRow, cr: ChangeRequestRow): Promise<string> {
  const dir = join(svc.config.publishDir!, 'change-requests', cr.id);
  await writeSite(changeRequestSource(svc, space, cr), dir);
  return dir;
}

async function writeSite(source: SiteSource, dir: string): Promise<void> {
  const [{ StaticSite }, { loadSiteModel }] = await Promise.all([
    import('../../site/site.js'),
    import('../../site/model.js'),
  ]);
  const model = await loadSiteModel(source);
  const rendered = await renderAll(model, new StaticSite(model, source).paths());
  /** Rendered pages from the pool; stored files and fixed assets as the renderer gives them. */
  class PooledSite extends StaticSite {
    override async file(path: string): Promise<RenderedFile | undefined> {
      return rendered.get(path) ?? super.file(path);
    }
  }
  await writeStaticSite(new PooledSite(model, source) as StaticSite, dir);
}

const CHUNK = 25;
const notice = (why: string) => ({
  body: `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>Page not shown</title></head><body><main><h1>Page not shown</h1><p>This page cannot be shown: ${why}.</p></main></body></html>\n`,
  contentType: 'text/html; charset=utf-8',
});

async function renderAll(model: SiteModel, paths: string[]): Promise<Map<string, RenderedFile>> {
  const out = new Map<string, RenderedFile>();
  // The write's own version: the worker keeps the site for the chunks after the first (render.ts).
  const version = `publish-${randomUUID()}`;
  let pending = paths.filter((p) => p !== '_assets/site.css' && p !== '_assets/search.js' && !p.startsWith('_files/'));
  while (pending.length) {
    const chunk = pending.slice(0, CHUNK);
    try {
      for (const file of await renderSiteFiles('publish', version, model, { query: '', paths: chunk })) {
        if (file && 'body' in file) out.set(file.path, { body: file.body, contentType: file.contentType });
        else if (file && 'failed' in file) out.set(file.path, notice(file.failed));
      }
      pending = pending.slice(chunk.length);
    } catch (error) {
      if (!(error instanceof WorkError)) throw error;
      const failure = error.failure;
      const failed = chunk['step' in failure ? (failure.step ?? 0) : 0]!;
      // Not a property of the page (a busy machine, a runaway): the write may pass when tried again.
      if (isTemporary(failure)) throw retryAnswer(failure, `rendering ${failed}`);
      if (failure.kind !== 'memory') throw error;
      // That page is a notice; the pages before it in the chunk are rendered again.
      out.set(failed, notice(`it needs more than ${failure.mb} MB to render`));
      pending = pending.filter((p) => p !== failed);
    }
  }
  return out;
}
