/**
 * Whether a folder tells file names apart by case (Linux's ext4 does; macOS's APFS and Windows's
 * NTFS do not, by default), asked of the folder itself: a pull writes `id-types.png` beside
 * `id-types.PNG` as they are only where both can be.
 */
import { closeSync, existsSync, lstatSync, openSync, readdirSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { dirname, join, resolve } from 'node:path';
import { PLATFORM_CASE_SENSITIVE } from './remote.js';

/** The other case of a name with a letter that has one, else undefined. */
const flipped = (name: string): string | undefined => {
  const swapped = [...name].map((c) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase())).join('');
  return swapped !== name ? swapped : undefined;
};

/**
 * True when `dir` can hold two names that differ only in case: asked of the nearest folder that
 * is there (`dir` or the one it will be made in). A name it holds is looked up in the other case;
 * a folder without one gets a probe file for a moment. When nothing can be asked (no permission),
 * the platform's default answers.
 */
export function caseSensitiveFolder(target: string): boolean {
  try {
    let dir = resolve(target);
    while (!existsSync(dir) && dirname(dir) !== dir) dir = dirname(dir);
    const name = readdirSync(dir).find((n) => flipped(n) !== undefined && !n.startsWith('.docs-cli-'));
    if (name !== undefined) return !sameFile(join(dir, name), join(dir, flipped(name)!));
    const probe = join(dir, `.docs-cli-case-${randomBytes(4).toString('hex')}`);
    closeSync(openSync(probe, 'wx'));
    try {
      return !sameFile(probe, join(dir, `.DOCS-CLI-CASE-${probe.slice(-8).toUpperCase()}`));
    } finally {
      rmSync(probe, { force: true });
    }
  } catch {
    return PLATFORM_CASE_SENSITIVE;
  }
}

/** Whether `other` names the file `path` is (a case-insensitive folder finds it under either). */
function sameFile(path: string, other: string): boolean {
  try {
    const a = lstatSync(path);
    const b = lstatSync(other);
    return a.ino === b.ino && a.dev === b.dev;
  } catch {
    return false;
  }
}
