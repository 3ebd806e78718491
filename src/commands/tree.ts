import type { GroupSpec } from './spec.js';
import { authGroup } from './auth/index.js';
import { configGroup } from './config/index.js';
import { orgsGroup } from './orgs/index.js';
import { membersGroup } from './members/index.js';
import { teamsGroup } from './teams/index.js';
import { collectionsGroup } from './collections/index.js';
import { spacesGroup } from './spaces/index.js';
import { changeRequestsGroup } from './change-requests/index.js';
import { sitesGroup } from './sites/index.js';
import { translationsGroup } from './translations/index.js';
import { openapiGroup } from './openapi/index.js';
import { integrationsGroup } from './integrations/index.js';
import { apiGroup } from './api/index.js';
import { completionGroup } from './completion/index.js';
import { serverGroup } from './server/index.js';

/** The whole command tree, in help order. A group with no commands yet is left out. */
export function commandTree(): GroupSpec[] {
  return [
    authGroup,
    configGroup,
    orgsGroup,
    membersGroup,
    teamsGroup,
    collectionsGroup,
    spacesGroup,
    changeRequestsGroup,
    sitesGroup,
    translationsGroup,
    openapiGroup,
    integrationsGroup,
    apiGroup,
    completionGroup,
    serverGroup,
  ].filter((g) => g.commands.length > 0 || (g.groups?.length ?? 0) > 0);
}
