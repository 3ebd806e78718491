import type { Migration } from './migration.js';

export const coreMigrations: Migration[] = [
  {
    id: 'core-001-initial',
    sql: `
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

CREATE TABLE users (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  display_name TEXT NOT NULL,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  photo_url TEXT,
  created_at TEXT NOT NULL
);

CREATE TABLE tokens (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  hash TEXT NOT NULL UNIQUE,
  label TEXT,
  created_at TEXT NOT NULL,
  revoked_at TEXT
);

CREATE TABLE organizations (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  created_at TEXT NOT NULL,
  email_domains TEXT NOT NULL DEFAULT '[]',
  hostname TEXT UNIQUE,
  type TEXT NOT NULL DEFAULT 'business',
  use_case TEXT,
  community_type TEXT,
  default_role TEXT,
  default_content TEXT,
  logo TEXT,
  sso INTEGER NOT NULL DEFAULT 0,
  ai INTEGER NOT NULL DEFAULT 0,
  invite_links INTEGER NOT NULL DEFAULT 1,
  plan TEXT NOT NULL DEFAULT 'free_2024'
);

CREATE TABLE org_members (
  seq INTEGER PRIMARY KEY,
  org_id TEXT NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  role TEXT,
  disabled INTEGER NOT NULL DEFAULT 0,
  sso INTEGER NOT NULL DEFAULT 0,
  joined_at TEXT NOT NULL,
  last_seen_at TEXT,
  UNIQUE (org_id, user_id)
);
CREATE INDEX org_members_user ON org_members(user_id);

CREATE TABLE link_invites (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  org_id TEXT NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  role TEXT,
  created_at TEXT NOT NULL
);

CREATE TABLE collections (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  org_id TEXT NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  parent_id TEXT REFERENCES collections(id) ON DELETE CASCADE,
  title TEXT NOT NULL DEFAULT '',
  description TEXT,
  default_level TEXT,
  position REAL NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE INDEX collections_org ON collections(org_id, seq);
CREATE INDEX collections_parent ON collections(parent_id);

CREATE TABLE spaces (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  org_id TEXT NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  parent_id TEXT REFERENCES collections(id) ON DELETE SET NULL,
  title TEXT NOT NULL DEFAULT '',
  emoji TEXT NOT NULL DEFAULT '',
  visibility TEXT NOT NULL DEFAULT 'private',
  edit_mode TEXT NOT NULL DEFAULT 'live',
  default_level TEXT,
  revision_id TEXT NOT NULL,
  position REAL NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  deleted_at TEXT
);
CREATE INDEX spaces_org ON spaces(org_id, deleted_at, seq);
CREATE INDEX spaces_parent ON spaces(parent_id, deleted_at, position);

-- Spaces purged after the restore window: kept so that a late restore answers 412, not 404.
CREATE TABLE space_tombstones (id TEXT PRIMARY KEY, org_id TEXT NOT NULL, deleted_at TEXT NOT NULL);

CREATE TABLE space_grants (
  space_id TEXT NOT NULL REFERENCES spaces(id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  role TEXT NOT NULL,
  PRIMARY KEY (space_id, user_id)
);

CREATE TABLE teams (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  org_id TEXT NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE UNIQUE INDEX teams_title ON teams(org_id, title COLLATE NOCASE);

CREATE TABLE team_members (
  seq INTEGER PRIMARY KEY,
  team_id TEXT NOT NULL REFERENCES teams(id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  role TEXT NOT NULL DEFAULT 'member',
  added_at TEXT NOT NULL,
  UNIQUE (team_id, user_id)
);
CREATE INDEX team_members_user ON team_members(user_id);

CREATE TABLE team_spaces (
  team_id TEXT NOT NULL REFERENCES teams(id) ON DELETE CASCADE,
  space_id TEXT NOT NULL REFERENCES spaces(id) ON DELETE CASCADE,
  role TEXT NOT NULL,
  PRIMARY KEY (team_id, space_id)
);

-- Immutable content snapshots; content is JSON {pages, files, reusableContents, variables}.
CREATE TABLE revisions (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  space_id TEXT NOT NULL REFERENCES spaces(id) ON DELETE CASCADE,
  change_request_id TEXT,
  parents TEXT NOT NULL DEFAULT '[]',
  type TEXT NOT NULL,
  created_at TEXT NOT NULL,
  content TEXT NOT NULL
);
CREATE INDEX revisions_space ON revisions(space_id, seq);
`,
  },
  {
    id: 'core-002-audit-events',
    sql: `
-- What members changed in an organization (0.202.0 AuditEvent): actor and target labels as they
-- were when the event was recorded; payload is JSON.
CREATE TABLE audit_events (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  org_id TEXT NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  occurred_at TEXT NOT NULL,
  action TEXT NOT NULL,
  actor_type TEXT NOT NULL,
  actor_id TEXT NOT NULL,
  actor_label TEXT,
  source TEXT NOT NULL,
  target_type TEXT NOT NULL,
  target_id TEXT NOT NULL,
  target_label TEXT,
  payload TEXT NOT NULL
);
CREATE INDEX audit_events_org ON audit_events(org_id, seq);
`,
  },
];
