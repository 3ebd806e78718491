import { isAbsolute } from 'node:path';
import { badRequest } from '../errors.js';
import { IMPORT_LIMITS, mib } from './import-limits.js';
import { type DeclaredEntry, readZipDirectory } from './zip-directory.js';

/** Compressed bytes handed to the inflater at a time: deflate expands at most ~1032:1, so ~1 MiB out. */
const INPUT_CHUNK = 1024;

export const isZip = (bytes: Uint8Array) =>
  bytes.length > 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/**
 * Inflates a .zip one entry at a time, in small steps. An archive whose central directory declares
 * more than the limits is refused before anything is inflated; an entry that expands past its
 * declared size is refused the moment it does, so a bomb that lies costs at most its declared size.
 * Hidden files, `__MACOSX` and unsafe paths are skipped.
 */
export async function unzipBounded(zip: Uint8Array): Promise<Map<string, Uint8Array>> {
  const declared = readZipDirectory(zip);
  if (declared === undefined) throw badRequest('url: not a readable .zip archive (no central directory)');
  const declaredSizes = withinLimits(declared);
  const { Unzip, UnzipInflate } = await import('fflate');
  const files = new Map<string, Uint8Array>();
  let total = 0;
  let entries = 0;
  let failure: Error | undefined;
  const stop = (error: Error, terminate?: () => void) => {
    failure ??= error;
    terminate?.();
  };
  const unzip = new Unzip((file) => {
    if (failure) return;
    if (++entries > IMPORT_LIMITS.files)
      return stop(
        badRequest(`url: the archive has more than ${IMPORT_LIMITS.files} entries (the limit of one import)`),
      );
    const path = safePath(file.name);
    if (path === undefined) return;
    const allowed = declaredSizes.get(path);
    if (allowed === undefined)
      return stop(badRequest(`url: not a readable .zip archive (${path} is missing from its directory)`));
    const chunks: Uint8Array[] = [];
    let size = 0;
    file.ondata = (error, chunk, final) => {
      if (failure) return;
      if (error) return stop(badRequest('url: not a readable .zip archive'), () => file.terminate());
      size += chunk.length;
      total += chunk.length;
      if (size > allowed)
        return stop(badRequest(`url: not a readable .zip archive (${path} expands past its declared size)`), () =>
          file.terminate(),
        );
      if (total > IMPORT_LIMITS.totalBytes)
        return stop(
          badRequest(
            `url: the archive expands to more than ${mib(IMPORT_LIMITS.totalBytes)} (the limit of one import)`,
          ),
          () => file.terminate(),
        );
      chunks.push(chunk);
      if (final) files.set(path, concat(chunks, size));
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  for (let at = 0; at < zip.length && !failure; at += INPUT_CHUNK) {
    try {
      unzip.push(zip.subarray(at, at + INPUT_CHUNK), at + INPUT_CHUNK >= zip.length);
    } catch {
      stop(badRequest('url: not a readable .zip archive'));
    }
  }
  if (failure) throw failure;
  if (entries === 0) throw badRequest('url: not a readable .zip archive (no entries found)');
  return files;
}

/** Refuses what the directory declares past the limits; answers each kept entry's declared size. */
function withinLimits(declared: DeclaredEntry[]): Map<string, number> {
  if (declared.length > IMPORT_LIMITS.files)
    throw badRequest(`url: the archive has more than ${IMPORT_LIMITS.files} entries (the limit of one import)`);
  const sizes = new Map<string, number>();
  let total = 0;
  for (const { name, size } of declared) {
    const path = safePath(name);
    if (path === undefined) continue;
    if (size > IMPORT_LIMITS.fileBytes)
      throw badRequest(`url: ${path} expands to more than ${mib(IMPORT_LIMITS.fileBytes)} (the limit for one file)`);
    total += size;
    if (total > IMPORT_LIMITS.totalBytes)
      throw badRequest(
        `url: the archive expands to more than ${mib(IMPORT_LIMITS.totalBytes)} (the limit of one import)`,
      );
    sizes.set(path, Math.max(size, sizes.get(path) ?? 0));
  }
  return sizes;
}

function safePath(name: string): string | undefined {
  const path = name.replace(/\\/g, '/');
  const parts = path.split('/');
  if (path.endsWith('/') || isAbsolute(path) || parts.some((p) => p === '..' || p.startsWith('.') || p === '__MACOSX'))
    return undefined;
  return path;
}

function concat(chunks: Uint8Array[], size: number): Uint8Array {
  if (chunks.length === 1) return chunks[0]!;
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}
