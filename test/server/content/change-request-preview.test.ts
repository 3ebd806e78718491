/**
 * Change request previews on the real service over HTTP (an extension: `GET .../preview` hands
 * out a signed URL under the space's published route). What the key is bound to: its change
 * request, its expiry, and the member who asked for it still reading the space.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/server/clock.js';
import { PREVIEW_TTL_MS } from '../../../src/server/published/preview.js';
import { runJson, tempDir } from '../../helpers/cli.js';
import { request } from '../../helpers/raw.js';
import { startTestService, type TestService } from '../../helpers/service.js';
import { writeTree } from '../../fixtures/content/http.js';

let svc: TestService;
let space: string;
let first: string;
let second: string;
const clock = new ManualClock(new Date());

const folder = (text: string) =>
  writeTree(tempDir('docs-cli-crpreview-'), {
    'README.md': `# Welcome\n\n${text}\n`,
    'SUMMARY.md': '# Table of contents\n\n* [Welcome](README.md)\n',
  });
const push = async (text: string, merge = false) =>
  runJson(['cr', 'push', folder(text), '--space', space, ...(merge ? ['--merge'] : []), '-o', 'json'], {
    url: svc.url,
    token: svc.token,
  });
const preview = async (cr: string, role = 'admin') =>
  request(svc.url, svc.tokenFor(role), 'GET', `/v1/spaces/${space}/change-requests/${cr}/preview`);
/** The minted URL on this test service's origin (the path and query are what matter). */
const local = (url: string) => {
  const u = new URL(url);
  return `${svc.url}${u.pathname}${u.search}`;
};
const page = async (url: string) => {
  const res = await fetch(url);
  return { status: res.status, text: await res.text() };
};

beforeAll(async () => {
  svc = await startTestService({ clock });
  const created = await request(svc.url, svc.token, 'POST', `/v1/orgs/${svc.orgId}/spaces`, { title: 'Previewed' });
  space = created.body.id;
  await push('The old text.', true);
  first = String((await push('The first proposal.')).changeRequest);
  second = String((await push('The second proposal.')).changeRequest);
}, 60_000);
afterAll(async () => svc?.close());

describe('change request previews', () => {
  it('a reader gets a signed URL that shows the change request, not the space; links keep the key', async () => {
    const res = await preview(first, 'read');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['expiresAt', 'url']);
    expect(new Date(res.body.expiresAt).getTime()).toBe(clock.now().getTime() + PREVIEW_TTL_MS);
    expect(res.body.url).toMatch(new RegExp(`/published/spaces/${space}/~/changes/[^/]+/\\?previewKey=`));
    const shown = await page(local(res.body.url));
    expect(shown.status).toBe(200);
    expect(shown.text).toContain('The first proposal.');
    expect(shown.text).not.toContain('The old text.');
    expect(shown.text).not.toContain('The second proposal.');
    // Internal links and assets carry the key, so the reader can move around the site.
    const key = new URL(res.body.url).searchParams.get('previewKey')!;
    expect(shown.text).toContain(`_assets/site.css?previewKey=${key}`);
    expect((await page(`${local(res.body.url).split('?')[0]}_assets/site.css?previewKey=${key}`)).status).toBe(200);
  });

  it('no key, an altered key, or the key of another change request: 404', async () => {
    const url = local((await preview(first)).body.url);
    const [path, query] = url.split('?') as [string, string];
    expect((await page(path)).status).toBe(404);
    const altered = url.slice(0, -1) + (url.endsWith('A') ? 'B' : 'A');
    expect((await page(altered)).status).toBe(404);
    const other = local((await preview(second)).body.url);
    expect((await page(`${other.split('?')[0]}?${query}`)).status).toBe(404);
    // A download key of the same change request opens no preview.
    const pdf = await request(svc.url, svc.token, 'GET', `/v1/spaces/${space}/change-requests/${first}/pdf`);
    const pdfKey = pdf.body.url.split('/').pop();
    expect((await page(`${path}?previewKey=${pdfKey}`)).status).toBe(404);
  });

  it('the URL expires', async () => {
    const url = local((await preview(second)).body.url);
    clock.advance(PREVIEW_TTL_MS - 1000);
    expect((await page(url)).status).toBe(200);
    clock.advance(2000);
    expect((await page(url)).status).toBe(404);
  });

  it('a caller who cannot read the space cannot ask for one; removing the member ends their links', async () => {
    expect((await preview(first, 'guest')).status).toBe(404);
    const url = local((await preview(first, 'comment')).body.url);
    expect((await page(url)).status).toBe(200);
    const removed = await request(
      svc.url,
      svc.token,
      'DELETE',
      `/v1/orgs/${svc.orgId}/members/${svc.userId('comment')}`,
    );
    expect(removed.status).toBe(204);
    expect((await page(url)).status).toBe(404);
  });
});
