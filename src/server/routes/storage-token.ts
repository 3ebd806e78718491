/** The signed token of a storage upload URL, and the upload it stands for while it may be used. */
import { STORAGE_UPLOAD_PATH } from '../../common/storage.js';
import { verifyToken } from '../auth/signed.js';
import type { Services } from '../context.js';
import { notFound } from '../errors.js';
import { getStorageUpload, type StorageUploadRow } from '../store/storage-uploads.js';

const invalid = () => notFound('this upload URL is invalid or has expired; ask for a new one');

/** The key a token names, or 404 for a token that is not the service's or is past its hour. */
export function uploadToken(svc: Services, token: string): string {
  const payload = verifyToken<{ k: string; key: string }>(svc.config.secret, token, svc.clock.now());
  if (payload?.k !== 'upload' || typeof payload.key !== 'string') throw invalid();
  return payload.key;
}

/** The upload a key names while its time lasts. */
export function liveUpload(svc: Services, key: string): StorageUploadRow {
  const row = getStorageUpload(svc.db, key);
  if (!row || row.expires_at <= svc.clock.now().toISOString()) throw invalid();
  return row;
}

/** The token of `url` when it is one of this service's upload URLs, else undefined. */
export function ownUploadToken(svc: Services, url: string): string | undefined {
  const prefix = `${svc.config.baseUrl}${STORAGE_UPLOAD_PATH}`;
  if (!url.startsWith(prefix)) return undefined;
  const token = url.slice(prefix.length);
  return /^[\w-]+\.[\w-]+$/.test(token) ? token : undefined;
}
