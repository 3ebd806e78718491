/**
 * Redirects of published sites, tried when a path holds no content (GitBook's order): first the
 * space's own `.gitbook.yaml` redirects (301 to the page its file names), then the site's
 * redirects (308 when permanent on a public site, 307 when permanent elsewhere, 302 otherwise).
 */
import { posix } from 'node:path';
import { readConfig } from '../../common/gitsync/reader.js';
import { pageFile } from '../../site/links.js';
import type { SiteModel, SiteSource, SourcePage, VariantModel } from '../../site/model.js';
import type { Services } from '../context.js';
import { redirectTarget } from '../serializers/site-redirect.js';
import { matchRedirect, siteRedirects } from '../store/sites/redirects.js';
import type { SiteRow } from '../store/sites/rows.js';
import { loadTree } from '../store/sites/tree.js';

export interface Redirect {
  status: number;
  location: string;
}

const CONFIG_FILE = '.gitbook.yaml';
const clean = (path: string) =>
  posix
    .normalize(path.replace(/^\.?\/+/, ''))
    .replace(/\/+$/, '')
    .replace(/^\.$/, '');

const flatten = (pages: SourcePage[]): SourcePage[] => pages.flatMap((p) => [p, ...flatten(p.pages ?? [])]);

/** The page a redirect's destination file names (`guide/setup.md`, a folder `guide/`, with an anchor). */
function pageOfFile(pages: SourcePage[], destination: string): { page: SourcePage; anchor: string } | undefined {
  const [file = '', anchor = ''] = destination.split(/(?=#)/);
  const path = clean(file);
  const documents = flatten(pages).filter((p) => p.type !== 'group' && p.type !== 'link');
  const candidates = [path, `${path}/README.md`, `${path}.md`].map((c) => c.toLowerCase());
  for (const candidate of candidates) {
    const page = documents.find((p) => p.source?.toLowerCase() === candidate);
    if (page) return { page, anchor };
  }
  return undefined;
}

/** A `.gitbook.yaml` redirect of the space published at `path`'s variant. */
async function spaceRedirect(source: SiteSource, variant: VariantModel, rel: string): Promise<string | undefined> {
  const file = variant.files.find((f) => f.source === CONFIG_FILE);
  if (!file) return undefined;
  let redirects: Record<string, string>;
  try {
    redirects = readConfig(Buffer.from(await source.fileBytes(variant.spaceId, file)).toString('utf8')).redirects;
  } catch {
    return undefined;
  }
  const wanted = clean(decodeURIComponent(rel)).toLowerCase();
  const entry = Object.entries(redirects).find(([from]) => clean(from).toLowerCase() === wanted);
  if (!entry) return undefined;
  const target = pageOfFile(variant.pages, entry[1]);
  return target && pageFile(variant, target.page).replace(/\.html$/, '') + target.anchor;
}

/**
 * The redirect that answers `path` (relative to the site's root) when it holds no content.
 * `prefix` is where the site is served (`/published/sites/<id>/`), `query` what its URLs carry.
 */
export async function publishedRedirect(
  svc: Services,
  model: SiteModel,
  source: SiteSource,
  path: string,
  prefix: string,
  query: string,
  siteRow?: SiteRow,
): Promise<Redirect | undefined> {
  const rel = path.replace(/\/+$/, '');
  for (const section of model.sections) {
    for (const variant of section.variants) {
      const dir = variant.dir;
      if (dir && rel !== dir && !rel.startsWith(`${dir}/`)) continue;
      const inner = dir ? rel.slice(dir.length).replace(/^\//, '') : rel;
      const target = await spaceRedirect(source, variant, inner);
      if (target !== undefined) return { status: 301, location: `${prefix}${encodeURI(target)}${query}` };
    }
  }
  if (!siteRow) return undefined;
  const match = matchRedirect(siteRedirects(svc.db, siteRow.id, false), `/${rel}`);
  if (!match) return undefined;
  const shareKey = /[?&]shareKey=([^&]*)/.exec(query)?.[1];
  const location = redirectTarget(
    { svc, viewerId: '', site: siteRow, ...(shareKey ? { shareKey: decodeURIComponent(shareKey) } : {}) },
    loadTree(svc.db, siteRow),
    match.row,
    match.tail,
  );
  if (!location) return undefined;
  const permanent = match.row.permanent === 1;
  return { status: permanent ? (siteRow.visibility === 'public' ? 308 : 307) : 302, location };
}
