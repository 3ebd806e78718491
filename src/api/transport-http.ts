import type { Agent, ClientRequest, IncomingMessage, RequestOptions } from 'node:http';
import type { Socket } from 'node:net';
import type { TLSSocket } from 'node:tls';
import {
  IDEMPOTENT,
  readBounded,
  TransportError,
  tooLarge,
  type Transport,
  type TransportRequest,
  type TransportResponse,
} from './transport.js';

const NOT_SENT_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'CONNECT_TIMEOUT',
]);

export interface HttpTransportOptions {
  connectTimeoutMs: number;
  /** From sending the request to the last byte of its answer (DOCS_CLI_TIMEOUT). */
  requestTimeoutMs: number;
}

/** Idle time after which a POST or PATCH does not reuse the kept-alive connection. */
const IDLE_REUSE_MS = 1000;
/** Connections at most to the service at once (downloads run several requests together). */
const MAX_CONNECTIONS = 8;

/** What the transport uses of node:http and node:https alike. */
type HttpModule = Pick<typeof import('node:http'), 'Agent' | 'request'>;

/**
 * Node's own HTTP client (node:https for https URLs), taken when the first request goes out: a
 * command that sends none (the embedded workspace, --help) loads neither. It replaced undici here:
 * undici's modules and its WebAssembly HTTP parser cost about 40 ms at the start of every command
 * that sends a request, more than the rest of such a command's start-up (docs/performance.md).
 * process.getBuiltinModule, not an ES import: on Node 24 the ES facade of node:http loads Node's
 * own copy of undici for its WebSocket export.
 */
function loadHttp(protocol: string): HttpModule {
  return protocol === 'https:' ? process.getBuiltinModule('node:https') : process.getBuiltinModule('node:http');
}

/** HTTP/1.1 with keep-alive, the CLI's HTTP client. */
export class HttpTransport implements Transport {
  private agent?: Agent;
  /** Agents replaced after an idle spell, finishing what they still run. */
  private readonly retiring = new Set<Agent>();
  /** When the last answer arrived: how long the kept-alive connection has been idle. */
  private lastAnswer = 0;
  /** The command has finished: whatever is still running ends, and nothing new goes out. */
  private closed = false;
  /** Requests in progress and the signal that interrupts each. */
  private readonly running = new Map<ClientRequest, AbortSignal>();
  private readonly watched = new WeakSet<AbortSignal>();
  constructor(
    readonly baseUrl: string,
    private readonly options: HttpTransportOptions,
  ) {}

  /**
   * A server may close an idle kept-alive connection just as a request goes out on it (after a
   * long local step such as planning a push), and a request that is not safe to repeat cannot
   * be retried then. So such a request after an idle spell goes out on a fresh connection.
   */
  private agentFor(lib: HttpModule, method: string): Agent {
    const idle = this.lastAnswer !== 0 && Date.now() - this.lastAnswer >= IDLE_REUSE_MS;
    if (this.agent && idle && !IDEMPOTENT.has(method.toUpperCase())) {
      const old = this.agent;
      this.retiring.add(old);
      // Its idle connections close now; one still answering is closed with the rest by close().
      for (const sockets of Object.values(old.freeSockets)) for (const socket of sockets ?? []) socket.destroy();
      this.agent = undefined;
    }
    this.agent ??= new lib.Agent({ keepAlive: true, maxSockets: MAX_CONNECTIONS, scheduling: 'lifo' });
    return this.agent;
  }

  async send(req: TransportRequest): Promise<TransportResponse> {
    if (this.closed) throw closedError();
    const target = new URL(this.baseUrl.replace(/\/+$/, '') + req.path);
    const lib = loadHttp(target.protocol);
    if (this.closed) throw closedError();
    const agent = this.agentFor(lib, req.method);
    if (req.signal?.aborted) throw abortError();
    // The time allowed covers the whole answer: a body that trickles in is cut off too. A timer
    // and a listener end the exchange, rather than an AbortSignal given to node:http: combining
    // signals and attaching one cost some 80 µs a request on Node 20 (a pull sends hundreds).
    let request: ClientRequest | undefined;
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      request?.destroy(Object.assign(new Error('request timed out'), { code: 'TIMEOUT' }));
    }, this.options.requestTimeoutMs);
    const signal = req.signal;
    if (signal) this.watch(signal);
    try {
      const headers: Record<string, string> = { ...req.headers };
      if (req.body !== undefined) headers['content-length'] = String(Buffer.byteLength(req.body));
      const options: RequestOptions = {
        agent,
        method: req.method,
        // A bracketed IPv6 literal ([::1]) is the address inside the brackets.
        hostname: target.hostname.replace(/^\[(.*)\]$/, '$1'),
        port: target.port || undefined,
        path: target.pathname + target.search,
        headers,
      };
      const res = await new Promise<IncomingMessage>((resolve, reject) => {
        request = lib.request(options, resolve);
        if (signal) this.running.set(request, signal);
        // Kept for the whole exchange: a socket error after the answer began (read through the
        // body's own error) is emitted here too, and an 'error' nobody listens to ends the process.
        request.on('error', reject);
        request.once('socket', (socket) => this.limitConnect(socket, request!));
        request.end(req.body);
      });
      const answer: Record<string, string> = {};
      const received = res.headers;
      for (const key in received) {
        const value = received[key];
        if (value !== undefined) answer[key] = Array.isArray(value) ? value.join(', ') : value;
      }
      const status = res.statusCode ?? 0;
      const declared = answer['content-length'] === undefined ? undefined : Number(answer['content-length']);
      if (req.maxBytes !== undefined && declared !== undefined && declared > req.maxBytes) {
        res.destroy();
        throw tooLarge(req.maxBytes, req.limitName);
      }
      // Only a success is a download: an error's body is its message.
      const sink = status >= 200 && status < 300 ? req.sink : undefined;
      const release = req.budget && !sink ? await req.budget.reserve(declared ?? req.budget.max) : undefined;
      try {
        const body = await readBounded(res, req.maxBytes, req.limitName, sink);
        this.lastAnswer = Date.now();
        return { status, headers: answer, body };
      } finally {
        release?.();
      }
    } catch (error) {
      // Whatever is left of the exchange is not read: its connection is not kept.
      request?.destroy();
      if (req.signal?.aborted) throw abortError();
      if (timedOut)
        throw new TransportError(
          `no complete answer within ${this.options.requestTimeoutMs / 1000}s (DOCS_CLI_TIMEOUT sets the time)`,
          'TIMEOUT',
          false,
          true,
        );
      if (error instanceof TransportError) throw error;
      if (this.closed) throw closedError();
      throw toTransportError(error, this.options);
    } finally {
      clearTimeout(timer);
      if (request) this.running.delete(request);
    }
  }

  /**
   * One listener per signal ends every request of it still running: a listener added and removed
   * for each request was a visible part of a small download's time (a pull sends hundreds).
   */
  private watch(signal: AbortSignal): void {
    if (this.watched.has(signal)) return;
    this.watched.add(signal);
    signal.addEventListener(
      'abort',
      () => {
        for (const [request, of] of this.running) if (of === signal) request.destroy(abortError());
      },
      { once: true },
    );
  }

  /** A new connection gets connectTimeoutMs to be made (and for https, secured). */
  private limitConnect(socket: Socket, request: ClientRequest): void {
    if (!socket.connecting) return;
    const timer = setTimeout(() => {
      const error = Object.assign(new Error('connect timeout'), { code: 'CONNECT_TIMEOUT' });
      request.destroy(error);
    }, this.options.connectTimeoutMs);
    const done = () => clearTimeout(timer);
    socket.once((socket as TLSSocket).encrypted ? 'secureConnect' : 'connect', done);
    socket.once('close', done);
  }

  async close(): Promise<void> {
    // Every request has finished when the CLI closes: drop keep-alive sockets now rather than
    // waiting for the server to close them, which would keep the process alive for no work.
    this.closed = true;
    const agents = [...this.retiring, ...(this.agent ? [this.agent] : [])];
    this.agent = undefined;
    this.retiring.clear();
    for (const agent of agents) agent.destroy();
  }
}

/** What an interrupted request fails with (passed on as it is, like fetch's). */
function abortError(): Error {
  return Object.assign(new Error('This operation was aborted'), { name: 'AbortError', code: 'ABORT_ERR' });
}

function closedError(): TransportError {
  return new TransportError('the command has finished', 'CLOSED', false, true);
}

function toTransportError(error: unknown, options: HttpTransportOptions): Error {
  const err = error as { name?: string; code?: string; cause?: { code?: string }; message?: string };
  if (err.name === 'AbortError') return error as Error;
  const code = err.code ?? err.cause?.code ?? 'UNKNOWN';
  // A certificate that is not trusted fails the same way every time, before anything is sent.
  if (/CERT|^ERR_TLS_|^ERR_SSL_/.test(code))
    return new TransportError(
      `${err.message ?? code}: the service's certificate is not trusted here (NODE_EXTRA_CA_CERTS adds certificate authorities to trust)`,
      code,
      true,
      true,
    );
  return new TransportError(describe(code, err.message ?? String(error), options), code, NOT_SENT_CODES.has(code));
}

function describe(code: string, fallback: string, options: HttpTransportOptions): string {
  switch (code) {
    case 'ECONNREFUSED':
      return 'connection refused';
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return 'host not found';
    case 'CONNECT_TIMEOUT':
      return `could not connect within ${options.connectTimeoutMs / 1000}s`;
    case 'ECONNRESET':
    case 'EPIPE':
      return 'connection reset by the server';
    default:
      return fallback;
  }
}
