/** A raw JSON request to a service (no contract check: these tests aim at hostile inputs). */
export async function request(
  base: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: any; ms: number; headers: Headers }> {
  const started = Date.now();
  const res = await fetch(base + path, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return {
    status: res.status,
    body: text ? JSON.parse(text) : undefined,
    ms: Date.now() - started,
    headers: res.headers,
  };
}

/** `request` to a test service's `/v1` as one of its demo members (admin, create, review, edit, ...). */
export const requestAs = (
  svc: { url: string; tokenFor(role: string): string },
  role: string,
  method: string,
  path: string,
  body?: unknown,
) => request(`${svc.url}/v1`, svc.tokenFor(role), method, path, body);

/** Polls an OpenAPI spec until its processing run is `complete` (or gives up after ~5 s). */
export async function waitForSpec(base: string, token: string, orgId: string, slug: string): Promise<any> {
  let spec: any;
  for (let i = 0; i < 200 && spec?.processingState !== 'complete'; i++) {
    await new Promise((r) => setTimeout(r, 25));
    spec = (await request(base, token, 'GET', `/v1/orgs/${orgId}/openapi/${slug}`)).body;
  }
  return spec;
}

/**
 * A GET of `url` whose host name is resolved to `address`, as a page of that origin would send it
 * once its DNS name was rebound to this machine (its Host header is the URL's).
 */
export async function getResolvedTo(url: string, address: string): Promise<{ status: number; body: string }> {
  const { request: httpRequest } = await import('node:http');
  const family = address.includes(':') ? 6 : 4;
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        lookup: ((_name: string, options: { all?: boolean }, done: (...args: unknown[]) => void) =>
          options.all ? done(null, [{ address, family }]) : done(null, address, family)) as never,
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}
