/**
 * A local Git Sync folder (or a plain folder of markdown) as the published site of one space,
 * read by the one folder reader (`readFolder`) and laid out as the service lays an import out:
 * each page's path is its slugs from the top, each page keeps its file (`git.path`), every other
 * file is a file of the space at its path, `.gitbook/includes/` is reusable content.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { FolderPage } from '../common/gitsync/folder.js';
import { contentTypeOf } from '../common/content-types.js';
import { readFolder, type LocalFolder } from '../gitsync/local.js';
import { singleSpaceSite, type SiteSource, type SourceFile, type SourcePage } from '../site/model.js';

const INCLUDES = '.gitbook/includes/';
const MARKDOWN = /\.(md|markdown)$/i;

export interface FolderSite {
  folder: LocalFolder;
  source: SiteSource;
  /** Lines the front matter takes before each page's body, by page id (problems give file lines). */
  bodyLine: Map<string, number>;
}

/** A stable id for a path: the same file keeps its URL from one change to the next. */
const idOf = (path: string) => createHash('sha1').update(path).digest('hex').slice(0, 16);

export function readFolderSite(dir: string, read: (absolute: string) => Uint8Array = readFileSync): FolderSite {
  const folder = readFolder(dir, { read });
  const bodyLine = new Map<string, number>();
  const convert = (page: FolderPage, parent: string): SourcePage => {
    const path = parent ? `${parent}/${page.slug}` : page.slug;
    const id = page.path ? idOf(page.path) : idOf(`${page.kind}:${page.key}`);
    bodyLine.set(id, page.frontMatter ? page.frontMatter.split('\n').length - 1 : 0);
    return {
      id,
      title: page.title,
      path,
      type: page.kind,
      markdown: page.body,
      ...(page.description ? { description: page.description } : {}),
      ...(page.emoji ? { emoji: page.emoji } : {}),
      ...(page.hidden ? { hidden: true } : {}),
      ...(page.href !== undefined ? { href: page.href } : {}),
      ...(page.path ? { source: page.path } : {}),
      pages: page.pages.map((child) => convert(child, path)),
    };
  };
  const pages = folder.pages.map((page) => convert(page, ''));
  const structural = new Set(folder.structural);
  const files = folder.files.filter((f) => !structural.has(f.path));
  const sourceFiles: Array<SourceFile & { absolute?: string }> = files.map((f) => ({
    id: idOf(f.path),
    name: f.name,
    contentType: contentTypeOf(f.name),
    source: f.path,
    absolute: f.absolute,
  }));
  const includePaths = (folder.unlisted ?? [])
    .concat(files.map((f) => f.path))
    .filter((p) => p.startsWith(INCLUDES) || p.includes(`/${INCLUDES}`));
  const absoluteOf = new Map(folder.files.map((f) => [f.path, f.absolute]));
  const title = basename(folder.top) || 'Preview';
  const source: SiteSource = {
    site: async () => singleSpaceSite({ id: 'preview', title }),
    pages: async () => pages,
    files: async () => sourceFiles,
    fileBytes: async (_space, file) => {
      const absolute = (file as SourceFile & { absolute?: string }).absolute;
      return absolute ? read(absolute) : new Uint8Array();
    },
    includes: async () =>
      includePaths
        .filter((p) => MARKDOWN.test(p))
        .flatMap((path) => {
          const absolute = absoluteOf.get(path) ?? `${folder.top}/${path}`;
          try {
            return [{ path, markdown: new TextDecoder().decode(read(absolute)) }];
          } catch {
            return [];
          }
        }),
  };
  return { folder, source, bodyLine };
}
