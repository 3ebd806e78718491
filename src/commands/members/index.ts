import type { GroupSpec } from '../spec.js';

export const membersGroup: GroupSpec = {
  name: 'members',
  summary: 'List and manage organization members',
  commands: [],
};
