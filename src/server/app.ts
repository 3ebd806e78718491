import { authenticate, userById } from './auth/tokens.js';
import type { Clock } from './clock.js';
import { QueryReader, type AuthUser, type Reply, type ServiceConfig, type Services } from './context.js';
import { badRequest, methodNotAllowed, notFound, ServiceError, type ServiceErrorKind, unauthorized } from './errors.js';
import { withDefaultHeaders } from './headers.js';
import { type Match, Router } from './router.js';
import { ROUTE_MODULES } from './routes/index.js';
import { ROUTE_MANIFEST } from './routes/manifest.js';
import { CURRENT_ONLY_OPERATIONS, SEED_ONLY_OPERATIONS } from './reference-routes.js';
import { routeKey } from './route-key.js';
import type { Db } from './store/db.js';
import { jsonDepthProblem } from '../common/json-depth.js';

export interface AppRequest {
  method: string;
  /** Path and query string, e.g. `/v1/spaces/abc?shareKey=x`. */
  url: string;
  headers: Record<string, string | undefined>;
  body?: Buffer;
}

export interface HandleOptions {
  /** In-process callers (the `local` profile) act as this user when they send no token. */
  trustedUserId?: string;
}

export interface App {
  handle(request: AppRequest, options?: HandleOptions): Promise<Reply>;
  /**
   * Before a body is read: the bytes an upload target admits (or its refusal, as a reply);
   * undefined for every other route (the HTTP adapter's own limit applies).
   */
  admit?(request: Omit<AppRequest, 'body'>): Promise<{ maxBytes: number } | { reply: Reply } | undefined>;
  /**
   * Runs `fn`, in which several requests start, as one cycle of the store: their synchronous
   * parts read its version once (store/db.ts). Only for requests whose bytes were all received
   * before it is called: each is then answered from a state read after it arrived.
   */
  together?<T>(fn: () => T): T;
  router: Router;
  svc: Services;
}

export interface AppOptions {
  db: Db;
  clock: Clock;
  config: ServiceConfig;
  /** Called with unexpected errors (the HTTP server logs them); never sent to the client. */
  onError?: (error: unknown) => void;
  /**
   * `current`: serve only what the current reference (0.202.0) defines; the seed's operations it
   * dropped answer 404 as the hosted service does. `seed`: only the seed's (0.137.0), as an older
   * service. Default: both. The service's own routes (signed downloads, upload targets, previews,
   * published sites) stay in every mode.
   */
  reference?: Reference;
}

export type Reference = 'both' | 'current' | 'seed';

/** The route filter of `--reference current`, from the generated list of the references' operations. */
export function referenceFilter(
  reference: Reference | undefined,
): ((method: string, template: string) => boolean) | undefined {
  if (reference !== 'current' && reference !== 'seed') return undefined;
  const gone = new Set(reference === 'current' ? SEED_ONLY_OPERATIONS : CURRENT_ONLY_OPERATIONS);
  return (method, template) => !template.startsWith('/v1/') || !gone.has(routeKey(method, template));
}

export function createApp({ db, clock, config, onError, reference }: AppOptions): App {
  const svc: Services = { db, clock, config: reference ? Object.assign(config, { reference }) : config };
  // Each route module is loaded the first time a request needs it.
  const router = new Router(ROUTE_MANIFEST, ROUTE_MODULES, referenceFilter(reference));

  async function handle(request: AppRequest, options: HandleOptions = {}): Promise<Reply> {
    let reply: Reply;
    try {
      // A route whose module is loaded is found without waiting (most requests): no await here.
      const match = router.findLoaded(request.method.toUpperCase(), pathOf(request.url));
      reply = await (match === null ? dispatchLoading(request, options) : dispatch(request, options, match));
    } catch (error) {
      reply = failure(error);
    }
    return withDefaultHeaders(reply);
  }

  function failure(error: unknown): Reply {
    if (error instanceof ServiceError) return serviceErrorReply(error);
    const code = (error as { code?: string }).code;
    if (code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED') {
      return errorReply(503, 'the store is busy; try again', { 'retry-after': '1' });
    }
    onError?.(error);
    return errorReply(500, 'internal error');
  }

  async function dispatchLoading(request: AppRequest, options: HandleOptions): Promise<Reply> {
    return dispatch(request, options, await router.find(request.method.toUpperCase(), pathOf(request.url)));
  }

  function dispatch(
    request: AppRequest,
    options: HandleOptions,
    match: Match | 'method' | undefined,
  ): Reply | Promise<Reply> {
    const { url } = request;
    const queryStart = url.indexOf('?');
    const path = queryStart < 0 ? url : url.slice(0, queryStart);
    const method = request.method.toUpperCase();
    if (match === undefined) throw notFound(`no such endpoint: ${method} ${path}`);
    if (match === 'method') throw methodNotAllowed(`method ${method} is not allowed on ${path}`);
    const query = queryStart < 0 ? NO_QUERY : new QueryReader(new URLSearchParams(url.slice(queryStart + 1)));
    const headers = lowerCaseHeaders(request.headers);
    // The request's synchronous part is one cycle of the store: what it looks up again (the
    // token, the space and its role) is remembered while nothing changed (store/db.ts).
    return db.cycle(() => {
      const user = match.options.public ? undefined : identify(headers.authorization, options);
      const body = match.options.rawBody ? undefined : parseJsonBody(request.body);
      return match.handler({
        method,
        path,
        params: match.params,
        query,
        headers,
        body,
        rawBody: request.body,
        user: user as AuthUser,
        svc,
      });
    });
  }

  function identify(authorization: string | undefined, options: HandleOptions): AuthUser {
    if (authorization) {
      const m = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
      if (!m) throw unauthorized('Authorization header must be "Bearer <token>"');
      const user = authenticate(db, m[1]!);
      if (!user) throw unauthorized('invalid or revoked token');
      return user;
    }
    if (options.trustedUserId) {
      const user = userById(db, options.trustedUserId);
      if (user) return user;
    }
    throw unauthorized();
  }

  async function admit(request: Omit<AppRequest, 'body'>) {
    // Upload targets take PUT: every other request goes on without a second route lookup.
    if (request.method.toUpperCase() !== 'PUT') return undefined;
    const path = request.url.split('?')[0]!;
    const match = await router.find(request.method.toUpperCase(), path).catch(() => undefined);
    if (typeof match !== 'object' || !match.options.admit) return undefined;
    const headers = lowerCaseHeaders(request.headers);
    try {
      return { maxBytes: match.options.admit({ params: match.params, headers, svc }) };
    } catch (error) {
      return { reply: withDefaultHeaders(failure(error)) };
    }
  }

  return { handle, admit, together: (fn) => db.cycle(fn), router, svc };
}

/** The path of a request URL (without its query string). */
const pathOf = (url: string) => {
  const queryStart = url.indexOf('?');
  return queryStart < 0 ? url : url.slice(0, queryStart);
};

/** The query of a request that has none: read only (QueryReader never changes its parameters). */
const NO_QUERY = new QueryReader(new URLSearchParams());

/** The request's headers by lower-case name, those without a value left out. */
function lowerCaseHeaders(given: Record<string, string | undefined>): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const k in given) {
    const v = given[k];
    if (v !== undefined) headers[k.toLowerCase()] = v;
  }
  return headers;
}

function parseJsonBody(body: Buffer | undefined): unknown {
  if (!body || body.length === 0) return undefined;
  const text = body.toString('utf8');
  // Measured before parsing: what reads the body later (a hand-off to a worker) recurses.
  const deep = jsonDepthProblem(text);
  if (deep) throw badRequest(`body: ${deep}`);
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('body: malformed JSON');
  }
}

/** The one mapping from the service's errors to HTTP statuses. */
const STATUS: Record<ServiceErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  'method-not-allowed': 405,
  conflict: 409,
  'precondition-failed': 412,
  'too-large': 413,
  'rate-limited': 429,
  unavailable: 503,
};

export function serviceErrorReply(error: ServiceError): Reply {
  const headers: Record<string, string> =
    error.retryAfter === undefined ? {} : { 'retry-after': String(error.retryAfter) };
  return errorReply(STATUS[error.kind], error.message, headers);
}

export function errorReply(status: number, message: string, headers: Record<string, string> = {}): Reply {
  return { status, headers, body: { error: { code: status, message } } };
}
