import type { GroupSpec } from '../spec.js';

export const integrationsGroup: GroupSpec = {
  name: 'integrations',
  summary: 'Publish, list and install integrations',
  commands: [],
};
