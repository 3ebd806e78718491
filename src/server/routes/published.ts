import type { Reply, RouteContext } from '../context.js';
import { escapeHtml, renderNotFound } from '../../site/page.js';
import type { Published } from '../published/answers.js';
import { PREVIEW_KEY, previewTarget } from '../published/preview.js';
import { PUBLISHED_HEADERS, userFileHeaders } from '../headers.js';
import type { Router } from '../router.js';
import { activeShareLink } from '../store/sites/share-links.js';
import { getSiteRow } from '../store/sites/structure.js';
import { getLiveSpace } from '../store/spaces.js';

/**
 * What visitors read at the `urls.published` the API hands out: published sites (share-link
 * sites with an active `shareKey`) and public or unlisted spaces, rendered by the same static
 * site renderer as exports, file by file. No token: visitors are not members. Change request
 * previews (an extension, see published/preview.ts) are served below their space's route, to
 * whoever holds the signed key a member asked for.
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
const renderNotice = (title: string, message: string) =>
  `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p></main></body></html>\n`;

function rest(ctx: RouteContext): string {
  const out: string[] = [];
  for (let i = 0; i < MAX_DEPTH; i++) {
    const s = ctx.params[`p${i}`];
    if (s !== undefined) out.push(s);
  }
  return out.join('/');
}

/** Serves `rest` of a site or space; folders (`/docs`) answer their index, after a slash redirect. */
async function serve(ctx: RouteContext, target: Published, query: string): Promise<Reply> {
  const { publishedAnswer } = await import('../published/answers.js');
  const markdown = await markdownAnswer(ctx, target, rest(ctx), query);
  if (markdown) return markdown;
  const answer = await publishedAnswer(ctx.svc, target, rest(ctx), ctx.path.endsWith('/'), query);
  switch (answer.kind) {
    case 'file':
      return {
        status: 200,
        raw: answer.body,
        headers: { ...fileHeaders(answer.path, answer.contentType), vary: 'Accept' },
      };
    case 'redirect':
      return { status: 302, headers: { ...PUBLISHED_HEADERS, location: `${ctx.path}/${query}` } };
    case 'failed':
      // The content is there but over the rendering budget: not the service's failure.
      return html(422, renderNotice('Page not shown', answer.message));
    case 'missing': {
      // No content there: the space's `.gitbook.yaml` redirects, then the site's.
      const id = target.kind === 'site' ? target.site.id : target.kind === 'space' ? target.space.id : target.cr.id;
      const prefix = `${ctx.path.slice(0, ctx.path.indexOf(`/${id}`) + id.length + 1)}/`;
      const { publishedRedirectAt } = await import('../published/answers.js');
      const redirect = await publishedRedirectAt(ctx.svc, target, rest(ctx), prefix, query);
      if (redirect) return { status: redirect.status, headers: { ...PUBLISHED_HEADERS, location: redirect.location } };
      return notFound(`no page at ${answer.path}`);
    }
  }
}

/** A page's own URL asked for as markdown (`Accept: text/markdown`) answers its `.md` twin. */
async function markdownAnswer(ctx: RouteContext, target: Published, path: string, query: string) {
  const { prefersMarkdown, twinPathFor } = await import('../../site/llms.js');
  const twin = prefersMarkdown(ctx.headers.accept) ? twinPathFor(path, ctx.path.endsWith('/')) : undefined;
  if (!twin) return undefined;
  const { publishedAnswer } = await import('../published/answers.js');
  const answer = await publishedAnswer(ctx.svc, target, twin, false, query);
  if (answer.kind !== 'file') return undefined;
  return {
    status: 200,
    raw: answer.body,
    headers: { ...fileHeaders(answer.path, answer.contentType), vary: 'Accept' },
  };
}

async function sitePage(ctx: RouteContext): Promise<Reply> {
  const site = getSiteRow(ctx.svc.db, ctx.params.siteId!);
  if (!site?.published) return notFound('this site is not published');
  const key = ctx.query.string('shareKey', { max: 256 });
  if (site.visibility === 'share-link' && !(key && activeShareLink(ctx.svc.db, site.id, key)))
    return notFound('this site needs a valid share link');
  if (site.visibility === 'visitor-auth') return html(401, renderNotFound('this site needs visitor authentication'));
  const query = site.visibility === 'share-link' ? `?shareKey=${encodeURIComponent(key!)}` : '';
  return serve(ctx, { kind: 'site', site }, query);
}

async function publishedSpacePage(ctx: RouteContext): Promise<Reply> {
  const space = getLiveSpace(ctx.svc.db, ctx.params.spaceId!);
  if (!space || (space.visibility !== 'public' && space.visibility !== 'unlisted'))
    return notFound('this space is not published');
  return serve(ctx, { kind: 'space', space }, '');
}

/** A preview is for whoever holds its link: no shared cache keeps it, and no browser keeps it past its end. */
const PREVIEW_CACHE = { 'cache-control': 'private, no-store' };

async function changeRequestPreviewPage(ctx: RouteContext): Promise<Reply> {
  const key = ctx.query.string(PREVIEW_KEY, { max: 2048 });
  const target = key ? previewTarget(ctx.svc, ctx.params.spaceId!, ctx.params.changeRequestId!, key) : undefined;
  const reply =
    !key || !target
      ? notFound('this preview link is invalid or has expired, or its change request was merged or closed')
      : await serve(ctx, target, `?${PREVIEW_KEY}=${encodeURIComponent(key)}`);
  return { ...reply, headers: { ...reply.headers, ...PREVIEW_CACHE } };
}

export function registerPublishedRoutes(router: Router): void {
  for (let depth = 0; depth <= MAX_DEPTH; depth++) {
    const tail = Array.from({ length: depth }, (_, i) => `/:p${i}`).join('');
    router.get(`/published/sites/:siteId${tail}`, sitePage, { public: true });
    router.get(`/published/spaces/:spaceId${tail}`, publishedSpacePage, { public: true });
    router.get(`/published/spaces/:spaceId/~/changes/:changeRequestId${tail}`, changeRequestPreviewPage, {
      public: true,
    });
  }
}
