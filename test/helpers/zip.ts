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

/** A plain .zip (deflate, sizes in the headers, no data descriptors, no zip64). */
export function buildZip(entries: ZipEntry[]): Buffer {
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
    centrals.push(central, name);
    offset += local.length + name.length + e.deflated.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
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
