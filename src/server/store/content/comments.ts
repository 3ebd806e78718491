import { newId } from '../../ids.js';
import type { Db } from '../db.js';
import { keysetPage, type PageParams, type PageResult } from '../pagination.js';
import type { MemberRow, UserRow } from '../rows.js';

export interface CommentRow {
  seq: number;
  id: string;
  space_id: string;
  change_request_id: string | null;
  revision_id: string;
  page_id: string | null;
  node_id: string | null;
  posted_by: string;
  posted_at: string;
  edited_at: string | null;
  body: string;
  status: 'open' | 'resolved';
  resolved_at: string | null;
  resolved_by: string | null;
}

export interface ReplyRow {
  seq: number;
  id: string;
  comment_id: string;
  posted_by: string;
  posted_at: string;
  edited_at: string | null;
  body: string;
}

export interface ReactionRow {
  emoji: string;
  user_id: string;
  reacted_at: string;
}

/** Where comments live: a space's own discussion, or one change request's. */
export interface CommentScope {
  spaceId: string;
  changeRequestId: string | null;
}

const scopeWhere = (scope: CommentScope) =>
  scope.changeRequestId === null
    ? { where: ['space_id = ?', 'change_request_id IS NULL'], params: [scope.spaceId] as unknown[] }
    : { where: ['space_id = ?', 'change_request_id = ?'], params: [scope.spaceId, scope.changeRequestId] as unknown[] };

export function findComment(db: Db, scope: CommentScope, id: string): CommentRow | undefined {
  const { where, params } = scopeWhere(scope);
  return db.get<CommentRow>(`SELECT * FROM comments WHERE id = ? AND ${where.join(' AND ')}`, id, ...params);
}

export interface CommentFilter {
  status?: 'open' | 'resolved';
  targetPage?: string;
  authors?: string[];
}

export function listComments(
  db: Db,
  scope: CommentScope,
  filter: CommentFilter,
  page: PageParams,
): PageResult<CommentRow> {
  const { where, params } = scopeWhere(scope);
  if (filter.status) {
    where.push('status = ?');
    params.push(filter.status);
  }
  if (filter.targetPage) {
    where.push('page_id = ?');
    params.push(filter.targetPage);
  }
  if (filter.authors?.length) {
    where.push(`posted_by IN (${filter.authors.map(() => '?').join(',')})`);
    params.push(...filter.authors);
  }
  return keysetPage<CommentRow>(db, { from: 'comments', columns: '*', where, params, seq: 'seq', page });
}

export function insertComment(
  db: Db,
  scope: CommentScope,
  input: { revisionId: string; pageId?: string; nodeId?: string; userId: string; markdown: string },
  now: Date,
): CommentRow {
  const id = newId();
  db.run(
    `INSERT INTO comments (id, space_id, change_request_id, revision_id, page_id, node_id, posted_by, posted_at, body)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    id,
    scope.spaceId,
    scope.changeRequestId,
    input.revisionId,
    input.pageId ?? null,
    input.nodeId ?? null,
    input.userId,
    now.toISOString(),
    input.markdown,
  );
  return db.get<CommentRow>('SELECT * FROM comments WHERE id = ?', id)!;
}

export function setCommentBody(
  db: Db,
  table: 'comments' | 'comment_replies',
  id: string,
  markdown: string,
  now: Date,
): void {
  db.run(`UPDATE ${table} SET body = ?, edited_at = ? WHERE id = ?`, markdown, now.toISOString(), id);
}

export function setResolved(db: Db, id: string, resolved: boolean, userId: string, now: Date): void {
  if (resolved)
    db.run(
      "UPDATE comments SET status = 'resolved', resolved_at = ?, resolved_by = ? WHERE id = ?",
      now.toISOString(),
      userId,
      id,
    );
  else db.run("UPDATE comments SET status = 'open', resolved_at = NULL, resolved_by = NULL WHERE id = ?", id);
}

export function deleteComment(db: Db, id: string): void {
  db.tx(() => {
    db.run(
      'DELETE FROM comment_reactions WHERE target_id IN (SELECT id FROM comment_replies WHERE comment_id = ?)',
      id,
    );
    db.run('DELETE FROM comment_reactions WHERE target_id = ?', id);
    db.run('DELETE FROM comments WHERE id = ?', id);
  });
}

export function replyCount(db: Db, commentId: string): number {
  return db.get<{ n: number }>('SELECT COUNT(*) AS n FROM comment_replies WHERE comment_id = ?', commentId)!.n;
}

/** Who replied to a comment: per user, how many replies and the latest one's time. */
export function repliersOf(db: Db, commentId: string): Array<{ user_id: string; count: number; updated_at: string }> {
  return db.all(
    `SELECT posted_by AS user_id, COUNT(*) AS count, MAX(COALESCE(edited_at, posted_at)) AS updated_at
     FROM comment_replies WHERE comment_id = ? GROUP BY posted_by ORDER BY MIN(seq)`,
    commentId,
  );
}

export function findReply(db: Db, commentId: string, id: string): ReplyRow | undefined {
  return db.get<ReplyRow>('SELECT * FROM comment_replies WHERE id = ? AND comment_id = ?', id, commentId);
}

export function listReplies(db: Db, commentId: string, page: PageParams): PageResult<ReplyRow> {
  return keysetPage<ReplyRow>(db, {
    from: 'comment_replies',
    columns: '*',
    where: ['comment_id = ?'],
    params: [commentId],
    seq: 'seq',
    page,
  });
}

export function insertReply(db: Db, commentId: string, userId: string, markdown: string, now: Date): ReplyRow {
  const id = newId();
  db.run(
    'INSERT INTO comment_replies (id, comment_id, posted_by, posted_at, body) VALUES (?, ?, ?, ?, ?)',
    id,
    commentId,
    userId,
    now.toISOString(),
    markdown,
  );
  return db.get<ReplyRow>('SELECT * FROM comment_replies WHERE id = ?', id)!;
}

export function deleteReply(db: Db, id: string): void {
  db.tx(() => {
    db.run('DELETE FROM comment_reactions WHERE target_id = ?', id);
    db.run('DELETE FROM comment_replies WHERE id = ?', id);
  });
}

/** Adds and removes the caller's reactions; each user counts once per emoji. */
export function react(db: Db, targetId: string, userId: string, added: string[], removed: string[], now: Date): void {
  for (const emoji of added) {
    db.run(
      'INSERT OR IGNORE INTO comment_reactions (target_id, emoji, user_id, reacted_at) VALUES (?, ?, ?, ?)',
      targetId,
      emoji,
      userId,
      now.toISOString(),
    );
  }
  for (const emoji of removed)
    db.run('DELETE FROM comment_reactions WHERE target_id = ? AND emoji = ? AND user_id = ?', targetId, emoji, userId);
}

export function reactionsOf(db: Db, targetId: string): ReactionRow[] {
  return db.all<ReactionRow>(
    'SELECT emoji, user_id, reacted_at FROM comment_reactions WHERE target_id = ? ORDER BY seq',
    targetId,
  );
}

/** Users who posted a comment or reply in the scope, first contribution first. */
export function commenterIds(db: Db, scope: CommentScope): string[] {
  const { where, params } = scopeWhere(scope);
  const cond = where.map((w) => `c.${w}`).join(' AND ');
  return db
    .all<{ user_id: string }>(
      `SELECT user_id FROM (
         SELECT c.posted_by AS user_id, c.posted_at || '0' || printf('%012d', c.seq) AS at FROM comments c WHERE ${cond}
         UNION ALL
         SELECT r.posted_by, r.posted_at || '1' || printf('%012d', r.seq) FROM comment_replies r JOIN comments c ON c.id = r.comment_id WHERE ${cond}
       ) GROUP BY user_id ORDER BY MIN(at)`,
      ...params,
      ...params,
    )
    .map((r) => r.user_id);
}

/** Commenters of the scope who are still members of the organization, with their user rows. */
export function listCommenters(
  db: Db,
  scope: CommentScope,
  orgId: string,
): Array<{ member: MemberRow; user: UserRow }> {
  return commenterIds(db, scope).flatMap((userId) => {
    const member = db.get<MemberRow>('SELECT * FROM org_members WHERE org_id = ? AND user_id = ?', orgId, userId);
    const user = db.get<UserRow>('SELECT * FROM users WHERE id = ?', userId);
    return member && user ? [{ member, user }] : [];
  });
}

export interface CommentEdit {
  markdown?: string;
  /** Resolve or reopen (comments only); unchanged when it already is. */
  resolved?: boolean;
  addedReactions: string[];
  removedReactions: string[];
}

/** Edits a comment or a reply (body, resolution, the caller's reactions) in one transaction. */
export function editComment(
  db: Db,
  table: 'comments' | 'comment_replies',
  target: { id: string; status?: 'open' | 'resolved' },
  edit: CommentEdit,
  userId: string,
  now: Date,
): void {
  db.tx(() => {
    if (edit.markdown !== undefined) setCommentBody(db, table, target.id, edit.markdown, now);
    if (edit.resolved !== undefined && edit.resolved !== (target.status === 'resolved'))
      setResolved(db, target.id, edit.resolved, userId, now);
    react(db, target.id, userId, edit.addedReactions, edit.removedReactions, now);
  });
}
