/**
 * A folder (or one markdown file) as a .zip for an import run: what a service without the seed's
 * importContent reads instead of the path a `file:` URL names. Regular files only (symbolic links
 * are left out, as the service's own reader leaves out those that leave the folder), `.git`
 * skipped, bounded by what one storage upload may hold, checked as the files are read.
 */
import { lstatSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { zipSync, type Zippable } from 'fflate';
import { STORAGE_UPLOAD_MAX_BYTES } from '../../common/storage.js';
import { UsageError } from '../../errors.js';

export function zipForImport(path: string, isFolder: boolean): Uint8Array {
  const entries: Zippable = {};
  let total = 0;
  const add = (file: string, name: string) => {
    const size = lstatSync(file).size;
    total += size;
    if (total > STORAGE_UPLOAD_MAX_BYTES)
      throw new UsageError(
        `${path}: more than the ${STORAGE_UPLOAD_MAX_BYTES / 1024 / 1024} MiB one upload may hold; nothing was imported`,
      );
    entries[name] = readFileSync(file);
  };
  if (!isFolder) add(path, basename(path));
  else {
    const walk = (dir: string, prefix: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
        const full = join(dir, entry.name);
        const name = `${prefix}${entry.name}`;
        if (entry.isDirectory()) {
          if (entry.name !== '.git') walk(full, `${name}/`);
        } else if (entry.isFile()) add(full, name);
      }
    };
    walk(path, '');
  }
  if (Object.keys(entries).length === 0)
    throw new UsageError(`${path}: no markdown pages or files to import; nothing was imported`);
  return zipSync(entries, { level: 1 });
}
