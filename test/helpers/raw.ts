/** A raw JSON request to a service (no contract check: these tests aim at hostile inputs). */
export async function request(
  base: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: any; ms: number }> {
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
  return { status: res.status, body: text ? JSON.parse(text) : undefined, ms: Date.now() - started };
}

/** Polls an OpenAPI spec until its processing run is `complete` (or gives up after ~5 s). */
export async function waitForSpec(base: string, token: string, orgId: string, slug: string): Promise<any> {
  let spec: any;
  for (let i = 0; i < 200 && spec?.processingState !== 'complete'; i++) {
    await new Promise((r) => setTimeout(r, 25));
    spec = (await request(base, token, 'GET', `/v1/orgs/${orgId}/openapi/${slug}`)).body;
  }
  return spec;
}
