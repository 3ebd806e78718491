import { copyFileSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
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
 * The capability record's job for a folder or markdown file named by a `file:` URL: `seed` (the
 * service reads it with its importContent), `current` (a service of reference 0.202.0, which has
 * no operation that reads a path: this machine zips it and imports it by an import run).
 */
export const FILE_IMPORT_JOB = 'content.import.file';

/**
 * Imports into a space or change request. A local folder or markdown file is read by the one
 * folder reader of docs as code, here first (so a dry run checks what the real run checks), then:
 * on the embedded workspace, by the service's import (which reads it with the same reader, as
 * one revision); on a server, which cannot read this disk, through updateChangeRequestContent
 * (as `cr push` does, keeping pages the folder does not hold). A `.zip` and URLs go to the
 * service's import. A folder or markdown file named by a `file:` URL is the service's to read
 * (the seed's importContent, inside its --import-root); a service without that operation (one
 * of reference 0.202.0) gets what this machine has at that path, zipped, by an import run.
 */
export async function importInto(
  ctx: Context,
  scope: ContentScope,
  target: { url: string; source: string; local?: boolean },
): Promise<ImportResult> {
  const seed = () => importContent(ctx.api(), scope, { url: target.url, source: target.source });
  if (!target.local || target.source === 'zip') {
    const kind = runnable(target);
    // Reference 0.202.0's import runs first; the seed's importContent for a service without them.
    if (kind) {
      const { importByRun } = await import('./import-run.js');
      return ctx.api().choose('content.import', () => importByRun(ctx, scope, target, kind), seed);
    }
    if (!/^file:/i.test(target.url) || target.source === 'zip') return seed();
    return ctx.api().choose(FILE_IMPORT_JOB, () => importFileUrlByRun(ctx, scope, target.url), seed, 'seed');
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
    // The embedded workspace of reference 0.202.0 only (DOCS_CLI_REFERENCE=current) has no importContent.
    return ctx.api().choose(FILE_IMPORT_JOB, () => importFileUrlByRun(ctx, scope, target.url), seed, 'seed');
  });
}

/**
 * A `file:` URL's folder or markdown file imported from this machine, for a service that cannot
 * read it (reference 0.202.0 has no importContent): zipped here and imported by an import run,
 * as a local .zip is (uploaded, then named by its key). A path this machine does not have is a
 * usage error that says what the service lacks (after the space is known to exist: a 404 there
 * stays the answer).
 */
async function importFileUrlByRun(ctx: Context, scope: ContentScope, url: string): Promise<ImportResult> {
  let path: string;
  let isFolder: boolean;
  try {
    path = fileURLToPath(url);
    isFolder = statSync(path).isDirectory();
  } catch {
    const { getSpace } = await import('../../api/spaces.js');
    await getSpace(ctx.api(), scope.space);
    throw new UsageError(
      `${url}: the service has no import that reads a file: URL (reference 0.202.0), and this machine has no such file or folder`,
      'pass a local path, a .zip or an http(s) URL',
    );
  }
  if (!isFolder && !/\.(md|markdown)$/i.test(path))
    throw new UsageError(`${path}: not a markdown file (.md), a folder or a .zip; nothing was imported`);
  const { zipForImport } = await import('./import-zip.js');
  const dir = mkdtempSync(join(tmpdir(), 'docs-cli-import-zip-'));
  try {
    const zip = join(dir, `${basename(path).replace(/\.(md|markdown)$/i, '') || 'import'}.zip`);
    writeFileSync(zip, zipForImport(path, isFolder));
    const { importByRun } = await import('./import-run.js');
    return await importByRun(ctx, scope, { url: pathToFileURL(zip).href, source: 'zip' }, 'zip');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
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
