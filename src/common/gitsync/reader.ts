/**
 * The one folder reader of docs as code: a Git Sync folder (SUMMARY.md with its groups, link
 * entries and entries without a file; else the folder tree) as a tree of pages, plus its files.
 * It reads entries, not the disk, so the CLI (push, import) and the service (imports of folders
 * and zips) read a folder the same way.
 */
import { posix } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { MAX_CONFIG_REDIRECTS } from '../limits.js';
import { MarkdownLimitError } from '../markdown/limits.js';
import { pageTitle } from '../markdown/title.js';
import { slugify } from '../slug.js';
import { keyPages, siblingSlugs, type FolderFile, type FolderPage, type Structure } from './folder.js';
import { fieldsOf, frontMatterProblem, splitRaw, type RawFrontMatter } from './front-matter.js';
import { ASSETS_DIR, CONFIG_FILE, README, SUMMARY_FILE } from './layout.js';
import { splitPlainRedirects } from './plain-redirects.js';
import { oneLineTitle } from './names.js';
import {
  groupSlug,
  MAX_SUMMARY_DEPTH,
  parseSummary,
  repeatsAsLinks,
  summaryDepthProblem,
  type SummaryEntry,
} from './summary.js';
import { naturalCompare } from '../natural-order.js';
import { yamlMessage } from '../yaml-message.js';

const MARKDOWN = /\.(md|markdown)$/i;
const INDEX = /^(readme|index)\.(md|markdown)$/i;

/** The most a page file may hold (as every file input of docs-cli). */
export const PAGE_LIMIT_BYTES = 10 * 1024 * 1024;

/** What is wrong with a folder, in one line naming the file (the CLI exits 2, the service answers 400). */
export class FolderError extends Error {
  constructor(
    message: string,
    readonly remedy?: string,
  ) {
    super(message);
  }
}

/** What a tolerant read (`check`) found wrong with the folder, instead of stopping at the first thing. */
export interface FolderProblem {
  /** Path relative to the folder. */
  file: string;
  /** 1-based. */
  line: number;
  kind: FolderProblemKind;
  message: string;
}

export type FolderProblemKind =
  | 'config'
  | 'not-utf8'
  | 'front-matter'
  | 'front-matter-keyless'
  | 'page-too-large'
  | 'summary-missing'
  | 'summary-duplicate'
  | 'summary-link-children'
  | 'slug-collision'
  | 'same-page'
  | 'symlink';

/** Receives problems one by one; a read given one goes on past them. */
export type ReportProblem = (problem: FolderProblem) => void;

/**
 * Without a `report`, a problem stops the read with the one-line FolderError push and import
 * show; with one, it is reported and the read goes on (the entry skipped or read as best it can).
 */
class Problems {
  /** What the read took as GitBook does, saying so: never stops a read, tolerant or not. */
  readonly warnings: FolderProblem[] = [];
  constructor(private readonly report?: ReportProblem) {}
  warn(problem: FolderProblem): void {
    this.warnings.push(problem);
  }
  get tolerant(): boolean {
    return this.report !== undefined;
  }
  raise(problem: FolderProblem, thrown = `${problem.file}: ${problem.message}`, remedy?: string): void {
    if (!this.report) throw new FolderError(thrown, remedy);
    this.report(problem);
  }
}

/** A file of the folder: its path relative to the folder, its size, and a way to read it. */
export interface FolderEntry {
  rel: string;
  size: number;
  read(): Uint8Array;
  /**
   * Reads the file unless it holds more than `max` bytes (then undefined, and `size` says how
   * many): a file on disk is opened once, without a stat of its own before.
   */
  readUpTo?(max: number): Uint8Array | undefined;
  absolute?: string;
  /** Its bytes, when held in memory instead of read from `absolute`. */
  content?: Uint8Array;
}

export interface FolderContent {
  structure: Structure;
  pages: FolderPage[];
  /** Files of the folder that are not pages (structure files included). */
  files: FolderFile[];
  /** Files that hold the structure (`.gitbook.yaml`, SUMMARY.md). */
  structural: string[];
  /** Markdown files present but not reachable from SUMMARY.md. */
  unlisted: string[];
  /**
   * What the folder holds that GitBook syncs but likely is a mistake (an entry naming no file, a
   * page listed twice, two pages with one slug): read as GitBook reads it, with file and line.
   */
  warnings: FolderProblem[];
}

export interface FolderConfig {
  structure: Structure;
  /** `.gitbook.yaml`'s redirects (old path -> page file), as written. */
  redirects: Record<string, string>;
}

/** One decoder for every page (a decode that is not streamed starts afresh, even after a failure). */
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** UTF-8 text, or a one-line error naming the file (a binary file named .md is not a page). */
function decodeText(bytes: Uint8Array, name: string): string {
  try {
    return utf8.decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    throw new FolderError(`${name} is not UTF-8 text (a binary file?)`);
  }
}

type ConfigYaml =
  | { root?: unknown; structure?: { readme?: unknown; summary?: unknown }; redirects?: unknown }
  | null
  | undefined;

/**
 * `.gitbook.yaml` as YAML. A plain `redirects:` block (one `from: to` per line) is read without
 * the YAML parser, and keys are not checked for repeats: yaml does it pairwise (32 s for 40,000
 * redirects).
 */
function parseConfig(text: string): ConfigYaml {
  const parse = (yaml: string) => {
    try {
      return parseYaml(yaml, { uniqueKeys: false }) as ConfigYaml;
    } catch (error) {
      throw new FolderError(`${CONFIG_FILE}: not valid YAML (${yamlMessage(error)})`);
    }
  };
  const plain = splitPlainRedirects(text);
  const config = plain && parse(plain.rest);
  if (plain && config && typeof config === 'object' && config.redirects === null)
    return { ...config, redirects: Object.fromEntries(plain.pairs) };
  return parse(text);
}

/** The folder's structure a parsed `.gitbook.yaml` gives: its root, and its readme and summary under it. */
function structureOfConfig(config: ConfigYaml): Structure {
  const inside = (value: unknown, what: string, base: string): string | undefined => {
    if (typeof value !== 'string' || value.trim() === '') return undefined;
    const path = posix.normalize(posix.join(base || '.', value)).replace(/\/$/, '');
    if (path === '..' || path.startsWith('../') || posix.isAbsolute(value))
      throw new FolderError(`${CONFIG_FILE}: ${what} ${value} is outside the folder`);
    return path === '.' ? '' : path;
  };
  const root = inside(config?.root, 'root', '') ?? '';
  // A readme or summary outside `root` (`readme: ../README.md`, angular-awesome-list): GitBook syncs
  // only what is under the root, so the file is not read and the default stands (check warns).
  const rel = (value: unknown, what: string, fallback: string) => {
    const path = inside(value, what, root);
    if (path === undefined || (root && !path.startsWith(`${root}/`))) return fallback;
    return root ? path.slice(root.length + 1) : path;
  };
  return {
    root,
    readme: rel(config?.structure?.readme, 'structure.readme', README),
    summary: rel(config?.structure?.summary, 'structure.summary', SUMMARY_FILE),
  };
}

/** The structure `.gitbook.yaml` text gives, read as `readConfig` reads it (FolderError when it cannot be). */
export const configStructure = (text: string): Structure => structureOfConfig(parseConfig(text));

/** `.gitbook.yaml`: `root:` (which must stay inside the folder), `structure:` and `redirects:`. */
export function readConfig(text: string | undefined): FolderConfig {
  const defaults = { structure: { root: '', readme: README, summary: SUMMARY_FILE }, redirects: {} };
  if (text === undefined) return defaults;
  const config = parseConfig(text);
  const structure = structureOfConfig(config);
  const redirects: Record<string, string> = {};
  if (config?.redirects && typeof config.redirects === 'object') {
    const entries = Object.entries(config.redirects);
    if (entries.length > MAX_CONFIG_REDIRECTS)
      throw new FolderError(
        `${CONFIG_FILE}: ${entries.length} redirects, more than the ${MAX_CONFIG_REDIRECTS} a space may hold`,
      );
    for (const [from, to] of entries) if (typeof to === 'string') redirects[from] = to;
  }
  return { structure, redirects };
}

/**
 * The pages and files a list of folder entries stands for (the disk, or what a pull would write).
 * With `report`, problems of pages and entries are reported and the read goes on.
 */
export function readEntries(entries: FolderEntry[], structure: Structure, report?: ReportProblem): FolderContent {
  const problems = new Problems(report);
  const root = structure.root ? `${structure.root}/` : '';
  const summaryPath = root + structure.summary;
  const isPage = (e: FolderEntry) =>
    MARKDOWN.test(e.rel) &&
    e.rel.startsWith(root) &&
    e.rel !== summaryPath &&
    !e.rel.startsWith(`${root}${ASSETS_DIR}/`);
  const markdown = new Map(entries.filter(isPage).map((e) => [e.rel, e]));
  const summary = entries.find((e) => e.rel === summaryPath);
  // A page file named with a dot (`.net.md`) is a page where SUMMARY.md lists it (GitBook reads
  // every file SUMMARY.md names); otherwise it is left out, as every other hidden file is.
  if (!summary) for (const rel of [...markdown.keys()]) if (isHidden(rel)) markdown.delete(rel);
  const pages = summary
    ? fromSummary(decodeText(summary.read(), summaryPath), markdown, root, summaryPath, problems)
    : // GitBook's own folder (`.gitbook/includes/`: reusable content) holds no page of the tree
      // it infers, at the root or in a folder below (a monorepo's section).
      fromFolder(new Map([...markdown].filter(([rel]) => !GITBOOK_DIR.test(rel))), root, structure, problems);
  keyPages(pages);
  const listed = new Set(pathsOf(pages));
  for (const rel of [...markdown.keys()]) if (isHidden(rel) && !listed.has(rel)) markdown.delete(rel);
  entries = entries.filter((e) => !isHidden(e.rel) || !MARKDOWN.test(e.rel) || listed.has(e.rel));
  const structural = [
    ...(entries.some((e) => e.rel === CONFIG_FILE) ? [CONFIG_FILE] : []),
    ...(summary ? [summaryPath] : []),
  ];
  const files: FolderFile[] = entries
    .filter((e) => !isPage(e) && !structural.includes(e.rel))
    .map((e) => folderFileOf(e));
  for (const rel of structural) files.push(folderFileOf(entries.find((x) => x.rel === rel)!));
  return {
    structure,
    pages,
    files,
    structural,
    unlisted: [...markdown.keys()].filter((k) => !listed.has(k)),
    warnings: problems.warnings,
  };
}

/** A path in a `.gitbook/` folder (GitBook's assets and reusable content), at any depth. */
export const GITBOOK_DIR = /(^|\/)\.gitbook\//;

/**
 * A file named with a dot outside `.gitbook/` (the folder walker keeps only markdown ones: a page
 * SUMMARY.md may list).
 */
const isHidden = (rel: string) => {
  const name = rel.slice(rel.lastIndexOf('/') + 1);
  return name.startsWith('.') && !rel.startsWith('.gitbook/') && !rel.includes('/.gitbook/') && name !== CONFIG_FILE;
};

function folderFileOf(e: FolderEntry): FolderFile {
  const file: FolderFile = {
    path: e.rel,
    name: e.rel.slice(e.rel.lastIndexOf('/') + 1),
    size: e.size,
    absolute: e.absolute,
  };
  if (e.content) file.content = e.content;
  return file;
}

function readPage(
  entry: FolderEntry | undefined,
  rel: string,
  title: string | undefined,
  fallback: string,
  problems: Problems,
): FolderPage {
  let text = '';
  if (entry) {
    // Pages are UTF-8 text: a binary file named .md is refused, not pushed as mojibake.
    try {
      const bytes = pageBytes(entry);
      if (bytes === undefined)
        problems.raise(
          {
            file: rel,
            line: 1,
            kind: 'page-too-large',
            message: `${(entry.size / 1024 / 1024).toFixed(1)} MB, over the 10 MiB a page file may have`,
          },
          undefined,
          'nothing was sent; split the page',
        );
      else text = decodeText(bytes, rel);
    } catch (error) {
      if (!problems.tolerant) throw error;
      problems.raise({ file: rel, line: 1, kind: 'not-utf8', message: 'not UTF-8 text (a binary file?)' });
    }
  }
  let split: RawFrontMatter;
  try {
    split = splitRaw(text);
  } catch (error) {
    const { line, message } = frontMatterProblem(error);
    problems.raise({ file: rel, line, kind: 'front-matter', message }, `${rel}:${line}: ${message}`);
    split = { raw: '', data: {}, body: text };
  }
  if (split.keyless)
    problems.warn({
      file: rel,
      line: 2,
      kind: 'front-matter-keyless',
      message: `front matter is ${split.keyless}, not \`key: value\` lines: it sets no page option (description, icon, hidden...)`,
    });
  const d = split.data;
  // The page's heading is read only when SUMMARY.md does not name the page. SUMMARY.md's link text
  // is the page's title, as GitBook's Git Sync takes it: a front matter `title` is not (it stays
  // in the page's front matter as written; metalbear-co/docs#216).
  const named = title;
  const heading = named === undefined ? pageTitle(split.body) : undefined;
  const page: FolderPage = {
    kind: 'document',
    key: '',
    slug: slugify(slugName(rel)),
    title: named ?? (heading ? oneLineTitle(heading) : undefined) ?? fallback,
    frontMatter: split.raw,
    body: split.body,
    pages: [],
    ...fieldsOf(d),
    ...(entry ? { path: rel } : {}),
  };
  return page;
}

/** A page file's bytes, or undefined when it is over the limit (never read then). */
const pageBytes = (entry: FolderEntry): Uint8Array | undefined =>
  entry.readUpTo ? entry.readUpTo(PAGE_LIMIT_BYTES) : entry.size > PAGE_LIMIT_BYTES ? undefined : entry.read();

const slugName = (rel: string) => {
  const parts = rel.split('/');
  const name = parts[parts.length - 1]!;
  return INDEX.test(name) && parts.length > 1 ? parts[parts.length - 2]! : name.replace(MARKDOWN, '');
};

const humanize = (name: string) => {
  const words = name.replace(MARKDOWN, '').replace(/[-_]+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : 'Untitled';
};

/**
 * Slugs are unique among siblings (the reference refuses a collision): a group that would take a
 * sibling's slug is renamed, and of two pages (files or entries) that would have one slug the later
 * takes the first free `-1`, `-2`... (siblingSlugs), as GitBook imports both
 * (`deployment-template.md` beside `deployment-template/README.md`); the rename is a warning.
 */
function checkSlugs(
  pages: FolderPage[],
  where: string,
  problems: Problems,
  place: (page: FolderPage) => { file: string; line: number },
): FolderPage[] {
  const { slugs, collisions } = siblingSlugs(pages, (p) => p.slug);
  const name = (p: FolderPage) => p.path ?? `the entry "${p.title}"`;
  for (const [other, page] of collisions) {
    const message = `${name(other)} and ${name(page)} would both be "${page.slug}" ${where}; ${name(page)} is published as "${slugs.get(page)}"`;
    problems.warn({ ...place(page), kind: 'slug-collision', message });
  }
  for (const [page, slug] of slugs) page.slug = slug;
  return pages;
}

/** A name of a folder level (a file or a folder, `rel` empty) with its stem, the key of its order. */
const nameOf = (name: string, rel: string) => ({ name, stem: name.replace(MARKDOWN, ''), rel });

/**
 * Pages from the folder tree: files and folders in natural order. A folder's README.md (or
 * index.md) is its page; a folder without one has no page of its own: at the top it becomes a
 * group, deeper its pages join its parent's.
 */
function fromFolder(
  markdown: Map<string, FolderEntry>,
  root: string,
  structure: Structure,
  problems: Problems,
): FolderPage[] {
  const place = (page: FolderPage) => ({ file: page.path ?? root, line: 1 });
  interface Dir {
    files: string[];
    dirs: Map<string, Dir>;
  }
  const top: Dir = { files: [], dirs: new Map() };
  for (const rel of markdown.keys()) {
    const parts = rel.slice(root.length).split('/');
    // Before the walk below, which recurses: a folder tree nests pages as deeply as its folders.
    if (parts.length > MAX_SUMMARY_DEPTH)
      throw new FolderError(
        `${rel}: nests pages ${parts.length} levels deep; at most ${MAX_SUMMARY_DEPTH} are allowed`,
      );
    let dir = top;
    for (const part of parts.slice(0, -1)) {
      if (!dir.dirs.has(part)) dir.dirs.set(part, { files: [], dirs: new Map() });
      dir = dir.dirs.get(part)!;
    }
    dir.files.push(rel);
  }
  const home = `${root}${structure.readme}`;
  const indexOf = (dir: Dir, isTop: boolean) =>
    isTop && dir.files.includes(home) ? home : dir.files.find((f) => INDEX.test(f.slice(f.lastIndexOf('/') + 1)));
  const level = (dir: Dir, prefix: string, isTop: boolean, where: string): FolderPage[] => {
    const index = indexOf(dir, isTop);
    const names = [
      ...dir.files.filter((rel) => rel !== index).map((rel) => nameOf(rel.slice(root.length + prefix.length), rel)),
      ...[...dir.dirs.keys()].map((name) => nameOf(name, '')),
    ];
    names.sort((a, b) => naturalCompare(a.stem, b.stem) || Number(Boolean(b.rel)) - Number(Boolean(a.rel)));
    const out: FolderPage[] = [];
    if (isTop && index) {
      const page = readPage(markdown.get(index), index, undefined, humanize(index), problems);
      page.slug = slugify(page.title);
      out.push(page);
    }
    for (const { name, stem, rel } of names) {
      if (rel) {
        const page = readPage(markdown.get(rel), rel, undefined, humanize(name), problems);
        const sameNamedDir = dir.dirs.get(stem);
        let inner: FolderPage | undefined;
        if (sameNamedDir) {
          // `x.md` beside `x/README.md`: both are pages (the folder's after the file, its slug
          // suffixed by checkSlugs), the folder's other pages under the file's.
          const index = indexOf(sameNamedDir, false);
          if (index) inner = readPage(markdown.get(index), index, undefined, humanize(stem), problems);
          if (inner) inner.slug = slugify(stem);
          page.pages = level(sameNamedDir, `${prefix}${stem}/`, false, `under ${rel}`);
        }
        out.push(page);
        if (inner) out.push(inner);
        continue;
      }
      if (dir.files.some((f) => f.slice(root.length + prefix.length).replace(MARKDOWN, '') === name)) continue;
      const sub = dir.dirs.get(name)!;
      const subIndex = indexOf(sub, false);
      const children = level(sub, `${prefix}${name}/`, false, `in ${prefix}${name}/`);
      if (subIndex) {
        const page = readPage(markdown.get(subIndex), subIndex, undefined, humanize(name), problems);
        page.slug = slugify(name);
        page.pages = children;
        out.push(page);
      } else if (isTop && children.length) {
        out.push({
          kind: 'group',
          key: '',
          slug: slugify(name),
          title: humanize(name),
          frontMatter: '',
          body: '',
          pages: children,
        });
      } else {
        out.push(...children);
      }
    }
    return checkSlugs(out, where, problems, place);
  };
  return level(top, '', true, 'at the top');
}

/** Pages from SUMMARY.md's entries: groups, pages, link pages and entries without a file. */
function fromSummary(
  text: string,
  markdown: Map<string, FolderEntry>,
  root: string,
  summaryPath: string,
  problems: Problems,
): FolderPage[] {
  const used = new Set<string>();
  const lines = new Map<FolderPage, number>();
  const place = (page: FolderPage) => ({ file: summaryPath, line: (lines.get(page) ?? 0) + 1 });
  const at = (entry: SummaryEntry) => ({ file: summaryPath, line: entry.line + 1 });
  const convert = (entries: SummaryEntry[], where: string): FolderPage[] =>
    checkSlugs(
      entries.map((entry): FolderPage => {
        const page = convertEntry(entry);
        lines.set(page, entry.line);
        return page;
      }),
      where,
      problems,
      place,
    );
  const convertEntry = (entry: SummaryEntry): FolderPage => {
    if (entry.kind === 'group') {
      const group: FolderPage = {
        kind: 'group',
        key: '',
        slug: groupSlug(entry),
        title: entry.title,
        frontMatter: '',
        body: '',
        pages: [],
      };
      group.pages = convert(entry.children, `in the group "${entry.title}"`);
      return group;
    }
    if (entry.kind === 'link') {
      if (entry.children.length)
        problems.raise({
          ...at(entry),
          kind: 'summary-link-children',
          message: `the link entry "${entry.title}" has entries under it; a link page has no children`,
        });
      return {
        kind: 'link',
        key: '',
        slug: slugify(entry.title),
        title: entry.title,
        href: entry.href,
        frontMatter: '',
        body: '',
        pages: [],
      };
    }
    if (entry.kind === 'unlinked') {
      if (entry.repeat)
        problems.warn({
          ...at(entry),
          kind: 'summary-duplicate',
          message: `${entry.repeat} is listed again, with entries under it; a page has one place, so this entry is published as an empty page "${entry.title}" holding them`,
        });
      const page: FolderPage = {
        kind: 'document',
        key: '',
        slug: slugify(entry.title),
        title: entry.title,
        frontMatter: '',
        body: '',
        pages: [],
      };
      page.pages = convert(entry.children, `under "${entry.title}"`);
      return page;
    }
    const rel = root + entry.path;
    const found = markdown.get(rel);
    const missing = !found || used.has(rel);
    // GitBook's documentation says nothing of an entry naming no file: it is kept as an entry
    // without a file (its title and the entries under it lose nothing), with a warning.
    if (!found)
      problems.warn({
        ...at(entry),
        kind: 'summary-missing',
        message: `${entry.path} does not exist in the folder; published as an empty page "${entry.title || humanize(rel)}"`,
      });
    // (Reported, in a tolerant read:) the entry stays in the tree as an entry without a file.
    if (missing) {
      const page: FolderPage = {
        kind: 'document',
        key: '',
        slug: slugify(slugName(rel)),
        title: entry.title || humanize(rel),
        frontMatter: '',
        body: '',
        pages: [],
      };
      page.pages = convert(entry.children, `under "${page.title}"`);
      return page;
    }
    used.add(rel);
    const page = readPage(found, rel, entry.title || undefined, humanize(rel), problems);
    if (entry.linkTitle) page.linkTitle = entry.linkTitle;
    if (rel === `${root}${README}`) page.slug = slugify(page.title);
    page.pages = convert(entry.children, `under ${rel}`);
    return page;
  };
  const entries = summaryOrProblem(summaryPath, text);
  // Before any walk of the tree: each of them recurses.
  const deep = summaryDepthProblem(entries);
  if (deep) throw new FolderError(`${summaryPath}: ${deep}`);
  // A page listed again is a link to it there (repeatsAsLinks); with entries under it, refused below.
  return convert(repeatsAsLinks(entries), 'at the top');
}

/** The entries of a SUMMARY.md; one past the parser's step limit is the folder's problem, named. */
function summaryOrProblem(summaryPath: string, text: string): SummaryEntry[] {
  try {
    return parseSummary(text);
  } catch (error) {
    if (error instanceof MarkdownLimitError) throw new FolderError(`${summaryPath}: ${error.message}`);
    throw error;
  }
}

function pathsOf(pages: FolderPage[], out: string[] = []): string[] {
  for (const p of pages) {
    if (p.path) out.push(p.path);
    pathsOf(p.pages, out);
  }
  return out;
}
