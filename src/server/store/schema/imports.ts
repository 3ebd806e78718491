import type { Migration } from './migration.js';

export const importsMigrations: Migration[] = [
  {
    id: 'imports-001-runs',
    sql: `
-- Import runs (startImportRun, reference 0.202.0): what was asked (source and target as JSON), by
-- whom, and how far it went: pending, in-progress, then completed (with the pages it wrote),
-- failed (with its reason) or cancelled.
CREATE TABLE import_runs (
  id TEXT PRIMARY KEY,
  org_id TEXT NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  space_id TEXT NOT NULL,
  cr_id TEXT,
  site_id TEXT,
  source TEXT NOT NULL,
  target TEXT NOT NULL,
  status TEXT NOT NULL,
  reason TEXT,
  pages TEXT,
  created_at TEXT NOT NULL,
  started_at TEXT,
  updated_at TEXT NOT NULL,
  completed_at TEXT
);
CREATE INDEX import_runs_org ON import_runs(org_id, created_at);
`,
  },
];
