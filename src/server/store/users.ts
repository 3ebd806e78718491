import { newId } from '../ids.js';
import type { Db } from './db.js';
import type { UserRow } from './rows.js';

export function createUser(
  db: Db,
  input: { displayName: string; email: string; photoURL?: string },
  now: Date,
): UserRow {
  const id = newId();
  db.run(
    'INSERT INTO users (id, display_name, email, photo_url, created_at) VALUES (?, ?, ?, ?, ?)',
    id,
    input.displayName,
    input.email,
    input.photoURL ?? null,
    now.toISOString(),
  );
  return getUser(db, id)!;
}

export function getUser(db: Db, id: string): UserRow | undefined {
  return db.get<UserRow>('SELECT * FROM users WHERE id = ?', id);
}

/** Finds a user by id or e-mail (case-insensitive). */
export function findUser(db: Db, idOrEmail: string): UserRow | undefined {
  return db.get<UserRow>('SELECT * FROM users WHERE id = ? OR email = ? COLLATE NOCASE', idOrEmail, idOrEmail);
}
