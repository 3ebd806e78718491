/**
 * Files over 1 MB through storage uploads: each goes to an upload URL from
 * `generateStorageUploadURL` (reference 0.202.0), and the push's `insert_files` then names that
 * URL as it would a `--files-url` one. Done before a change request is opened, so a service
 * without the operation (404, 405, 501 on the first one) or a failed upload leaves nothing behind.
 */
import { basename } from 'node:path';
import type { ApiClient } from '../api/client.js';
import { getSpace } from '../api/spaces.js';
import { generateStorageUploadURL, uploadToStorage } from '../api/storage.js';
import { contentTypeOf } from '../common/content-types.js';
import { gitBlobOid } from '../common/gitsync/oid.js';
import { mapLimited } from '../common/map-limited.js';
import { ApiError, UsageError, withNote } from '../errors.js';
import { localBytes } from './files.js';
import type { PlanStep } from './plan.js';

type UploadStep = Extract<PlanStep, { kind: 'upload' }>;

/** Uploads at once: each holds its file in memory while it goes. */
const CONCURRENCY = 3;
/** Answers that say the service has no such operation. */
const MISSING = new Set([404, 405, 501]);

const storageSteps = (steps: PlanStep[]) =>
  steps.filter((s): s is UploadStep => s.kind === 'upload' && Boolean(s.storage) && !s.url);

/** The organization uploads go to: the space's. */
async function organizationOf(api: ApiClient, space: string): Promise<string> {
  return (await getSpace(api, space)).organization;
}

const metadata = (step: UploadStep) => ({
  file: { name: basename(step.file.path), type: contentTypeOf(step.file.name), size: step.file.size },
  kind: 'organization_file' as const,
});

/**
 * Uploads every file the plan sends through storage and gives its step the upload URL. The first
 * upload goes alone: a service without the operation is found by one request.
 */
export async function uploadLargeFiles(api: ApiClient, space: string, steps: PlanStep[]): Promise<number> {
  const pending = storageSteps(steps);
  if (pending.length === 0) return 0;
  const org = await organizationOf(api, space);
  const one = async (step: UploadStep) => {
    const bytes = localBytes(step.file);
    const meta = metadata(step);
    let target;
    try {
      target = await generateStorageUploadURL(api, org, meta);
    } catch (error) {
      throw (
        missingOperation(error, pending) ??
        withNote(
          error,
          `${step.path}: no upload URL, nothing was opened; --files-url <base> sends such files by URL instead`,
        )
      );
    }
    await uploadToStorage(api, target.url, bytes, meta.file.type).catch((error: unknown) => {
      throw withNote(error, `${step.path}: the upload did not go through; nothing was opened`);
    });
    step.url = target.url;
  };
  await one(pending[0]!);
  await mapLimited(pending.slice(1), CONCURRENCY, one);
  return pending.length;
}

const megabytes = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;

function missingOperation(error: unknown, steps: UploadStep[]): UsageError | undefined {
  if (!(error instanceof ApiError) || !MISSING.has(error.status)) return undefined;
  const files = steps.map((s) => `${s.path} (${megabytes(s.file.size)})`).join(', ');
  return new UsageError(
    `the service has no storage uploads (generateStorageUploadURL answered HTTP ${error.status}): ${steps.length === 1 ? '1 file is' : `${steps.length} files are`} over the 1.0 MB a file may carry in a change request: ${files}`,
    "nothing was sent; send them by URL with --files-url <base> (a URL that serves the folder's files, e.g. the repository's raw address at this commit), or push the rest with --skip-large-files",
  );
}

/** For --dry-run --verbose: the requests the uploads would be, file bytes as size and git object id. */
export async function dryRunUploads(
  api: ApiClient,
  space: string,
  steps: PlanStep[],
): Promise<Array<{ method: string; url: string; body: unknown }>> {
  const pending = storageSteps(steps);
  if (pending.length === 0) return [];
  const org = await organizationOf(api, space);
  const generate = api.displayUrl(`/orgs/${encodeURIComponent(org)}/storage/upload`);
  return pending.flatMap((step) => [
    { method: 'POST', url: generate, body: metadata(step) },
    {
      method: 'PUT',
      url: `<upload URL of ${step.path}>`,
      body: `<${step.file.size} bytes, git object ${gitBlobOid(localBytes(step.file))}>`,
    },
  ]);
}
