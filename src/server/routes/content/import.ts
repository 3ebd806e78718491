import { created, type RouteContext } from '../../context.js';
import { forbidden } from '../../errors.js';
import type { Router } from '../../router.js';
import { parseBody, v } from '../../validate.js';
import { IMPORT_SOURCES } from '../../../common/enums.js';
import { CONTENT_PREFIXES, loadScope, requireEditable } from './scope.js';

const importBody = { url: v.string({ min: 1, max: 2048 }), source: v.enum(IMPORT_SOURCES) };

/**
 * Imports into the space (a new `edits` revision of the space) or into a change request (a new
 * revision of the request only). Imported pages replace same-path pages and add the others.
 */
async function importContent(ctx: RouteContext) {
  const scope = loadScope(ctx, 'edit', 'import content');
  const body = parseBody(importBody, ctx.body);
  if (scope.cr) requireEditable(scope.cr);
  else if (scope.space.edit_mode === 'locked') throw forbidden(`space ${scope.space.id} is locked; edits are disabled`);
  // Reading, checking and laying out an import: loaded on use, not at every start.
  const { importContent: run } = await import('../../content/import.js');
  const result = await run(ctx.svc, {
    url: body.url,
    source: body.source,
    spaceId: scope.space.id,
    ...(scope.cr ? { crId: scope.cr.id } : {}),
    userId: ctx.user.id,
  });
  return created({ revision: result.revision, importedResources: result.imported, totalResources: result.total });
}

export function registerImportRoutes(router: Router): void {
  for (const prefix of CONTENT_PREFIXES) router.post(`${prefix}/import`, importContent);
}
