import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { errorReply, type App } from './app.js';
import type { Reply } from './context.js';
import type { Faults } from './faults.js';
import { withDefaultHeaders } from './headers.js';

export interface HttpOptions {
  /** Request bodies larger than this are refused with 413 before they are read. */
  maxBodyBytes?: number;
  /** Injected latency, errors, rate limiting and connection resets (`server start --fault-*`). */
  faults?: Faults;
}

export const DEFAULT_MAX_BODY = 10 * 1024 * 1024;

/** The node:http adapter: reads the body, calls the app, writes its reply. */
export function createHttpServer(app: App, options: HttpOptions = {}): Server {
  const maxBody = options.maxBodyBytes ?? DEFAULT_MAX_BODY;
  const waiting: Array<() => void> = [];
  const server = createServer({ keepAlive: true }, (req, res) => {
    void serve(req, res).catch(() => {
      if (!res.headersSent) send(res, withDefaultHeaders(errorReply(500, 'internal error')));
      else res.destroy();
    });
  });
  // Requests node:http refuses before the app sees them (a URL or headers over its limit, a
  // malformed request line) still get the error shape, not an empty body.
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (error.code === 'ECONNRESET' || !socket.writable) return socket.destroy();
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
    const body = JSON.stringify(
      errorReply(status, status === 431 ? 'request line or headers are too large' : 'malformed HTTP request').body,
    );
    const reason = status === 431 ? 'Request Header Fields Too Large' : 'Bad Request';
    socket.end(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\nX-Content-Type-Options: nosniff\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
  return server;

  /**
   * Requests whose bytes were all read start together, after the event loop's turn of reading
   * sockets (setImmediate runs after it): their synchronous parts share one read of the store's
   * version (`App.together`), read after every one of them arrived, so each answer still reflects
   * every commit made before its request was sent (a token revoked by then is refused).
   */
  function inTurn(start: () => void): void {
    waiting.push(start);
    if (waiting.length === 1) setImmediate(startWaiting);
  }
  function startWaiting(): void {
    const starts = waiting.splice(0);
    const run = () => {
      for (const start of starts) start();
    };
    if (app.together) app.together(run);
    else run();
  }

  async function serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const faults = options.faults;
    if (faults) {
      await faults.delay();
      const fault = faults.before();
      if (fault.kind === 'error') {
        req.resume();
        send(res, withDefaultHeaders(errorReply(fault.status, `injected fault: HTTP ${fault.status}`)));
        return;
      }
      if (fault.kind === 'rate-limit') {
        req.resume();
        send(
          res,
          withDefaultHeaders(
            errorReply(429, 'rate limit exceeded', {
              'retry-after': String(fault.retryAfter),
              ...faults.rateLimitHeaders(),
            }),
          ),
        );
        return;
      }
    }
    // An upload target admits the bytes its upload declared, or refuses before the body is read.
    // (Only PUT targets admit uploads: other requests skip the lookup.)
    const admitted =
      req.method === 'PUT'
        ? await app.admit?.({
            method: req.method,
            url: req.url ?? '/',
            headers: req.headers as Record<string, string>,
          })
        : undefined;
    if (admitted && 'reply' in admitted) return discardBody(req, res, admitted.reply);
    const limit = admitted?.maxBytes ?? maxBody;
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > limit) return refuseBody(req, res, limit);
    // Most requests (GETs) have no body: nothing to wait for.
    const body = hasBody(req) ? await readBody(req, limit) : undefined;
    if (body === 'too-large') return refuseBody(req, res, limit);
    const request = {
      method: req.method ?? 'GET',
      url: req.url ?? '/',
      headers: req.headers as Record<string, string>,
      body,
    };
    const reply = await new Promise<Reply>((resolve) => inTurn(() => resolve(app.handle(request))));
    if (faults?.resetAfter()) {
      req.socket.destroy();
      return;
    }
    send(res, faults ? { ...reply, headers: { ...reply.headers, ...faults.rateLimitHeaders() } } : reply);
  }
}

/** How much of a refused body is read and thrown away so that its sender gets to read the 413. */
const DISCARD_BYTES = 64 * 1024 * 1024;
const DISCARD_MS = 10_000;

/**
 * Answers 413 at once, then reads and discards the rest of the body instead of closing: a
 * connection closed under a client still sending makes it fail with a reset or a broken pipe
 * before it reads the answer. A body that goes on past what is worth discarding (or too long)
 * is cut off by closing the connection.
 */
function refuseBody(req: IncomingMessage, res: ServerResponse, maxBody: number): void {
  discardBody(req, res, withDefaultHeaders(errorReply(413, `request body is larger than ${maxBody} bytes`)));
}

/** Answers `reply` at once, then reads and discards the body as refuseBody does. */
function discardBody(req: IncomingMessage, res: ServerResponse, reply: Reply): void {
  send(res, reply);
  let discarded = 0;
  const cut = () => {
    clearTimeout(timer);
    req.socket.destroy();
  };
  const timer = setTimeout(cut, DISCARD_MS);
  timer.unref();
  req.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > DISCARD_BYTES) cut();
  });
  req.on('end', () => clearTimeout(timer));
  req.on('close', () => clearTimeout(timer));
  req.resume();
}

const hasBody = (req: IncomingMessage) =>
  req.headers['transfer-encoding'] !== undefined || (req.headers['content-length'] ?? '0') !== '0';

function readBody(req: IncomingMessage, max: number): Promise<Buffer | 'too-large'> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (chunk: Buffer) => {
      if (tooLarge) return;
      size += chunk.length;
      if (size > max) {
        // Answer now: a body without Content-Length (chunked) may never end.
        tooLarge = true;
        chunks.length = 0;
        resolve('too-large');
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(tooLarge ? 'too-large' : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

export function send(res: ServerResponse, reply: Reply, close = false): void {
  const headers: Record<string, string> = close ? { ...reply.headers, connection: 'close' } : (reply.headers ?? {});
  if (reply.raw) {
    res.writeHead(reply.status, { 'content-length': String(reply.raw.length), ...headers });
    res.end(reply.raw);
    return;
  }
  if (reply.body === undefined && reply.json === undefined) {
    res.writeHead(reply.status, headers);
    res.end();
    return;
  }
  // Written as a string: node:http sends the head and a string body in one write (a Buffer body
  // is a second chunk, a writev); measuring its UTF-8 length allocates nothing.
  const text = reply.json ?? JSON.stringify(reply.body);
  res.writeHead(reply.status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(text, 'utf8')),
    ...headers,
  });
  res.end(text, 'utf8');
}

/** Listens and resolves with the server's URL (port 0 picks a free port). */
export function listen(server: Server, port: number, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address() as AddressInfo;
      const h = address.family === 'IPv6' ? `[${address.address}]` : address.address;
      resolve(`http://${h}:${address.port}`);
    });
  });
}
