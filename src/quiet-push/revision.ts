import type { Socket } from 'node:net';

/** The most the quiet path waits for the space, and the most it reads of the answer. */
const WAIT_MS = 10_000;
const MAX_ANSWER_BYTES = 1 << 20;

/**
 * The space's revision as `GET /v1/spaces/<id>` answers it (what `preparePush` compares with the
 * memo's), or undefined on anything but a 200 with a revision: a refusal, a redirect, an answer
 * it does not read, a slow or failed request. The full command then asks again, with its retries
 * and its error messages. `sent` settles once the request is written (a synchronous walk of the
 * folder would hold it back otherwise), or has failed.
 *
 * One request on a connection of its own, written and read here over node:net (node:tls for
 * https): node:http's client costs the quiet path some 6 ms of CPU to load and run once, a
 * fifth of what it may take. Anything the small reader does not know is a hand-over, never a
 * guess: it reads `HTTP/1.x 200`, then the body by Content-Length, by chunks, or to the end.
 */
export function spaceRevision(
  apiUrl: string,
  token: string,
  space: string,
  maxAnswerBytes = MAX_ANSWER_BYTES,
): { sent: Promise<void>; revision: Promise<string | undefined>; cancel(): void } {
  let cancel = () => {};
  let markSent = () => {};
  const sent = new Promise<void>((resolve) => {
    markSent = resolve;
  });
  const revision = new Promise<string | undefined>((resolve) => {
    let url: URL;
    try {
      url = new URL(`${apiUrl.replace(/\/+$/, '')}/v1/spaces/${encodeURIComponent(space)}`);
    } catch {
      url = new URL('about:blank');
    }
    const https = url.protocol === 'https:';
    if ((!https && url.protocol !== 'http:') || /[\r\n\0]/.test(token)) {
      markSent();
      resolve(undefined);
      return;
    }
    const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
    const port = Number(url.port || (https ? 443 : 80));
    const limit = Math.min(maxAnswerBytes, MAX_ANSWER_BYTES);
    let socket: Socket;
    const request =
      `GET ${url.pathname}${url.search} HTTP/1.1\r\nHost: ${url.host}\r\nAccept: application/json\r\n` +
      `User-Agent: docs-cli\r\nAuthorization: Bearer ${token}\r\nConnection: close\r\n\r\n`;
    const write = () => socket.write(request, () => markSent());
    if (https) {
      const { connect } = process.getBuiltinModule('node:tls') as typeof import('node:tls');
      const { isIP } = process.getBuiltinModule('node:net') as typeof import('node:net');
      socket = connect({ host, port, ...(isIP(host) ? {} : { servername: host }) }, write);
    } else {
      const { connect } = process.getBuiltinModule('node:net') as typeof import('node:net');
      socket = connect({ host, port }, write);
    }
    const parts: Buffer[] = [];
    let size = 0;
    const done = (answer: string | undefined) => {
      clearTimeout(timer);
      socket.destroy();
      markSent();
      resolve(answer);
    };
    const timer = setTimeout(() => done(undefined), WAIT_MS);
    cancel = () => done(undefined);
    socket.on('error', () => done(undefined));
    socket.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit + 64 * 1024) done(undefined);
      else parts.push(chunk);
    });
    socket.on('end', () => {
      const body = okBody(Buffer.concat(parts));
      let answer: string | undefined;
      try {
        const parsed =
          body && body.length <= limit ? (JSON.parse(body.toString('utf8')) as { revision?: unknown }) : {};
        answer = typeof parsed?.revision === 'string' && parsed.revision !== '' ? parsed.revision : undefined;
      } catch {
        answer = undefined;
      }
      done(answer);
    });
  });
  return { sent, revision, cancel: () => cancel() };
}

/** The body of a whole `200` answer, or undefined for any other status or an answer cut short. */
export function okBody(bytes: Buffer): Buffer | undefined {
  const headEnd = bytes.indexOf('\r\n\r\n');
  if (headEnd === -1) return undefined;
  const [status, ...lines] = bytes.toString('latin1', 0, headEnd).split('\r\n');
  if (!/^HTTP\/1\.[01] 200 /.test(`${status} `)) return undefined;
  const headers = new Map<string, string>();
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon <= 0) return undefined;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (headers.has(name)) return undefined; // repeated framing headers are not guessed at
    headers.set(name, line.slice(colon + 1).trim());
  }
  const rest = bytes.subarray(headEnd + 4);
  const coding = headers.get('transfer-encoding');
  if (coding !== undefined) return coding.toLowerCase() === 'chunked' ? unchunked(rest) : undefined;
  const length = headers.get('content-length');
  if (length === undefined) return rest;
  if (!/^\d{1,10}$/.test(length) || rest.length < Number(length)) return undefined;
  return rest.subarray(0, Number(length));
}

/** A chunked body put together, or undefined when it does not end with its last chunk. */
function unchunked(bytes: Buffer): Buffer | undefined {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = bytes.indexOf('\r\n', at);
    if (lineEnd === -1) return undefined;
    const sizeText = bytes.toString('latin1', at, lineEnd).split(';')[0]!.trim();
    if (!/^[0-9a-fA-F]{1,8}$/.test(sizeText)) return undefined;
    const size = Number.parseInt(sizeText, 16);
    if (size === 0) return Buffer.concat(parts);
    const start = lineEnd + 2;
    if (start + size + 2 > bytes.length || bytes.toString('latin1', start + size, start + size + 2) !== '\r\n')
      return undefined;
    parts.push(bytes.subarray(start, start + size));
    at = start + size + 2;
  }
}
