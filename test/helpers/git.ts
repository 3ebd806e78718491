import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/** Git with a fixed identity and none of the machine's configuration. */
const GIT_ENV = {
  ...process.env,
  GIT_AUTHOR_NAME: 'Test',
  GIT_AUTHOR_EMAIL: 'test@example.invalid',
  GIT_COMMITTER_NAME: 'Test',
  GIT_COMMITTER_EMAIL: 'test@example.invalid',
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: '/dev/null',
};

/** Paths as they are (no quoting of other than ASCII); output up to 64 MiB (a real repository's). */
export const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'init.defaultBranch=main', '-c', 'core.quotepath=off', ...args], {
    cwd,
    env: GIT_ENV,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });

/** A bare repository `name` in `work`, as a hosted one is: its path. */
export function bareRepository(work: string, name: string): string {
  const path = join(work, name);
  git(work, 'init', '-q', '--bare', path);
  return path;
}

/** A fresh clone of `origin` into `work/name` (`depth` for a shallow one), as a CI job starts. */
export function cloneOf(origin: string, work: string, name: string, depth?: number): string {
  const dir = join(work, name);
  git(work, 'clone', '-q', ...(depth ? ['--depth', String(depth)] : []), `file://${origin}`, dir);
  return dir;
}

/** Commits everything in the work tree and pushes it to `origin` main. */
export function commitAndPush(dir: string, message: string): void {
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', message);
  git(dir, 'push', '-q', 'origin', 'HEAD:main');
}
