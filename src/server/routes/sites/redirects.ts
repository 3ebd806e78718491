import { created, listBody, noContent, ok, resetContent, type RouteContext } from '../../context.js';
import { notFound } from '../../errors.js';
import type { Router } from '../../router.js';
import {
  applySiteRedirects,
  changeSiteRedirect,
  createSiteRedirect,
  destinationOf,
} from '../../content/site-redirects.js';
import { redirectTarget, serializeSiteRedirect } from '../../serializers/site-redirect.js';
import { arrayPage } from '../../store/pagination.js';
import {
  deleteRedirect,
  fieldsOf,
  getRedirect,
  matchRedirect,
  siteRedirects,
  type RedirectFields,
  type RedirectRow,
} from '../../store/sites/redirects.js';
import type { SiteRow } from '../../store/sites/rows.js';
import { parseBody, v } from '../../validate.js';
import { loadSite, scopeOf, shareKeyOf, treeOf } from './load.js';

const BASE = '/v1/orgs/:organizationId/sites/:siteId/redirects';

/** The reference's SiteRedirectSourcePath (0.202.0): `/a/b`, with an optional trailing `*` or `/*`. */
const SOURCE =
  /^\/(?!\*)(?!.*\*.+)(?:[A-Za-z0-9\-._~+]|%[0-9A-Fa-f]{2})+(?:\/(?:[A-Za-z0-9\-._~+]|%[0-9A-Fa-f]{2})+)*(?:\/\*|\*)?$/;
const source = () =>
  v.string({
    min: 2,
    max: 512,
    pattern: SOURCE,
    patternText: 'must be a path such as /old/page (letters, digits, - . _ ~ + or %XX), optionally ending in * or /*',
  });

function loadRedirect(ctx: RouteContext, site: SiteRow): RedirectRow {
  const row = getRedirect(ctx.svc.db, site.id, ctx.params.siteRedirectId!);
  if (!row) throw notFound(`redirect ${ctx.params.siteRedirectId} not found in site ${site.id}`);
  return row;
}

const ORDERS = ['createdAt', 'updatedAt', 'source'] as const;

function ordered(rows: RedirectRow[], orderBy: (typeof ORDERS)[number]): RedirectRow[] {
  const by = {
    createdAt: (a: RedirectRow, b: RedirectRow) => b.created_at.localeCompare(a.created_at) || b.seq - a.seq,
    updatedAt: (a: RedirectRow, b: RedirectRow) =>
      (b.updated_at ?? b.created_at).localeCompare(a.updated_at ?? a.created_at) || b.seq - a.seq,
    source: (a: RedirectRow, b: RedirectRow) => a.source_key.localeCompare(b.source_key) || a.seq - b.seq,
  }[orderBy];
  return [...rows].sort(by);
}

/**
 * Site redirects (reference 0.202.0). Members of the organization read them; changing them takes
 * the `create` role, as arranging the site does.
 */
export function registerRedirectRoutes(router: Router): void {
  router.get(BASE, (ctx) => {
    const site = loadSite(ctx);
    const page = ctx.query.page({ order: false });
    const search = ctx.query.string('search', { max: 512 })?.toLowerCase();
    const draft = ctx.query.bool('draft', false);
    const orderBy = ctx.query.enum('orderBy', ORDERS, 'createdAt');
    const rows = ordered(siteRedirects(ctx.svc.db, site.id, draft), orderBy).filter(
      (r) => search === undefined || r.source_key.includes(search),
    );
    const result = arrayPage(rows, page);
    return ok(listBody(result.rows.map(serializeSiteRedirect), result.count, result.next));
  });

  router.get('/v1/orgs/:organizationId/sites/:siteId/redirect', (ctx) => {
    const site = loadSite(ctx);
    const shareKey = shareKeyOf(ctx, site);
    const wanted = ctx.query.string('source', { required: true, max: 512 })!;
    const match = matchRedirect(ctx.svc.db, site.id, wanted);
    if (!match) throw notFound(`no live redirect of site ${site.id} answers ${wanted}`);
    const target = redirectTarget(scopeOf(ctx, site, shareKey), treeOf(ctx, site), match.row, match.tail);
    if (!target) throw notFound(`the destination of the redirect from ${match.row.source} no longer exists`);
    return ok({ redirect: serializeSiteRedirect(match.row), target });
  });

  router.post(BASE, (ctx) => {
    const site = loadSite(ctx, 'create', 'create a site redirect');
    const body = parseBody(
      {
        source: source(),
        captureWildcard: v.boolean().opt(),
        draft: v.boolean().opt(),
        permanent: v.boolean().opt(),
        destination: v.any(),
      },
      ctx.body,
    );
    const destination = destinationOf(ctx.svc.db, treeOf(ctx, site), body.destination, 'destination');
    const draft = body.draft ?? false;
    const row = createSiteRedirect(
      ctx.svc.db,
      site.id,
      {
        source: body.source,
        draft,
        captureWildcard: body.captureWildcard ?? false,
        permanent: body.permanent ?? false,
        destination,
      },
      ctx.svc.clock.now(),
    );
    return created(serializeSiteRedirect(row));
  });

  router.patch(`${BASE}/:siteRedirectId`, (ctx) => {
    const site = loadSite(ctx, 'create', 'update a site redirect');
    const row = loadRedirect(ctx, site);
    const body = parseBody(
      {
        source: source().opt(),
        captureWildcard: v.boolean().opt(),
        draft: v.boolean().opt(),
        permanent: v.boolean().opt(),
        destination: v.any().opt(),
      },
      ctx.body,
    );
    const current = fieldsOf(row);
    const next: RedirectFields = {
      source: body.source ?? current.source,
      draft: body.draft ?? current.draft,
      captureWildcard: body.captureWildcard ?? current.captureWildcard,
      permanent: body.permanent ?? current.permanent,
      destination:
        body.destination !== undefined
          ? destinationOf(ctx.svc.db, treeOf(ctx, site), body.destination, 'destination')
          : current.destination,
    };
    return ok(serializeSiteRedirect(changeSiteRedirect(ctx.svc.db, site.id, row, next, ctx.svc.clock.now())));
  });

  router.delete(`${BASE}/:siteRedirectId`, (ctx) => {
    const site = loadSite(ctx, 'create', 'delete a site redirect');
    const row = getRedirect(ctx.svc.db, site.id, ctx.params.siteRedirectId!);
    // The reference: 205 when deleted, 204 when there was nothing to delete.
    if (!row) return noContent();
    deleteRedirect(ctx.svc.db, row.id);
    return resetContent();
  });

  router.put(BASE, (ctx) => {
    const site = loadSite(ctx, 'create', 'change site redirects');
    const body = parseBody({ redirects: v.array(v.any(), { min: 1, max: 500 }) }, ctx.body);
    const tree = treeOf(ctx, site);
    const now = ctx.svc.clock.now();
    return ok({
      results: applySiteRedirects(ctx.svc.db, site.id, tree, body.redirects, now, (value, field) =>
        source().check(value, field),
      ),
    });
  });
}
