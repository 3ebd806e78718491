/**
 * A download written to disk as it arrives: into a part file beside the target, renamed over it
 * only when the whole answer is in, so a failed download leaves the target as it was.
 */
import { open, rename, rm, stat, type FileHandle } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { ByteSink } from './transport.js';

export class FileSink implements ByteSink {
  private handle: FileHandle | undefined;
  private part: string;
  bytes = 0;

  private constructor(readonly target: string) {
    this.part = join(dirname(target), `.${basename(target)}.${process.pid}.part`);
  }

  /**
   * Opens the part file now, so a target that cannot be written (no name, a folder, a folder that
   * cannot be written) fails before any download.
   */
  static async create(target: string): Promise<FileSink> {
    if (target === '' || /[\\/]$/.test(target) || (await stat(target).catch(() => undefined))?.isDirectory())
      throw Object.assign(new Error('not a file'), { code: target === '' ? 'ENOENT' : 'EISDIR' });
    const sink = new FileSink(target);
    sink.handle = await sink.openPart();
    return sink;
  }

  async write(chunk: Uint8Array): Promise<void> {
    await this.handle!.write(chunk);
    this.bytes += chunk.byteLength;
  }

  /** Starts the part file again, empty. */
  async restart(): Promise<void> {
    await this.handle!.close();
    await rm(this.part, { force: true });
    this.handle = await this.openPart();
    this.bytes = 0;
  }

  /** A new file only ('wx'): a part file that is already there, or a link by its name, is not written through. */
  private openPart(): Promise<FileHandle> {
    return open(this.part, 'wx', 0o644);
  }

  /** Puts the download in place. */
  async commit(): Promise<void> {
    await this.handle!.close();
    this.handle = undefined;
    await rename(this.part, this.target);
  }

  /** Removes the part file; the target is untouched. */
  async discard(): Promise<void> {
    await this.handle?.close().catch(() => undefined);
    this.handle = undefined;
    await rm(this.part, { force: true });
  }
}
