import type { Router } from '../router.js';
import { registerOrganizationRoutes } from './organizations.js';
import { registerCollectionRoutes } from './collections.js';
import { registerSpaceRoutes } from './spaces.js';
import { registerContentRoutes } from './content/index.js';
import { registerSiteRoutes } from './sites/index.js';
import { registerPeopleRoutes } from './people/index.js';
import { registerExtensionRoutes } from './extensions/index.js';
import { registerPublishedRoutes } from './published.js';

/** Every route of the service; each group registers its own. */
export function registerRoutes(router: Router): void {
  registerOrganizationRoutes(router);
  registerCollectionRoutes(router);
  registerSpaceRoutes(router);
  registerContentRoutes(router);
  registerSiteRoutes(router);
  registerPeopleRoutes(router);
  registerExtensionRoutes(router);
  registerPublishedRoutes(router);
}
