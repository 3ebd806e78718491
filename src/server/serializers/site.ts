import type { Services } from '../context.js';
import type { SiteRow } from '../store/sites/rows.js';
import { siteSpaceCount } from '../store/sites/sites.js';
import { usesSections } from '../store/sites/structure.js';
import { apiUrl, appUrl, publishedFolder, publishedUrl } from './urls.js';

/** What a site's serializers need: the services, the caller, and a share key resolving published URLs. */
export interface SiteScope {
  svc: Services;
  viewerId: string;
  site: SiteRow;
  /** A valid share key of a share-link site: published URLs carry it. */
  shareKey?: string;
}

/** Where the site is served without a proxy or custom domain. */
export const sitePublishedOrigin = (svc: Services, site: SiteRow) => publishedUrl(svc, `/sites/${site.id}`);

function publishedBase(scope: SiteScope): string {
  const { site, svc } = scope;
  if (site.proxy) return `https://${site.proxy}`;
  if (site.hostname) return `https://${site.hostname}${site.basename ? `/${site.basename}` : ''}`;
  return sitePublishedOrigin(svc, site);
}

/** The published URL of the site or of a path in it; undefined while the site is unpublished. */
export function sitePublishedUrl(scope: SiteScope, ...segments: Array<string | undefined>): string | undefined {
  if (!scope.site.published) return undefined;
  const path = segments
    .filter(Boolean)
    .map((s) => encodeURIComponent(s!))
    .join('/');
  const url = publishedFolder(path ? `${publishedBase(scope)}/${path}` : publishedBase(scope));
  return scope.shareKey ? `${url}?shareKey=${encodeURIComponent(scope.shareKey)}` : url;
}

type Feature = { id: string; plan: string; frozen: boolean };

/** The premium features the site's settings use, each with the lowest plan that has it. */
function features(svc: Services, site: SiteRow): Feature[] {
  const out: Feature[] = [];
  const add = (id: string, plan: string, used: boolean) => used && out.push({ id, plan, frozen: false });
  add('sites-sections', 'premium', usesSections(svc.db, site.id));
  add('sites-custom-domain', 'premium', Boolean(site.hostname));
  add('sites-custom-subdirectory', 'ultimate', Boolean(site.proxy));
  add('sites-share-links', 'premium', site.visibility === 'share-link');
  add('sites-visitor-authentication', 'ultimate', site.visibility === 'visitor-auth');
  add('sites-adaptive-content', 'ultimate', site.adaptive_enabled === 1);
  return out;
}

export function serializeSite(svc: Services, site: SiteRow, shareKey?: string) {
  const scope: SiteScope = { svc, viewerId: '', site, shareKey };
  const published = sitePublishedUrl(scope);
  return {
    object: 'site' as const,
    id: site.id,
    type: site.type,
    title: site.title,
    ...(site.hostname ? { hostname: site.hostname } : {}),
    ...(site.basename ? { basename: site.basename } : {}),
    ...(site.proxy ? { proxy: { origin: site.proxy, target: sitePublishedOrigin(svc, site) } } : {}),
    visibility: site.visibility,
    published: site.published === 1,
    siteSpaces: siteSpaceCount(svc.db, site.id),
    createdAt: site.created_at,
    adaptiveContent: { enabled: site.adaptive_enabled === 1 },
    agentsContext: site.agents_context,
    features: features(svc, site),
    urls: {
      location: apiUrl(svc, `/orgs/${site.org_id}/sites/${site.id}`),
      app: appUrl(svc, `/o/${site.org_id}/sites/${site.id}`),
      ...(published ? { published } : {}),
    },
  };
}

export type SerializedSite = ReturnType<typeof serializeSite>;
