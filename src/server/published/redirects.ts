/**
 * Redirects of published sites, tried when a path holds no content (GitBook's order): first the
 * space's own `.gitbook.yaml` redirects (301 to the page its file names), then the site's
 * redirects (308 when permanent on a public site, 307 when permanent elsewhere, 302 otherwise).
 */
import { posix } from 'node:path';
import { readConfig } from '../../common/gitsync/reader.js';
import { redirectFiles } from '../../common/gitsync/redirect-target.js';
import { urlText } from '../../common/url-text.js';
import { pageFile } from '../../site/links.js';
import type { SiteModel, SiteSource, SourcePage, VariantModel } from '../../site/model.js';
import type { Services } from '../context.js';
import { redirectTarget } from '../serializers/site-redirect.js';
import { matchRedirect } from '../store/sites/redirects.js';
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

/** A variant's `.gitbook.yaml` redirects, parsed once: where each source leads (lower case, cleaned). */
interface SpaceRedirects {
  targets: Map<string, string>;
  documents: Map<string, SourcePage>;
  /** `root:` of the file (`docs`; '' for the repository's top): destinations are relative to it. */
  root: string;
}

/** Per variant of a cached model, so once per published revision (the model is kept by version). */
const parsed = new WeakMap<VariantModel, Promise<SpaceRedirects | undefined>>();

async function spaceRedirectsOf(source: SiteSource, variant: VariantModel): Promise<SpaceRedirects | undefined> {
  const file = variant.files.find((f) => f.source === CONFIG_FILE);
  if (!file) return undefined;
  let config: ReturnType<typeof readConfig>;
  try {
    config = readConfig(Buffer.from(await source.fileBytes(variant.spaceId, file)).toString('utf8'));
  } catch {
    return undefined;
  }
  const { redirects } = config;
  const targets = new Map<string, string>();
  // The first of two sources that clean to the same path wins, as the scan in file order did.
  for (const [from, to] of Object.entries(redirects)) {
    const key = clean(from).toLowerCase();
    if (!targets.has(key)) targets.set(key, to);
  }
  const documents = new Map<string, SourcePage>();
  for (const page of flatten(variant.pages)) {
    const key = page.source?.toLowerCase();
    if (key && page.type !== 'group' && page.type !== 'link' && !documents.has(key)) documents.set(key, page);
  }
  return { targets, documents, root: config.structure.root };
}

/** The page a redirect's destination names (`redirect-target.ts`), and its anchor. */
function pageOfFile(documents: Map<string, SourcePage>, destination: string, root: string) {
  const { files, anchor } = redirectFiles(root, destination);
  for (const candidate of files) {
    const page = documents.get(candidate.toLowerCase());
    if (page) return { page, anchor };
  }
  return undefined;
}

/** A `.gitbook.yaml` redirect of the space published at `path`'s variant. */
async function spaceRedirect(source: SiteSource, variant: VariantModel, rel: string): Promise<string | undefined> {
  let pending = parsed.get(variant);
  if (!pending) {
    pending = spaceRedirectsOf(source, variant);
    parsed.set(variant, pending);
  }
  const index = await pending;
  if (!index) return undefined;
  let wanted: string;
  try {
    wanted = clean(decodeURIComponent(rel)).toLowerCase();
  } catch {
    return undefined;
  }
  const to = index.targets.get(wanted);
  const target = to === undefined ? undefined : pageOfFile(index.documents, to, index.root);
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
      if (target !== undefined) return { status: 301, location: `${prefix}${urlText(target)}${query}` };
    }
  }
  if (!siteRow) return undefined;
  const match = matchRedirect(svc.db, siteRow.id, `/${rel}`);
  if (!match) return undefined;
  const shareKey = /[?&]shareKey=([^&]*)/.exec(query)?.[1];
  const location = redirectTarget(
    { svc, viewerId: '', site: siteRow, ...(shareKey ? { shareKey: decodedOrSame(shareKey) } : {}) },
    loadTree(svc.db, siteRow),
    match.row,
    match.tail,
  );
  if (!location) return undefined;
  const permanent = match.row.permanent === 1;
  // A wildcard's tail is the visitor's: whatever it holds (%0d%0a, %00, any script) is encoded.
  return { status: permanent ? (siteRow.visibility === 'public' ? 308 : 307) : 302, location: urlText(location) };
}

function decodedOrSame(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
