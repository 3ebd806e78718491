import { describe, expect, it } from 'vitest';
import { type Match, Router } from '../../src/server/router.js';

const ok = () => ({ status: 200 });

describe('route lookups remembered by path', () => {
  it('finds a route added after the same path was looked up', async () => {
    const router = new Router();
    const byId = () => ({ status: 201 });
    router.get('/v1/things/:id', byId);
    const first = router.findLoaded('GET', '/v1/things/latest') as Match;
    expect(first.handler).toBe(byId);
    expect(first.params).toEqual({ id: 'latest' });
    const latest = () => ({ status: 202 });
    router.get('/v1/things/latest', latest);
    expect((router.findLoaded('GET', '/v1/things/latest') as Match).handler).toBe(latest);
    expect(((await router.find('GET', '/v1/things/latest')) as Match).handler).toBe(latest);
    expect((router.findLoaded('GET', '/v1/things/other') as Match).params).toEqual({ id: 'other' });
  });

  it('gives each lookup parameters of its own, and the same answers for unknown paths and methods', () => {
    const router = new Router();
    router.get('/v1/things/:id', ok);
    const a = router.findLoaded('GET', '/v1/things/x') as Match;
    a.params.id = 'changed';
    expect((router.findLoaded('GET', '/v1/things/x') as Match).params).toEqual({ id: 'x' });
    for (let i = 0; i < 2; i++) {
      expect(router.findLoaded('POST', '/v1/things/x')).toBe('method');
      expect(router.findLoaded('GET', '/v1/nothing/x')).toBeUndefined();
    }
    // Past the remembered paths and past the length remembered: the same answers.
    for (let i = 0; i < 1100; i++)
      expect((router.findLoaded('GET', `/v1/things/${i}`) as Match).params.id).toBe(String(i));
    const long = 'x'.repeat(300);
    expect((router.findLoaded('GET', `/v1/things/${long}`) as Match).params).toEqual({ id: long });
  });

  it('answers null until the module of a manifest route is loaded, then the route', async () => {
    const handler = () => ({ status: 200 });
    const router = new Router([['GET', '/v1/lazy/:id', 'lazy', 3]], {
      lazy: async () => (r: Router) => void r.get('/v1/lazy/:id', handler),
    });
    expect(router.findLoaded('GET', '/v1/lazy/a')).toBeNull();
    expect(((await router.find('GET', '/v1/lazy/a')) as Match).handler).toBe(handler);
    expect((router.findLoaded('GET', '/v1/lazy/a') as Match).params).toEqual({ id: 'a' });
  });
});
