import { serializeSpace } from './space.js';
import { sitePublishedUrl, type SiteScope } from './site.js';
import {
  hasSections,
  type GroupNode,
  type SectionNode,
  type SiteSpaceNode,
  type SiteTree,
  type TopItem,
} from '../store/sites/tree.js';

export function serializeSiteSpace(scope: SiteScope, node: SiteSpaceNode, section?: SectionNode) {
  const { row, space } = node;
  const sectionPath = section && !section.isDefault ? section.row.path : undefined;
  const published = sitePublishedUrl(scope, sectionPath, node.isDefault ? undefined : row.path);
  return {
    object: 'site-space' as const,
    id: row.id,
    path: row.path,
    ...(row.section_id ? { section: row.section_id } : {}),
    space: serializeSpace(scope.svc, scope.viewerId, space),
    title: space.title || 'Untitled',
    default: node.isDefault,
    ...(row.condition !== null ? { condition: row.condition } : {}),
    hasAdvancedCustomizationFeature: false,
    urls: published ? { published } : {},
  };
}

export function serializeSection(scope: SiteScope, node: SectionNode) {
  const { row } = node;
  const published = sitePublishedUrl(scope, node.isDefault ? undefined : row.path);
  return {
    object: 'site-section' as const,
    id: row.id,
    title: row.title,
    ...(row.description !== null ? { description: row.description } : {}),
    default: node.isDefault,
    path: row.path,
    ...(row.condition !== null ? { condition: row.condition } : {}),
    ...(row.group_id ? { sectionGroup: row.group_id } : {}),
    ...(row.icon !== null ? { icon: row.icon } : {}),
    siteSpaces: node.siteSpaces.map((s) => serializeSiteSpace(scope, s, node)),
    urls: published ? { published } : {},
  };
}

export function serializeSectionGroup(scope: SiteScope, node: GroupNode) {
  return {
    object: 'site-section-group' as const,
    id: node.row.id,
    title: node.row.title,
    ...(node.row.icon !== null ? { icon: node.row.icon } : {}),
    sections: node.sections.map((s) => serializeSection(scope, s)),
  };
}

const serializeTop = (scope: SiteScope, item: TopItem) =>
  item.kind === 'group' ? serializeSectionGroup(scope, item.group) : serializeSection(scope, item.section);

/** The reference's SiteStructure: sections (and groups) in order, or the root site spaces. */
export function serializeStructure(scope: SiteScope, tree: SiteTree) {
  if (hasSections(tree)) return { type: 'sections' as const, structure: tree.top.map((t) => serializeTop(scope, t)) };
  return { type: 'siteSpaces' as const, structure: tree.rootSpaces.map((s) => serializeSiteSpace(scope, s)) };
}

/** A site space by id, serialized with its section's context. */
export function findSiteSpace(scope: SiteScope, tree: SiteTree, id: string) {
  for (const section of tree.top.flatMap((t) => (t.kind === 'group' ? t.group.sections : [t.section]))) {
    const node = section.siteSpaces.find((s) => s.row.id === id);
    if (node) return serializeSiteSpace(scope, node, section);
  }
  const root = tree.rootSpaces.find((s) => s.row.id === id);
  return root ? serializeSiteSpace(scope, root) : undefined;
}
