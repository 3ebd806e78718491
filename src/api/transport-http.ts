import { setFlagsFromString } from 'node:v8';
import type { Dispatcher } from 'undici';
import Agent from 'undici/lib/dispatcher/agent.js';
import apiRequest from 'undici/lib/api/api-request.js';
import {
  IDEMPOTENT,
  readBounded,
  TransportError,
  tooLarge,
  type Transport,
  type TransportRequest,
  type TransportResponse,
} from './transport.js';

// undici parses HTTP with WebAssembly. A CLI makes a few requests and exits, so the baseline
// compiler is enough; without this, optimizing tier-up threads delay every exit by ~100 ms.
setFlagsFromString('--liftoff-only');

const NOT_SENT_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
]);

export interface HttpTransportOptions {
  connectTimeoutMs: number;
  /** From sending the request to the last byte of its answer (DOCS_CLI_TIMEOUT). */
  requestTimeoutMs: number;
}

/** Idle time after which a POST or PATCH does not reuse the kept-alive connection. */
const IDLE_REUSE_MS = 1000;

export class HttpTransport implements Transport {
  private agent: InstanceType<typeof Agent>;
  /** When the last answer arrived: how long the kept-alive connection has been idle. */
  private lastAnswer = 0;
  constructor(
    readonly baseUrl: string,
    private readonly options: HttpTransportOptions,
  ) {
    this.agent = this.newAgent();
  }

  private newAgent(): InstanceType<typeof Agent> {
    return new Agent({
      connect: { timeout: this.options.connectTimeoutMs },
      headersTimeout: this.options.requestTimeoutMs,
      bodyTimeout: this.options.requestTimeoutMs,
      keepAliveTimeout: 10_000,
      pipelining: 1,
    });
  }

  /**
   * A server may close an idle kept-alive connection just as a request goes out on it (after a
   * long local step such as planning a push), and a request that is not safe to repeat cannot
   * be retried then. So such a request after an idle spell goes out on a fresh connection.
   */
  private freshConnectionFor(method: string): void {
    if (IDEMPOTENT.has(method.toUpperCase()) || !this.lastAnswer || Date.now() - this.lastAnswer < IDLE_REUSE_MS)
      return;
    const old = this.agent;
    this.agent = this.newAgent();
    void old.close().catch(() => undefined);
  }

  async send(req: TransportRequest): Promise<TransportResponse> {
    this.freshConnectionFor(req.method);
    const url = this.baseUrl.replace(/\/+$/, '') + req.path;
    // The time allowed covers the whole answer: a body that trickles in is cut off too.
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(), this.options.requestTimeoutMs);
    const signal = req.signal ? AbortSignal.any([req.signal, deadline.signal]) : deadline.signal;
    try {
      const target = new URL(url);
      const res = (await apiRequest.call(this.agent, {
        origin: target.origin,
        path: target.pathname + target.search,
        method: req.method,
        headers: req.headers,
        body: req.body,
        signal,
      })) as Dispatcher.ResponseData;
      const headers: Record<string, string> = {};
      for (const [key, value] of Object.entries(res.headers)) {
        if (value !== undefined) headers[key] = Array.isArray(value) ? value.join(', ') : value;
      }
      const declared = headers['content-length'] === undefined ? undefined : Number(headers['content-length']);
      if (req.maxBytes !== undefined && declared !== undefined && declared > req.maxBytes) {
        res.body.destroy();
        throw tooLarge(req.maxBytes, req.limitName);
      }
      const release = req.budget ? await req.budget.reserve(declared ?? req.budget.max) : undefined;
      try {
        const body = await readBounded(res.body, req.maxBytes, req.limitName);
        this.lastAnswer = Date.now();
        return { status: res.statusCode, headers, body };
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
      throw toTransportError(error, this.options);
    } finally {
      clearTimeout(timer);
    }
  }

  async close(): Promise<void> {
    // Every request has finished when the CLI closes: drop keep-alive sockets now rather than
    // waiting for a graceful close, which keeps the process alive for no work.
    await this.agent.destroy();
  }
}

function toTransportError(error: unknown, options: HttpTransportOptions): Error {
  const err = error as { name?: string; code?: string; cause?: { code?: string }; message?: string };
  if (err.name === 'AbortError' || err.code === 'UND_ERR_ABORTED') return error as Error;
  const code = err.cause?.code ?? err.code ?? 'UNKNOWN';
  const message = describe(code, err.message ?? String(error), options);
  // The command has finished and closed its connections: whatever was still running ends here.
  return new TransportError(message, code, NOT_SENT_CODES.has(code), code === 'UND_ERR_DESTROYED');
}

function describe(code: string, fallback: string, options: HttpTransportOptions): string {
  switch (code) {
    case 'ECONNREFUSED':
      return 'connection refused';
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return 'host not found';
    case 'UND_ERR_CONNECT_TIMEOUT':
      return `could not connect within ${options.connectTimeoutMs / 1000}s`;
    case 'UND_ERR_HEADERS_TIMEOUT':
    case 'UND_ERR_BODY_TIMEOUT':
      return `no response within ${options.requestTimeoutMs / 1000}s`;
    case 'ECONNRESET':
    case 'UND_ERR_SOCKET':
      return 'connection reset by the server';
    default:
      return fallback;
  }
}
