/**
 * Whether a site or a space is shown to everyone: only then are its pages rendered for anyone
 * and kept on disk (kept.ts). A change that hides it (unpublished, deleted, made private, put
 * behind a share link or visitor authentication) removes what is kept of it; a change that shows
 * it again lets its pages be kept again. Light: the published answers' module is loaded only for
 * a target that was shown.
 */
import type { Services } from '../context.js';
import type { SpaceRow } from '../store/rows.js';
import type { SiteRow } from '../store/sites/rows.js';
import { getSiteRow } from '../store/sites/structure.js';
import { getSpaceRow } from '../store/spaces.js';

export type ShownTarget = { kind: 'site'; site: SiteRow } | { kind: 'space'; space: SpaceRow };

/** The visibilities whose pages anyone may read, rendered once for all (published.ts). */
const OPEN = new Set(['public', 'unlisted']);

export function isShown(target: ShownTarget): boolean {
  return target.kind === 'site'
    ? target.site.published === 1 && OPEN.has(target.site.visibility)
    : !target.space.deleted_at && OPEN.has(target.space.visibility);
}

/** The target as the store has it now (undefined once deleted). */
function reread(svc: Services, target: ShownTarget): ShownTarget | undefined {
  if (target.kind === 'site') {
    const site = getSiteRow(svc.db, target.site.id);
    return site && { kind: 'site', site };
  }
  const space = getSpaceRow(svc.db, target.space.id);
  return space && { kind: 'space', space };
}

/** Runs `change` on `target`, then removes or allows its kept pages as it hid or showed it. */
export async function changingShown<T>(svc: Services, target: ShownTarget, change: () => T | Promise<T>): Promise<T> {
  const before = isShown(target);
  const answers = before ? await import('./answers.js') : undefined;
  const forget = answers?.forgetOnceHidden(svc, target);
  const result = await change();
  const now = reread(svc, target);
  const after = now !== undefined && isShown(now);
  if (forget && !after) await forget();
  else if (!before && after) (await import('./answers.js')).shownAgain(target);
  return result;
}
