import { copyFileSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as crApi from '../../api/change-requests.js';
import { importContent, type ContentScope, type ImportResult } from '../../api/content.js';
import type { Context } from '../../context.js';
import { ConflictError, UsageError, withNote } from '../../errors.js';
import type { PlanStep } from '../../gitsync/plan.js';
import { runnable } from './import-run-kind.js';

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
 * Imports into a space or change request. A local folder or markdown file is read by the one
 * folder reader of docs as code, here first (so a dry run checks what the real run checks), then:
 * on the embedded workspace, by the service's import (which reads it with the same reader, as
 * one revision); on a server, which cannot read this disk, through updateChangeRequestContent
 * (as `cr push` does, keeping pages the folder does not hold). A `.zip` and URLs go to the
 * service's import.
 */
export async function importInto(
  ctx: Context,
  scope: ContentScope,
  target: { url: string; source: string; local?: boolean },
): Promise<ImportResult> {
  if (!target.local || target.source === 'zip') {
    const seed = () => importContent(ctx.api(), scope, { url: target.url, source: target.source });
    const kind = runnable(target);
    // Reference 0.202.0's import runs first; the seed's importContent for a service without them.
    if (!kind) return seed();
    const { importByRun } = await import('./import-run.js');
    return ctx.api().choose('content.import', () => importByRun(ctx, scope, target, kind), seed);
  }
  const path = fileURLToPath(target.url);
  const isFolder = statSync(path).isDirectory();
  if (!isFolder && !/\.(md|markdown)$/i.test(path))
    throw new UsageError(`${path}: not a markdown file (.md), a folder or a .zip; nothing was imported`);
  return withFolder(path, isFolder, async (dir) => {
    if (!ctx.settings.embedded) return importFolder(ctx, scope, dir);
    const { readFolder } = await import('../../gitsync/local.js');
    const folder = readFolder(dir);
    if (folder.pages.length === 0 && folder.files.length === 0)
      throw new UsageError(`${path}: no markdown pages or files to import; nothing was imported`);
    return importContent(ctx.api(), scope, { url: target.url, source: target.source });
  });
}

/** Runs `work` on the folder, or on a folder holding only the file. */
async function withFolder<T>(path: string, isFolder: boolean, work: (dir: string) => Promise<T>): Promise<T> {
  if (isFolder) return work(path);
  const dir = mkdtempSync(join(tmpdir(), 'docs-cli-import-'));
  try {
    copyFileSync(path, join(dir, basename(path)));
    return await work(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function importFolder(ctx: Context, scope: ContentScope, dir: string): Promise<ImportResult> {
  const { preparePush, sendPush } = await import('../../gitsync/push.js');
  const api = ctx.api();
  // Resources are the folder's files: pages written to a file, and other files (groups are not files).
  const counted = (steps: PlanStep[]) =>
    steps.filter(
      (s) =>
        s.kind === 'upload' ||
        (s.kind === 'insert' && s.page.path !== undefined) ||
        (s.kind === 'update' && s.local.path !== undefined),
    ).length;
  // Everything is read and checked before anything is opened on the service.
  const prepared = await preparePush(ctx, { dir, space: scope.space, to: scope.changeRequest, keepMissing: true });
  if (prepared.total === 0) throw new UsageError(`${dir}: no markdown pages or files to import; nothing was imported`);
  if (ctx.dryRun || scope.changeRequest !== undefined) {
    const report = await sendPush(ctx, prepared, scope.changeRequest);
    const revision =
      ctx.dryRun || scope.changeRequest === undefined
        ? ''
        : (await crApi.getChangeRequest(api, scope.space, scope.changeRequest)).revision;
    return { revision, importedResources: counted(prepared.steps), totalResources: report.total };
  }
  if (prepared.steps.length === 0) {
    const { getSpace } = await import('../../api/spaces.js');
    return {
      revision: (await getSpace(api, scope.space)).revision,
      importedResources: 0,
      totalResources: prepared.total,
    };
  }
  // Into the space itself: through a change request of its own, merged right away.
  const cr = await crApi.createChangeRequest(api, scope.space, { subject: `Import ${basename(dir)}` });
  try {
    const report = await sendPush(ctx, prepared, cr.id);
    const merged = await crApi.mergeChangeRequest(api, scope.space, cr.id);
    if (merged.result === 'conflicts')
      throw new ConflictError(
        `the import conflicts with the space; it waits in change request #${cr.number}`,
        `resolve it there and merge: docs-cli cr merge ${cr.number} --space ${scope.space}`,
      );
    return { revision: merged.revision, importedResources: counted(prepared.steps), totalResources: report.total };
  } catch (error) {
    if (error instanceof ConflictError) throw error;
    const archived = await crApi.archiveQuietly(api, scope.space, cr.id);
    throw withNote(error, `change request #${cr.number} was opened for it${archived ? ' and is archived now' : ''}`);
  }
}
