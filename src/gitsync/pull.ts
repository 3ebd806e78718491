import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { download } from '../api/change-requests.js';
import { getContent, type ContentScope } from '../api/content.js';
import type { Context } from '../context.js';
import { ASSETS_DIR } from '../common/gitsync/layout.js';
import { pathProblem } from '../common/gitsync/names.js';
import { GITBOOK_DIR } from '../common/gitsync/reader.js';
import { gitBlobOid } from '../common/gitsync/oid.js';
import { parseSummary, type SummaryEntry } from '../common/gitsync/summary.js';
import { mapLimited } from '../common/map-limited.js';
import { UsageError } from '../errors.js';
import type { FolderFile } from '../common/gitsync/folder.js';
import { filesAt, headCommit, readBlobs } from './git.js';
import { caseSensitiveFolder } from './case-probe.js';
import { remoteFolder, remotePrint } from './remote-folder.js';
import { syncRecord, syncState } from './sync-base.js';
import { mergeTexts, settlePath, type ConflictReason, type SyncConflict } from './sync-merge.js';

/** Downloads in flight at once: enough to hide latency, few enough to be polite to a service. */
const DOWNLOADS_AT_ONCE = 6;

export type FileChange = {
  kind: 'added' | 'changed' | 'removed';
  path: string;
  /** Which side changed it since the folder's sync base: the space's (written), the folder's (kept), or both (merged). */
  side?: 'space' | 'folder' | 'both';
};

export interface PullResult {
  changes: FileChange[];
  /** Files both sides changed where a merge cannot settle it (overlaps are written with conflict markers). */
  conflicts: SyncConflict[];
  /** Paths left alone because a symbolic link is on the way (the folder's own links are not followed). */
  skipped: string[];
}

const MARKDOWN = /\.(md|markdown)$/i;

/**
 * A path of the folder: `rel` is a name or a checked relative path (pathProblem), so it is joined
 * by hand; path.join normalizes the whole path again, which thousands of files a pull writes pay.
 */
const under = (folder: string, rel: string) => `${folder}${sep}${rel}`;

/**
 * What the folder holds that a pull may change: its files, found without following symbolic
 * links (a link is reported, never looked through), as paths relative to the folder.
 */
function listFolder(root: string): { files: Set<string>; links: Set<string> } {
  const files = new Set<string>();
  const links = new Set<string>();
  const visit = (abs: string, rel: string) => {
    let names: string[];
    try {
      names = readdirSync(abs);
    } catch {
      return;
    }
    for (const name of names) {
      if (name === '.git' || name === 'node_modules' || name.startsWith('.docs-cli-staging-')) continue;
      const childRel = rel ? `${rel}/${name}` : name;
      const child = under(abs, name);
      const stat = lstatSync(child);
      if (stat.isSymbolicLink()) links.add(childRel);
      else if (stat.isDirectory()) visit(child, childRel);
      else if (stat.isFile()) files.add(childRel);
    }
  };
  visit(root, '');
  return { files, links };
}

/** The symbolic link on the way to `path` inside the folder (itself included), if any. */
function linkOnTheWay(path: string, links: Set<string>): string | undefined {
  if (links.size === 0) return undefined;
  const parts = path.split('/');
  for (let i = 1; i <= parts.length; i++) {
    const prefix = parts.slice(0, i).join('/');
    if (links.has(prefix)) return prefix;
  }
  return undefined;
}

/** Pages the previous pull wrote (SUMMARY.md's pages, or every page of a folder without one) and assets. */
function pulledBefore(
  root: string,
  summaryPath: string,
  present: Set<string>,
  links: Set<string>,
  docsRoot: string,
): string[] {
  const out: string[] = [];
  let entries: SummaryEntry[] | undefined;
  if (present.has(summaryPath)) {
    try {
      entries = parseSummary(readFileSync(join(root, summaryPath), 'utf8'));
    } catch {
      entries = [];
    }
  }
  // SUMMARY.md names pages from the docs root (`root:` of .gitbook.yaml), as the folder reader does:
  // a `README.md` entry under `root: ./docs/` is docs/README.md, never the repository's own.
  const under = docsRoot ? `${docsRoot}/` : '';
  if (entries) {
    // Listed pages behind a symbolic link are named too, so that the pull can say it left them.
    const walk = (list: SummaryEntry[]) => {
      for (const e of list) {
        if (e.kind === 'page') {
          const path = under + e.path;
          if (present.has(path) || linkOnTheWay(path, links)) out.push(path);
        }
        walk(e.children);
      }
    };
    walk(entries);
  } else {
    // Without SUMMARY.md, the markdown files under the docs root are the pages (none in a
    // `.gitbook/` folder): the repository's other files were never the space's.
    for (const path of present)
      if (MARKDOWN.test(path) && path.startsWith(under) && !GITBOOK_DIR.test(path)) out.push(path);
  }
  // Assets as every push sends them, linked or not: the top's .gitbook/assets (files.ts), when it
  // is in the folder a push reads (under the docs root); other files go only when a page links them.
  for (const path of present) if (path.startsWith(`${ASSETS_DIR}/`) && path.startsWith(under)) out.push(path);
  return out;
}

function readIfFile(abs: string): Buffer | undefined {
  try {
    return lstatSync(abs).isFile() ? readFileSync(abs) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Writes the space (or change request) into `dir` in Git Sync layout, updating a previous pull
 * in place: every page and file goes back to the path it came from, SUMMARY.md and .gitbook.yaml
 * as the service keeps them (SUMMARY.md edited only where the pages changed). With `check`, only
 * compares. New files wait in a staging folder inside the target, and nothing is moved into place
 * until everything is fetched, so a failure leaves the folder as it was. Symbolic links in the
 * folder are left alone (and reported).
 *
 * A folder with edits of its own keeps them: against the folder's sync base (its last pull or
 * merged push, or its last commit), what only the space changed is written, what only the folder
 * changed stays, and a text both changed is merged line by line; an overlap is written with
 * conflict markers and reported as a conflict.
 */
export async function pullFolder(ctx: Context, scope: ContentScope, dir: string, check: boolean): Promise<PullResult> {
  const api = ctx.api();
  const root = resolve(dir);
  const revision = await getContent(api, scope);
  // Names that differ only in case are written as they are where the folder can hold both.
  const remote = await remoteFolder(api, revision, caseSensitiveFolder(root));
  const { tree, summaryPath, written: wanted } = remote;
  for (const path of [...wanted.keys(), ...tree.files.map((f) => f.path)]) {
    const rule = pathProblem(path);
    if (rule)
      throw new UsageError(
        `the service names a file ${JSON.stringify(path)} that cannot be written (${rule}); nothing was written`,
      );
  }
  for (const r of tree.renamed)
    ctx.warn(`${r.from}: written as ${r.to} (not a name every file system can hold, or taken)`);

  const { files: present, links } = listFolder(root);
  // An empty or new folder has nothing of its own to keep: no base is looked for.
  const sync = present.size > 0 ? await pullBase(ctx, root, scope.space) : undefined;
  const skipped: string[] = [];
  const blocked = (path: string) => {
    const link = linkOnTheWay(path, links);
    if (link) skipped.push(path === link ? path : `${path} (through ${link})`);
    return link !== undefined;
  };
  const changes: FileChange[] = [];
  const conflicts: SyncConflict[] = [];
  // A file whose local copy has the service's git object id is not downloaded again; one the
  // folder changed and the space did not stays as it is.
  const toFetch = tree.files.filter((file) => {
    if (blocked(file.path)) return false;
    const local = present.has(file.path) ? readIfFile(under(root, file.path)) : undefined;
    const localOid = local ? gitBlobOid(local) : undefined;
    if (localOid !== undefined && localOid === file.oid) return false;
    if (!sync || !file.oid) return true;
    const outcome = sync.decide(file.path, localOid, file.oid);
    if (outcome === 'keep') {
      changes.push({ kind: local ? 'changed' : 'removed', path: file.path, side: 'folder' });
      return false;
    }
    if (outcome !== 'take') conflicts.push({ path: file.path, reason: outcome });
    // A file deleted here that the space changed comes back; a binary both changed stays local.
    return outcome === 'take' || outcome === 'deleted here';
  });
  // Downloads go straight into the staging folder (memory holds a few files at a time, not all);
  // a check needs the bytes only of files the service gives no object id for.
  const staging = check ? undefined : stagingFolder(root, dir);
  const fetched = new Map<string, Buffer>();
  let downloads: Promise<unknown> | undefined;
  try {
    // The pages are compared and staged while the downloads are in flight.
    downloads = mapLimited(toFetch, DOWNLOADS_AT_ONCE, async (file: FolderFile) => {
      if (check && file.oid) return;
      const bytes = await download(api, file.downloadURL!);
      if (staging) staging.write(file.path, bytes);
      else fetched.set(file.path, bytes);
    });
    // A failed download is reported once the pages are done, not as an unhandled rejection.
    downloads.catch(() => undefined);
    let written = 0;
    for (const [path, remoteBytes] of wanted) {
      if (blocked(path)) continue;
      const local = present.has(path) ? readFileSync(under(root, path)) : undefined;
      if (local?.equals(remoteBytes)) continue;
      // A folder synced without SUMMARY.md (or .gitbook.yaml) keeps its folder order, as a push
      // reads it: the ones the space does not keep are written where nothing was synced before (a
      // new folder: GitBook writes a SUMMARY.md on its first export), not into one that does without.
      if (!local && sync && remote.generated.has(path)) continue;
      let bytes = remoteBytes;
      let side: FileChange['side'] = sync ? 'space' : undefined;
      if (sync) {
        const outcome = sync.decide(path, local && gitBlobOid(local), gitBlobOid(remoteBytes));
        if (outcome === 'keep') {
          changes.push({ kind: local ? 'changed' : 'removed', path, side: 'folder' });
          continue;
        }
        if (outcome === 'deleted on the space' || outcome === 'binary') continue;
        if (outcome === 'deleted here') conflicts.push({ path, reason: outcome });
        if (outcome === 'overlap') {
          const merged = sync.merge(path, local!, remoteBytes);
          bytes = Buffer.from(merged.text, 'utf8');
          side = 'both';
          if (merged.conflict) conflicts.push({ path, reason: 'overlap' });
          if (local?.equals(bytes)) continue;
        }
      }
      changes.push({ kind: local ? 'changed' : 'added', path, ...(side ? { side } : {}) });
      if (!staging) continue;
      staging.write(path, bytes);
      // Now and then the answers that came in are taken and the next downloads asked for.
      if (++written % 64 === 0) await new Promise(setImmediate);
    }
    await downloads;
    for (const file of toFetch) {
      if (wanted.has(file.path)) continue;
      const side = sync ? { side: 'space' as const } : {};
      if (!present.has(file.path)) changes.push({ kind: 'added', path: file.path, ...side });
      else {
        // Fetched because its object id is not the local file's: compare the bytes.
        const local = under(root, file.path);
        const same = staging
          ? filesEqual(local, staging.at(file.path))
          : fetched.get(file.path)?.equals(readFileSync(local));
        if (!same) changes.push({ kind: 'changed', path: file.path, ...side });
      }
    }
  } catch (error) {
    // The downloads still running end before the staging folder goes (they write into it).
    await downloads?.catch(() => undefined);
    staging?.discard();
    throw error;
  }
  const served = new Set(tree.files.map((f) => f.path));
  for (const path of pulledBefore(root, summaryPath, present, links, remote.structure.root)) {
    if (wanted.has(path) || served.has(path) || blocked(path)) continue;
    if (!sync) {
      changes.push({ kind: 'removed', path });
      continue;
    }
    // Not on the space: removed there when the base had it, else added here.
    const local = readIfFile(under(root, path));
    const outcome = sync.decide(path, local && gitBlobOid(local), undefined);
    if (outcome === 'take') changes.push({ kind: 'removed', path, side: 'space' });
    else if (outcome === 'keep') changes.push({ kind: 'added', path, side: 'folder' });
    else conflicts.push({ path, reason: outcome });
  }
  for (const path of new Set(skipped))
    ctx.warn(`${path}: left alone (a symbolic link is on the way; a pull never writes through one)`);
  // What the folder changed stays: only a check lists it (the folder differs from the space).
  const applied = changes.filter((c) => c.side !== 'folder');
  if (check) return { changes, skipped, conflicts };

  try {
    applyChanges(root, staging!, applied);
  } catch (error) {
    throw cannotWrite(error, dir);
  }
  // The folder and the space now agree on the space's content (the folder's own edits on top).
  if (scope.changeRequest === undefined)
    syncRecord(ctx.env, root, api, scope.space).save(revision.id, remotePrint(remote, new Map()), (path) =>
      wanted.get(path),
    );
  return { changes: applied, skipped, conflicts };
}

/** How the folder's sync base settles one path where the folder and the space differ. */
type PathOutcome = 'take' | 'keep' | ConflictReason;

interface PullBase {
  /** `take` the space's version, `keep` the folder's, or merge (`overlap`), or the conflict it is. */
  decide(path: string, localOid: string | undefined, remoteOid: string | undefined): PathOutcome;
  /** Both sides' changes of a text, line by line (conflict markers where they overlap). */
  merge(path: string, local: Buffer, remote: Buffer): { text: string; conflict: boolean };
}

/**
 * The base a pull merges against: the folder's sync base, or in a git work tree without one the
 * last commit (what is not committed is the folder's own); none for a folder that has neither.
 */
async function pullBase(ctx: Context, root: string, space: string): Promise<PullBase | undefined> {
  const state = await syncState(ctx.env, ctx.api(), root, space);
  let base = state.base;
  if (!base && state.git) {
    const head = headCommit(state.git);
    if (head) {
      const git = state.git;
      const files = filesAt(git, head);
      base = {
        source: 'the last commit',
        files,
        texts: (oids) => new Map([...readBlobs(git, oids)].map(([oid, bytes]) => [oid, bytes.toString('utf8')])),
      };
    }
  }
  if (!base) return undefined;
  const { files, texts } = base;
  return {
    decide: (path, ours, theirs) => (ours === theirs ? 'take' : settlePath(path, files.get(path), ours, theirs)),
    merge(path, local, remote) {
      const was = files.get(path);
      const baseText = was ? texts([was]).get(was) : undefined;
      return mergeTexts(baseText, local.toString('utf8'), remote.toString('utf8'));
    },
  };
}

/** A file system failure as the one-line error a user sees (anything else as it is). */
function cannotWrite(error: unknown, dir: string): unknown {
  const code = (error as NodeJS.ErrnoException).code;
  if (!code || error instanceof UsageError) return error;
  return new UsageError(
    `${dir}: cannot write the folder (${code}); it was left as it was`,
    'choose a folder you can write',
  );
}

interface Staging {
  /** Writes a file at its path in the staged tree (a failure to write is the folder's error). */
  write(path: string, bytes: Buffer): void;
  /** Where a staged file is. */
  at(path: string): string;
  /** Where an old file waits while its replacement moves in. */
  aside(n: number): string;
  /** Removes the staging folder, and the target too when the pull created it and it stayed empty. */
  discard(): void;
  /** Removes the staging folder only. */
  remove(): void;
}

/**
 * A fresh staging folder inside the target (so files move into place with a rename), holding the
 * new files in the layout they will have.
 */
function stagingFolder(root: string, dir: string): Staging {
  const created: string[] = [];
  for (let at = root; !existsSync(at) && dirname(at) !== at; at = dirname(at)) created.unshift(at);
  // Unique enough with the process id (mkdir fails rather than reuse one); randomBytes would load
  // node:crypto's random source, some 10 ms of a pull's start.
  const path = join(root, `.docs-cli-staging-${process.pid}-${Math.random().toString(36).slice(2, 10)}`);
  const tree = under(path, 'tree');
  try {
    mkdirSync(root, { recursive: true });
    mkdirSync(path);
    mkdirSync(tree);
  } catch (error) {
    removeCreated(created);
    const code = (error as NodeJS.ErrnoException).code;
    const shown = root.length > 120 ? `${root.slice(0, 117)}...` : root;
    throw new UsageError(
      `${shown}: the folder cannot be written (${code === 'ENAMETOOLONG' ? 'name too long' : (code ?? 'error')}); nothing was pulled`,
    );
  }
  const folders = new Set<string>([tree]);
  const remove = () => rmSync(path, { recursive: true, force: true });
  return {
    at: (rel) => under(tree, rel),
    aside: (n) => under(path, `old-${n}`),
    write(rel, bytes) {
      const file = under(tree, rel);
      try {
        const folder = dirname(file);
        if (!folders.has(folder)) {
          mkdirSync(folder, { recursive: true });
          folders.add(folder);
        }
        writeFileSync(file, bytes);
      } catch (error) {
        throw cannotWrite(error, dir);
      }
    },
    remove,
    discard() {
      remove();
      removeCreated(created);
    },
  };
}

/** Folders a failed pull created on the way to its target, innermost first, while they are empty. */
function removeCreated(created: string[]): void {
  for (const folder of [...created].reverse()) {
    try {
      rmdirSync(folder);
    } catch {
      break;
    }
  }
}

/** Two files hold the same bytes (sizes first). */
function filesEqual(a: string, b: string): boolean {
  return statSync(a).size === statSync(b).size && readFileSync(a).equals(readFileSync(b));
}

/** Refuses a path whose real folder is not inside the root (a link swapped in since it was listed). */
function checkInside(realRoot: string, abs: string, path: string): void {
  let parent = dirname(abs);
  while (true) {
    try {
      const real = realpathSync(parent);
      if (real !== realRoot && !real.startsWith(realRoot + sep))
        throw new UsageError(`${path}: its folder leads outside the target folder; nothing was written`);
      return;
    } catch (error) {
      if (error instanceof UsageError) throw error;
      parent = dirname(parent);
    }
  }
}

const topOf = (path: string) => {
  const slash = path.indexOf('/');
  return slash < 0 ? path : path.slice(0, slash);
};

/**
 * Top-level names (a file or a whole folder) that can move in with one rename: everything under
 * them is new and nothing of that name is in the folder yet. A pull into an empty folder moves a
 * few dozen names instead of thousands of files.
 */
function wholeMoves(root: string, changes: FileChange[]): Set<string> {
  const whole = new Set<string>();
  const mixed = new Set<string>();
  for (const change of changes) {
    const top = topOf(change.path);
    if (change.kind !== 'added') mixed.add(top);
    else whole.add(top);
  }
  for (const top of whole) {
    if (mixed.has(top)) whole.delete(top);
    else
      try {
        lstatSync(under(root, top));
        whole.delete(top);
      } catch {
        // not there: it can move in whole
      }
  }
  return whole;
}

/**
 * The new files wait in the staging folder; old files are moved aside and new ones moved in. Any
 * failure moves everything back, so the folder ends as it was or as wanted.
 */
function applyChanges(root: string, stage: Staging, changes: FileChange[]): void {
  if (changes.length === 0) {
    stage.discard();
    return;
  }
  const realRoot = realpathSync(root);
  const undo: Array<() => void> = [];
  const whole = wholeMoves(root, changes);
  // Each folder is checked (and made) once, before the first file goes in.
  const ready = new Set<string>([root]);
  try {
    for (const top of whole) {
      const abs = under(root, top);
      renameSync(stage.at(top), abs);
      undo.push(() => renameSync(abs, stage.at(top)));
    }
    changes.forEach((change, i) => {
      if (whole.has(topOf(change.path))) return;
      const abs = under(root, change.path);
      const folder = dirname(abs);
      if (!ready.has(folder)) checkInside(realRoot, abs, change.path);
      if (change.kind !== 'added') {
        const aside = stage.aside(i);
        renameSync(abs, aside);
        undo.push(() => renameSync(aside, abs));
      }
      if (change.kind === 'removed') return;
      if (!ready.has(folder)) {
        for (const missing of missingFolders(root, folder)) {
          mkdirSync(missing);
          undo.push(() => rmdirSync(missing));
        }
        ready.add(folder);
      }
      const staged = stage.at(change.path);
      renameSync(staged, abs);
      undo.push(() => renameSync(abs, staged));
    });
  } catch (error) {
    for (const step of undo.reverse()) {
      try {
        step();
      } catch {
        // keep undoing the rest
      }
    }
    stage.remove();
    throw error;
  }
  stage.remove();
  removeEmptyFolders(
    root,
    changes.filter((c) => c.kind === 'removed').map((c) => c.path),
  );
}

/** Folders to create for `folder` to exist, outermost first. */
function missingFolders(root: string, folder: string): string[] {
  const out: string[] = [];
  for (let at = folder; at !== root && at.startsWith(root + sep); at = dirname(at)) {
    try {
      lstatSync(at);
      break;
    } catch {
      out.unshift(at);
    }
  }
  return out;
}

/** Folders a removal left empty go too (a page moved away leaves no empty folder behind). */
function removeEmptyFolders(root: string, removed: string[]): void {
  const folders = new Set<string>();
  for (const path of removed) for (let at = dirname(path); at !== '.' && at !== ''; at = dirname(at)) folders.add(at);
  for (const folder of [...folders].sort((a, b) => b.split('/').length - a.split('/').length)) {
    const abs = join(root, folder);
    try {
      if (lstatSync(abs).isDirectory() && readdirSync(abs).length === 0) rmdirSync(abs);
    } catch {
      // gone already, or not ours to remove
    }
  }
}
