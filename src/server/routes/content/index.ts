import type { Router } from '../../router.js';

export function registerContentRoutes(router: Router): void {
  void router;
}
