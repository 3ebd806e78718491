/**
 * A site folder on disk: `docs.yaml` (or `gitbook-docs.yaml`) at its root, naming the folder of
 * each space. Reads and checks the file (exit 2 on any problem, before any request) and finds
 * each space's folder.
 */
import { existsSync, lstatSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import {
  MAX_SITE_CONFIG_BYTES,
  normalDirectory,
  parseSiteConfig,
  SITE_CONFIG_ALIAS,
  SITE_CONFIG_FILE,
  SiteConfigError,
  siteSpaces,
  type SiteConfig,
  type SiteSectionNode,
  type SiteSpaceNode,
} from '../common/gitsync/site-config.js';
import { UsageError } from '../errors.js';
import { followInside } from './boundary.js';

/** Problem lines shown under the first one before "and N more". */
const SHOWN_PROBLEMS = 20;

/** The site file of a folder (`docs.yaml`, else `gitbook-docs.yaml`), or undefined when it has none. */
export function siteConfigName(dir: string): string | undefined {
  for (const name of [SITE_CONFIG_FILE, SITE_CONFIG_ALIAS]) {
    let stat;
    try {
      stat = lstatSync(join(dir, name));
    } catch {
      continue;
    }
    if (stat.isSymbolicLink())
      throw new UsageError(`${name}: a symbolic link; the site file must be a file of the folder`);
    if (stat.isFile()) return name;
  }
  return undefined;
}

export interface SiteSpaceFolder {
  space: SiteSpaceNode;
  section?: SiteSectionNode;
  /** The directory as written, normalised (`guides`, `/guides` from the repository root). */
  directory: string;
  /** The folder on disk. */
  absolute: string;
  /** The folder as shown to people: relative to the site folder, `/`-separated (`.` for the folder itself). */
  shown: string;
}

export interface SiteFolder {
  root: string;
  file: string;
  text: string;
  config: SiteConfig;
  /** Spaces whose content is in the repository (`content.directory` not null), in file order; none with `folders: false`. */
  folders: SiteSpaceFolder[];
}

/** Turns the file's problems into the one exit-2 error: the first problem, the rest below it. */
export function siteConfigUsageError(error: SiteConfigError, shownFile: string): UsageError {
  const [first, ...rest] = error.problems;
  const more = rest.slice(0, SHOWN_PROBLEMS).map((p) => `${shownFile}: ${p}`);
  if (rest.length > SHOWN_PROBLEMS) more.push(`and ${rest.length - SHOWN_PROBLEMS} more`);
  return new UsageError(`${shownFile}: ${first}`, [...more, 'nothing was sent'].join('\n'));
}

/** Reads and checks the text of a site file. */
export function parseSiteFile(text: string, shownFile: string): SiteConfig {
  try {
    return parseSiteConfig(text, shownFile);
  } catch (error) {
    if (error instanceof SiteConfigError) throw siteConfigUsageError(error, shownFile);
    throw error;
  }
}

/** The folder of the git repository holding `dir`, for directories written from its root (`/guides`). */
function repositoryRoot(dir: string): string | undefined {
  for (let at = dir; ; at = dirname(at)) {
    if (existsSync(join(at, '.git'))) return at;
    if (dirname(at) === at) return undefined;
  }
}

/**
 * Reads a site folder, or undefined when `dir` holds no site file. Every space folder the file
 * names must exist, so a typo stops the command before any request; `folders: false` reads the
 * file alone (a pull, which writes the folders).
 */
export function readSiteFolder(dir: string, options: { folders?: boolean } = {}): SiteFolder | undefined {
  const root = resolve(dir);
  const file = siteConfigName(root);
  if (!file) return undefined;
  const shownFile = join(dir, file);
  let text: string;
  try {
    const bytes = statSync(join(root, file)).size;
    if (bytes > MAX_SITE_CONFIG_BYTES)
      throw new UsageError(
        `${shownFile}: ${(bytes / 1024 / 1024).toFixed(1)} MiB, more than the ${MAX_SITE_CONFIG_BYTES / 1024 / 1024} MiB a site file may have`,
      );
    text = readFileSync(join(root, file), 'utf8');
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new UsageError(`${shownFile}: cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  const config = parseSiteFile(text, shownFile);
  const folders: SiteSpaceFolder[] = [];
  if (options.folders === false) return { root, file, text, config, folders };
  for (const { space, section } of siteSpaces(config)) {
    if (space.content.directory === null) continue;
    // The file was checked: every directory has a normal form.
    const directory = normalDirectory(space.content.directory) ?? '.';
    let absolute: string;
    // The folder that holds the space folder: a link on the way is followed only inside it.
    let boundary = root;
    if (directory.startsWith('/')) {
      const repo = repositoryRoot(root);
      if (!repo)
        throw new UsageError(
          `${shownFile}: space "${space.key}": content.directory ${directory} is read from the repository root, and ${dir} is in no git repository`,
        );
      absolute = join(repo, directory.slice(1));
      boundary = repo;
    } else absolute = join(root, directory);
    const shown = relative(root, absolute).split(sep).join('/') || '.';
    const real = followInside(
      absolute,
      realpathSync(boundary),
      join(dir, shown),
      boundary === root ? 'the site folder' : 'the repository',
    );
    let isFolder = false;
    try {
      isFolder = real !== undefined && statSync(real).isDirectory();
    } catch {
      isFolder = false;
    }
    if (!isFolder)
      throw new UsageError(
        `${shownFile}: space "${space.key}": content.directory ${space.content.directory} is not a folder (${join(dir, shown)})`,
      );
    folders.push({ space, ...(section ? { section } : {}), directory, absolute, shown });
  }
  return { root, file, text, config, folders };
}
