import type { Migration } from './migration.js';

export const sitesMigrations: Migration[] = [
  {
    id: 'sites-001-initial',
    sql: `
CREATE TABLE sites (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  org_id TEXT NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  type TEXT NOT NULL DEFAULT 'basic',
  title TEXT NOT NULL,
  hostname TEXT,
  basename TEXT,
  proxy TEXT,
  visibility TEXT NOT NULL DEFAULT 'public',
  published INTEGER NOT NULL DEFAULT 0,
  agents_context TEXT NOT NULL DEFAULT 'included',
  adaptive_enabled INTEGER NOT NULL DEFAULT 0,
  adaptive_schema TEXT,
  adaptive_updated_at TEXT,
  -- Defaults are pointers on the parent, so a level can never have two.
  default_section_id TEXT,
  default_site_space_id TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX sites_org ON sites(org_id, seq);

-- Section groups and ungrouped sections share the top-level ordering of a site.
CREATE TABLE site_section_groups (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  site_id TEXT NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  icon TEXT,
  position REAL NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX site_section_groups_site ON site_section_groups(site_id, position);

CREATE TABLE site_sections (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  site_id TEXT NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  group_id TEXT REFERENCES site_section_groups(id) ON DELETE SET NULL,
  title TEXT NOT NULL,
  description TEXT,
  path TEXT NOT NULL,
  condition TEXT,
  icon TEXT,
  position REAL NOT NULL,
  default_site_space_id TEXT,
  created_at TEXT NOT NULL,
  UNIQUE (site_id, path)
);
CREATE INDEX site_sections_site ON site_sections(site_id, group_id, position);

-- section_id NULL: the site space sits at the root of a site without sections.
CREATE TABLE site_spaces (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  site_id TEXT NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  section_id TEXT REFERENCES site_sections(id) ON DELETE CASCADE,
  space_id TEXT NOT NULL REFERENCES spaces(id) ON DELETE CASCADE,
  path TEXT NOT NULL,
  condition TEXT,
  position REAL NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX site_spaces_site ON site_spaces(site_id, section_id, position);
CREATE INDEX site_spaces_space ON site_spaces(space_id);

CREATE TABLE site_share_links (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  site_id TEXT NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  key TEXT NOT NULL UNIQUE,
  active INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL
);
CREATE INDEX site_share_links_site ON site_share_links(site_id, seq);
`,
  },
  {
    id: 'sites-002-redirects',
    sql: `
-- Site redirects (reference 0.202.0): a source path of the site to a destination, live or draft.
-- Sources compare case-insensitively (published URLs do): one live and one draft per source.
CREATE TABLE site_redirects (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  site_id TEXT NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  source TEXT NOT NULL,
  source_key TEXT NOT NULL,
  draft INTEGER NOT NULL DEFAULT 0,
  capture_wildcard INTEGER NOT NULL DEFAULT 0,
  permanent INTEGER NOT NULL DEFAULT 0,
  destination TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT,
  UNIQUE (site_id, source_key, draft)
);
CREATE INDEX site_redirects_site ON site_redirects(site_id, draft, seq);
`,
  },
  {
    id: 'sites-003-mcp-servers',
    sql: `
-- MCP servers a site's AI assistant may call (reference 0.202.0, site-mcp-servers). Headers hold
-- credentials: stored sealed (SecretBox, AES-256-GCM with the key outside the database).
CREATE TABLE site_mcp_servers (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  site_id TEXT NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  url TEXT NOT NULL,
  transport TEXT NOT NULL,
  headers TEXT NOT NULL,
  condition TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX site_mcp_servers_site ON site_mcp_servers(site_id, seq);
`,
  },
];
