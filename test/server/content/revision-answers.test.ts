import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/server/clock.js';
import { call, PNG } from '../../fixtures/content/http.js';
import { startTestService, type TestService } from '../../helpers/service.js';

/**
 * A revision's content is serialized once and kept (a revision never changes): reading it again
 * answers the same, in the scope it is read in, and a change to the space shows at once. Its
 * download links are signed again after five minutes, so every link handed out still works for
 * 55 minutes or more, and none for more than an hour.
 */
const clock = new ManualClock('2026-03-01T00:00:00.000Z');
let svc: TestService;
beforeAll(async () => {
  svc = await startTestService({ clock });
});
afterAll(async () => svc.close());

const MINUTE = 60 * 1000;
let n = 0;
/** A space whose content has a page and a file, and an open change request on that revision. */
async function spaceWithContent() {
  const space = (await call(svc, 'POST', `/v1/orgs/${svc.orgId}/spaces`, { title: `Kept ${++n}` })).body.id as string;
  const cr = (await call(svc, 'POST', `/v1/spaces/${space}/change-requests`, { subject: 'first' })).body.number;
  const made = await call(svc, 'POST', `/v1/spaces/${space}/change-requests/${cr}/content?compat=false`, {
    changes: [
      { operation: 'insert_page', title: 'Home', git: { path: 'README.md' }, document: { markdown: '# Home\n' } },
      {
        operation: 'insert_files',
        files: [{ name: 'logo.png', contentType: 'image/png', base64: PNG.toString('base64') }],
      },
    ],
  });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  expect((await call(svc, 'POST', `/v1/spaces/${space}/change-requests/${cr}/merge`)).status).toBe(200);
  const open = (await call(svc, 'POST', `/v1/spaces/${space}/change-requests`, { subject: 'second' })).body.number;
  return { space, open: open as number };
}
const read = async (path: string) => (await call(svc, 'GET', path)).body;
const fetchLink = async (url: string) => (await fetch(url)).status;

describe('a revision read again', () => {
  it('answers the same, in the scope and with the options asked for, and a change shows at once', async () => {
    const { space, open } = await spaceWithContent();
    const first = await read(`/v1/spaces/${space}/content`);
    expect(await read(`/v1/spaces/${space}/content`)).toEqual(first);
    expect(first.pages.map((p: { title: string }) => p.title)).toEqual(['Home']);
    expect(first.pages[0].git).toMatchObject({ path: 'README.md' });
    expect(first.pages[0].urls.app).toMatch(new RegExp(`/s/${space}/home$`));

    // The open request starts on the same revision: its answer has the request's URLs.
    const inRequest = await read(`/v1/spaces/${space}/change-requests/${open}/content`);
    expect(inRequest.id).toBe(first.id);
    expect(inRequest.pages[0].urls.app).toMatch(new RegExp(`/s/${space}/~/changes/${open}/home$`));
    expect(inRequest.urls.app).toContain(`/~/changes/${open}/~/revisions/${first.id}`);
    // Without metadata the same revision has no git fields.
    const bare = await read(`/v1/spaces/${space}/content?metadata=false`);
    expect(bare.pages[0].git).toBeUndefined();
    expect(bare.files[0].git).toBeUndefined();
    expect((await read(`/v1/spaces/${space}/content`)).pages[0].git).toMatchObject({ path: 'README.md' });

    const edit = await call(svc, 'POST', `/v1/spaces/${space}/change-requests/${open}/content?compat=false`, {
      changes: [{ operation: 'insert_page', title: 'Guide', document: { markdown: '# Guide\n' } }],
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    const edited = await read(`/v1/spaces/${space}/change-requests/${open}/content`);
    expect(edited.id).not.toBe(first.id);
    expect(edited.pages.map((p: { title: string }) => p.title)).toEqual(['Home', 'Guide']);
    expect((await read(`/v1/spaces/${space}/content`)).pages).toHaveLength(1);
    expect((await call(svc, 'POST', `/v1/spaces/${space}/change-requests/${open}/merge`)).status).toBe(200);
    const merged = await read(`/v1/spaces/${space}/content`);
    expect(merged.type).toBe('merge');
    expect(merged.mergedFrom).toMatchObject({ number: open, status: 'merged' });
    expect(merged.pages).toHaveLength(2);
  });

  it('hands out download links that each work for 55 minutes or more and none for more than an hour, signing them again after five', async () => {
    const { space } = await spaceWithContent();
    const at = (ms: number) => clock.set(new Date(Date.parse('2026-03-01T00:00:00.000Z') + ms));
    const linkAt = async (ms: number) => {
      at(ms);
      return (await read(`/v1/spaces/${space}/content`)).files[0].downloadURL as string;
    };
    const handedOut: Array<[string, number]> = [];
    for (const minute of [60, 64, 66]) handedOut.push([await linkAt(minute * MINUTE), minute * MINUTE]);
    // A clock set back (another machine's, a test's) gets no link signed in its future.
    handedOut.push([await linkAt(10 * MINUTE), 10 * MINUTE]);
    expect(handedOut[2]![0]).not.toBe(handedOut[0]![0]);
    for (const [link, when] of handedOut) {
      at(when + 55 * MINUTE);
      expect(await fetchLink(link), `handed out at minute ${when / MINUTE}`).toBe(200);
      at(when + 61 * MINUTE);
      expect(await fetchLink(link), `handed out at minute ${when / MINUTE}`).toBe(404);
    }
  });
});
