/**
 * The rules of a site's structure: paths unique among siblings, one default per level, sections
 * that keep what visitors saw, moves between levels. Each exported operation is one transaction.
 */
import { badRequest, conflict, notFound } from '../errors.js';
import type { Db } from '../store/db.js';
import type { SpaceRow } from '../store/rows.js';
import { lastPosition, positionNear, type Container } from '../store/sites/order.js';
import type { SectionGroupRow, SectionRow, SiteRow, SiteSpaceRow } from '../store/sites/rows.js';
import { createSiteRow } from '../store/sites/sites.js';
import {
  deleteGroupRow,
  deleteSectionRow,
  deleteSiteSpaceRow,
  findItemRow,
  getGroup,
  getSection,
  getSiteRow,
  getSiteSpace,
  groupSectionsLastFirst,
  insertGroupRow,
  insertSectionRow,
  insertSiteSpaceRow,
  moveRootIntoSection,
  rootSiteSpaces,
  sectionPaths,
  setItemPosition,
  setSectionDefault,
  setSectionGroup,
  setSiteDefaults,
  setSiteSpaceSection,
  siteSpacePaths,
  updateGroupRow,
  updateSectionRow,
  updateSiteRow,
  updateSiteSpaceRow,
  usesSections,
  type ItemPointer,
  type ItemRow,
  type ItemType,
} from '../store/sites/structure.js';
import { flattenSections, loadTree } from '../store/sites/tree.js';
import { createSpace } from '../store/spaces.js';
import { emptyContent } from '../store/revisions.js';
import { sampleContent } from './sample-space.js';
import { slugify, uniquePath } from './site-paths.js';

export type { ItemPointer, ItemType };
export interface ItemPosition {
  before?: ItemPointer;
  after?: ItemPointer;
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
  setSiteDefaults(
    db,
    siteId,
    sections.find((s) => s.isDefault)?.row.id ?? null,
    tree.rootSpaces.find((s) => s.isDefault)?.row.id ?? null,
  );
  for (const s of sections) setSectionDefault(db, s.row.id, s.siteSpaces.find((n) => n.isDefault)?.row.id ?? null);
}

/** Adds a space to the root, or to a section, with a path derived from its title. */
export function insertSiteSpace(
  db: Db,
  siteId: string,
  space: SpaceRow,
  sectionId: string | null,
  now: Date,
): SiteSpaceRow {
  return db.tx(() => {
    const container: Container = sectionId ? { kind: 'section', sectionId } : { kind: 'root', siteId };
    const path = uniquePath(slugify(space.title, 'space'), siteSpacePaths(db, siteId, sectionId));
    const id = insertSiteSpaceRow(
      db,
      { siteId, sectionId, spaceId: space.id, path, position: lastPosition(db, container) },
      now,
    );
    repairDefaults(db, siteId);
    return getSiteSpace(db, siteId, id)!;
  });
}

function insertSection(db: Db, siteId: string, input: { title: string; icon?: string | null }, now: Date): SectionRow {
  const path = uniquePath(slugify(input.title, 'section'), sectionPaths(db, siteId));
  return insertSectionRow(
    db,
    { siteId, title: input.title, path, icon: input.icon ?? null, position: lastPosition(db, { kind: 'top', siteId }) },
    now,
  );
}

export interface NewSite {
  orgId: string;
  title: string;
  type?: string;
  visibility?: string;
  /** Existing spaces to add at the root, in order. */
  spaces?: SpaceRow[];
  /** Create a new space for the site. */
  newSpace?: 'sample' | 'empty';
}

/** A new, unpublished site with its first site spaces. */
export function createSite(db: Db, input: NewSite, now: Date): SiteRow {
  return db.tx(() => {
    const site = createSiteRow(db, input, now);
    const spaces = [...(input.spaces ?? [])];
    if (input.newSpace) {
      const title = [...input.title].slice(0, 50).join('');
      const content = input.newSpace === 'sample' ? sampleContent(input.title, now) : emptyContent();
      spaces.push(createSpace(db, { orgId: input.orgId, title, emoji: '📘', visibility: 'public', content }, now));
    }
    for (const space of spaces) insertSiteSpace(db, site.id, space, null, now);
    return getSiteRow(db, site.id)!;
  });
}

/**
 * A site with site spaces at its root gets its first section: those spaces move into a section
 * named after the site, which becomes the default, so nothing visitors saw disappears.
 */
function ensureSections(db: Db, site: SiteRow, now: Date): void {
  if (usesSections(db, site.id)) return;
  if (rootSiteSpaces(db, site.id).length === 0) return;
  const section = insertSection(db, site.id, { title: site.title }, now);
  moveRootIntoSection(db, site, section.id);
}

/** A new section holding one site space of `space`; titled after the space unless a title is given. */
export function addSection(
  db: Db,
  site: SiteRow,
  space: SpaceRow,
  input: { title?: string | null; icon?: string | null },
  now: Date,
): SectionRow {
  return db.tx(() => {
    ensureSections(db, site, now);
    const title = input.title ?? ([...space.title].length >= 2 ? space.title : 'Section');
    const section = insertSection(db, site.id, { title, icon: input.icon }, now);
    insertSiteSpace(db, site.id, space, section.id, now);
    return getSection(db, site.id, section.id)!;
  });
}

export function createGroup(
  db: Db,
  site: SiteRow,
  input: { title: string; icon?: string | null; sections?: string[] },
  now: Date,
): SectionGroupRow {
  return db.tx(() => {
    ensureSections(db, site, now);
    const id = insertGroupRow(
      db,
      {
        siteId: site.id,
        title: input.title,
        icon: input.icon ?? null,
        position: lastPosition(db, { kind: 'top', siteId: site.id }),
      },
      now,
    );
    for (const [i, sectionId] of (input.sections ?? []).entries())
      placeInGroup(db, site.id, id, sectionId, `sections[${i}]`);
    return getGroup(db, site.id, id)!;
  });
}

function placeInGroup(db: Db, siteId: string, groupId: string, sectionId: string, field: string): void {
  if (!getSection(db, siteId, sectionId)) throw notFound(`${field}: section ${sectionId} not found in this site`);
  setSectionGroup(db, sectionId, groupId, lastPosition(db, { kind: 'group', groupId }, sectionId));
}

export function addSectionToGroup(db: Db, siteId: string, groupId: string, sectionId: string): void {
  db.tx(() => placeInGroup(db, siteId, groupId, sectionId, 'sectionId'));
}

/** Takes a section out of its group; it lands at the top level just after the group. */
function takeOutOfGroup(db: Db, siteId: string, group: SectionGroupRow, sectionId: string): void {
  const section = getSection(db, siteId, sectionId);
  if (!section || section.group_id !== group.id)
    throw notFound(`section ${sectionId} not found in section group ${group.id}`);
  setSectionGroup(db, sectionId, null, positionNear(db, { kind: 'top', siteId }, sectionId, group.id, 'after'));
}

export function removeSectionFromGroup(db: Db, siteId: string, group: SectionGroupRow, sectionId: string): void {
  db.tx(() => takeOutOfGroup(db, siteId, group, sectionId));
}

/** Deleting a group keeps its sections: they move to the top level where the group was. */
export function deleteGroup(db: Db, siteId: string, group: SectionGroupRow): void {
  db.tx(() => {
    for (const s of groupSectionsLastFirst(db, group.id)) takeOutOfGroup(db, siteId, group, s.id);
    deleteGroupRow(db, group.id);
    repairDefaults(db, siteId);
  });
}

export function deleteSection(db: Db, siteId: string, sectionId: string): void {
  db.tx(() => {
    deleteSectionRow(db, sectionId);
    repairDefaults(db, siteId);
  });
}

export function deleteSiteSpace(db: Db, siteId: string, siteSpaceId: string): void {
  db.tx(() => {
    deleteSiteSpaceRow(db, siteSpaceId);
    repairDefaults(db, siteId);
  });
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
  db.tx(() => {
    const moving = findItemRow(db, siteId, item);
    if (!moving) throw notFound(`item: ${item.type} ${item.id} not found in this site`);
    if (position?.before && position.after) throw badRequest(`${field}: give before or after, not both`);
    const where = position?.before ? 'before' : position?.after ? 'after' : undefined;
    if (!where) {
      setItemPosition(db, item.type, item.id, lastPosition(db, containerOf(siteId, item.type, moving), item.id));
      return;
    }
    const pointer = position![where]!;
    const at = `${field}.${where}`;
    if (pointer.id === item.id && pointer.type === item.type)
      throw badRequest(`${at}: cannot place an item relative to itself`);
    const anchor = findItemRow(db, siteId, pointer);
    if (!anchor) throw notFound(`${at}: ${pointer.type} ${pointer.id} not found in this site`);
    const target = targetContainer(siteId, item.type, pointer.type, anchor, at);
    if (item.type === 'site-space') {
      const sectionId = target.kind === 'section' ? target.sectionId : null;
      if (sectionId !== (moving.section_id ?? null)) {
        checkSiteSpacePath(db, siteId, sectionId, moving.path!, item.id);
        setSiteSpaceSection(db, item.id, sectionId);
      }
    }
    if (item.type === 'site-section') setSectionGroup(db, item.id, target.kind === 'group' ? target.groupId : null);
    setItemPosition(db, item.type, item.id, positionNear(db, target, item.id, pointer.id, where));
    repairDefaults(db, siteId);
  });
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

export interface SitePatch {
  title?: string;
  visibility?: string;
  basename?: string;
  agentsContext?: string;
  proxy?: string | null;
  adaptiveContent?: { enabled: boolean };
  defaultSiteSpace?: string;
  defaultSiteSection?: string;
}

export function updateSite(db: Db, site: SiteRow, patch: SitePatch): void {
  db.tx(() => {
    const { title, visibility, basename, agentsContext, proxy } = patch;
    updateSiteRow(db, site.id, { title, visibility, basename, agentsContext, proxy });
    if (patch.adaptiveContent) updateSiteRow(db, site.id, { adaptiveEnabled: patch.adaptiveContent.enabled ? 1 : 0 });
    if (patch.defaultSiteSection !== undefined) {
      if (!getSection(db, site.id, patch.defaultSiteSection))
        throw notFound(`defaultSiteSection: section ${patch.defaultSiteSection} not found in this site`);
      updateSiteRow(db, site.id, { defaultSectionId: patch.defaultSiteSection });
    }
    if (patch.defaultSiteSpace !== undefined) setDefaultSiteSpace(db, site, patch.defaultSiteSpace);
    repairDefaults(db, site.id);
  });
}

/** The default at the root, or in the default section when the site has sections. */
function setDefaultSiteSpace(db: Db, site: SiteRow, id: string): void {
  const siteSpace = getSiteSpace(db, site.id, id);
  if (!siteSpace) throw notFound(`defaultSiteSpace: site space ${id} not found in this site`);
  if (!usesSections(db, site.id)) {
    updateSiteRow(db, site.id, { defaultSiteSpaceId: id });
    return;
  }
  repairDefaults(db, site.id);
  const defaultSection = getSiteRow(db, site.id)!.default_section_id;
  if (siteSpace.section_id !== defaultSection) {
    throw badRequest(
      `defaultSiteSpace: site space ${id} is not in the default section; set a section's default with its defaultSiteSpace`,
    );
  }
  if (siteSpace.section_id) setSectionDefault(db, siteSpace.section_id, id);
}

export interface SectionPatch {
  title?: string;
  path?: string;
  defaultSiteSpace?: string;
  condition?: string | null;
  icon?: string | null;
  description?: string | null;
}

export function updateSection(db: Db, siteId: string, section: SectionRow, patch: SectionPatch): void {
  db.tx(() => {
    if (patch.path !== undefined) checkSectionPath(db, siteId, patch.path, section.id);
    if (
      patch.defaultSiteSpace !== undefined &&
      getSiteSpace(db, siteId, patch.defaultSiteSpace)?.section_id !== section.id
    ) {
      throw notFound(`defaultSiteSpace: site space ${patch.defaultSiteSpace} not found in section ${section.id}`);
    }
    updateSectionRow(db, section.id, patch);
    repairDefaults(db, siteId);
  });
}

export function updateSiteSpace(
  db: Db,
  siteId: string,
  row: SiteSpaceRow,
  patch: { path?: string; condition?: string | null; spaceId?: string },
): void {
  db.tx(() => {
    if (patch.path !== undefined) checkSiteSpacePath(db, siteId, row.section_id, patch.path, row.id);
    updateSiteSpaceRow(db, row.id, patch);
    repairDefaults(db, siteId);
  });
}

export function updateGroup(db: Db, groupId: string, patch: { title?: string; icon?: string | null }): void {
  db.tx(() => updateGroupRow(db, groupId, patch));
}
