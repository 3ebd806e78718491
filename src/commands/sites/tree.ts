import type { Site, SiteSection, SiteSectionGroup, SiteSpace, SiteStructure } from '../../api/sites.js';
import type { IO } from '../../io.js';

type Node = SiteSection | SiteSectionGroup | SiteSpace;

interface Line {
  type: Node['object'];
  id: string;
  parent: string;
  title: string;
  path: string;
  isDefault: boolean;
  condition: string;
  depth: number;
  last: boolean[];
}

const children = (n: Node): Node[] =>
  n.object === 'site-section-group' ? n.sections : n.object === 'site-section' ? n.siteSpaces : [];

function flatten(nodes: Node[], parent: string, depth: number, last: boolean[], out: Line[]): Line[] {
  nodes.forEach((n, i) => {
    const isLast = [...last, i === nodes.length - 1];
    out.push({
      type: n.object,
      id: n.id,
      parent,
      title: n.object === 'site-space' ? `${n.space.emoji ? `${n.space.emoji} ` : ''}${n.title}` : n.title,
      path: n.object === 'site-section-group' ? '' : `/${n.path}`,
      isDefault: n.object !== 'site-section-group' && Boolean(n.default),
      condition: n.object === 'site-section-group' ? '' : (n.condition ?? ''),
      depth,
      last: isLast,
    });
    flatten(children(n), n.id, depth + 1, isLast, out);
  });
  return out;
}

const LABEL: Record<Node['object'], string> = {
  'site-section-group': 'group',
  'site-section': 'section',
  'site-space': 'space',
};

/**
 * Prints a site's structure for people: a tree on a terminal (kind, title, path, default and
 * condition markers, id), one tab-separated row per item when piped (type, id, parent, path,
 * title, default, condition).
 */
export async function printStructure(io: IO, site: Site | undefined, structure: SiteStructure): Promise<void> {
  const lines = flatten(structure.structure as Node[], site?.id ?? '', 0, [], []);
  if (!io.stdout.isTTY) {
    for (const l of lines) {
      io.stdout.write(
        `${[l.type, l.id, l.parent, l.path, l.title, l.isDefault ? 'default' : '', l.condition]
          .map((c) => c.replace(/[\t\n\r]+/g, ' '))
          .join('\t')}\n`,
      );
    }
    return;
  }
  const { Chalk } = await import('chalk');
  const c = new Chalk({ level: io.color ? 1 : 0 });
  let out = '';
  if (site) {
    const state = site.published
      ? c.green('published') + (site.urls.published ? ` ${c.cyan(site.urls.published)}` : '')
      : c.yellow('unpublished');
    out += `${c.bold(site.title)}  ${state}\n`;
  }
  if (lines.length === 0) out += `${c.dim('(no spaces yet: add one with docs-cli sites site-spaces create)')}\n`;
  for (const l of lines) {
    const indent = l.last
      .slice(0, -1)
      .map((wasLast) => (wasLast ? '   ' : '│  '))
      .join('');
    const branch = l.last[l.last.length - 1] ? '└─ ' : '├─ ';
    const parts = [c.dim(LABEL[l.type]), c.bold(l.title)];
    if (l.path) parts.push(c.cyan(l.path));
    if (l.isDefault) parts.push(c.green('(default)'));
    if (l.condition) parts.push(c.magenta(`if ${l.condition}`));
    parts.push(c.dim(l.id));
    out += `${indent}${branch}${parts.join('  ')}\n`;
  }
  io.stdout.write(out);
}

/** The type of a structure item by id, for sort pointers; undefined when the site has no such item. */
export function itemType(structure: SiteStructure, id: string): Node['object'] | undefined {
  return flatten(structure.structure as Node[], '', 0, [], []).find((l) => l.id === id)?.type;
}
