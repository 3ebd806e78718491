import { createReadStream } from 'node:fs';
import { UsageError } from './errors.js';

/** The most any file or stdin input may hold: `/dev/zero` or an endless pipe must not eat memory. */
export const INPUT_LIMIT_BYTES = 10 * 1024 * 1024;
const LIMIT_TEXT = `${INPUT_LIMIT_BYTES / 1024 / 1024} MiB`;

/**
 * Reads a text input: a file, or stdin for `-`. Stops after the limit, refuses binary data, and
 * says which input failed in one line (`--file /bin/ls` must not print the binary back).
 */
/** What reading `-` needs: the bytes of stdin (an `IO` has them). */
export interface StdinSource {
  stdin: { readBytes(max: number): Promise<Uint8Array> };
}

export function readTextInput(io: StdinSource, source: string, what: string): Promise<string> {
  if (source === '-') return readBounded(() => io.stdin.readBytes(INPUT_LIMIT_BYTES + 1), 'stdin', what);
  return readFileText(source, what);
}

/** A file that must be a file (no stdin): manifests, secrets, OpenAPI documents. */
export const readFileText = (path: string, what: string) =>
  readBounded(() => readFileBounded(path, INPUT_LIMIT_BYTES + 1), path, what);

async function readBounded(load: () => Promise<Uint8Array>, name: string, what: string): Promise<string> {
  let bytes: Uint8Array;
  try {
    bytes = await load();
  } catch (error) {
    if (error instanceof UsageError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    const reason =
      code === 'ENOENT'
        ? 'no such file'
        : code === 'EISDIR'
          ? 'is a directory'
          : code === 'EACCES'
            ? 'permission denied'
            : (code ?? (error as Error).message);
    throw new UsageError(`${what}: cannot read ${name}: ${reason}`);
  }
  if (bytes.length > INPUT_LIMIT_BYTES)
    throw new UsageError(`${what}: ${name} is larger than the ${LIMIT_TEXT} input limit`);
  return decodeText(bytes, `${what}: ${name}`);
}

/** UTF-8 text without NUL bytes; a leading BOM is dropped. */
export function decodeText(bytes: Uint8Array, where: string): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new UsageError(`${where} is not UTF-8 text (a binary file?)`);
  }
  if (text.includes('\u0000')) throw new UsageError(`${where} is not text: it holds NUL bytes (a binary file?)`);
  return text;
}

/** At most `max` bytes of a file (also FIFOs and devices, which have no size to check first). */
export async function readFileBounded(path: string, max: number): Promise<Uint8Array> {
  return readStreamBounded(createReadStream(path), max);
}

export async function readStreamBounded(
  stream: NodeJS.ReadableStream & { destroy?: () => void },
  max: number,
): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream) {
    const buf = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    chunks.push(buf);
    total += buf.length;
    if (total >= max) {
      stream.destroy?.();
      break;
    }
  }
  return Buffer.concat(chunks).subarray(0, max);
}
