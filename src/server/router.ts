import type { RouteContext, Reply } from './context.js';

export type Handler = (ctx: RouteContext) => Reply | Promise<Reply>;

export interface RouteOptions {
  /** Routes that answer without a token (downloads behind signed URLs). */
  public?: boolean;
  /** The handler reads `rawBody` itself: the body is not parsed as JSON first (the site MCP server answers JSON-RPC errors). */
  rawBody?: boolean;
  /**
   * An upload target (with `rawBody`): before its body is read, how many bytes it may have, or
   * the refusal it throws (the HTTP adapter's own limit does not apply to it).
   */
  admit?(request: Pick<RouteContext, 'params' | 'headers' | 'svc'>): number;
}

export interface Match {
  handler: Handler;
  params: Record<string, string>;
  options: RouteOptions;
}

/**
 * One route as the manifest knows it: method, template, the module that registers it, and the
 * template's number of segments (written by the generator: counting 200 templates at every start
 * cost half a millisecond).
 */
export type RouteEntry = readonly [method: string, template: string, module: string, segments?: number];

/** Route modules by name: each loads on demand and registers its routes. */
export type RouteModules = Readonly<Record<string, () => Promise<(router: Router) => void>>>;

interface Entry {
  method: string;
  segments: string[];
  key: string;
  module: string;
  /** `specificity` of the segments, computed once: the table is sorted at every start. */
  rank: number;
  /** Where the segments are parameters (`:name`), and their names. */
  params: Array<{ at: number; name: string }>;
}

const keyOf = (method: string, template: string) => `${method} ${template}`;

/** A route's entry matching a path, with the path's parameters. */
interface Found {
  entry: Entry;
  params: Record<string, string>;
}

/** Paths whose lookup is remembered (any more and the memory starts over). */
const FOUND_MAX = 1000;
const FOUND_PATH_MAX = 200;

/**
 * Path templates like `/v1/spaces/:spaceId/comments`; literal segments win over parameters.
 *
 * Routes are registered lazily: the manifest (generated from the route modules by `npm run gen`)
 * says which module serves each template, and a module is imported and registered the first
 * time a request needs one of its routes. The embedded workspace answering `spaces list` loads
 * the module of that one route, not the whole service.
 */
export class Router {
  /** Manifest routes not parsed yet, by number of segments: a lookup parses only those of its length. */
  private readonly unparsed = new Map<number, RouteEntry[]>();
  /** Parsed routes by number of segments; a length in `unsorted` has had routes added since it was sorted. */
  private readonly byLength = new Map<number, Entry[]>();
  private readonly unsorted = new Set<number>();
  /** Every key the manifest names (built at the first `add`). */
  private manifestKeys: Set<string> | undefined;
  private readonly handlers = new Map<string, { handler: Handler; options: RouteOptions }>();
  private readonly loads = new Map<string, Promise<void>>();
  /** What `lookup` found lately, by method and path; emptied when a route is added. */
  private readonly found = new Map<string, Found | 'method' | undefined>();

  constructor(
    private readonly manifest: readonly RouteEntry[] = [],
    private readonly modules: RouteModules = {},
    /** Routes this service leaves out (answered as unknown): `server start --reference current`. */
    private readonly allow?: (method: string, template: string) => boolean,
  ) {
    if (allow) this.manifest = manifest = manifest.filter(([m, t]) => allow(m, t));
    for (const route of manifest) {
      const length = route[3] ?? segmentCount(route[1]);
      const list = this.unparsed.get(length);
      if (list) list.push(route);
      else this.unparsed.set(length, [route]);
    }
  }

  private entry(method: string, template: string, module: string): void {
    const segments = template.split('/').filter(Boolean);
    const key = keyOf(method, template);
    const params = segments.flatMap((s, at) => (s.startsWith(':') ? [{ at, name: s.slice(1) }] : []));
    const entries = this.byLength.get(segments.length);
    const entry = { method, segments, key, module, rank: specificity(segments), params };
    if (entries) entries.push(entry);
    else this.byLength.set(segments.length, [entry]);
    this.unsorted.add(segments.length);
    this.found.clear();
  }

  add(method: string, template: string, handler: Handler, options: RouteOptions = {}): this {
    if (this.allow && !this.allow(method, template)) return this;
    const key = keyOf(method, template);
    this.manifestKeys ??= new Set(this.manifest.map(([m, t]) => keyOf(m, t)));
    // A route the manifest does not know (registered directly, or a stale manifest) is still served.
    if (!this.manifestKeys.has(key)) {
      this.manifestKeys.add(key);
      this.entry(method, template, '');
    }
    this.handlers.set(key, { handler, options });
    return this;
  }

  get(t: string, h: Handler, o?: RouteOptions) {
    return this.add('GET', t, h, o);
  }
  post(t: string, h: Handler, o?: RouteOptions) {
    return this.add('POST', t, h, o);
  }
  put(t: string, h: Handler, o?: RouteOptions) {
    return this.add('PUT', t, h, o);
  }
  patch(t: string, h: Handler, o?: RouteOptions) {
    return this.add('PATCH', t, h, o);
  }
  delete(t: string, h: Handler, o?: RouteOptions) {
    return this.add('DELETE', t, h, o);
  }

  /**
   * The routes with `length` segments, literal segments sorted before parameters, so
   * `/versions/latest` beats `/versions/:id`.
   */
  private withLength(length: number): Entry[] {
    const waiting = this.unparsed.get(length);
    if (waiting) {
      this.unparsed.delete(length);
      for (const [method, template, module] of waiting) this.entry(method, template, module);
    }
    const entries = this.byLength.get(length) ?? [];
    if (this.unsorted.delete(length)) entries.sort((a, b) => b.rank - a.rank);
    return entries;
  }

  /**
   * The matching route (its module loaded first if need be), `'method'` when the path exists
   * for other methods, or undefined.
   */
  async find(method: string, path: string): Promise<Match | 'method' | undefined> {
    const found = this.lookup(method, path);
    if (typeof found !== 'object') return found;
    const { entry, params } = found;
    let route = this.handlers.get(entry.key);
    if (!route && entry.module) {
      await this.load(entry.module);
      route = this.handlers.get(entry.key);
    }
    if (!route) throw new Error(`route module ${entry.module} did not register ${entry.key}: run npm run gen`);
    return { handler: route.handler, params, options: route.options };
  }

  /**
   * `find` without waiting, for the routes whose module is registered already (nearly every
   * request): null when the matching route's module is not, and `find` has to load it.
   */
  findLoaded(method: string, path: string): Match | 'method' | undefined | null {
    const found = this.lookup(method, path);
    if (typeof found !== 'object') return found;
    const route = this.handlers.get(found.entry.key);
    return route ? { handler: route.handler, params: found.params, options: route.options } : null;
  }

  /**
   * The entry matching the path and its parameters (a copy the caller may keep), `'method'`, or
   * undefined. Remembered by method and path (a client asks the same paths again), until a route
   * is added.
   */
  private lookup(method: string, path: string): Found | 'method' | undefined {
    // Long paths (published pages deep in a site, hostile ones) are matched each time.
    if (path.length > FOUND_PATH_MAX) return this.match(method, path);
    const key = `${method} ${path}`;
    let found = this.found.get(key);
    if (found === undefined && !this.found.has(key)) {
      found = this.match(method, path);
      if (this.found.size >= FOUND_MAX) this.found.clear();
      this.found.set(key, found);
    }
    return typeof found === 'object' ? { entry: found.entry, params: { ...found.params } } : found;
  }

  private match(method: string, path: string): Found | 'method' | undefined {
    const parts = path.split('/').filter(Boolean);
    let pathMatched = false;
    for (const entry of this.withLength(parts.length)) {
      const params = matchSegments(entry, parts);
      if (!params) continue;
      if (entry.method !== method) {
        pathMatched = true;
        continue;
      }
      return { entry, params };
    }
    return pathMatched ? 'method' : undefined;
  }

  /** Imports and registers one route module (once). */
  load(module: string): Promise<void> {
    let loading = this.loads.get(module);
    if (!loading) {
      const load = this.modules[module];
      if (!load) return Promise.reject(new Error(`no route module ${module}`));
      loading = load().then((register) => register(this));
      this.loads.set(module, loading);
    }
    return loading;
  }

  /** Every route module, registered (the generator, and a server that wants to be warm). */
  async loadAll(): Promise<void> {
    await Promise.all(Object.keys(this.modules).map((m) => this.load(m)));
  }

  /** The modules registered so far. */
  loaded(): string[] {
    return [...this.loads.keys()];
  }

  /** Every route, loaded or not, longest first. */
  list(): Array<{ method: string; path: string }> {
    const lengths = [...new Set([...this.unparsed.keys(), ...this.byLength.keys()])].sort((a, b) => b - a);
    return lengths.flatMap((length) =>
      this.withLength(length).map((e) => ({ method: e.method, path: `/${e.segments.join('/')}` })),
    );
  }
}

/** The number of non-empty segments of a template. */
export function segmentCount(template: string): number {
  return template.split('/').filter(Boolean).length;
}

function specificity(segments: string[]): number {
  let score = 0;
  for (const s of segments) score = score * 2 + (s.startsWith(':') ? 0 : 1);
  return score + segments.length * 1e6;
}

/** The entry's parameters from a path of as many segments, or undefined when a literal differs. */
function matchSegments(entry: Entry, parts: string[]): Record<string, string> | undefined {
  const { segments } = entry;
  for (let i = 0; i < segments.length; i++) {
    const t = segments[i]!;
    if (t.charCodeAt(0) !== 58 /* : */ && t !== parts[i]) return undefined;
  }
  const params: Record<string, string> = {};
  for (const { at, name } of entry.params) {
    try {
      params[name] = decodeURIComponent(parts[at]!);
    } catch {
      return undefined;
    }
  }
  return params;
}

/** The manifest of some route modules: each route with the module that registers it, in order. */
export async function recordRoutes(modules: RouteModules): Promise<RouteEntry[]> {
  const entries: RouteEntry[] = [];
  for (const [name, load] of Object.entries(modules)) {
    const added: RouteEntry[] = [];
    const recorder = new Router();
    recorder.add = (method, template, handler, options) => {
      added.push([method, template, name]);
      return Router.prototype.add.call(recorder, method, template, handler, options);
    };
    (await load())(recorder);
    entries.push(...added);
  }
  return entries;
}
