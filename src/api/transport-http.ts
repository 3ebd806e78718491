import type { Agent, ClientRequest, IncomingMessage, RequestOptions } from 'node:http';
import { createRequire } from 'node:module';
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

interface HttpModule {
  request(url: URL, options: RequestOptions): ClientRequest;
  Agent: new (options: { keepAlive: boolean; maxSockets: number }) => Agent;
}

/**
 * HTTP/1.1 with keep-alive over Node's own `node:http` (`node:https` for https URLs, loaded only
 * then): it is part of Node, so a command that sends one request loads nothing more.
 */
export class HttpTransport implements Transport {
  private http?: Promise<HttpModule>;
  private agent?: Agent;
  /** When the last answer arrived: how long the kept-alive connection has been idle. */
  private lastAnswer = 0;
  /** The command has finished: whatever is still running ends, and nothing new goes out. */
  private closed = false;
  constructor(
    readonly baseUrl: string,
    private readonly options: HttpTransportOptions,
  ) {}

  /**
   * Required, not imported: an ES import of node:http reads every export, and on Node 22 and later
   * some (WebSocket, MessageEvent) load Node's internal undici, ~15 ms for nothing.
   */
  private module(): Promise<HttpModule> {
    this.http ??= Promise.resolve(
      createRequire(import.meta.url)(/^https:/i.test(this.baseUrl) ? 'node:https' : 'node:http') as HttpModule,
    );
    return this.http;
  }

  private newAgent(http: HttpModule): Agent {
    return new http.Agent({ keepAlive: true, maxSockets: 8 });
  }

  /**
   * A server may close an idle kept-alive connection just as a request goes out on it (after a
   * long local step such as planning a push), and a request that is not safe to repeat cannot
   * be retried then. So such a request after an idle spell goes out on a fresh connection.
   */
  private agentFor(http: HttpModule, method: string): Agent {
    const idle = this.lastAnswer !== 0 && Date.now() - this.lastAnswer >= IDLE_REUSE_MS;
    if (this.agent && idle && !IDEMPOTENT.has(method.toUpperCase())) {
      this.agent.destroy();
      this.agent = undefined;
    }
    this.agent ??= this.newAgent(http);
    return this.agent;
  }

  async send(req: TransportRequest): Promise<TransportResponse> {
    if (this.closed) throw new TransportError('the command has finished', 'CLOSED', false, true);
    const http = await this.module();
    const url = new URL(this.baseUrl.replace(/\/+$/, '') + req.path);
    const agent = this.agentFor(http, req.method);
    // The time allowed covers the whole answer: a body that trickles in is cut off too.
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(), this.options.requestTimeoutMs);
    const signal = req.signal ? AbortSignal.any([req.signal, deadline.signal]) : deadline.signal;
    try {
      const res = await this.exchange(http, url, req, agent, signal);
      const headers: Record<string, string> = {};
      for (const [key, value] of Object.entries(res.headers)) {
        if (value !== undefined) headers[key] = Array.isArray(value) ? value.join(', ') : value;
      }
      const declared = headers['content-length'] === undefined ? undefined : Number(headers['content-length']);
      if (req.maxBytes !== undefined && declared !== undefined && declared > req.maxBytes) {
        res.destroy();
        throw tooLarge(req.maxBytes, req.limitName);
      }
      const release = req.budget ? await req.budget.reserve(declared ?? req.budget.max) : undefined;
      try {
        const body = await readBounded(res, req.maxBytes, req.limitName);
        this.lastAnswer = Date.now();
        return { status: res.statusCode ?? 0, headers, body };
      } finally {
        release?.();
      }
    } catch (error) {
      if (deadline.signal.aborted && !req.signal?.aborted)
        throw new TransportError(
          `no complete answer within ${this.options.requestTimeoutMs / 1000}s (DOCS_CLI_TIMEOUT sets the time)`,
          'TIMEOUT',
          false,
          true,
        );
      if (error instanceof TransportError) throw error;
      if (this.closed) throw new TransportError('the command has finished', 'CLOSED', false, true);
      throw toTransportError(error, this.options);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Sends the request; resolves with the answer's head (its body still to read). */
  private exchange(
    http: HttpModule,
    url: URL,
    req: TransportRequest,
    agent: Agent,
    signal: AbortSignal,
  ): Promise<IncomingMessage> {
    return new Promise((resolve, reject) => {
      const request = http.request(url, { method: req.method, headers: req.headers, agent, signal });
      const connecting = setTimeout(
        () => request.destroy(Object.assign(new Error('connect timeout'), { code: 'CONNECT_TIMEOUT' })),
        this.options.connectTimeoutMs,
      );
      request.once('socket', (socket) => {
        if (socket.connecting) socket.once('connect', () => clearTimeout(connecting));
        else clearTimeout(connecting);
      });
      request.once('response', (res) => {
        clearTimeout(connecting);
        resolve(res);
      });
      request.once('error', (error) => {
        clearTimeout(connecting);
        reject(error);
      });
      request.end(req.body);
    });
  }

  async close(): Promise<void> {
    // Every request has finished when the CLI closes: drop keep-alive sockets now rather than
    // waiting for the server to close them, which would keep the process alive for no work.
    this.closed = true;
    this.agent?.destroy();
    this.agent = undefined;
  }
}

function toTransportError(error: unknown, options: HttpTransportOptions): Error {
  const err = error as { name?: string; code?: string; message?: string };
  if (err.name === 'AbortError') return error as Error;
  const code = err.code ?? 'UNKNOWN';
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
