/**
 * Readers never wait for a render (server/published/ahead.ts): publishing a site renders its
 * pages in the background, so that every page is ready before its first view, counted (pages
 * rendered ahead, answers worked out on a view), never timed; a view while that goes on answers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aheadIdle, aheadStatus } from '../../src/server/published/ahead.js';
import { onDemandAnswers } from '../../src/server/published/answers.js';
import { insertRevision } from '../../src/server/store/revisions.js';
import { getSpaceRow } from '../../src/server/store/spaces.js';
import { request } from '../helpers/raw.js';
import { startTestService, type TestService } from '../helpers/service.js';

const PAGES = 40;

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(async () => {
  await aheadIdle();
  await svc?.close();
});

/** A space of `PAGES` pages, written straight into the store. */
async function spaceOfPages(title: string): Promise<string> {
  const created = await request(svc.url, svc.token, 'POST', `/v1/orgs/${svc.orgId}/spaces`, { title });
  const space = getSpaceRow(svc.service.db, created.body.id)!;
  const now = new Date().toISOString();
  const pages = Array.from({ length: PAGES }, (_, i) => ({
    id: `p${i}`,
    title: `Page ${i}`,
    slug: `p${i}`,
    path: `p${i}`,
    type: 'document',
    markdown: `# Page ${i}\n\nSee [the next](p${i + 1}.md).\n\n{% hint style="info" %}\nA hint of page ${i}.\n{% endhint %}\n`,
    createdAt: now,
    updatedAt: now,
    pages: [],
  }));
  const revision = insertRevision(
    svc.service.db,
    {
      spaceId: space.id,
      parents: [space.revision_id],
      type: 'edits',
      content: { pages, files: [], reusableContents: [], variables: {} },
    },
    new Date(),
  );
  svc.service.db.run('UPDATE spaces SET revision_id = ? WHERE id = ?', revision, space.id);
  return space.id;
}

async function publishedSite(title: string): Promise<string> {
  const spaceId = await spaceOfPages(title);
  const site = await request(svc.url, svc.token, 'POST', `/v1/orgs/${svc.orgId}/sites`, { title, spaces: [spaceId] });
  expect(site.status).toBe(201);
  const published = await request(svc.url, svc.token, 'POST', `/v1/orgs/${svc.orgId}/sites/${site.body.id}/publish`);
  expect(published.status).toBe(200);
  return site.body.id as string;
}

const view = (siteId: string, path: string) =>
  fetch(`${svc.url}/published/sites/${siteId}/${path}`, { redirect: 'manual' });

describe('render ahead of readers', () => {
  it('after a publish every page is ready before any view: no view renders', async () => {
    const before = aheadStatus();
    const siteId = await publishedSite('Ahead');
    await aheadIdle();
    const after = aheadStatus();
    expect(after.finished).toBeGreaterThan(before.finished);
    // Every page (and the site's index) was rendered without a view.
    expect(after.pages - before.pages).toBeGreaterThanOrEqual(PAGES);
    const rendered = onDemandAnswers();
    for (const path of ['', ...Array.from({ length: PAGES }, (_, i) => `p${i}`)]) {
      const res = await view(siteId, path);
      expect([200, 302]).toContain(res.status);
      const body = await res.text();
      if (res.status === 200) expect(body).toContain('<html');
    }
    const page = await view(siteId, 'p7');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('A hint of page 7.');
    expect(onDemandAnswers()).toBe(rendered);
  }, 300_000);

  it('a view while the pages are rendered ahead answers, with the page', async () => {
    const siteId = await publishedSite('During');
    // Asked at once, before the render ahead of forty pages has ended (or after: it answers either way).
    const res = await view(siteId, `p${PAGES - 1}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(`A hint of page ${PAGES - 1}.`);
    await aheadIdle();
    expect(aheadStatus().busy).toBe(false);
  }, 300_000);

  it('two sites published one after the other are both rendered ahead whole', async () => {
    const before = aheadStatus();
    const first = await publishedSite('First');
    const second = await publishedSite('Second');
    await aheadIdle();
    const after = aheadStatus();
    // The newer run goes first, chunk by chunk; the older one resumes after it, nothing lost.
    expect(after.finished - before.finished).toBe(2);
    expect(after.pages - before.pages).toBeGreaterThanOrEqual(2 * PAGES);
    const rendered = onDemandAnswers();
    for (const siteId of [first, second])
      for (const path of Array.from({ length: PAGES }, (_, i) => `p${i}`)) {
        const res = await view(siteId, path);
        expect(res.status).toBe(200);
        await res.text();
      }
    expect(onDemandAnswers()).toBe(rendered);
  }, 300_000);

  it('a merge into the space of a published site renders its pages ahead of their views', async () => {
    const siteId = await publishedSite('Merged');
    await aheadIdle();
    const spaceId = await spaceOf(siteId);
    const cr = await request(svc.url, svc.token, 'POST', `/v1/spaces/${spaceId}/change-requests`, {
      subject: 'new page',
    });
    const made = await request(
      svc.url,
      svc.token,
      'POST',
      `/v1/spaces/${spaceId}/change-requests/${cr.body.number}/content?compat=false`,
      {
        changes: [
          {
            operation: 'insert_page',
            title: 'Merged page',
            git: { path: 'merged.md' },
            document: { markdown: '# Merged page\n\nMerged words.\n' },
          },
        ],
      },
    );
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const before = aheadStatus();
    const merged = await request(
      svc.url,
      svc.token,
      'POST',
      `/v1/spaces/${spaceId}/change-requests/${cr.body.number}/merge`,
    );
    expect(merged.status).toBe(200);
    await aheadIdle();
    expect(aheadStatus().pages - before.pages).toBeGreaterThanOrEqual(PAGES + 1);
    const rendered = onDemandAnswers();
    const res = await view(siteId, 'merged-page');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Merged words.');
    expect(onDemandAnswers()).toBe(rendered);
  }, 300_000);
});

/** The space a site of one space shows (from the store). */
async function spaceOf(siteId: string): Promise<string> {
  return svc.service.db.get<{ space_id: string }>('SELECT space_id FROM site_spaces WHERE site_id = ?', siteId)!
    .space_id;
}
