import { existsSync, readdirSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join, sep } from 'node:path';
import type { StaticSite } from './site.js';
import { isSvgFile, svgAsImage } from './svg-image.js';

/** Marks a folder as written here, so a later export may replace it without asking. */
export const SITE_MARKER = '.docs-cli-site';

export class NotASiteFolderError extends Error {}

/** A site file whose path leaves the export folder (`../x.html`, from a hostile service). */
export class UnsafePathError extends Error {
  constructor(path: string) {
    super(`the site names a file ${JSON.stringify(path)} outside the folder; nothing was written`);
  }
}

/**
 * Writes every file of the site into `dir`, replacing an earlier export there as a whole: the new
 * site is written beside it and swapped in, so a reader never sees half of each. A folder that
 * holds anything else is refused: an export never deletes files it did not write.
 */
export interface WriteOptions {
  progress?: (done: number, total: number) => void;
  /** Stops between files (Ctrl-C); the folder keeps what it held before. */
  signal?: AbortSignal;
}

export async function writeStaticSite(
  site: StaticSite,
  dir: string,
  options: WriteOptions = {},
): Promise<{ files: number }> {
  const { progress, signal } = options;
  if (existsSync(dir) && readdirSync(dir).length && !existsSync(join(dir, SITE_MARKER))) {
    throw new NotASiteFolderError(`${dir} is not empty and holds no earlier export`);
  }
  const staging = join(dirname(dir), `.${basename(dir)}.writing-${process.pid}-${Date.now()}`);
  await mkdir(staging, { recursive: true });
  try {
    const paths = site.paths();
    const folders = new Map<string, Promise<unknown>>();
    let done = 0;
    // A few files at a time: rendering is synchronous, the writes overlap with it.
    const queue = [...paths];
    const worker = async () => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        signal?.throwIfAborted();
        const file = await site.fileWithinLimits(path);
        if (file) {
          const target = join(staging, ...path.split('/'));
          // Names come from a service: one that would land outside the folder is refused.
          if (target !== staging && !target.startsWith(staging + sep)) throw new UnsafePathError(path);
          const folder = dirname(target);
          if (!folders.has(folder)) folders.set(folder, mkdir(folder, { recursive: true }));
          await folders.get(folder);
          // Opened from the folder, an SVG document would run its script: it is written as an image.
          const svg = typeof file.body !== 'string' && isSvgFile(path, file.contentType);
          await writeFile(target, svg ? svgAsImage(file.body as Uint8Array) : file.body);
        }
        progress?.(++done, paths.length);
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    await writeFile(join(staging, SITE_MARKER), `written by docs-cli; the next export into this folder replaces it\n`);
    const old = `${staging}.old`;
    if (existsSync(dir)) await rename(dir, old);
    await rename(staging, dir);
    await rm(old, { recursive: true, force: true });
    return { files: paths.length };
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
}

export async function removeStaticSite(dir: string): Promise<void> {
  if (existsSync(join(dir, SITE_MARKER))) await rm(dir, { recursive: true, force: true });
}
