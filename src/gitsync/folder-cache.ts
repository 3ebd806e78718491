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
  const name = join(cacheDir(env), kind, createHash('sha256').update(top).digest('hex').slice(0, 32));
  const file = `${name}.bin`;
  return {
    load() {
      try {
        if (statSync(file).size > MAX_FILE_BYTES) return undefined;
        const bytes = readFileSync(file);
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
          const [offset, length] = Array.isArray(at) ? (at as unknown[]) : [];
          if (!Number.isSafeInteger(offset) || !Number.isSafeInteger(length)) return undefined;
          const from = start + (offset as number);
          const to = from + (length as number);
          if ((offset as number) < 0 || (length as number) < 0 || to > bytes.length) return undefined;
          places.set(blob, [from, to]);
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
      const staging = `${file}.${process.pid}.tmp`;
      const places: Record<string, [number, number]> = {};
      const parts: Uint8Array[] = [];
      let offset = 0;
      for (const [name, bytes] of blobs) {
        places[name] = [offset, bytes.length];
        parts.push(bytes);
        offset += bytes.length;
      }
      const head = Buffer.from(JSON.stringify({ format, version: VERSION, data, blobs: places }), 'utf8');
      const length = Buffer.allocUnsafe(4);
      length.writeUInt32LE(head.length, 0);
      try {
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(staging, Buffer.concat([length, head, ...parts]));
        renameSync(staging, file);
        rmSync(`${name}.json`, { force: true }); // the same record as an earlier version kept it
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
