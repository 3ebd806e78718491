import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32, deflateSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSiteModel, type SourcePage } from '../../src/site/model.js';
import { SpaceIndex } from '../../src/site/links.js';
import { readFolderSite } from '../../src/preview/folder-site.js';
import { pageProblems } from '../../src/preview/problems.js';
import { findChromium, launchChromium } from '../helpers/browser.js';
import { runCli, runJson, tempDir } from '../helpers/cli.js';
import { startTestService, type TestService } from '../helpers/service.js';

/**
 * A page published by the service over HTTP, read in headless Chromium as GitBook renders it
 * (issue 45): an image on another origin over https loads under the pages' policy (which still
 * runs no script from there), an image inside a sentence stays in the line, tabs stay whole
 * after a stray `%}`, an embed shows its caption, and a link to a hidden page opens it. The
 * "external" host is a second loopback server on another port, with the test certificate for
 * 127.0.0.1 (test/fixtures/tls).
 */
const chromium = await findChromium();
if (!chromium.path) console.warn(`render-as-GitBook browser tests skipped: ${chromium.reason}`);

const CERT = fileURLToPath(new URL('../fixtures/tls/cert.pem', import.meta.url));
const KEY = fileURLToPath(new URL('../fixtures/tls/key.pem', import.meta.url));

/** A PNG of one colour, `width` by `height`. */
function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x40)]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe.skipIf(!chromium.path)('a published page as GitBook renders it, in a real browser', () => {
  let browser: Browser;
  let svc: TestService;
  let external: Server;
  let origin: string;
  const requested: string[] = [];
  let importRoot: string;

  beforeAll(async () => {
    browser = await launchChromium(chromium.path!);
    importRoot = tempDir();
    svc = await startTestService({ importRoot });
    const badge = png(90, 20);
    external = createServer({ cert: readFileSync(CERT), key: readFileSync(KEY) }, (req, res) => {
      requested.push(req.url ?? '');
      if (req.url === '/badge.png') {
        res.writeHead(200, { 'content-type': 'image/png' });
        res.end(badge);
      } else if (req.url === '/run.js') {
        res.writeHead(200, { 'content-type': 'text/javascript' });
        res.end('window.ranExternalScript = true;');
      } else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => external.listen(0, '127.0.0.1', resolve));
    origin = `https://127.0.0.1:${(external.address() as AddressInfo).port}`;
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    external?.closeAllConnections();
    await new Promise((resolve) => (external ? external.close(resolve) : resolve(undefined)));
    await svc?.close();
  });
  const as = () => ({ url: svc.url, token: svc.token });

  /** A Git Sync folder of the shapes real repositories hold (issue 45), short. */
  function writeFolder(dir: string): void {
    mkdirSync(join(dir, '.gitbook', 'assets'), { recursive: true });
    mkdirSync(join(dir, 'reference'), { recursive: true });
    // Wider than GitBook's inline images get (300 px): a block would take the whole line.
    writeFileSync(join(dir, '.gitbook', 'assets', 'zoom-in.png'), png(900, 40));
    writeFileSync(join(dir, 'SUMMARY.md'), '# Table of contents\n\n* [Home](README.md)\n* [UI](reference/ui.md)\n');
    writeFileSync(
      join(dir, 'README.md'),
      [
        '# Home',
        '',
        `![Version](${origin}/badge.png)`,
        '',
        'You can zoom in using the ![Zoom In](.gitbook/assets/zoom-in.png) button, then read on in the same line.',
        '',
        '{% tabs %}',
        '{% tab title="npm" %}',
        'Install with npm.',
        '{% endtab %}%}',
        '',
        '{% tab title="yarn" %}',
        'Install with yarn.',
        '{% endtab %}',
        '{% endtabs %}',
        '',
        '{% embed url="https://www.youtube.com/watch?v=rD-IOd1nvFo" caption="The X-Chain API" %}',
        '',
        'See [the sidebar](reference/ui.md#the-sidebar).',
        '',
      ].join('\n'),
    );
    writeFileSync(
      join(dir, 'reference', 'ui.md'),
      '---\nhidden: true\n---\n\n# UI\n\n## The sidebar\n\nLists the pages.\n',
    );
  }

  let published: Promise<{ url: string; dir: string }> | undefined;
  /** The folder imported into a space, on a site, published once for every test: its URL. */
  const publish = () =>
    (published ??= (async () => {
      const dir = join(importRoot, 'repo');
      writeFolder(dir);
      const space = await runJson(['spaces', 'create', '--title', 'Render'], as());
      const imported = await runCli(['spaces', 'import', space.id, dir], as());
      expect(imported.code, imported.stderr).toBe(0);
      const site = await runJson(['sites', 'create', '--title', 'Render site', '--space', space.id], as());
      const url = (await runCli(['sites', 'publish', site.id], as())).stdout.trim().split('\n').pop()!;
      return { url, dir };
    })());

  /** The published home page, every image loaded, with the policy's refusals recorded. */
  async function openHome(): Promise<{ page: Page; refused: string[]; policy: string; close: () => Promise<void> }> {
    const { url } = await publish();
    // The "external" server's certificate is the test one: the browser is told to accept it.
    const context = await browser.newContext({ ignoreHTTPSErrors: true });
    const page = await context.newPage();
    const refused: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) refused.push(m.text());
    });
    const answer = await page.goto(url);
    await page.evaluate(() =>
      Promise.all(
        Array.from(document.images).map((img) => {
          img.loading = 'eager';
          return img.decode().catch(() => undefined);
        }),
      ),
    );
    return {
      page,
      refused,
      policy: answer!.headers()['content-security-policy'] ?? '',
      close: () => context.close(),
    };
  }

  it('loads an image from another origin over https, and still runs no script from there', async () => {
    const { page, refused, policy, close } = await openHome();
    expect(policy).toContain("img-src 'self' https:");
    expect(policy).toContain("script-src 'self';");
    const badge = await page
      .locator(`main article img[src="${origin}/badge.png"]`)
      .evaluate((img: HTMLImageElement) => ({ ok: img.complete, width: img.naturalWidth }));
    expect(badge).toEqual({ ok: true, width: 90 });
    expect(requested).toContain('/badge.png');
    await page.evaluate((src) => {
      const script = document.createElement('script');
      script.src = src;
      document.head.appendChild(script);
    }, `${origin}/run.js`);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as { ranExternalScript?: boolean }).ranExternalScript)).toBeUndefined();
    expect(requested).not.toContain('/run.js');
    expect(refused.some((m) => m.includes('script-src'))).toBe(true);
    expect(refused.filter((m) => m.includes('img-src'))).toEqual([]);
    await close();
  }, 120_000);

  it('keeps an image inside a sentence in its line, at most 300 px wide', async () => {
    const { page, close } = await openHome();
    const inline = await page.locator('main article img[alt="Zoom In"]').evaluate((img: HTMLImageElement) => {
      const p = img.closest('p')!;
      const box = img.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(img.previousSibling!);
      const before = Array.from(range.getClientRects()).pop()!;
      range.selectNodeContents(img.nextSibling!);
      const after = range.getClientRects()[0]!;
      const sameLine = (r: DOMRect) => r.top < box.bottom && r.bottom > box.top;
      return {
        inParagraph: p.textContent!.startsWith('You can zoom in') && p.textContent!.includes('same line'),
        width: Math.round(box.width),
        loaded: img.naturalWidth,
        beforeOnLine: sameLine(before) && before.right <= box.left + 1,
        afterOnLine: sameLine(after) && after.left >= box.right - 1,
      };
    });
    expect(inline).toEqual({ inParagraph: true, width: 300, loaded: 900, beforeOnLine: true, afterOnLine: true });
    await close();
  }, 120_000);

  it('keeps the tabs whole after a stray %}, which shows as text after them', async () => {
    const { page, close } = await openHome();
    const article = page.locator('main article');
    expect(await article.locator('.tabs .tab-label').allInnerTexts()).toEqual(['npm', 'yarn']);
    expect(await article.locator('.tab-panel:visible').innerText()).toBe('Install with npm.');
    await article.locator('.tab-label', { hasText: 'yarn' }).click();
    expect(await article.locator('.tab-panel:visible').innerText()).toBe('Install with yarn.');
    expect(await article.locator('.tabs + p').innerText()).toBe('%}');
    expect(await article.innerText()).not.toContain('{%');
    await close();
  }, 120_000);

  it("shows an embed's caption under it", async () => {
    const { page, close } = await openHome();
    expect(await page.locator('main article figure.embed figcaption').innerText()).toBe('The X-Chain API');
    await close();
  }, 120_000);

  it('opens a hidden page from a link to it, and leaves it out of the page tree', async () => {
    const { page, close } = await openHome();
    expect(await page.locator('nav.pages a').allInnerTexts()).toEqual(['Home']);
    await page.locator('main article a', { hasText: 'the sidebar' }).click();
    await page.waitForLoadState();
    expect(await page.locator('main h1').innerText()).toBe('UI');
    expect(new URL(page.url()).hash).toBe('#the-sidebar');
    await close();
  }, 120_000);

  it('check and preview call no external image missing or broken', async () => {
    const { dir } = await publish();
    const checked = await runCli(['check', dir, '-o', 'json']);
    const problems = JSON.parse(checked.stdout) as Array<{ severity: string; message: string }>;
    expect(problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(checked.code).toBe(0);
    const folder = readFolderSite(dir);
    const variant = (await loadSiteModel(folder.source)).sections[0]!.variants[0]!;
    const flat = (list: SourcePage[]): SourcePage[] => list.flatMap((p) => [p, ...flat(p.pages)]);
    const documents = flat(variant.pages);
    const index = new SpaceIndex(variant, documents);
    for (const doc of documents) expect(pageProblems(doc, index, 0), doc.source).toEqual([]);
  }, 120_000);
});
