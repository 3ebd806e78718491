/**
 * Pages of a published version rendered in the content pool. The model goes to a worker once per
 * version: a worker keeps the site of each version it rendered (work/tasks.ts), with its shape
 * checks, indexes and page trees, so a task after the first sends the paths alone; a worker that
 * does not hold it (new, or one that let it go) says so, and the task is sent again with it.
 */
import type { SiteModel } from '../../site/model.js';
import { siteFiles } from '../content/markdown-work.js';
import { runTask } from '../work/index.js';
import type { SiteFile } from '../work/tasks.js';

/** Versions whose model went to the pool lately (a worker may still hold it). */
const sent = new Set<string>();
const SENT = 16;

export async function renderSiteFiles(
  caller: string,
  version: string,
  model: SiteModel,
  input: { query: string; paths: string[]; first?: boolean },
): Promise<SiteFile[]> {
  const key = `${version}\n${input.query}`;
  if (sent.has(key)) {
    const answer = await runTask('site-files-kept', { ...input, version }, caller);
    if (Array.isArray(answer)) return answer;
  }
  const files = await siteFiles(caller, { ...input, version, model });
  sent.delete(key);
  sent.add(key);
  for (const old of sent) if (sent.size > SENT) sent.delete(old);
  return files;
}
