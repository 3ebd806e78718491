/**
 * `sites pull`: a whole site as a folder: `docs.yaml` describing its structure (keys are
 * the service's ids, so a push finds each node again) and one Git Sync folder per space, each
 * pulled by the space pull. A previous pull is updated in place: the directory and language the
 * file gives a key are kept, and the file is rewritten only when what it says changed.
 */
import { lstatSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import {
  getSite,
  getSiteStructure,
  type SiteSection,
  type SiteSectionGroup,
  type SiteSpace,
  type SiteStructure,
} from '../api/sites.js';
import type { Context } from '../context.js';
import {
  normalDirectory,
  SITE_CONFIG_FILE,
  SITE_LANGUAGES,
  sameSiteConfig,
  siteConfigProblems,
  siteConfigText,
  editedSiteConfigText,
  siteNodes,
  siteSpaces,
  type SiteConfig,
  type SiteNode,
  type SiteSectionGroupNode,
  type SiteSectionNode,
  type SiteSpaceNode,
} from '../common/gitsync/site-config.js';
import { pathKey } from '../common/gitsync/names.js';
import { slugify } from '../common/slug.js';
import { UsageError } from '../errors.js';
import { pullFolder, type FileChange } from './pull.js';
import type { SyncConflict } from './sync-merge.js';
import { readSiteFolder } from './site-folder.js';
import { matchSiteNodes } from './site-keys.js';

const LANGUAGES: ReadonlySet<string> = new Set(SITE_LANGUAGES);

/** The previous file's nodes by the service id they stand for: their keys and what the service does not hold are kept. */
type Previous = Map<string, SiteNode>;

/** Fields of a node the service does not hold (translated titles, drafts), kept from the previous file. */
const UNHELD = ['localizedTitle', 'localizedDescription', 'draft'] as const;
function kept<T extends SiteNode>(node: SiteNode | undefined, type: T['type']): Partial<T> {
  if (node?.type !== type) return {};
  const out: Partial<T> = {};
  for (const field of UNHELD) if (field in node) Object.assign(out, { [field]: (node as T)[field as keyof T] });
  return out;
}

/**
 * The site file for the service's structure. Directories: the one the previous file gives the key,
 * else `./<space path>` as a slug (`./<section path>-<space path>` when that is taken), made unique.
 */
export function siteConfigOf(
  title: string,
  structure: SiteStructure,
  previous: Previous = new Map(),
  schema?: string,
): SiteConfig {
  const taken = new Set<string>();
  for (const node of previous.values())
    if (node.type === 'space' && node.content.directory !== null)
      taken.add(pathKey(normalDirectory(node.content.directory) ?? ''));
  const directoryOf = (ss: SiteSpace, section?: SiteSection): SiteSpaceNode['content'] => {
    const node = previous.get(ss.id);
    const before = node?.type === 'space' ? node.content : undefined;
    const language =
      typeof ss.space.language === 'string' && LANGUAGES.has(ss.space.language) ? ss.space.language : before?.language;
    if (before) return { directory: before.directory, ...(language ? { language } : {}) };
    // The space's path; prefixed with its section's when another space has that path already.
    const own = slugify(ss.path, 'space');
    const base = taken.has(pathKey(own)) && section ? `${slugify(section.path, 'section')}-${own}` : own;
    let directory = base;
    for (let n = 2; taken.has(pathKey(directory)); n++) directory = `${base}-${n}`;
    taken.add(pathKey(directory));
    return { directory: `./${directory}`, ...(language ? { language } : {}) };
  };
  const space = (ss: SiteSpace, section?: SiteSection): SiteSpaceNode => ({
    type: 'space',
    key: previous.get(ss.id)?.key ?? ss.id,
    title: ss.title,
    path: ss.path,
    ...(ss.default ? { default: true } : {}),
    ...(ss.hidden ? { hidden: true } : {}),
    ...(ss.condition ? { condition: ss.condition } : {}),
    ...kept<SiteSpaceNode>(previous.get(ss.id), 'space'),
    content: directoryOf(ss, section),
  });
  const section = (s: SiteSection): SiteSectionNode => ({
    type: 'section',
    key: previous.get(s.id)?.key ?? s.id,
    title: s.title,
    ...(s.description ? { description: s.description } : {}),
    ...(s.icon ? { icon: s.icon } : {}),
    path: s.path,
    ...(s.default ? { default: true } : {}),
    ...(s.condition ? { condition: s.condition } : {}),
    ...kept<SiteSectionNode>(previous.get(s.id), 'section'),
    children: s.siteSpaces.map((ss) => space(ss, s)),
  });
  const nodes: SiteNode[] =
    structure.type === 'sections'
      ? structure.structure.map(
          (item): SiteNode =>
            item.object === 'site-section-group'
              ? {
                  type: 'section-group',
                  key: previous.get(item.id)?.key ?? item.id,
                  title: item.title,
                  ...(item.icon ? { icon: item.icon } : {}),
                  ...kept<SiteSectionGroupNode>(previous.get(item.id), 'section-group'),
                  children: (item as SiteSectionGroup).sections.map(section),
                }
              : section(item as SiteSection),
        )
      : structure.structure.map((ss) => space(ss));
  return { ...(schema !== undefined ? { $schema: schema } : {}), version: 1, site: { title, structure: nodes } };
}

/** A path inside the folder with no symbolic link on the way (a pull never writes through one). */
function checkNoLink(root: string, directory: string, shown: string): void {
  let at = root;
  for (const part of directory.split('/')) {
    at = join(at, part);
    let stat;
    try {
      stat = lstatSync(at);
    } catch {
      return;
    }
    if (stat.isSymbolicLink())
      throw new UsageError(
        `${shown}: a symbolic link is on the way; a pull never writes through one`,
        'nothing was written',
      );
  }
}

/** The space folders a pull writes: inside the folder, one space each, none inside another. */
function checkTargets(
  dir: string,
  root: string,
  config: SiteConfig,
): Array<{ space: SiteSpaceNode; directory: string }> {
  const out: Array<{ space: SiteSpaceNode; directory: string }> = [];
  for (const { space } of siteSpaces(config)) {
    if (space.content.directory === null) continue;
    const directory = normalDirectory(space.content.directory);
    if (directory === undefined || directory.startsWith('/') || directory === '.')
      throw new UsageError(
        `space "${space.key}": content.directory ${space.content.directory} is not a folder inside ${dir}; a site pull writes only there`,
        'give the space a folder of its own, like ./guides',
      );
    for (const other of out) {
      const [a, b] = [pathKey(other.directory), pathKey(directory)];
      if (a === b || a.startsWith(`${b}/`) || b.startsWith(`${a}/`))
        throw new UsageError(
          `spaces "${other.space.key}" and "${space.key}": their folders ${other.directory} and ${directory} ${a === b ? 'are one folder' : 'nest'}; a site pull writes each space into a folder of its own`,
        );
    }
    checkNoLink(root, directory, join(dir, directory));
    out.push({ space, directory });
  }
  return out;
}

export interface SitePullResult {
  /** Paths relative to the site folder. */
  changes: FileChange[];
  /** Files both a space folder and its space changed that a merge could not settle. */
  conflicts: SyncConflict[];
}

export async function pullSite(
  ctx: Context,
  org: string,
  site: string,
  dir: string,
  check: boolean,
): Promise<SitePullResult> {
  const root = resolve(dir);
  // A folder whose site file does not read stops the pull: it is not rewritten blindly.
  const before = readSiteFolder(dir, { folders: false });
  const api = ctx.api();
  const [info, structure] = await Promise.all([getSite(api, org, site), getSiteStructure(api, org, site)]);
  // The previous file's nodes by the service id each stands for (its own key, or its place).
  const previous: Previous = new Map();
  if (before) {
    const { ids } = matchSiteNodes(before.config, structure);
    for (const node of siteNodes(before.config)) {
      const id = ids.get(node.key);
      if (id !== undefined) previous.set(id, node);
    }
  }
  const config = siteConfigOf(info.title, structure, previous, before?.config.$schema);
  for (const problem of siteConfigProblems(config))
    ctx.warn(`${SITE_CONFIG_FILE}: ${problem} (as the site is on the service; a push of this folder refuses it)`);
  const targets = checkTargets(dir, root, config);
  /** The space of each space node, by the key the file gives it. */
  const spaceIds = new Map<string, string>();
  const visit = (list: SiteSpace[]) => {
    for (const ss of list) spaceIds.set(previous.get(ss.id)?.key ?? ss.id, ss.space.id);
  };
  if (structure.type === 'siteSpaces') visit(structure.structure);
  else
    for (const item of structure.structure)
      for (const s of item.object === 'site-section-group'
        ? (item as SiteSectionGroup).sections
        : [item as SiteSection])
        visit(s.siteSpaces);

  for (const { space } of siteSpaces(config))
    if (space.content.directory === null)
      ctx.warn(`space "${space.key}" (${space.path}): content.directory is null; not pulled`);
  const changes: FileChange[] = [];
  const conflicts: SyncConflict[] = [];
  for (const { space, directory } of targets) {
    const result = await pullFolder(ctx, { space: spaceIds.get(space.key)! }, join(dir, directory), check);
    for (const change of result.changes) changes.push({ ...change, path: `${directory}/${change.path}` });
    for (const conflict of result.conflicts) conflicts.push({ ...conflict, path: `${directory}/${conflict.path}` });
  }
  const file = before?.file ?? SITE_CONFIG_FILE;
  if (!before || !sameSiteConfig(before.config, config)) {
    changes.push({ kind: before ? 'changed' : 'added', path: file });
    if (!check)
      writeAtomically(join(root, file), before ? editedSiteConfigText(before.text, config) : siteConfigText(config));
  }
  return { changes, conflicts };
}

function writeAtomically(path: string, text: string): void {
  const staged = `${path}.docs-cli-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(staged, text);
    renameSync(staged, path);
  } catch (error) {
    rmSync(staged, { force: true });
    throw new UsageError(`${path}: cannot be written (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
  }
}
