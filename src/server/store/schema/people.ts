import type { Migration } from './migration.js';

export const peopleMigrations: Migration[] = [
  {
    id: 'people-001-indexes-and-translations',
    sql: `
-- Keyset pages of members sort on (sort value, seq) within an organization.
CREATE INDEX people_members_joined ON org_members(org_id, joined_at, seq);
CREATE INDEX people_members_seen ON org_members(org_id, last_seen_at, seq);
CREATE INDEX people_members_role ON org_members(org_id, role, joined_at, seq);
CREATE INDEX people_teams_org ON teams(org_id, seq);
CREATE INDEX people_team_members_team ON team_members(team_id, seq);
CREATE INDEX people_team_spaces_space ON team_spaces(space_id);
CREATE INDEX people_space_grants_user ON space_grants(user_id);
CREATE INDEX people_link_invites_org ON link_invites(org_id);

CREATE TABLE translation_settings (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  org_id TEXT NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  languages TEXT NOT NULL DEFAULT '[]',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX people_translation_settings_org ON translation_settings(org_id, seq);
`,
  },
];
