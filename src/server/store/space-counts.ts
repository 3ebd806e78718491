import type { Db } from './db.js';

export interface SpaceCounts {
  comments: number;
  changeRequests: number;
  changeRequestsOpen: number;
  changeRequestsDraft: number;
}

/** Counters shown on a Space: open comments on the space itself, and its change requests by status. */
export function spaceCounts(db: Db, spaceId: string): SpaceCounts {
  const comments = db.get<{ n: number }>(
    "SELECT COUNT(*) AS n FROM comments WHERE space_id = ? AND change_request_id IS NULL AND status = 'open'",
    spaceId,
  )!.n;
  const crs = db.get<{ total: number; open: number | null; draft: number | null }>(
    `SELECT COUNT(*) AS total, SUM(status = 'open') AS open, SUM(status = 'draft') AS draft FROM change_requests WHERE space_id = ?`,
    spaceId,
  )!;
  return { comments, changeRequests: crs.total, changeRequestsOpen: crs.open ?? 0, changeRequestsDraft: crs.draft ?? 0 };
}
