import type { GroupSpec } from '../spec.js';

export const translationsGroup: GroupSpec = {
  name: 'translations',
  summary: 'Manage translation settings',
  commands: [],
};
