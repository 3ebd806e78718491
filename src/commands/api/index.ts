import type { GroupSpec } from '../spec.js';

export const apiGroup: GroupSpec = {
  name: 'api',
  summary: 'Send raw requests to the service',
  commands: [],
};
