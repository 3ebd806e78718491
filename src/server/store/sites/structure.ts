import { badRequest, conflict, notFound } from '../../errors.js';
import { newId } from '../../ids.js';
import type { Db } from '../db.js';
import type { SpaceRow } from '../rows.js';
import { lastPosition, positionNear, type Container } from './order.js';
import { slugify, uniquePath } from '../../content/site-paths.js';
import type { SectionGroupRow, SectionRow, SiteRow, SiteSpaceRow } from './rows.js';
import { flattenSections, loadTree } from './tree.js';

export type ItemType = 'site-space' | 'site-section' | 'site-section-group';
export interface ItemPointer {
  type: ItemType;
  id: string;
}
export interface ItemPosition {
  before?: ItemPointer;
  after?: ItemPointer;
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

function sectionPaths(db: Db, siteId: string, exceptId?: string): string[] {
  return db
    .all<{ path: string; id: string }>('SELECT id, path FROM site_sections WHERE site_id = ?', siteId)
    .filter((r) => r.id !== exceptId)
    .map((r) => r.path);
}

function siteSpacePaths(db: Db, siteId: string, sectionId: string | null, exceptId?: string): string[] {
  return db
    .all<{ path: string; id: string }>(
      'SELECT id, path FROM site_spaces WHERE site_id = ? AND section_id IS ?',
      siteId,
      sectionId,
    )
    .filter((r) => r.id !== exceptId)
    .map((r) => r.path);
}

/** Paths are unique among siblings: sections within the site, site spaces within their section (or the root). */
export function checkSectionPath(db: Db, siteId: string, path: string, exceptId?: string): void {
  if (sectionPaths(db, siteId, exceptId).includes(path))
    throw conflict(`path: another section of this site already uses the path "${path}"`);
}

export function checkSiteSpacePath(
  db: Db,
  siteId: string,
  sectionId: string | null,
  path: string,
  exceptId?: string,
): void {
  if (siteSpacePaths(db, siteId, sectionId, exceptId).includes(path)) {
    throw conflict(
      `path: another site space ${sectionId ? 'of this section' : 'of this site'} already uses the path "${path}"`,
    );
  }
}

/**
 * Keeps exactly one default per level: a stored default that no longer exists (deleted, moved
 * away) is replaced by the first item of its level, or cleared when the level is empty.
 */
export function repairDefaults(db: Db, siteId: string): void {
  const tree = loadTree(db, getSiteRow(db, siteId)!);
  const sections = flattenSections(tree.top);
  db.run(
    'UPDATE sites SET default_section_id = ?, default_site_space_id = ? WHERE id = ?',
    sections.find((s) => s.isDefault)?.row.id ?? null,
    tree.rootSpaces.find((s) => s.isDefault)?.row.id ?? null,
    siteId,
  );
  for (const s of sections) {
    db.run(
      'UPDATE site_sections SET default_site_space_id = ? WHERE id = ?',
      s.siteSpaces.find((n) => n.isDefault)?.row.id ?? null,
      s.row.id,
    );
  }
}

/** Adds a space to the root, or to a section, with a path derived from its title. */
export function insertSiteSpace(
  db: Db,
  siteId: string,
  space: SpaceRow,
  sectionId: string | null,
  now: Date,
): SiteSpaceRow {
  const id = newId();
  const container: Container = sectionId ? { kind: 'section', sectionId } : { kind: 'root', siteId };
  const path = uniquePath(slugify(space.title, 'space'), siteSpacePaths(db, siteId, sectionId));
  db.run(
    'INSERT INTO site_spaces (id, site_id, section_id, space_id, path, position, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    id,
    siteId,
    sectionId,
    space.id,
    path,
    lastPosition(db, container),
    now.toISOString(),
  );
  repairDefaults(db, siteId);
  return getSiteSpace(db, siteId, id)!;
}

function insertSection(db: Db, siteId: string, input: { title: string; icon?: string | null }, now: Date): SectionRow {
  const id = newId();
  const path = uniquePath(slugify(input.title, 'section'), sectionPaths(db, siteId));
  db.run(
    'INSERT INTO site_sections (id, site_id, title, path, icon, position, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    id,
    siteId,
    input.title,
    path,
    input.icon ?? null,
    lastPosition(db, { kind: 'top', siteId }),
    now.toISOString(),
  );
  return getSection(db, siteId, id)!;
}

/**
 * A site with site spaces at its root gets its first section: those spaces move into a section
 * named after the site, which becomes the default, so nothing visitors saw disappears.
 */
export function ensureSections(db: Db, site: SiteRow, now: Date): void {
  if (usesSections(db, site.id)) return;
  const root = db.all<SiteSpaceRow>('SELECT * FROM site_spaces WHERE site_id = ? AND section_id IS NULL', site.id);
  if (root.length === 0) return;
  const section = insertSection(db, site.id, { title: site.title }, now);
  db.run('UPDATE site_spaces SET section_id = ? WHERE site_id = ? AND section_id IS NULL', section.id, site.id);
  db.run('UPDATE site_sections SET default_site_space_id = ? WHERE id = ?', site.default_site_space_id, section.id);
  db.run('UPDATE sites SET default_section_id = ?, default_site_space_id = NULL WHERE id = ?', section.id, site.id);
}

/** A new section holding one site space of `space`; titled after the space unless a title is given. */
export function addSection(
  db: Db,
  site: SiteRow,
  space: SpaceRow,
  input: { title?: string | null; icon?: string | null },
  now: Date,
): SectionRow {
  ensureSections(db, site, now);
  const title = input.title ?? ([...space.title].length >= 2 ? space.title : 'Section');
  const section = insertSection(db, site.id, { title, icon: input.icon }, now);
  insertSiteSpace(db, site.id, space, section.id, now);
  return getSection(db, site.id, section.id)!;
}

export function createGroup(
  db: Db,
  site: SiteRow,
  input: { title: string; icon?: string | null; sections?: string[] },
  now: Date,
): SectionGroupRow {
  ensureSections(db, site, now);
  const id = newId();
  db.run(
    'INSERT INTO site_section_groups (id, site_id, title, icon, position, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    id,
    site.id,
    input.title,
    input.icon ?? null,
    lastPosition(db, { kind: 'top', siteId: site.id }),
    now.toISOString(),
  );
  for (const [i, sectionId] of (input.sections ?? []).entries())
    addSectionToGroup(db, site.id, id, sectionId, `sections[${i}]`);
  return getGroup(db, site.id, id)!;
}

export function addSectionToGroup(
  db: Db,
  siteId: string,
  groupId: string,
  sectionId: string,
  field = 'sectionId',
): void {
  if (!getSection(db, siteId, sectionId)) throw notFound(`${field}: section ${sectionId} not found in this site`);
  db.run(
    'UPDATE site_sections SET group_id = ?, position = ? WHERE id = ?',
    groupId,
    lastPosition(db, { kind: 'group', groupId }, sectionId),
    sectionId,
  );
}

/** Takes a section out of its group; it lands at the top level just after the group. */
export function removeSectionFromGroup(db: Db, siteId: string, group: SectionGroupRow, sectionId: string): void {
  const section = getSection(db, siteId, sectionId);
  if (!section || section.group_id !== group.id)
    throw notFound(`section ${sectionId} not found in section group ${group.id}`);
  const position = positionNear(db, { kind: 'top', siteId }, sectionId, group.id, 'after');
  db.run('UPDATE site_sections SET group_id = NULL, position = ? WHERE id = ?', position, sectionId);
}

/** Deleting a group keeps its sections: they move to the top level where the group was. */
export function deleteGroup(db: Db, siteId: string, group: SectionGroupRow): void {
  const members = db.all<SectionRow>('SELECT * FROM site_sections WHERE group_id = ? ORDER BY position DESC', group.id);
  for (const s of members) removeSectionFromGroup(db, siteId, group, s.id);
  db.run('DELETE FROM site_section_groups WHERE id = ?', group.id);
  repairDefaults(db, siteId);
}

export function deleteSection(db: Db, siteId: string, sectionId: string): void {
  db.run('DELETE FROM site_sections WHERE id = ?', sectionId);
  repairDefaults(db, siteId);
}

export function deleteSiteSpace(db: Db, siteId: string, siteSpaceId: string): void {
  db.run('DELETE FROM site_spaces WHERE id = ?', siteSpaceId);
  repairDefaults(db, siteId);
}

interface ItemRow {
  id: string;
  group_id?: string | null;
  section_id?: string | null;
  path?: string;
}

function findItem(db: Db, siteId: string, p: ItemPointer): ItemRow | undefined {
  return db.get<ItemRow>(`SELECT * FROM ${TABLE[p.type]} WHERE id = ? AND site_id = ?`, p.id, siteId);
}

function containerOf(siteId: string, type: ItemType, row: ItemRow): Container {
  if (type === 'site-space')
    return row.section_id ? { kind: 'section', sectionId: row.section_id } : { kind: 'root', siteId };
  if (type === 'site-section' && row.group_id) return { kind: 'group', groupId: row.group_id };
  return { kind: 'top', siteId };
}

/**
 * Reorders an item among its siblings (the gap decisions' `structure/sort`). Next to a pointed
 * item it joins that item's level: a section can enter or leave a group, a site space can change
 * section. Without a position the item goes last in its current level.
 */
export function sortItem(
  db: Db,
  siteId: string,
  item: ItemPointer,
  position: ItemPosition | undefined,
  field = 'position',
): void {
  const moving = findItem(db, siteId, item);
  if (!moving) throw notFound(`item: ${item.type} ${item.id} not found in this site`);
  if (position?.before && position.after) throw badRequest(`${field}: give before or after, not both`);
  const where = position?.before ? 'before' : position?.after ? 'after' : undefined;
  const table = TABLE[item.type];
  if (!where) {
    db.run(
      `UPDATE ${table} SET position = ? WHERE id = ?`,
      lastPosition(db, containerOf(siteId, item.type, moving), item.id),
      item.id,
    );
    return;
  }
  const pointer = position![where]!;
  const at = `${field}.${where}`;
  if (pointer.id === item.id && pointer.type === item.type)
    throw badRequest(`${at}: cannot place an item relative to itself`);
  const anchor = findItem(db, siteId, pointer);
  if (!anchor) throw notFound(`${at}: ${pointer.type} ${pointer.id} not found in this site`);
  const target = targetContainer(siteId, item.type, pointer.type, anchor, at);
  if (item.type === 'site-space') {
    const sectionId = target.kind === 'section' ? target.sectionId : null;
    if (sectionId !== (moving.section_id ?? null)) {
      checkSiteSpacePath(db, siteId, sectionId, moving.path!, item.id);
      db.run('UPDATE site_spaces SET section_id = ? WHERE id = ?', sectionId, item.id);
    }
  }
  if (item.type === 'site-section') {
    db.run(
      'UPDATE site_sections SET group_id = ? WHERE id = ?',
      target.kind === 'group' ? target.groupId : null,
      item.id,
    );
  }
  db.run(
    `UPDATE ${table} SET position = ? WHERE id = ?`,
    positionNear(db, target, item.id, pointer.id, where),
    item.id,
  );
  repairDefaults(db, siteId);
}

function targetContainer(siteId: string, type: ItemType, anchorType: ItemType, anchor: ItemRow, at: string): Container {
  if (type === 'site-space' && anchorType === 'site-space') return containerOf(siteId, anchorType, anchor);
  if (type === 'site-section' && anchorType === 'site-section') return containerOf(siteId, anchorType, anchor);
  if (type === 'site-section' && anchorType === 'site-section-group') return { kind: 'top', siteId };
  if (type === 'site-section-group' && anchorType === 'site-section-group') return { kind: 'top', siteId };
  if (type === 'site-section-group' && anchorType === 'site-section') {
    if (anchor.group_id) throw badRequest(`${at}: a section group cannot be placed inside another group`);
    return { kind: 'top', siteId };
  }
  throw badRequest(`${at}.type: a ${type} cannot be placed next to a ${anchorType}`);
}
