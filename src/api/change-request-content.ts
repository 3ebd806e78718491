import { ApiError, CliError, ExitCode } from '../errors.js';
import type { ApiClient } from './client.js';
import { seg } from './paths.js';
import type { ChangeRequest } from './change-requests.js';
import type { RevisionFile } from './content.js';

/** Page metadata of insert_page/update_page, with this project's Git Sync extensions (see docs/docs-as-code.md). */
interface PageFields {
  title?: string;
  slug?: string;
  description?: string;
  emoji?: string;
  hidden?: boolean;
  /** Extension: the page's markdown file in the folder (as the reference answers `git.path`). */
  git?: { path: string };
  /** Extension: a link page's destination (as the reference's RevisionPageLink `target`). */
  target?: { kind: 'url'; url: string };
}

/** A file of insert_files: its bytes (base64, 1 MB at most) or a URL the service fetches. */
export type UploadFile = { name: string; contentType?: string; ref?: string } & ({ base64: string } | { url: string });

/** One change of `updateChangeRequestContent` (reference 0.202.0). */
export type ContentChange =
  | ({
      operation: 'insert_page';
      document: { markdown: string } | Record<string, never>;
      /** Extension: `group` (SUMMARY.md's `## Title`) or `link`; a document by default. */
      type?: 'document' | 'group' | 'link';
      into?: string;
      at?: number;
      ref?: string;
    } & PageFields)
  | ({
      operation: 'update_page';
      page: string;
      document?: { markdown: string };
      into?: string | null;
      at?: number;
    } & PageFields)
  | { operation: 'delete_page'; page: string }
  | { operation: 'revert_page'; page: string; revision?: string }
  | { operation: 'insert_files'; files: UploadFile[] };

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

/**
 * Applies up to 50 changes atomically as one new revision of the change request. A service
 * without the operation (the seed's reference, 0.137.0, has no way to take local content: it
 * answers 405 or 501) is told apart from a failed update, with what the user can do instead.
 */
export async function updateChangeRequestContent(
  api: ApiClient,
  space: string,
  cr: string,
  changes: ContentChange[],
): Promise<ContentUpdateResult> {
  try {
    return await api.post<ContentUpdateResult>(
      `/spaces/${seg(space)}/change-requests/${seg(cr)}/content`,
      { changes },
      { compat: false },
    );
  } catch (error) {
    if (error instanceof ApiError && (error.status === 405 || error.status === 501))
      throw new CliError(
        `the service has no updateChangeRequestContent (it answered HTTP ${error.status}), the operation of reference 0.202.0 that local content reaches a service through; one of the seed's reference (0.137.0) cannot take a folder`,
        ExitCode.failure,
        'push to a service of reference 0.202.0 (docs-cli server start, by default), or import a .zip or an http(s) URL with docs-cli cr import',
      );
    throw error;
  }
}
