import type { RouteContext, Reply } from './context.js';

export type Handler = (ctx: RouteContext) => Reply | Promise<Reply>;

export interface RouteOptions {
  /** Routes that answer without a token (downloads behind signed URLs). */
  public?: boolean;
}

interface Route {
  method: string;
  segments: string[];
  handler: Handler;
  options: RouteOptions;
}

export interface Match {
  handler: Handler;
  params: Record<string, string>;
  options: RouteOptions;
}

/** Path templates like `/v1/spaces/:spaceId/comments`; literal segments win over parameters. */
export class Router {
  private readonly routes: Route[] = [];
  private sorted = true;

  add(method: string, template: string, handler: Handler, options: RouteOptions = {}): this {
    this.routes.push({ method, segments: template.split('/').filter(Boolean), handler, options });
    this.sorted = false;
    return this;
  }

  /** Literal segments sort before parameters, so `/versions/latest` beats `/versions/:id`. */
  private ordered(): Route[] {
    if (!this.sorted) {
      this.routes.sort((a, b) => specificity(b) - specificity(a));
      this.sorted = true;
    }
    return this.routes;
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

  /** The matching route, `'method'` when the path exists for other methods, or undefined. */
  match(method: string, path: string): Match | 'method' | undefined {
    const parts = path.split('/').filter(Boolean);
    let pathMatched = false;
    for (const route of this.ordered()) {
      const params = matchSegments(route.segments, parts);
      if (!params) continue;
      if (route.method !== method) {
        pathMatched = true;
        continue;
      }
      return { handler: route.handler, params, options: route.options };
    }
    return pathMatched ? 'method' : undefined;
  }

  list(): Array<{ method: string; path: string }> {
    return this.ordered().map((r) => ({ method: r.method, path: `/${r.segments.join('/')}` }));
  }
}

function specificity(route: Route): number {
  let score = 0;
  for (const s of route.segments) score = score * 2 + (s.startsWith(':') ? 0 : 1);
  return score + route.segments.length * 1e6;
}

function matchSegments(template: string[], parts: string[]): Record<string, string> | undefined {
  if (template.length !== parts.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < template.length; i++) {
    const t = template[i]!;
    const p = parts[i]!;
    if (t.startsWith(':')) {
      let decoded: string;
      try {
        decoded = decodeURIComponent(p);
      } catch {
        return undefined;
      }
      params[t.slice(1)] = decoded;
    } else if (t !== p) {
      return undefined;
    }
  }
  return params;
}
