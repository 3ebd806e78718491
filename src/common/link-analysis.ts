/**
 * Link analysis of a revision, shared by the service (the seed's link listings) and the CLI (the
 * same listings computed from page documents, against a service of reference 0.202.0, which
 * dropped them): every link of every page resolved against the revision's pages and files.
 */

/** What the analysis reads of a page: its id, path, children and Git Sync file (`git.path`). */
export interface LinkPage<P> {
  id: string;
  path: string;
  source?: string;
  pages: P[];
}

/** What it reads of a file: its id and its path in the Git Sync folder. */
export interface LinkFile {
  id: string;
  source: string;
}

export type LinkStatus = 'ok' | 'broken' | 'in-app';

export type LinkTarget<P, F> = { kind: 'page'; page: P } | { kind: 'file'; file: F } | { kind: 'url'; url: string };

export interface Link<P, F> {
  from: P;
  status: LinkStatus;
  target: LinkTarget<P, F>;
}

/** One target and every page that links to it (the interface's reference usage). */
export interface LinkUsage<P, F> {
  status: LinkStatus;
  target: LinkTarget<P, F>;
  from: P[];
}

export interface LinkStats {
  total: number;
  broken: { total: number; changeRequest?: number };
}

const MD = /\.(md|markdown)$/i;
const INDEX = /\/?(readme|index)$/i;

const parentPath = (path: string) => (path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '');

/** Every page of a tree, depth first. */
export function flattenTree<P extends LinkPage<P>>(pages: P[]): P[] {
  return pages.flatMap((p) => [p, ...flattenTree(p.pages)]);
}

/**
 * Every link of every page (`pages`: all of them, flat), resolved against the revision: a relative
 * link to a page or file that exists is `ok`, one to nothing is `broken`, an absolute link into
 * the app is `in-app`, other absolute URLs are `ok`. Anchors, mail and phone links are not references.
 */
export function analyzeLinks<P extends LinkPage<P>, F extends LinkFile>(
  pages: P[],
  files: F[],
  appBase: string,
  linksOf: (page: P) => Array<{ target: string }>,
): Link<P, F>[] {
  const pageBySource = new Map(pages.filter((p) => p.source).map((p) => [p.source!, p]));
  const pageByPath = new Map(pages.map((p) => [p.path, p]));
  const fileBySource = new Map(files.map((f) => [f.source, f]));
  const pageById = new Map(pages.map((p) => [p.id, p]));
  const fileById = new Map(files.map((f) => [f.id, f]));
  const links: Link<P, F>[] = [];
  for (const page of pages) {
    for (const link of linksOf(page)) {
      const raw = link.target;
      const byId = idTarget(raw, pageById, fileById, pageByPath);
      if (byId) {
        links.push({ from: page, ...byId });
        continue;
      }
      if (raw.startsWith('#') || /^(mailto|tel):/i.test(raw)) continue;
      if (/^[a-z][a-z0-9+.-]*:/i.test(raw)) {
        if (!/^https?:/i.test(raw)) continue;
        links.push({
          from: page,
          status: raw.startsWith(appBase) ? 'in-app' : 'ok',
          target: { kind: 'url', url: raw },
        });
        continue;
      }
      const resolved = resolveRelative(page, raw);
      const file = resolved !== undefined ? fileBySource.get(resolved) : undefined;
      if (file) {
        links.push({ from: page, status: 'ok', target: { kind: 'file', file } });
        continue;
      }
      const target = resolved !== undefined ? findTarget(resolved, pageBySource, pageByPath) : undefined;
      links.push(
        target
          ? { from: page, status: 'ok', target: { kind: 'page', page: target } }
          : { from: page, status: 'broken', target: { kind: 'url', url: raw } },
      );
    }
  }
  return links;
}

/**
 * The reference's own link forms: `/pages/<id>`, `/pages/<slug path>` (with `.md` or
 * `/README.md`), `/files/<id>`. Undefined when the link is not one of them.
 */
function idTarget<P, F>(
  raw: string,
  pageById: Map<string, P>,
  fileById: Map<string, F>,
  byPath: Map<string, P>,
): Pick<Link<P, F>, 'status' | 'target'> | undefined {
  const m = /^\/(pages|files)\/([^#?]+)/.exec(raw);
  if (!m) return undefined;
  if (m[1] === 'files') {
    const file = fileById.get(m[2]!);
    return file
      ? { status: 'ok', target: { kind: 'file', file } }
      : { status: 'broken', target: { kind: 'url', url: raw } };
  }
  const key = m[2]!.replace(MD, '').replace(INDEX, '');
  const page = pageById.get(m[2]!) ?? byPath.get(key) ?? (key === '' ? [...byPath.values()][0] : undefined);
  return page
    ? { status: 'ok', target: { kind: 'page', page } }
    : { status: 'broken', target: { kind: 'url', url: raw } };
}

/** A POSIX path without `.` and `..` segments (`..` kept at the front when it climbs above). */
function normalize(path: string): string {
  const out: string[] = [];
  for (const part of path.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..' && out.length > 0 && out[out.length - 1] !== '..') out.pop();
    else out.push(part);
  }
  return out.join('/');
}

/** A link's target as a path relative to the import root, or undefined when it climbs above it. */
function resolveRelative<P extends LinkPage<P>>(page: P, raw: string): string | undefined {
  let target = raw.replace(/[#?].*$/, '');
  try {
    target = decodeURI(target);
  } catch {
    // keep it as written
  }
  if (target === '') return undefined;
  const dir = page.source
    ? page.source.endsWith('/')
      ? page.source.slice(0, -1)
      : parentPath(page.source)
    : page.pages.length
      ? page.path
      : parentPath(page.path);
  const normal = normalize(target.startsWith('/') ? target.slice(1) : `${dir}/${target}`);
  return normal.startsWith('..') ? undefined : normal;
}

function findTarget<P>(resolved: string, bySource: Map<string, P>, byPath: Map<string, P>): P | undefined {
  const direct = bySource.get(resolved) ?? bySource.get(`${resolved}/README.md`) ?? bySource.get(`${resolved}/`);
  if (direct) return direct;
  const path = resolved.replace(MD, '').replace(INDEX, '');
  return byPath.get(path) ?? byPath.get(path.toLowerCase());
}

const targetKey = <P extends { id: string }, F extends { id: string }>(t: LinkTarget<P, F>) =>
  t.kind === 'page' ? `page:${t.page.id}` : t.kind === 'file' ? `file:${t.file.id}` : `url:${t.url}`;

/** Groups links by target, in first-seen order. */
export function usages<P extends { id: string }, F extends { id: string }>(links: Link<P, F>[]): LinkUsage<P, F>[] {
  const byKey = new Map<string, LinkUsage<P, F>>();
  for (const link of links) {
    const key = `${link.status}|${targetKey(link.target)}`;
    const usage = byKey.get(key) ?? { status: link.status, target: link.target, from: [] };
    if (!usage.from.includes(link.from)) usage.from.push(link.from);
    byKey.set(key, usage);
  }
  return [...byKey.values()];
}

/** `baseBroken`: broken targets of the change request's base, to count the ones it introduced. */
export function linkStats<P extends { id: string; path: string }, F extends { id: string }>(
  list: LinkUsage<P, F>[],
  baseBroken?: Set<string>,
): LinkStats {
  const broken = list.filter((u) => u.status === 'broken');
  return {
    total: list.length,
    broken: {
      total: broken.length,
      ...(baseBroken ? { changeRequest: broken.filter((u) => !baseBroken.has(brokenKey(u))).length } : {}),
    },
  };
}

export const brokenKey = <P extends { id: string; path: string }, F extends { id: string }>(u: LinkUsage<P, F>) =>
  `${u.from.map((p) => p.path).join(',')}|${targetKey(u.target)}`;
