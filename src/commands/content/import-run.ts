/**
 * An import through reference 0.202.0's import runs: a URL as a `website` source, a local .zip
 * uploaded first (generateStorageUploadURL) and named by its key as a `file` source. The run is
 * started, then asked for until it is over (bounded); the revision it made is read back.
 */
import { closeSync, openSync, readSync, statSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getChangeRequest } from '../../api/change-requests.js';
import type { ContentScope, ImportResult } from '../../api/content.js';
import { startImportRun, waitForImportRun, type ImportRun, type ImportRunSource } from '../../api/imports.js';
import { getSpace } from '../../api/spaces.js';
import { generateStorageUploadURL, uploadToStorage } from '../../api/storage.js';
import { STORAGE_UPLOAD_MAX_BYTES } from '../../common/storage.js';
import type { Context } from '../../context.js';
import { CliError, ExitCode, UsageError } from '../../errors.js';

/** How long the CLI waits for a run to finish (DOCS_CLI_IMPORT_WAIT_S, default 10 minutes). */
export function importWaitMs(env: NodeJS.ProcessEnv): number {
  const raw = env.DOCS_CLI_IMPORT_WAIT_S;
  if (raw === undefined || raw === '') return 600_000;
  const seconds = Number(raw);
  if (!Number.isFinite(seconds) || seconds <= 0 || seconds > 86_400)
    throw new UsageError(`DOCS_CLI_IMPORT_WAIT_S=${raw}: must be a number of seconds from 1 to 86400`);
  return seconds * 1000;
}

function readZip(url: string): { name: string; bytes: Uint8Array } {
  const path = fileURLToPath(url);
  let size: number;
  try {
    size = statSync(path).size;
  } catch {
    throw new UsageError(`${path}: no such file`);
  }
  if (size > STORAGE_UPLOAD_MAX_BYTES)
    throw new UsageError(
      `${path}: ${size} bytes, more than the ${STORAGE_UPLOAD_MAX_BYTES / 1024 / 1024} MiB one upload may have`,
    );
  const bytes = new Uint8Array(size);
  const fd = openSync(path, 'r');
  try {
    let read = 0;
    while (read < size) {
      const n = readSync(fd, bytes, read, size - read, null);
      if (n === 0) break;
      read += n;
    }
    return { name: basename(path), bytes: bytes.subarray(0, read) };
  } finally {
    closeSync(fd);
  }
}

export async function importByRun(
  ctx: Context,
  scope: ContentScope,
  target: { url: string; source: string },
  kind: 'website' | 'zip',
): Promise<ImportResult & { run: string }> {
  const api = ctx.api();
  const wait = importWaitMs(ctx.env);
  const org = (await getSpace(api, scope.space)).organization;
  let source: ImportRunSource;
  if (kind === 'zip') {
    const zip = readZip(target.url);
    const signed = await generateStorageUploadURL(api, org, {
      file: { name: zip.name, type: 'application/zip', size: zip.bytes.length },
      kind: 'import_file',
    });
    await uploadToStorage(api, signed.url, zip.bytes, 'application/zip');
    source = { type: 'file', files: [signed.key] };
  } else source = { type: 'website', url: target.url };
  // The reference names a change request by id (the CLI takes its number too).
  const changeRequest =
    scope.changeRequest === undefined ? undefined : (await getChangeRequest(api, scope.space, scope.changeRequest)).id;
  const started = await startImportRun(api, org, {
    source,
    target: { space: scope.space, ...(changeRequest !== undefined ? { changeRequest } : {}) },
    enhance: false,
  });
  const run = await waitForImportRun(api, org, started, {
    timeoutMs: wait,
    onProgress: (r) => ctx.hint(`import run ${r.id}: ${r.status}`),
  });
  return finished(ctx, scope, run, wait);
}

async function finished(ctx: Context, scope: ContentScope, run: ImportRun, wait: number) {
  // The service refused what was to be imported (the seed's import answered such input HTTP 400: exit 2).
  if (run.status === 'failed')
    throw new CliError(
      `${run.reason ?? 'the import failed, with no reason given'} (import run ${run.id} failed; nothing was imported)`,
      ExitCode.usage,
    );
  if (run.status === 'cancelled')
    throw new CliError(`import run ${run.id} was cancelled; nothing was imported`, ExitCode.failure);
  if (run.status !== 'completed')
    throw new CliError(
      `import run ${run.id} is still ${run.status} after ${Math.round(wait / 1000)} s; it goes on in the service`,
      ExitCode.failure,
      'wait longer with DOCS_CLI_IMPORT_WAIT_S=<seconds>',
    );
  const api = ctx.api();
  const revision =
    scope.changeRequest !== undefined
      ? (await getChangeRequest(api, scope.space, scope.changeRequest)).revision
      : (await getSpace(api, scope.space)).revision;
  const pages = run.pages ?? [];
  return {
    revision,
    importedResources: pages.filter((p) => p.status === 'complete').length,
    totalResources: pages.length,
    run: run.id,
  };
}
