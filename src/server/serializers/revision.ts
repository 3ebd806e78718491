import type { ServiceConfig, Services } from '../context.js';
import type { ChangeRequestRow } from '../store/content/change-requests.js';
import { asContent } from '../store/content/model.js';
import { scopeAppPath, type ContentScope } from '../content/scope.js';
import { revisionContent, type RevisionRow } from '../store/revisions.js';
import { serializeChangeRequest } from './change-request.js';
import { serializeFile } from './file.js';
import { serializePage, type PageOptions } from './page.js';
import { appUrl, publishedFolder, publishedUrl } from './urls.js';

/**
 * How long a revision's serialized files, with their signed download links, are handed out
 * again: each link then still works for 55 minutes or more (signed.ts).
 */
export const LINKS_REUSED_MS = 5 * 60 * 1000;
/** The serialized content kept per service, in characters (a 2,000-page space is about 1.5 M). */
const KEPT_CHARS = 16 * 1024 * 1024;

/** A revision's content as the JSON text it is sent as. */
interface ContentText {
  pages: string;
  files: string;
  /** When the files' links were signed. */
  signedAt: number;
  reusableContents: string;
  variables: string;
  chars: number;
}

/** Per service (its config), least recently used first. */
const kept = new WeakMap<ServiceConfig, { entries: Map<string, ContentText>; chars: number }>();

/**
 * The content of a revision as text, made once and kept: a revision never changes once written
 * (the demo seed fills its first ones before anything is served). Reading a large space again
 * (a pull, a push's listing, `--check` in CI) is then sent without parsing and serializing every
 * page, and the pages' git object ids are not hashed again. The files are signed again after
 * LINKS_REUSED_MS.
 */
function contentText(
  svc: Services,
  scope: Pick<ContentScope, 'space' | 'cr'>,
  row: RevisionRow,
  options: PageOptions,
): ContentText {
  let cache = kept.get(svc.config);
  if (!cache) kept.set(svc.config, (cache = { entries: new Map(), chars: 0 }));
  const key = `${row.id}\n${svc.config.baseUrl}\n${scopeAppPath(scope)}\n${options.metadata ?? true}`;
  const now = svc.clock.now().getTime();
  const found = cache.entries.get(key);
  if (found) cache.entries.delete(key);
  if (found && now >= found.signedAt && now - found.signedAt < LINKS_REUSED_MS) {
    cache.entries.set(key, found);
    return found;
  }
  if (found) cache.chars -= found.chars;
  const content = asContent(revisionContent(row));
  const pages = found?.pages ?? JSON.stringify(content.pages.map((p) => serializePage(svc, scope, p, options)));
  const files = JSON.stringify(content.files.map((f) => serializeFile(svc, scope.space.id, f, options)));
  const reusableContents = found?.reusableContents ?? JSON.stringify(content.reusableContents);
  const variables = found?.variables ?? JSON.stringify(content.variables);
  const chars = pages.length + files.length + reusableContents.length + variables.length;
  const text = { pages, files, signedAt: now, reusableContents, variables, chars };
  if (chars > KEPT_CHARS) return text;
  cache.entries.set(key, text);
  cache.chars += chars;
  for (const [oldest, entry] of cache.entries) {
    if (cache.chars <= KEPT_CHARS) break;
    cache.entries.delete(oldest);
    cache.chars -= entry.chars;
  }
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
