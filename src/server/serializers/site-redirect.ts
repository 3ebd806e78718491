import type { Services } from '../context.js';
import { readContent } from '../store/content/revisions.js';
import { findPage } from '../store/content/model.js';
import { fieldsOf, type RedirectDestination, type RedirectRow } from '../store/sites/redirects.js';
import type { SiteRow } from '../store/sites/rows.js';
import { allSiteSpaces, flattenSections, type SiteTree } from '../store/sites/tree.js';
import { sitePublishedUrl, type SiteScope } from './site.js';

/** A redirect as the reference's SiteRedirect (0.202.0). */
export function serializeSiteRedirect(row: RedirectRow) {
  const fields = fieldsOf(row);
  return {
    object: 'site-redirect' as const,
    id: row.id,
    source: fields.source,
    draft: fields.draft,
    captureWildcard: fields.captureWildcard,
    permanent: fields.permanent,
    destination: fields.destination,
    createdAt: row.created_at,
    ...(row.updated_at ? { updatedAt: row.updated_at } : {}),
  };
}

/**
 * Where a destination is inside the site, as path segments below the site's root (section,
 * site space, page path), or an external URL. Undefined when what it names is gone.
 */
export function destinationSegments(
  svc: Services,
  tree: SiteTree,
  destination: RedirectDestination,
): { segments: string[] } | { url: string } | undefined {
  if (destination.kind === 'external') return { url: destination.url };
  const sections = flattenSections(tree.top);
  if (destination.kind === 'site-section') {
    const section = sections.find((s) => s.row.id === destination.siteSectionId);
    return section && { segments: section.isDefault ? [] : [section.row.path] };
  }
  const node = allSiteSpaces(tree).find((n) => n.row.id === destination.siteSpaceId);
  if (!node) return undefined;
  const section = sections.find((s) => s.siteSpaces.includes(node));
  const segments = [
    ...(section && !section.isDefault ? [section.row.path] : []),
    ...(node.isDefault ? [] : [node.row.path]),
  ];
  if (destination.kind === 'site-space') return { segments };
  const page = findPage(readContent(svc.db, node.space.revision_id).pages, destination.pageId);
  return page ? { segments: [...segments, ...page.path.split('/')] } : { segments };
}

/** The URL a redirect sends visitors to (the matched wildcard tail appended when it captures it). */
export function redirectTarget(scope: SiteScope, tree: SiteTree, row: RedirectRow, tail = ''): string | undefined {
  const fields = fieldsOf(row);
  const place = destinationSegments(scope.svc, tree, fields.destination);
  const extra = fields.captureWildcard ? tail.replace(/^\/+/, '') : '';
  if (!place) return undefined;
  if ('url' in place) return extra ? `${place.url.replace(/\/+$/, '')}/${extra}` : place.url;
  const segments = [...place.segments, ...(extra ? extra.split('/').filter(Boolean) : [])];
  return sitePublishedUrl({ ...scope, site: { ...scope.site, published: 1 } as SiteRow }, ...segments);
}
