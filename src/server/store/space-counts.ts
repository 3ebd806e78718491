import type { Db } from './db.js';

export interface SpaceCounts {
  comments: number;
  changeRequests: number;
  changeRequestsOpen: number;
  changeRequestsDraft: number;
}

/** Counters shown on a Space: open comments on the space itself, and its change requests by status. */
export function spaceCounts(db: Db, spaceId: string): SpaceCounts {
  // Remembered while the store is unchanged (a copy each time: callers spread it, never share it).
  return { ...db.whileUnchanged(`space counts ${spaceId}`, () => readSpaceCounts(db, spaceId)) };
}

function readSpaceCounts(db: Db, spaceId: string): SpaceCounts {
  const crs = db.get<{ comments: number; total: number; open: number | null; draft: number | null }>(
    `SELECT (SELECT COUNT(*) FROM comments WHERE space_id = ? AND change_request_id IS NULL AND status = 'open') AS comments,
       COUNT(*) AS total, SUM(status = 'open') AS open, SUM(status = 'draft') AS draft FROM change_requests WHERE space_id = ?`,
    spaceId,
    spaceId,
  )!;
  return {
    comments: crs.comments,
    changeRequests: crs.total,
    changeRequestsOpen: crs.open ?? 0,
    changeRequestsDraft: crs.draft ?? 0,
  };
}

/** The same counters for a page of spaces, in two statements rather than two per space. */
export function spaceCountsMany(db: Db, spaceIds: string[]): Map<string, SpaceCounts> {
  const ids = JSON.stringify(spaceIds);
  const out = new Map<string, SpaceCounts>(
    spaceIds.map((id) => [id, { comments: 0, changeRequests: 0, changeRequestsOpen: 0, changeRequestsDraft: 0 }]),
  );
  for (const r of db.all<{ space_id: string; n: number }>(
    `SELECT space_id, COUNT(*) AS n FROM comments WHERE space_id IN (SELECT value FROM json_each(?)) AND change_request_id IS NULL AND status = 'open' GROUP BY space_id`,
    ids,
  ))
    out.get(r.space_id)!.comments = r.n;
  for (const r of db.all<{ space_id: string; total: number; open: number | null; draft: number | null }>(
    `SELECT space_id, COUNT(*) AS total, SUM(status = 'open') AS open, SUM(status = 'draft') AS draft FROM change_requests
     WHERE space_id IN (SELECT value FROM json_each(?)) GROUP BY space_id`,
    ids,
  ))
    Object.assign(out.get(r.space_id)!, {
      changeRequests: r.total,
      changeRequestsOpen: r.open ?? 0,
      changeRequestsDraft: r.draft ?? 0,
    });
  return out;
}
