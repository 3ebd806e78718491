import { lstatSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { List, ListItem } from 'mdast';
import { CONFIG_FILE, README, SUMMARY_FILE } from '../common/gitsync/layout.js';
import { splitFrontMatter } from '../common/markdown/frontmatter.js';
import { pageTitle } from '../common/markdown/title.js';
import { parseMarkdown } from '../common/markdown/parse.js';
import { slugify } from '../common/slug.js';
import { UsageError } from '../errors.js';
import { decodeText, INPUT_LIMIT_BYTES } from '../read-input.js';
import { assignPaths, type FolderFile, type FolderPage, type FolderTree } from './tree.js';

const MARKDOWN = /\.(md|markdown)$/i;
const INDEX = /^readme\.(md|markdown)$/i;
const naturally = new Intl.Collator('en', { numeric: true, sensitivity: 'base' }).compare;

export interface LocalFolder extends FolderTree {
  /** The docs root (the folder, or `root:` of its `.gitbook.yaml`). */
  root: string;
  /** Markdown files present but not reachable from SUMMARY.md. */
  unlisted: string[];
}

interface Entry {
  rel: string;
  abs: string;
  size: number;
}

/**
 * Reads a Git Sync folder: order and nesting from SUMMARY.md when present, else from the folder
 * tree in natural order (README.md first). Symbolic links that leave the folder are refused.
 */
export function readFolder(dir: string): LocalFolder {
  const top = resolve(dir);
  let topStat;
  try {
    topStat = statSync(top);
  } catch {
    throw new UsageError(`${dir}: no such folder`);
  }
  if (!topStat.isDirectory()) throw new UsageError(`${dir}: not a folder`);
  const root = docsRoot(top);
  const entries = walk(root);
  const markdown = new Map(
    entries.filter((e) => MARKDOWN.test(e.rel) && e.rel !== SUMMARY_FILE).map((e) => [e.rel, e]),
  );
  const summary = entries.find((e) => e.rel === SUMMARY_FILE);
  const pages = summary ? fromSummary(readFileSync(summary.abs, 'utf8'), markdown) : fromFolder(markdown);
  assignPaths(pages);
  // Only a README.md of its own makes the first page the folder's root page.
  const first = pages[0];
  if (first && first.path === README && first.source !== README) {
    first.path = `${first.slug}.md`;
    first.key = first.slug;
  }
  const listed = new Set(sourcesOf(pages));
  const files: FolderFile[] = entries
    .filter((e) => !MARKDOWN.test(e.rel) && e.rel !== CONFIG_FILE)
    .map((e) => ({ path: e.rel, name: e.rel.slice(e.rel.lastIndexOf('/') + 1), size: e.size, absolute: e.abs }));
  return { root, pages, files, unlisted: [...markdown.keys()].filter((k) => !listed.has(k)) };
}

/** `root:` of `.gitbook.yaml`, which must stay inside the folder. */
function docsRoot(top: string): string {
  let text: string;
  try {
    text = readFileSync(join(top, CONFIG_FILE), 'utf8');
  } catch {
    return top;
  }
  const config = parseYaml(text) as { root?: unknown } | null;
  if (typeof config?.root !== 'string') return top;
  const root = resolve(top, config.root);
  if (root !== top && !root.startsWith(top + sep))
    throw new UsageError(`${CONFIG_FILE}: root ${config.root} is outside the folder`);
  return root;
}

function walk(root: string): Entry[] {
  const out: Entry[] = [];
  const realRoot = realpathSync(root);
  const visit = (abs: string, rel: string) => {
    for (const name of readdirSync(abs).sort(naturally)) {
      const childRel = rel ? `${rel}/${name}` : name;
      if (
        name === '.git' ||
        name === 'node_modules' ||
        (name.startsWith('.') && name !== '.gitbook' && childRel !== CONFIG_FILE && !rel.startsWith('.gitbook'))
      )
        continue;
      const childAbs = join(abs, name);
      let stat = lstatSync(childAbs);
      if (stat.isSymbolicLink()) {
        let target: string;
        try {
          target = realpathSync(childAbs);
        } catch {
          throw new UsageError(`${childRel}: a symbolic link to nothing`);
        }
        if (target !== realRoot && !target.startsWith(realRoot + sep))
          throw new UsageError(
            `${childRel}: a symbolic link pointing outside the folder (${target}); refusing to read it`,
          );
        stat = statSync(childAbs);
      }
      if (stat.isDirectory()) visit(childAbs, childRel);
      else if (stat.isFile()) out.push({ rel: childRel, abs: childAbs, size: stat.size });
    }
  };
  visit(root, '');
  return out;
}

function readPage(entry: Entry | undefined, rel: string, title: string | undefined, fallback: string): FolderPage {
  if (entry && entry.size > INPUT_LIMIT_BYTES)
    throw new UsageError(
      `${rel}: ${(entry.size / 1024 / 1024).toFixed(1)} MB, over the 10 MiB a page file may have`,
      'nothing was sent; split the page',
    );
  // Pages are UTF-8 text: a binary file named .md is refused, not pushed as mojibake.
  const text = entry ? decodeText(readFileSync(entry.abs), rel).replace(/^\uFEFF/, '') : '';
  let split;
  try {
    split = splitFrontMatter(text);
  } catch (error) {
    throw new UsageError(`${rel}: ${(error as Error).message.split('\n')[0]}`);
  }
  const d = split.data;
  const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);
  const page: FolderPage = {
    key: '',
    path: rel,
    slug: slugify(slugName(rel)),
    title: title ?? str(d.title) ?? pageTitle(split.body) ?? fallback,
    body: split.body,
    pages: [],
    ...(entry ? { source: rel } : {}),
  };
  const description = str(d.description);
  const emoji = str(d.emoji) ?? str(d.icon);
  if (description) page.description = description;
  if (emoji) page.emoji = emoji;
  if (d.hidden === true) page.hidden = true;
  return page;
}

const slugName = (rel: string) => {
  const parts = rel.split('/');
  const name = parts[parts.length - 1]!;
  return INDEX.test(name) && parts.length > 1 ? parts[parts.length - 2]! : name.replace(MARKDOWN, '');
};

const humanize = (name: string) => {
  const words = name.replace(MARKDOWN, '').replace(/[-_]+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : 'Untitled';
};

/** Pages from the folder tree: files and folders in natural order, a folder's README.md is its page. */
function fromFolder(markdown: Map<string, Entry>): FolderPage[] {
  interface Dir {
    files: string[];
    dirs: Map<string, Dir>;
  }
  const top: Dir = { files: [], dirs: new Map() };
  for (const rel of markdown.keys()) {
    const parts = rel.split('/');
    let dir = top;
    for (const part of parts.slice(0, -1)) {
      if (!dir.dirs.has(part)) dir.dirs.set(part, { files: [], dirs: new Map() });
      dir = dir.dirs.get(part)!;
    }
    dir.files.push(rel);
  }
  const level = (dir: Dir, prefix: string, isTop: boolean): FolderPage[] => {
    const names = [
      ...dir.files.map((rel) => ({ name: rel.slice(prefix.length), rel })),
      ...[...dir.dirs.keys()].map((name) => ({ name, rel: '' })),
    ];
    names.sort(
      (a, b) =>
        Number(INDEX.test(b.name)) - Number(INDEX.test(a.name)) ||
        naturally(a.name.replace(MARKDOWN, ''), b.name.replace(MARKDOWN, '')) ||
        Number(Boolean(b.rel)) - Number(Boolean(a.rel)),
    );
    const out: FolderPage[] = [];
    for (const { name, rel } of names) {
      if (rel) {
        if (INDEX.test(name) && !isTop) continue;
        const page = readPage(markdown.get(rel), rel, undefined, humanize(name));
        if (INDEX.test(name)) page.slug = 'readme';
        const sameNamedDir = dir.dirs.get(name.replace(MARKDOWN, ''));
        if (sameNamedDir) {
          if (sameNamedDir.files.some((f) => INDEX.test(f.slice(f.lastIndexOf('/') + 1))))
            throw new UsageError(
              `${rel} and ${prefix}${name.replace(MARKDOWN, '')}/README.md are the same page; keep one`,
            );
          page.pages = level(sameNamedDir, `${prefix}${name.replace(MARKDOWN, '')}/`, false);
        }
        out.push(page);
        continue;
      }
      if (dir.files.some((f) => f.slice(prefix.length).replace(MARKDOWN, '') === name)) continue;
      const sub = dir.dirs.get(name)!;
      const index = sub.files.find((f) => INDEX.test(f.slice(f.lastIndexOf('/') + 1)));
      const page = readPage(
        index ? markdown.get(index) : undefined,
        index ?? `${prefix}${name}/${README}`,
        undefined,
        humanize(name),
      );
      page.slug = slugify(name);
      page.pages = level(sub, `${prefix}${name}/`, false);
      out.push(page);
    }
    return dedupeSlugs(out);
  };
  return level(top, '', true);
}

function dedupeSlugs(pages: FolderPage[]): FolderPage[] {
  const seen = new Set<string>();
  for (const page of pages) {
    let slug = page.slug;
    for (let n = 2; seen.has(slug); n++) slug = `${page.slug}-${n}`;
    page.slug = slug;
    seen.add(slug);
  }
  return pages;
}

/** Pages from SUMMARY.md: a nested list of links to the markdown files. */
function fromSummary(text: string, markdown: Map<string, Entry>): FolderPage[] {
  const tree = parseMarkdown(text);
  const items = (list: List): FolderPage[] => dedupeSlugs(list.children.flatMap((item) => itemPage(item)));
  const itemPage = (item: ListItem): FolderPage[] => {
    const para = item.children.find((c) => c.type === 'paragraph');
    const link = para?.children.find((c) => c.type === 'link');
    const nested = item.children.find((c): c is List => c.type === 'list');
    if (!link) return nested ? items(nested) : [];
    let rel: string;
    try {
      rel = decodeURI(link.url)
        .replace(/^\.\//, '')
        .replace(/[#?].*$/, '');
    } catch {
      rel = link.url;
    }
    const entry = markdown.get(rel);
    if (!entry) throw new UsageError(`${SUMMARY_FILE}: ${link.url} does not exist in the folder`);
    const title = link.children
      .map((c) => ('value' in c ? c.value : ''))
      .join('')
      .trim();
    const page = readPage(entry, rel, title || undefined, humanize(rel));
    if (rel === README) page.slug = 'readme';
    page.pages = nested ? items(nested) : [];
    return [page];
  };
  return tree.children.flatMap((node) => (node.type === 'list' ? items(node) : []));
}

function sourcesOf(pages: FolderPage[], out: string[] = []): string[] {
  for (const p of pages) {
    if (p.source) out.push(p.source);
    sourcesOf(p.pages, out);
  }
  return out;
}

/** Paths relative to the folder, for messages. */
export const shown = (root: string, abs: string) => relative(root, abs).split(sep).join('/');
