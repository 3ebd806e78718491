import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { Reference } from '../../src/server/app.js';
import { ROUTE_MANIFEST } from '../../src/server/routes/manifest.js';
import { CURRENT_ONLY_OPERATIONS, SEED_ONLY_OPERATIONS } from '../../src/server/reference-routes.js';
import { REFERENCE_ROUTES_FILE, referenceRoutesSource } from '../../src/server/reference-routes-source.js';
import { routeKey } from '../../src/server/route-key.js';
import { openService, type Service } from '../../src/server/service.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const opened: Service[] = [];
afterAll(() => {
  for (const s of opened) s.close();
});

function serviceOf(reference: Reference) {
  const service = openService({ file: ':memory:', baseUrl: 'http://127.0.0.1', reference });
  opened.push(service);
  const ask = async (method: string, url: string, body?: unknown) => {
    const reply = await service.app.handle(
      {
        method,
        url,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : Buffer.from(JSON.stringify(body)),
      },
      { trustedUserId: service.adminUserId },
    );
    const parsed = reply.json === undefined ? reply.body : JSON.parse(reply.json);
    return { status: reply.status, body: parsed as any };
  };
  return { service, ask };
}

/** A manifest template with every parameter filled. */
const filled = (template: string) => template.replace(/:[A-Za-z0-9_]+/g, 'x1');

describe('server start --reference', () => {
  it('the committed list of the references operations is what the two specs define (npm run gen)', () => {
    expect(readFileSync(ROOT + REFERENCE_ROUTES_FILE, 'utf8'), `${REFERENCE_ROUTES_FILE} is stale: npm run gen`).toBe(
      referenceRoutesSource(ROOT),
    );
    // The ten operations the issue names, among others the current reference dropped.
    expect(SEED_ONLY_OPERATIONS).toContain('POST /spaces/{}/transfer');
    expect(SEED_ONLY_OPERATIONS).toContain('DELETE /orgs/{}/sites/{}/section-groups/{}/sections/{}');
    expect(CURRENT_ONLY_OPERATIONS).toContain('GET /spaces/{}/change-requests/{}/reviews/{}');
  });

  for (const [reference, gone] of [
    ['current', SEED_ONLY_OPERATIONS],
    ['seed', CURRENT_ONLY_OPERATIONS],
  ] as const) {
    it(`${reference}: every route of an operation the ${reference} reference lacks answers 404 as unknown; the others are served`, async () => {
      const { ask } = serviceOf(reference);
      const hidden = ROUTE_MANIFEST.filter(([m, t]) => t.startsWith('/v1/') && gone.includes(routeKey(m, t)));
      expect(hidden.length).toBeGreaterThan(reference === 'current' ? 9 : 5);
      for (const [method, template] of hidden) {
        const res = await ask(method, filled(template), method === 'GET' || method === 'DELETE' ? undefined : {});
        // 405 where the path serves other methods (a GET the reference keeps), as any service answers.
        const others = ROUTE_MANIFEST.some(
          ([m, t]) => t === template && m !== method && !gone.includes(routeKey(m, t)),
        );
        expect(res.status, `${method} ${template}`).toBe(others ? 405 : 404);
        expect(res.body.error.message, `${method} ${template}`).toMatch(
          others ? /is not allowed/ : /^no such endpoint/,
        );
      }
      // Every other route is matched (its own answer, never "no such endpoint").
      const kept = ROUTE_MANIFEST.filter(([m, t]) => !hidden.some(([hm, ht]) => hm === m && ht === t)).slice(0, 400);
      for (const [method, template] of kept.filter(([m]) => m === 'GET')) {
        const res = await ask(method, filled(template));
        expect(res.body?.error?.message ?? '', `${method} ${template}`).not.toMatch(/^no such endpoint/);
      }
    });
  }

  it('both (the default) serves the operations of both references', async () => {
    const { ask } = serviceOf('both');
    for (const [method, template] of ROUTE_MANIFEST.filter(([m, t]) => SEED_ONLY_OPERATIONS.includes(routeKey(m, t)))) {
      const res = await ask(method, filled(template), method === 'POST' ? {} : undefined);
      expect(res.body?.error?.message ?? '', `${method} ${template}`).not.toMatch(/^no such endpoint/);
    }
  });

  it("current: updateSiteSectionById's siteSectionGroupId puts a section into a group and back to the top level", async () => {
    const { service, ask } = serviceOf('current');
    const org = `/v1/orgs/${service.orgId}`;
    const spaces = (await ask('GET', `${org}/spaces`)).body.items as Array<{ id: string }>;
    const site = (await ask('POST', `${org}/sites`, { title: 'Groups', spaces: [spaces[0]!.id] })).body;
    const made = await ask('POST', `${org}/sites/${site.id}/sections`, { spaceId: spaces[1]!.id, title: 'Bee' });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const b = made.body;
    const group = (await ask('POST', `${org}/sites/${site.id}/section-groups`, { title: 'G' })).body;
    const structure = async () =>
      ((await ask('GET', `${org}/sites/${site.id}/structure`)).body.structure as any[]).map((t) =>
        t.object === 'site-section-group' ? [t.id, t.sections.map((s: { id: string }) => s.id)] : t.id,
      );
    const missing = await ask('PATCH', `${org}/sites/${site.id}/sections/${b.id}`, { siteSectionGroupId: 'nope' });
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toContain('siteSectionGroupId');
    const into = await ask('PATCH', `${org}/sites/${site.id}/sections/${b.id}`, { siteSectionGroupId: group.id });
    expect(into.status).toBe(200);
    expect((await structure()).at(-1)).toEqual([group.id, [b.id]]);
    const out = await ask('PATCH', `${org}/sites/${site.id}/sections/${b.id}`, { siteSectionGroupId: null });
    expect(out.status).toBe(200);
    expect(await structure()).toContain(b.id);
    expect((await structure()).find((t) => Array.isArray(t))).toEqual([group.id, []]);
    // The seed's operation for the same job is gone in this mode.
    expect(
      (await ask('POST', `${org}/sites/${site.id}/section-groups/${group.id}/sections`, { sectionId: b.id })).status,
    ).toBe(404);
  });
});
