import { open, realpath } from 'node:fs/promises';
import { existsSync, realpathSync } from 'node:fs';
import { basename, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServiceConfig } from '../context.js';
import { FetchError, fetchBounded, formatBytes } from '../fetch/fetch.js';

/** Fetching an OpenAPI document: `file:` (within the allowed root), http(s), or text given inline. */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

export type FetchErrorCode = 'FETCH_TIMEOUT' | 'FETCH_ERROR';

export class FetchFailure extends Error {
  constructor(
    readonly code: FetchErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export interface FetchedText {
  text: string;
  /** File name hint (from the URL path), used to name the stored document. */
  name?: string;
  contentType?: string;
}

/**
 * Why a source URL is refused before any processing, or undefined when it may be fetched.
 * file: URLs follow the import rule: only inside `importRoot` over HTTP, anywhere in-process.
 */
export function refuseSourceUrl(url: string, config: ServiceConfig): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'must be an absolute URL';
  }
  if (parsed.protocol === 'http:' || parsed.protocol === 'https:') return undefined;
  if (parsed.protocol !== 'file:') return 'must be an http(s) or file: URL';
  if (config.allowAnyFile) return undefined;
  if (!config.importRoot)
    return 'file: URLs are not accepted by this service (start it with an import root to allow them)';
  let path: string;
  try {
    path = fileURLToPath(parsed);
  } catch {
    return 'is not a valid file: URL';
  }
  const real = existsSync(path) ? realpathSync(path) : resolve(path);
  return insideRoot(real, realRoot(config.importRoot))
    ? undefined
    : 'file: URL is outside the folder this service may read';
}

function realRoot(root: string): string {
  return existsSync(root) ? realpathSync(root) : resolve(root);
}

function insideRoot(path: string, root: string): boolean {
  return path === root || path.startsWith(root.endsWith(sep) ? root : root + sep);
}

export async function fetchSource(url: string, config: ServiceConfig): Promise<FetchedText> {
  const parsed = new URL(url);
  if (parsed.protocol === 'file:') return readFileSource(parsed, config);
  return fetchHttp(parsed, config);
}

async function readFileSource(url: URL, config: ServiceConfig): Promise<FetchedText> {
  let real: string;
  try {
    real = await realpath(fileURLToPath(url));
  } catch (error) {
    const code = (error as { code?: string }).code;
    throw new FetchFailure(
      'FETCH_ERROR',
      `cannot read ${url.href}: ${code === 'ELOOP' ? 'a symbolic link loops' : 'no such file'}`,
    );
  }
  // Checked again on the real path: a symlink may have changed since the request was accepted.
  if (!config.allowAnyFile && (!config.importRoot || !insideRoot(real, realRoot(config.importRoot)))) {
    throw new FetchFailure('FETCH_ERROR', `cannot read ${url.href}: outside the folder this service may read`);
  }
  let handle;
  try {
    handle = await open(real, 'r');
  } catch (error) {
    throw new FetchFailure(
      'FETCH_ERROR',
      `cannot read ${url.href}: ${(error as { code?: string }).code ?? 'unreadable'}`,
    );
  }
  try {
    if (!(await handle.stat()).isFile()) throw new FetchFailure('FETCH_ERROR', `cannot read ${url.href}: not a file`);
    // Read one byte past the limit whatever the size claims (a file may grow, /proc says 0).
    const buffer = Buffer.alloc(MAX_DOCUMENT_BYTES + 1);
    let size = 0;
    for (let n = -1; n !== 0 && size < buffer.length; size += n)
      n = (await handle.read(buffer, size, buffer.length - size, null)).bytesRead;
    if (size > MAX_DOCUMENT_BYTES) throw tooLarge(url);
    return { text: new TextDecoder().decode(buffer.subarray(0, size)), name: basename(real) };
  } finally {
    await handle.close();
  }
}

const tooLarge = (url: URL) =>
  new FetchFailure(
    'FETCH_ERROR',
    `${url.href} is larger than ${formatBytes(MAX_DOCUMENT_BYTES)} (the limit for an OpenAPI document)`,
  );

async function fetchHttp(url: URL, config: ServiceConfig): Promise<FetchedText> {
  try {
    const fetched = await fetchBounded(url, config.fetch, {
      maxBytes: MAX_DOCUMENT_BYTES,
      limitName: 'an OpenAPI document',
      accept: 'application/json, application/yaml, text/yaml, */*',
    });
    const name = basename(fetched.url.pathname) || undefined;
    return { text: new TextDecoder().decode(fetched.bytes), name, contentType: fetched.contentType || undefined };
  } catch (error) {
    if (error instanceof FetchError)
      throw new FetchFailure(error.kind === 'timeout' ? 'FETCH_TIMEOUT' : 'FETCH_ERROR', error.message);
    throw error;
  }
}
