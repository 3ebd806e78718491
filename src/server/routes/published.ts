import type { Reply, RouteContext } from '../context.js';
import { renderNotFound, renderPublishedPage, type NavLink } from '../published/page.js';
import type { Router } from '../router.js';
import { publishedUrl } from '../serializers/urls.js';
import { flattenPages, type StoredPage } from '../store/content/model.js';
import { getRevision, revisionContent } from '../store/revisions.js';
import type { SpaceRow } from '../store/rows.js';
import type { SiteRow } from '../store/sites/rows.js';
import { activeShareLink } from '../store/sites/share-links.js';
import { flattenSections, loadTree, type SiteSpaceNode } from '../store/sites/tree.js';

/**
 * What visitors read at the `urls.published` the API hands out: published sites (share-link
 * sites with an active `shareKey`) and public or unlisted spaces, as HTML. No token: visitors
 * are not members. Paths are `<section>/<site space>/<page path>`, each part optional.
 */
const MAX_DEPTH = 10;

const html = (status: number, body: string): Reply => ({ status, raw: Buffer.from(body), headers: { 'content-type': 'text/html; charset=utf-8' } });
const notFound = (what: string) => html(404, renderNotFound(what));

function segments(ctx: RouteContext): string[] {
  const out: string[] = [];
  for (let i = 0; i < MAX_DEPTH; i++) {
    const s = ctx.params[`p${i}`];
    if (s !== undefined) out.push(s);
  }
  return out;
}

function pageNav(pages: StoredPage[], base: string, current: StoredPage, suffix: string): NavLink[] {
  const out: NavLink[] = [];
  const walk = (list: StoredPage[], depth: number) => {
    for (const p of list) {
      out.push({ title: p.title, href: `${base}/${p.path}${suffix}`, current: p.id === current.id, depth });
      walk(p.pages, depth + 1);
    }
  };
  walk(pages, 0);
  return out;
}

/** Renders a page of a space's current revision at `rest` (the first document page when empty). */
function spacePage(ctx: RouteContext, space: SpaceRow, rest: string[], base: string, siteTitle: string, top: NavLink[], suffix: string): Reply {
  const revision = getRevision(ctx.svc.db, space.revision_id);
  const tree = revision ? (revisionContent(revision).pages as StoredPage[]) : [];
  const pages = flattenPages(tree);
  const wanted = rest.join('/');
  const page = wanted ? pages.find((p) => p.path === wanted) : (pages.find((p) => p.type === 'document') ?? pages[0]);
  if (!page) return notFound(wanted ? `no page at ${wanted}` : 'this space has no pages yet');
  // Links between pages are written as relative markdown file paths; visitors follow page paths.
  const link = (href: string) => (/^[a-z][a-z0-9+.-]*:|^#|^\//i.test(href) ? href : `${base}/${href.replace(/(^|\/)(README|index)\.md$/i, '').replace(/\.md(#.*)?$/i, '$1').replace(/^\.\//, '')}${suffix}`);
  return html(200, renderPublishedPage({ siteTitle, pageTitle: page.title, markdown: page.markdown, top, pages: pageNav(tree, base, page, suffix), link }));
}

function sitePage(ctx: RouteContext): Reply {
  const site = ctx.svc.db.get<SiteRow>('SELECT * FROM sites WHERE id = ?', ctx.params.siteId!);
  if (!site || !site.published) return notFound('this site is not published');
  const key = ctx.query.string('shareKey', { max: 256 });
  if (site.visibility === 'share-link' && !(key && activeShareLink(ctx.svc.db, site.id, key))) return notFound('this site needs a valid share link');
  if (site.visibility === 'visitor-auth') return html(401, renderNotFound('this site needs visitor authentication'));
  const suffix = key ? `?shareKey=${encodeURIComponent(key)}` : '';
  const root = publishedUrl(ctx.svc, `/sites/${site.id}`);
  const tree = loadTree(ctx.svc.db, site);
  const sections = flattenSections(tree.top);
  const segs = segments(ctx);
  let base = root;
  let candidates: SiteSpaceNode[] = tree.rootSpaces;
  let top: NavLink[] = [];
  if (sections.length) {
    const section = sections.find((s) => s.row.path === segs[0]) ?? sections.find((s) => s.isDefault) ?? sections[0]!;
    if (section.row.path === segs[0]) segs.shift();
    base = `${root}/${section.row.path}`;
    candidates = section.siteSpaces;
    top = sections.map((s) => ({ title: s.row.title, href: `${root}/${s.row.path}${suffix}`, current: s === section }));
  }
  const siteSpace = candidates.find((c) => c.row.path === segs[0]) ?? candidates.find((c) => c.isDefault) ?? candidates[0];
  if (!siteSpace) return notFound('this site has no content yet');
  if (siteSpace.row.path === segs[0]) segs.shift();
  if (candidates.length > 1 || !sections.length) {
    const variants = candidates.map((c) => ({ title: c.space.title || c.row.path, href: `${base}/${c.row.path}${suffix}`, current: c === siteSpace }));
    top = sections.length ? [...top, ...variants.map((v) => ({ ...v, title: `· ${v.title}` }))] : variants;
  }
  return spacePage(ctx, siteSpace.space, segs, `${base}/${siteSpace.row.path}`, site.title, top, suffix);
}

function publishedSpacePage(ctx: RouteContext): Reply {
  const space = ctx.svc.db.get<SpaceRow>('SELECT * FROM spaces WHERE id = ? AND deleted_at IS NULL', ctx.params.spaceId!);
  if (!space || (space.visibility !== 'public' && space.visibility !== 'unlisted')) return notFound('this space is not published');
  return spacePage(ctx, space, segments(ctx), publishedUrl(ctx.svc, `/spaces/${space.id}`), space.title, [], '');
}

export function registerPublishedRoutes(router: Router): void {
  for (let depth = 0; depth <= MAX_DEPTH; depth++) {
    const tail = Array.from({ length: depth }, (_, i) => `/:p${i}`).join('');
    router.get(`/published/sites/:siteId${tail}`, sitePage, { public: true });
    router.get(`/published/spaces/:spaceId${tail}`, publishedSpacePage, { public: true });
  }
}
