/**
 * Link and backlink listings. The seed (0.137.0) lists them (`listSpaceLinks`,
 * `listPageLinksInSpace`, `listSpaceFileBacklinks` and their change-request twins); reference
 * 0.202.0 dropped them all and has nothing for the job (its page `meta-links` are canonical and
 * alternate URLs). So a service that answers the listing is asked, in one request with its stats;
 * one that does not know it (404/405, remembered per profile as `current`) gets the same answer
 * computed here from operations both references have: the revision (`getRevisionById`, pages and
 * files with their Git Sync paths) and each page's markdown (`getPageById`), analysed by the rules
 * the embedded service lists them with (`common/link-analysis.ts`).
 */
import { ApiError, UsageError } from '../errors.js';
import type { ApiClient, ListPage } from './client.js';
import * as content from './content.js';
import { getChangeRequest } from './change-requests.js';
import { mapLimited } from '../common/map-limited.js';
import * as analysis from '../common/link-analysis.js';
import type { PageQuery } from './types.js';

/** The capability record's job: `seed` (the service lists links), `current` (computed here). */
export const LINKS_JOB = 'content.links';
/** Pages read at once when links are computed here. */
const PAGE_READS = 8;

interface Node {
  id: string;
  path: string;
  source?: string;
  pages: Node[];
  page: content.Page;
}
interface FileNode {
  id: string;
  source: string;
  file: content.RevisionFile;
}
type Computed = analysis.Link<Node, FileNode>;

/** The revision's pages and files in the shape the analysis reads. */
function nodes(pages: content.Page[]): Node[] {
  return pages.map((page) => ({
    id: page.id,
    path: page.path ?? '',
    ...(page.git?.path ? { source: page.git.path } : {}),
    pages: nodes(page.pages ?? []),
    page,
  }));
}

const FRONT_MATTER = /^---\r?\n[\s\S]*?\r?\n---\r?\n/;

/** Where the service's app lives: links into it are `in-app` (`<base>/app/` for the embedded service). */
function appBase(pages: Node[]): string {
  const any = pages.find((p) => p.page.urls?.app)?.page.urls.app;
  if (!any) return '\u0000';
  const url = new URL(any);
  const app = url.pathname.indexOf('/app/');
  return `${url.origin}${app >= 0 ? url.pathname.slice(0, app + 5) : '/'}`;
}

/** The links of one revision, computed from its pages' markdown. */
async function computeLinks(
  revision: Pick<content.Revision, 'pages' | 'files'>,
  markdownOf: (page: content.Page) => Promise<string>,
): Promise<Computed[]> {
  const pages = analysis.flattenTree(nodes(revision.pages));
  const files: FileNode[] = (revision.files ?? []).map((file) => ({
    id: file.id,
    source: file.git?.path ?? file.name,
    file,
  }));
  const documents = pages.filter((p) => p.page.type === 'document');
  const { markdownLinks } = await import('../common/markdown/links.js');
  const found = new Map<Node, Array<{ target: string }>>();
  await mapLimited(documents, PAGE_READS, async (node) => {
    const text = node.page.markdown ?? (await markdownOf(node.page));
    found.set(node, markdownLinks(text.replace(FRONT_MATTER, '')));
  });
  return analysis.analyzeLinks(pages, files, appBase(pages), (p) => found.get(p) ?? []);
}

/** A page as a reference names it: without its children. */
const pageRef = (node: Node): content.ContentLocation => ({ kind: 'page', page: { ...node.page, pages: [] } });
const targetRef = (t: analysis.LinkTarget<Node, FileNode>): content.ContentLocation =>
  t.kind === 'page'
    ? pageRef(t.page)
    : t.kind === 'file'
      ? { kind: 'file', file: t.file.file }
      : { kind: 'url', url: t.url };
const usageRef = (u: analysis.LinkUsage<Node, FileNode>): content.LinkUsage => ({
  status: u.status,
  relation: 'reference',
  targetReference: targetRef(u.target),
  locationReferences: u.from.map(pageRef),
});

/**
 * One page of a list held in memory; the cursor is the offset. A cursor this listing did not give
 * is refused as the service refuses one (before anything is shown), not read as the first page.
 */
function pageOf<T>(items: T[], q: PageQuery): ListPage<T> {
  const cursor = q.page ?? '';
  if (cursor !== '' && !/^\d{1,9}$/.test(cursor))
    throw new UsageError('--page: not a valid page cursor (pass the value of next.page)');
  const start = cursor === '' ? 0 : Number(cursor);
  const limit = q.limit ?? 50;
  const end = start + limit;
  return {
    items: items.slice(start, end),
    count: items.length,
    ...(end < items.length ? { next: { page: String(end) } } : {}),
  };
}

const unknownOperation = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 405);

/**
 * The listings of one command run: the service's own where it has them, else computed here once
 * (later pages of the list come from the same computation).
 */
export class LinkListings {
  private computed?: Promise<Computed[]>;
  private baseComputed?: Promise<Computed[]>;
  private pageIds?: Set<string>;
  constructor(
    private readonly api: ApiClient,
    private readonly scope: content.ContentScope,
  ) {}

  /** Every link of the space or change request, with the stats (`listSpaceLinks`). */
  links(q: PageQuery & { status?: string }): Promise<content.LinkList> {
    return this.either(
      () => content.listLinks(this.api, this.scope, q),
      async () => this.listOf(await this.links$(), () => true, q),
    );
  }

  /** The links of one page (`listPageLinksInSpace`). */
  pageLinks(pageId: string, q: PageQuery & { status?: string }): Promise<content.LinkList> {
    return this.either(
      () => content.listPageLinks(this.api, this.scope, pageId, q),
      async () => {
        const links = await this.links$();
        if (!this.pageIds?.has(pageId))
          throw new ApiError(
            404,
            `page ${pageId} not found`,
            'GET',
            this.api.displayUrl(`${content.scopePath(this.scope)}/content/page/${pageId}`),
          );
        return this.listOf(links, (l) => l.from.id === pageId, q);
      },
    );
  }

  /** The pages that link to a file (`listSpaceFileBacklinks`). */
  fileBacklinks(fileId: string, q: PageQuery): Promise<ListPage<content.ContentLocation>> {
    return this.either(
      () => content.listFileBacklinks(this.api, this.scope, fileId, q),
      async () => {
        const links = await this.links$();
        await content.getFile(this.api, this.scope, fileId);
        const from = [
          ...new Set(links.filter((l) => l.target.kind === 'file' && l.target.file.id === fileId).map((l) => l.from)),
        ];
        return pageOf(from.map(pageRef), q);
      },
    );
  }

  private async listOf(
    links: Computed[],
    filter: (l: Computed) => boolean,
    q: PageQuery & { status?: string },
  ): Promise<content.LinkList> {
    const all = analysis.usages(links.filter(filter));
    const base = this.scope.changeRequest === undefined ? undefined : await this.baseBroken(filter);
    const shown = q.status ? all.filter((u) => u.status === q.status) : all;
    return { ...pageOf(shown.map(usageRef), q), stats: analysis.linkStats(all, base) };
  }

  /** Broken links already in the change request's base: the stats count the ones it added. */
  private async baseBroken(filter: (l: Computed) => boolean): Promise<Set<string>> {
    this.baseComputed ??= (async () => {
      const cr = await getChangeRequest(this.api, this.scope.space, this.scope.changeRequest!);
      const base = await content.getRevision(this.api, this.scope.space, cr.revisionInitial);
      return computeLinks(base, (page) =>
        this.api
          .get<content.Page>(
            `/spaces/${encodeURIComponent(this.scope.space)}/revisions/${encodeURIComponent(cr.revisionInitial)}/page/${encodeURIComponent(page.id)}`,
            { format: 'markdown' },
          )
          .then((p) => p.markdown ?? ''),
      );
    })();
    const links = await this.baseComputed;
    return new Set(
      analysis
        .usages(links.filter(filter))
        .filter((u) => u.status === 'broken')
        .map(analysis.brokenKey),
    );
  }

  private links$(): Promise<Computed[]> {
    this.computed ??= (async () => {
      const revision = await content.getContent(this.api, this.scope);
      this.pageIds = new Set(analysis.flattenTree(nodes(revision.pages)).map((p) => p.id));
      return computeLinks(revision, (page) =>
        content.getPage(this.api, this.scope, page.id, { format: 'markdown' }).then((p) => p.markdown ?? ''),
      );
    })();
    return this.computed;
  }

  /** The service's listing where it has one, else computed here; what answered is remembered. */
  private async either<T>(listing: () => Promise<T>, computed: () => Promise<T>): Promise<T> {
    const known = this.api.capabilities.get(LINKS_JOB);
    if (known === 'seed') return listing();
    if (known === 'current') return computed();
    let answer: T;
    try {
      answer = await listing();
    } catch (error) {
      if (!unknownOperation(error)) throw error;
      answer = await computed();
      this.api.capabilities.set(LINKS_JOB, 'current');
      return answer;
    }
    this.api.capabilities.set(LINKS_JOB, 'seed');
    return answer;
  }
}
