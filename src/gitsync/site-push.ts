/**
 * `sites push`: the content of each space folder a site file names, prepared by the space push
 * (the same reading and checks as `cr push`) before anything is sent. Every node of the file must
 * stand for one of the site (site-keys.ts): a push sends content, never structure.
 */
import { join } from 'node:path';
import { getSiteStructure } from '../api/sites.js';
import type { Context } from '../context.js';
import { siteSpaces, SITE_CONFIG_FILE, SITE_CONFIG_ALIAS } from '../common/gitsync/site-config.js';
import { UsageError } from '../errors.js';
import { preparePush, type PreparedPush } from './push.js';
import { readSiteFolder, type SiteSpaceFolder } from './site-folder.js';
import { inSpaceFolder } from './boundary.js';
import { matchSiteNodes } from './site-keys.js';

export interface SitePushItem {
  folder: SiteSpaceFolder;
  /** The space the site space shows. */
  space: string;
  /** The folder as given to the push (`<dir>/<directory>`). */
  dir: string;
  prepared: PreparedPush;
}

/** Reads the site folder, matches its keys with the site, and prepares one push per space folder. */
export async function prepareSitePush(
  ctx: Context,
  org: () => Promise<string>,
  site: string,
  dir: string,
  options: { force?: boolean } = {},
): Promise<{ file: string; items: SitePushItem[] }> {
  // The folder and its file are read before any request (the organization's included).
  const folder = readSiteFolder(dir);
  if (!folder)
    throw new UsageError(
      `${dir}: no ${SITE_CONFIG_FILE} (or ${SITE_CONFIG_ALIAS}); not a site folder`,
      `write one with docs-cli sites pull ${site} ${dir}`,
    );
  const shownFile = join(dir, folder.file);
  const match = matchSiteNodes(folder.config, await getSiteStructure(ctx.api(), await org(), site));
  const problems = match.problems.map((p) => p.replace('of the site', `of site ${site}`));
  if (problems.length)
    throw new UsageError(
      `${shownFile}: ${problems[0]}`,
      [
        ...problems.slice(1).map((p) => `${shownFile}: ${p}`),
        'nothing was sent; a push sends the content of the site spaces the file names, never structure',
        '(a node is found by its key, the id docs-cli sites pull writes, or by its path as Git Sync writes it; change the structure with docs-cli sites sections / site-spaces / section-groups)',
      ].join('\n'),
    );
  for (const { space } of siteSpaces(folder.config))
    if (space.content.directory === null)
      ctx.warn(`space "${space.key}" (${space.path}): content.directory is null; not pushed`);
  const items: SitePushItem[] = [];
  // Every folder is read and checked before anything is opened for any of them.
  for (const f of folder.folders) {
    const space = match.siteSpaces.get(match.ids.get(f.space.key)!)!.space.id;
    const path = join(dir, f.shown);
    let prepared: PreparedPush;
    try {
      prepared = await preparePush(ctx, { dir: path, space, force: options.force });
    } catch (error) {
      throw inSpaceFolder(f.shown, error);
    }
    items.push({ folder: f, space, dir: path, prepared });
  }
  return { file: folder.file, items };
}
