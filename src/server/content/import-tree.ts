import { gitBlobOid } from '../../common/gitsync/oid.js';
import { IMAGE_TYPES } from '../../common/content-types.js';
import { newId } from '../ids.js';
import { slugify } from '../../common/slug.js';
import { repath, type Content, type StoredFile, type StoredPage } from '../store/content/model.js';
import { naturalCompare } from '../../common/natural-order.js';

/** An import's files by path (a folder, a zip, or one file). */
export type VirtualFiles = Map<string, Uint8Array>;

export interface ImportedPage {
  type?: 'document' | 'group' | 'link';
  slug: string;
  title: string;
  /** The body (front matter apart). */
  markdown: string;
  frontMatter?: string;
  linkTitle?: string;
  description?: string;
  emoji?: string;
  hidden?: boolean;
  href?: string;
  /** The page's file (`guides/README.md`); a folder without one of its own ends with `/`; none for groups and links. */
  source?: string;
  pages: ImportedPage[];
}

export interface ImportedFile {
  name: string;
  source: string;
  contentType: string;
  bytes: Uint8Array;
  dimensions?: { width: number; height: number };
}

export interface ImportedTree {
  pages: ImportedPage[];
  files: ImportedFile[];
  /** Entries seen in the source, imported or not. */
  total: number;
}

const MARKDOWN = /\.(md|markdown)$/i;
const INDEX = /^(readme|index)\.(md|markdown)$/i;

interface Dir {
  files: Map<string, Uint8Array>;
  dirs: Map<string, Dir>;
}

/** Natural order: page-2 before page-10. */

const humanize = (name: string) => {
  const words = name.replace(MARKDOWN, '').replace(/[-_]+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : 'Untitled';
};

/** The title a markdown file gives its page (its first heading), if any. */
export type TitleOf = (markdown: string) => string | undefined;

const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes).replace(/^\uFEFF/, '');

/** The markdown files of an import, as text. */
export function markdownFiles(files: VirtualFiles): Array<{ path: string; text: string }> {
  return [...files].flatMap(([path, bytes]) => (MARKDOWN.test(path) ? [{ path, text: decode(bytes) }] : []));
}

/**
 * Turns imported files into pages: markdown files become pages (title from `titleOf`, the first
 * heading; slug from the file name), folders become pages holding their files' pages (a folder's
 * README.md or index.md is its own content), images become files.
 */
export function buildImport(files: VirtualFiles, titleOf: TitleOf): ImportedTree {
  const root: Dir = { files: new Map(), dirs: new Map() };
  for (const [path, bytes] of files) {
    const parts = path.split('/').filter(Boolean);
    let dir = root;
    for (const part of parts.slice(0, -1)) {
      if (!dir.dirs.has(part)) dir.dirs.set(part, { files: new Map(), dirs: new Map() });
      dir = dir.dirs.get(part)!;
    }
    dir.files.set(parts[parts.length - 1]!, bytes);
  }
  const imported: ImportedFile[] = [];

  const pagesOf = (dir: Dir, prefix: string, isRoot: boolean): ImportedPage[] => {
    const out: ImportedPage[] = [];
    const names = [...dir.files.keys()].sort(
      (a, b) => Number(INDEX.test(b)) - Number(INDEX.test(a)) || naturalCompare(a, b),
    );
    for (const name of names) {
      const bytes = dir.files.get(name)!;
      const source = prefix + name;
      const ext = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
      if (MARKDOWN.test(name)) {
        if (INDEX.test(name) && !isRoot) continue;
        const markdown = decode(bytes);
        out.push({
          type: 'document',
          slug: slugify(name.replace(MARKDOWN, '')),
          title: titleOf(markdown) ?? humanize(name),
          markdown,
          source,
          pages: [],
        });
      } else if (IMAGE_TYPES[ext]) {
        imported.push({ name, source, contentType: IMAGE_TYPES[ext]!, bytes, dimensions: imageSize(bytes) });
      }
    }
    for (const [name, sub] of [...dir.dirs].sort(([a], [b]) => naturalCompare(a, b))) {
      const children = pagesOf(sub, `${prefix}${name}/`, false);
      const indexName = [...sub.files.keys()].find((n) => INDEX.test(n));
      if (!indexName && children.length === 0) continue;
      const markdown = indexName ? decode(sub.files.get(indexName)!) : '';
      out.push({
        slug: slugify(name),
        title: (indexName && titleOf(markdown)) || humanize(name),
        markdown,
        source: indexName ? `${prefix}${name}/${indexName}` : `${prefix}${name}/`,
        pages: children,
      });
    }
    return dedupeSlugs(out);
  };

  const pages = pagesOf(root, '', true);
  return { pages, files: imported, total: files.size };
}

function dedupeSlugs(pages: ImportedPage[]): ImportedPage[] {
  const seen = new Map<string, number>();
  return pages.map((p) => {
    const n = seen.get(p.slug) ?? 0;
    seen.set(p.slug, n + 1);
    return n === 0 ? p : { ...p, slug: `${p.slug}-${n + 1}` };
  });
}

export function imageSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length >= 24 && bytes[0] === 0x89 && bytes[1] === 0x50)
    return { width: view.getUint32(16), height: view.getUint32(20) };
  if (bytes.length >= 10 && bytes[0] === 0x47 && bytes[1] === 0x49)
    return { width: view.getUint16(6, true), height: view.getUint16(8, true) };
  return undefined;
}

export interface ImportResult {
  content: Content;
  imported: number;
}

/**
 * Lays an import over existing content: pages at the same path are replaced (keeping their id
 * and any children the import does not mention), new paths are added; files likewise by path.
 * `storeBlob` saves a file's bytes and returns the blob id.
 */
export function applyImport(
  content: Content,
  tree: ImportedTree,
  now: string,
  storeBlob: (bytes: Uint8Array) => string,
): ImportResult {
  let imported = 0;
  const hasFile = (page: ImportedPage) => page.source !== undefined && !page.source.endsWith('/');
  const own = (page: ImportedPage): Partial<StoredPage> => ({
    title: page.title,
    markdown: page.markdown,
    ...(page.source !== undefined ? { source: page.source } : {}),
    ...(page.frontMatter ? { frontMatter: page.frontMatter } : {}),
    ...(page.linkTitle ? { linkTitle: page.linkTitle } : {}),
    ...(page.description ? { description: page.description } : {}),
    ...(page.emoji ? { emoji: page.emoji } : {}),
    ...(page.hidden ? { hidden: true } : {}),
    ...(page.href !== undefined ? { href: page.href } : {}),
    updatedAt: now,
  });
  const mergeLevel = (existing: StoredPage[], incoming: ImportedPage[]): StoredPage[] => {
    const result = [...existing];
    for (const page of incoming) {
      const type = page.type ?? 'document';
      // The same file is the same page; else the same slug of the same kind.
      const bySource = hasFile(page) ? result.findIndex((p) => p.source === page.source) : -1;
      const at = bySource >= 0 ? bySource : result.findIndex((p) => p.slug === page.slug && p.type === type);
      if (hasFile(page)) imported++;
      if (at >= 0) {
        const old = result[at]!;
        // A folder without README/index brings no content of its own: keep the page's.
        result[at] = {
          ...old,
          ...(page.source?.endsWith('/') ? {} : own(page)),
          pages: mergeLevel(old.pages, page.pages),
        };
      } else {
        result.push({
          id: newId(),
          slug: page.slug,
          path: page.slug,
          type,
          createdAt: now,
          ...(own(page) as Pick<StoredPage, 'title' | 'markdown' | 'updatedAt'>),
          pages: mergeLevel([], page.pages),
        });
      }
    }
    return result;
  };
  const pages = repath(mergeLevel(content.pages, tree.pages));
  const files: StoredFile[] = [...content.files];
  for (const file of tree.files) {
    imported++;
    const stored: StoredFile = {
      id: files.find((f) => f.source === file.source)?.id ?? newId(),
      name: file.name,
      contentType: file.contentType,
      size: file.bytes.length,
      blob: storeBlob(file.bytes),
      oid: gitBlobOid(file.bytes),
      source: file.source,
      ...(file.dimensions ? { dimensions: file.dimensions } : {}),
    };
    const at = files.findIndex((f) => f.source === file.source);
    if (at >= 0) files[at] = stored;
    else files.push(stored);
  }
  return { content: { ...content, pages, files }, imported };
}
