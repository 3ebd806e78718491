import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { cacheDir } from '../config/paths.js';
import { VERSION } from '../version.js';

/** A cache file larger than this is not read (it is written anew). */
const MAX_FILE_BYTES = 64 * 1024 * 1024;

/**
 * What docs-cli keeps of one folder between runs (`kind`: page links, the last push's state), in
 * the cache dir: one JSON file per folder, read only when it is of this version and `format`, and
 * written through a staging file. A cache that cannot be read or written costs only the work it
 * would have saved.
 */
export interface FolderCache<T> {
  /** The stored data, or undefined when the file is missing, foreign or damaged. */
  load(): T | undefined;
  save(data: T): void;
}

export function folderCache<T>(env: NodeJS.ProcessEnv, kind: string, top: string, format: number): FolderCache<T> {
  const file = join(cacheDir(env), kind, `${createHash('sha256').update(top).digest('hex').slice(0, 32)}.json`);
  return {
    load() {
      try {
        if (statSync(file).size > MAX_FILE_BYTES) return undefined;
        const stored = JSON.parse(readFileSync(file, 'utf8')) as { format?: unknown; version?: unknown; data?: T };
        return stored.format === format && stored.version === VERSION ? stored.data : undefined;
      } catch {
        return undefined; // missing, foreign or damaged: worked out again
      }
    },
    save(data) {
      const staging = `${file}.${process.pid}.tmp`;
      try {
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(staging, JSON.stringify({ format, version: VERSION, data }));
        renameSync(staging, file);
      } catch {
        try {
          rmSync(staging, { force: true });
        } catch {
          // no folder to leave it in
        }
      }
    },
  };
}
