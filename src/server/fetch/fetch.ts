import { lookup as systemLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { pipeline, type Readable, type Transform } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { buildConnector, Dispatcher } from 'undici';
import { ServiceError } from '../errors.js';
import type { FetchBudget, FetchLease } from './budget.js';
import type { FetchPolicy } from './policy.js';

export type Connector = buildConnector.connector;
/** Resolves a host name to its addresses (all of them: each must be allowed). */
export type Lookup = (hostname: string) => Promise<string[]>;

export interface FetchSettings {
  policy: FetchPolicy;
  /** The service's budget of fetched and stored bytes (requests open a lease on it). */
  budget: FetchBudget;
  timeoutMs: number;
  /** DNS, replaceable (tests map names to addresses without a resolver). */
  lookup?: Lookup;
  /** The raw connection layer, replaceable (tests prove a refusal opens no socket). */
  connect?: Connector;
}

export type FetchFailureKind =
  | 'refused'
  | 'unreachable'
  | 'status'
  | 'too-large'
  | 'timeout'
  | 'redirects'
  | 'encoding';

export class FetchError extends Error {
  constructor(
    readonly kind: FetchFailureKind,
    message: string,
  ) {
    super(message);
  }
}

export interface Fetched {
  bytes: Uint8Array;
  contentType: string;
  /** Where the body came from, after redirects (names the imported file). */
  url: URL;
}

export interface FetchRequest {
  /** Most bytes of (decoded) body accepted; the read stops as soon as one more arrives. */
  maxBytes: number;
  /** What the limit is for, in the message: "an import download". */
  limitName: string;
  accept?: string;
  /** The caller's share of the service's fetch budget: the fetch runs and holds bytes within it. */
  lease?: FetchLease;
}

export const MAX_REDIRECTS = 5;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);
/** Connection failures that say whether something listens at an address. */
const SCAN_REVEALING_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EHOSTDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_SOCKET',
]);

/** Thrown by the connection layer; never reaches a socket. */
class Refused extends Error {}

export const refusedMessage = (url: URL) =>
  `${url.href} is not reachable from this server (loopback, private, link-local and unique-local addresses are refused unless the server is started with --allow-fetch)`;

export const formatBytes = (n: number) => (n % (1024 * 1024) === 0 ? `${n / 1024 / 1024} MiB` : `${n} bytes`);

/**
 * GET an http(s) URL under the fetch policy: every hop (redirects followed here, at most
 * MAX_REDIRECTS) is checked after DNS resolution and connected to the address that was checked,
 * the whole exchange is bounded by one timeout, and the body is decoded and counted as it
 * streams. Messages name the URL that was asked for, never a redirect target, and a refused
 * address gives the same message whatever answers there.
 */
export async function fetchBounded(url: URL, settings: FetchSettings, req: FetchRequest): Promise<Fetched> {
  const end = req.lease?.startFetch();
  try {
    return await fetchWithin(url, settings, req);
  } finally {
    end?.();
  }
}

async function fetchWithin(url: URL, settings: FetchSettings, req: FetchRequest): Promise<Fetched> {
  const [{ default: Agent }, { default: request }, { default: buildConnector }] = await Promise.all([
    import('undici/lib/dispatcher/agent.js'),
    import('undici/lib/api/api-request.js'),
    import('undici/lib/core/connect.js'),
  ]);
  const base = settings.connect ?? buildConnector({ timeout: settings.timeoutMs });
  const agent = new Agent({
    connect: guard(base, settings),
    headersTimeout: settings.timeoutMs,
    bodyTimeout: settings.timeoutMs,
    pipelining: 1,
  });
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), settings.timeoutMs);
  const fail = {
    refused: () => new FetchError('refused', refusedMessage(url)),
    timeout: () => new FetchError('timeout', `fetching ${url.href} took longer than ${settings.timeoutMs / 1000} s`),
  };
  try {
    let current = url;
    for (let hop = 0; ; hop++) {
      if (current.protocol !== 'http:' && current.protocol !== 'https:') throw fail.refused();
      const res = (await request.call(agent, {
        origin: current.origin,
        path: current.pathname + current.search,
        method: 'GET',
        headers: {
          accept: req.accept ?? '*/*',
          'accept-encoding': 'gzip, deflate, br',
          'user-agent': 'docs-cli-service',
        },
        signal: controller.signal,
      })) as Dispatcher.ResponseData;
      const header = (name: string) => [res.headers[name]].flat()[0];
      if (REDIRECTS.has(res.statusCode) && header('location')) {
        discard(res.body);
        if (hop >= MAX_REDIRECTS)
          throw new FetchError('redirects', `${url.href} redirected more than ${MAX_REDIRECTS} times`);
        try {
          current = new URL(header('location')!, current);
        } catch {
          throw new FetchError('status', `${url.href} redirected to an invalid URL`);
        }
        continue;
      }
      if (res.statusCode < 200 || res.statusCode > 299) {
        discard(res.body);
        throw new FetchError('status', `${url.href} answered HTTP ${res.statusCode}`);
      }
      const tooLarge = () =>
        new FetchError(
          'too-large',
          `${url.href} is larger than ${formatBytes(req.maxBytes)} (the limit for ${req.limitName})`,
        );
      const encoding = (header('content-encoding') ?? 'identity').trim().toLowerCase();
      const declared = Number(header('content-length') ?? 0);
      if (encoding === 'identity' && declared > req.maxBytes) {
        discard(res.body);
        throw tooLarge();
      }
      if (encoding === 'identity' && declared > 0 && req.lease) {
        try {
          req.lease.expect(declared);
        } catch (error) {
          discard(res.body);
          throw error;
        }
      }
      const bytes = await readCapped(decode(res.body, encoding, url), req.maxBytes, tooLarge, req.lease);
      return { bytes, contentType: header('content-type') ?? '', url: current };
    }
  } catch (error) {
    if (controller.signal.aborted) throw fail.timeout();
    if (error instanceof FetchError || error instanceof ServiceError) throw error;
    if (error instanceof Refused) throw fail.refused();
    const code = (error as { code?: string }).code;
    if (code && TIMEOUT_CODES.has(code)) throw fail.timeout();
    // zlib and brotli failures: a body that claims an encoding it does not have.
    if (code?.startsWith('Z_') || code?.startsWith('ERR__'))
      throw new FetchError('encoding', `${url.href} could not be decoded (${code})`);
    // A shared service must not tell a closed port from a refused address (a port scanner would).
    if (!settings.policy.allowAll && code && SCAN_REVEALING_CODES.has(code)) throw fail.refused();
    throw new FetchError('unreachable', `could not reach ${url.href} (${code ?? (error as Error).message})`);
  } finally {
    clearTimeout(timer);
    void agent.destroy().catch(() => undefined);
  }
}

/** Checks the host's addresses against the policy, then connects to the one that was checked. */
function guard(base: Connector, settings: FetchSettings): Connector {
  if (settings.policy.allowAll) return base;
  return (options, callback) => {
    const host = options.hostname.replace(/^\[|\]$/g, '');
    resolveAllowed(host, settings).then(
      (address) => {
        if (address === undefined) return callback(new Refused(), null);
        base(
          { ...options, hostname: address, servername: options.servername || (isIP(host) ? undefined : host) },
          callback,
        );
      },
      (error: Error) => callback(error, null),
    );
  };
}

/** The address to connect to, or undefined when the policy refuses the host. */
async function resolveAllowed(host: string, settings: FetchSettings): Promise<string | undefined> {
  const found = isIP(host) ? [host] : await (settings.lookup ?? lookupAll)(host);
  // A name with any refused address is refused: the resolver may pick another one next time.
  if (!found.length || found.some((a) => !settings.policy.allows(host, a))) return undefined;
  return found[0];
}

/**
 * Whether a URL's host is refused by the policy, checked before a request is accepted (the
 * fetch checks again on every hop). A name that does not resolve is left to the fetch to report.
 */
export async function isRefusedDestination(url: URL, settings: FetchSettings): Promise<boolean> {
  if (settings.policy.allowAll || (url.protocol !== 'http:' && url.protocol !== 'https:')) return false;
  let timer: NodeJS.Timeout | undefined;
  // A resolver that does not answer must not hold the request: the fetch will report it.
  const slow = new Promise<false>(
    (resolve) => (timer = setTimeout(() => resolve(false), Math.min(settings.timeoutMs, 5000))),
  );
  try {
    return await Promise.race([
      resolveAllowed(url.hostname.replace(/^\[|\]$/g, ''), settings).then((address) => address === undefined),
      slow,
    ]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

async function lookupAll(host: string): Promise<string[]> {
  return (await systemLookup(host, { all: true, verbatim: true })).map((a) => a.address);
}

function decode(body: Readable, encoding: string, url: URL): Readable {
  if (encoding === 'identity') return body;
  const make = (
    { gzip: createGunzip, 'x-gzip': createGunzip, deflate: createInflate, br: createBrotliDecompress } as Record<
      string,
      () => Transform
    >
  )[encoding];
  if (!make) {
    discard(body);
    throw new FetchError(
      'encoding',
      `${url.href} was sent with an unsupported content-encoding (${encoding.slice(0, 40)})`,
    );
  }
  const decoder = make();
  pipeline(body, decoder, () => undefined);
  return decoder;
}

async function readCapped(
  stream: Readable,
  max: number,
  tooLarge: () => FetchError,
  lease: FetchLease | undefined,
): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > max) throw tooLarge();
      lease?.take(chunk.length);
      chunks.push(chunk);
    }
  } finally {
    discard(stream);
  }
  return Buffer.concat(chunks, size);
}

/** Drops a body not read to its end (destroying one emits an abort error nobody needs). */
function discard(body: Readable): void {
  body.on('error', () => undefined);
  body.destroy();
}
