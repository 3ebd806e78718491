import type { Router } from '../../router.js';

export function registerSiteRoutes(router: Router): void {
  void router;
}
