import type { Clock } from './clock.js';
import type { FetchSettings } from './fetch/fetch.js';
import { badRequest } from './errors.js';
import type { Db } from './store/db.js';
import type { SecretBox } from './store/secret-box.js';
import { decodeCursor, type Order, type PageParams } from './store/pagination.js';

export interface ServiceConfig {
  /** Public base URL used in `urls` objects (no trailing slash, no /v1). */
  baseUrl: string;
  /** Folder `file:` imports may read from; undefined = refuse them (HTTP) unless `allowAnyFile`. */
  importRoot?: string;
  /** The in-process `local` profile may read any file the user can. */
  allowAnyFile: boolean;
  /**
   * The embedded workspace writes published sites here as static files, and `urls.published`
   * are `file:` URLs into it; unset, visitors read them from the service under /published.
   */
  publishDir?: string;
  /** Secret that signs JWTs and download URLs (derived with the key file: not in the database). */
  secret: string;
  /** Where and how the service may fetch http(s) URLs (imports, OpenAPI sources). */
  fetch: FetchSettings;
  /** Encrypts integration secrets at rest, with a key kept outside the SQLite file. */
  secrets: SecretBox;
  /** `current` or `seed`: the service follows one reference only (`server start --reference`). */
  reference?: 'both' | 'current' | 'seed';
}

export interface Services {
  db: Db;
  clock: Clock;
  config: ServiceConfig;
}

export interface AuthUser {
  id: string;
  display_name: string;
  email: string;
  photo_url: string | null;
}

export interface RouteContext {
  method: string;
  path: string;
  params: Record<string, string>;
  query: QueryReader;
  headers: Record<string, string>;
  /** Parsed JSON body (undefined when none was sent). */
  body: unknown;
  /** Raw body bytes, for the few routes that take something other than JSON. */
  rawBody?: Buffer;
  /** The authenticated caller; absent only on public routes. */
  user: AuthUser;
  svc: Services;
}

export interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Non-JSON payload (PDF downloads); sent as is with the given headers. */
  raw?: Buffer;
  /** The JSON body as its text already (a list page made ahead, list-ahead.ts), instead of `body`. */
  json?: string;
}

export const ok = (body: unknown): Reply => ({ status: 200, body });
/** A 200 whose JSON body is already its text. */
export const json = (text: string): Reply => ({ status: 200, json: text });
export const created = (body: unknown): Reply => ({ status: 201, body });
export const resetContent = (): Reply => ({ status: 205 });
export const noContent = (): Reply => ({ status: 204 });

const TRUE = new Set(['true', '1']);
const FALSE = new Set(['false', '0']);

/** Typed access to the query string; every bad value is a 400 naming the parameter. */
export class QueryReader {
  constructor(readonly params: URLSearchParams) {}

  has(name: string): boolean {
    return this.params.has(name);
  }

  string(name: string, opts: { max?: number; required?: boolean } = {}): string | undefined {
    const value = this.params.get(name);
    if (value === null || value === '') {
      if (opts.required) throw badRequest(`${name}: is required`);
      return undefined;
    }
    if (opts.max !== undefined && [...value].length > opts.max)
      throw badRequest(`${name}: must be at most ${opts.max} characters`);
    return value;
  }

  bool(name: string): boolean | undefined;
  bool(name: string, fallback: boolean): boolean;
  bool(name: string, fallback?: boolean): boolean | undefined {
    const value = this.params.get(name);
    if (value === null || value === '') return fallback;
    if (TRUE.has(value)) return true;
    if (FALSE.has(value)) return false;
    throw badRequest(`${name}: must be true or false`);
  }

  enum<const E extends string>(name: string, values: readonly E[]): E | undefined;
  enum<const E extends string>(name: string, values: readonly E[], fallback: E): E;
  enum<const E extends string>(name: string, values: readonly E[], fallback?: E): E | undefined {
    const value = this.params.get(name);
    if (value === null || value === '') return fallback;
    if (!(values as readonly string[]).includes(value))
      throw badRequest(`${name}: must be one of ${values.join(', ')}`);
    return value as E;
  }

  /** Repeated (`a=1&a=2`) or comma-separated values. */
  list(name: string): string[] | undefined {
    const values = this.params
      .getAll(name)
      .flatMap((v) => v.split(','))
      .map((v) => v.trim())
      .filter(Boolean);
    return values.length ? values : undefined;
  }

  /** `page`, `limit` (0..1000, default 100) and, when the list takes it, `order` (default desc). */
  page(opts: { order?: boolean } = {}): PageParams {
    const rawLimit = this.params.get('limit');
    let limit = 100;
    if (rawLimit !== null && rawLimit !== '') {
      if (!/^\d+$/.test(rawLimit) || Number(rawLimit) > 1000)
        throw badRequest('limit: must be an integer from 0 to 1000');
      limit = Number(rawLimit);
    }
    const page = this.params.get('page');
    const order: Order = opts.order === false ? 'desc' : this.enum('order', ['asc', 'desc'] as const, 'desc');
    const cursor = page ? decodeCursor(page) : undefined;
    if (page && !cursor) throw badRequest('page: not a valid page cursor (pass the value of next.page)');
    return { limit, cursor, order };
  }
}

/** The list envelope of the interface. */
export function listBody<T>(items: T[], count: number, next?: string) {
  return next ? { next: { page: next }, count, items } : { count, items };
}
