import type { Router } from '../../router.js';
import { registerMemberRoutes } from './members.js';
import { registerOrgExtraRoutes } from './org-extras.js';
import { registerTeamMemberRoutes } from './team-members.js';
import { registerTeamRoutes } from './teams.js';
import { registerTranslationRoutes } from './translations.js';

export function registerPeopleRoutes(router: Router): void {
  registerMemberRoutes(router);
  registerTeamRoutes(router);
  registerTeamMemberRoutes(router);
  registerTranslationRoutes(router);
  registerOrgExtraRoutes(router);
}
