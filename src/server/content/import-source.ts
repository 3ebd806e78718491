import { closeSync, lstatSync, openSync, readdirSync, readSync, realpathSync, statSync } from 'node:fs';
import { basename, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServiceConfig } from '../context.js';
import type { FetchLease } from '../fetch/budget.js';
import { FetchError, fetchBounded } from '../fetch/fetch.js';
import { badRequest, forbidden, ServiceError } from '../errors.js';
import { IMPORT_LIMITS, mib } from './import-limits.js';
import { htmlToMarkdown } from './markdown-work.js';
import { isZip, unzipBounded } from './unzip.js';

/** Files of an import, by path relative to what was imported (`guides/install.md`). */
import type { VirtualFiles } from './import-tree.js';

export type { VirtualFiles };

/** Reads what `url` points to: a `file:` path (folder, markdown file or .zip) or an http(s) resource. */
export async function readImportUrl(
  url: string,
  source: string,
  config: ServiceConfig,
  lease: FetchLease,
  caller: string,
): Promise<VirtualFiles> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw badRequest('url: must be an absolute URL (file:, http: or https:)');
  }
  if (parsed.protocol === 'file:') {
    const files = await readLocal(parsed, config);
    // What a file: import stores counts against the caller's bytes per minute.
    lease.count([...files.values()].reduce((sum, bytes) => sum + bytes.length, 0));
    return files;
  }
  if (parsed.protocol === 'http:' || parsed.protocol === 'https:')
    return fetchRemote(parsed, source, config, lease, caller);
  throw badRequest(`url: ${parsed.protocol} URLs cannot be imported; use file:, http: or https:`);
}

/** Where a `file:` import may read: anywhere (in-process), inside the import root, or nowhere. */
function allowedRoot(config: ServiceConfig): string | null {
  if (config.allowAnyFile) return null;
  if (!config.importRoot)
    throw forbidden('url: file: imports are disabled on this server (start it with --import-root <dir>)');
  try {
    return realpathSync(config.importRoot);
  } catch {
    throw forbidden('url: the import root of this server is not available');
  }
}

const inside = (root: string, path: string) => path === root || path.startsWith(root.endsWith(sep) ? root : root + sep);

async function readLocal(url: URL, config: ServiceConfig): Promise<VirtualFiles> {
  const root = allowedRoot(config);
  let path: string;
  try {
    path = resolve(fileURLToPath(url));
  } catch {
    throw badRequest('url: not a valid file: URL');
  }
  const outside = () => forbidden('url: the path is outside the import root of this server');
  if (root !== null && !inside(resolve(config.importRoot!), path) && !inside(root, path)) throw outside();
  let real: string;
  try {
    real = realpathSync(path);
  } catch (error) {
    throw badRequest(`url: ${url.href} ${fsProblem(error, 'does not exist')}`);
  }
  if (root !== null && !inside(root, real)) throw outside();
  try {
    const stat = statSync(real);
    if (stat.isDirectory()) return readFolder(real, root);
    if (!stat.isFile()) throw badRequest(`url: ${url.href} is neither a file nor a folder`);
    const bytes = readFileCapped(real, IMPORT_LIMITS.downloadBytes, 'one .zip archive');
    if (/\.zip$/i.test(real) || isZip(bytes)) return stripCommonFolder(await unzipBounded(bytes));
    return new Map([[basename(real), singleFile(bytes, basename(real))]]);
  } catch (error) {
    throw asBadRequest(error, url.href);
  }
}

/** Walks a folder: symlinks followed inside the root, each real folder once (loops end there). */
function readFolder(dir: string, root: string | null): VirtualFiles {
  const files: VirtualFiles = new Map();
  const seen = new Set<string>([dir]);
  let total = 0;
  const walk = (current: string) => {
    for (const name of readdirSync(current).sort()) {
      // Hidden files stay out, except GitBook's own: `.gitbook/` (assets) and `.gitbook.yaml`.
      const gitbook =
        name === '.gitbook' || name === '.gitbook.yaml' || relative(dir, current).split(sep).includes('.gitbook');
      if (name.startsWith('.') && !gitbook) continue;
      const full = join(current, name);
      let target = full;
      if (lstatSync(full).isSymbolicLink()) {
        try {
          target = realpathSync(full);
        } catch {
          continue;
        }
        if (root !== null && !inside(root, target))
          throw forbidden(`url: ${relative(dir, full)} links outside the import root of this server`);
      }
      const stat = statSync(target);
      const shown = relative(dir, full).split(sep).join('/');
      if (stat.isDirectory()) {
        const real = realpathSync(target);
        if (seen.has(real)) continue;
        seen.add(real);
        walk(full);
      } else if (stat.isFile()) {
        if (files.size >= IMPORT_LIMITS.files)
          throw badRequest(`url: more than ${IMPORT_LIMITS.files} files (the limit of one import)`);
        const bytes = readFileCapped(target, IMPORT_LIMITS.fileBytes, 'one file', shown);
        total += bytes.length;
        if (total > IMPORT_LIMITS.totalBytes)
          throw badRequest(
            `url: the folder holds more than ${mib(IMPORT_LIMITS.totalBytes)} (the limit of one import)`,
          );
        files.set(shown, bytes);
      }
    }
  };
  walk(dir);
  return files;
}

/** Reads at most `cap` bytes, whatever the file claims to be (a /proc file reports size 0). */
function readFileCapped(path: string, cap: number, limitName: string, shown = basename(path)): Uint8Array {
  const fd = openSync(path, 'r');
  try {
    const chunks: Buffer[] = [];
    let size = 0;
    for (;;) {
      const chunk = Buffer.allocUnsafe(Math.min(1024 * 1024, cap + 1 - size));
      const n = readSync(fd, chunk, 0, chunk.length, null);
      if (n === 0) break;
      chunks.push(chunk.subarray(0, n));
      size += n;
      if (size > cap) throw badRequest(`url: ${shown} is larger than ${mib(cap)} (the limit for ${limitName})`);
    }
    return new Uint8Array(Buffer.concat(chunks, size));
  } finally {
    closeSync(fd);
  }
}

function singleFile(bytes: Uint8Array, name: string): Uint8Array {
  if (bytes.length > IMPORT_LIMITS.fileBytes)
    throw badRequest(`url: ${name} is larger than ${mib(IMPORT_LIMITS.fileBytes)} (the limit for one file)`);
  return bytes;
}

/** File-system failures (loops, permissions, names too long) are the caller's input: 400. */
function asBadRequest(error: unknown, href: string): unknown {
  if (error instanceof ServiceError) return error;
  return badRequest(`url: cannot read ${href} (${fsProblem(error, 'unreadable')})`);
}

function fsProblem(error: unknown, fallback: string): string {
  const code = (error as { code?: string }).code;
  if (code === 'ELOOP') return 'a symbolic link loops';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  if (code === 'ENAMETOOLONG') return 'a path is too long';
  return code === 'ENOENT' || !code ? fallback : `${fallback}: ${code}`;
}

async function fetchRemote(
  url: URL,
  source: string,
  config: ServiceConfig,
  lease: FetchLease,
  caller: string,
): Promise<VirtualFiles> {
  let fetched;
  try {
    fetched = await fetchBounded(url, config.fetch, {
      maxBytes: IMPORT_LIMITS.downloadBytes,
      limitName: 'one import download',
      lease,
    });
  } catch (error) {
    if (error instanceof FetchError) throw badRequest(`url: ${error.message}`);
    throw error;
  }
  const { bytes, contentType: type } = fetched;
  if (source === 'zip' || /zip/.test(type) || isZip(bytes)) return stripCommonFolder(await unzipBounded(bytes));
  const last = lastSegment(fetched.url);
  if (source === 'html' || source === 'website' || /html/.test(type) || /\.html?$/i.test(last)) {
    const name = `${last.replace(/\.html?$/i, '') || 'index'}.md`;
    return new Map([
      [name, new TextEncoder().encode(await htmlToMarkdown(caller, new TextDecoder().decode(singleFile(bytes, name))))],
    ]);
  }
  const name = /\.(md|markdown)$/i.test(last) ? last : `${last || 'index'}.md`;
  return new Map([[name, singleFile(bytes, name)]]);
}

function lastSegment(url: URL): string {
  const last = url.pathname.split('/').filter(Boolean).pop() ?? '';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/** A zip of `docs/` holds `docs/a.md`, `docs/b.md`: import the folder's content, not the folder. */
function stripCommonFolder(files: VirtualFiles): VirtualFiles {
  const tops = new Set([...files.keys()].map((p) => (p.includes('/') ? p.slice(0, p.indexOf('/')) : '')));
  if (tops.size !== 1 || tops.has('')) return files;
  const prefix = `${[...tops][0]!}/`;
  return new Map([...files].map(([p, d]) => [p.slice(prefix.length), d]));
}

/**
 * The files of an import run of uploaded files (startImportRun's `file` source): a .zip is
 * unpacked (its common folder left out), any other file is one file of the import, by its name.
 */
export async function readUploadedFiles(uploads: Array<{ name: string; bytes: Uint8Array }>): Promise<VirtualFiles> {
  const files: VirtualFiles = new Map();
  let total = 0;
  for (const upload of uploads) {
    const read =
      /\.zip$/i.test(upload.name) || isZip(upload.bytes)
        ? stripCommonFolder(await unzipBounded(upload.bytes))
        : new Map([[upload.name, singleFile(upload.bytes, upload.name)]]);
    for (const [path, bytes] of read) {
      if (files.size >= IMPORT_LIMITS.files)
        throw badRequest(`source.files: more than ${IMPORT_LIMITS.files} files (the limit of one import)`);
      total += bytes.length;
      if (total > IMPORT_LIMITS.totalBytes)
        throw badRequest(`source.files: more than ${mib(IMPORT_LIMITS.totalBytes)} (the limit of one import)`);
      files.set(path, bytes);
    }
  }
  return files;
}
