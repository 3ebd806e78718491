/**
 * `sites push`: the content of each space folder a site file names, prepared by the space push
 * (the same reading and checks as `cr push`) before anything is sent. The file's keys must be the
 * site's own: a push sends content, never structure.
 */
import { join } from 'node:path';
import {
  getSiteStructure,
  type SiteSection,
  type SiteSectionGroup,
  type SiteSpace,
  type SiteStructure,
} from '../api/sites.js';
import type { Context } from '../context.js';
import { siteNodes, siteSpaces, SITE_CONFIG_FILE, SITE_CONFIG_ALIAS } from '../common/gitsync/site-config.js';
import { UsageError } from '../errors.js';
import { preparePush, type PreparedPush } from './push.js';
import { readSiteFolder, type SiteSpaceFolder } from './site-folder.js';

export interface SitePushItem {
  folder: SiteSpaceFolder;
  /** The space the site space shows. */
  space: string;
  /** The folder as given to the push (`<dir>/<directory>`). */
  dir: string;
  prepared: PreparedPush;
}

/** The ids of a site's structure by node type. */
function siteIds(structure: SiteStructure): {
  groups: Set<string>;
  sections: Set<string>;
  siteSpaces: Map<string, SiteSpace>;
} {
  const groups = new Set<string>();
  const sections = new Set<string>();
  const siteSpaces = new Map<string, SiteSpace>();
  const addSection = (s: SiteSection) => {
    sections.add(s.id);
    for (const ss of s.siteSpaces) siteSpaces.set(ss.id, ss);
  };
  if (structure.type === 'siteSpaces') for (const ss of structure.structure) siteSpaces.set(ss.id, ss);
  else
    for (const item of structure.structure) {
      if (item.object === 'site-section-group') {
        groups.add(item.id);
        for (const s of (item as SiteSectionGroup).sections) addSection(s);
      } else addSection(item as SiteSection);
    }
  return { groups, sections, siteSpaces };
}

/** Reads the site folder, matches its keys with the site, and prepares one push per space folder. */
export async function prepareSitePush(
  ctx: Context,
  org: () => Promise<string>,
  site: string,
  dir: string,
): Promise<{ file: string; items: SitePushItem[] }> {
  // The folder and its file are read before any request (the organization's included).
  const folder = readSiteFolder(dir);
  if (!folder)
    throw new UsageError(
      `${dir}: no ${SITE_CONFIG_FILE} (or ${SITE_CONFIG_ALIAS}); not a site folder`,
      `write one with docs-cli sites pull ${site} ${dir}`,
    );
  const shownFile = join(dir, folder.file);
  const ids = siteIds(await getSiteStructure(ctx.api(), await org(), site));
  const problems: string[] = [];
  for (const node of siteNodes(folder.config)) {
    const known =
      node.type === 'space'
        ? ids.siteSpaces.has(node.key)
        : node.type === 'section'
          ? ids.sections.has(node.key)
          : node.type === 'section-group'
            ? ids.groups.has(node.key)
            : false;
    if (!known) problems.push(`${node.type} "${node.key}" is not a ${node.type} of site ${site}`);
  }
  if (problems.length)
    throw new UsageError(
      `${shownFile}: ${problems[0]}`,
      [
        ...problems.slice(1).map((p) => `${shownFile}: ${p}`),
        'nothing was sent; a push sends the content of the site spaces the file names, never structure',
        '(keys are the ids docs-cli sites pull writes; change the structure with docs-cli sites sections / site-spaces / section-groups)',
      ].join('\n'),
    );
  for (const { space } of siteSpaces(folder.config))
    if (space.content.directory === null)
      ctx.warn(`space "${space.key}" (${space.path}): content.directory is null; not pushed`);
  const items: SitePushItem[] = [];
  // Every folder is read and checked before anything is opened for any of them.
  for (const f of folder.folders) {
    const space = ids.siteSpaces.get(f.space.key)!.space.id;
    const path = join(dir, f.shown);
    items.push({ folder: f, space, dir: path, prepared: await preparePush(ctx, { dir: path, space }) });
  }
  return { file: folder.file, items };
}
