import { DAY_MS } from '../clock.js';
import { newId } from '../ids.js';
import type { Db } from './db.js';
import { keysetPage, type PageParams, type PageResult } from './pagination.js';
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

/** A space that is not deleted. */
export function getLiveSpace(db: Db, id: string): SpaceRow | undefined {
  return db.get<SpaceRow>('SELECT * FROM spaces WHERE id = ? AND deleted_at IS NULL', id);
}

/** The organization of a space purged for good (restore answers 412 to its members). */
export function tombstoneOrg(db: Db, id: string): string | undefined {
  return db.get<{ org_id: string }>('SELECT org_id FROM space_tombstones WHERE id = ?', id)?.org_id;
}

export interface SpacePatch {
  title?: string;
  /** '' for no emoji. */
  emoji?: string;
  editMode?: string;
  /** null: no level of its own. */
  defaultLevel?: string | null;
  visibility?: string;
}

const SPACE_COLUMNS: Record<keyof SpacePatch, string> = {
  title: 'title',
  emoji: 'emoji',
  editMode: 'edit_mode',
  defaultLevel: 'default_level',
  visibility: 'visibility',
};

export function updateSpace(db: Db, id: string, patch: SpacePatch, now: Date): void {
  db.tx(() => {
    for (const [key, column] of Object.entries(SPACE_COLUMNS)) {
      const value = patch[key as keyof SpacePatch];
      if (value !== undefined) db.run(`UPDATE spaces SET ${column} = ? WHERE id = ?`, value, id);
    }
    db.run('UPDATE spaces SET updated_at = ? WHERE id = ?', now.toISOString(), id);
  });
}

export function placeSpace(db: Db, id: string, parentId: string | null, position: number, now: Date): void {
  db.run(
    'UPDATE spaces SET parent_id = ?, position = ?, updated_at = ? WHERE id = ?',
    parentId,
    position,
    now.toISOString(),
    id,
  );
}

export function transferSpace(db: Db, id: string, orgId: string, parentId: string | null, now: Date): void {
  db.run(
    'UPDATE spaces SET org_id = ?, parent_id = ?, updated_at = ? WHERE id = ?',
    orgId,
    parentId,
    now.toISOString(),
    id,
  );
}

/** Marks a space deleted; it can be restored for 7 days. */
export function softDeleteSpace(db: Db, id: string, now: Date): void {
  db.run('UPDATE spaces SET deleted_at = ? WHERE id = ?', now.toISOString(), id);
}

export function restoreSpace(db: Db, id: string, now: Date): void {
  db.run('UPDATE spaces SET deleted_at = NULL, updated_at = ? WHERE id = ?', now.toISOString(), id);
}

/**
 * Live spaces of an organization, oldest first; a guest (`grantsOf`) sees only the spaces
 * granted to them directly or through a team.
 */
export function listOrgSpaces(
  db: Db,
  orgId: string,
  grantsOf: string | undefined,
  page: PageParams,
): PageResult<SpaceRow> {
  const where = ['org_id = ?', 'deleted_at IS NULL'];
  const params: unknown[] = [orgId];
  if (grantsOf !== undefined) {
    where.push(
      `(id IN (SELECT space_id FROM space_grants WHERE user_id = ?) OR id IN (SELECT ts.space_id FROM team_spaces ts JOIN team_members tm ON tm.team_id = ts.team_id WHERE tm.user_id = ?))`,
    );
    params.push(grantsOf, grantsOf);
  }
  return keysetPage<SpaceRow>(db, {
    from: 'spaces',
    columns: '*',
    where,
    params,
    seq: 'seq',
    page: { ...page, order: 'asc' },
  });
}
