import { UsageError } from '../errors.js';

/**
 * Encodes one path segment (ids come from users and may hold anything). Every endpoint function
 * and `--dry-run` go through here. URL resolution drops `.`/`..` segments (also when written
 * `%2e`) and a `/` would address another resource, so such ids are refused before any request:
 * `share-links delete ..` must never reach the site.
 */
export function seg(value: string): string {
  const problem = idProblem(value);
  if (problem) throw new UsageError(`invalid id ${JSON.stringify(value)}: ${problem}`);
  return encodeURIComponent(value);
}

/** Why a value cannot be an id, or undefined; command input checks ids with the same rule. */
export function idProblem(value: string): string | undefined {
  const decoded = safeDecode(value);
  if (value.trim() === '') return 'an id cannot be empty';
  if (isDotSegment(value) || isDotSegment(decoded)) return 'an id cannot be "." or ".."';
  if (/[/\\]/.test(decoded)) return 'an id cannot contain "/" or "\\"';
  if (/[\u0000-\u001f\u007f]/.test(decoded)) return 'an id cannot contain control characters';
  return undefined;
}

const isDotSegment = (value: string) => value === '.' || value === '..';

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
