import type { ApiClient, ListPage } from './client.js';
import { seg } from './paths.js';
import type { PageQuery, User } from './types.js';

/** Content lives in a space, or in one of its change requests (id or number). */
export interface ContentScope {
  space: string;
  changeRequest?: string;
}

export const scopePath = (s: ContentScope) =>
  `/spaces/${seg(s.space)}${s.changeRequest !== undefined ? `/change-requests/${seg(s.changeRequest)}` : ''}`;

export interface Page {
  id: string;
  title: string;
  type: string;
  slug: string;
  path: string;
  /** Reference 0.202.0: the title the table of contents shows instead of `title`. */
  linkTitle?: string;
  emoji?: string;
  description?: string;
  markdown?: string;
  document?: unknown;
  createdAt?: string;
  updatedAt?: string;
  urls: { app: string };
  git?: { oid: string; path: string };
  pages: Page[];
}

export interface RevisionFile {
  id: string;
  name: string;
  contentType: string;
  downloadURL: string;
  size: number;
  dimensions?: { width: number; height: number };
  /** Git Sync: the file's path in the folder and git's object id of its bytes. */
  git?: { oid: string; path: string };
}

export interface Revision {
  object: 'revision';
  id: string;
  parents: string[];
  pages: Page[];
  files: RevisionFile[];
  createdAt: string;
  type: string;
  urls: Record<string, string>;
}

export interface ContentLocation {
  kind: string;
  page?: Page;
  file?: RevisionFile;
  url?: string;
}

export interface LinkUsage {
  status: 'ok' | 'broken' | 'in-app';
  relation: string;
  targetReference?: ContentLocation;
  locationReferences: ContentLocation[];
}

export interface LinkStats {
  total: number;
  broken: { total: number; changeRequest?: number };
}

export type LinkList = ListPage<LinkUsage> & { stats: LinkStats };

export interface ImportResult {
  revision: string;
  /** The import run that made it (reference 0.202.0), when one did. */
  run?: string;
  importedResources: number;
  totalResources: number;
}

export interface SearchResult {
  id: string;
  title: string;
  path: string;
  sections?: Array<{ id: string; title: string; path: string; body: string; urls: { app: string } }>;
  urls: { app: string };
}

export interface ContentQuery {
  metadata?: boolean;
  computed?: boolean;
}

export type { User };

export const getContent = (api: ApiClient, s: ContentScope, q: ContentQuery = {}) =>
  api.get<Revision>(`${scopePath(s)}/content`, { ...q });
export const listPages = (api: ApiClient, s: ContentScope, q: ContentQuery = {}) =>
  api.get<{ pages: Page[] }>(`${scopePath(s)}/content/pages`, { ...q });
export const getPage = (
  api: ApiClient,
  s: ContentScope,
  pageId: string,
  q: ContentQuery & { format?: 'markdown' | 'document'; evaluated?: boolean } = {},
) => api.get<Page>(`${scopePath(s)}/content/page/${seg(pageId)}`, { ...q });
/**
 * The reference filters page links by status in a space, not in a change request: there the
 * filter is applied to each page of the answer.
 */
export async function listPageLinks(
  api: ApiClient,
  s: ContentScope,
  pageId: string,
  q: PageQuery & { status?: string } = {},
): Promise<LinkList> {
  const { status, ...rest } = q;
  const path = `${scopePath(s)}/content/page/${seg(pageId)}/links`;
  if (s.changeRequest === undefined || status === undefined) return api.get<LinkList>(path, { ...rest, status });
  const page = await api.get<LinkList>(path, { ...rest });
  return { ...page, items: page.items.filter((link) => (link as { status?: string }).status === status) };
}
export const listFiles = (api: ApiClient, s: ContentScope, q: PageQuery & ContentQuery = {}) =>
  api.get<ListPage<RevisionFile>>(`${scopePath(s)}/content/files`, { ...q });
export const getFile = (api: ApiClient, s: ContentScope, fileId: string, q: ContentQuery = {}) =>
  api.get<RevisionFile>(`${scopePath(s)}/content/files/${seg(fileId)}`, { ...q });
export const listFileBacklinks = (api: ApiClient, s: ContentScope, fileId: string, q: PageQuery = {}) =>
  api.get<ListPage<ContentLocation>>(`${scopePath(s)}/content/files/${seg(fileId)}/backlinks`, { ...q });
export const importContent = (api: ApiClient, s: ContentScope, body: { url: string; source: string }) =>
  api.post<ImportResult>(`${scopePath(s)}/content/import`, body);
/** Links of the whole space (or change request), with stats. */
export const listLinks = (api: ApiClient, s: ContentScope, q: PageQuery & { status?: string } = {}) =>
  api.get<LinkList>(`${scopePath(s)}/links`, { ...q });
export const searchSpace = (api: ApiClient, spaceId: string, q: PageQuery & { query: string }) =>
  api.get<ListPage<SearchResult>>(`/spaces/${seg(spaceId)}/search`, { ...q });
/** Any revision of a space by id (from the reference; the diff reads a request's base with it). */
export const getRevision = (api: ApiClient, spaceId: string, revisionId: string) =>
  api.get<Revision>(`/spaces/${seg(spaceId)}/revisions/${seg(revisionId)}`);
