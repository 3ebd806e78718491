import type { Comment } from './comments.js';
import type { ApiClient, ListPage } from './client.js';
import { seg } from './paths.js';
import type { PageQuery, User } from './types.js';

export type ReviewStatus = 'approved' | 'changes-requested';

/** A formal review of a change request (@gitbook/api 0.202.0 `ChangeRequestReview`). */
export interface ChangeRequestReview {
  object: 'change-request-review';
  id: string;
  revision: string;
  reviewer: User;
  requestedBy?: User;
  status: ReviewStatus;
  /** Superseded by a later review of the same reviewer, or a new request to them. */
  outdated: boolean;
  comment?: Comment;
  createdAt: string;
  updatedAt: string;
  urls: { location: string };
}

export interface RequestedReviewer {
  object: 'change-request-requested-reviewer';
  kind: 'user' | 'team';
  user?: User;
  team?: { id: string; title: string };
  revision: string;
  requestedBy: User;
  createdAt: string;
}

const one = (space: string, cr: string) => `/spaces/${seg(space)}/change-requests/${seg(cr)}`;

export const listReviews = (api: ApiClient, space: string, cr: string, q: PageQuery & { outdated?: boolean } = {}) =>
  api.get<ListPage<ChangeRequestReview>>(`${one(space, cr)}/reviews`, { ...q });
export const getReview = (api: ApiClient, space: string, cr: string, review: string) =>
  api.get<ChangeRequestReview>(`${one(space, cr)}/reviews/${seg(review)}`);
export const submitReview = (
  api: ApiClient,
  space: string,
  cr: string,
  body: { status: ReviewStatus; comment?: { markdown: string } },
) => api.post<ChangeRequestReview>(`${one(space, cr)}/reviews`, body);

export const listRequestedReviewers = (api: ApiClient, space: string, cr: string, q: PageQuery = {}) =>
  api.get<ListPage<RequestedReviewer>>(`${one(space, cr)}/requested-reviewers`, { ...q });
/** `users` are user ids (the service takes no e-mails: resolve them first). */
export const requestReviewers = (
  api: ApiClient,
  space: string,
  cr: string,
  body: { users: string[]; subject?: string },
) => api.post<{ users: RequestedReviewer[] }>(`${one(space, cr)}/requested-reviewers`, body);
export const removeRequestedReviewer = (api: ApiClient, space: string, cr: string, user: string) =>
  api.delete(`${one(space, cr)}/requested-reviewers/${seg(user)}`);
