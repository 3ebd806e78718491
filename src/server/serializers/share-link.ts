import type { Services } from '../context.js';
import type { ShareLinkRow, SiteRow } from '../store/sites/rows.js';
import { sitePublishedOrigin } from './site.js';
import { publishedFolder } from './urls.js';

/** A share link; its key appears only inside `urls.published`. */
export function serializeShareLink(svc: Services, site: SiteRow, link: ShareLinkRow) {
  return {
    object: 'share-link' as const,
    id: link.id,
    createdAt: link.created_at,
    name: link.name,
    active: link.active === 1,
    urls: { published: `${publishedFolder(sitePublishedOrigin(svc, site))}?shareKey=${encodeURIComponent(link.key)}` },
  };
}
