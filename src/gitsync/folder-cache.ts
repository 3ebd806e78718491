import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { cacheDir } from '../config/paths.js';
import { VERSION } from '../version.js';

/** A cache file larger than this is not read (it is written anew). */
const MAX_FILE_BYTES = 64 * 1024 * 1024;

/** Where a folder's cache of `kind` is kept, less its extension: one file per folder. */
const cacheStem = (env: NodeJS.ProcessEnv, kind: string, top: string) =>
  join(cacheDir(env), kind, createHash('sha256').update(top).digest('hex').slice(0, 32));

/** A cache file's bytes: undefined when it is missing or larger than a cache is kept. */
function readCacheFile(file: string): Buffer | undefined {
  try {
    return statSync(file).size > MAX_FILE_BYTES ? undefined : readFileSync(file);
  } catch {
    return undefined;
  }
}

/**
 * Replaces a cache file through a staging file (and removes `replaces`, when given, once it is
 * written). One larger than a cache is kept is not written, and the old one goes: it no longer
 * says what the folder holds.
 */
function writeCacheFile(file: string, parts: Array<string | Uint8Array>, replaces?: string): void {
  const staging = `${file}.${process.pid}.tmp`;
  const bytes = Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'utf8') : p)));
  try {
    if (bytes.length > MAX_FILE_BYTES) {
      rmSync(file, { force: true });
      return;
    }
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(staging, bytes);
    renameSync(staging, file);
    if (replaces) rmSync(replaces, { force: true });
  } catch {
    try {
      rmSync(staging, { force: true });
    } catch {
      // no folder to leave it in
    }
  }
}

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
  const file = `${cacheStem(env, kind, top)}.json`;
  return {
    load() {
      try {
        const bytes = readCacheFile(file);
        const stored =
          bytes && (JSON.parse(bytes.toString('utf8')) as { format?: unknown; version?: unknown; data?: T });
        return stored && stored.format === format && stored.version === VERSION ? stored.data : undefined;
      } catch {
        return undefined; // foreign or damaged: worked out again
      }
    },
    save(data) {
      writeCacheFile(file, [JSON.stringify({ format, version: VERSION, data })]);
    },
  };
}

/** A kept record with named byte strings beside it (see folderBlobCache). */
export interface BlobRecord<T> {
  data: T;
  /** A byte string kept with the record, or undefined when it holds none of that name. */
  blob(name: string): Buffer | undefined;
}

export interface FolderBlobCache<T> {
  load(): BlobRecord<T> | undefined;
  save(data: T, blobs: ReadonlyMap<string, Uint8Array>): void;
}

/**
 * A folder cache for records that keep whole files (a sync base keeps every page's text): the
 * files' bytes are written as they are after a small JSON head, not escaped into JSON and decoded
 * again, so keeping 2 MB of pages costs a write rather than a JSON.stringify of it. The file: a
 * 4-byte length, the head (`format`, `version`, `data`, and each blob's [offset, length]), then
 * the blobs.
 */
export function folderBlobCache<T>(
  env: NodeJS.ProcessEnv,
  kind: string,
  top: string,
  format: number,
): FolderBlobCache<T> {
  const stem = cacheStem(env, kind, top);
  const file = `${stem}.bin`;
  return {
    load() {
      try {
        const bytes = readCacheFile(file);
        if (!bytes) return undefined;
        const headLength = bytes.readUInt32LE(0);
        if (headLength > bytes.length - 4) return undefined;
        const head = JSON.parse(bytes.toString('utf8', 4, 4 + headLength)) as {
          format?: unknown;
          version?: unknown;
          data?: T;
          blobs?: Record<string, unknown>;
        };
        if (head.format !== format || head.version !== VERSION || typeof head.blobs !== 'object' || !head.blobs)
          return undefined;
        const start = 4 + headLength;
        // Every blob's place is checked once: a record cut short or damaged is no record at all.
        const places = new Map<string, [number, number]>();
        for (const [blob, at] of Object.entries(head.blobs)) {
          const [offset, length] = Array.isArray(at) ? at : [];
          if (!Number.isSafeInteger(offset) || !Number.isSafeInteger(length) || offset < 0 || length < 0)
            return undefined;
          if (start + offset + length > bytes.length) return undefined;
          places.set(blob, [start + offset, start + offset + length]);
        }
        return {
          data: head.data as T,
          blob(name) {
            const at = places.get(name);
            return at && bytes.subarray(at[0], at[1]);
          },
        };
      } catch {
        return undefined; // missing, foreign or damaged: worked out again
      }
    },
    save(data, blobs) {
      const places: Record<string, [number, number]> = {};
      let offset = 0;
      for (const [name, bytes] of blobs) {
        places[name] = [offset, bytes.length];
        offset += bytes.length;
      }
      const head = Buffer.from(JSON.stringify({ format, version: VERSION, data, blobs: places }), 'utf8');
      const length = Buffer.allocUnsafe(4);
      length.writeUInt32LE(head.length, 0);
      // The same record as an earlier version kept it (JSON) goes once this one is written.
      writeCacheFile(file, [length, head, ...blobs.values()], `${stem}.json`);
    },
  };
}
