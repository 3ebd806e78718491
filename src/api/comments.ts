import type { ApiClient, ListPage } from './client.js';
import { scopePath, type ContentScope } from './content.js';
import { seg } from './paths.js';
import type { PageQuery, Role, User } from './types.js';

export interface Reaction {
  emoji: string;
  count: number;
  users: Array<{ user: User; reactedAt: string }>;
}

export interface Comment {
  object: 'comment';
  id: string;
  postedBy: User;
  postedAt: string;
  editedAt?: string;
  reactions: Reaction[];
  replies: number;
  body: { markdown?: string; document?: unknown };
  target: {
    page?: { id: string; title: string; path: string; outdated: boolean };
    node?: { id: string };
    changeRequest?: string;
    space: string;
    revision: string;
  };
  urls: { location: string };
  permissions: { view: boolean; edit: boolean; reply?: boolean; delete: boolean };
  status: 'open' | 'resolved';
  resolvedAt?: string;
  resolvedBy?: User;
}

export interface CommentReply {
  object: 'comment-reply';
  id: string;
  postedBy: User;
  postedAt: string;
  editedAt?: string;
  reactions: Reaction[];
  body: { markdown?: string; document?: unknown };
  urls: { location: string };
  permissions: { view: boolean; edit: boolean; reply?: boolean; delete: boolean };
}

export interface Commenter {
  object: 'member';
  id: string;
  role: Role | null;
  user: User;
}

export interface CommentListQuery extends PageQuery {
  order?: 'asc' | 'desc';
  status?: 'all' | 'open' | 'resolved';
  format?: 'markdown' | 'document';
  targetPage?: string;
  authors?: string[];
}

export interface CommentUpdate {
  resolved?: boolean;
  body?: { markdown: string };
  addedReactions?: string[];
  removedReactions?: string[];
}

const comments = (s: ContentScope) => `${scopePath(s)}/comments`;
const comment = (s: ContentScope, id: string) => `${comments(s)}/${seg(id)}`;
const reply = (s: ContentScope, id: string, replyId: string) => `${comment(s, id)}/replies/${seg(replyId)}`;
type Format = { format?: 'markdown' | 'document' };

export const listComments = (api: ApiClient, s: ContentScope, q: CommentListQuery = {}) =>
  api.get<ListPage<Comment>>(comments(s), { ...q });
export const createComment = (
  api: ApiClient,
  s: ContentScope,
  body: { page?: string; node?: string; body: { markdown: string } },
) => api.post<Comment>(comments(s), body);
export const getComment = (api: ApiClient, s: ContentScope, id: string, q: Format = {}) =>
  api.get<Comment>(comment(s, id), { ...q });
export const updateComment = (api: ApiClient, s: ContentScope, id: string, body: CommentUpdate) =>
  api.put<Comment>(comment(s, id), body);
export const deleteComment = (api: ApiClient, s: ContentScope, id: string) => api.delete(comment(s, id));
export const listReplies = (api: ApiClient, s: ContentScope, id: string, q: PageQuery & Format = {}) =>
  api.get<ListPage<CommentReply>>(`${comment(s, id)}/replies`, { ...q });
export const createReply = (api: ApiClient, s: ContentScope, id: string, body: { body: { markdown: string } }) =>
  api.post<CommentReply>(`${comment(s, id)}/replies`, body);
export const getReply = (api: ApiClient, s: ContentScope, id: string, replyId: string, q: Format = {}) =>
  api.get<CommentReply>(reply(s, id, replyId), { ...q });
export const updateReply = (
  api: ApiClient,
  s: ContentScope,
  id: string,
  replyId: string,
  body: Omit<CommentUpdate, 'resolved'>,
) => api.put<CommentReply>(reply(s, id, replyId), body);
export const deleteReply = (api: ApiClient, s: ContentScope, id: string, replyId: string) =>
  api.delete(reply(s, id, replyId));
export const listCommenters = (api: ApiClient, s: ContentScope, q: PageQuery = {}) =>
  api.get<ListPage<Commenter>>(`${scopePath(s)}/commenters`, { ...q });
