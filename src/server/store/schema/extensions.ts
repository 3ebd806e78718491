import type { Migration } from './migration.js';

export const extensionsMigrations: Migration[] = [
  {
    id: 'extensions-001-openapi-integrations',
    sql: `
-- An OpenAPI specification of an organization. The source (url, or text until processed) is kept so that a
-- processing interrupted by a process exit can be resumed by another process.
CREATE TABLE openapi_specs (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  org_id TEXT NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  slug TEXT NOT NULL,
  source_url TEXT,
  source_text TEXT,
  processing_state TEXT NOT NULL DEFAULT 'pending',
  -- Incremented by each create/PUT; a processing run only stores its result while it is current.
  job INTEGER NOT NULL DEFAULT 0,
  job_lease_until TEXT,
  last_version_id TEXT,
  last_processed_at TEXT,
  last_error_code TEXT,
  last_error_message TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (org_id, slug)
);

-- Each successful processing; document is the text as fetched, served at /v1/openapi/documents/<public_key>.
CREATE TABLE openapi_versions (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  spec_id TEXT NOT NULL REFERENCES openapi_specs(id) ON DELETE CASCADE,
  public_key TEXT NOT NULL UNIQUE,
  filename TEXT NOT NULL,
  media_type TEXT NOT NULL,
  document TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX openapi_versions_spec ON openapi_versions(spec_id, seq);

-- JSON columns hold arrays/objects as published; block_domains is derived from blocks[].urlUnfurl.
CREATE TABLE integrations (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL UNIQUE,
  owner_org_id TEXT NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  version INTEGER NOT NULL,
  runtime TEXT NOT NULL,
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  summary TEXT,
  visibility TEXT NOT NULL,
  target TEXT NOT NULL,
  scopes TEXT NOT NULL DEFAULT '[]',
  categories TEXT NOT NULL DEFAULT '[]',
  blocks TEXT NOT NULL DEFAULT '[]',
  block_domains TEXT NOT NULL DEFAULT '[]',
  content_sources TEXT NOT NULL DEFAULT '[]',
  external_links TEXT NOT NULL DEFAULT '[]',
  configurations TEXT,
  icon TEXT,
  preview_images TEXT NOT NULL DEFAULT '[]',
  script TEXT NOT NULL,
  content_security_policy TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX integrations_owner ON integrations(owner_org_id);

-- Never serialized: no endpoint reads this table into a response.
CREATE TABLE integration_secrets (
  integration_id TEXT NOT NULL REFERENCES integrations(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  value TEXT NOT NULL,
  PRIMARY KEY (integration_id, name)
);

CREATE TABLE integration_installations (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  integration_id TEXT NOT NULL REFERENCES integrations(id) ON DELETE CASCADE,
  org_id TEXT NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  status TEXT NOT NULL DEFAULT 'active',
  external_ids TEXT NOT NULL DEFAULT '[]',
  configuration TEXT NOT NULL DEFAULT '{}',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (integration_id, org_id)
);
CREATE INDEX integration_installations_org ON integration_installations(org_id);
`,
  },
];
