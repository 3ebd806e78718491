/**
 * Import runs (reference 0.202.0: `startImportRun`, `getImportRun`, `listImportRuns`,
 * `cancelImportRun`, under `/org/{organizationId}/imports`), which replace the seed's
 * `importContent` and `importContentInChangeRequest` (0.137.0).
 */
import { ApiError } from '../errors.js';
import type { ApiClient, ListPage } from './client.js';
import { seg } from './paths.js';
import type { PageQuery } from './types.js';

export type ImportRunStatus = 'pending' | 'in-progress' | 'completed' | 'failed' | 'cancelled';

export type ImportRunSource = { type: 'website'; url: string } | { type: 'file'; files: string[] };

export interface ImportRunTarget {
  space: string;
  changeRequest?: string;
  page?: string;
}

export interface ImportRun {
  object: 'import-run';
  id: string;
  status: ImportRunStatus;
  reason?: string;
  source?: ImportRunSource;
  target?: ImportRunTarget;
  createdAt?: string;
  startedAt?: string;
  completedAt?: string;
  pages?: Array<{ id: string; type: 'page' | 'folder'; status: 'complete' | 'pending'; sourceURL?: string }>;
}

const runs = (org: string) => `/org/${seg(org)}/imports`;

export const startImportRun = (
  api: ApiClient,
  org: string,
  body: { source: ImportRunSource; target: ImportRunTarget; enhance?: boolean },
) => api.post<ImportRun>(runs(org), body);
export const getImportRun = (api: ApiClient, org: string, id: string) => api.get<ImportRun>(`${runs(org)}/${seg(id)}`);
export const listImportRuns = (
  api: ApiClient,
  org: string,
  q: PageQuery & { space?: string; changeRequest?: string; site?: string; status?: string } = {},
) => api.get<ListPage<ImportRun>>(runs(org), { ...q });
export const cancelImportRun = (api: ApiClient, org: string, id: string) =>
  api.post<ImportRun>(`${runs(org)}/${seg(id)}/cancel`);

export const FINAL_STATUSES: ReadonlySet<ImportRunStatus> = new Set(['completed', 'failed', 'cancelled']);

/**
 * Asks for the run until it is over (completed, failed or cancelled), every `interval` ms growing
 * to 2 s, for at most `timeoutMs`; then the run as it is. `onProgress` hears each new status.
 */
export async function waitForImportRun(
  api: ApiClient,
  org: string,
  run: ImportRun,
  opts: {
    timeoutMs: number;
    sleep?: (ms: number) => Promise<void>;
    onProgress?: (run: ImportRun) => void;
    now?: () => number;
  },
): Promise<ImportRun> {
  const now = opts.now ?? Date.now;
  const sleep = opts.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const end = now() + opts.timeoutMs;
  let interval = 100;
  let current = run;
  let shown = run.status;
  while (!FINAL_STATUSES.has(current.status)) {
    if (now() >= end) return current;
    await sleep(Math.min(interval, Math.max(0, end - now())));
    interval = Math.min(2000, interval * 2);
    current = await getImportRun(api, org, run.id);
    if (!current || typeof current.status !== 'string')
      throw new ApiError(
        502,
        'the service answered an import run without a status',
        'GET',
        api.displayUrl(`${runs(org)}/${run.id}`),
      );
    if (current.status !== shown) opts.onProgress?.(current);
    shown = current.status;
  }
  return current;
}
