import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, posix } from 'node:path';
import type { List, ListItem, RootContent } from 'mdast';
import { parse as parseYaml } from 'yaml';
import { decodePathSegments } from '../../src/common/gitsync/summary.js';
import { splitRaw } from '../../src/common/gitsync/front-matter.js';
import { parseMarkdown } from '../../src/common/markdown/parse.js';
import { headingText, pageTitle } from '../../src/common/markdown/title.js';
import {
  singleSpaceSite,
  type SiteSource,
  type SourceFile,
  type SourceInclude,
  type SourcePage,
} from '../../src/site/model.js';

/**
 * A Git Sync folder read as a published space, the way GitBook shows it: SUMMARY.md's list as the
 * page tree, its `## Group` headings as group pages and its external entries as link pages, every
 * page keeping its repository path (`git.path`), every other file a file of the space at its path,
 * `.gitbook/includes/` as reusable content. For the site renderer's tests on real repositories
 * and our own fixtures; it reads the folder only.
 */
const TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
  '.json': 'application/json',
  '.yaml': 'text/yaml',
  '.yml': 'text/yaml',
  '.html': 'text/html',
  '.mp4': 'video/mp4',
  '.txt': 'text/plain',
};
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

export interface FolderSite {
  source: SiteSource;
  /** Every page of the tree (groups and links included), depth first. */
  pages: SourcePage[];
  files: SourceFile[];
  /** The docs root (the folder, or `root:` of its `.gitbook.yaml`). */
  root: string;
}

function walk(root: string): string[] {
  const out: string[] = [];
  const visit = (rel: string) => {
    for (const name of readdirSync(join(root, rel)).sort()) {
      const child = rel ? `${rel}/${name}` : name;
      if (name === '.git' || name === 'node_modules') continue;
      const stat = statSync(join(root, child));
      if (stat.isDirectory()) visit(child);
      else if (stat.isFile()) out.push(child);
    }
  };
  visit('');
  return out;
}

function configOf(dir: string): { root: string; readme: string; summary: string } {
  let config: { root?: unknown; structure?: { readme?: unknown; summary?: unknown } } = {};
  try {
    config = (parseYaml(readFileSync(join(dir, '.gitbook.yaml'), 'utf8')) as typeof config) ?? {};
  } catch {}
  const str = (v: unknown, fallback: string) => (typeof v === 'string' && v.trim() ? v.trim() : fallback);
  return {
    root: join(dir, str(config.root, '.')),
    // `./summary.md` (0x-mesh) names `summary.md`: paths here are as the walk gives them.
    readme: posix.normalize(str(config.structure?.readme, 'README.md')),
    summary: posix.normalize(str(config.structure?.summary, 'SUMMARY.md')),
  };
}

export function readFolderSite(dir: string, title: string): FolderSite {
  const { root, readme, summary } = configOf(dir);
  const paths = walk(root);
  const markdown = new Set(paths.filter((p) => /\.md$/i.test(p)));
  const all: SourcePage[] = [];
  let groups = 0;

  const documentPage = (rel: string, listed?: string): SourcePage => {
    const split = splitRaw(readFileSync(join(root, rel), 'utf8').replace(/^\uFEFF/, ''));
    const description = typeof split.data.description === 'string' ? split.data.description : undefined;
    const page: SourcePage = {
      id: rel,
      title: listed || pageTitle(split.body) || rel.replace(/\.md$/i, ''),
      path: rel.replace(/\.md$/i, ''),
      type: 'document',
      markdown: split.body,
      source: rel,
      pages: [],
      ...(description ? { description: description.trim() } : {}),
      // GitBook's front matter for a page hidden from the table of contents (the service keeps it).
      ...(split.data.hidden === true ? { hidden: true } : {}),
    };
    all.push(page);
    return page;
  };
  const group = (heading: string, pages: SourcePage[] = []): SourcePage => {
    const page: SourcePage = { id: `group-${++groups}`, title: heading, path: `group-${groups}`, type: 'group', pages };
    all.push(page);
    return page;
  };

  const items = (list: List): SourcePage[] => list.children.flatMap((item) => itemPage(item));
  const itemPage = (item: ListItem): SourcePage[] => {
    const paragraph = item.children.find((c) => c.type === 'paragraph');
    const link = paragraph?.children.find((c) => c.type === 'link');
    const nested = item.children.find((c): c is List => c.type === 'list');
    const label = paragraph ? headingText({ type: 'heading', depth: 1, children: paragraph.children }) : '';
    if (!link) return label || nested ? [group(label || 'Untitled', nested ? items(nested) : [])] : [];
    const text = headingText({ type: 'heading', depth: 1, children: link.children });
    if (SCHEME.test(link.url)) {
      const page: SourcePage = {
        id: `link-${all.length}`,
        title: text,
        path: `link-${all.length}`,
        type: 'link',
        href: link.url,
        pages: [],
      };
      all.push(page);
      return [page];
    }
    // `./page.md` and `/page.md` (from the docs root, as GitBook reads it) alike.
    let rel = link.url.replace(/^\.?\//, '').replace(/[#?].*$/, '');
    // Each segment decoded whole (`%2C` too: BrighterCommand/Docs), as the reader decodes it.
    rel = decodePathSegments(rel);
    if (!markdown.has(rel)) return nested ? items(nested) : [];
    const page = documentPage(rel, text);
    page.pages = nested ? items(nested) : [];
    return [page];
  };

  const tree: SourcePage[] = [];
  if (markdown.has(summary)) {
    let current: SourcePage[] = tree;
    for (const node of parseMarkdown(readFileSync(join(root, summary), 'utf8')).children as RootContent[]) {
      if (node.type === 'heading' && node.depth >= 2) {
        const g = group(headingText(node));
        tree.push(g);
        current = g.pages;
      } else if (node.type === 'list') current.push(...items(node));
    }
  } else {
    // No SUMMARY.md: GitBook infers the table of contents from the folder's markdown files
    // (content-configuration#summary); the crawl needs each page, not their order.
    if (markdown.has(readme)) tree.push(documentPage(readme));
    for (const rel of [...markdown].sort())
      if (rel !== readme && !rel.split('/').some((part) => part.startsWith('.'))) tree.push(documentPage(rel));
  }

  const listed = new Set(all.map((p) => p.source).filter(Boolean));
  const includes: SourceInclude[] = [...markdown]
    .filter((p) => p.startsWith('.gitbook/includes/'))
    .map((path) => ({ path, markdown: splitRaw(readFileSync(join(root, path), 'utf8')).body }));
  const files: SourceFile[] = paths
    .filter((p) => !markdown.has(p) && p !== '.gitbook.yaml' && !listed.has(p))
    .map((path, i) => ({
      id: `f${i}`,
      name: path.slice(path.lastIndexOf('/') + 1),
      contentType: TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream',
      source: path,
    }));
  const source: SiteSource = {
    site: async () => singleSpaceSite({ id: 'space', title }),
    pages: async () => tree,
    files: async () => files,
    fileBytes: async (_space, file) => readFileSync(join(root, file.source!)),
    includes: async () => includes,
  };
  return { source, pages: all, files, root };
}
