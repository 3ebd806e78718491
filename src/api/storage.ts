/**
 * `generateStorageUploadURL` (`POST /orgs/{organizationId}/storage/upload`, reference 0.202.0) and
 * the upload to the URL it answers. The URL is signed and names its upload: it goes without the
 * token, through the request layer when it is the service's own (the embedded workspace has no
 * socket), else straight to the host that signed it.
 */
import { ApiError, NetworkError } from '../errors.js';
import type { ApiClient } from './client.js';
import { seg } from './paths.js';
import type { StorageUploadKind } from '../common/storage.js';

export interface StorageFileMetadata {
  /** The file's name (one name, no folders). */
  name: string;
  /** Its media type. */
  type: string;
  /** Its size in bytes. */
  size: number;
}

export interface StorageUploadURL {
  object: 'storage-signed-url';
  /** Where the bytes go (PUT). */
  url: string;
  /** The object's key in the organization's storage. */
  key: string;
}

export const generateStorageUploadURL = (
  api: ApiClient,
  org: string,
  body: { file: StorageFileMetadata; kind: StorageUploadKind },
) => api.post<StorageUploadURL>(`/orgs/${seg(org)}/storage/upload`, body);

/** Sends `bytes` to an upload URL (PUT, with the declared type). */
export async function uploadToStorage(api: ApiClient, url: string, bytes: Uint8Array, type: string): Promise<void> {
  const parsed = new URL(url);
  const base = new URL(api.baseUrl);
  if (base.protocol === 'local:' ? parsed.protocol === 'local:' : parsed.origin === base.origin) {
    const basePath = base.pathname.replace(/\/+$/, '');
    const path =
      parsed.pathname
        .slice(parsed.pathname.startsWith(`${basePath}/v1/`) ? basePath.length : 0)
        .replace(/^\/v1(?=\/)/, '') + parsed.search;
    await api.raw('PUT', path, { bytes, headers: { 'content-type': type } });
    return;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    throw new NetworkError(`cannot upload to ${parsed.origin}: not an http(s) URL`);
  const { timeoutMs } = api.limits;
  // A large file takes longer than one request's time: a minute more per 10 MB.
  const signal = AbortSignal.timeout(timeoutMs + Math.ceil(bytes.length / 10_000_000) * 60_000);
  let status: number;
  try {
    const res = await fetch(parsed, {
      method: 'PUT',
      body: bytes as Uint8Array<ArrayBuffer>,
      headers: { 'content-type': type },
      signal,
    });
    status = res.status;
    await res.body?.cancel().catch(() => undefined);
  } catch (error) {
    if (signal.aborted) throw new NetworkError(`PUT ${parsed.origin}${parsed.pathname}: no answer in time`);
    const code = (error as { cause?: { code?: unknown } }).cause?.code;
    throw new NetworkError(
      `PUT ${parsed.origin}${parsed.pathname}: the upload failed${typeof code === 'string' ? ` (${code})` : ''}`,
    );
  }
  // The query of a signed URL is its signature: never shown.
  if (status < 200 || status >= 300)
    throw new ApiError(
      status,
      `the upload to ${parsed.origin} answered HTTP ${status}`,
      'PUT',
      `${parsed.origin}${parsed.pathname}`,
    );
}
