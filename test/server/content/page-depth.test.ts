import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../fixtures/content/http.js';
import { startTestService, type TestService } from '../../helpers/service.js';

/**
 * Pages nest at most as deep as a SUMMARY.md may (64 levels): a member building a chain of pages
 * thousands deep, one batch a level, would otherwise make every recursive reader of the tree
 * (the site renderer, the hand-off of a site to a content worker) overflow its stack.
 */
let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(async () => svc.close());

describe('page nesting in updateChangeRequestContent', () => {
  it('takes pages 64 levels deep, refuses a 65th level by insert or by move, and changes nothing then', async () => {
    const space = (await call(svc, 'POST', `/v1/orgs/${svc.orgId}/spaces`, { title: 'Deep pages' })).body.id;
    const cr = (await call(svc, 'POST', `/v1/spaces/${space}/change-requests`, { subject: 'deep' })).body.number;
    const base = `/v1/spaces/${space}/change-requests/${cr}`;
    const insert = (title: string, into?: string) =>
      call(svc, 'POST', `${base}/content?compat=false`, {
        changes: [{ operation: 'insert_page', title, ...(into ? { into } : {}), document: { markdown: 'x' } }],
      });
    const ids: string[] = [];
    for (let level = 1; level <= 64; level++) {
      const res = await insert(`Level ${level}`, ids[ids.length - 1]);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      ids.push(res.body.changes[0].page.id);
    }
    const deeper = await insert('Level 65', ids[63]);
    expect(deeper.status).toBe(400);
    expect(deeper.body.error.message).toBe('changes[0].into: would nest pages 65 levels deep; at most 64 are allowed');
    // A page with one child, moved under level 63: 65 levels.
    const parent = (await insert('Parent')).body.changes[0].page.id;
    expect((await insert('Child', parent)).status).toBe(200);
    const before = (await call(svc, 'GET', `${base}/content`)).body.id;
    const moved = await call(svc, 'POST', `${base}/content?compat=false`, {
      changes: [{ operation: 'update_page', page: parent, into: ids[62] }],
    });
    expect(moved.status).toBe(400);
    expect(moved.body.error.message).toBe('changes[0].into: would nest pages 65 levels deep; at most 64 are allowed');
    expect((await call(svc, 'GET', `${base}/content`)).body.id).toBe(before);
    // Under level 62 it fits.
    const fits = await call(svc, 'POST', `${base}/content?compat=false`, {
      changes: [{ operation: 'update_page', page: parent, into: ids[61] }],
    });
    expect(fits.status, JSON.stringify(fits.body)).toBe(200);
  }, 120_000);
});
