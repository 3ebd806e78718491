import { DAY_MS } from '../clock.js';
import { newId } from '../ids.js';
import type { Db } from './db.js';
import { lastPosition } from './positions.js';
import { emptyContent, getRevision, insertRevision, revisionContent, type RevisionContent } from './revisions.js';
import type { SpaceRow } from './rows.js';

export const RESTORE_WINDOW_MS = 7 * DAY_MS;

export interface NewSpace {
  orgId: string;
  title?: string;
  emoji?: string;
  parentId?: string | null;
  visibility?: string;
  editMode?: string;
  content?: RevisionContent;
}

/** Creates a space with its first revision (type `edits`). */
export function createSpace(db: Db, input: NewSpace, now: Date): SpaceRow {
  return db.tx(() => {
    const id = newId();
    const revisionId = newId();
    const ts = now.toISOString();
    db.run(
      `INSERT INTO spaces (id, org_id, parent_id, title, emoji, visibility, edit_mode, revision_id, position, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      id,
      input.orgId,
      input.parentId ?? null,
      input.title ?? '',
      input.emoji ?? '',
      input.visibility ?? 'private',
      input.editMode ?? 'live',
      revisionId,
      lastPosition(db, input.orgId, input.parentId ?? null),
      ts,
      ts,
    );
    insertRevision(
      db,
      { id: revisionId, spaceId: id, parents: [], type: 'edits', content: input.content ?? emptyContent() },
      now,
    );
    return getSpaceRow(db, id)!;
  });
}

export function getSpaceRow(db: Db, id: string): SpaceRow | undefined {
  return db.get<SpaceRow>('SELECT * FROM spaces WHERE id = ?', id);
}

export function duplicateSpace(db: Db, source: SpaceRow, now: Date): SpaceRow {
  const revision = getRevision(db, source.revision_id);
  const title = [...`${source.title} (copy)`].slice(0, 50).join('');
  return createSpace(
    db,
    {
      orgId: source.org_id,
      parentId: source.parent_id,
      title,
      emoji: source.emoji,
      visibility: source.visibility,
      editMode: source.edit_mode,
      content: revision ? revisionContent(revision) : emptyContent(),
    },
    now,
  );
}

/** Permanently removes spaces deleted more than 7 days before `now`. */
export function purgeExpiredSpaces(db: Db, now: Date): number {
  const cutoff = new Date(now.getTime() - RESTORE_WINDOW_MS).toISOString();
  return db.tx(() => {
    db.run(
      'INSERT OR IGNORE INTO space_tombstones (id, org_id, deleted_at) SELECT id, org_id, deleted_at FROM spaces WHERE deleted_at IS NOT NULL AND deleted_at < ?',
      cutoff,
    );
    return db.run('DELETE FROM spaces WHERE deleted_at IS NOT NULL AND deleted_at < ?', cutoff).changes;
  });
}
