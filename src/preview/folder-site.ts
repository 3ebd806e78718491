/**
 * A local Git Sync folder (or a plain folder of markdown) as the published site of one space, or
 * a site folder (`docs.yaml`) as its whole site, a space per folder the file names,
 * read by the one folder reader (`readFolder`) and laid out as the service lays an import out:
 * each page's path is its slugs from the top, each page keeps its file (`git.path`), every other
 * file is a file of the space at its path, `.gitbook/includes/` is reusable content.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FolderPage } from '../common/gitsync/folder.js';
import { contentTypeOf } from '../common/content-types.js';
import type {
  SiteConfig,
  SiteSectionGroupNode,
  SiteSectionNode,
  SiteSpaceNode,
} from '../common/gitsync/site-config.js';
import { readFolder, refuseFolderLinksOut } from '../gitsync/local.js';
import { readSiteFolder } from '../gitsync/site-folder.js';
import { inSpaceFolder } from '../gitsync/boundary.js';
import { previewTitle } from './site-title.js';
import {
  singleSpaceSite,
  type SiteSource,
  type SourceFile,
  type SourcePage,
  type StructureJson,
} from '../site/model.js';

const INCLUDES = '.gitbook/includes/';
const MARKDOWN = /\.(md|markdown)$/i;

export interface FolderSite {
  source: SiteSource;
  /** Lines the front matter takes before each page's body, by page id (problems give file lines). */
  bodyLine: Map<string, number>;
  /** Each space's folder relative to the served folder, by space id ('' for a space folder served alone). */
  folderOf: Map<string, string>;
}

/** A stable id for a path: the same file keeps its URL from one change to the next. */
const idOf = (path: string) => createHash('sha1').update(path).digest('hex').slice(0, 16);

interface SpaceFolder {
  pages: SourcePage[];
  files: Array<SourceFile & { absolute?: string }>;
  includes(): Array<{ path: string; markdown: string }>;
}

/** One space's folder: its pages and files, ids made from `idPrefix` and each path. */
function readSpaceFolder(
  dir: string,
  read: (absolute: string) => Uint8Array,
  idPrefix: string,
  bodyLine: Map<string, number>,
): SpaceFolder {
  const folder = readFolder(dir, { read });
  const convert = (page: FolderPage, parent: string): SourcePage => {
    const path = parent ? `${parent}/${page.slug}` : page.slug;
    const id = idOf(idPrefix + (page.path ? page.path : `${page.kind}:${page.key}`));
    bodyLine.set(id, page.frontMatter ? page.frontMatter.split('\n').length - 1 : 0);
    return {
      id,
      title: page.title,
      ...(page.linkTitle ? { linkTitle: page.linkTitle } : {}),
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
  const sourceFiles = files.map((f) => ({
    id: idOf(idPrefix + f.path),
    name: f.name,
    contentType: contentTypeOf(f.name),
    source: f.path,
    absolute: f.absolute,
  }));
  const includePaths = (folder.unlisted ?? [])
    .concat(files.map((f) => f.path))
    .filter((p) => p.startsWith(INCLUDES) || p.includes(`/${INCLUDES}`));
  const absoluteOf = new Map(folder.files.map((f) => [f.path, f.absolute]));
  return {
    pages,
    files: sourceFiles,
    includes: () =>
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
}

/** The structure of a site file as the site model reads it, spaces by their keys. */
function structureOf(config: SiteConfig): StructureJson {
  const siteSpace = (node: SiteSpaceNode) => ({
    path: node.path,
    title: node.title,
    ...(node.default ? { default: true } : {}),
    space: { id: node.key, title: node.title },
  });
  const section = (node: SiteSectionNode) => ({
    object: 'site-section' as const,
    title: node.title,
    path: node.path,
    ...(node.default ? { default: true } : {}),
    siteSpaces: (node.children ?? []).map(siteSpace),
  });
  const nodes = config.site.structure;
  if (!nodes.some((n) => n.type === 'section' || n.type === 'section-group'))
    return { type: 'siteSpaces', structure: nodes.filter((n) => n.type === 'space').map(siteSpace) };
  // Nested section groups read as their sections; external links are not pages of the preview.
  const sectionsIn = (group: SiteSectionGroupNode): SiteSectionNode[] =>
    (group.children ?? []).flatMap((c) =>
      c.type === 'section' ? [c] : c.type === 'section-group' ? sectionsIn(c) : [],
    );
  return {
    type: 'sections',
    structure: nodes.flatMap((n): Extract<StructureJson, { type: 'sections' }>['structure'] =>
      n.type === 'section'
        ? [section(n)]
        : n.type === 'section-group'
          ? [{ object: 'site-section-group' as const, title: n.title, sections: sectionsIn(n).map(section) }]
          : [],
    ),
  };
}

/**
 * Refuses, before anything is served, a folder (every space folder of a site folder) with a
 * symbolic link out of it or a loop, and a site file that breaks a rule: exit 2 (boundary.ts).
 */
export function refuseLinksOut(dir: string): void {
  const siteFolder = readSiteFolder(dir);
  if (!siteFolder) {
    refuseFolderLinksOut(dir);
    return;
  }
  for (const f of siteFolder.folders)
    try {
      refuseFolderLinksOut(f.absolute);
    } catch (error) {
      throw inSpaceFolder(f.shown, error);
    }
}

/**
 * The folder as a site: a site folder (`docs.yaml`) as its sections and spaces, each space
 * read from its folder (a space without one shows no page); any other folder as one space.
 */
export function readFolderSite(dir: string, read: (absolute: string) => Uint8Array = readFileSync): FolderSite {
  const bodyLine = new Map<string, number>();
  const folderOf = new Map<string, string>();
  const siteFolder = readSiteFolder(dir);
  const spaces = new Map<string, SpaceFolder>();
  let site: { title: string; structure: StructureJson };
  if (siteFolder) {
    for (const f of siteFolder.folders) {
      try {
        spaces.set(f.space.key, readSpaceFolder(f.absolute, read, `${f.space.key}:`, bodyLine));
      } catch (error) {
        throw inSpaceFolder(f.shown, error);
      }
      folderOf.set(f.space.key, f.shown === '.' ? '' : f.shown);
    }
    site = { title: siteFolder.config.site.title, structure: structureOf(siteFolder.config) };
  } else {
    spaces.set('preview', readSpaceFolder(dir, read, '', bodyLine));
    folderOf.set('preview', '');
    site = singleSpaceSite({ id: 'preview', title: previewTitle(dir) });
  }
  const source: SiteSource = {
    site: async () => site,
    pages: async (space) => spaces.get(space)?.pages ?? [],
    files: async (space) => spaces.get(space)?.files ?? [],
    fileBytes: async (_space, file) => {
      const absolute = (file as SourceFile & { absolute?: string }).absolute;
      return absolute ? read(absolute) : new Uint8Array();
    },
    includes: async (space) => spaces.get(space)?.includes() ?? [],
  };
  return { source, bodyLine, folderOf };
}
