import type { ApiClient } from './client.js';
import { seg } from './paths.js';
import type { ChangeRequest } from './change-requests.js';
import type { RevisionFile } from './content.js';

/** One change of `updateChangeRequestContent` (reference 0.202.0). */
export type ContentChange =
  | {
      operation: 'insert_page';
      document: { markdown: string };
      title?: string;
      slug?: string;
      description?: string;
      emoji?: string;
      hidden?: boolean;
      into?: string;
      at?: number;
      ref?: string;
    }
  | {
      operation: 'update_page';
      page: string;
      document?: { markdown: string };
      title?: string;
      slug?: string;
      description?: string;
      emoji?: string;
      hidden?: boolean;
      into?: string | null;
      at?: number;
    }
  | { operation: 'delete_page'; page: string }
  | { operation: 'revert_page'; page: string; revision?: string }
  | { operation: 'insert_files'; files: Array<{ name: string; contentType: string; base64: string; ref?: string }> };

type PageRef = { object: 'page'; id: string; urls: { location: string } };

export interface ContentUpdateResult {
  changeRequest: ChangeRequest;
  changes: Array<
    | { object: 'created_page'; ref?: string; page: PageRef }
    | { object: 'updated_page'; page: PageRef }
    | { object: 'deleted_page'; page: string }
  >;
  insertedFiles?: RevisionFile[];
}

/** Applies up to 50 changes atomically as one new revision of the change request. */
export const updateChangeRequestContent = (api: ApiClient, space: string, cr: string, changes: ContentChange[]) =>
  api.post<ContentUpdateResult>(
    `/spaces/${seg(space)}/change-requests/${seg(cr)}/content`,
    { changes },
    { compat: false },
  );
