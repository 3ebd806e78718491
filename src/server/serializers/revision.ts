import type { ServiceConfig, Services } from '../context.js';
import type { ChangeRequestRow } from '../store/content/change-requests.js';
import { asContent } from '../store/content/model.js';
import { scopeAppPath, type ContentScope } from '../content/scope.js';
import { revisionContent, type RevisionRow } from '../store/revisions.js';
import { serializeChangeRequest } from './change-request.js';
import { serializeFile } from './file.js';
import { serializePage, type PageOptions } from './page.js';
import { appUrl, publishedFolder, publishedUrl } from './urls.js';
import { Lru, MiB } from '../lru.js';

/**
 * How long a revision's serialized files, with their signed download links, are handed out
 * again: each link then still works for 55 minutes or more (signed.ts).
 */
export const LINKS_REUSED_MS = 5 * 60 * 1000;

/** A revision's content as the JSON text it is sent as. */
interface ContentText {
  pages: string;
  files: string;
  /** When the files' links were signed. */
  signedAt: number;
  reusableContents: string;
  variables: string;
}

/** Per service (its config: the secret that signs links, the base URL of every URL). */
const kept = new WeakMap<ServiceConfig, Lru<ContentText>>();

/**
 * The content of a revision as text, made once and kept: a revision never changes once written
 * (the demo seed fills its first ones before anything is served). Reading a large space again
 * (a pull, a push's listing, `--check` in CI) is then sent without parsing and serializing every
 * page, and the pages' git object ids are not hashed again. The files are signed again after
 * LINKS_REUSED_MS, or when the clock reads earlier than their signing (a link never lives longer
 * than its hour from when it is handed out).
 */
function contentText(
  svc: Services,
  scope: Pick<ContentScope, 'space' | 'cr'>,
  row: RevisionRow,
  options: PageOptions,
): ContentText {
  let cache = kept.get(svc.config);
  if (!cache) kept.set(svc.config, (cache = new Lru(64 * MiB)));
  const key = `${row.id}\n${svc.config.baseUrl}\n${scopeAppPath(scope)}\n${options.metadata ?? true}`;
  const now = svc.clock.now().getTime();
  const found = cache.get(key);
  if (found && now >= found.signedAt && now - found.signedAt < LINKS_REUSED_MS) return found;
  const content = asContent(revisionContent(row));
  const text: ContentText = {
    pages: found?.pages ?? JSON.stringify(content.pages.map((p) => serializePage(svc, scope, p, options))),
    files: JSON.stringify(content.files.map((f) => serializeFile(svc, scope.space.id, f, options))),
    signedAt: now,
    reusableContents: found?.reusableContents ?? JSON.stringify(content.reusableContents),
    variables: found?.variables ?? JSON.stringify(content.variables),
  };
  // Two bytes a character at most (a string with any character past Latin-1).
  const size = 2 * (text.pages.length + text.files.length + text.reusableContents.length + text.variables.length);
  cache.set(key, text, size);
  return text;
}

/**
 * A revision as the interface's Revision, as the JSON text it is sent as; a merge revision names
 * the request it merged.
 */
export function serializeRevision(
  svc: Services,
  scope: Pick<ContentScope, 'space' | 'cr'>,
  row: RevisionRow,
  options: PageOptions = {},
): string {
  const content = contentText(svc, scope, row, options);
  const { space } = scope;
  const publicish = space.visibility !== 'private' && space.visibility !== 'in-collection';
  const mergedFrom =
    row.type === 'merge'
      ? svc.db.get<ChangeRequestRow>('SELECT * FROM change_requests WHERE revision_merged = ?', row.id)
      : undefined;
  const head = JSON.stringify({ object: 'revision', id: row.id, parents: JSON.parse(row.parents) as string[] });
  const tail = JSON.stringify({
    createdAt: row.created_at,
    type: row.type,
    ...(mergedFrom ? { mergedFrom: serializeChangeRequest(svc, mergedFrom) } : {}),
    urls: {
      app: appUrl(svc, `${scopeAppPath(scope)}/~/revisions/${row.id}`),
      ...(publicish ? { published: publishedFolder(publishedUrl(svc, `/spaces/${space.id}`)) } : {}),
      ...(space.visibility === 'public' ? { public: publishedFolder(publishedUrl(svc, `/spaces/${space.id}`)) } : {}),
    },
  });
  return `${head.slice(0, -1)},"pages":${content.pages},"files":${content.files},"reusableContents":${content.reusableContents},"variables":${content.variables},${tail.slice(1)}`;
}
