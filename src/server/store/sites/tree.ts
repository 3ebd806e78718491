import type { Db } from '../db.js';
import type { SpaceRow } from '../rows.js';
import type { SectionGroupRow, SectionRow, SiteRow, SiteSpaceRow } from './rows.js';

/** A site space with the (live) space it points to. */
export interface SiteSpaceNode {
  row: SiteSpaceRow;
  space: SpaceRow;
  isDefault: boolean;
}

export interface SectionNode {
  row: SectionRow;
  siteSpaces: SiteSpaceNode[];
  isDefault: boolean;
}

export interface GroupNode {
  row: SectionGroupRow;
  sections: SectionNode[];
}

export type TopItem = { kind: 'group'; group: GroupNode } | { kind: 'section'; section: SectionNode };

/** The whole ordered structure of a site, as visitors and the API see it. */
export interface SiteTree {
  site: SiteRow;
  /** Groups and ungrouped sections in order; empty when the site has no sections. */
  top: TopItem[];
  /** Site spaces at the root of a site without sections. */
  rootSpaces: SiteSpaceNode[];
}

type JoinedRow = SiteSpaceRow & { s_json: string };

/**
 * Loads a site's structure in display order. Site spaces whose space was deleted are left out;
 * the default of a level is its stored pointer when that item is visible, else the first item.
 */
export function loadTree(db: Db, site: SiteRow): SiteTree {
  const groups = db.all<SectionGroupRow>(
    'SELECT * FROM site_section_groups WHERE site_id = ? ORDER BY position, seq',
    site.id,
  );
  const sections = db.all<SectionRow>('SELECT * FROM site_sections WHERE site_id = ? ORDER BY position, seq', site.id);
  const joined = db.all<JoinedRow>(
    `SELECT ss.*, json_object('seq', s.seq, 'id', s.id, 'org_id', s.org_id, 'parent_id', s.parent_id, 'title', s.title, 'emoji', s.emoji,
       'visibility', s.visibility, 'edit_mode', s.edit_mode, 'default_level', s.default_level, 'revision_id', s.revision_id,
       'position', s.position, 'created_at', s.created_at, 'updated_at', s.updated_at, 'deleted_at', s.deleted_at) AS s_json
     FROM site_spaces ss JOIN spaces s ON s.id = ss.space_id
     WHERE ss.site_id = ? AND s.deleted_at IS NULL ORDER BY ss.position, ss.seq`,
    site.id,
  );
  const bySection = new Map<string | null, SiteSpaceNode[]>();
  for (const { s_json, ...row } of joined) {
    const list = bySection.get(row.section_id) ?? [];
    list.push({ row, space: JSON.parse(s_json) as SpaceRow, isDefault: false });
    bySection.set(row.section_id, list);
  }
  const level = (items: SiteSpaceNode[], pointer: string | null) => markDefault(items, (n) => n.row.id, pointer);

  const sectionNodes = new Map<string, SectionNode>();
  for (const row of sections) {
    sectionNodes.set(row.id, {
      row,
      siteSpaces: level(bySection.get(row.id) ?? [], row.default_site_space_id),
      isDefault: false,
    });
  }
  const top: Array<TopItem & { position: number; seq: number }> = [];
  for (const g of groups) {
    const inGroup = sections.filter((s) => s.group_id === g.id).map((s) => sectionNodes.get(s.id)!);
    top.push({ kind: 'group', group: { row: g, sections: inGroup }, position: g.position, seq: g.seq });
  }
  for (const s of sections) {
    if (!s.group_id) top.push({ kind: 'section', section: sectionNodes.get(s.id)!, position: s.position, seq: s.seq });
  }
  top.sort((a, b) => a.position - b.position || a.seq - b.seq);
  const ordered = top.map(({ position: _p, seq: _s, ...item }) => item as TopItem);
  markDefault(flattenSections(ordered), (n) => n.row.id, site.default_section_id);
  return { site, top: ordered, rootSpaces: level(bySection.get(null) ?? [], site.default_site_space_id) };
}

function markDefault<T extends { isDefault: boolean }>(
  items: T[],
  id: (item: T) => string,
  pointer: string | null,
): T[] {
  const chosen = items.find((i) => id(i) === pointer) ?? items[0];
  if (chosen) chosen.isDefault = true;
  return items;
}

/** Sections in display order (groups expanded). */
export function flattenSections(top: TopItem[]): SectionNode[] {
  return top.flatMap((t) => (t.kind === 'group' ? t.group.sections : [t.section]));
}

/** Every visible site space of the site, in display order. */
export function allSiteSpaces(tree: SiteTree): SiteSpaceNode[] {
  return [...tree.rootSpaces, ...flattenSections(tree.top).flatMap((s) => s.siteSpaces)];
}

/** A site is organised in sections once it has any section or section group. */
export const hasSections = (tree: SiteTree) => tree.top.length > 0;
