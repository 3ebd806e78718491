import type { Reply, RouteContext } from '../context.js';
import type { SiteSource } from '../../site/model.js';
import { renderNotFound } from '../../site/page.js';
import { PUBLISHED_HEADERS, userFileHeaders } from '../headers.js';
import type { Router } from '../router.js';
import { activeShareLink } from '../store/sites/share-links.js';
import { getSiteRow } from '../store/sites/structure.js';
import { getLiveSpace } from '../store/spaces.js';

/**
 * What visitors read at the `urls.published` the API hands out: published sites (share-link
 * sites with an active `shareKey`) and public or unlisted spaces, rendered by the same static
 * site renderer as exports, file by file. No token: visitors are not members.
 */
const MAX_DEPTH = 10;

const html = (status: number, body: string): Reply => ({
  status,
  raw: Buffer.from(body),
  headers: { ...PUBLISHED_HEADERS, 'content-type': 'text/html; charset=utf-8' },
});

/** Uploaded files (`_files/...`) are the users'; the rest is the site's own pages and assets. */
const fileHeaders = (path: string, contentType: string) =>
  path.startsWith('_files/')
    ? userFileHeaders(contentType, path.slice(path.lastIndexOf('/') + 1))
    : { ...PUBLISHED_HEADERS, 'content-type': contentType };
const notFound = (what: string) => html(404, renderNotFound(what));

function rest(ctx: RouteContext): string {
  const out: string[] = [];
  for (let i = 0; i < MAX_DEPTH; i++) {
    const s = ctx.params[`p${i}`];
    if (s !== undefined) out.push(s);
  }
  return out.join('/');
}

/** Serves `rest` of a site; folders (`/docs`) answer their index, after a slash redirect. */
async function serve(ctx: RouteContext, source: SiteSource, query: string): Promise<Reply> {
  const { buildStaticSite } = await import('../../site/site.js');
  const site = await buildStaticSite(source, query);
  const path = rest(ctx);
  const folder = path ? `${path}/index.html` : 'index.html';
  const found = ctx.path.endsWith('/')
    ? await site.file(folder)
    : (path && (await site.file(path))) || (await site.file(`${path}.html`));
  if (found) return { status: 200, raw: Buffer.from(found.body), headers: fileHeaders(path, found.contentType) };
  // Pages link relative to their folder: a folder is only served with its trailing slash.
  if (!ctx.path.endsWith('/') && (await site.file(folder)))
    return { status: 302, headers: { ...PUBLISHED_HEADERS, location: `${ctx.path}/${query}` } };
  return notFound(`no page at ${path || '/'}`);
}

async function sitePage(ctx: RouteContext): Promise<Reply> {
  const site = getSiteRow(ctx.svc.db, ctx.params.siteId!);
  if (!site?.published) return notFound('this site is not published');
  const key = ctx.query.string('shareKey', { max: 256 });
  if (site.visibility === 'share-link' && !(key && activeShareLink(ctx.svc.db, site.id, key)))
    return notFound('this site needs a valid share link');
  if (site.visibility === 'visitor-auth') return html(401, renderNotFound('this site needs visitor authentication'));
  const query = site.visibility === 'share-link' ? `?shareKey=${encodeURIComponent(key!)}` : '';
  const { siteSource } = await import('../published/store-source.js');
  return serve(ctx, siteSource(ctx.svc, site), query);
}

async function publishedSpacePage(ctx: RouteContext): Promise<Reply> {
  const space = getLiveSpace(ctx.svc.db, ctx.params.spaceId!);
  if (!space || (space.visibility !== 'public' && space.visibility !== 'unlisted'))
    return notFound('this space is not published');
  const { spaceSource } = await import('../published/store-source.js');
  return serve(ctx, spaceSource(ctx.svc, space), '');
}

export function registerPublishedRoutes(router: Router): void {
  for (let depth = 0; depth <= MAX_DEPTH; depth++) {
    const tail = Array.from({ length: depth }, (_, i) => `/:p${i}`).join('');
    router.get(`/published/sites/:siteId${tail}`, sitePage, { public: true });
    router.get(`/published/spaces/:spaceId${tail}`, publishedSpacePage, { public: true });
  }
}
