import type { Router } from '../../router.js';
import { registerAssetRoutes } from './assets.js';
import { registerInstallationRoutes } from './installations.js';
import { registerIntegrationRoutes } from './integrations.js';
import { registerOpenApiRoutes } from './openapi.js';

/** OpenAPI specifications, integrations and their installations. */
export function registerExtensionRoutes(router: Router): void {
  registerOpenApiRoutes(router);
  registerIntegrationRoutes(router);
  registerInstallationRoutes(router);
  registerAssetRoutes(router);
}
