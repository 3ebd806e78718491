/** SQL of import runs (startImportRun and its reads, reference 0.202.0). */
import type { Db } from './db.js';

export type ImportRunStatus = 'pending' | 'in-progress' | 'completed' | 'failed' | 'cancelled';

export interface ImportRunRow {
  id: string;
  org_id: string;
  user_id: string;
  space_id: string;
  cr_id: string | null;
  site_id: string | null;
  /** JSON: the request's `source`. */
  source: string;
  /** JSON: the request's `target`. */
  target: string;
  status: ImportRunStatus;
  reason: string | null;
  /** JSON: the pages written, once completed. */
  pages: string | null;
  created_at: string;
  started_at: string | null;
  updated_at: string;
  completed_at: string | null;
}

const COLUMNS =
  'id, org_id, user_id, space_id, cr_id, site_id, source, target, status, reason, pages, created_at, started_at, updated_at, completed_at';

export function insertImportRun(
  db: Db,
  row: Omit<ImportRunRow, 'status' | 'reason' | 'pages' | 'started_at' | 'completed_at' | 'updated_at'>,
): void {
  db.run(
    `INSERT INTO import_runs (${COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'pending', NULL, NULL, ?, NULL, ?, NULL)`,
    row.id,
    row.org_id,
    row.user_id,
    row.space_id,
    row.cr_id,
    row.site_id,
    row.source,
    row.target,
    row.created_at,
    row.created_at,
  );
}

export function getImportRun(db: Db, id: string): ImportRunRow | undefined {
  return db.get<ImportRunRow>(`SELECT ${COLUMNS} FROM import_runs WHERE id = ?`, id);
}

/** Runs of an organization, newest first; `status` of `active` is pending or in progress. */
export function listImportRuns(
  db: Db,
  orgId: string,
  filter: { space?: string; changeRequest?: string; site?: string; status?: string },
): ImportRunRow[] {
  const where = ['org_id = ?'];
  const args: unknown[] = [orgId];
  if (filter.space !== undefined) where.push('space_id = ?') && args.push(filter.space);
  if (filter.changeRequest !== undefined) where.push('cr_id = ?') && args.push(filter.changeRequest);
  if (filter.site !== undefined) where.push('site_id = ?') && args.push(filter.site);
  if (filter.status === 'active') where.push("status IN ('pending', 'in-progress')");
  else if (filter.status !== undefined) where.push('status = ?') && args.push(filter.status);
  return db.all<ImportRunRow>(
    `SELECT ${COLUMNS} FROM import_runs WHERE ${where.join(' AND ')} ORDER BY created_at DESC, rowid DESC`,
    ...args,
  );
}

/**
 * Moves a run on from one of `from` (a run that was cancelled meanwhile stays cancelled): true
 * when it moved.
 */
export function moveImportRun(
  db: Db,
  id: string,
  from: ImportRunStatus[],
  to: { status: ImportRunStatus; reason?: string; pages?: string },
  nowIso: string,
): boolean {
  return (
    db.run(
      `UPDATE import_runs SET status = ?, reason = ?, pages = ?, updated_at = ?,
        started_at = CASE WHEN ? = 'in-progress' THEN ? ELSE started_at END,
        completed_at = CASE WHEN ? = 'completed' THEN ? ELSE completed_at END
       WHERE id = ? AND status IN (${from.map(() => '?').join(', ')})`,
      to.status,
      to.reason ?? null,
      to.pages ?? null,
      nowIso,
      to.status,
      nowIso,
      to.status,
      nowIso,
      id,
      ...from,
    ).changes === 1
  );
}
