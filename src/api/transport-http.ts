import { setFlagsFromString } from 'node:v8';
import type { Agent, Dispatcher } from 'undici';
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
  'UND_ERR_CONNECT_TIMEOUT',
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

/** The two parts of undici the transport uses: its Agent and its request API. */
interface Undici {
  Agent: typeof Agent;
  request: (this: Agent, options: Dispatcher.RequestOptions) => Promise<Dispatcher.ResponseData>;
}

let undici: Promise<Undici> | undefined;

/**
 * undici, loaded at the first request: a command that sends none (the embedded workspace,
 * --help) never loads it. Only its dispatcher and request modules are loaded: its index also
 * loads fetch, WebSocket, caches and more, which would cost tens of milliseconds at every request.
 */
function loadUndici(): Promise<Undici> {
  undici ??= (async () => {
    // undici parses HTTP with WebAssembly. A CLI makes a few requests and exits, so V8's
    // baseline compiler is enough; without this, optimizing tier-up threads delay the exit.
    setFlagsFromString('--liftoff-only');
    const [{ default: AgentClass }, { default: request }] = await Promise.all([
      import('undici/lib/dispatcher/agent.js'),
      import('undici/lib/api/api-request.js'),
    ]);
    return { Agent: AgentClass, request: request as Undici['request'] };
  })();
  return undici;
}

/** HTTP/1.1 with keep-alive over undici, the CLI's HTTP client. */
export class HttpTransport implements Transport {
  private agent?: Agent;
  /** Agents replaced after an idle spell, finishing what they still run. */
  private readonly retiring = new Set<Agent>();
  /** When the last answer arrived: how long the kept-alive connection has been idle. */
  private lastAnswer = 0;
  /** The command has finished: whatever is still running ends, and nothing new goes out. */
  private closed = false;
  constructor(
    readonly baseUrl: string,
    private readonly options: HttpTransportOptions,
  ) {}

  private newAgent(lib: Undici): Agent {
    return new lib.Agent({
      connect: { timeout: this.options.connectTimeoutMs },
      // The whole-answer deadline of send() is the one time limit; undici's own would only
      // end a long DOCS_CLI_TIMEOUT early, with another message.
      headersTimeout: 0,
      bodyTimeout: 0,
      keepAliveTimeout: 10_000,
      connections: MAX_CONNECTIONS,
      pipelining: 1,
    });
  }

  /**
   * A server may close an idle kept-alive connection just as a request goes out on it (after a
   * long local step such as planning a push), and a request that is not safe to repeat cannot
   * be retried then. So such a request after an idle spell goes out on a fresh connection.
   */
  private agentFor(lib: Undici, method: string): Agent {
    const idle = this.lastAnswer !== 0 && Date.now() - this.lastAnswer >= IDLE_REUSE_MS;
    if (this.agent && idle && !IDEMPOTENT.has(method.toUpperCase())) {
      const old = this.agent;
      this.retiring.add(old);
      void old
        .close()
        .catch(() => undefined)
        .finally(() => this.retiring.delete(old));
      this.agent = undefined;
    }
    this.agent ??= this.newAgent(lib);
    return this.agent;
  }

  async send(req: TransportRequest): Promise<TransportResponse> {
    if (this.closed) throw closedError();
    const lib = await loadUndici();
    if (this.closed) throw closedError();
    const target = new URL(this.baseUrl.replace(/\/+$/, '') + req.path);
    const agent = this.agentFor(lib, req.method);
    // The time allowed covers the whole answer: a body that trickles in is cut off too.
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(), this.options.requestTimeoutMs);
    const signal = req.signal ? AbortSignal.any([req.signal, deadline.signal]) : deadline.signal;
    try {
      const res = await lib.request.call(agent, {
        origin: target.origin,
        path: target.pathname + target.search,
        method: req.method as Dispatcher.HttpMethod,
        headers: req.headers,
        body: req.body,
        signal,
      });
      const headers: Record<string, string> = {};
      for (const [key, value] of Object.entries(res.headers)) {
        if (value !== undefined) headers[key] = Array.isArray(value) ? value.join(', ') : value;
      }
      const declared = headers['content-length'] === undefined ? undefined : Number(headers['content-length']);
      if (req.maxBytes !== undefined && declared !== undefined && declared > req.maxBytes) {
        res.body.destroy();
        throw tooLarge(req.maxBytes, req.limitName);
      }
      // Only a success is a download: an error's body is its message.
      const sink = res.statusCode >= 200 && res.statusCode < 300 ? req.sink : undefined;
      const release = req.budget && !sink ? await req.budget.reserve(declared ?? req.budget.max) : undefined;
      try {
        const body = await readBounded(res.body, req.maxBytes, req.limitName, sink);
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
      if (this.closed) throw closedError();
      throw toTransportError(error, this.options);
    } finally {
      clearTimeout(timer);
    }
  }

  async close(): Promise<void> {
    // Every request has finished when the CLI closes: drop keep-alive sockets now rather than
    // waiting for a graceful close, which keeps the process alive for no work.
    this.closed = true;
    const agents = [...this.retiring, ...(this.agent ? [this.agent] : [])];
    this.agent = undefined;
    this.retiring.clear();
    await Promise.all(agents.map((agent) => agent.destroy().catch(() => undefined)));
  }
}

function closedError(): TransportError {
  return new TransportError('the command has finished', 'CLOSED', false, true);
}

function toTransportError(error: unknown, options: HttpTransportOptions): Error {
  const err = error as { name?: string; code?: string; cause?: { code?: string }; message?: string };
  if (err.name === 'AbortError' || err.code === 'UND_ERR_ABORTED') return error as Error;
  const code = err.code ?? err.cause?.code ?? 'UNKNOWN';
  return new TransportError(describe(code, err.message ?? String(error), options), code, NOT_SENT_CODES.has(code));
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
    case 'ECONNRESET':
    case 'EPIPE':
    case 'UND_ERR_SOCKET':
      return 'connection reset by the server';
    default:
      return fallback;
  }
}
