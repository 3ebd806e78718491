import { readTextInput } from '../../read-input.js';
import { seg } from '../../api/paths.js';
import { UsageError } from '../../errors.js';
import type { IO } from '../../io.js';

export const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD'] as const;

export function parseMethod(value: string | undefined, hasBody: boolean): string {
  if (value === undefined) return hasBody ? 'POST' : 'GET';
  const method = value.toUpperCase();
  if (!(METHODS as readonly string[]).includes(method))
    throw new UsageError(`-X ${value}: expected one of ${METHODS.join(', ')}`);
  return method;
}

export type QueryParams = Record<string, string[]>;

/**
 * Accepts `/orgs/{org}/spaces`, `orgs/x/spaces`, `/v1/orgs/x/spaces?limit=5`: strips `/v1`,
 * fills `{org}` and splits off the query string (the request layer adds `/v1` and its own query).
 */
export async function resolvePath(
  input: string,
  placeholders: (s: string) => Promise<string>,
): Promise<{ path: string; query: QueryParams }> {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(input)) {
    throw new UsageError(
      `${input}: give the path only, e.g. /orgs/{org}/spaces`,
      'the service URL comes from the profile, --api-url or DOCS_CLI_API_URL',
    );
  }
  const [rawPath, rawQuery] = splitOnce(input, '?');
  let path = rawPath.startsWith('/') ? rawPath : `/${rawPath}`;
  if (path === '/v1' || path.startsWith('/v1/')) path = path.slice(3) || '/';
  path = await placeholders(path);
  const query: QueryParams = {};
  for (const [k, v] of new URLSearchParams(rawQuery ?? '')) (query[k] ??= []).push(v);
  return { path, query };
}

function splitOnce(s: string, sep: string): [string, string | undefined] {
  const i = s.indexOf(sep);
  return i < 0 ? [s, undefined] : [s.slice(0, i), s.slice(i + 1)];
}

/** Replaces `{org}` only when it occurs, so commands without it never look the organization up. */
export function placeholderReplacer(org: () => Promise<string>): (s: string) => Promise<string> {
  return async (s) => (s.includes('{org}') ? s.replaceAll('{org}', seg(await org())) : s);
}

/** `-H 'Name: value'` */
export function parseHeaders(values: string[] | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const h of values ?? []) {
    const i = h.indexOf(':');
    if (i <= 0) throw new UsageError(`-H ${h}: expected "Name: value"`);
    headers[h.slice(0, i).trim().toLowerCase()] = h.slice(i + 1).trim();
  }
  return headers;
}

/** `--input <file|->`: a raw JSON body. */
export async function readJsonInput(source: string, io: IO): Promise<unknown> {
  const text = await readTextInput(io, source, '--input');
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new UsageError(`--input ${source}: not valid JSON (${(error as Error).message})`);
  }
}
