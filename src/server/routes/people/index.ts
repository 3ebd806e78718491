import type { Router } from '../../router.js';

export function registerPeopleRoutes(router: Router): void {
  void router;
}
