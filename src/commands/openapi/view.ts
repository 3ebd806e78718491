import type { OpenApiSpec, OpenApiSpecContent, OpenApiSpecVersion } from '../../api/openapi.js';
import { byId, view } from '../../output/view.js';

export const specView = view<OpenApiSpec>(
  'OpenAPI specification',
  [
    ['SLUG', (s) => s.slug],
    ['STATE', (s) => s.processingState],
    ['ERROR', (s) => s.lastProcessErrorCode],
    ['LAST VERSION', (s) => s.lastVersion],
    ['SOURCE', (s) => s.sourceURL],
    ['UPDATED', (s) => s.updatedAt],
  ],
  (s) => s.slug,
);

export const versionView = view<OpenApiSpecVersion>(
  'version',
  [
    ['ID', (v) => v.id],
    ['CREATED', (v) => v.createdAt],
    ['URL', (v) => v.url],
  ],
  byId,
);

export const contentView = view<OpenApiSpecContent>(
  'content',
  [
    ['FILES', (c) => Object.keys(c.filesystem)],
    ['URL', (c) => c.url],
  ],
  (c) => c.url,
);
