import type { Reply, RouteContext } from '../context.js';
import type { Published } from '../published/answers.js';
import type { Router } from '../router.js';
import { activeShareLink } from '../store/sites/share-links.js';
import { getSiteRow } from '../store/sites/structure.js';
import { getLiveSpace } from '../store/spaces.js';

/**
 * The MCP server of each published site and published space, at `<site>/~gitbook/mcp` (as
 * GitBook's): read-only, stateless, over Streamable HTTP (site/mcp.ts). Who may read it is who
 * may read the site's pages (published.ts): a share-link site needs its `shareKey` on the MCP
 * URL, a visitor-auth site is refused as its pages are, an unpublished one is not found.
 */
const refuse = (status: number, message: string): Reply => ({
  status,
  raw: Buffer.from(JSON.stringify({ jsonrpc: '2.0', error: { code: -32001, message }, id: null })),
  headers: { 'content-type': 'application/json' },
});

async function serve(ctx: RouteContext, target: Published, root: string, query: string): Promise<Reply> {
  const [{ answerMcp }, { storeMcpEndpoint, storeMcpSite }] = await Promise.all([
    import('../../site/mcp.js'),
    import('../published/mcp.js'),
  ]);
  const answer = await answerMcp(
    { method: ctx.method, headers: ctx.headers, ...(ctx.rawBody ? { body: ctx.rawBody } : {}) },
    storeMcpSite(ctx.svc, target, query),
    storeMcpEndpoint(ctx.svc, root, query),
  );
  // Answers depend on the key in the URL and change with every publish: nobody keeps them.
  return { status: answer.status, raw: answer.body, headers: { ...answer.headers, 'cache-control': 'no-store' } };
}

async function siteMcp(ctx: RouteContext): Promise<Reply> {
  const site = getSiteRow(ctx.svc.db, ctx.params.siteId!);
  if (!site?.published) return refuse(404, 'this site is not published');
  const key = ctx.query.string('shareKey', { max: 256 });
  if (site.visibility === 'share-link' && !(key && activeShareLink(ctx.svc.db, site.id, key)))
    return refuse(404, 'this site needs a valid share link');
  if (site.visibility === 'visitor-auth') return refuse(401, 'this site needs visitor authentication');
  const query = site.visibility === 'share-link' ? `?shareKey=${encodeURIComponent(key!)}` : '';
  return serve(ctx, { kind: 'site', site }, `/published/sites/${site.id}/`, query);
}

async function spaceMcp(ctx: RouteContext): Promise<Reply> {
  const space = getLiveSpace(ctx.svc.db, ctx.params.spaceId!);
  if (!space || (space.visibility !== 'public' && space.visibility !== 'unlisted'))
    return refuse(404, 'this space is not published');
  return serve(ctx, { kind: 'space', space }, `/published/spaces/${space.id}/`, '');
}

export function registerPublishedMcpRoutes(router: Router): void {
  for (const method of ['POST', 'GET', 'DELETE']) {
    router.add(method, '/published/sites/:siteId/~gitbook/mcp', siteMcp, { public: true, rawBody: true });
    router.add(method, '/published/spaces/:spaceId/~gitbook/mcp', spaceMcp, { public: true, rawBody: true });
  }
}
