import type { Reply, RouteContext } from '../context.js';
import type { SiteSource } from '../../site/model.js';
import { renderNotFound } from '../../site/page.js';
import type { Router } from '../router.js';
import type { SpaceRow } from '../store/rows.js';
import type { SiteRow } from '../store/sites/rows.js';
import { activeShareLink } from '../store/sites/share-links.js';

/**
 * What visitors read at the `urls.published` the API hands out: published sites (share-link
 * sites with an active `shareKey`) and public or unlisted spaces, rendered by the same static
 * site renderer as exports, file by file. No token: visitors are not members.
 */
const MAX_DEPTH = 10;

const html = (status: number, body: string): Reply => ({
  status,
  raw: Buffer.from(body),
  headers: { 'content-type': 'text/html; charset=utf-8' },
});
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
async function serve(ctx: RouteContext, source: SiteSource, query: string, siteRow?: SiteRow): Promise<Reply> {
  const { buildStaticSite } = await import('../../site/site.js');
  const site = await buildStaticSite(source, query);
  const path = rest(ctx);
  const folder = path ? `${path}/index.html` : 'index.html';
  const found = ctx.path.endsWith('/')
    ? await site.file(folder)
    : (path && (await site.file(path))) || (await site.file(`${path}.html`));
  if (found) return { status: 200, raw: Buffer.from(found.body), headers: { 'content-type': found.contentType } };
  // Pages link relative to their folder: a folder is only served with its trailing slash.
  if (!ctx.path.endsWith('/') && (await site.file(folder)))
    return { status: 302, headers: { location: `${ctx.path}/${query}` } };
  // No content there: the space's `.gitbook.yaml` redirects, then the site's.
  const { publishedRedirect } = await import('../published/redirects.js');
  const id = ctx.params.siteId ?? ctx.params.spaceId!;
  const prefix = `${ctx.path.slice(0, ctx.path.indexOf(`/${id}`) + id.length + 1)}/`;
  const redirect = await publishedRedirect(ctx.svc, site, source, path, prefix, query, siteRow);
  if (redirect) return { status: redirect.status, headers: { location: redirect.location } };
  return notFound(`no page at ${path || '/'}`);
}

async function sitePage(ctx: RouteContext): Promise<Reply> {
  const site = ctx.svc.db.get<SiteRow>('SELECT * FROM sites WHERE id = ?', ctx.params.siteId!);
  if (!site?.published) return notFound('this site is not published');
  const key = ctx.query.string('shareKey', { max: 256 });
  if (site.visibility === 'share-link' && !(key && activeShareLink(ctx.svc.db, site.id, key)))
    return notFound('this site needs a valid share link');
  if (site.visibility === 'visitor-auth') return html(401, renderNotFound('this site needs visitor authentication'));
  const query = site.visibility === 'share-link' ? `?shareKey=${encodeURIComponent(key!)}` : '';
  const { siteSource } = await import('../published/store-source.js');
  return serve(ctx, siteSource(ctx.svc, site), query, site);
}

async function publishedSpacePage(ctx: RouteContext): Promise<Reply> {
  const space = ctx.svc.db.get<SpaceRow>(
    'SELECT * FROM spaces WHERE id = ? AND deleted_at IS NULL',
    ctx.params.spaceId!,
  );
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
