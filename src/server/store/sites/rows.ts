/** Row shapes of the sites tables, as SQLite returns them. */
export interface SiteRow {
  seq: number;
  id: string;
  org_id: string;
  type: string;
  title: string;
  hostname: string | null;
  basename: string | null;
  proxy: string | null;
  visibility: string;
  published: number;
  agents_context: string;
  adaptive_enabled: number;
  adaptive_schema: string | null;
  adaptive_updated_at: string | null;
  default_section_id: string | null;
  default_site_space_id: string | null;
  created_at: string;
}

export interface SectionGroupRow {
  seq: number;
  id: string;
  site_id: string;
  title: string;
  icon: string | null;
  position: number;
  created_at: string;
}

export interface SectionRow {
  seq: number;
  id: string;
  site_id: string;
  group_id: string | null;
  title: string;
  description: string | null;
  path: string;
  condition: string | null;
  icon: string | null;
  position: number;
  default_site_space_id: string | null;
  created_at: string;
}

export interface SiteSpaceRow {
  seq: number;
  id: string;
  site_id: string;
  section_id: string | null;
  space_id: string;
  path: string;
  condition: string | null;
  position: number;
  created_at: string;
}

export interface ShareLinkRow {
  seq: number;
  id: string;
  site_id: string;
  name: string;
  key: string;
  active: number;
  created_at: string;
}
