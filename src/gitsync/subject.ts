/**
 * The subject of the change request a push opens when `--subject` is not given. It is stored on
 * the service and shown to everyone who reviews, so it never holds a local absolute path: in CI,
 * the subject of the commit being pushed (in GitHub Actions the pull request's title, or the pushed
 * commit's subject, from the event: a pull request's checkout is a merge commit, `Merge <id> into
 * <id>`); otherwise the folder as its repository names it
 * (`Push docs`), or as the working directory does outside a repository.
 */
import { readFileSync } from 'node:fs';
import { basename, isAbsolute, relative, resolve, sep } from 'node:path';
import { inCi } from '../common/ci.js';
import { gitFolderOf, headSubject, type GitFolder } from './git.js';

/** The reference's limit on a change request's subject. */
const MAX = 100;

export function defaultPushSubject(env: NodeJS.ProcessEnv, dir: string, cwd = process.cwd()): string {
  const top = resolve(cwd, dir);
  const git = gitFolderOf(env, top);
  const subject = githubSubject(env) || (git && inCi(env) && headSubject(git)) || `Push ${folderName(top, git, cwd)}`;
  return subject.length > MAX ? `${subject.slice(0, MAX - 3)}...` : subject;
}

/** The pull request's title, or the pushed head commit's subject, of a GitHub Actions run's event. */
function githubSubject(env: NodeJS.ProcessEnv): string | undefined {
  if (env.GITHUB_ACTIONS !== 'true' || !env.GITHUB_EVENT_PATH) return undefined;
  try {
    const event = JSON.parse(readFileSync(env.GITHUB_EVENT_PATH, 'utf8')) as {
      pull_request?: { title?: unknown };
      head_commit?: { message?: unknown };
    };
    const text = event.pull_request?.title ?? event.head_commit?.message;
    return typeof text === 'string' ? text.split('\n')[0]!.trim() || undefined : undefined;
  } catch {
    return undefined;
  }
}

/** The folder relative to its repository (the repository's own name for its top), else to `cwd`. */
function folderName(top: string, git: GitFolder | undefined, cwd: string): string {
  if (git) return git.prefix ? git.prefix.slice(0, -1) : basename(git.root) || '.';
  const fromCwd = relative(cwd, top);
  if (fromCwd === '' || fromCwd.startsWith('..') || isAbsolute(fromCwd)) return basename(top) || '.';
  return fromCwd.split(sep).join('/');
}
