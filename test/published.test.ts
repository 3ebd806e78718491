import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderMarkdown } from '../src/server/published/markdown.js';
import { runCli, runJson } from './helpers/cli.js';
import { startTestService, type TestService } from './helpers/service.js';

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
    expect(home.html).toContain('<strong>Demo Docs</strong>');
    expect(home.html).toMatch(/<a class="current" href="[^"]+">Getting Started<\/a>/);
    // Every page link in the navigation opens.
    const links = [...home.html.matchAll(/<nav class="pages">([\s\S]*?)<\/nav>/g)].flatMap((m) => [...m[1]!.matchAll(/href="([^"]+)"/g)].map((l) => l[1]!));
    expect(links.length).toBeGreaterThan(1);
    for (const link of links) expect((await visit(link.replace(/&amp;/g, '&'))).status).toBe(200);
    const api = await visit(`${url}/api-reference`);
    expect(api.html).toMatch(/<a class="current" href="[^"]+">API Reference<\/a>/);
    expect((await visit(`${url}/getting-started/getting-started/no/such/page`)).status).toBe(404);
    expect((await runCli(['sites', 'unpublish', site!.id, '--yes'], as())).code).toBe(0);
    expect((await visit(url)).status).toBe(404);
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
    const spaces = await runJson<Array<{ id: string; visibility: string; urls: { published?: string } }>>(['spaces', 'list'], as());
    const open = spaces.find((s) => s.visibility === 'public')!;
    expect((await visit(open.urls.published!)).status).toBe(200);
    const closed = spaces.find((s) => s.visibility === 'private')!;
    expect((await visit(`${svc.url}/published/spaces/${closed.id}`)).status).toBe(404);
  });
});

describe('the page renderer', () => {
  it('escapes HTML and drops script URLs', () => {
    const html = renderMarkdown('# Title\n\n<script>alert(1)</script> and [x](javascript:alert(1)) and [ok](guide.md)\n\n- a\n- **b**\n\n```js\nconst a = "<b>";\n```');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('href="#"');
    expect(html).toContain('href="guide.md"');
    expect(html).toContain('<li><strong>b</strong></li>');
    expect(html).toContain('<pre><code class="language-js">const a = &quot;&lt;b&gt;&quot;;</code></pre>');
  });
});
