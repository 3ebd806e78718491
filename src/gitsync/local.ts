import { lstatSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { CONFIG_FILE } from '../common/gitsync/layout.js';
import {
  FolderError,
  readConfig,
  readEntries,
  type FolderContent,
  type FolderEntry,
  type ReportProblem,
} from '../common/gitsync/reader.js';
import { UsageError } from '../errors.js';

const naturally = new Intl.Collator('en', { numeric: true, sensitivity: 'base' }).compare;

export interface LocalFolder extends FolderContent {
  /** The folder itself. */
  top: string;
  /** `.gitbook.yaml`'s redirects (old path -> page file), as written. */
  redirects: Record<string, string>;
}

/** The absolute path of `dir`, or the usage error of a folder that is not there. */
export function requireFolder(dir: string): string {
  const top = resolve(dir);
  let topStat;
  try {
    topStat = statSync(top);
  } catch {
    throw new UsageError(`${dir}: no such folder`);
  }
  if (!topStat.isDirectory()) throw new UsageError(`${dir}: not a folder`);
  return top;
}

/**
 * Reads a Git Sync folder: order and nesting from SUMMARY.md when present, else from the folder
 * tree in natural order (README.md or index.md first, as a folder's own page). Symbolic links
 * that leave the folder are refused. With `report` (`check`), problems of the folder are reported
 * and the read goes on; only a folder that cannot be read at all stops it.
 */
export function readFolder(
  dir: string,
  options: { read?: (absolute: string) => Uint8Array; report?: ReportProblem } = {},
): LocalFolder {
  const { read = readFileSync, report } = options;
  const top = requireFolder(dir);
  const configPath = join(top, CONFIG_FILE);
  let configText: string | undefined;
  try {
    configText = readFileSync(configPath, 'utf8');
  } catch {
    configText = undefined;
  }
  try {
    let config: ReturnType<typeof readConfig>;
    try {
      config = readConfig(configText);
    } catch (error) {
      if (!report || !(error instanceof FolderError)) throw error;
      report({ file: CONFIG_FILE, line: 1, kind: 'config', message: error.message.replace(`${CONFIG_FILE}: `, '') });
      config = readConfig(undefined);
    }
    const entries = walk(top, config.structure.root, read, report);
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
    return {
      top,
      ...readEntries([...configEntry, ...entries], config.structure, report),
      redirects: config.redirects,
    };
  } catch (error) {
    if (error instanceof FolderError) throw new UsageError(error.message, error.remedy);
    throw error;
  }
}

/** `read` gives a file's bytes (`preview` passes a cache it clears as files change). */
function walk(
  top: string,
  root: string,
  read: (absolute: string) => Uint8Array,
  report?: ReportProblem,
): FolderEntry[] {
  const refuse = (file: string, message: string) => {
    if (!report) throw new UsageError(`${file}: ${message}`);
    report({ file, line: 1, kind: 'symlink', message });
  };
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
          refuse(childRel, 'a symbolic link to nothing');
          continue;
        }
        if (target !== realTop && !target.startsWith(realTop + sep)) {
          refuse(childRel, `a symbolic link pointing outside the folder (${target}); refusing to read it`);
          continue;
        }
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
