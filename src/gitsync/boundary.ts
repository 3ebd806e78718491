/**
 * The folder is the boundary. Every command that reads a folder (`cr push`, `sites push`, `check`,
 * `preview`, imports) follows a symbolic link only to a place inside the folder it reads: the
 * folder given, a site file's space folder inside the site folder (a `content.directory` written
 * from the repository root inside the repository). A link that leaves it, or that loops, is
 * refused the same way everywhere: one line, exit 2, before anything is sent or served.
 */
import { realpathSync } from 'node:fs';
import { sep } from 'node:path';
import { UsageError } from '../errors.js';

/** A link that leaves the folder or loops: never read, never reported as a mere problem. */
export class BoundaryError extends UsageError {}

/** A refusal from the reading of a site's space folder, its path named from the site folder (`guides/a.md`). */
export const inSpaceFolder = (shown: string, error: unknown): unknown =>
  error instanceof BoundaryError && shown !== '.' ? new BoundaryError(`${shown}/${error.message}`) : error;

/** Whether the real path `real` is `realTop` or under it. */
export const isInside = (realTop: string, real: string): boolean =>
  real === realTop || real.startsWith(realTop.endsWith(sep) ? realTop : realTop + sep);

export const loopError = (shown: string): BoundaryError =>
  new BoundaryError(`${shown}: a symbolic link that loops; refusing to read it`);

/**
 * Where `absolute` really is, when that is inside `realTop` (a real path); undefined when it leads
 * to nothing. Throws BoundaryError when it leaves `realTop` (`what` names it in the message) or loops.
 */
export function followInside(
  absolute: string,
  realTop: string,
  shown: string,
  what = 'the folder',
): string | undefined {
  let real: string;
  try {
    real = realpathSync(absolute);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOOP') throw loopError(shown);
    return undefined;
  }
  if (!isInside(realTop, real))
    throw new BoundaryError(`${shown}: a symbolic link pointing outside ${what} (${real}); refusing to read it`);
  return real;
}
