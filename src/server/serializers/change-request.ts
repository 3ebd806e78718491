import type { Services } from '../context.js';
import { isOutdated, openCommentCount, type ChangeRequestRow } from '../store/content/change-requests.js';
import { getUser } from '../store/users.js';
import { apiUrl, appUrl } from './urls.js';
import { serializeUser } from './user.js';

export function serializeChangeRequest(svc: Services, cr: ChangeRequestRow) {
  const author = getUser(svc.db, cr.created_by);
  return {
    object: 'change-request' as const,
    id: cr.id,
    number: cr.number,
    status: cr.status,
    subject: cr.subject,
    createdBy: author
      ? serializeUser(svc, author)
      : {
          object: 'user' as const,
          id: cr.created_by,
          displayName: '(deleted user)',
          urls: { location: apiUrl(svc, `/users/${cr.created_by}`) },
        },
    createdAt: cr.created_at,
    updatedAt: cr.updated_at,
    revision: cr.revision_id,
    space: cr.space_id,
    revisionInitial: cr.revision_initial,
    ...(cr.revision_merged_ancestor ? { revisionMergedAncestor: cr.revision_merged_ancestor } : {}),
    ...(cr.revision_merged ? { revisionMerged: cr.revision_merged } : {}),
    comments: openCommentCount(svc.db, cr.id),
    outdated: isOutdated(svc.db, cr),
    urls: {
      location: apiUrl(svc, `/spaces/${cr.space_id}/change-requests/${cr.id}`),
      app: appUrl(svc, `/s/${cr.space_id}/~/changes/${cr.number}`),
    },
  };
}
