import { setFlagsFromString } from 'node:v8';
import type { Dispatcher } from 'undici';
import Agent from 'undici/lib/dispatcher/agent.js';
import apiRequest from 'undici/lib/api/api-request.js';
import {
  IDEMPOTENT,
  TransportError,
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
    // Each request gets a signal of its own, tied to the command's for exactly as long as the
    // request runs: undici lets go of its abort listener late, and many requests of one command
    // on the shared signal piled up (MaxListenersExceededWarning during pulls).
    const own = new AbortController();
    const abort = () => own.abort(req.signal?.reason);
    if (req.signal?.aborted) abort();
    else req.signal?.addEventListener('abort', abort, { once: true });
    try {
      const target = new URL(url);
      const res = (await apiRequest.call(this.agent, {
        origin: target.origin,
        path: target.pathname + target.search,
        method: req.method,
        headers: req.headers,
        body: req.body,
        signal: req.signal ? own.signal : undefined,
      })) as Dispatcher.ResponseData;
      const body = Buffer.from(await res.body.arrayBuffer());
      this.lastAnswer = Date.now();
      const headers: Record<string, string> = {};
      for (const [key, value] of Object.entries(res.headers)) {
        if (value !== undefined) headers[key] = Array.isArray(value) ? value.join(', ') : value;
      }
      return { status: res.statusCode, headers, body };
    } catch (error) {
      throw toTransportError(error, this.options);
    } finally {
      req.signal?.removeEventListener('abort', abort);
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
  return new TransportError(message, code, NOT_SENT_CODES.has(code));
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
