import type { SpaceRow } from '../store/rows.js';
import type { ChangeRequestRow } from '../store/content/change-requests.js';

/** What content routes read: a space's current revision, or a change request's. */
export interface ContentScope {
  space: SpaceRow;
  cr?: ChangeRequestRow;
  revisionId: string;
}

/** App path prefix of content in the scope. */
export const scopeAppPath = (scope: { space: { id: string }; cr?: { number: number } }) =>
  `/s/${scope.space.id}${scope.cr ? `/~/changes/${scope.cr.number}` : ''}`;
