import { join } from 'node:path';
import type { Services } from '../context.js';
import type { SiteRow } from '../store/sites/rows.js';
import { buildStaticSite } from '../../site/site.js';
import { siteSource } from './store-source.js';
import { removeStaticSite, writeStaticSite } from '../../site/write.js';

/**
 * The embedded workspace has no web server: a published site lives as static files in its
 * data folder, written on every publish and removed on unpublish or delete.
 */
export async function syncPublishedFiles(svc: Services, site: SiteRow, published: boolean): Promise<void> {
  if (!svc.config.publishDir) return;
  const dir = join(svc.config.publishDir, 'sites', site.id);
  if (!published) return removeStaticSite(dir);
  await writeStaticSite(await buildStaticSite(siteSource(svc, site)), dir);
}
