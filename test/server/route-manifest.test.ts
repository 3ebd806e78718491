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

  it('matches a path only against routes of as many segments, and decodes its parameters', async () => {
    const router = new Router([], {});
    const ok = () => ({ status: 200 });
    router.get('/v1/spaces/:spaceId/content/path/:path', ok).get('/v1/spaces/:spaceId', ok).post('/v1/spaces', ok);
    router.get('/v1/spaces/:spaceId/content', ok);
    const found = await router.find('GET', '/v1/spaces/a%20b/content/path/docs%2Fintro.md');
    expect(typeof found === 'object' && found.params).toEqual({ spaceId: 'a b', path: 'docs/intro.md' });
    const short = await router.find('GET', '/v1/spaces/abc');
    expect(typeof short === 'object' && short.params).toEqual({ spaceId: 'abc' });
    // A route added after a lookup is still found.
    router.get('/v1/spaces/:spaceId/content/files', ok);
    const files = await router.find('GET', '/v1/spaces/abc/content/files');
    expect(typeof files === 'object' && files.params).toEqual({ spaceId: 'abc' });
    expect(await router.find('GET', '/v1/spaces/abc/content/path')).toBeUndefined();
    expect(await router.find('GET', '/v1/spaces/%E0%A4%A/content')).toBeUndefined();
    expect(await router.find('GET', '/v1/spaces')).toBe('method');
    expect(await router.find('DELETE', '/v1/spaces/abc')).toBe('method');
  });
});
