import { ApiError, NetworkError } from '../errors.js';
import { readBounded, TransportError, tooLarge, type ByteSink } from './transport.js';
import type { ApiClient, ListPage } from './client.js';
import { seg } from './paths.js';
import type { PageQuery, User } from './types.js';

export type ChangeRequestStatus = 'draft' | 'open' | 'archived' | 'merged';

export interface ChangeRequest {
  object: 'change-request';
  id: string;
  number: number;
  status: ChangeRequestStatus;
  subject: string;
  createdBy: User;
  createdAt: string;
  updatedAt: string;
  revision: string;
  revisionInitial: string;
  revisionMergedAncestor?: string;
  revisionMerged?: string;
  comments: number;
  outdated: boolean;
  urls: { app: string; location: string };
}

export interface MergeConflict {
  kind: 'page' | 'file';
  path: string;
  title: string;
  /**
   * Why it conflicts: edits to the same lines, or conflict markers still in the page; for a push
   * that stopped before sending, also a file one side deleted and the other changed, or bytes both changed.
   */
  reason?: 'overlap' | 'markers' | 'deleted here' | 'deleted on the space' | 'binary';
}

/** `result` is `merge`/`update`, or `conflicts` (then `conflicts` lists them: an extension of ours). */
export interface MergeResult {
  revision: string;
  result: 'merge' | 'update' | 'conflicts';
  conflicts?: MergeConflict[];
}

const base = (space: string) => `/spaces/${seg(space)}/change-requests`;
const one = (space: string, cr: string) => `${base(space)}/${seg(cr)}`;

export const listChangeRequests = (
  api: ApiClient,
  space: string,
  q: PageQuery & { status?: ChangeRequestStatus; contributor?: string } = {},
) => api.get<ListPage<ChangeRequest>>(base(space), { ...q });
export const createChangeRequest = (api: ApiClient, space: string, body: { subject?: string; agentTaskId?: string }) =>
  api.post<ChangeRequest>(base(space), body);
export const getChangeRequest = (api: ApiClient, space: string, cr: string) => api.get<ChangeRequest>(one(space, cr));
export const updateChangeRequest = (
  api: ApiClient,
  space: string,
  cr: string,
  body: { subject?: string; status?: 'draft' | 'open' | 'archived' },
) => api.patch<ChangeRequest>(one(space, cr), body);
export const mergeChangeRequest = (api: ApiClient, space: string, cr: string) =>
  api.post<MergeResult>(`${one(space, cr)}/merge`);
/** The interface's `update`: brings the space's changes into the request. */
export const updateChangeRequestFromMain = (api: ApiClient, space: string, cr: string) =>
  api.post<MergeResult>(`${one(space, cr)}/update`);
export const getChangeRequestPdf = (
  api: ApiClient,
  space: string,
  cr: string,
  q: { page?: string; only?: boolean } = {},
) => api.get<{ url: string }>(`${one(space, cr)}/pdf`, { ...q });

/** A signed URL of a site showing the change request's content (`expiresAt` null: files that do not expire). */
export interface ChangeRequestPreview {
  url: string;
  expiresAt: string | null;
}

/** An extension of docs-cli's service, not in GitBook's API (docs/service.md). */
export const getChangeRequestPreview = (api: ApiClient, space: string, cr: string) =>
  api.get<ChangeRequestPreview>(`${one(space, cr)}/preview`);

/**
 * Fetches a URL the service returned (a file, a PDF). On the API's own origin (or the embedded
 * workspace) it goes through the client, with the token; anywhere else it is fetched as is,
 * without the token. Either way the download limit and DOCS_CLI_TIMEOUT bound it. With a sink the
 * bytes go there as they arrive and the buffer returned is empty.
 */
export async function download(api: ApiClient, url: string, sink?: ByteSink): Promise<Buffer> {
  const parsed = new URL(url);
  const base = parsedBase(api);
  if (base.protocol === 'local:' || parsed.origin === base.origin) {
    const basePath = base.pathname.replace(/\/+$/, '');
    const path =
      parsed.pathname
        .slice(parsed.pathname.startsWith(`${basePath}/v1/`) ? basePath.length : 0)
        .replace(/^\/v1(?=\/)/, '') + parsed.search;
    return (await api.raw('GET', path, { download: true, ...(sink ? { sink } : {}) })).body;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    throw new NetworkError(`cannot download ${url}: not an http(s) URL`);
  const { maxDownloadBytes, timeoutMs } = api.limits;
  const limitName = 'DOCS_CLI_MAX_DOWNLOAD_MB';
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const res = await fetch(parsed, { redirect: 'follow', signal });
    if (!res.ok) {
      await res.body?.cancel().catch(() => undefined);
      throw new ApiError(res.status, `GET ${url} answered HTTP ${res.status}`, 'GET', url);
    }
    const length = res.headers.get('content-length');
    const declared = length === null ? undefined : Number(length);
    if (declared !== undefined && declared > maxDownloadBytes) {
      await res.body?.cancel().catch(() => undefined);
      throw tooLarge(maxDownloadBytes, limitName);
    }
    const release = sink ? () => undefined : await api.downloads.reserve(declared ?? maxDownloadBytes);
    try {
      return res.body ? await readBounded(res.body, maxDownloadBytes, limitName, sink) : Buffer.alloc(0);
    } finally {
      release();
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (signal.aborted)
      throw new NetworkError(
        `GET ${url}: no complete answer within ${timeoutMs / 1000}s (DOCS_CLI_TIMEOUT sets the time)`,
      );
    if (error instanceof TransportError) throw new NetworkError(`GET ${url}: ${error.message}`);
    const code = (error as { cause?: { code?: unknown } }).cause?.code;
    throw new NetworkError(`GET ${url}: the download failed${typeof code === 'string' ? ` (${code})` : ''}`);
  }
}

const bases = new WeakMap<ApiClient, URL>();
/** The client's base URL, parsed once (a pull downloads hundreds of files). */
function parsedBase(api: ApiClient): URL {
  let base = bases.get(api);
  if (!base) bases.set(api, (base = new URL(api.baseUrl)));
  return base;
}

/** Archives a change request a failed command opened; a failure to do so is not the news. */
export async function archiveQuietly(api: ApiClient, space: string, cr: string): Promise<boolean> {
  try {
    await updateChangeRequest(api, space, cr, { status: 'archived' });
    return true;
  } catch {
    return false;
  }
}
