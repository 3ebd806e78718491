import type { Services } from '../context.js';
import type { ImportRunRow } from '../store/import-runs.js';
import { apiUrl } from './urls.js';

/** An import run as the reference's ContentImportRun (0.202.0). */
export function serializeImportRun(svc: Services, row: ImportRunRow): Record<string, unknown> {
  return {
    object: 'import-run',
    id: row.id,
    status: row.status,
    ...(row.reason ? { reason: row.reason } : {}),
    source: JSON.parse(row.source),
    target: JSON.parse(row.target),
    ...(row.site_id ? { site: row.site_id } : {}),
    createdBy: row.user_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    ...(row.started_at ? { startedAt: row.started_at } : {}),
    ...(row.completed_at ? { completedAt: row.completed_at } : {}),
    urls: { location: apiUrl(svc, `/org/${row.org_id}/imports/${row.id}`) },
    ...(row.pages ? { pages: JSON.parse(row.pages) } : {}),
  };
}
