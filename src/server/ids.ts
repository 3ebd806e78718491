import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Opaque resource ids, 20 characters of [A-Za-z0-9]. */
export function newId(length = 20): string {
  const bytes = randomBytes(length);
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHABET[bytes[i]! % ALPHABET.length];
  return out;
}

/** A bearer token: prefix for recognisability, 32 random bytes. */
export function newToken(): string {
  return `dct_${randomBytes(32).toString('base64url')}`;
}
