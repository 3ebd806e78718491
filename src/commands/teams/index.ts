import type { GroupSpec } from '../spec.js';

export const teamsGroup: GroupSpec = {
  name: 'teams',
  summary: 'Manage teams and bulk-edit their membership',
  commands: [],
};
