import type { Services } from '../context.js';
import type { ChangeRequestRow } from '../store/content/change-requests.js';
import { asContent } from '../store/content/model.js';
import { scopeAppPath, type ContentScope } from '../content/scope.js';
import { revisionContent, type RevisionRow } from '../store/revisions.js';
import { serializeChangeRequest } from './change-request.js';
import { serializeFile } from './file.js';
import { serializePage, type PageOptions } from './page.js';
import { appUrl, publishedFolder, publishedUrl } from './urls.js';

/** A revision as the interface's Revision; a merge revision names the request it merged. */
export function serializeRevision(
  svc: Services,
  scope: Pick<ContentScope, 'space' | 'cr'>,
  row: RevisionRow,
  options: PageOptions = {},
) {
  const content = asContent(revisionContent(row));
  const { space } = scope;
  const publicish = space.visibility !== 'private' && space.visibility !== 'in-collection';
  const mergedFrom =
    row.type === 'merge'
      ? svc.db.get<ChangeRequestRow>('SELECT * FROM change_requests WHERE revision_merged = ?', row.id)
      : undefined;
  return {
    object: 'revision' as const,
    id: row.id,
    parents: JSON.parse(row.parents) as string[],
    pages: content.pages.map((p) => serializePage(svc, scope, p, options)),
    files: content.files.map((f) => serializeFile(svc, space.id, f, options)),
    reusableContents: content.reusableContents,
    variables: content.variables,
    createdAt: row.created_at,
    type: row.type,
    ...(mergedFrom ? { mergedFrom: serializeChangeRequest(svc, mergedFrom) } : {}),
    urls: {
      app: appUrl(svc, `${scopeAppPath(scope)}/~/revisions/${row.id}`),
      ...(publicish ? { published: publishedFolder(publishedUrl(svc, `/spaces/${space.id}`)) } : {}),
      ...(space.visibility === 'public' ? { public: publishedFolder(publishedUrl(svc, `/spaces/${space.id}`)) } : {}),
    },
  };
}
