import { ApiError, DryRunStop, InterruptedError, NetworkError, UsageError } from '../errors.js';
import { MemoryCapabilities, type Capabilities, type Variant } from './capabilities.js';
import { RatePacer } from './rate-pace.js';
import {
  ByteBudget,
  IDEMPOTENT,
  TransportError,
  type ByteSink,
  type Transport,
  type TransportResponse,
} from './transport.js';

export type QueryValue = string | number | boolean | null | undefined | readonly string[];
export type Query = Record<string, QueryValue>;

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  /** A body of bytes sent as they are (an upload) instead of JSON; `headers` give its type. */
  bytes?: Uint8Array;
  headers?: Record<string, string>;
  /** A file's bytes rather than a JSON answer: the download limit applies. */
  download?: boolean;
  /** A download's bytes go here as they arrive (see ByteSink). */
  sink?: ByteSink;
}

export interface ListPage<T> {
  items: T[];
  count: number;
  next?: { page: string };
}

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

export interface ClientOptions {
  token?: string;
  transport: () => Promise<Transport>;
  /** Base URL for display before the transport is loaded. */
  baseUrl: string;
  /** The remedy printed with a 401 (it depends on where the token came from). */
  unauthorizedHint?: string;
  /** Printed with "organization ... not found": where the organization id came from. */
  organizationHint?: string;
  /** Receives `--verbose` lines (token already redacted). */
  log?: (line: string) => void;
  /** When set, non-GET requests are printed here instead of sent. */
  dryRun?: (text: string) => void;
  maxRetries?: number;
  retryBaseMs?: number;
  /** Largest JSON answer read (DOCS_CLI_MAX_ANSWER_MB). */
  maxAnswerBytes?: number;
  /** Largest download read (DOCS_CLI_MAX_DOWNLOAD_MB). */
  maxDownloadBytes?: number;
  /** Time allowed for one request and its whole answer, for downloads from other hosts too. */
  timeoutMs?: number;
  signal?: AbortSignal;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** Which reference's operation the service answers per job (default: learnt by this client only). */
  capabilities?: Capabilities;
}

const RETRY_STATUS = new Set([429, 502, 503, 504]);
const MAX_RETRY_AFTER_MS = 60_000;
export const DEFAULT_MAX_ANSWER_BYTES = 64 * 1024 * 1024;
export const DEFAULT_MAX_DOWNLOAD_BYTES = 100 * 1024 * 1024;

/** The one request layer: base URL + /v1, bearer token, JSON, retries, typed errors, pagination. */
export class ApiClient {
  private transportPromise?: Promise<Transport>;
  /** What downloads in progress may hold together (DOCS_CLI_MAX_DOWNLOAD_MB). */
  readonly downloads: ByteBudget;
  /** The last successful request (`GET <url>`): what an answer that cannot be read came from. */
  lastAnswered?: string;
  /** Aborted by close(): the command has finished. */
  private readonly finished = new AbortController();
  private readonly pacer = new RatePacer();
  private tokenChecked = false;
  readonly capabilities: Capabilities;
  constructor(readonly options: ClientOptions) {
    this.downloads = new ByteBudget(options.maxDownloadBytes ?? DEFAULT_MAX_DOWNLOAD_BYTES);
    this.capabilities = options.capabilities ?? new MemoryCapabilities();
  }

  /**
   * One job that the current reference (0.202.0) does with `current` and the seed (0.137.0) with
   * `seed`. The current operation goes first; a service that answers it 404 or 405 (it does not
   * know the operation) gets the seed's once, and what answered is remembered for the job, so
   * later calls send only that one. When both answer 404 the first answer is the error (an id
   * that does not exist), and nothing is remembered.
   */
  async choose<T>(
    job: string,
    current: () => Promise<T>,
    seed: () => Promise<T>,
    /**
     * `seed`: the seed's operation goes first, the current way only for a service without it
     * (a job the current reference does differently, not better: a `file:` URL the service reads).
     */
    first: Variant = 'current',
  ): Promise<T> {
    const known = this.capabilities.get(job);
    if (known === 'seed') return seed();
    if (known === 'current') return current();
    const second: Variant = first === 'current' ? 'seed' : 'current';
    const run = (variant: Variant) => (variant === 'current' ? current() : seed());
    let answer: T;
    try {
      answer = await run(first);
    } catch (error) {
      if (!unknownOperation(error)) throw error;
      try {
        answer = await run(second);
      } catch (fallback) {
        if (unknownOperation(fallback)) throw error;
        this.remember(job, second);
        throw fallback;
      }
      this.remember(job, second);
      return answer;
    }
    this.remember(job, first);
    return answer;
  }

  private remember(job: string, variant: 'current' | 'seed'): void {
    this.log(`* ${job}: the service answers the ${variant === 'current' ? 'current reference' : "seed's"} operation`);
    this.capabilities.set(job, variant);
  }

  get baseUrl(): string {
    return this.options.baseUrl;
  }

  get<T>(path: string, query?: Query): Promise<T> {
    return this.request<T>('GET', path, { query });
  }
  post<T>(path: string, body?: unknown, query?: Query): Promise<T> {
    return this.request<T>('POST', path, { body, query });
  }
  put<T>(path: string, body?: unknown, query?: Query): Promise<T> {
    return this.request<T>('PUT', path, { body, query });
  }
  patch<T>(path: string, body?: unknown, query?: Query): Promise<T> {
    return this.request<T>('PATCH', path, { body, query });
  }
  delete<T = void>(path: string, query?: Query): Promise<T> {
    return this.request<T>('DELETE', path, { query });
  }

  async request<T>(method: string, path: string, opts: RequestOptions = {}): Promise<T> {
    const res = await this.raw(method, path, opts);
    if (res.status === 204 || res.status === 205 || res.body.length === 0) return undefined as T;
    return parseAnswer(res.body, method, this.displayUrl(path, opts.query)) as T;
  }

  /** Limits and time of this client, for downloads that leave it (another host). */
  get limits(): { maxDownloadBytes: number; timeoutMs: number } {
    return {
      maxDownloadBytes: this.options.maxDownloadBytes ?? DEFAULT_MAX_DOWNLOAD_BYTES,
      timeoutMs: this.options.timeoutMs ?? 30_000,
    };
  }

  /** Sends a request and returns the response as is after retries; non-2xx become ApiError. */
  async raw(
    method: string,
    path: string,
    opts: RequestOptions = {},
    acceptStatus?: (status: number) => boolean,
  ): Promise<RawResponse> {
    const fullPath = `/v1${path.startsWith('/') ? path : `/${path}`}${queryString(opts.query)}`;
    const url = this.options.baseUrl.replace(/\/+$/, '') + fullPath;
    const body = opts.bytes ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body));
    if (this.options.dryRun && method !== 'GET' && method !== 'HEAD') {
      const shown = opts.bytes ? `<${opts.bytes.length} bytes>` : JSON.stringify(opts.body, null, 2);
      this.options.dryRun(`${method} ${url}\n${body === undefined ? '' : `${shown}\n`}`);
      throw new DryRunStop();
    }
    const headers: Record<string, string> = { accept: 'application/json', 'user-agent': 'docs-cli', ...opts.headers };
    if (opts.body !== undefined && !opts.bytes) headers['content-type'] = 'application/json';
    if (this.options.token) headers.authorization = `Bearer ${this.options.token}`;
    // The token is the same in every request: checked once (a pull sends hundreds).
    if (opts.headers) checkHeaders(opts.headers);
    if (this.options.token && !this.tokenChecked) {
      checkHeaders({ authorization: `Bearer ${this.options.token}` });
      this.tokenChecked = true;
    }
    const transport = await this.transport();
    const maxRetries = this.options.maxRetries ?? 3;
    const logging = this.options.log !== undefined;
    let answerLost = false;
    for (let attempt = 0; ; attempt++) {
      this.checkAborted();
      if (attempt > 0) await opts.sink?.restart();
      const started = logging ? process.hrtime.bigint() : 0n;
      if (logging) {
        this.log(`> ${method} ${url}`);
        if (attempt === 0)
          for (const [k, v] of Object.entries(headers))
            this.log(`> ${k}: ${k === 'authorization' ? 'Bearer [redacted]' : v}`);
      }
      const pause = this.pacer.begin(Date.now());
      let res: TransportResponse;
      try {
        if (pause > 0) await this.wait(pause, 'rate limit nearly reached', 'waiting');
        res = await transport.send({
          method,
          path: fullPath,
          headers,
          body,
          signal: this.options.signal,
          ...(opts.sink ? { sink: opts.sink } : {}),
          ...(opts.download
            ? { maxBytes: this.limits.maxDownloadBytes, limitName: 'DOCS_CLI_MAX_DOWNLOAD_MB', budget: this.downloads }
            : {
                maxBytes: this.options.maxAnswerBytes ?? DEFAULT_MAX_ANSWER_BYTES,
                limitName: 'DOCS_CLI_MAX_ANSWER_MB',
              }),
        });
      } catch (error) {
        this.pacer.end(undefined, Date.now());
        if (this.options.signal?.aborted) throw new InterruptedError();
        if (!(error instanceof TransportError)) throw error;
        const retryable = !error.final && (IDEMPOTENT.has(method) || error.notSent);
        this.log(`< ${error.code} ${error.message}`);
        if (retryable && attempt < maxRetries) {
          answerLost ||= !error.notSent;
          await this.wait(this.backoff(attempt), `${error.code}`);
          continue;
        }
        throw new NetworkError(
          `${method} ${url}: ${error.message}${attempt > 0 ? ` (after ${attempt + 1} attempts)` : ''}`,
        );
      }
      if (logging)
        this.log(
          `< ${res.status} (${Number((process.hrtime.bigint() - started) / 1_000_000n)} ms, ${res.body.length} bytes)`,
        );
      this.pacer.end(res.headers, Date.now());
      if (res.status >= 200 && res.status < 300) {
        this.lastAnswered = `${method} ${url}`;
        return res;
      }
      // The first DELETE may have been applied and only its answer lost, or the id never
      // existed: the client cannot tell, so it says so instead of claiming success.
      if (res.status === 404 && method === 'DELETE' && answerLost) {
        throw new ApiError(
          404,
          `${errorMessage(res)} (an earlier attempt whose answer was lost may have deleted it)`,
          method,
          url,
        );
      }
      if (acceptStatus?.(res.status)) return res;
      const retryAfter = parseRetryAfter(res.headers['retry-after']);
      // A 503 with Retry-After is the service saying it did nothing and when to come back (its
      // content workers were busy): any request may be sent again.
      const repeatable = IDEMPOTENT.has(method) || (res.status === 503 && retryAfter !== undefined);
      if (RETRY_STATUS.has(res.status) && repeatable && attempt < maxRetries) {
        await this.wait(Math.max(retryAfter ?? 0, this.backoff(attempt)), String(res.status));
        continue;
      }
      const message = errorMessage(res);
      const suffix = RETRY_STATUS.has(res.status) && attempt > 0 ? ` (after ${attempt + 1} attempts)` : '';
      const hint =
        res.status === 401
          ? this.options.unauthorizedHint
          : res.status === 404 && /^organization \S+ not found/.test(message)
            ? this.options.organizationHint
            : undefined;
      throw new ApiError(res.status, message + suffix, method, url, hint);
    }
  }

  /** Follows `next.page` until the last page; each yielded page is one request. */
  async *paginate<T>(path: string, query: Query = {}, startPage?: string): AsyncGenerator<ListPage<T>> {
    let page = startPage;
    for (;;) {
      const result = await this.get<ListPage<T>>(path, { ...query, page });
      yield result;
      if (!result.next?.page) return;
      page = result.next.page;
    }
  }

  /** The service's only organization, when its transport knows it without a request. */
  async knownOrganization(): Promise<string | undefined> {
    return (await this.transport()).organization;
  }

  displayUrl(path: string, query?: Query): string {
    return `${this.options.baseUrl.replace(/\/+$/, '')}/v1${path}${queryString(query)}`;
  }

  async close(): Promise<void> {
    // A request still waiting to retry (one the command no longer awaits) stops waiting too.
    this.finished.abort();
    if (this.transportPromise) await (await this.transportPromise).close();
  }

  private transport(): Promise<Transport> {
    this.transportPromise ??= this.options.transport();
    return this.transportPromise;
  }

  private log(line: string): void {
    this.options.log?.(line);
  }

  private checkAborted(): void {
    if (this.options.signal?.aborted) throw new InterruptedError();
  }

  private backoff(attempt: number): number {
    const base = this.options.retryBaseMs ?? 250;
    const exp = base * 2 ** attempt;
    return Math.min(5_000, exp / 2 + Math.random() * (exp / 2));
  }

  private async wait(ms: number, reason: string, doing = 'retrying in'): Promise<void> {
    this.log(`* ${doing} ${Math.round(ms)} ms (${reason})`);
    const sleep = this.options.sleep ?? defaultSleep;
    const signal = this.options.signal
      ? AbortSignal.any([this.options.signal, this.finished.signal])
      : this.finished.signal;
    await sleep(ms, signal);
    this.checkAborted();
  }
}

/** An answer saying the service does not know the operation (or the id in its path). */
function unknownOperation(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 405);
}

/** Waits, or less when the signal aborts; leaves no listener on the signal either way. */
function defaultSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}

/** A CR, LF or NUL in a header would split the request: refused before anything is sent. */
function checkHeaders(headers: Record<string, string>): void {
  for (const [name, value] of Object.entries(headers)) {
    if (/[\r\n\0]/.test(name) || /[\r\n\0]/.test(value)) {
      const what = name === 'authorization' ? 'the token' : `header ${JSON.stringify(name.replace(/[\r\n\0]/g, ' '))}`;
      throw new UsageError(
        `${what} contains a line break or NUL character`,
        name === 'authorization' ? 'check DOCS_CLI_TOKEN or the stored token' : undefined,
      );
    }
  }
}

export function queryString(query?: Query): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const v of value) params.append(key, v);
    else params.append(key, String(value));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

export function parseRetryAfter(value: string | undefined): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(value) - Date.now();
  if (!Number.isFinite(ms)) return undefined;
  return Math.max(0, Math.min(ms, MAX_RETRY_AFTER_MS));
}

/**
 * A JSON answer: an object. (Nesting too deep for the code that reads it ends in a RangeError,
 * which Context.unreadableAnswer reports as one line about the answer.)
 */
function parseAnswer(body: Buffer, method: string, url: string): unknown {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    throw new NetworkError(`${method} ${url}: the service answered with invalid JSON`);
  }
  if (typeof parsed !== 'object' || parsed === null)
    throw new NetworkError(
      `${method} ${url}: the service answered ${parsed === null ? 'null' : `a ${typeof parsed}`}, not an object`,
    );
  return parsed;
}

/** What a person may be shown of a service's text: one line, no control characters, bounded. */
export function printable(text: string, max = 500): string {
  const clean = text.replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]+/g, ' ').trim();
  return clean.length > max ? `${clean.slice(0, max)}…` : clean;
}

function errorMessage(res: TransportResponse): string {
  try {
    const parsed = JSON.parse(res.body.toString('utf8')) as { error?: { message?: unknown } };
    const message = parsed.error?.message;
    if (typeof message === 'string' && printable(message)) return printable(message);
  } catch {
    // not the contract's error body; fall through to the status line
  }
  return `the service answered HTTP ${res.status}`;
}
