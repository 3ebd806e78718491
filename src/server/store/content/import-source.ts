import { lstatSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { basename, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServiceConfig } from '../../context.js';
import { badRequest, forbidden } from '../../http-error.js';

/** Files of an import, by path relative to what was imported (`guides/install.md`). */
export type VirtualFiles = Map<string, Uint8Array>;

const MAX_FILES = 5000;
const MAX_BYTES = 100 * 1024 * 1024;
const FETCH_TIMEOUT_MS = 15_000;

/** Reads what `url` points to: a `file:` path (folder, markdown file or .zip) or an http(s) resource. */
export async function readImportUrl(url: string, source: string, config: ServiceConfig): Promise<VirtualFiles> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw badRequest('url: must be an absolute URL (file:, http: or https:)');
  }
  if (parsed.protocol === 'file:') return readLocal(parsed, config);
  if (parsed.protocol === 'http:' || parsed.protocol === 'https:') return fetchRemote(parsed, source);
  throw badRequest(`url: ${parsed.protocol} URLs cannot be imported; use file:, http: or https:`);
}

/** Where a `file:` import may read: anywhere (in-process), inside the import root, or nowhere. */
function allowedRoot(config: ServiceConfig): string | null {
  if (config.allowAnyFile) return null;
  if (!config.importRoot) throw forbidden('url: file: imports are disabled on this server (start it with --import-root <dir>)');
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
  } catch {
    throw badRequest(`url: ${url.href} does not exist`);
  }
  if (root !== null && !inside(root, real)) throw outside();
  const stat = statSync(real);
  if (stat.isDirectory()) return readFolder(real, root);
  if (!stat.isFile()) throw badRequest(`url: ${url.href} is neither a file nor a folder`);
  const bytes = readFileSync(real);
  if (/\.zip$/i.test(real) || isZip(bytes)) return unzip(bytes);
  return new Map([[basename(real), new Uint8Array(bytes)]]);
}

function readFolder(dir: string, root: string | null): VirtualFiles {
  const files: VirtualFiles = new Map();
  let total = 0;
  const walk = (current: string) => {
    for (const name of readdirSync(current).sort()) {
      if (name.startsWith('.')) continue;
      const full = join(current, name);
      let target = full;
      if (lstatSync(full).isSymbolicLink()) {
        try {
          target = realpathSync(full);
        } catch {
          continue;
        }
        if (root !== null && !inside(root, target)) throw forbidden(`url: ${relative(dir, full)} links outside the import root of this server`);
      }
      const stat = statSync(target);
      if (stat.isDirectory()) {
        if (target !== full && inside(target, dir)) continue;
        walk(full);
      } else if (stat.isFile()) {
        total += stat.size;
        if (files.size >= MAX_FILES || total > MAX_BYTES) throw badRequest(`url: too much to import (at most ${MAX_FILES} files and ${MAX_BYTES / 1024 / 1024} MB)`);
        files.set(relative(dir, full).split(sep).join('/'), new Uint8Array(readFileSync(target)));
      }
    }
  };
  walk(dir);
  return files;
}

async function fetchRemote(url: URL, source: string): Promise<VirtualFiles> {
  let res: Response;
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'follow' });
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    throw badRequest(`url: could not reach ${url.href} (${cause?.code ?? cause?.message ?? (error as Error).message})`);
  }
  if (!res.ok) throw badRequest(`url: ${url.href} answered HTTP ${res.status}`);
  const declared = Number(res.headers.get('content-length') ?? 0);
  if (declared > MAX_BYTES) throw badRequest(`url: too much to import (at most ${MAX_BYTES / 1024 / 1024} MB)`);
  const bytes = new Uint8Array(await res.arrayBuffer());
  if (bytes.length > MAX_BYTES) throw badRequest(`url: too much to import (at most ${MAX_BYTES / 1024 / 1024} MB)`);
  const type = res.headers.get('content-type') ?? '';
  if (source === 'zip' || /zip/.test(type) || isZip(bytes)) return unzip(bytes);
  const last = decodeURIComponent(url.pathname.split('/').filter(Boolean).pop() ?? '');
  if (source === 'html' || source === 'website' || /html/.test(type) || /\.html?$/i.test(last)) {
    const name = (last.replace(/\.html?$/i, '') || 'index') + '.md';
    return new Map([[name, new TextEncoder().encode(htmlToMarkdown(new TextDecoder().decode(bytes)))]]);
  }
  const name = /\.(md|markdown)$/i.test(last) ? last : `${last || 'index'}.md`;
  return new Map([[name, bytes]]);
}

const isZip = (bytes: Uint8Array) => bytes.length > 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

async function unzip(bytes: Uint8Array): Promise<VirtualFiles> {
  const { unzipSync } = await import('fflate');
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(bytes);
  } catch {
    throw badRequest('url: not a readable .zip archive');
  }
  const files: VirtualFiles = new Map();
  let total = 0;
  for (const [name, data] of Object.entries(entries)) {
    const path = name.replace(/\\/g, '/');
    const parts = path.split('/');
    if (path.endsWith('/') || isAbsolute(path) || parts.some((p) => p === '..' || p.startsWith('.') || p === '__MACOSX')) continue;
    total += data.length;
    if (files.size >= MAX_FILES || total > MAX_BYTES) throw badRequest(`url: too much to import (at most ${MAX_FILES} files and ${MAX_BYTES / 1024 / 1024} MB)`);
    files.set(path, data);
  }
  return stripCommonFolder(files);
}

/** A zip of `docs/` holds `docs/a.md`, `docs/b.md`: import the folder's content, not the folder. */
function stripCommonFolder(files: VirtualFiles): VirtualFiles {
  const tops = new Set([...files.keys()].map((p) => (p.includes('/') ? p.slice(0, p.indexOf('/')) : '')));
  if (tops.size !== 1 || tops.has('')) return files;
  const prefix = [...tops][0]! + '/';
  return new Map([...files].map(([p, d]) => [p.slice(prefix.length), d]));
}

function htmlToMarkdown(html: string): string {
  const decode = (s: string) => s.replace(/&nbsp;/g, ' ').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');
  const body = html
    .replace(/<(script|style|head)[\s\S]*?<\/\1>/gi, '')
    .replace(/<h([1-6])[^>]*>([\s\S]*?)<\/h\1>/gi, (_, n: string, t: string) => `\n${'#'.repeat(Number(n))} ${t.replace(/<[^>]+>/g, '').trim()}\n`)
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_, href: string, t: string) => `[${t.replace(/<[^>]+>/g, '')}](${href})`)
    .replace(/<li[^>]*>/gi, '\n- ')
    .replace(/<(p|div|br|tr)[^>]*>/gi, '\n')
    .replace(/<[^>]+>/g, '');
  const title = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1]?.trim();
  const text = decode(body).replace(/[ \t]+\n/g, '\n').replace(/\n{3,}/g, '\n\n').trim();
  return title && !/^#\s/m.test(text) ? `# ${decode(title)}\n\n${text}\n` : text + '\n';
}
