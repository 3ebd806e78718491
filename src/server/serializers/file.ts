import type { Services } from '../context.js';
import type { StoredFile } from '../store/content/model.js';
import { signToken } from '../auth/signed.js';
import { apiUrl } from './urls.js';

/** A file as the interface's RevisionFile; `downloadURL` is a signed link served by the service. */
export function serializeFile(svc: Services, spaceId: string, file: StoredFile, options: { metadata?: boolean } = {}) {
  const token = signToken(
    svc.config.secret,
    { k: 'file', s: spaceId, b: file.blob, t: file.contentType, n: file.name },
    svc.clock.now(),
  );
  return {
    id: file.id,
    name: file.name,
    contentType: file.contentType,
    downloadURL: apiUrl(svc, `/downloads/files/${token}`),
    size: file.size,
    ...(file.dimensions ? { dimensions: file.dimensions } : {}),
    ...((options.metadata ?? true) ? { git: { oid: file.oid ?? file.blob, path: file.source } } : {}),
  };
}
