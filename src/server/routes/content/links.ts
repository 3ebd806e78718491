import { ok, type RouteContext } from '../../context.js';
import { notFound } from '../../errors.js';
import type { Router } from '../../router.js';
import { referenceSerializer } from '../../serializers/reference.js';
import { appUrl } from '../../serializers/urls.js';
import { baseRevision } from '../../store/content/change-requests.js';
import type { Link, LinkUsage } from '../../content/links.js';
import { findPage, flattenPages } from '../../store/content/model.js';
import { readContent } from '../../store/content/revisions.js';
import type { ContentScope } from '../../content/scope.js';
import { arrayPage } from '../../store/pagination.js';
import { LINK_STATUSES } from '../../../common/enums.js';
import { CONTENT_PREFIXES, loadScope } from './scope.js';

// Link analysis reads every page's links (in the content pool, once per page content): loaded
// when a links route is first asked, not at every start of the embedded service.
type LinkStore = typeof import('../../content/links.js');
const linkStore = (): Promise<LinkStore> => import('../../content/links.js');

async function linksOf(store: LinkStore, ctx: RouteContext, revisionId: string): Promise<Link[]> {
  const { linksOf: read } = await import('../../content/markdown-work.js');
  const content = readContent(ctx.svc.db, revisionId);
  const pages = flattenPages(content.pages);
  const found = await read(
    ctx.user.id,
    pages.map((p) => p.markdown),
  );
  const byPage = new Map(pages.map((p, i) => [p, found[i]!]));
  return store.analyzeLinks(content, appUrl(ctx.svc, '/'), (page) => byPage.get(page) ?? []);
}

/** Broken links already present in a change request's base, so stats can count the new ones. */
async function baseBroken(
  store: LinkStore,
  ctx: RouteContext,
  scope: ContentScope,
  filter: (l: Link) => boolean,
): Promise<Set<string> | undefined> {
  if (!scope.cr) return undefined;
  return new Set(
    store
      .usages((await linksOf(store, ctx, baseRevision(scope.cr))).filter(filter))
      .filter((u) => u.status === 'broken')
      .map(store.brokenKey),
  );
}

/** The interface's link list: usages filtered by `status`, paginated, with stats over all of them. */
async function linkList(ctx: RouteContext, scope: ContentScope, filter: (l: Link) => boolean) {
  const store = await linkStore();
  const { usages, linkStats } = store;
  const page = ctx.query.page({ order: false });
  const status = ctx.query.enum('status', LINK_STATUSES);
  const all: LinkUsage[] = usages((await linksOf(store, ctx, scope.revisionId)).filter(filter));
  const shown = status ? all.filter((u) => u.status === status) : all;
  const result = arrayPage(shown, page);
  const refs = referenceSerializer(ctx.svc, scope, ctx.user.id);
  return {
    ...(result.next ? { next: { page: result.next } } : {}),
    count: result.count,
    items: result.rows.map(refs.usage),
    stats: linkStats(all, await baseBroken(store, ctx, scope, filter)),
  };
}

export function registerLinkRoutes(router: Router): void {
  router.get('/v1/spaces/:spaceId/links', async (ctx) => ok(await linkList(ctx, loadScope(ctx), () => true)));
  router.get('/v1/spaces/:spaceId/change-requests/:changeRequestId/links', async (ctx) =>
    ok(await linkList(ctx, loadScope(ctx), () => true)),
  );

  for (const prefix of CONTENT_PREFIXES) {
    router.get(`${prefix}/page/:pageId/links`, async (ctx) => {
      const scope = loadScope(ctx);
      const page = findPage(readContent(ctx.svc.db, scope.revisionId).pages, ctx.params.pageId!);
      if (!page) throw notFound(`page ${ctx.params.pageId} not found`);
      return ok(await linkList(ctx, scope, (l) => l.from.id === page.id));
    });

    router.get(`${prefix}/files/:fileId/backlinks`, async (ctx) => {
      const scope = loadScope(ctx);
      const store = await linkStore();
      const page = ctx.query.page({ order: false });
      const file = readContent(ctx.svc.db, scope.revisionId).files.find((f) => f.id === ctx.params.fileId);
      if (!file) throw notFound(`file ${ctx.params.fileId} not found`);
      const from = [
        ...new Set(
          (await linksOf(store, ctx, scope.revisionId))
            .filter((l) => l.target.kind === 'file' && l.target.file.id === file.id)
            .map((l) => l.from),
        ),
      ];
      const result = arrayPage(from, page);
      const refs = referenceSerializer(ctx.svc, scope, ctx.user.id);
      return ok({
        ...(result.next ? { next: { page: result.next } } : {}),
        count: result.count,
        items: result.rows.map(refs.page),
      });
    });
  }
}
