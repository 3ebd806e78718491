import { created, listBody, noContent, ok, resetContent, type RouteContext } from '../../context.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import type { Router } from '../../router.js';
import { redirectTarget, serializeSiteRedirect } from '../../serializers/site-redirect.js';
import { findPage } from '../../store/content/model.js';
import { readContent } from '../../store/content/revisions.js';
import { arrayPage } from '../../store/pagination.js';
import {
  deleteRedirect,
  fieldsOf,
  getRedirect,
  insertRedirect,
  matchRedirect,
  redirectBySource,
  siteRedirects,
  updateRedirect,
  type RedirectDestination,
  type RedirectFields,
  type RedirectRow,
} from '../../store/sites/redirects.js';
import type { SiteRow } from '../../store/sites/rows.js';
import { allSiteSpaces, flattenSections, type SiteTree } from '../../store/sites/tree.js';
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

type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);

/**
 * A destination as the reference takes it (SiteRedirectInputDestination): a section, site space or
 * page of this site, an external URL, or a page path in one of the site's spaces (stored as the page).
 */
function destinationOf(ctx: RouteContext, tree: SiteTree, raw: unknown, field: string): RedirectDestination {
  if (!isObj(raw)) throw badRequest(`${field}: must be an object with a kind`);
  const str = (key: string) => {
    const value = raw[key];
    if (typeof value !== 'string' || value === '') throw badRequest(`${field}.${key}: is required`);
    return value;
  };
  const siteSpace = (id: string) => {
    const node = allSiteSpaces(tree).find((n) => n.row.id === id);
    if (!node) throw badRequest(`${field}.siteSpaceId: no site space ${id} in this site`);
    return node;
  };
  switch (raw.kind) {
    case 'external': {
      const url = str('url');
      let parsed: URL;
      try {
        parsed = new URL(url);
      } catch {
        throw badRequest(`${field}.url: must be an absolute http(s) URL`);
      }
      if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
        throw badRequest(`${field}.url: must be an http(s) URL`);
      return { kind: 'external', url };
    }
    case 'site-section': {
      const id = str('siteSectionId');
      if (!flattenSections(tree.top).some((s) => s.row.id === id))
        throw badRequest(`${field}.siteSectionId: no section ${id} in this site`);
      return { kind: 'site-section', siteSectionId: id };
    }
    case 'site-space':
      return { kind: 'site-space', siteSpaceId: siteSpace(str('siteSpaceId')).row.id };
    case 'site-page': {
      const node = siteSpace(str('siteSpaceId'));
      const pageId = str('pageId');
      if (!findPage(readContent(ctx.svc.db, node.space.revision_id).pages, pageId))
        throw badRequest(`${field}.pageId: no page ${pageId} in the space of site space ${node.row.id}`);
      return { kind: 'site-page', siteSpaceId: node.row.id, pageId };
    }
    case 'path': {
      const spaceId = str('spaceId');
      const path = str('path').replace(/^\/+|\/+$/g, '');
      const node = allSiteSpaces(tree).find((n) => n.space.id === spaceId);
      if (!node) throw badRequest(`${field}.spaceId: space ${spaceId} is not in this site`);
      const page = findPage(readContent(ctx.svc.db, node.space.revision_id).pages, path);
      if (!page) throw badRequest(`${field}.path: no page at ${path} in space ${spaceId}`);
      return { kind: 'site-page', siteSpaceId: node.row.id, pageId: page.id };
    }
    default:
      throw badRequest(`${field}.kind: must be one of site-section, site-space, site-page, external, path`);
  }
}

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

type BulkResult =
  | { status: 'created' | 'updated' | 'published'; source: string; draft: boolean; id: string }
  | { status: 'deleted'; source: string; draft: boolean }
  | { status: 'error'; source: string; draft: boolean; error: string };

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
    const match = matchRedirect(siteRedirects(ctx.svc.db, site.id, false), wanted);
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
    const destination = destinationOf(ctx, treeOf(ctx, site), body.destination, 'destination');
    const draft = body.draft ?? false;
    return ctx.svc.db.tx(() => {
      if (redirectBySource(ctx.svc.db, site.id, body.source, draft))
        throw conflict(
          `source: a ${draft ? 'draft' : 'live'} redirect from ${body.source} already exists; update it instead`,
        );
      const row = insertRedirect(
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
          ? destinationOf(ctx, treeOf(ctx, site), body.destination, 'destination')
          : current.destination,
    };
    return ctx.svc.db.tx(() => {
      const other = redirectBySource(ctx.svc.db, site.id, next.source, next.draft);
      if (other && other.id !== row.id)
        throw conflict(`source: a ${next.draft ? 'draft' : 'live'} redirect from ${next.source} already exists`);
      return ok(serializeSiteRedirect(updateRedirect(ctx.svc.db, row, next, ctx.svc.clock.now())));
    });
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
    const seen = new Set<string>();
    return ctx.svc.db.tx(() => {
      const results = body.redirects.map((item, i): BulkResult => {
        const at = `redirects[${i}]`;
        if (!isObj(item)) throw badRequest(`${at}: must be an object`);
        const src = source().check(item.source, `${at}.source`);
        const intent = item.intent ?? 'live';
        if (intent !== 'live' && intent !== 'draft' && intent !== 'publish')
          throw badRequest(`${at}.intent: must be one of live, draft, publish`);
        const draft = intent === 'draft';
        const key = `${src.toLowerCase()} ${intent}`;
        if (seen.has(key))
          return { status: 'error', source: src, draft, error: 'the same source appears earlier in this request' };
        seen.add(key);
        const db = ctx.svc.db;
        if (intent === 'publish') {
          const pending = redirectBySource(db, site.id, src, true);
          if (!pending)
            return { status: 'error', source: src, draft: false, error: 'no draft redirect from this source' };
          const live = redirectBySource(db, site.id, src, false);
          if (live) deleteRedirect(db, live.id);
          const row = updateRedirect(db, pending, { ...fieldsOf(pending), draft: false }, now);
          return { status: 'published', source: src, draft: false, id: row.id };
        }
        if (!('destination' in item)) throw badRequest(`${at}.destination: is required (null deletes)`);
        const existing = redirectBySource(db, site.id, src, draft);
        if (item.destination === null) {
          if (!existing)
            return {
              status: 'error',
              source: src,
              draft,
              error: `no ${draft ? 'draft' : 'live'} redirect from this source`,
            };
          deleteRedirect(db, existing.id);
          return { status: 'deleted', source: src, draft };
        }
        let destination: RedirectDestination;
        try {
          destination = destinationOf(ctx, tree, item.destination, `${at}.destination`);
        } catch (error) {
          return { status: 'error', source: src, draft, error: (error as Error).message };
        }
        const bool = (name: string, fallback: boolean) => {
          const value = item[name];
          if (value === undefined) return fallback;
          if (typeof value !== 'boolean') throw badRequest(`${at}.${name}: must be a boolean`);
          return value;
        };
        const fields: RedirectFields = {
          source: src,
          draft,
          captureWildcard: bool('captureWildcard', existing ? existing.capture_wildcard === 1 : false),
          permanent: bool('permanent', existing ? existing.permanent === 1 : false),
          destination,
        };
        const row = existing ? updateRedirect(db, existing, fields, now) : insertRedirect(db, site.id, fields, now);
        return { status: existing ? 'updated' : 'created', source: src, draft, id: row.id };
      });
      return ok({ results });
    });
  });
}
