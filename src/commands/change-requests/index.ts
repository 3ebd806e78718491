import type { GroupSpec } from '../spec.js';

export const changeRequestsGroup: GroupSpec = {
  name: 'change-requests',
  aliases: ['cr'],
  summary: 'Create, review, update and merge change requests',
  commands: [],
};
