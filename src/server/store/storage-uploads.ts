/** SQL of storage uploads (generateStorageUploadURL and its upload target). */
import type { Db } from './db.js';

export interface StorageUploadRow {
  key: string;
  org_id: string;
  user_id: string;
  kind: string;
  name: string;
  content_type: string;
  size: number;
  created_at: string;
  expires_at: string;
  uploaded_at: string | null;
  used_at: string | null;
}

const COLUMNS = 'key, org_id, user_id, kind, name, content_type, size, created_at, expires_at, uploaded_at, used_at';

export function insertStorageUpload(db: Db, row: Omit<StorageUploadRow, 'uploaded_at' | 'used_at'>): void {
  db.run(
    `INSERT INTO storage_uploads (${COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, NULL)`,
    row.key,
    row.org_id,
    row.user_id,
    row.kind,
    row.name,
    row.content_type,
    row.size,
    row.created_at,
    row.expires_at,
  );
}

/** Rows whose time is over, bytes included: run as new uploads are made. */
export function deleteExpiredUploads(db: Db, nowIso: string): void {
  db.run('DELETE FROM storage_uploads WHERE expires_at <= ?', nowIso);
}

export function getStorageUpload(db: Db, key: string): StorageUploadRow | undefined {
  return db.get<StorageUploadRow>(`SELECT ${COLUMNS} FROM storage_uploads WHERE key = ?`, key);
}

/** Stores the bytes of an upload not uploaded yet; false when another upload came first. */
export function storeUploadBytes(db: Db, key: string, bytes: Uint8Array, contentType: string, nowIso: string): boolean {
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return (
    db.run(
      'UPDATE storage_uploads SET data = ?, content_type = ?, uploaded_at = ? WHERE key = ? AND uploaded_at IS NULL',
      data,
      contentType,
      nowIso,
      key,
    ).changes === 1
  );
}

export function uploadBytes(db: Db, key: string): Buffer | undefined {
  return db.get<{ data: Buffer | null }>('SELECT data FROM storage_uploads WHERE key = ?', key)?.data ?? undefined;
}

/** Marks an uploaded, unused upload as used; false when it was used already (or never uploaded). */
export function claimUpload(db: Db, key: string, nowIso: string): boolean {
  return (
    db.run(
      'UPDATE storage_uploads SET used_at = ? WHERE key = ? AND uploaded_at IS NOT NULL AND used_at IS NULL',
      nowIso,
      key,
    ).changes === 1
  );
}

/** Gives a claim back (the change that referenced the upload was not applied). */
export function releaseUpload(db: Db, key: string): void {
  db.run('UPDATE storage_uploads SET used_at = NULL WHERE key = ?', key);
}

/** The bytes of a used upload go: the file lives on as a content blob. */
export function dropUploadBytes(db: Db, key: string): void {
  db.run('UPDATE storage_uploads SET data = NULL WHERE key = ? AND used_at IS NOT NULL', key);
}
