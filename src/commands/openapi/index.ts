import type { GroupSpec } from '../spec.js';

export const openapiGroup: GroupSpec = {
  name: 'openapi',
  summary: 'Publish and inspect OpenAPI specifications',
  commands: [],
};
