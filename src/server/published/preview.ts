/**
 * Change request previews, an extension of docs-cli's service (GitBook's API has none): the space
 * as a site showing the change request's content. A member who can read the space asks for one
 * and gets a signed, expiring URL under the space's published route; whoever opens it (a reviewer
 * following the link a CI job posted on a pull request) needs no token. The link stops working
 * when it expires, when the change request or space is gone, when the change request is merged or
 * closed, and when the member who asked for it can no longer read the space.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { spaceRole } from '../auth/access.js';
import { signToken, verifyToken } from '../auth/signed.js';
import { DAY_MS } from '../clock.js';
import type { Services } from '../context.js';
import { type ChangeRequestRow, getChangeRequestRow } from '../store/content/change-requests.js';
import type { SpaceRow } from '../store/rows.js';
import { getLiveSpace } from '../store/spaces.js';
import type { Published } from './answers.js';

/** Long enough for a pull request's review; a new push's CI run posts a fresh link anyway. */
export const PREVIEW_TTL_MS = 7 * DAY_MS;
/** The query parameter that carries the signature (internal links of the site keep it). */
export const PREVIEW_KEY = 'previewKey';

interface PreviewKey {
  k: 'preview';
  /** Space, change request, and the member who asked. */
  s: string;
  c: string;
  u: string;
}

export interface Preview {
  url: string;
  /** Null for the embedded workspace's files, which do not expire. */
  expiresAt: string | null;
}

/** Where the preview of `cr` is served, below the service's origin. */
export const previewPath = (spaceId: string, crId: string) => `/published/spaces/${spaceId}/~/changes/${crId}/`;

export async function mintPreview(
  svc: Services,
  space: SpaceRow,
  cr: ChangeRequestRow,
  userId: string,
): Promise<Preview> {
  if (svc.config.publishDir) {
    // The embedded workspace has no web server: the preview is a static site in its data folder.
    const { writeChangeRequestPreview } = await import('./embedded.js');
    const dir = await writeChangeRequestPreview(svc, space, cr);
    return { url: pathToFileURL(join(dir, 'index.html')).href, expiresAt: null };
  }
  const now = svc.clock.now();
  const payload: PreviewKey = { k: 'preview', s: space.id, c: cr.id, u: userId };
  const key = signToken(svc.config.secret, { ...payload }, now, PREVIEW_TTL_MS);
  return {
    url: `${svc.config.baseUrl}${previewPath(space.id, cr.id)}?${PREVIEW_KEY}=${encodeURIComponent(key)}`,
    expiresAt: new Date(now.getTime() + PREVIEW_TTL_MS).toISOString(),
  };
}

/** What a preview URL shows, or undefined when its key is not valid for it (any reason: 404). */
export function previewTarget(svc: Services, spaceId: string, crId: string, key: string): Published | undefined {
  const t = verifyToken<PreviewKey>(svc.config.secret, key, svc.clock.now());
  if (t?.k !== 'preview' || t.s !== spaceId || t.c !== crId || typeof t.u !== 'string') return undefined;
  const space = getLiveSpace(svc.db, spaceId);
  if (!space || !spaceRole(svc.db, space, t.u)) return undefined;
  const cr = getChangeRequestRow(svc.db, crId);
  // A merged or closed change request has nothing left to review: its links end with it.
  if (!cr || cr.space_id !== space.id || cr.status === 'merged' || cr.status === 'archived') return undefined;
  return { kind: 'change-request', space, cr };
}
