import type { GroupSpec } from '../spec.js';

export const sitesGroup: GroupSpec = {
  name: 'sites',
  summary: 'Manage and publish sites, their structure and share links',
  commands: [],
};
