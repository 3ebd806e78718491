import { created, type RouteContext } from '../../context.js';
import { forbidden } from '../../errors.js';
import type { Router } from '../../router.js';
import { findChangeRequest, getChangeRequestRow } from '../../store/content/change-requests.js';
import { readImportUrl } from '../../content/import-source.js';
import { applyImport, buildImport, titledBy } from '../../content/import-tree.js';
import { commitToChangeRequest, commitToSpace, readContent, storeBlob } from '../../store/content/revisions.js';
import { getSpaceRow } from '../../store/spaces.js';
import { plainTitle } from '../../../common/markdown/plain-title.js';
import { parseBody, v } from '../../validate.js';
import { IMPORT_SOURCES } from '../../../common/enums.js';
import { CONTENT_PREFIXES, loadScope, requireEditable } from './scope.js';

const importBody = { url: v.string({ min: 1, max: 2048 }), source: v.enum(IMPORT_SOURCES) };

/** Titles read by the parser (loaded only for imports that need it). */
async function parsedTitles() {
  const { pageTitle } = await import('../../../common/markdown/title.js');
  return (markdown: string) => pageTitle(markdown, { anyHeading: true });
}

/**
 * Imports into the space (a new `edits` revision of the space) or into a change request (a new
 * revision of the request only). Imported pages replace same-path pages and add the others.
 */
async function importContent(ctx: RouteContext) {
  const scope = loadScope(ctx, 'edit', 'import content');
  const body = parseBody(importBody, ctx.body);
  if (scope.cr) requireEditable(scope.cr);
  else if (scope.space.edit_mode === 'locked') throw forbidden(`space ${scope.space.id} is locked; edits are disabled`);
  const files = await readImportUrl(body.url, body.source, ctx.svc.config);
  // Titles: most files open with a plain `# Title`; the markdown parser is loaded only for the others.
  const plain = (markdown: string) => plainTitle(markdown, { anyHeading: true });
  const titleOf = titledBy(files, plain) ? plain : await parsedTitles();
  const tree = buildImport(files, titleOf);
  const now = ctx.svc.clock.now();
  const db = ctx.svc.db;
  // Re-read inside the transaction: another writer may have moved the revision meanwhile.
  return db.tx(() => {
    const cr = scope.cr && findChangeRequest(db, scope.space.id, scope.cr.id);
    const space = getSpaceRow(db, scope.space.id)!;
    const current = cr ? cr.revision_id : space.revision_id;
    const result = applyImport(readContent(db, current), tree, now.toISOString(), (bytes) =>
      storeBlob(db, space.id, bytes),
    );
    const revision = cr
      ? commitToChangeRequest(db, getChangeRequestRow(db, cr.id)!, result.content, 'edits', [current], ctx.user.id, now)
      : commitToSpace(db, space, result.content, 'edits', [current], now);
    return created({ revision, importedResources: result.imported, totalResources: tree.total });
  });
}

export function registerImportRoutes(router: Router): void {
  for (const prefix of CONTENT_PREFIXES) router.post(`${prefix}/import`, importContent);
}
