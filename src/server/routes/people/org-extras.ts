import { listBody, ok, resetContent } from '../../context.js';
import { badRequest, notFound } from '../../errors.js';
import type { Router } from '../../router.js';
import { serializeOrganization } from '../../serializers/organization.js';
import { appUrl } from '../../serializers/urls.js';
import { arrayPage } from '../../store/pagination.js';
import { deleteLinkInvite, organizationsByEmailDomain } from '../../store/organizations.js';
import { LIMITS } from '../../../common/limits.js';
import { loadOrg } from '../load.js';
import { loadOrgAsAdmin } from './access.js';
import { visibleSpaces } from '../../store/people/visible-spaces.js';

const DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

export function registerOrgExtraRoutes(router: Router): void {
  // Spaces with matching pages, best space first; each space's pages come from searchSpace.
  router.get('/v1/orgs/:organizationId/search', async (ctx) => {
    const [{ searchSpace }, { sectionsOf }] = await Promise.all([
      import('../../content/search.js'),
      import('../../content/markdown-work.js'),
    ]);
    const org = loadOrg(ctx);
    // A section path is `page/path#anchor`: the anchor becomes the URL fragment.
    const contentUrl = (spaceId: string, path: string) => {
      const [page = '', anchor] = path.split(/#(.*)/s);
      return appUrl(ctx.svc, `/s/${spaceId}/${encodeURI(page)}`) + (anchor ? `#${encodeURIComponent(anchor)}` : '');
    };
    const query = ctx.query.string('query', { required: true, max: LIMITS.searchQuery.max })!;
    const page = ctx.query.page({ order: false });
    const results = visibleSpaces(ctx.svc.db, org.id, ctx.user.id)
      .map((space) => ({ space, hits: searchSpace(ctx.svc.db, space.id, query, sectionsOf(ctx.user.id)) }))
      .filter((r) => r.hits.length > 0)
      .sort((a, b) => Math.max(...b.hits.map((h) => h.rank)) - Math.max(...a.hits.map((h) => h.rank)));
    const { rows, count, next } = arrayPage(results, page);
    const items = await Promise.all(
      rows.map(async ({ space, hits }) => ({
        id: space.id,
        title: space.title,
        pages: await Promise.all(
          hits.map(async (h) => ({
            id: h.pageId,
            title: h.title,
            path: h.path,
            sections: (await h.sections()).map((s) => ({
              id: s.id,
              title: s.title,
              path: s.path,
              body: s.body,
              urls: { app: contentUrl(space.id, s.path) },
            })),
            urls: { app: contentUrl(space.id, h.path) },
          })),
        ),
      })),
    );
    return ok(listBody(items, count, next));
  });

  router.get('/v1/email-domains/:emailDomain/orgs', (ctx) => {
    const domain = ctx.params.emailDomain!;
    if (!DOMAIN.test(domain)) throw badRequest('emailDomain: must be a domain name like example.com');
    const orgs = organizationsByEmailDomain(ctx.svc.db, domain);
    return ok({ organizations: orgs.map((o) => serializeOrganization(ctx.svc, ctx.user.id, o)) });
  });

  router.delete('/v1/orgs/:organizationId/link-invites/:inviteId', (ctx) => {
    const { org } = loadOrgAsAdmin(ctx, 'delete invite links');
    const id = ctx.params.inviteId!;
    if (!deleteLinkInvite(ctx.svc.db, org.id, id)) throw notFound(`invite link ${id} not found`);
    return resetContent();
  });
}
