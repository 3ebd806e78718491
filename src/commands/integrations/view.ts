import type { Integration, IntegrationInstallation } from '../../api/integrations.js';
import { byId, view } from '../../output/view.js';

export const integrationView = view<Integration>(
  'integration',
  [
    ['NAME', (i) => i.name],
    ['TITLE', (i) => i.title],
    ['VERSION', (i) => i.version],
    ['TARGET', (i) => i.target],
    ['CATEGORIES', (i) => i.categories],
    ['VISIBILITY', (i) => i.visibility],
    ['OWNER', (i) => i.owner?.id],
  ],
  (i) => i.name,
);

export const installationView = view<IntegrationInstallation>(
  'installation',
  [
    ['ID', (i) => i.id],
    ['ORGANIZATION', (i) => i.target?.organization],
    ['STATUS', (i) => i.status],
    ['EXTERNAL IDS', (i) => i.externalIds],
    ['CREATED', (i) => i.createdAt],
  ],
  byId,
);
