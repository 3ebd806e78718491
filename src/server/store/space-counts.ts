import type { Db } from './db.js';

export interface SpaceCounts {
  comments: number;
  changeRequests: number;
  changeRequestsOpen: number;
  changeRequestsDraft: number;
}

/**
 * Counters shown on a Space. The content group (comments, change requests) owns these tables
 * and this function; until they exist every counter is zero.
 */
export function spaceCounts(db: Db, spaceId: string): SpaceCounts {
  void db;
  void spaceId;
  return { comments: 0, changeRequests: 0, changeRequestsOpen: 0, changeRequestsDraft: 0 };
}
