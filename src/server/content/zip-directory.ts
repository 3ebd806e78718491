/** One entry as a .zip's central directory declares it. */
export interface DeclaredEntry {
  name: string;
  /** Uncompressed bytes, as declared (a hostile archive may lie; the inflater holds it to this). */
  size: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_END = 0x06064b50;
const CENTRAL_HEADER = 0x02014b50;
const ZIP64_EXTRA = 0x0001;
const MAX_COMMENT = 0xffff;

/**
 * Reads the central directory at the end of a .zip (zip64 included) without inflating anything, so
 * an archive that declares more than the limits allow is refused before a byte is expanded.
 * Undefined when there is no readable directory.
 */
export function readZipDirectory(zip: Uint8Array): DeclaredEntry[] | undefined {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const end = findEndOfDirectory(view);
  if (end === undefined) return undefined;
  let count = view.getUint16(end + 10, true);
  let offset = view.getUint32(end + 16, true);
  if (count === 0xffff || offset === 0xffffffff) {
    const zip64 = readZip64End(view, end);
    if (zip64 === undefined) return undefined;
    ({ count, offset } = zip64);
  }
  const entries: DeclaredEntry[] = [];
  const decoder = new TextDecoder();
  for (let at = offset, i = 0; i < count; i++) {
    if (at + 46 > view.byteLength || view.getUint32(at, true) !== CENTRAL_HEADER) return undefined;
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const next = at + 46 + nameLength + extraLength + commentLength;
    if (next > view.byteLength) return undefined;
    const name = decoder.decode(zip.subarray(at + 46, at + 46 + nameLength));
    let size = view.getUint32(at + 24, true);
    if (size === 0xffffffff) {
      const real = zip64Size(view, at + 46 + nameLength, extraLength);
      if (real === undefined) return undefined;
      size = real;
    }
    entries.push({ name, size });
    at = next;
  }
  return entries;
}

function findEndOfDirectory(view: DataView): number | undefined {
  const last = view.byteLength - 22;
  for (let at = last; at >= 0 && at >= last - MAX_COMMENT; at--)
    if (view.getUint32(at, true) === END_OF_DIRECTORY && at + 22 + view.getUint16(at + 20, true) === view.byteLength)
      return at;
  return undefined;
}

function readZip64End(view: DataView, end: number): { count: number; offset: number } | undefined {
  const locator = end - 20;
  if (locator < 0 || view.getUint32(locator, true) !== ZIP64_LOCATOR) return undefined;
  const record = safeNumber(view.getBigUint64(locator + 8, true));
  if (record + 56 > view.byteLength || view.getUint32(record, true) !== ZIP64_END) return undefined;
  return {
    count: safeNumber(view.getBigUint64(record + 32, true)),
    offset: safeNumber(view.getBigUint64(record + 48, true)),
  };
}

/** The uncompressed size from a zip64 extended-information field (it comes first when present). */
function zip64Size(view: DataView, from: number, length: number): number | undefined {
  for (let at = from; at + 4 <= from + length; ) {
    const id = view.getUint16(at, true);
    const size = view.getUint16(at + 2, true);
    if (id === ZIP64_EXTRA && size >= 8 && at + 12 <= view.byteLength)
      return safeNumber(view.getBigUint64(at + 4, true));
    at += 4 + size;
  }
  return undefined;
}

/** Sizes past 2^53 are read as infinite: over every limit, never wrapped. */
function safeNumber(value: bigint): number {
  return value > BigInt(Number.MAX_SAFE_INTEGER) ? Number.POSITIVE_INFINITY : Number(value);
}
