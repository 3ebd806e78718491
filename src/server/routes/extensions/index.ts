import type { Router } from '../../router.js';

export function registerExtensionRoutes(router: Router): void {
  void router;
}
