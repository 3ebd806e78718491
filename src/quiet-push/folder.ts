import { lstatSync, readdirSync, realpathSync, type Stats, statSync } from 'node:fs';
import { sep } from 'node:path';
import { CONFIG_FILE, leftOutOfFolder } from '../common/gitsync/layout.js';
import { type FileStat, type FolderPrint, settledSame } from '../gitsync/push-memo-format.js';

const statOf = (s: Stats): FileStat => [s.size, s.mtimeMs, s.ctimeMs, s.ino];

/**
 * Whether the folder is as the memo's print found it, by stat alone: the same `.gitbook.yaml`,
 * and under the print's root the same files, none added or gone, each
 * with the stat the print took and settled before it (git's racy rule, as `folderPrint` applies
 * it). Undefined when it is; else why not, and the full command reads the folder (it may still
 * find the same bytes). Anything the folder reader treats with care (a symbolic link, a root that
 * is not a plain folder inside) is a reason too. The walk leaves out what the reader leaves out
 * (src/gitsync/local.ts, walk): hidden names but `.gitbook/` and dotted markdown files, `.git`,
 * node_modules, and what is neither a file nor a folder.
 */
export function changedSince(top: string, print: FolderPrint): string | undefined {
  const stats = print.stats;
  if (!stats || typeof print.at !== 'number') return 'the memo holds no stats';
  const config = lstatSync(top + sep + CONFIG_FILE, { throwIfNoEntry: false });
  const hadConfig = Object.hasOwn(print.files, CONFIG_FILE);
  if (config?.isSymbolicLink()) return `${CONFIG_FILE} is a link`;
  if (Boolean(config) !== hadConfig) return `${CONFIG_FILE} came or went`;
  if (config) {
    const was = Object.hasOwn(stats, CONFIG_FILE) ? stats[CONFIG_FILE] : undefined;
    if (!was || !settledSame(was, statOf(config), print.at)) return `${CONFIG_FILE} changed`;
  }
  const root = print.root;
  const start = root ? top + sep + root.split('/').join(sep) : top;
  if (root && realpathSync(start) !== realpathSync(top) + sep + root.split('/').join(sep))
    return 'the root is not a plain folder of the folder';
  let seen = 0;
  const visit = (abs: string, rel: string): string | undefined => {
    const prefix = abs.endsWith(sep) ? abs : abs + sep;
    for (const dirent of readdirSync(abs, { withFileTypes: true })) {
      const name = dirent.name;
      if (leftOutOfFolder(name, rel, dirent.isDirectory())) continue;
      const childRel = rel ? `${rel}/${name}` : name;
      if (dirent.isSymbolicLink()) return `${childRel} is a link`;
      if (dirent.isDirectory()) {
        const why = visit(prefix + name, childRel);
        if (why) return why;
      } else if (dirent.isFile()) {
        const was = Object.hasOwn(stats, childRel) ? stats[childRel] : undefined;
        if (!was || !Object.hasOwn(print.files, childRel)) return `${childRel} is new`;
        if (!settledSame(was, statOf(statSync(prefix + name)), print.at)) return `${childRel} changed`;
        seen++;
      }
    }
    return undefined;
  };
  const why = visit(start, root);
  if (why) return why;
  const expected = Object.keys(print.files).length - (hadConfig ? 1 : 0);
  return seen === expected ? undefined : 'a file is gone';
}
