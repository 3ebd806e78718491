import type { Router } from '../../router.js';
import { registerChangeRequestContentRoutes } from './change-request-content.js';
import { registerChangeRequestRoutes } from './change-requests.js';
import { registerCommentRoutes } from './comments.js';
import { registerDownloadRoutes } from './downloads.js';
import { registerImportRoutes } from './import.js';
import { registerLinkRoutes } from './links.js';
import { registerContentReads } from './reads.js';
import { registerSearchRoutes } from './search.js';

/** Space and change request content, change requests, comments, search, links and downloads. */
export function registerContentRoutes(router: Router): void {
  registerContentReads(router);
  registerImportRoutes(router);
  registerLinkRoutes(router);
  registerSearchRoutes(router);
  registerChangeRequestRoutes(router);
  registerChangeRequestContentRoutes(router);
  registerCommentRoutes(router);
  registerDownloadRoutes(router);
}
