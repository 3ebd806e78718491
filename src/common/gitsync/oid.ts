import { createHash } from 'node:crypto';

/** Git's object id of a file's bytes (`git hash-object`): what Git Sync calls a blob's `oid`. */
export function gitBlobOid(bytes: Uint8Array): string {
  return createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');
}
