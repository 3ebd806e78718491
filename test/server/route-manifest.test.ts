import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { Router } from '../../src/server/router.js';
import { ROUTE_MODULES } from '../../src/server/routes/index.js';
import { ROUTE_MANIFEST } from '../../src/server/routes/manifest.js';
import { MANIFEST_FILE, routeManifestSource } from '../../src/server/routes/manifest-source.js';
import { openService } from '../../src/server/service.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

describe('lazy route registration', () => {
  it('the committed manifest is what the route modules register (npm run gen)', async () => {
    expect(readFileSync(ROOT + MANIFEST_FILE, 'utf8'), `${MANIFEST_FILE} is stale: run npm run gen`).toBe(
      await routeManifestSource(),
    );
    expect(ROUTE_MANIFEST.length).toBeGreaterThan(100);
  });

  it('a request loads only the module of its route; 404 and 405 load nothing', async () => {
    const service = openService({ file: ':memory:', baseUrl: 'http://127.0.0.1' });
    try {
      const { app } = service;
      const ask = (method: string, url: string) =>
        app.handle({ method, url, headers: {} }, { trustedUserId: service.adminUserId });
      expect(app.router.loaded()).toEqual([]);
      expect((await ask('GET', '/v1/no/such/route')).status).toBe(404);
      expect((await ask('PUT', '/v1/user')).status).toBe(405);
      expect(app.router.loaded()).toEqual([]);
      expect((await ask('GET', `/v1/orgs/${service.orgId}/spaces`)).status).toBe(200);
      expect(app.router.loaded()).toEqual(['spaces']);
      expect((await ask('GET', '/v1/orgs')).status).toBe(200);
      expect(app.router.loaded().sort()).toEqual(['organizations', 'spaces']);
      // Every route is listed before its module is loaded.
      expect(app.router.list()).toHaveLength(ROUTE_MANIFEST.length);
    } finally {
      service.close();
    }
  });

  it('the most specific route wins across modules, loaded or not', async () => {
    const calls: string[] = [];
    const answer = (name: string) => {
      calls.push(name);
      return { status: 200 };
    };
    const router = new Router(
      [
        ['GET', '/v1/things/:id', 'general'],
        ['GET', '/v1/things/latest', 'specific'],
      ],
      {
        general: async () => (r) => r.get('/v1/things/:id', () => answer('general')),
        specific: async () => (r) => r.get('/v1/things/latest', () => answer('specific')),
      },
    );
    const latest = await router.find('GET', '/v1/things/latest');
    const other = await router.find('GET', '/v1/things/abc');
    expect(typeof latest === 'object' && typeof other === 'object').toBe(true);
    expect(router.loaded()).toEqual(['specific', 'general']);
    if (typeof latest === 'object') await latest.handler({} as never);
    expect(calls).toEqual(['specific']);
    if (typeof other === 'object') expect(other.params).toEqual({ id: 'abc' });
    await expect(new Router([['GET', '/v1/x', 'gone']], {}).find('GET', '/v1/x')).rejects.toThrow(
      /no route module gone/,
    );
    expect(Object.keys(ROUTE_MODULES).length).toBeGreaterThan(20);
  });
});
