/**
 * `generateStorageUploadURL` (`POST /v1/orgs/{organizationId}/storage/upload`, reference 0.202.0)
 * and its upload target. The operation answers `{object: 'storage-signed-url', url, key}`: `url`
 * takes the file's bytes once (`PUT`, exactly `file.size` of them, within the hour), and a change
 * of `updateChangeRequestContent` then names that same URL in `insert_files` (storage-files.ts),
 * as it would any URL, without the service fetching anything.
 */
import {
  STORAGE_UPLOAD_KINDS,
  STORAGE_UPLOAD_MAX_BYTES,
  STORAGE_UPLOAD_PATH,
  STORAGE_UPLOAD_TTL_MS,
} from '../../common/storage.js';
import { nameProblem } from '../../common/gitsync/names.js';
import { signToken } from '../auth/signed.js';
import { created, type Reply, type RouteContext } from '../context.js';
import { badRequest, conflict, tooLarge } from '../errors.js';
import { SAFE_INLINE_TYPES } from '../headers.js';
import { newId } from '../ids.js';
import type { Router } from '../router.js';
import { deleteExpiredUploads, insertStorageUpload, storeUploadBytes, uploadBytes } from '../store/storage-uploads.js';
import { parseBody, v } from '../validate.js';
import { loadOrg } from './load.js';
import { liveUpload, uploadToken } from './storage-token.js';

const request = {
  file: v.object({
    name: v.string({ min: 1, max: 256 }),
    type: v.string({
      min: 3,
      max: 256,
      pattern: /^[\w.+-]+\/[\w.+-]+(\s*;.*)?$/,
      patternText: 'must be a media type (type/subtype)',
    }),
    size: v.number({ integer: true, min: 0 }),
  }),
  kind: v.enum(STORAGE_UPLOAD_KINDS),
};

function generate(ctx: RouteContext): Reply {
  const org = loadOrg(ctx);
  const { file, kind } = parseBody(request, ctx.body);
  // A name is one file name: never a path (it becomes the last segment of the key).
  const rule = file.name.includes('/') ? 'must be a file name, not a path' : nameProblem(file.name);
  if (rule) throw badRequest(`file.name: ${rule}`);
  if (file.size > STORAGE_UPLOAD_MAX_BYTES)
    throw badRequest(
      `file.size: ${file.size} bytes, more than the ${STORAGE_UPLOAD_MAX_BYTES} bytes (${STORAGE_UPLOAD_MAX_BYTES / 1024 / 1024} MiB) one upload may have`,
    );
  const now = ctx.svc.clock.now();
  deleteExpiredUploads(ctx.svc.db, now.toISOString());
  const key = `orgs/${org.id}/${kind}/${newId()}/${file.name}`;
  insertStorageUpload(ctx.svc.db, {
    key,
    org_id: org.id,
    user_id: ctx.user.id,
    kind,
    name: file.name,
    content_type: file.type,
    size: file.size,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + STORAGE_UPLOAD_TTL_MS).toISOString(),
  });
  const token = signToken(ctx.svc.config.secret, { k: 'upload', key }, now, STORAGE_UPLOAD_TTL_MS);
  return created({
    object: 'storage-signed-url',
    url: `${ctx.svc.config.baseUrl}${STORAGE_UPLOAD_PATH}${token}`,
    key,
  });
}

const mediaType = (type: string) => type.split(';')[0]!.trim().toLowerCase();

/** Checks made before the body is read (HTTP) and again on the body: what the upload may have. */
function admit(ctx: Pick<RouteContext, 'params' | 'headers' | 'svc'>): number {
  const row = liveUpload(ctx.svc, uploadToken(ctx.svc, ctx.params.token!));
  const length = ctx.headers['content-length'];
  if (length !== undefined && Number(length) > row.size)
    throw tooLarge(`the upload declared ${row.size} bytes (file.size); this body has ${length}`);
  if (length !== undefined && Number(length) < row.size)
    throw badRequest(`the upload declared ${row.size} bytes (file.size); this body has ${length}`);
  const type = ctx.headers['content-type'];
  if (type !== undefined && mediaType(type) !== mediaType(row.content_type))
    throw badRequest(
      `Content-Type ${mediaType(type)} is not the type the upload declared (${mediaType(row.content_type)})`,
    );
  return row.size;
}

/** The upload target: the bytes of one upload, exactly as declared, once. */
function upload(ctx: RouteContext): Reply {
  admit(ctx);
  const row = liveUpload(ctx.svc, uploadToken(ctx.svc, ctx.params.token!));
  const bytes = ctx.rawBody ?? Buffer.alloc(0);
  if (bytes.length > row.size)
    throw tooLarge(`the upload declared ${row.size} bytes (file.size); ${bytes.length} came`);
  if (bytes.length < row.size)
    throw badRequest(`the upload declared ${row.size} bytes (file.size); ${bytes.length} came`);
  if (row.uploaded_at) {
    // The same bytes again (a retry whose answer was lost) are the same upload; anything else is a reuse.
    if (!row.used_at && uploadBytes(ctx.svc.db, row.key)?.equals(bytes)) return { status: 200 };
    throw conflict('this upload URL has been used already; ask for a new one');
  }
  // The bytes count against the uploader's share of what the service stores per minute.
  const lease = ctx.svc.config.fetch.budget.open(row.user_id);
  try {
    lease.count(bytes.length);
  } finally {
    lease.close();
  }
  const contentType = checkedType(row.content_type, bytes);
  if (!storeUploadBytes(ctx.svc.db, row.key, bytes, contentType, ctx.svc.clock.now().toISOString()))
    throw conflict('this upload URL has been used already; ask for a new one');
  return { status: 200 };
}

/**
 * The type the file is kept as: the declared one, but a declared raster image (the only files
 * the service shows inline) whose bytes are not one is kept as application/octet-stream.
 */
export function checkedType(declared: string, bytes: Uint8Array): string {
  if (!SAFE_INLINE_TYPES.has(mediaType(declared))) return declared;
  return rasterType(bytes) ? declared : 'application/octet-stream';
}

function rasterType(bytes: Uint8Array): string | undefined {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 16));
  if (b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (/^GIF8[79]a/.test(b.subarray(0, 6).toString('latin1'))) return 'image/gif';
  if (b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP')
    return 'image/webp';
  if (b.subarray(4, 8).toString('latin1') === 'ftyp' && /^avi[fs]$/.test(b.subarray(8, 12).toString('latin1')))
    return 'image/avif';
  return undefined;
}

export function registerStorageRoutes(router: Router): void {
  router.post('/v1/orgs/:organizationId/storage/upload', generate);
  router.put(`${STORAGE_UPLOAD_PATH}:token`, upload, { public: true, rawBody: true, admit });
}
