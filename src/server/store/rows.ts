import type { Role } from '../auth/roles.js';

/** Row shapes of the core tables, as SQLite returns them. */
export interface UserRow {
  seq: number;
  id: string;
  display_name: string;
  email: string;
  photo_url: string | null;
  created_at: string;
}

export interface OrganizationRow {
  seq: number;
  id: string;
  title: string;
  created_at: string;
  email_domains: string;
  hostname: string | null;
  type: string;
  use_case: string | null;
  community_type: string | null;
  default_role: Role | null;
  default_content: string | null;
  logo: string | null;
  sso: number;
  ai: number;
  invite_links: number;
  plan: string;
}

export interface CollectionRow {
  seq: number;
  id: string;
  org_id: string;
  parent_id: string | null;
  title: string;
  description: string | null;
  default_level: Role | null;
  position: number;
  created_at: string;
}

export interface SpaceRow {
  seq: number;
  id: string;
  org_id: string;
  parent_id: string | null;
  title: string;
  emoji: string;
  visibility: string;
  edit_mode: string;
  default_level: Role | null;
  revision_id: string;
  position: number;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

export interface MemberRow {
  seq: number;
  org_id: string;
  user_id: string;
  role: Role | null;
  disabled: number;
  sso: number;
  joined_at: string;
  last_seen_at: string | null;
}
