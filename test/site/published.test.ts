import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markdownToHtml } from '../../src/common/markdown/html.js';
import { aheadIdle } from '../../src/server/published/ahead.js';
import { contentPool } from '../../src/server/work/index.js';
import { runCli, runJson } from '../helpers/cli.js';
import { startTestService, type TestService } from '../helpers/service.js';

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(async () => svc.close());
const as = () => ({ url: svc.url, token: svc.token });

const visit = async (url: string) => {
  const res = await fetch(url);
  return { status: res.status, type: res.headers.get('content-type') ?? '', html: await res.text() };
};

describe('published sites, as a visitor reads them', () => {
  it('serves the URL that sites publish prints, with its sections and pages, and nothing once unpublished', async () => {
    const [site] = await runJson<Array<{ id: string; urls: { location: string } }>>(['sites', 'list'], as());
    const before = await visit(`${svc.url}/published/sites/${site!.id}`);
    expect(before.status).toBe(404);
    const published = await runCli(['sites', 'publish', site!.id], as());
    expect(published.code).toBe(0);
    const url = published.stdout.trim().split('\n').pop()!;
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/published\/sites\//);
    const home = await visit(url);
    expect(home.status).toBe(200);
    expect(home.type).toContain('text/html');
    expect(home.html).toContain('<a class="site-title" href="index.html">Demo Docs</a>');
    expect(home.html).toMatch(/<a href="[^"]*" aria-current="page">Getting Started<\/a>/);
    // Every link of the page (navigation, body, pagination) and every image opens from where the page is.
    const redirect = await fetch(url, { redirect: 'manual' });
    expect(redirect.status).toBe(302);
    const base = new URL(redirect.headers.get('location')!, url).href;
    const page = await visit(base);
    const refs = [...page.html.matchAll(/(?:href|src)="([^"#]+)[^"]*"/g)].map(
      (m) => new URL(m[1]!.replace(/&amp;/g, '&'), base).href,
    );
    expect(refs.some((r) => r.includes('/_files/'))).toBe(true);
    for (const ref of new Set(refs)) expect((await visit(ref)).status, ref).toBe(200);
    const api = await visit(`${url}/api-reference/`);
    expect(api.html).toMatch(/<a href="[^"]*" aria-current="page">API Reference<\/a>/);
    expect((await visit(`${url}/getting-started/getting-started/no/such/page`)).status).toBe(404);
    expect((await runCli(['sites', 'unpublish', site!.id, '--yes'], as())).code).toBe(0);
    expect((await visit(url)).status).toBe(404);
  });

  it('serves uploaded files from the store without the content workers', async () => {
    const [site] = await runJson<Array<{ id: string }>>(['sites', 'list'], as());
    const url = (await runCli(['sites', 'publish', site!.id], as())).stdout.trim().split('\n').pop()!;
    const base = new URL((await fetch(url, { redirect: 'manual' })).headers.get('location')!, url).href;
    const image = (await visit(base)).html.match(/src="([^"]*_files\/[^"]+)"/)?.[1];
    expect(image, 'the demo page shows an uploaded image').toBeDefined();
    // The publish renders the site's pages ahead on the workers: counted from when that is done.
    await aheadIdle();
    const tasks = contentPool().started;
    const got = await fetch(new URL(image!, base));
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('image/png');
    expect((await got.arrayBuffer()).byteLength).toBeGreaterThan(0);
    expect(contentPool().started).toBe(tasks);
  });

  it("resolves the reference's own link forms (/pages/<id>, /pages/<slug path>, /files/<id>) that updateChangeRequestContent stores", async () => {
    const { call, PNG } = await import('../fixtures/content/http.js');
    const space = (await call(svc, 'POST', `/v1/orgs/${svc.orgId}/spaces`, { title: 'Reference links' })).body
      .id as string;
    const cr = (await call(svc, 'POST', `/v1/spaces/${space}/change-requests`, { subject: 'links' })).body
      .number as number;
    const base = `/v1/spaces/${space}/change-requests/${cr}/content?compat=false`;
    const first = await call(svc, 'POST', base, {
      changes: [
        { operation: 'insert_page', title: 'Home', document: { markdown: '# Home\n\nHello.\n' } },
        {
          operation: 'insert_page',
          title: 'Guide',
          slug: 'guide',
          document: { markdown: '# Guide\n\n## Setup\n\nSteps.\n' },
        },
        {
          operation: 'insert_files',
          files: [{ name: 'dot.png', contentType: 'image/png', base64: PNG.toString('base64') }],
        },
      ],
    });
    const [home, guide] = first.body.changes.map((c: any) => c.page.id);
    const file = first.body.insertedFiles[0].id;
    const markdown = `# Home\n\nBy id [guide](/pages/${guide}#setup), by path [again](/pages/guide.md), an image ![dot](/files/${file}).\n`;
    expect(
      (await call(svc, 'POST', base, { changes: [{ operation: 'update_page', page: home, document: { markdown } }] }))
        .status,
    ).toBe(200);
    expect((await call(svc, 'POST', `/v1/spaces/${space}/change-requests/${cr}/merge`)).body.result).toBe('merge');
    const site = await runJson(['sites', 'create', '--title', 'Reference links', '--space', space], as());
    const url = (await runCli(['sites', 'publish', site.id], as())).stdout.trim().split('\n').pop()!;
    const redirect = await fetch(url, { redirect: 'manual' });
    const page = new URL(redirect.headers.get('location')!, url).href;
    const html = (await visit(page)).html;
    const hrefs = [...html.matchAll(/<a href="([^"]+)">(guide|again)<\/a>/g)].map((m) => m[1]!);
    const src = /<img src="([^"]+)" alt="dot"/.exec(html)?.[1];
    expect(hrefs).toHaveLength(2);
    expect(hrefs[0]).toMatch(/guide\.html#setup$/);
    expect(hrefs[1]).toMatch(/guide\.html$/);
    expect(src).toMatch(/_files\//);
    for (const ref of [...hrefs, src!])
      expect((await visit(new URL(ref.split('#')[0]!, page).href)).status, ref).toBe(200);
  });

  it('needs an active share key for a share-link site', async () => {
    const site = await runJson(['sites', 'create', '--title', 'Private docs', '--new-space', 'sample'], as());
    await runJson(['sites', 'update', site.id, '--visibility', 'share-link'], as());
    await runCli(['sites', 'publish', site.id], as());
    const link = await runJson(['sites', 'share-links', 'create', '--site', site.id, '--name', 'Partners'], as());
    const withKey: string = link.urls.published;
    expect(withKey).toContain('shareKey=');
    expect((await visit(withKey)).status).toBe(200);
    expect((await visit(withKey.split('?')[0]!)).status).toBe(404);
    const off = await runJson(['sites', 'share-links', 'update', link.id, '--site', site.id, '--inactive'], as());
    expect(off.active).toBe(false);
    expect((await visit(withKey)).status).toBe(404);
  });

  it('serves public and unlisted spaces, and nothing of private ones', async () => {
    const spaces = await runJson<Array<{ id: string; visibility: string; urls: { published?: string } }>>(
      ['spaces', 'list'],
      as(),
    );
    const open = spaces.find((s) => s.visibility === 'public')!;
    expect((await visit(open.urls.published!)).status).toBe(200);
    const closed = spaces.find((s) => s.visibility === 'private')!;
    expect((await visit(`${svc.url}/published/spaces/${closed.id}`)).status).toBe(404);
  });
});

describe('the page renderer', () => {
  it('escapes HTML and drops script URLs and event handlers', () => {
    const { html } = markdownToHtml(
      '# Title\n\n<script>alert(1)</script>\n\nand [x](javascript:alert(1)) and [ok](guide.md) <img src=x onerror="alert(1)">\n\n- a\n- **b**\n\n```js\nconst a = "<b>";\n```',
    );
    expect(html).not.toMatch(/<script|onerror|javascript:/i);
    expect(html).toContain('<a>x</a>');
    expect(html).toContain('href="guide.md"');
    expect(html).toContain('<li><strong>b</strong></li>');
    expect(html).toContain('<span class="hljs-string">"&#x3C;b>"</span>');
  });

  it('renders GitBook blocks as HTML elements', () => {
    const { html } = markdownToHtml(
      '{% hint style="danger" %}\nStop\n{% endhint %}\n\n{% tabs %}\n{% tab title="A" %}\none\n{% endtab %}\n{% tab title="B" %}\ntwo\n{% endtab %}\n{% endtabs %}\n\n{% code title="x.sh" %}\n```sh\nls\n```\n{% endcode %}\n\n<details>\n<summary>More</summary>\n\ninside\n\n</details>\n\n{% embed url="javascript:alert(1)" %}',
    );
    expect(html).toContain('<div class="hint hint-danger" role="note"><p>Stop</p></div>');
    expect(html).toMatch(/<label for="tabs-1-0" class="tab-label">A<\/label><div class="tab-panel"><p>one<\/p><\/div>/);
    expect(html).toContain('<figure class="code"><figcaption>x.sh</figcaption><pre>');
    expect(html).toContain('<details><summary>More</summary><p>inside</p></details>');
    expect(html).not.toContain('javascript');
  });
});
