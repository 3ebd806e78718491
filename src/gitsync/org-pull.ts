import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { listSpaces } from '../api/spaces.js';
import type { Space } from '../api/types.js';
import type { Context } from '../context.js';
import { slugify } from '../common/slug.js';
import { mapLimited } from '../common/map-limited.js';
import { UsageError } from '../errors.js';
import { pullFolder } from './pull.js';

/** The record of an organization's pull, at the top of its folder. */
export const MANIFEST_FILE = 'docs-cli-manifest.json';

/** Spaces asked for in one listing request. */
const LISTING_PAGE = 100;
/** A manifest larger than this is not read (a folder of anything else is refused). */
const MAX_MANIFEST_BYTES = 64 * 1024 * 1024;

export interface OrgPullOptions {
  dir: string;
  org: string;
  /** Only the spaces directly in this collection. */
  collection?: string;
  /** Only the spaces whose title holds this text (any case). */
  filter?: string;
  /** Spaces pulled at once. */
  concurrency: number;
}

/** One space of the pull, as `-o jsonl` prints it when it is done. */
export interface OrgPullEntry {
  space: string;
  title: string;
  /** Its folder, relative to the organization's folder. */
  path: string;
  revision: string;
  /** `unchanged`: the manifest already holds this revision, nothing was asked for. */
  result: 'pulled' | 'unchanged' | 'failed';
  /** Files the pull added, changed or removed. */
  changes: number;
  error?: string;
}

interface ManifestEntry {
  title: string;
  path: string;
  revision: string;
  pulledAt: string;
}

interface Manifest {
  version: 1;
  organization: string;
  spaces: Record<string, ManifestEntry>;
}

/**
 * Every space of an organization (or of a collection, or those a filter keeps) into one folder
 * per space in Git Sync layout, with a manifest of what each folder holds. A space whose revision
 * the manifest already holds is not asked for again; the manifest is written after each space, so
 * an interrupted run picks up where it stopped. One space that fails does not stop the others.
 */
export async function pullOrganization(
  ctx: Context,
  options: OrgPullOptions,
  done: (entry: OrgPullEntry) => void,
): Promise<OrgPullEntry[]> {
  const top = resolve(options.dir);
  const manifest = readManifest(top, options.org);
  const spaces = (await allSpaces(ctx, options.org)).filter(
    (s) =>
      (options.collection === undefined || s.parent === options.collection) &&
      (options.filter === undefined || s.title.toLowerCase().includes(options.filter.toLowerCase())),
  );
  const paths = folderNames(spaces, manifest);
  try {
    mkdirSync(top, { recursive: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    const shown = options.dir.length > 120 ? `${options.dir.slice(0, 117)}...` : options.dir;
    throw new UsageError(`${shown}: the folder cannot be made (${code === 'ENAMETOOLONG' ? 'name too long' : code})`);
  }
  const progress = ctx.progress();
  let finished = 0;
  try {
    return await mapLimited(spaces, options.concurrency, async (space) => {
      const path = paths.get(space.id)!;
      const entry = await pullOne(ctx, top, manifest, space, path);
      finished++;
      progress.update(`pulled ${finished}/${spaces.length} spaces`);
      done(entry);
      return entry;
    });
  } finally {
    progress.done();
  }
}

async function pullOne(
  ctx: Context,
  top: string,
  manifest: Manifest,
  space: Space,
  path: string,
): Promise<OrgPullEntry> {
  const entry: OrgPullEntry = {
    space: space.id,
    title: space.title,
    path,
    revision: space.revision,
    result: 'unchanged',
    changes: 0,
  };
  const known = manifest.spaces[space.id];
  if (known?.revision === space.revision && existsSync(join(top, path))) return entry;
  try {
    const { changes } = await pullFolder(ctx, { space: space.id }, join(top, path), false);
    entry.result = 'pulled';
    entry.changes = changes.length;
  } catch (error) {
    // An interruption ends the run; anything else is this space's failure, reported with it.
    if (ctx.signal?.aborted) throw error;
    entry.result = 'failed';
    entry.error = error instanceof Error ? error.message : String(error);
    return entry;
  }
  manifest.spaces[space.id] = {
    title: space.title,
    path,
    revision: space.revision,
    pulledAt: new Date().toISOString(),
  };
  writeManifest(top, manifest);
  return entry;
}

/** Every space of the organization, page by page. */
async function allSpaces(ctx: Context, org: string): Promise<Space[]> {
  const spaces: Space[] = [];
  let page: string | undefined;
  do {
    const answer = await listSpaces(ctx.api(), org, { limit: LISTING_PAGE, ...(page ? { page } : {}) });
    spaces.push(...answer.items);
    page = answer.next?.page;
  } while (page);
  return spaces;
}

/**
 * Each space's folder: the one the manifest gives it, else its title's slug, made unique with the
 * start of its id (the same name at every run, whatever the order of the listing).
 */
function folderNames(spaces: Space[], manifest: Manifest): Map<string, string> {
  const names = new Map<string, string>();
  const taken = new Set(Object.values(manifest.spaces).map((e) => e.path.toLowerCase()));
  taken.add(MANIFEST_FILE.toLowerCase());
  for (const space of spaces) {
    const known = manifest.spaces[space.id]?.path;
    if (known) names.set(space.id, known);
  }
  for (const space of [...spaces].sort((a, b) => (a.id < b.id ? -1 : 1))) {
    if (names.has(space.id)) continue;
    const slug = slugify(space.title, 'space');
    let name = slug;
    for (let n = 6; taken.has(name.toLowerCase()); n += 2) name = `${slug}-${space.id.slice(0, n)}`;
    taken.add(name.toLowerCase());
    names.set(space.id, name);
  }
  return names;
}

function readManifest(top: string, org: string): Manifest {
  const file = join(top, MANIFEST_FILE);
  const fresh: Manifest = { version: 1, organization: org, spaces: {} };
  if (!existsSync(file)) return fresh;
  let data: Partial<Manifest>;
  try {
    if (statSync(file).size > MAX_MANIFEST_BYTES) throw new Error('too large');
    data = JSON.parse(readFileSync(file, 'utf8')) as Partial<Manifest>;
  } catch {
    throw new UsageError(`${file}: not a manifest orgs pull can read`, 'pull into another folder, or remove the file');
  }
  if (data.organization !== org)
    throw new UsageError(
      `${top}: holds a pull of organization ${String(data.organization)}, not ${org}`,
      'pull each organization into a folder of its own',
    );
  const spaces: Record<string, ManifestEntry> = {};
  for (const [id, e] of Object.entries(data.spaces ?? {}))
    if (
      e &&
      typeof e.path === 'string' &&
      typeof e.revision === 'string' &&
      !e.path.includes('/') &&
      !e.path.startsWith('.')
    )
      spaces[id] = e;
  return { ...fresh, spaces };
}

/** Written whole through a staging file: a run killed mid-write leaves the last complete manifest. */
function writeManifest(top: string, manifest: Manifest): void {
  const file = join(top, MANIFEST_FILE);
  const staged = `${file}.${process.pid}.tmp`;
  writeFileSync(staged, `${JSON.stringify(manifest, null, 2)}\n`);
  renameSync(staged, file);
}
