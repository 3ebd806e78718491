/**
 * Which node of a site's structure each node of a site file stands for. A key docs-cli wrote is
 * the service's id. A key GitBook's Git Sync wrote (`section-1`, `space-5`) is its own: such a
 * node is found by where it sits, as Git Sync does from one sync to the next: a section by its
 * path, a section group by its title, a site space by its path within its section (or among the
 * site's top-level spaces). External links are the file's alone (content is pushed, never
 * structure), so they match nothing and are not asked to.
 */
import type { SiteSection, SiteSectionGroup, SiteSpace, SiteStructure } from '../api/sites.js';
import { siteNodes, siteSpaces, type SiteConfig, type SiteNode } from '../common/gitsync/site-config.js';

export interface SiteMatch {
  /** The service's id of each file node that stands for one, by the file's key. */
  ids: Map<string, string>;
  /** The site spaces of the structure, by id. */
  siteSpaces: Map<string, SiteSpace>;
  /** One line per file node that stands for no node of the site, or for one another node took. */
  problems: string[];
}

interface Indexed {
  groups: Map<string, SiteSectionGroup>;
  sections: Map<string, SiteSection>;
  siteSpaces: Map<string, SiteSpace>;
  /** `<section id or ''>\n<space path>` → site space id. */
  spaceAt: Map<string, string>;
}

function indexStructure(structure: SiteStructure): Indexed {
  const out: Indexed = { groups: new Map(), sections: new Map(), siteSpaces: new Map(), spaceAt: new Map() };
  const addSpace = (ss: SiteSpace, section: string) => {
    out.siteSpaces.set(ss.id, ss);
    out.spaceAt.set(`${section}\n${ss.path}`, ss.id);
  };
  const addSection = (s: SiteSection) => {
    out.sections.set(s.id, s);
    for (const ss of s.siteSpaces) addSpace(ss, s.id);
  };
  if (structure.type === 'siteSpaces') for (const ss of structure.structure) addSpace(ss, '');
  else
    for (const item of structure.structure) {
      if (item.object === 'site-section-group') {
        const group = item as SiteSectionGroup;
        out.groups.set(group.id, group);
        for (const s of group.sections) addSection(s);
      } else addSection(item as SiteSection);
    }
  return out;
}

/** The only value of `list` that `pick` accepts, or undefined when none or several do. */
function only<T extends { id: string }>(list: Iterable<T>, pick: (item: T) => boolean): string | undefined {
  let found: string | undefined;
  for (const item of list) {
    if (!pick(item)) continue;
    if (found) return undefined;
    found = item.id;
  }
  return found;
}

export function matchSiteNodes(config: SiteConfig, structure: SiteStructure): SiteMatch {
  const index = indexStructure(structure);
  const ids = new Map<string, string>();
  const problems: string[] = [];
  const taken = new Map<string, string>();
  const take = (node: SiteNode, id: string | undefined) => {
    if (id === undefined) {
      problems.push(`${node.type} "${node.key}" is not a ${node.type} of the site (by its key or its place)`);
      return;
    }
    const other = taken.get(id);
    if (other !== undefined) {
      problems.push(`${node.type} "${node.key}" and "${other}" stand for the same ${node.type} of the site`);
      return;
    }
    taken.set(id, node.key);
    ids.set(node.key, id);
  };
  const sectionOf = new Map<string, string>();
  for (const { space, section } of siteSpaces(config)) if (section) sectionOf.set(space.key, section.key);
  // Sections and groups first: a space is found within its section.
  for (const node of siteNodes(config)) {
    if (node.type === 'section-group')
      take(node, index.groups.has(node.key) ? node.key : only(index.groups.values(), (g) => g.title === node.title));
    else if (node.type === 'section')
      take(node, index.sections.has(node.key) ? node.key : only(index.sections.values(), (s) => s.path === node.path));
  }
  for (const node of siteNodes(config)) {
    if (node.type !== 'space') continue;
    if (index.siteSpaces.has(node.key)) {
      take(node, node.key);
      continue;
    }
    const sectionKey = sectionOf.get(node.key);
    const section = sectionKey === undefined ? '' : ids.get(sectionKey);
    take(node, section === undefined ? undefined : index.spaceAt.get(`${section}\n${node.path}`));
  }
  return { ids, siteSpaces: index.siteSpaces, problems };
}
