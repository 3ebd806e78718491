import { createDeflateRaw, crc32, deflateRawSync } from 'node:zlib';

export interface ZipEntry {
  name: string;
  /** Raw deflate data. */
  deflated: Buffer;
  crc: number;
  size: number;
}

/** An entry of `size` zero bytes, deflated as it streams (1 GiB takes seconds and ~1 MiB of memory). */
export async function zerosEntry(name: string, size: number): Promise<ZipEntry> {
  const chunk = Buffer.alloc(1024 * 1024);
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (c: Buffer) => out.push(c));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  let crc = 0;
  for (let left = size; left > 0; left -= chunk.length) {
    const part = left >= chunk.length ? chunk : chunk.subarray(0, left);
    crc = crc32(part, crc);
    if (!deflate.write(part)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return { name, deflated: Buffer.concat(out), crc, size };
}

export function textEntry(name: string, text: string | Buffer): ZipEntry {
  const data = Buffer.from(text);
  return { name, deflated: deflateRawSync(data), crc: crc32(data), size: data.length };
}

/**
 * A plain .zip (deflate, sizes in the headers, no data descriptors); with `zip64`, the central
 * directory gives every size and the entry count in zip64 records, as archivers do for big archives.
 */
export function buildZip(entries: ZipEntry[], options: { zip64?: boolean; comment?: string } = {}): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const local = header(30, 0x04034b50, 8, e, name.length);
    const central = header(46, 0x02014b50, 10, e, name.length);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, e.deflated);
    if (options.zip64) {
      const extra = Buffer.alloc(20);
      extra.writeUInt16LE(0x0001, 0);
      extra.writeUInt16LE(16, 2);
      extra.writeBigUInt64LE(BigInt(e.size), 4);
      extra.writeBigUInt64LE(BigInt(e.deflated.length), 12);
      central.writeUInt32LE(0xffffffff, 20);
      central.writeUInt32LE(0xffffffff, 24);
      central.writeUInt16LE(extra.length, 30);
      centrals.push(central, name, extra);
    } else centrals.push(central, name);
    offset += local.length + name.length + e.deflated.length;
  }
  const directory = Buffer.concat(centrals);
  const comment = Buffer.from(options.comment ?? '');
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(options.zip64 ? 0xffff : entries.length, 8);
  end.writeUInt16LE(options.zip64 ? 0xffff : entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(options.zip64 ? 0xffffffff : offset, 16);
  end.writeUInt16LE(comment.length, 20);
  return Buffer.concat([
    ...locals,
    directory,
    ...(options.zip64 ? zip64End(entries.length, directory.length, offset) : []),
    end,
    comment,
  ]);
}

/** The zip64 end-of-directory record and its locator, written after the directory at `offset`. */
function zip64End(count: number, directoryLength: number, offset: number): Buffer[] {
  const record = Buffer.alloc(56);
  record.writeUInt32LE(0x06064b50, 0);
  record.writeBigUInt64LE(44n, 4);
  record.writeUInt16LE(45, 12);
  record.writeUInt16LE(45, 14);
  record.writeBigUInt64LE(BigInt(count), 24);
  record.writeBigUInt64LE(BigInt(count), 32);
  record.writeBigUInt64LE(BigInt(directoryLength), 40);
  record.writeBigUInt64LE(BigInt(offset), 48);
  const locator = Buffer.alloc(20);
  locator.writeUInt32LE(0x07064b50, 0);
  locator.writeBigUInt64LE(BigInt(offset + directoryLength), 8);
  locator.writeUInt32LE(1, 16);
  return [record, locator];
}

/** The fields local and central headers share, from `at` on: method, date, CRC, sizes, name length. */
function header(length: number, signature: number, at: number, e: ZipEntry, nameLength: number): Buffer {
  const b = Buffer.alloc(length);
  b.writeUInt32LE(signature, 0);
  b.writeUInt16LE(20, 4);
  b.writeUInt16LE(8, at);
  b.writeUInt16LE(0x21, at + 4);
  b.writeUInt32LE(e.crc >>> 0, at + 6);
  b.writeUInt32LE(e.deflated.length, at + 10);
  b.writeUInt32LE(e.size, at + 14);
  b.writeUInt16LE(nameLength, at + 18);
  return b;
}
