import { refOf } from '../common/markdown/document/refs.js';
import { slugify } from '../common/slug.js';
import type { SiteModel, SourceFile, SourcePage, VariantModel } from './model.js';

/**
 * Where things of a space land in the static site, and how a page's links written against the
 * repository (`../guides/install.md#verify`, `README.md`, `guides/`, `../.gitbook/assets/a.png`)
 * or in the reference's own forms (`/pages/<id>`, `/files/<id>`) map onto them, as a reader of
 * the repository would follow them.
 */
const SCHEME = /^[a-z][a-z0-9+.-]*:|^\/\//i;

export const encodePath = (path: string) => path.split('/').map(encodeURIComponent).join('/');
const safeName = (name: string) => name.replace(/[^\w.-]+/g, '_') || 'file';

/** Files a browser would run as a document when opened (script in SVG, HTML, XML). */
const ACTIVE = /^(image\/svg\+xml|text\/html|application\/(xhtml\+xml|xml)|text\/xml)\b/i;
const ACTIVE_NAME = /\.(svg|html?|xhtml|xml)$/i;
export const isSvg = (file: SourceFile) => /^image\/svg\+xml\b/i.test(file.contentType) || /\.svg$/i.test(file.name);
const isActive = (file: SourceFile) => ACTIVE.test(file.contentType) || ACTIVE_NAME.test(file.name);

export const pageFile = (variant: VariantModel, page: SourcePage) =>
  [variant.dir, `${page.path}.html`].filter(Boolean).join('/');

/**
 * Where a file's bytes are written. SVG keeps its name (images need it); HTML and XML files get
 * `.txt`, so that opening one shows its text and runs nothing.
 */
export const fileFile = (file: SourceFile) => {
  const name = safeName(file.name);
  return `_files/${safeName(file.id)}/${isActive(file) && !isSvg(file) ? `${name}.txt` : name}`;
};

/** Every uploaded file of a site by the path the site serves it at (a later space's wins a shared path). */
export function siteFilePaths(model: SiteModel): Map<string, { spaceId: string; file: SourceFile }> {
  const files = new Map<string, { spaceId: string; file: SourceFile }>();
  for (const section of model.sections)
    for (const variant of section.variants)
      for (const file of variant.files) files.set(fileFile(file), { spaceId: variant.spaceId, file });
  return files;
}

/** The page a link to an SVG file opens: the image shown with `<img>`, never the file as a document. */
export const fileViewer = (file: SourceFile) => `_files/${safeName(file.id)}/view.html`;

/** Where a link to a file takes the reader. */
export const fileLink = (file: SourceFile) => (isSvg(file) ? fileViewer(file) : fileFile(file));

/** The markdown file a page stands for, to resolve its relative links from. */
const sourceOf = (page: SourcePage) => page.source ?? `${page.path}.md`;
const dirOf = (path: string) => (path.endsWith('/') ? path.slice(0, -1) : path.split('/').slice(0, -1).join('/'));

export function joinPath(dir: string, relative: string): string {
  const out = dir ? dir.split('/') : [];
  for (const part of relative.split('/')) {
    if (part === '..') out.pop();
    else if (part && part !== '.') out.push(part);
  }
  return out.join('/');
}

const pagePathOf = (mdPath: string) => mdPath.replace(/\.md$/i, '').replace(/(^|\/)(README|index)$/i, '');

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** An anchor as the id the site gives the heading (`#Set-Syntax...` → `#set-syntax`); ids as written stay. */
export const anchorId = (anchor: string) => {
  const decoded = safeDecode(anchor);
  return /^[A-Za-z0-9_-]+$/.test(decoded) ? decoded : slugify(decoded, decoded);
};

export interface PageLink {
  page: SourcePage;
  /** Site-root-relative file, with the anchor. */
  href: string;
}

/** Lookups of one space: pages by source file and by path, files by path and by name. */
export class SpaceIndex {
  private readonly bySource = new Map<string, SourcePage>();
  private readonly byPath = new Map<string, SourcePage>();
  private readonly filesBySource = new Map<string, SourceFile>();
  private readonly filesByName = new Map<string, SourceFile>();
  private readonly byId = new Map<string, SourcePage>();
  private readonly filesById = new Map<string, SourceFile>();
  private readonly includes = new Map<string, string>();

  constructor(
    readonly variant: VariantModel,
    documents: SourcePage[],
  ) {
    for (const page of documents) {
      this.bySource.set(sourceOf(page), page);
      this.byPath.set(page.path, page);
      this.byId.set(page.id, page);
    }
    for (const file of variant.files) {
      if (file.source) this.filesBySource.set(file.source, file);
      if (!this.filesByName.has(file.name)) this.filesByName.set(file.name, file);
      this.filesById.set(file.id, file);
    }
    for (const include of variant.includes ?? []) this.includes.set(include.path, include.markdown);
  }

  /** The page a link of `from` points to (relative to its markdown file, or `/pages/...`), with the site file. */
  pageLink(from: SourcePage, href: string): PageLink | undefined {
    if (SCHEME.test(href) || href.startsWith('#')) return undefined;
    const hash = href.indexOf('#');
    const pathPart = hash < 0 ? href : href.slice(0, hash);
    const anchor = hash < 0 ? '' : href.slice(hash + 1);
    let page: SourcePage | undefined;
    if (href.startsWith('/pages/')) {
      const ref = refOf(href);
      page = (ref.kind === 'page' || ref.kind === 'anchor') && ref.page ? this.byId.get(ref.page) : undefined;
      page ??= this.byPath.get(pagePathOf(safeDecode(pathPart.slice('/pages/'.length))));
    } else if (!href.startsWith('/')) {
      const target = joinPath(dirOf(sourceOf(from)), safeDecode(pathPart.split('?')[0]!));
      page =
        this.bySource.get(target) ??
        this.bySource.get(`${target}.md`) ??
        this.bySource.get(target ? `${target}/README.md` : 'README.md') ??
        this.bySource.get(target ? `${target}/index.md` : 'index.md') ??
        this.byPath.get(pagePathOf(target));
    }
    if (!page) return undefined;
    return { page, href: encodePath(pageFile(this.variant, page)) + (anchor ? `#${anchorId(anchor)}` : '') };
  }

  /** The site-root-relative file a link of `from` points to, with its anchor; undefined: leave it. */
  link(from: SourcePage, href: string): string | undefined {
    if (href.startsWith('#')) return href.length > 1 ? `#${anchorId(href.slice(1))}` : undefined;
    const page = this.pageLink(from, href);
    if (page) return page.href;
    const file = this.file(from, href);
    return file && encodePath(fileLink(file));
  }

  /** The stored file an image or file link of `from` refers to. */
  file(from: SourcePage, src: string): SourceFile | undefined {
    if (src.startsWith('/files/')) {
      const ref = refOf(src.split(/[?#]/)[0]!, 'image');
      return ref.kind === 'file' ? this.filesById.get(ref.file) : undefined;
    }
    if (SCHEME.test(src) || src.startsWith('#')) return undefined;
    const path = safeDecode(src.split(/[?#]/)[0]!);
    if (!path) return undefined;
    const name = path.split('/').pop()!;
    return (
      this.filesBySource.get(joinPath(dirOf(sourceOf(from)), path)) ??
      this.filesBySource.get(joinPath('', path)) ??
      // A file whose name holds `#` or `?`, linked as written (GitBook writes `<Recording #3.gif>`).
      (/[?#]/.test(src) ? this.filesBySource.get(joinPath(dirOf(sourceOf(from)), safeDecode(src))) : undefined) ??
      this.filesByName.get(name)
    );
  }

  /** The markdown of reusable content a page includes, by its path relative to the page (or the repository root). */
  include(from: SourcePage, path: string): string | undefined {
    const relative = joinPath(dirOf(sourceOf(from)), path);
    return this.includes.get(relative) ?? this.includes.get(joinPath('', path));
  }
}
