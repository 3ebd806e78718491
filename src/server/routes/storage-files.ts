/**
 * `insert_files` entries whose `url` is one of this service's storage upload URLs: the uploaded
 * bytes are taken from the store instead of fetched (the service never fetches itself), and the
 * upload is used up by the change that takes it. Only the uploader may reference an upload, in a
 * space of the upload's organization; an upload not made yet, used already or expired is a 400,
 * 409 or 404 naming `changes[i].files[j].url`.
 */
import type { Changes, BatchFile, FileToFetch } from '../content/batch-input.js';
import type { RouteContext } from '../context.js';
import { badRequest, conflict, notFound, ServiceError } from '../errors.js';
import type { SpaceRow } from '../store/rows.js';
import { claimUpload, dropUploadBytes, releaseUpload, uploadBytes } from '../store/storage-uploads.js';
import { IMPORT_LIMITS, mib } from '../content/import-limits.js';
import { liveUpload, ownUploadToken, uploadToken } from './storage-token.js';

/** Kinds a content file may be uploaded as (a font upload is not a space's file). */
const CONTENT_KINDS = new Set(['organization_file', 'import_file']);

export interface TakenUploads<D> {
  changes: Array<Changes<D, BatchFile | FileToFetch>>;
  /** Once the batch is applied (true) or not (false): uploads are used up, or given back. */
  settle(applied: boolean): void;
}

/** Whether `url` is one of this service's upload URLs (the batch parser lets those through). */
export const isOwnUploadUrl = (svc: RouteContext['svc'], url: string) => ownUploadToken(svc, url) !== undefined;

export function takeUploads<D>(
  ctx: RouteContext,
  space: SpaceRow,
  changes: Array<Changes<D, BatchFile | FileToFetch>>,
): TakenUploads<D> {
  const claimed: string[] = [];
  let total = 0;
  const settle = (applied: boolean) => {
    for (const key of claimed) applied ? dropUploadBytes(ctx.svc.db, key) : releaseUpload(ctx.svc.db, key);
  };
  const take = (file: FileToFetch): BatchFile | FileToFetch => {
    const token = ownUploadToken(ctx.svc, file.url.href);
    if (token === undefined) return file;
    const where = `${file.at}.url`;
    try {
      const row = liveUpload(ctx.svc, uploadToken(ctx.svc, token));
      // Someone else's upload is as unknown as a made-up one.
      if (row.user_id !== ctx.user.id || row.org_id !== space.org_id)
        throw notFound('this upload URL is invalid or has expired; ask for a new one');
      if (!CONTENT_KINDS.has(row.kind)) throw badRequest(`${where}: a ${row.kind} upload is not a file of a space`);
      if (!row.uploaded_at) throw badRequest(`${where}: nothing was uploaded to this URL yet`);
      // Held in memory until stored, as fetched files are: one batch's together are bounded alike.
      total += row.size;
      if (total > IMPORT_LIMITS.totalBytes)
        throw badRequest(`${where}: the files of this batch add up to more than ${mib(IMPORT_LIMITS.totalBytes)}`);
      if (!claimUpload(ctx.svc.db, row.key, ctx.svc.clock.now().toISOString()))
        throw conflict(`${where}: this upload was used by another change already; upload the file again`);
      claimed.push(row.key);
      const bytes = uploadBytes(ctx.svc.db, row.key) ?? Buffer.alloc(0);
      return {
        name: file.name,
        contentType: file.contentType ?? row.content_type,
        bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
        ...(file.ref !== undefined ? { ref: file.ref } : {}),
      };
    } catch (error) {
      settle(false);
      if (error instanceof ServiceError && !error.message.startsWith(where))
        throw new ServiceError(error.kind, `${where}: ${error.message}`);
      throw error;
    }
  };
  const taken = changes.map((c) =>
    c.operation === 'insert_files'
      ? { operation: 'insert_files' as const, files: c.files.map((f) => ('url' in f ? take(f) : f)) }
      : c,
  );
  return { changes: taken, settle };
}
