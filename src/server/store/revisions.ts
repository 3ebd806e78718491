import { newId } from '../ids.js';
import type { Db } from './db.js';

/** What a revision holds; pages are the interface's Page objects (recursive), stored as JSON. */
export interface RevisionContent {
  pages: unknown[];
  files: unknown[];
  reusableContents: unknown[];
  variables: Record<string, string>;
}

export interface RevisionRow {
  seq: number;
  id: string;
  space_id: string;
  change_request_id: string | null;
  parents: string;
  type: string;
  created_at: string;
  content: string;
}

export const emptyContent = (): RevisionContent => ({ pages: [], files: [], reusableContents: [], variables: {} });

export function insertRevision(
  db: Db,
  input: {
    spaceId: string;
    changeRequestId?: string | null;
    parents: string[];
    type: string;
    content: RevisionContent;
    id?: string;
  },
  now: Date,
): string {
  const id = input.id ?? newId();
  db.run(
    'INSERT INTO revisions (id, space_id, change_request_id, parents, type, created_at, content) VALUES (?, ?, ?, ?, ?, ?, ?)',
    id,
    input.spaceId,
    input.changeRequestId ?? null,
    JSON.stringify(input.parents),
    input.type,
    now.toISOString(),
    JSON.stringify(input.content),
  );
  return id;
}

export function getRevision(db: Db, id: string): RevisionRow | undefined {
  return db.get<RevisionRow>('SELECT * FROM revisions WHERE id = ?', id);
}

export function revisionContent(row: RevisionRow): RevisionContent {
  return JSON.parse(row.content) as RevisionContent;
}
