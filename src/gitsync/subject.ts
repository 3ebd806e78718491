/**
 * The subject of the change request a push opens when `--subject` is not given. It is stored on
 * the service and shown to everyone who reviews, so it never holds a local absolute path: in CI,
 * the subject of the commit being pushed; otherwise the folder as its repository names it
 * (`Push docs`), or as the working directory does outside a repository.
 */
import { basename, isAbsolute, relative, resolve, sep } from 'node:path';
import { inCi } from '../common/ci.js';
import { gitFolderOf, headSubject, type GitFolder } from './git.js';

/** The reference's limit on a change request's subject. */
const MAX = 100;

export function defaultPushSubject(env: NodeJS.ProcessEnv, dir: string, cwd = process.cwd()): string {
  const top = resolve(cwd, dir);
  const git = gitFolderOf(env, top);
  const subject = (git && inCi(env) && headSubject(git)) || `Push ${folderName(top, git, cwd)}`;
  return subject.length > MAX ? `${subject.slice(0, MAX - 3)}...` : subject;
}

/** The folder relative to its repository (the repository's own name for its top), else to `cwd`. */
function folderName(top: string, git: GitFolder | undefined, cwd: string): string {
  if (git) return git.prefix ? git.prefix.slice(0, -1) : basename(git.root) || '.';
  const fromCwd = relative(cwd, top);
  if (fromCwd === '' || fromCwd.startsWith('..') || isAbsolute(fromCwd)) return basename(top) || '.';
  return fromCwd.split(sep).join('/');
}
