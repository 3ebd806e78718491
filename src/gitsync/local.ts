import { lstatSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { CONFIG_FILE } from '../common/gitsync/layout.js';
import {
  FolderError,
  readConfig,
  readEntries,
  type FolderContent,
  type FolderEntry,
} from '../common/gitsync/reader.js';
import { UsageError } from '../errors.js';

const naturally = new Intl.Collator('en', { numeric: true, sensitivity: 'base' }).compare;

export interface LocalFolder extends FolderContent {
  /** The folder itself. */
  top: string;
  /** `.gitbook.yaml`'s redirects (old path -> page file), as written. */
  redirects: Record<string, string>;
}

/**
 * Reads a Git Sync folder: order and nesting from SUMMARY.md when present, else from the folder
 * tree in natural order (README.md or index.md first, as a folder's own page). Symbolic links
 * that leave the folder are refused.
 */
export function readFolder(dir: string, read: (absolute: string) => Uint8Array = readFileSync): LocalFolder {
  const top = resolve(dir);
  let topStat;
  try {
    topStat = statSync(top);
  } catch {
    throw new UsageError(`${dir}: no such folder`);
  }
  if (!topStat.isDirectory()) throw new UsageError(`${dir}: not a folder`);
  const configPath = join(top, CONFIG_FILE);
  let configText: string | undefined;
  try {
    configText = readFileSync(configPath, 'utf8');
  } catch {
    configText = undefined;
  }
  try {
    const config = readConfig(configText);
    const entries = walk(top, config.structure.root, read);
    const configEntry: FolderEntry[] =
      configText === undefined
        ? []
        : [
            {
              rel: CONFIG_FILE,
              size: Buffer.byteLength(configText),
              absolute: configPath,
              read: () => readFileSync(configPath),
            },
          ];
    return { top, ...readEntries([...configEntry, ...entries], config.structure), redirects: config.redirects };
  } catch (error) {
    if (error instanceof FolderError) throw new UsageError(error.message, error.remedy);
    throw error;
  }
}

/** `read` gives a file's bytes (`preview` passes a cache it clears as files change). */
function walk(top: string, root: string, read: (absolute: string) => Uint8Array): FolderEntry[] {
  const out: FolderEntry[] = [];
  const realTop = realpathSync(top);
  const visit = (abs: string, rel: string) => {
    for (const name of readdirSync(abs).sort(naturally)) {
      const childRel = rel ? `${rel}/${name}` : name;
      if (
        name === '.git' ||
        name === 'node_modules' ||
        (name.startsWith('.') && name !== '.gitbook' && !rel.split('/').includes('.gitbook'))
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
        if (target !== realTop && !target.startsWith(realTop + sep))
          throw new UsageError(
            `${childRel}: a symbolic link pointing outside the folder (${target}); refusing to read it`,
          );
        stat = statSync(childAbs);
      }
      if (stat.isDirectory()) visit(childAbs, childRel);
      else if (stat.isFile())
        out.push({ rel: childRel, size: stat.size, absolute: childAbs, read: () => read(childAbs) });
    }
  };
  visit(root ? join(top, root) : top, root);
  return out;
}

/** Paths relative to the folder, for messages. */
export const shown = (root: string, abs: string) => relative(root, abs).split(sep).join('/');
