import { posix } from 'node:path';
import type { MarkdownLink } from '../../common/markdown/links.js';
import { flattenPages, parentPath, type Content, type StoredFile, type StoredPage } from '../store/content/model.js';

export type LinkStatus = 'ok' | 'broken' | 'in-app';

export type LinkTarget =
  | { kind: 'page'; page: StoredPage }
  | { kind: 'file'; file: StoredFile }
  | { kind: 'url'; url: string };

export interface Link {
  from: StoredPage;
  status: LinkStatus;
  target: LinkTarget;
}

/** One target and every page that links to it (the interface's reference usage). */
export interface LinkUsage {
  status: LinkStatus;
  target: LinkTarget;
  from: StoredPage[];
}

const MD = /\.(md|markdown)$/i;
const INDEX = /\/?(readme|index)$/i;

/**
 * Every link of every page, resolved against the revision: a relative link to a page or file
 * that exists is `ok`, one to nothing is `broken`, an absolute link into the app is `in-app`,
 * other absolute URLs are `ok`. Anchors, mail and phone links are not references.
 */
export function analyzeLinks(content: Content, appBase: string, linksOf: (page: StoredPage) => MarkdownLink[]): Link[] {
  const pages = flattenPages(content.pages);
  const pageBySource = new Map(pages.filter((p) => p.source).map((p) => [p.source!, p]));
  const pageByPath = new Map(pages.map((p) => [p.path, p]));
  const fileBySource = new Map(content.files.map((f) => [f.source, f]));
  const pageById = new Map(pages.map((p) => [p.id, p]));
  const fileById = new Map(content.files.map((f) => [f.id, f]));
  const links: Link[] = [];
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
function idTarget(
  raw: string,
  pageById: Map<string, StoredPage>,
  fileById: Map<string, StoredFile>,
  byPath: Map<string, StoredPage>,
): Pick<Link, 'status' | 'target'> | undefined {
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

/** A link's target as a path relative to the import root, or undefined when it climbs above it. */
function resolveRelative(page: StoredPage, raw: string): string | undefined {
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
      : posix.dirname(page.source)
    : page.pages.length
      ? page.path
      : parentPath(page.path);
  const joined = target.startsWith('/') ? target.slice(1) : posix.join(dir === '.' ? '' : dir, target);
  const normal = posix
    .normalize(joined)
    .replace(/^\.(\/|$)/, '')
    .replace(/\/$/, '');
  return normal.startsWith('..') ? undefined : normal;
}

function findTarget(
  resolved: string,
  bySource: Map<string, StoredPage>,
  byPath: Map<string, StoredPage>,
): StoredPage | undefined {
  const direct = bySource.get(resolved) ?? bySource.get(`${resolved}/README.md`) ?? bySource.get(`${resolved}/`);
  if (direct) return direct;
  const path = resolved.replace(MD, '').replace(INDEX, '');
  return byPath.get(path) ?? byPath.get(path.toLowerCase());
}

const targetKey = (t: LinkTarget) =>
  t.kind === 'page' ? `page:${t.page.id}` : t.kind === 'file' ? `file:${t.file.id}` : `url:${t.url}`;

/** Groups links by target, in first-seen order. */
export function usages(links: Link[]): LinkUsage[] {
  const byKey = new Map<string, LinkUsage>();
  for (const link of links) {
    const key = `${link.status}|${targetKey(link.target)}`;
    const usage = byKey.get(key) ?? { status: link.status, target: link.target, from: [] };
    if (!usage.from.includes(link.from)) usage.from.push(link.from);
    byKey.set(key, usage);
  }
  return [...byKey.values()];
}

export interface LinkStats {
  total: number;
  broken: { total: number; changeRequest?: number };
}

/** `baseBroken`: broken targets of the change request's base, to count the ones it introduced. */
export function linkStats(list: LinkUsage[], baseBroken?: Set<string>): LinkStats {
  const broken = list.filter((u) => u.status === 'broken');
  return {
    total: list.length,
    broken: {
      total: broken.length,
      ...(baseBroken ? { changeRequest: broken.filter((u) => !baseBroken.has(brokenKey(u))).length } : {}),
    },
  };
}

export const brokenKey = (u: LinkUsage) => `${u.from.map((p) => p.path).join(',')}|${targetKey(u.target)}`;
