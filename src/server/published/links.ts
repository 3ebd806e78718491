import type { SourceFile, SourcePage, VariantModel } from './model.js';

/**
 * Where things of a space land in the static site, and how a page's relative markdown links
 * (`../guides/install.md#verify`, `images/logo.png`) map onto them.
 */
const SCHEME = /^[a-z][a-z0-9+.-]*:|^\/\//i;

export const encodePath = (path: string) => path.split('/').map(encodeURIComponent).join('/');
const safeName = (name: string) => name.replace(/[^\w.-]+/g, '_') || 'file';

export const pageFile = (variant: VariantModel, page: SourcePage) => [variant.dir, `${page.path}.html`].filter(Boolean).join('/');
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

  constructor(readonly variant: VariantModel, documents: SourcePage[]) {
    for (const page of documents) {
      this.bySource.set(sourceOf(page), page);
      this.byPath.set(page.path, page);
    }
    for (const file of variant.files) {
      if (file.source) this.filesBySource.set(file.source, file);
      this.filesByName.set(file.name, file);
    }
  }

  /** The site-root-relative file a link of `from` points to, with its anchor; undefined: leave it. */
  link(from: SourcePage, href: string): string | undefined {
    if (SCHEME.test(href) || href.startsWith('#') || href.startsWith('/')) return undefined;
    const [pathPart = '', anchor] = href.split('#', 2);
    const target = join(dirOf(sourceOf(from)), safeDecode(pathPart));
    const page = this.bySource.get(target) ?? this.bySource.get(`${target}.md`) ?? this.bySource.get(`${target}/README.md`) ?? this.byPath.get(pagePathOf(target));
    if (page) return encodePath(pageFile(this.variant, page)) + (anchor ? `#${anchor}` : '');
    const file = this.file(from, pathPart);
    return file && encodePath(fileFile(file));
  }

  /** The stored file an image or file link of `from` refers to. */
  file(from: SourcePage, src: string): SourceFile | undefined {
    if (SCHEME.test(src)) return undefined;
    const path = safeDecode(src.split(/[?#]/)[0]!);
    const name = path.split('/').pop()!;
    return this.filesBySource.get(join(dirOf(sourceOf(from)), path)) ?? this.filesBySource.get(join('', path)) ?? this.filesByName.get(name);
  }
}
