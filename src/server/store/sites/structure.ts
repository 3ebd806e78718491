/** The rows of a site's structure: sections, section groups and site spaces (SQL only). */
import { newId } from '../../ids.js';
import type { Db } from '../db.js';
import type { SectionGroupRow, SectionRow, SiteRow, SiteSpaceRow } from './rows.js';

export type ItemType = 'site-space' | 'site-section' | 'site-section-group';
export interface ItemPointer {
  type: ItemType;
  id: string;
}

const TABLE: Record<ItemType, string> = {
  'site-space': 'site_spaces',
  'site-section': 'site_sections',
  'site-section-group': 'site_section_groups',
};

export const getSiteRow = (db: Db, id: string) => db.get<SiteRow>('SELECT * FROM sites WHERE id = ?', id);
export const getSection = (db: Db, siteId: string, id: string) =>
  db.get<SectionRow>('SELECT * FROM site_sections WHERE id = ? AND site_id = ?', id, siteId);
export const getGroup = (db: Db, siteId: string, id: string) =>
  db.get<SectionGroupRow>('SELECT * FROM site_section_groups WHERE id = ? AND site_id = ?', id, siteId);
export const getSiteSpace = (db: Db, siteId: string, id: string) =>
  db.get<SiteSpaceRow>('SELECT * FROM site_spaces WHERE id = ? AND site_id = ?', id, siteId);

const sectionCount = (db: Db, siteId: string) =>
  db.get<{ n: number }>('SELECT COUNT(*) AS n FROM site_sections WHERE site_id = ?', siteId)!.n;
const groupCount = (db: Db, siteId: string) =>
  db.get<{ n: number }>('SELECT COUNT(*) AS n FROM site_section_groups WHERE site_id = ?', siteId)!.n;
export const usesSections = (db: Db, siteId: string) => sectionCount(db, siteId) + groupCount(db, siteId) > 0;

export function sectionPaths(db: Db, siteId: string, exceptId?: string): string[] {
  return db
    .all<{ path: string; id: string }>('SELECT id, path FROM site_sections WHERE site_id = ?', siteId)
    .filter((r) => r.id !== exceptId)
    .map((r) => r.path);
}

export function siteSpacePaths(db: Db, siteId: string, sectionId: string | null, exceptId?: string): string[] {
  return db
    .all<{ path: string; id: string }>(
      'SELECT id, path FROM site_spaces WHERE site_id = ? AND section_id IS ?',
      siteId,
      sectionId,
    )
    .filter((r) => r.id !== exceptId)
    .map((r) => r.path);
}

export function setSiteDefaults(
  db: Db,
  siteId: string,
  defaultSectionId: string | null,
  defaultSiteSpaceId: string | null,
): void {
  db.run(
    'UPDATE sites SET default_section_id = ?, default_site_space_id = ? WHERE id = ?',
    defaultSectionId,
    defaultSiteSpaceId,
    siteId,
  );
}

export function setSectionDefault(db: Db, sectionId: string, siteSpaceId: string | null): void {
  db.run('UPDATE site_sections SET default_site_space_id = ? WHERE id = ?', siteSpaceId, sectionId);
}

export function insertSiteSpaceRow(
  db: Db,
  row: { siteId: string; sectionId: string | null; spaceId: string; path: string; position: number },
  now: Date,
): string {
  const id = newId();
  db.run(
    'INSERT INTO site_spaces (id, site_id, section_id, space_id, path, position, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    id,
    row.siteId,
    row.sectionId,
    row.spaceId,
    row.path,
    row.position,
    now.toISOString(),
  );
  return id;
}

export function insertSectionRow(
  db: Db,
  row: { siteId: string; title: string; path: string; icon: string | null; position: number },
  now: Date,
): SectionRow {
  const id = newId();
  db.run(
    'INSERT INTO site_sections (id, site_id, title, path, icon, position, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    id,
    row.siteId,
    row.title,
    row.path,
    row.icon,
    row.position,
    now.toISOString(),
  );
  return getSection(db, row.siteId, id)!;
}

export function insertGroupRow(
  db: Db,
  row: { siteId: string; title: string; icon: string | null; position: number },
  now: Date,
): string {
  const id = newId();
  db.run(
    'INSERT INTO site_section_groups (id, site_id, title, icon, position, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    id,
    row.siteId,
    row.title,
    row.icon,
    row.position,
    now.toISOString(),
  );
  return id;
}

/** Site spaces at the root of a site (outside any section). */
export const rootSiteSpaces = (db: Db, siteId: string) =>
  db.all<SiteSpaceRow>('SELECT * FROM site_spaces WHERE site_id = ? AND section_id IS NULL', siteId);

/** Moves the site's root site spaces into a section, which becomes the default with the site's default space. */
export function moveRootIntoSection(db: Db, site: SiteRow, sectionId: string): void {
  db.run('UPDATE site_spaces SET section_id = ? WHERE site_id = ? AND section_id IS NULL', sectionId, site.id);
  db.run('UPDATE site_sections SET default_site_space_id = ? WHERE id = ?', site.default_site_space_id, sectionId);
  db.run('UPDATE sites SET default_section_id = ?, default_site_space_id = NULL WHERE id = ?', sectionId, site.id);
}

export function setSectionGroup(db: Db, sectionId: string, groupId: string | null, position?: number): void {
  if (position === undefined) db.run('UPDATE site_sections SET group_id = ? WHERE id = ?', groupId, sectionId);
  else db.run('UPDATE site_sections SET group_id = ?, position = ? WHERE id = ?', groupId, position, sectionId);
}

/** The sections of a group, last first. */
export const groupSectionsLastFirst = (db: Db, groupId: string) =>
  db.all<SectionRow>('SELECT * FROM site_sections WHERE group_id = ? ORDER BY position DESC', groupId);

export function deleteGroupRow(db: Db, id: string): void {
  db.run('DELETE FROM site_section_groups WHERE id = ?', id);
}

export function deleteSectionRow(db: Db, id: string): void {
  db.run('DELETE FROM site_sections WHERE id = ?', id);
}

export function deleteSiteSpaceRow(db: Db, id: string): void {
  db.run('DELETE FROM site_spaces WHERE id = ?', id);
}

export interface ItemRow {
  id: string;
  group_id?: string | null;
  section_id?: string | null;
  path?: string;
}

export function findItemRow(db: Db, siteId: string, p: ItemPointer): ItemRow | undefined {
  return db.get<ItemRow>(`SELECT * FROM ${TABLE[p.type]} WHERE id = ? AND site_id = ?`, p.id, siteId);
}

export function setItemPosition(db: Db, type: ItemType, id: string, position: number): void {
  db.run(`UPDATE ${TABLE[type]} SET position = ? WHERE id = ?`, position, id);
}

export function setSiteSpaceSection(db: Db, id: string, sectionId: string | null): void {
  db.run('UPDATE site_spaces SET section_id = ? WHERE id = ?', sectionId, id);
}

/** Column updates of the structure's rows; only the keys given change. */
const COLUMNS = {
  site: {
    table: 'sites',
    columns: {
      title: 'title',
      visibility: 'visibility',
      basename: 'basename',
      agentsContext: 'agents_context',
      proxy: 'proxy',
      adaptiveEnabled: 'adaptive_enabled',
      defaultSectionId: 'default_section_id',
      defaultSiteSpaceId: 'default_site_space_id',
      published: 'published',
    },
  },
  section: {
    table: 'site_sections',
    columns: {
      title: 'title',
      path: 'path',
      defaultSiteSpace: 'default_site_space_id',
      condition: 'condition',
      icon: 'icon',
      description: 'description',
    },
  },
  siteSpace: { table: 'site_spaces', columns: { path: 'path', condition: 'condition', spaceId: 'space_id' } },
  group: { table: 'site_section_groups', columns: { title: 'title', icon: 'icon' } },
} as const;

type Values<K extends keyof typeof COLUMNS> = Partial<
  Record<keyof (typeof COLUMNS)[K]['columns'], string | number | null>
>;

function update<K extends keyof typeof COLUMNS>(db: Db, kind: K, id: string, values: Values<K>): void {
  const { table, columns } = COLUMNS[kind];
  for (const [key, column] of Object.entries(columns)) {
    const value = values[key as keyof Values<K>];
    if (value !== undefined) db.run(`UPDATE ${table} SET ${column} = ? WHERE id = ?`, value, id);
  }
}

export const updateSiteRow = (db: Db, id: string, values: Values<'site'>) => update(db, 'site', id, values);
export const updateSectionRow = (db: Db, id: string, values: Values<'section'>) => update(db, 'section', id, values);
export const updateSiteSpaceRow = (db: Db, id: string, values: Values<'siteSpace'>) =>
  update(db, 'siteSpace', id, values);
export const updateGroupRow = (db: Db, id: string, values: Values<'group'>) => update(db, 'group', id, values);
