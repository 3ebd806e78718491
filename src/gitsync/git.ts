import { execFileSync, spawnSync } from 'node:child_process';
import { realpathSync } from 'node:fs';
import { relative, sep } from 'node:path';

/** What git's answers may hold at most (a listing of every file of a large repository fits). */
const MAX_OUTPUT = 256 * 1024 * 1024;

/** A folder inside a git work tree: the repository, and the folder's path in it (`docs/`, or ''). */
export interface GitFolder {
  env: NodeJS.ProcessEnv;
  /** The work tree's top. */
  root: string;
  /** The folder relative to `root`, with a trailing `/` (empty for the top itself). */
  prefix: string;
}

/** The environment git runs in: the command's own, with a PATH, no locks taken for reads, C locale. */
function gitEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { ...env, PATH: env.PATH ?? process.env.PATH, GIT_OPTIONAL_LOCKS: '0', LC_ALL: 'C' };
}

function git(folder: Pick<GitFolder, 'env' | 'root'>, args: string[], input?: string): Buffer | undefined {
  const result = spawnSync('git', args, {
    cwd: folder.root,
    env: folder.env,
    input,
    maxBuffer: MAX_OUTPUT,
    stdio: ['pipe', 'pipe', 'ignore'],
  });
  return result.status === 0 ? result.stdout : undefined;
}

/** The git work tree holding `top`, or undefined outside one (or without git on PATH). */
export function gitFolderOf(env: NodeJS.ProcessEnv, top: string): GitFolder | undefined {
  const genv = gitEnv(env);
  let out: string;
  try {
    out = execFileSync('git', ['rev-parse', '--show-toplevel'], {
      cwd: top,
      env: genv,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return undefined;
  }
  const root = out.trim();
  if (!root) return undefined;
  const rel = relative(realpathSync(root), realpathSync(top)).split(sep).join('/');
  if (rel.startsWith('..')) return undefined;
  return { env: genv, root, prefix: rel ? `${rel}/` : '' };
}

/** The commit HEAD names, or undefined in a repository without commits. */
export function headCommit(folder: GitFolder): string | undefined {
  return git(folder, ['rev-parse', '--verify', '-q', 'HEAD^{commit}'])?.toString('utf8').trim();
}

/** The subject line of HEAD's commit, or undefined in a repository without commits. */
export function headSubject(folder: GitFolder): string | undefined {
  return git(folder, ['log', '-1', '--format=%s', 'HEAD'])?.toString('utf8').trim() || undefined;
}

/** The full id of a commit the repository holds (a short id resolved), or undefined. */
export function commitId(folder: GitFolder, id: string): string | undefined {
  if (!/^[0-9a-f]{7,40}$/.test(id)) return undefined;
  return git(folder, ['rev-parse', '--verify', '-q', `${id}^{commit}`])
    ?.toString('utf8')
    .trim();
}

/** `commit` is HEAD or one of its ancestors. */
export function isAncestorOfHead(folder: GitFolder, commit: string): boolean {
  return (
    spawnSync('git', ['merge-base', '--is-ancestor', commit, 'HEAD'], {
      cwd: folder.root,
      env: folder.env,
      stdio: 'ignore',
    }).status === 0
  );
}

/** The repository is a shallow clone (its history stops before the first commit). */
export function isShallow(folder: GitFolder): boolean {
  return git(folder, ['rev-parse', '--is-shallow-repository'])?.toString('utf8').trim() === 'true';
}

/** Git's object id of each file of the folder at `commit`, by its path in the folder (links and submodules left out). */
export function filesAt(folder: GitFolder, commit: string): Map<string, string> {
  const out = git(folder, ['ls-tree', '-r', '-z', '--full-tree', commit, '--', folder.prefix || '.']);
  const files = new Map<string, string>();
  if (!out) return files;
  for (const line of out.toString('utf8').split('\0')) {
    // <mode> SP <type> SP <object> TAB <path>
    const tab = line.indexOf('\t');
    if (tab < 0) continue;
    const [mode, type, oid] = line.slice(0, tab).split(' ');
    if (type !== 'blob' || mode === '120000') continue;
    const path = line.slice(tab + 1);
    if (path.startsWith(folder.prefix)) files.set(path.slice(folder.prefix.length), oid!);
  }
  return files;
}

/** The bytes of git objects by their ids (one `git cat-file --batch`); ids git does not hold are left out. */
export function readBlobs(folder: GitFolder, oids: Iterable<string>): Map<string, Buffer> {
  const wanted = [...new Set(oids)].filter((oid) => /^[0-9a-f]{40}$/.test(oid));
  const blobs = new Map<string, Buffer>();
  if (wanted.length === 0) return blobs;
  const out = git(folder, ['cat-file', '--batch'], `${wanted.join('\n')}\n`);
  if (!out) return blobs;
  let at = 0;
  while (at < out.length) {
    const end = out.indexOf(10, at);
    if (end < 0) break;
    const header = out.subarray(at, end).toString('utf8').split(' ');
    at = end + 1;
    if (header[1] === 'missing' || header.length < 3) continue;
    const size = Number(header[2]);
    if (header[1] === 'blob') blobs.set(header[0]!, out.subarray(at, at + size));
    at += size + 1;
  }
  return blobs;
}

/**
 * Paths of the folder that differ from HEAD in the work tree (staged, unstaged or untracked), or
 * undefined when git cannot tell.
 */
export function uncommitted(folder: GitFolder): Set<string> | undefined {
  const out = git(folder, [
    'status',
    '--porcelain=v1',
    '-z',
    '--untracked-files=all',
    '--no-renames',
    '--',
    folder.prefix || '.',
  ]);
  if (!out) return undefined;
  const paths = new Set<string>();
  for (const entry of out.toString('utf8').split('\0')) {
    const path = entry.slice(3);
    if (entry.length > 3 && path.startsWith(folder.prefix)) paths.add(path.slice(folder.prefix.length));
  }
  return paths;
}

/**
 * Paths of the folder the last commit changed (every file of a first commit; none known when a
 * shallow clone cut the parent off).
 */
export function changedByLastCommit(folder: GitFolder, shallow: boolean): Set<string> {
  const parent = git(folder, ['rev-parse', '--verify', '-q', 'HEAD^{commit}^'])?.toString('utf8').trim();
  if (!parent) return shallow ? new Set() : new Set(filesAt(folder, 'HEAD').keys());
  const out = git(folder, ['diff', '--name-only', '-z', '--no-renames', parent, 'HEAD', '--', folder.prefix || '.']);
  const paths = new Set<string>();
  for (const path of out?.toString('utf8').split('\0') ?? [])
    if (path.startsWith(folder.prefix) && path.length > folder.prefix.length)
      paths.add(path.slice(folder.prefix.length));
  return paths;
}

/**
 * Every version (git object id) each file of the folder had in the last `commits` commits that
 * changed the folder, by its path in the folder: what the folder itself held at some point.
 */
export function pastVersions(folder: GitFolder, commits: number): Map<string, Set<string>> {
  const out = git(folder, [
    'log',
    `-n${commits}`,
    '--format=',
    '--raw',
    '--no-abbrev',
    '--no-renames',
    '-z',
    '--',
    folder.prefix || '.',
  ]);
  const versions = new Map<string, Set<string>>();
  if (!out) return versions;
  // -z: ":<mode> <mode> <old> <new> <status>\0<path>\0" per changed file.
  const fields = out.toString('utf8').split('\0');
  for (let i = 0; i + 1 < fields.length; i += 2) {
    const meta = fields[i]!.replace(/^\n+/, '');
    const path = fields[i + 1]!;
    if (!meta.startsWith(':') || !path.startsWith(folder.prefix)) continue;
    const [, , before, after] = meta.slice(1).split(' ');
    const rel = path.slice(folder.prefix.length);
    let set = versions.get(rel);
    if (!set) versions.set(rel, (set = new Set()));
    for (const oid of [before, after]) if (oid && !/^0+$/.test(oid)) set.add(oid);
  }
  return versions;
}
