import type { Migration } from './migration.js';

export const storageMigrations: Migration[] = [
  {
    id: 'storage-001-uploads',
    sql: `
-- Files sent through generateStorageUploadURL: the signed URL's record from the moment it is handed
-- out, its bytes once uploaded (at most once), and when a change referenced it (its bytes then go:
-- the file lives on as a content blob). Rows past expires_at are deleted as new ones are made.
CREATE TABLE storage_uploads (
  key TEXT PRIMARY KEY,
  org_id TEXT NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind TEXT NOT NULL,
  name TEXT NOT NULL,
  content_type TEXT NOT NULL,
  size INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  uploaded_at TEXT,
  used_at TEXT,
  data BLOB
);
CREATE INDEX storage_uploads_expiry ON storage_uploads(expires_at);
`,
  },
];
