import { listBody, ok } from '../../context.js';
import type { Router } from '../../router.js';
import { appUrl } from '../../serializers/urls.js';
import { arrayPage } from '../../store/pagination.js';
import { LIMITS } from '../../../common/limits.js';
import { loadSpace } from '../load.js';

export function registerSearchRoutes(router: Router): void {
  router.get('/v1/spaces/:spaceId/search', async (ctx) => {
    const [{ searchSpace }, { sectionsOf }] = await Promise.all([
      import('../../content/search.js'),
      import('../../content/markdown-work.js'),
    ]);
    const space = loadSpace(ctx);
    const query = ctx.query.string('query', { max: LIMITS.searchQuery.max, required: true })!;
    const page = ctx.query.page({ order: false });
    const result = arrayPage(searchSpace(ctx.svc.db, space.id, query, sectionsOf(ctx.user.id)), page);
    const url = (path: string) => appUrl(ctx.svc, `/s/${space.id}/${path}`);
    const items = await Promise.all(
      result.rows.map(async (hit) => ({
        id: hit.pageId,
        title: hit.title || 'Untitled',
        path: hit.path,
        sections: (await hit.sections()).map((s) => ({
          id: s.id,
          title: s.title,
          path: s.path,
          body: s.body,
          urls: { app: url(s.path) },
        })),
        urls: { app: url(hit.path) },
      })),
    );
    return ok(listBody(items, result.count, result.next));
  });
}
