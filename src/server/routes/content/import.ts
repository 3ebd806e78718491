import { created, type RouteContext } from '../../context.js';
import { forbidden } from '../../errors.js';
import type { Router } from '../../router.js';
import { commitImport } from '../../content/import-commit.js';
import { readImportUrl } from '../../content/import-source.js';
import { buildImport, titledBy, type ImportedTree } from '../../content/import-tree.js';
import { plainTitle } from '../../../common/markdown/title.js';
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
  const lease = ctx.svc.config.fetch.budget.open(ctx.user.id);
  let tree: ImportedTree;
  let result: { revision: string; imported: number };
  try {
    const files = await readImportUrl(body.url, body.source, ctx.svc.config, lease);
    // Titles: most files open with a plain `# Title`; the markdown parser is loaded only for the others.
    const titleOf = titledBy(files, plainTitle)
      ? plainTitle
      : (await import('../../../common/markdown/text.js')).firstHeading;
    tree = buildImport(files, titleOf);
    const target = { spaceId: scope.space.id, ...(scope.cr ? { crId: scope.cr.id } : {}) };
    result = commitImport(ctx.svc.db, target, tree, ctx.user.id, ctx.svc.clock.now());
  } finally {
    lease.close();
  }
  return created({ revision: result.revision, importedResources: result.imported, totalResources: tree.total });
}

export function registerImportRoutes(router: Router): void {
  for (const prefix of CONTENT_PREFIXES) router.post(`${prefix}/import`, importContent);
}
