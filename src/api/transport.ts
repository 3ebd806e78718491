import type { Readable } from 'node:stream';
/** How the request layer reaches a service: over HTTP (node:http) or in-process (the embedded workspace). */
export interface TransportRequest {
  method: string;
  /** Path with query string, starting at /v1. */
  path: string;
  headers: Record<string, string>;
  /** JSON text, or bytes sent as they are (an upload). */
  body?: string | Uint8Array;
  signal?: AbortSignal;
  /** The answer's body may hold at most this many bytes (read up to there, then refused). */
  maxBytes?: number;
  /** Names the limit in the error: what sets it. */
  limitName?: string;
  /** Shared by downloads in progress: the body waits until its size fits (see ByteBudget). */
  budget?: ByteBudget;
  /** A successful answer's body goes here as it arrives instead of into memory (the body is then empty). */
  sink?: ByteSink;
}

/** Where a download's bytes go as they arrive: memory stays small whatever the size. */
export interface ByteSink {
  write(chunk: Uint8Array): Promise<void>;
  /** Drops what an earlier attempt wrote (called before a retry). */
  restart(): Promise<void>;
}

export interface TransportResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

export interface Transport {
  /** Base URL shown in logs, dry runs and errors. */
  readonly baseUrl: string;
  /** The organization of a service that has exactly one (the embedded workspace), known without asking. */
  readonly organization?: string;
  send(request: TransportRequest): Promise<TransportResponse>;
  close(): Promise<void>;
}

/** A transport failure with a stable code, so retries can tell "never reached the server" apart. */
export class TransportError extends Error {
  constructor(
    message: string,
    readonly code: string,
    /** True when the request provably never reached the server (safe to retry any method). */
    readonly notSent: boolean,
    /** Asking again would not help (the answer is too large, or the time allowed is spent). */
    readonly final = false,
  ) {
    super(message);
  }
}

export const MIB = 1024 * 1024;

/**
 * Bytes that answers in progress may hold together (downloads run several at once). An answer
 * reserves its declared length, or the whole budget when it declares none, before its body is
 * read: together they never hold more than the budget, and one always fits.
 */
export class ByteBudget {
  private used = 0;
  private waiting: Array<() => void> = [];
  constructor(readonly max: number) {}

  async reserve(bytes: number): Promise<() => void> {
    const share = Number.isFinite(bytes) ? Math.min(Math.max(bytes, 0), this.max) : this.max;
    while (this.used + share > this.max) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.used += share;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.used -= share;
      const waiting = this.waiting;
      this.waiting = [];
      for (const wake of waiting) wake();
    };
  }
}

/** The error for an answer over its size limit: the limit and what sets it. */
export function tooLarge(maxBytes: number, limitName: string | undefined): TransportError {
  const limit = maxBytes % MIB === 0 ? `${maxBytes / MIB} MiB` : `${maxBytes} bytes`;
  return new TransportError(
    `the answer is larger than ${limit}${limitName ? ` (${limitName} sets the limit)` : ''}`,
    'ANSWER_TOO_LARGE',
    false,
    true,
  );
}

/**
 * Reads a body stream up to `maxBytes`: a larger one is refused as soon as it passes the limit,
 * so an endless answer costs at most that much memory (nothing with a sink, which takes each
 * chunk as it comes; the body returned is then empty).
 */
export async function readBounded(
  body: AsyncIterable<Uint8Array> | ReadableStream<Uint8Array>,
  maxBytes: number | undefined,
  limitName?: string,
  sink?: ByteSink,
): Promise<Buffer> {
  if (!sink && !('getReader' in body) && typeof (body as Readable).on === 'function')
    return readWhole(body as Readable, maxBytes, limitName);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of 'getReader' in body ? webChunks(body) : body) {
    size += chunk.byteLength;
    if (maxBytes !== undefined && size > maxBytes) throw tooLarge(maxBytes, limitName);
    if (sink) await sink.write(chunk);
    else chunks.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
  }
  if (sink) return Buffer.alloc(0);
  return chunks.length === 1 && chunks[0] ? chunks[0] : Buffer.concat(chunks, size);
}

/**
 * A Node stream read whole into memory (every HTTP answer but a download into a sink), through its
 * events: the async iterator costs a promise and a tick per chunk and a stream.finished per body,
 * about a third of a small download's time at the client (a pull asks for hundreds). A body cut
 * off ends with its error, or with ERR_STREAM_PREMATURE_CLOSE when it closes without one.
 */
function readWhole(body: Readable, maxBytes: number | undefined, limitName?: string): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    // Closed while it waited (the command ended, the connection dropped): no event will come.
    if (body.destroyed) {
      reject(body.errored ?? prematureClose());
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    // The listeners stay: an error after the end (a socket reset) must find one, and does nothing.
    const settle = (error: Error | undefined) => {
      if (settled) return;
      settled = true;
      if (error) {
        body.destroy();
        reject(error);
      } else resolve(chunks.length === 1 && chunks[0] ? chunks[0] : Buffer.concat(chunks, size));
    };
    const onData = (chunk: Buffer) => {
      if (settled) return;
      size += chunk.byteLength;
      if (maxBytes !== undefined && size > maxBytes) settle(tooLarge(maxBytes, limitName));
      else chunks.push(chunk);
    };
    body.on('data', onData);
    body.on('end', () => settle(undefined));
    body.on('error', (error: Error) => settle(error));
    // A close after the end is the normal way a body finishes: no error is made for it.
    body.on('close', () => {
      if (!settled) settle(prematureClose());
    });
  });
}

const prematureClose = () => Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });

/** A web stream's chunks; leaving early (over the limit) cancels it. */
async function* webChunks(stream: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
  const reader = stream.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}

/** Methods a retry may repeat (RFC 9110's idempotent methods). */
export const IDEMPOTENT = new Set(['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS']);
