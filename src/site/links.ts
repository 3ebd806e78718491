import { refOf } from '../common/markdown/document/refs.js';
import type { SourceFile, SourcePage, VariantModel } from './model.js';

/**
 * Where things of a space land in the static site, and how a page's relative markdown links
 * (`../guides/install.md#verify`, `images/logo.png`) map onto them.
 */
const SCHEME = /^[a-z][a-z0-9+.-]*:|^\/\//i;

export const encodePath = (path: string) => path.split('/').map(encodeURIComponent).join('/');
const safeName = (name: string) => name.replace(/[^\w.-]+/g, '_') || 'file';

export const pageFile = (variant: VariantModel, page: SourcePage) =>
  [variant.dir, `${page.path}.html`].filter(Boolean).join('/');
export const fileFile = (file: SourceFile) => `_files/${safeName(file.id)}/${safeName(file.name)}`;

/** The markdown file a page stands for, to resolve its relative links from. */
const sourceOf = (page: SourcePage) => page.source ?? `${page.path}.md`;
const dirOf = (path: string) => (path.endsWith('/') ? path.slice(0, -1) : path.split('/').slice(0, -1).join('/'));

function join(dir: string, relative: string): string {
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

/** Lookups of one space: pages by source file and by path, files by path and by name. */
export class SpaceIndex {
  private readonly bySource = new Map<string, SourcePage>();
  private readonly byPath = new Map<string, SourcePage>();
  private readonly filesBySource = new Map<string, SourceFile>();
  private readonly filesByName = new Map<string, SourceFile>();
  private readonly byId = new Map<string, SourcePage>();
  private readonly filesById = new Map<string, SourceFile>();

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
      this.filesByName.set(file.name, file);
      this.filesById.set(file.id, file);
    }
  }

  /** The site-root-relative file a link of `from` points to, with its anchor; undefined: leave it. */
  link(from: SourcePage, href: string): string | undefined {
    if (href.startsWith('/pages/') || href.startsWith('/files/')) return this.referenceLink(href);
    if (SCHEME.test(href) || href.startsWith('#') || href.startsWith('/')) return undefined;
    const [pathPart = '', anchor] = href.split('#', 2);
    const target = join(dirOf(sourceOf(from)), safeDecode(pathPart));
    const page =
      this.bySource.get(target) ??
      this.bySource.get(`${target}.md`) ??
      this.bySource.get(`${target}/README.md`) ??
      this.byPath.get(pagePathOf(target));
    if (page) return encodePath(pageFile(this.variant, page)) + (anchor ? `#${anchor}` : '');
    const file = this.file(from, pathPart);
    return file && encodePath(fileFile(file));
  }

  /**
   * The reference's own link forms (what updateChangeRequestContent stores): `/pages/<id>`,
   * `/pages/<slug path>` (also as `.md` or `/README.md`), each with an anchor, and `/files/<id>`.
   */
  private referenceLink(href: string): string | undefined {
    const ref = refOf(href);
    if (ref.kind === 'file') {
      const file = this.filesById.get(ref.file);
      return file && encodePath(fileFile(file));
    }
    const [pathPart = '', anchor] = href.slice('/pages/'.length).split('#', 2);
    const page = (ref.kind === 'page' || ref.kind === 'anchor') && ref.page ? this.byId.get(ref.page) : undefined;
    const target = page ?? this.byPath.get(pagePathOf(safeDecode(pathPart)));
    return target && encodePath(pageFile(this.variant, target)) + (anchor ? `#${anchor}` : '');
  }

  /** The stored file an image or file link of `from` refers to. */
  file(from: SourcePage, src: string): SourceFile | undefined {
    if (src.startsWith('/files/')) {
      const ref = refOf(src, 'image');
      return ref.kind === 'file' ? this.filesById.get(ref.file) : undefined;
    }
    if (SCHEME.test(src)) return undefined;
    const path = safeDecode(src.split(/[?#]/)[0]!);
    const name = path.split('/').pop()!;
    return (
      this.filesBySource.get(join(dirOf(sourceOf(from)), path)) ??
      this.filesBySource.get(join('', path)) ??
      this.filesByName.get(name)
    );
  }
}
