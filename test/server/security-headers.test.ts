import { connect } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, PNG } from '../fixtures/content/http.js';
import { findChromium, launchChromium } from '../helpers/browser.js';
import { startTestService, type TestService } from '../helpers/service.js';

/**
 * Files and pages served safely: the security headers of every kind of answer the service
 * sends, and, in headless Chromium, an uploaded SVG (and HTML) with script that runs nothing.
 */
let svc: TestService;
let browser: Browser | undefined;
const chromium = await findChromium();
if (!chromium.path) console.warn(`SVG-in-browser checks skipped: ${chromium.reason}`);

/** Each script that runs calls the page's `alert` or sets `window.ran`. */
const EVIL_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" onload="alert('svg onload')"><script>alert('svg script');window.ran=1</script><rect width="40" height="40" fill="red"/></svg>`;
const EVIL_HTML = `<!doctype html><html><body><script>alert('html script')</script><img src=x onerror="alert('html onerror')"></body></html>`;

interface Fixture {
  space: string;
  cr: string;
  files: Record<string, { downloadURL: string; id: string }>;
  publishedPage: string;
  svgOnSite: string;
  pngOnSite: string;
  pdf: string;
  icon: string;
}
let fx: Fixture;

beforeAll(async () => {
  svc = await startTestService();
  if (chromium.path) browser = await launchChromium(chromium.path);
  // An unlisted demo space: published to visitors at /published/spaces/<id>.
  const spaces = (await call(svc, 'GET', `/v1/orgs/${svc.orgId}/spaces`)).body.items as Array<{
    id: string;
    title: string;
  }>;
  const space = spaces.find((s) => s.title === 'Release Notes')!.id;
  const cr = String((await call(svc, 'POST', `/v1/spaces/${space}/change-requests`, { subject: 'files' })).body.number);
  const base = `/v1/spaces/${space}/change-requests/${cr}`;
  const files = (name: string, contentType: string, bytes: Buffer, ref: string) => ({
    name,
    ref,
    contentType,
    base64: bytes.toString('base64'),
  });
  const sent = await call(svc, 'POST', `${base}/content`, {
    changes: [
      {
        operation: 'insert_files',
        files: [
          files('evil.svg', 'image/svg+xml', Buffer.from(EVIL_SVG), 'svg'),
          files('evil.html', 'text/html', Buffer.from(EVIL_HTML), 'html'),
          files('logo.png', 'image/png', PNG, 'png'),
        ],
      },
      {
        operation: 'insert_page',
        at: 0,
        title: 'Gallery',
        document: { markdown: '# Gallery\n\n![evil](./svg)\n\n![logo](./png)\n\n[page](./html)\n' },
      },
    ],
  });
  expect(sent.status).toBe(200);
  expect((await call(svc, 'POST', `${base}/merge`)).body.result).toBe('merge');
  const listed = (await call(svc, 'GET', `/v1/spaces/${space}/content/files`)).body.items as Array<{
    name: string;
    id: string;
    downloadURL: string;
  }>;
  const pdf = (await call(svc, 'GET', `${base}/pdf`)).body.url as string;
  const published = `${svc.url}/published/spaces/${space}/`;
  const page = await fetch(published, { redirect: 'follow' });
  const html = await page.text();
  const images = [...html.matchAll(/<img [^>]*>/g)].map((m) => m[0]);
  const src = (alt: string) => {
    const tag = images.find((t) => t.includes(`alt="${alt}"`))!;
    return new URL(/src="([^"]+)"/.exec(tag)![1]!.replace(/&amp;/g, '&'), page.url).href;
  };
  const integration = await call(svc, 'POST', '/v1/integrations/svg-icon', {
    organization: svc.orgId,
    title: 'SVG icon',
    description: 'An integration whose icon carries script',
    script: 'export default {}',
    scopes: [],
    icon: Buffer.from(EVIL_SVG).toString('base64'),
  });
  expect(integration.status).toBe(200);
  fx = {
    space,
    cr,
    files: Object.fromEntries(listed.map((f) => [f.name, f])),
    publishedPage: page.url,
    svgOnSite: src('evil'),
    pngOnSite: src('logo'),
    pdf,
    icon: integration.body.urls.icon,
  };
});
afterAll(async () => {
  await browser?.close();
  await svc.close();
});

const headersOf = async (url: string, init: RequestInit = {}) => {
  const res = await fetch(url, { redirect: 'manual', ...init });
  await res.arrayBuffer();
  return { status: res.status, get: (name: string) => res.headers.get(name) ?? undefined };
};
const auth = { headers: { authorization: `Bearer ${'x'}` } };

describe('security headers on every kind of answer', () => {
  it('API JSON answers and errors: nosniff, a CSP that loads and frames nothing', async () => {
    const answers = [
      await headersOf(`${svc.url}/v1/user`, { headers: { authorization: `Bearer ${svc.token}` } }),
      await headersOf(`${svc.url}/v1/user`),
      await headersOf(`${svc.url}/v1/user`, auth),
      await headersOf(`${svc.url}/v1/nowhere`, { headers: { authorization: `Bearer ${svc.token}` } }),
      await headersOf(`${svc.url}/v1/user`, { method: 'DELETE', headers: { authorization: `Bearer ${svc.token}` } }),
      await headersOf(`${svc.url}/v1/orgs/${svc.orgId}/spaces`, {
        method: 'POST',
        headers: { authorization: `Bearer ${svc.token}`, 'content-type': 'application/json' },
        body: '{not json',
      }),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 401, 401, 404, 405, 400]);
    for (const a of answers) {
      expect(a.get('content-type')).toMatch(/^application\/json/);
      expect(a.get('x-content-type-options')).toBe('nosniff');
      expect(a.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    }
  });

  it('answers node:http builds itself (413, a malformed request) are nosniff JSON too', async () => {
    const big = await headersOf(`${svc.url}/v1/orgs/${svc.orgId}/spaces`, {
      method: 'POST',
      headers: { authorization: `Bearer ${svc.token}`, 'content-type': 'application/json' },
      body: 'x'.repeat(10 * 1024 * 1024 + 1),
    });
    expect(big.status).toBe(413);
    expect(big.get('x-content-type-options')).toBe('nosniff');
    const { port } = new URL(svc.url);
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => socket.write('NOT HTTP\r\n\r\n'));
      let text = '';
      socket.on('data', (d) => (text += d.toString()));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400/);
    expect(raw).toMatch(/\r\nX-Content-Type-Options: nosniff\r\n/i);
  });

  it('downloads of uploaded files: sandboxed, nosniff, and attachments unless a safe raster image', async () => {
    const expectations: Array<[string, string, 'inline' | 'attachment']> = [
      ['evil.svg', 'image/svg+xml', 'attachment'],
      ['evil.html', 'text/html', 'attachment'],
      ['logo.png', 'image/png', 'inline'],
    ];
    for (const [name, type, disposition] of expectations) {
      const h = await headersOf(fx.files[name]!.downloadURL);
      expect(h.status, name).toBe(200);
      expect(h.get('content-type'), name).toBe(type);
      expect(h.get('content-disposition'), name).toMatch(new RegExp(`^${disposition}; filename="${name}"`));
      expect(h.get('x-content-type-options'), name).toBe('nosniff');
      expect(h.get('content-security-policy'), name).toMatch(/default-src 'none'.*; sandbox$/);
    }
  });

  it('the PDF of a change request and integration images are sandboxed and nosniff', async () => {
    const pdf = await headersOf(fx.pdf);
    expect(pdf.status).toBe(200);
    expect(pdf.get('content-type')).toBe('application/pdf');
    expect(pdf.get('content-disposition')).toMatch(/^attachment; /);
    expect(pdf.get('content-security-policy')).toMatch(/sandbox$/);
    expect(pdf.get('x-content-type-options')).toBe('nosniff');
    const icon = await headersOf(fx.icon);
    expect(icon.status).toBe(200);
    expect(icon.get('content-type')).toBe('image/svg+xml');
    expect(icon.get('content-disposition')).toMatch(/^attachment; /);
    expect(icon.get('content-security-policy')).toMatch(/sandbox$/);
    expect(icon.get('x-content-type-options')).toBe('nosniff');
  });

  it('published pages and assets: own assets only, no framing, no Referer, nosniff; uploaded files as downloads', async () => {
    const site = `${svc.url}/published/spaces/${fx.space}`;
    const kinds = {
      page: await headersOf(fx.publishedPage),
      redirect: await headersOf(site),
      css: await headersOf(`${site}/_assets/site.css`),
      script: await headersOf(`${site}/_assets/search.js`),
      index: await headersOf(`${site}/_assets/search-index.js`),
      missing: await headersOf(`${site}/no/such/page`),
    };
    expect(Object.values(kinds).map((k) => k.status)).toEqual([200, 302, 200, 200, 200, 404]);
    for (const [kind, h] of Object.entries(kinds)) {
      const csp = h.get('content-security-policy') ?? '';
      expect(csp, kind).toContain("default-src 'none'");
      expect(csp, kind).toContain("script-src 'self'");
      expect(csp, kind).toContain("img-src 'self'");
      expect(csp, kind).toContain("frame-ancestors 'none'");
      expect(h.get('x-content-type-options'), kind).toBe('nosniff');
      expect(h.get('referrer-policy'), kind).toBe('no-referrer');
    }
    const svg = await headersOf(fx.svgOnSite);
    expect(svg.get('content-type')).toBe('image/svg+xml');
    expect(svg.get('content-disposition')).toMatch(/^attachment; /);
    expect(svg.get('content-security-policy')).toMatch(/sandbox$/);
    const png = await headersOf(fx.pngOnSite);
    expect(png.get('content-disposition')).toMatch(/^inline; /);
    expect(png.get('x-content-type-options')).toBe('nosniff');
  });
});

describe.skipIf(!chromium.path)('uploaded SVG and HTML with script, in Chromium', () => {
  /** Opens a URL; a download (attachment) is fine. Returns what ran. */
  async function visit(url: string): Promise<{ page: Page; ran: string[]; downloaded: boolean }> {
    const context = await browser!.newContext({ acceptDownloads: true });
    const page = await context.newPage();
    const ran: string[] = [];
    page.on('dialog', (d) => {
      ran.push(d.message());
      void d.dismiss();
    });
    let downloaded = false;
    page.on('download', () => {
      downloaded = true;
    });
    try {
      await page.goto(url, { waitUntil: 'load' });
    } catch (error) {
      if (!/Download is starting/.test((error as Error).message)) throw error;
    }
    await page.waitForTimeout(300);
    const flag = await page.evaluate(() => (window as { ran?: number }).ran).catch(() => undefined);
    if (flag) ran.push('window.ran');
    return { page, ran, downloaded };
  }

  it('opened from their download URLs they download, and run nothing', async () => {
    for (const name of ['evil.svg', 'evil.html']) {
      const { ran, downloaded, page } = await visit(fx.files[name]!.downloadURL);
      expect(ran, name).toEqual([]);
      expect(downloaded, name).toBe(true);
      await page.context().close();
    }
  });

  it('on a published page the SVG shows as an image and runs nothing; opened from the site it downloads', async () => {
    const { page, ran } = await visit(fx.publishedPage);
    const images = await page.$$eval('img', (imgs) =>
      imgs.map((i) => ({ alt: i.getAttribute('alt'), shown: i.complete && i.naturalWidth > 0 })),
    );
    expect(images).toEqual([
      { alt: 'evil', shown: true },
      { alt: 'logo', shown: true },
    ]);
    expect(ran).toEqual([]);
    await page.context().close();
    const direct = await visit(fx.svgOnSite);
    expect(direct.ran).toEqual([]);
    expect(direct.downloaded).toBe(true);
    await direct.page.context().close();
  });

  it('a published page framed by another origin is refused (frame-ancestors)', async () => {
    const context = await browser!.newContext();
    const page = await context.newPage();
    const framed = async (url: string) => {
      await page.setContent(`<iframe src="${url}"></iframe>`, { waitUntil: 'load' });
      const frame = page.frames().find((f) => f !== page.mainFrame())!;
      return frame.evaluate(() => document.documentElement.outerHTML).catch(() => '');
    };
    // The control: a plain image download may be framed, and the frame shows it.
    expect(await framed(fx.files['logo.png']!.downloadURL)).toContain('<img');
    expect(await framed(fx.publishedPage)).not.toContain('Gallery');
    await context.close();
  });
});
