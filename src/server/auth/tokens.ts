import { hash, timingSafeEqual } from 'node:crypto';
import type { AuthUser } from '../context.js';
import { newId, newToken } from '../ids.js';
import type { Db } from '../store/db.js';

/** Tokens are stored as SHA-256 hashes; the plain token is shown once, when issued. */
export function hashToken(token: string): string {
  // One-shot: a Hash object costs three times as much, on every request.
  return hash('sha256', token, 'hex');
}

export function issueToken(db: Db, userId: string, label: string, now: Date): { id: string; token: string } {
  const token = newToken();
  const id = newId();
  db.run(
    'INSERT INTO tokens (id, user_id, hash, label, created_at) VALUES (?, ?, ?, ?, ?)',
    id,
    userId,
    hashToken(token),
    label,
    now.toISOString(),
  );
  return { id, token };
}

export function revokeToken(db: Db, id: string, now: Date): boolean {
  const res = db.run('UPDATE tokens SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL', now.toISOString(), id);
  return res.changes > 0;
}

/** The user behind a bearer token, or undefined for unknown and revoked tokens. */
export function authenticate(db: Db, token: string): AuthUser | undefined {
  const hash = hashToken(token);
  // Every request asks it: remembered by hash while the store is unchanged (a revoke is a write).
  const user = db.whileUnchanged(`token ${hash}`, () => userOfHash(db, hash));
  return user && { ...user };
}

function userOfHash(db: Db, hash: string): AuthUser | undefined {
  const row = db.get<AuthUser & { hash: string }>(
    `SELECT u.id, u.display_name, u.email, u.photo_url, t.hash FROM tokens t JOIN users u ON u.id = t.user_id
     WHERE t.hash = ? AND t.revoked_at IS NULL`,
    hash,
  );
  // The lookup is by hash; compare again in constant time so timing says nothing about near misses.
  if (!row || !timingSafeEqual(Buffer.from(row.hash), Buffer.from(hash))) return undefined;
  return { id: row.id, display_name: row.display_name, email: row.email, photo_url: row.photo_url };
}

export function userById(db: Db, id: string): AuthUser | undefined {
  return db.get<AuthUser>('SELECT id, display_name, email, photo_url FROM users WHERE id = ?', id);
}
