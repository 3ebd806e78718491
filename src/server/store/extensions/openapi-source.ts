import { readFile, realpath, stat } from 'node:fs/promises';
import { existsSync, realpathSync } from 'node:fs';
import { basename, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServiceConfig } from '../../context.js';

/** Fetching an OpenAPI document: `file:` (within the allowed root), http(s), or text given inline. */
export const FETCH_TIMEOUT_MS = 15_000;
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
  if (!config.importRoot) return 'file: URLs are not accepted by this service (start it with an import root to allow them)';
  let path: string;
  try {
    path = fileURLToPath(parsed);
  } catch {
    return 'is not a valid file: URL';
  }
  const real = existsSync(path) ? realpathSync(path) : resolve(path);
  return insideRoot(real, realRoot(config.importRoot)) ? undefined : 'file: URL is outside the folder this service may read';
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
  return fetchHttp(parsed);
}

async function readFileSource(url: URL, config: ServiceConfig): Promise<FetchedText> {
  let real: string;
  try {
    real = await realpath(fileURLToPath(url));
  } catch {
    throw new FetchFailure('FETCH_ERROR', `cannot read ${url.href}: no such file`);
  }
  // Checked again on the real path: a symlink may have changed since the request was accepted.
  if (!config.allowAnyFile && (!config.importRoot || !insideRoot(real, realRoot(config.importRoot)))) {
    throw new FetchFailure('FETCH_ERROR', `cannot read ${url.href}: outside the folder this service may read`);
  }
  const info = await stat(real);
  if (!info.isFile()) throw new FetchFailure('FETCH_ERROR', `cannot read ${url.href}: not a file`);
  if (info.size > MAX_DOCUMENT_BYTES) throw new FetchFailure('FETCH_ERROR', `${url.href} is larger than ${MAX_DOCUMENT_BYTES} bytes`);
  return { text: await readFile(real, 'utf8'), name: basename(real) };
}

async function fetchHttp(url: URL): Promise<FetchedText> {
  let res: Response;
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'follow', headers: { accept: 'application/json, application/yaml, text/yaml, */*' } });
  } catch (error) {
    if ((error as Error).name === 'TimeoutError') throw new FetchFailure('FETCH_TIMEOUT', `fetching ${url.href} took longer than ${FETCH_TIMEOUT_MS / 1000} s`);
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    throw new FetchFailure('FETCH_ERROR', `cannot fetch ${url.href}: ${cause?.code ?? cause?.message ?? (error as Error).message}`);
  }
  if (!res.ok) {
    await res.body?.cancel();
    throw new FetchFailure('FETCH_ERROR', `cannot fetch ${url.href}: HTTP ${res.status}`);
  }
  const declared = Number(res.headers.get('content-length') ?? 0);
  if (declared > MAX_DOCUMENT_BYTES) {
    await res.body?.cancel();
    throw new FetchFailure('FETCH_ERROR', `${url.href} is larger than ${MAX_DOCUMENT_BYTES} bytes`);
  }
  let text: string;
  try {
    text = await res.text();
  } catch (error) {
    if ((error as Error).name === 'TimeoutError') throw new FetchFailure('FETCH_TIMEOUT', `fetching ${url.href} took longer than ${FETCH_TIMEOUT_MS / 1000} s`);
    throw new FetchFailure('FETCH_ERROR', `cannot fetch ${url.href}: ${(error as Error).message}`);
  }
  const name = basename(url.pathname) || undefined;
  return { text, name, contentType: res.headers.get('content-type') ?? undefined };
}
