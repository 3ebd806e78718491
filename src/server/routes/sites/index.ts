import type { Router } from '../../router.js';
import { registerAdaptiveRoutes } from './adaptive.js';
import { registerSectionGroupRoutes } from './section-groups.js';
import { registerRedirectRoutes } from './redirects.js';
import { registerSectionRoutes } from './sections.js';
import { registerShareLinkRoutes } from './share-links.js';
import { registerSiteSpaceRoutes } from './site-spaces.js';
import { registerSiteCrudRoutes } from './sites.js';
import { registerStructureRoutes } from './structure.js';

/**
 * Sites and their structure. Reading needs a role in the organization (guests and outsiders get
 * 404); creating and arranging needs `create`; deleting, publishing, audience settings and share
 * links need `admin`. Redirects: read by members, changed with `create`.
 */
export function registerSiteRoutes(router: Router): void {
  registerSiteCrudRoutes(router);
  registerStructureRoutes(router);
  registerSectionRoutes(router);
  registerSectionGroupRoutes(router);
  registerSiteSpaceRoutes(router);
  registerShareLinkRoutes(router);
  registerAdaptiveRoutes(router);
  registerRedirectRoutes(router);
}
