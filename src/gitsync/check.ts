/**
 * `docs-cli check`: everything a push or a publish would refuse or break in a Git Sync folder,
 * found without a service: what the folder reader reports (SUMMARY.md entries without a file,
 * slug collisions, front matter, sizes), the one name rule, GitBook's tags (markdownProblems),
 * and every link and image of every page resolved as the site resolves them (SpaceIndex), anchors
 * against the ids the site gives headings. Each problem has a file and a 1-based line.
 */
import { posix } from 'node:path';
import type { FolderProblem, FolderProblemKind } from '../common/gitsync/reader.js';
import { GITBOOK_DIR } from '../common/gitsync/reader.js';
import { flattenTree, type FolderPage } from '../common/gitsync/folder.js';
import { ASSETS_DIR, CONFIG_FILE } from '../common/gitsync/layout.js';
import { folderPath, htmlDecoded } from '../common/gitsync/linked.js';
import { pathProblem, titleProblem } from '../common/gitsync/names.js';
import type { RepositoryLink } from '../common/gitsync/relative-links.js';
import type { MarkdownProblem, MarkdownProblemKind } from '../common/markdown/problems.js';
import { withoutTitle } from '../common/markdown/title.js';
import { anchorId, SpaceIndex } from '../site/links.js';
import { slugify } from '../common/slug.js';
import type { SourceFile, SourcePage, VariantModel } from '../site/model.js';
import { pageShapeProblem, type ShapeProblem } from '../common/markdown/shape.js';
import { MAX_UPLOAD_BYTES } from './files.js';
import { configBytes, readFolder, type LocalFolder } from './local.js';
import { configWarnings, type ConfigWarning } from './config-check.js';
import { readSiteFolder } from './site-folder.js';
import { inSpaceFolder } from './boundary.js';
import { factsOf, factsRun, idsOf as renderedIdsOf } from './facts-cache.js';

export type Severity = 'error' | 'warning';

export type CheckKind =
  | FolderProblemKind
  | MarkdownProblemKind
  | 'name'
  | 'title'
  | 'not-in-summary'
  | 'file-too-large'
  | 'page-too-deep'
  | 'page-too-complex'
  | 'broken-link'
  | 'broken-anchor'
  | 'missing-image'
  | 'dead-link'
  | ConfigWarning['kind'];

export interface CheckProblem {
  /** Path relative to the folder. */
  file: string;
  /** 1-based. */
  line: number;
  kind: CheckKind;
  severity: Severity;
  message: string;
}

/**
 * Errors: what the service refuses (a push stops or the service answers 400) and what breaks the
 * published site (a link or image that leads nowhere, a block that swallows the rest of the page).
 * Warnings: what is published as written but is likely a mistake, or what a push can still carry
 * (a large file by URL), or an anchor the reader lands near (on the right page, at its top).
 */
export const SEVERITY: Record<CheckKind, Severity> = {
  config: 'error',
  'not-utf8': 'error',
  'front-matter': 'error',
  // YAML that parses but is no mapping (one sentence): published as written, likely a mistake.
  'front-matter-keyless': 'warning',
  'page-too-large': 'error',
  'page-too-deep': 'error',
  'page-too-complex': 'error',
  // What GitBook syncs all the same (read as it reads them; a push warns): see reader.ts.
  'summary-missing': 'warning',
  'summary-duplicate': 'warning',
  'summary-link-children': 'error',
  'slug-collision': 'warning',
  'same-page': 'warning',
  symlink: 'error',
  name: 'error',
  title: 'error',
  'broken-link': 'error',
  'missing-image': 'error',
  'dead-link': 'error',
  unclosed: 'error',
  // A stray end tag is shown as text by GitBook and the page goes on: a warning, as push gives it.
  'stray-end': 'warning',
  'too-deep': 'error',
  'unknown-tag': 'warning',
  misplaced: 'warning',
  'not-in-summary': 'warning',
  'broken-anchor': 'warning',
  'file-too-large': 'warning',
  'config-key': 'warning',
  'config-path': 'warning',
  'redirect-target': 'warning',
};

const problem = (file: string, line: number, kind: CheckKind, message: string): CheckProblem => ({
  file,
  line,
  kind,
  severity: SEVERITY[kind],
  message,
});

/** An http(s) link of a page, for `--external`. */
export interface ExternalLink {
  file: string;
  line: number;
  url: string;
}

/**
 * A folder read tolerantly: what the reader reports, then what the pages and files hold. Each
 * page's text is read once, in the workers (cores.ts), and not at all when a run before read the
 * same bytes (facts-cache.ts): the answer is the same as reading each in turn here.
 */
export async function checkFolder(
  dir: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ problems: CheckProblem[]; external: ExternalLink[] }> {
  const found: FolderProblem[] = [];
  const folder = readFolder(dir, { report: (p) => found.push(p) });
  const run = await prepareFacts(folder, env);
  const external: ExternalLink[] = [];
  const problems = [
    ...found.map((p) => problem(p.file, p.line, p.kind, p.message)),
    ...folderProblems(folder, external),
  ];
  run.save();
  return { problems, external };
}

/**
 * Makes ready, before the synchronous `folderProblems` asks, what it will read of the pages
 * (`inspect`: those only): each page's facts, then the rendered ids of the pages that links with
 * an anchor may land on. `save` keeps them for the next run.
 */
export async function prepareFacts(
  folder: LocalFolder,
  env: NodeJS.ProcessEnv = process.env,
  inspect?: (path: string) => boolean,
): Promise<{ save(): void }> {
  const run = factsRun(env, folder.top);
  const documents = flattenTree(folder.pages).filter(
    (p): p is FolderPage & { path: string } => p.kind === 'document' && !!p.path,
  );
  const read = (inspect ? documents.filter((p) => inspect(p.path)) : documents).filter(
    (p) => !pageShapeProblem(p.frontMatter + p.body),
  );
  await run.ready(read.map((p) => p.body));
  // Pages an anchor may point into: a link's page with `#` (or its own `#...`), by its path.
  const byPath = new Map(documents.map((p) => [p.path, p]));
  const targets = new Set<FolderPage & { path: string }>();
  for (const page of read) {
    const facts = factsOf(page.body);
    if (!('links' in facts)) continue;
    for (const link of facts.links) {
      const target = link.target.trim();
      const hash = target.indexOf('#');
      if (hash < 0 || !isChecked(target)) continue;
      if (hash === 0) targets.add(page);
      else {
        const path = folderPath(posix.dirname(page.path), target.slice(0, hash));
        const found = path === undefined ? undefined : (byPath.get(path) ?? byPath.get(posix.join(path, 'README.md')));
        if (found) targets.add(found);
      }
    }
  }
  // Ids the page's parse told already (facts.ids) need no render.
  await run.readyIds(
    [...targets].flatMap((p) => {
      const facts = factsOf(p.body);
      if (!('untitled' in facts)) return [withoutTitle(p.body)];
      return facts.ids ? [] : [facts.untitled];
    }),
  );
  return { save: () => run.save(read.map((p) => p.body)) };
}

/** `.gitbook.yaml`'s unknown keys and redirects to what is not a page (warnings: GitBook syncs them). */
function configProblems(folder: LocalFolder): CheckProblem[] {
  const text = configBytes(folder.top)?.toString('utf8');
  if (text === undefined) return [];
  const root = folder.structure.root;
  const pages = new Set(flattenTree(folder.pages).flatMap((p) => (p.path ? [p.path] : [])));
  return configWarnings(text, root, (path) => pages.has(path)).map((w) =>
    problem(CONFIG_FILE, w.line, w.kind, w.message),
  );
}

/**
 * A site folder (`docs.yaml`) as every space folder it names, each checked as a folder of
 * its own, problems named from the site folder (`guides/README.md`); any other folder as itself.
 */
export async function checkFolderOrSite(
  dir: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ problems: CheckProblem[]; external: ExternalLink[] }> {
  const site = readSiteFolder(dir);
  if (!site) return checkFolder(dir, env);
  const problems: CheckProblem[] = [];
  const external: ExternalLink[] = [];
  const seen = new Set<string>();
  for (const folder of site.folders) {
    // Spaces that share a folder (one per language) share its problems.
    if (seen.has(folder.absolute)) continue;
    seen.add(folder.absolute);
    const prefix = folder.shown === '.' ? '' : `${folder.shown}/`;
    let found: Awaited<ReturnType<typeof checkFolder>>;
    try {
      found = await checkFolder(folder.absolute, env);
    } catch (error) {
      throw inSpaceFolder(folder.shown, error);
    }
    for (const p of found.problems) problems.push({ ...p, file: prefix + p.file });
    for (const l of found.external) external.push({ ...l, file: prefix + l.file });
  }
  return { problems, external };
}

/** A dead external link as a problem. */
export const deadLink = (link: ExternalLink, why: string): CheckProblem =>
  problem(link.file, link.line, 'dead-link', `${link.url}: ${why}`);

export const sortProblems = (problems: CheckProblem[]): CheckProblem[] =>
  problems.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line));

/** Problems of a folder already read (push reads it strictly first, so only these remain). */
/**
 * `inspect` (a push) limits the pages read for links, anchors and tags to those it names (the
 * pages the service does not hold as they are); structure, names and sizes are checked for all.
 */
export function folderProblems(
  folder: LocalFolder,
  external?: ExternalLink[],
  inspect?: (path: string) => boolean,
): CheckProblem[] {
  const out: CheckProblem[] = [];
  // What the reader took as GitBook takes it, and `.gitbook.yaml`'s keys and redirects: warnings a
  // push gives as `check` does.
  for (const w of folder.warnings) out.push(problem(w.file, w.line, w.kind, w.message));
  out.push(...configProblems(folder));
  const pages = flattenTree(folder.pages);
  const documents = pages.filter((p): p is FolderPage & { path: string } => p.kind === 'document' && !!p.path);
  // Reusable content (`.gitbook/includes/`) is included by pages, never listed.
  for (const path of folder.unlisted.filter((p) => !GITBOOK_DIR.test(p)))
    out.push(problem(path, 1, 'not-in-summary', 'not in SUMMARY.md: not pushed, not published'));
  for (const page of documents) {
    const rule = pathProblem(page.path);
    if (rule) out.push(problem(page.path, 1, 'name', `not a file name the service accepts (${rule})`));
  }
  for (const page of pages) {
    const rule = titleProblem(page.title);
    if (rule)
      out.push(
        problem(page.path ?? folder.structure.summary, 1, 'title', `the title ${JSON.stringify(page.title)} ${rule}`),
      );
  }
  // Each page parsed once: its links serve the files a push sends and the link checks, and its
  // text without the title the anchors it has.
  const links = new Map<string, { all: RepositoryLink[]; images: Set<number> }>();
  const untitled = new Map<string, string>();
  const parsedIds = new Map<string, string[]>();
  const linked = new Set<string>();
  // A page the service refuses for its size or nesting is reported once, with the service's words,
  // and not read further: it must be split.
  const refused = new Map<string, { limit: ShapeProblem['limit'] | 'steps'; message: string }>();
  for (const page of documents) {
    const shape = pageShapeProblem(page.frontMatter + page.body);
    if (shape) refused.set(page.path, shape);
  }
  const problemsOf = new Map<string, MarkdownProblem[]>();
  const read = inspect ? documents.filter((p) => inspect(p.path)) : documents;
  for (const page of read) {
    if (refused.has(page.path)) continue;
    // Within the parser's work the service allows a page (it refuses the page past it).
    const facts = factsOf(page.body);
    if ('refused' in facts) {
      refused.set(page.path, { limit: 'steps', message: facts.refused });
      continue;
    }
    const all = facts.links;
    untitled.set(page.path, facts.untitled);
    if (facts.ids) parsedIds.set(page.path, facts.ids);
    const images = new Set(facts.images);
    problemsOf.set(page.path, facts.problems);
    links.set(page.path, { all, images });
    for (const link of all) {
      const path = folderPath(posix.dirname(page.path), link.target);
      if (path !== undefined) linked.add(path);
    }
  }
  const structural = new Set(folder.structural);
  for (const file of folder.files) {
    // Only files a push would send: assets, and files a page links to.
    if (structural.has(file.path) || !(file.path.startsWith(`${ASSETS_DIR}/`) || linked.has(file.path))) continue;
    const rule = pathProblem(file.path);
    if (rule) out.push(problem(file.path, 1, 'name', `not a file name the service accepts (${rule})`));
    if (file.size > MAX_UPLOAD_BYTES)
      out.push(
        problem(
          file.path,
          1,
          'file-too-large',
          `${megabytes(file.size)}, over the ${megabytes(MAX_UPLOAD_BYTES)} a file may carry in a change request: push sends it through a storage upload, or by URL with --files-url (a service without storage uploads), or leaves it (--skip-large-files)`,
        ),
      );
  }
  const index = siteIndex(folder, documents);
  const unlisted = new Set(folder.unlisted);
  const ids = new Map<string, Set<string>>();
  const idsOf = (page: SourcePage) => {
    let set = ids.get(page.id);
    if (!set) {
      set = new Set(
        parsedIds.get(page.id) ?? renderedIdsOf(untitled.get(page.id) ?? withoutTitle(page.markdown ?? '')),
      );
      // The page's own title: its top (the site shows it as the page's heading).
      set.add(slugify(page.title, 'section'));
      ids.set(page.id, set);
    }
    return set;
  };
  for (const page of documents) {
    const shape = refused.get(page.path);
    if (shape) {
      out.push(problem(page.path, 1, REFUSED_KIND[shape.limit], shape.message));
      continue;
    }
    if (!links.has(page.path)) continue;
    const offset = linesIn(page.frontMatter);
    for (const p of problemsOf.get(page.path)!) out.push(problem(page.path, p.line + offset, p.kind, p.message));
    const source = index.sources.get(page.path)!;
    const lineAt = lineFinder(page.body, offset);
    const { all, images } = links.get(page.path)!;
    for (const link of all) {
      // HTML attributes come as written (`Filice&#x27;s.png`); markdown destinations are decoded already.
      const target = link.target.includes('&') ? htmlDecoded(link.target.trim()) : link.target.trim();
      if (external && /^https?:\/\//i.test(target))
        external.push({ file: page.path, line: lineAt(link.range[0]), url: target });
      if (!isChecked(target)) continue;
      const line = lineAt(link.range[0]);
      const image =
        images.has(link.range[0]) ||
        /\bsrc\s*=\s*["']?$/i.test(page.body.slice(Math.max(0, link.range[0] - 8), link.range[0]));
      if (target.startsWith('#')) {
        if (!idsOf(source).has(anchorId(target.slice(1))))
          out.push(problem(page.path, line, 'broken-anchor', `${target}: no heading of this page has that anchor`));
        continue;
      }
      const found = image ? undefined : index.space.pageLink(source, target);
      if (found) {
        const hash = target.indexOf('#');
        const anchor = hash < 0 ? '' : target.slice(hash + 1);
        if (anchor && !idsOf(found.page).has(anchorId(anchor)))
          out.push(
            problem(
              page.path,
              line,
              'broken-anchor',
              `${target}: ${found.page.source} has no heading with that anchor`,
            ),
          );
        continue;
      }
      if (index.space.file(source, target)) continue;
      // A file whose name holds `#` or `?` (`Recording #3.gif`), linked as written.
      const literal = posix.normalize(posix.join(posix.dirname(page.path), decoded(target)));
      if (index.paths.has(literal)) continue;
      const path = posix.normalize(posix.join(posix.dirname(page.path), decoded(target.replace(/[?#].*$/, ''))));
      if (target === 'broken-reference')
        out.push(problem(page.path, line, 'broken-link', 'a link GitBook marked as broken (broken-reference)'));
      else if (image) out.push(problem(page.path, line, 'missing-image', `${target}: no such image in the folder`));
      else if (unlisted.has(path))
        out.push(
          problem(page.path, line, 'broken-link', `${target}: ${path} is not in SUMMARY.md, so it is not published`),
        );
      else out.push(problem(page.path, line, 'broken-link', `${target}: no such page or file in the folder`));
    }
  }
  return out;
}

/** The kind of problem for each limit the service refuses a page past. */
const REFUSED_KIND = { bytes: 'page-too-large', nesting: 'page-too-deep', steps: 'page-too-complex' } as const;

/** Links a folder can answer for: relative paths and anchors (URLs, `/...` site paths and `mailto:` are not). */
const isChecked = (target: string) =>
  target !== '' && !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('/') && target !== '#';

const decoded = (s: string) => {
  try {
    return decodeURI(s);
  } catch {
    return s;
  }
};

const megabytes = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;

const linesIn = (text: string) => (text.match(/\n/g) ?? []).length;

/** The 1-based line of an offset of `body`, which starts `offset` lines into the file. */
function lineFinder(body: string, offset: number): (at: number) => number {
  const starts: number[] = [0];
  for (let i = body.indexOf('\n'); i >= 0; i = body.indexOf('\n', i + 1)) starts.push(i + 1);
  return (at) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= at) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1 + offset;
  };
}

/** The folder as the site sees one space: its pages by file, its files by path. */
function siteIndex(
  folder: LocalFolder,
  documents: Array<FolderPage & { path: string }>,
): { space: SpaceIndex; sources: Map<string, SourcePage>; paths: Set<string> } {
  const sources = new Map<string, SourcePage>();
  for (const page of documents)
    sources.set(page.path, {
      id: page.path,
      title: page.title,
      path: page.path.replace(/\.(md|markdown)$/i, '').replace(/(^|\/)(README|index)$/i, ''),
      source: page.path,
      markdown: page.body,
      pages: [],
    });
  const files: SourceFile[] = folder.files.map((f) => ({ id: f.path, name: f.name, contentType: '', source: f.path }));
  const variant: VariantModel = {
    title: '',
    dir: '',
    default: true,
    spaceId: '',
    pages: [...sources.values()],
    files,
    includes: [],
  };
  return {
    space: new SpaceIndex(variant, [...sources.values()]),
    sources,
    paths: new Set(folder.files.map((f) => f.path)),
  };
}
