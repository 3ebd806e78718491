import { copyFileSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as crApi from '../../api/change-requests.js';
import { importContent, type ContentScope, type ImportResult } from '../../api/content.js';
import type { Context } from '../../context.js';
import { ConflictError, UsageError, withNote } from '../../errors.js';

/** The folder must exist before anything is created for it. */
export function readableFolder(dir: string): void {
  let isDir = false;
  try {
    isDir = statSync(dir).isDirectory();
  } catch {
    throw new UsageError(`${dir}: no such folder`);
  }
  if (!isDir) throw new UsageError(`${dir}: not a folder`);
}

/**
 * Imports into a space or change request. A local folder or markdown file goes through
 * updateChangeRequestContent when the service is not the embedded one (it cannot read this
 * disk); `file:` URLs stay for the embedded workspace (and .zip files for --import-root).
 */
export async function importInto(
  ctx: Context,
  scope: ContentScope,
  target: { url: string; source: string; local?: boolean },
): Promise<ImportResult> {
  if (ctx.settings.embedded || !target.local || target.source === 'zip')
    return importContent(ctx.api(), scope, { url: target.url, source: target.source });
  const path = fileURLToPath(target.url);
  if (statSync(path).isDirectory()) return importFolder(ctx, scope, path);
  const dir = mkdtempSync(join(tmpdir(), 'docs-cli-import-'));
  try {
    copyFileSync(path, join(dir, basename(path)));
    return await importFolder(ctx, scope, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function importFolder(ctx: Context, scope: ContentScope, dir: string): Promise<ImportResult> {
  const { pushFolder } = await import('../../gitsync/push.js');
  const api = ctx.api();
  const counted = (plan: string[]) => plan.filter((line) => !line.startsWith('reorder')).length;
  if (scope.changeRequest !== undefined) {
    const report = await pushFolder(ctx, { dir, space: scope.space, to: scope.changeRequest, keepMissing: true });
    const cr = await crApi.getChangeRequest(api, scope.space, scope.changeRequest);
    return { revision: cr.revision, importedResources: counted(report.plan), totalResources: report.total };
  }
  // Into the space itself: through a change request of its own, merged right away.
  const cr = await crApi.createChangeRequest(api, scope.space, { subject: `Import ${basename(dir)}` });
  try {
    const report = await pushFolder(ctx, { dir, space: scope.space, to: cr.id, keepMissing: true });
    const merged = await crApi.mergeChangeRequest(api, scope.space, cr.id);
    if (merged.result === 'conflicts')
      throw new ConflictError(
        `the import conflicts with the space; it waits in change request #${cr.number}`,
        `resolve it there and merge: docs-cli cr merge ${cr.number} --space ${scope.space}`,
      );
    return { revision: merged.revision, importedResources: counted(report.plan), totalResources: report.total };
  } catch (error) {
    if (error instanceof ConflictError) throw error;
    const archived = await crApi.archiveQuietly(api, scope.space, cr.id);
    throw withNote(error, `change request #${cr.number} was opened for it${archived ? ' and is archived now' : ''}`);
  }
}
