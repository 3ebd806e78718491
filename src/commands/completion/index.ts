import type { GroupSpec } from '../spec.js';

export const completionGroup: GroupSpec = {
  name: 'completion',
  summary: 'Print shell completion scripts',
  commands: [],
};
