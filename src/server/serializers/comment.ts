import { spaceRole } from '../auth/access.js';
import { atLeast, type Role } from '../auth/roles.js';
import type { Services } from '../context.js';
import { reactionsOf, replyCount, type CommentRow, type ReplyRow } from '../store/content/comments.js';
import { findPage, type StoredPage } from '../store/content/model.js';
import { readContent } from '../store/content/revisions.js';
import type { SpaceRow } from '../store/rows.js';
import { getUser } from '../store/users.js';
import type { ToDocument } from './document-format.js';
import { apiUrl } from './urls.js';
import { serializeUser } from './user.js';

/** What serializing comments of one scope needs; caches revision reads across a list. */
export interface CommentView {
  svc: Services;
  space: SpaceRow;
  changeRequest?: { id: string; revision_id: string };
  viewerId: string;
  /** `format=document`: bodies as the reference's JSON document (see document-format.ts). */
  toDocument?: ToDocument;
  pages?: Map<string, StoredPage[]>;
  /** The viewer's role in the space, read once for all the comments a request shows. */
  role?: { value: Role | undefined };
}

export const userOf = (svc: Services, id: string) => {
  const user = getUser(svc.db, id);
  return user
    ? serializeUser(svc, user)
    : { object: 'user' as const, id, displayName: '(deleted user)', urls: { location: apiUrl(svc, `/users/${id}`) } };
};

const body = (markdown: string, toDocument: ToDocument | undefined) =>
  toDocument ? { document: toDocument(markdown) } : { markdown };

function reactions(svc: Services, targetId: string) {
  const byEmoji = new Map<string, Array<{ user: ReturnType<typeof userOf>; reactedAt: string }>>();
  for (const r of reactionsOf(svc.db, targetId)) {
    const list = byEmoji.get(r.emoji) ?? [];
    list.push({ user: userOf(svc, r.user_id), reactedAt: r.reacted_at });
    byEmoji.set(r.emoji, list);
  }
  return [...byEmoji].map(([emoji, users]) => ({ emoji, count: users.length, users }));
}

/** Authors edit their own; anyone who may comment replies and reacts; admins delete any. */
export function commentPermissions(view: CommentView, authorId: string) {
  view.role ??= { value: spaceRole(view.svc.db, view.space, view.viewerId) };
  const role = view.role.value;
  const canComment = atLeast(role, 'comment');
  const own = authorId === view.viewerId;
  return {
    view: atLeast(role, 'read'),
    edit: own && canComment,
    reply: canComment,
    delete: (own && canComment) || atLeast(role, 'admin'),
  };
}

function pagesOf(view: CommentView, revisionId: string): StoredPage[] {
  view.pages ??= new Map();
  let pages = view.pages.get(revisionId);
  if (!pages) {
    pages = readContent(view.svc.db, revisionId).pages;
    view.pages.set(revisionId, pages);
  }
  return pages;
}

function targetPage(view: CommentView, c: CommentRow) {
  if (!c.page_id) return undefined;
  const current = view.changeRequest?.revision_id ?? view.space.revision_id;
  const live = findPage(pagesOf(view, current), c.page_id);
  const page = live ?? findPage(pagesOf(view, c.revision_id), c.page_id);
  if (!page) return undefined;
  return {
    id: page.id,
    title: page.title || 'Untitled',
    ...(page.emoji ? { emoji: page.emoji } : {}),
    createdAt: page.createdAt,
    updatedAt: page.updatedAt,
    path: page.path,
    outdated: !live,
  };
}

const commentPath = (view: CommentView, id: string) =>
  `/spaces/${view.space.id}${view.changeRequest ? `/change-requests/${view.changeRequest.id}` : ''}/comments/${id}`;

export function serializeComment(view: CommentView, c: CommentRow) {
  const { svc } = view;
  const page = targetPage(view, c);
  return {
    object: 'comment' as const,
    id: c.id,
    postedBy: userOf(svc, c.posted_by),
    postedAt: c.posted_at,
    ...(c.edited_at ? { editedAt: c.edited_at } : {}),
    reactions: reactions(svc, c.id),
    replies: replyCount(svc.db, c.id),
    body: body(c.body, view.toDocument),
    target: {
      ...(c.node_id ? { node: { id: c.node_id } } : {}),
      ...(c.change_request_id ? { changeRequest: c.change_request_id } : {}),
      ...(page ? { page } : {}),
      space: c.space_id,
      revision: c.revision_id,
    },
    urls: { location: apiUrl(svc, commentPath(view, c.id)) },
    permissions: commentPermissions(view, c.posted_by),
    ...(c.status === 'resolved' && c.resolved_at && c.resolved_by
      ? { status: 'resolved' as const, resolvedAt: c.resolved_at, resolvedBy: userOf(svc, c.resolved_by) }
      : { status: 'open' as const }),
  };
}

export function serializeReply(view: CommentView, commentId: string, r: ReplyRow) {
  return {
    object: 'comment-reply' as const,
    id: r.id,
    postedBy: userOf(view.svc, r.posted_by),
    postedAt: r.posted_at,
    ...(r.edited_at ? { editedAt: r.edited_at } : {}),
    reactions: reactions(view.svc, r.id),
    body: body(r.body, view.toDocument),
    urls: { location: apiUrl(view.svc, `${commentPath(view, commentId)}/replies/${r.id}`) },
    permissions: commentPermissions(view, r.posted_by),
  };
}
