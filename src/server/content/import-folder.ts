/**
 * Folder and zip imports read as Git Sync content, by the one Git Sync reader (which reads titles
 * with the markdown parser: kept apart from import-tree.ts, which the seeding of a new workspace
 * loads).
 */
import { contentTypeOf, IMAGE_TYPES } from '../../common/content-types.js';
import { ASSETS_DIR, CONFIG_FILE } from '../../common/gitsync/layout.js';
import type { FolderPage } from '../../common/gitsync/folder.js';
import { linkedPaths } from '../../common/gitsync/linked.js';
import { pathProblem } from '../../common/gitsync/names.js';
import { FolderError, readConfig, readEntries } from '../../common/gitsync/reader.js';
import { badRequest } from '../errors.js';
import { imageSize, type ImportedPage, type ImportedTree, type VirtualFiles } from './import-tree.js';

/**
 * A folder (or zip) imported as Git Sync content, read by the one folder reader the CLI uses too:
 * SUMMARY.md's groups, link entries and order (else the folder tree, README.md or index.md as a
 * folder's page, folders without one as groups), pages at their files, front matter kept. Files
 * are those of `.gitbook/assets/`, those pages link to, and the structure files.
 */
export function readFolderImport(files: VirtualFiles): ImportedTree {
  const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
  try {
    const configBytes = files.get(CONFIG_FILE);
    const config = readConfig(configBytes ? decode(configBytes) : undefined);
    const entries = [...files].map(([rel, bytes]) => ({ rel, size: bytes.length, read: () => bytes }));
    const folder = readEntries(entries, config.structure);
    const root = config.structure.root ? `${config.structure.root}/` : '';
    const linked = linkedPaths(folder.pages);
    const kept = folder.files.filter(
      (f) => folder.structural.includes(f.path) || f.path.startsWith(`${root}${ASSETS_DIR}/`) || linked.has(f.path),
    );
    const pagePaths = (pages: FolderPage[]): string[] =>
      pages.flatMap((p) => [...(p.path ? [p.path] : []), ...pagePaths(p.pages)]);
    for (const f of [...kept, ...pagePaths(folder.pages).map((path) => ({ path }))]) {
      const rule = pathProblem(f.path);
      if (rule) throw badRequest(`url: ${JSON.stringify(f.path)}: a file name ${rule}`);
    }
    const convert = (page: FolderPage): ImportedPage => ({
      type: page.kind,
      slug: page.slug,
      title: page.title,
      markdown: page.body,
      ...(page.frontMatter ? { frontMatter: page.frontMatter } : {}),
      ...(page.linkTitle ? { linkTitle: page.linkTitle } : {}),
      ...(page.description ? { description: page.description } : {}),
      ...(page.emoji ? { emoji: page.emoji } : {}),
      ...(page.hidden ? { hidden: true } : {}),
      ...(page.href !== undefined ? { href: page.href } : {}),
      ...(page.path ? { source: page.path } : {}),
      pages: page.pages.map(convert),
    });
    return {
      pages: folder.pages.map(convert),
      files: kept.map((f) => {
        const bytes = files.get(f.path)!;
        const ext = f.name.slice(f.name.lastIndexOf('.') + 1).toLowerCase();
        return {
          name: f.name,
          source: f.path,
          contentType: contentTypeOf(f.name),
          bytes,
          ...(IMAGE_TYPES[ext] ? { dimensions: imageSize(bytes) } : {}),
        };
      }),
      total: files.size,
    };
  } catch (error) {
    if (error instanceof FolderError) throw badRequest(`url: ${error.message}`);
    throw error;
  }
}
