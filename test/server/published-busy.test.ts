/**
 * A reader whose page waits longer than the content pool's queue allows (a busy machine, a queue
 * of renders) gets a 503 with Retry-After, never a 500, and the page answers once a worker is
 * free: nothing of the refusal is kept (issue 44 part 1: load is a temporary failure, not an
 * error). The pool's refusal is forced here, since a queue wait past 30 s cannot be made
 * deterministic on a shared machine; everything else is the real service over HTTP.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WorkError } from '../../src/server/work/pool.js';
import { request } from '../helpers/raw.js';
import { startTestService, type TestService } from '../helpers/service.js';

const pool = vi.hoisted(() => ({ busy: false }));

vi.mock('../../src/server/content/markdown-work.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/server/content/markdown-work.js')>();
  return {
    ...real,
    siteFiles: (...args: Parameters<typeof real.siteFiles>) =>
      pool.busy ? Promise.reject(new WorkError({ kind: 'busy' })) : real.siteFiles(...args),
  };
});

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(async () => {
  await svc?.close();
});

describe('a published page while no content worker is free', () => {
  it('answers 503 with Retry-After, then the page once the pool has room', async () => {
    const space = await request(svc.url, svc.token, 'POST', `/v1/orgs/${svc.orgId}/spaces`, { title: 'Busy' });
    const site = await request(svc.url, svc.token, 'POST', `/v1/orgs/${svc.orgId}/sites`, {
      title: 'Busy',
      spaces: [space.body.id],
    });
    pool.busy = true;
    const published = await request(svc.url, svc.token, 'POST', `/v1/orgs/${svc.orgId}/sites/${site.body.id}/publish`);
    expect(published.status).toBe(200);
    const view = () => fetch(`${svc.url}/published/sites/${site.body.id}/`, { redirect: 'manual' });

    const refused = await view();
    expect(refused.status).toBe(503);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.text()).toMatch(/busy/);

    pool.busy = false;
    const answered = await view();
    expect(answered.status).toBe(200);
    expect(await answered.text()).toContain('<html');
  }, 120_000);
});
