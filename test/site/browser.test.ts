import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { execa } from 'execa';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, runBin } from '../helpers/bin.js';
import { findChromium, launchChromium, SCREENSHOTS } from '../helpers/browser.js';
import { runCli, runJson, tempDir } from '../helpers/cli.js';
import { startTestService, type TestService } from '../helpers/service.js';

/**
 * Published sites as a reader sees them, in headless Chromium: published by the embedded
 * profile (file://), exported from a `docs-cli server start` in another folder, and served by
 * the service over HTTP.
 */
const chromium = await findChromium();
if (!chromium.path) console.warn(`published-browser tests skipped: ${chromium.reason}`);

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const DEMO_PAGES = ['Welcome', 'Guides', 'Installation', 'Configuration', 'API overview', 'Authentication'];
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAFElEQVR4nGNkYPj/n4GBgYGJAQoAHAQBAf0tOwcAAAAASUVORK5CYII=',
  'base64',
);

let browser: Browser;

/** The demo site's id (commands take ids). */
async function demoSite(env: Record<string, string>): Promise<string> {
  const found = await runBin(['sites', 'list', '--title', 'Demo Docs', '-o', 'ids'], env);
  expect(found.exitCode, found.stderr).toBe(0);
  return found.stdout.trim();
}
mkdirSync(SCREENSHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });

/** A page with every failed request (and HTTP error answer) recorded. */
async function open(context: BrowserContext, url: string): Promise<{ page: Page; failures: string[] }> {
  const page = await context.newPage();
  const failures: string[] = [];
  page.on('requestfailed', (r) => failures.push(`${r.url()} ${r.failure()?.errorText}`));
  page.on('response', (r) => {
    if (r.status() >= 400) failures.push(`${r.url()} ${r.status()}`);
  });
  page.on('dialog', (d) => {
    failures.push(`dialog: ${d.message()}`);
    void d.dismiss();
  });
  await page.goto(url);
  return { page, failures };
}

const imagesLoaded = (page: Page) =>
  page.$$eval('img', (imgs) => imgs.map((i) => ({ src: i.getAttribute('src'), ok: i.complete && i.naturalWidth > 0 })));

/**
 * Follows every link of the site from `start` (same folder or path prefix only): each page shows
 * its title, loads every image, and no request fails. Returns the titles read.
 */
async function crawl(context: BrowserContext, start: string, name: string): Promise<string[]> {
  const root = new URL('.', start.split('?')[0]!).href;
  const queue = [start];
  const seen = new Set<string>();
  const titles: string[] = [];
  while (queue.length) {
    const url = queue.shift()!;
    const key = url.split('#')[0]!;
    if (seen.has(key)) continue;
    seen.add(key);
    const { page, failures } = await open(context, key);
    const title = await page.locator('main h1').innerText();
    expect(title, key).not.toBe('Not found');
    titles.push(title.trim());
    // A failed request names its status: checked before the images it would leave broken.
    expect(failures, key).toEqual([]);
    for (const img of await imagesLoaded(page)) expect(img.ok, `${key}: image ${img.src}`).toBe(true);
    const links = await page.$$eval('a[href]', (as) => as.map((a) => (a as HTMLAnchorElement).href));
    for (const link of links)
      if (link.startsWith(root) && !link.split('#')[0]!.endsWith('/_assets/site.css')) queue.push(link);
    if (titles.length === 1) await shot(page, name);
    await page.close();
  }
  return titles;
}

async function searchFinds(context: BrowserContext, url: string, word: string, title: string, name: string) {
  const { page, failures } = await open(context, url);
  await page.fill('#search-input', word);
  const hit = page.locator('#search-results a', { hasText: title });
  await hit.first().waitFor();
  await shot(page, name);
  await hit.first().click();
  await page.waitForLoadState();
  expect(await page.locator('main h1').innerText()).toBe(title);
  expect(failures).toEqual([]);
  await page.close();
}

async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol: a script tag would be refused by the pages' CSP.
  await page.evaluate(readFileSync(AXE, 'utf8'));
  const result = await page.evaluate(async () =>
    (
      globalThis as unknown as {
        axe: { run(): Promise<{ violations: Array<{ id: string; impact: string; nodes: unknown[] }> }> };
      }
    ).axe.run(),
  );
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}, ${v.nodes.length} nodes)`);
}

describe.skipIf(!chromium.path)('published sites in a real browser', () => {
  let svc: TestService;
  let importRoot: string;
  beforeAll(async () => {
    browser = await launchChromium(chromium.path!);
    importRoot = tempDir();
    svc = await startTestService({ importRoot });
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await svc?.close();
  });
  const as = () => ({ url: svc.url, token: svc.token });

  /** A new space imported from `dir`, on a new site, published: its URL. */
  async function publishFolder(title: string, dir: string): Promise<string> {
    const space = await runJson(['spaces', 'create', '--title', title], as());
    expect((await runCli(['spaces', 'import', space.id, dir], as())).code).toBe(0);
    const site = await runJson(['sites', 'create', '--title', `${title} site`, '--space', space.id], as());
    return (await runCli(['sites', 'publish', site.id], as())).stdout.trim();
  }

  it('the embedded profile publishes a file:// site that opens offline with title, navigation and the first page image', async () => {
    const env = { DOCS_CLI_CONFIG_DIR: tempDir() };
    const site = await demoSite(env);
    const published = await runBin(['sites', 'publish', site], env);
    expect(published.exitCode, published.stderr).toBe(0);
    const url = published.stdout.trim();
    expect(url).toMatch(/^file:\/\/\/.*\/published\/sites\/[^/]+\/index\.html$/);
    const got = await runBin(['sites', 'get', site, '-o', 'json'], env);
    expect(JSON.parse(got.stdout).urls.published).toBe(url);
    const context = await browser.newContext({ offline: true });
    const { page, failures } = await open(context, url);
    await expect(page.locator('.site-title').innerText()).resolves.toBe('Demo Docs');
    expect(await page.locator('nav.pages a').allInnerTexts()).toEqual(
      expect.arrayContaining(['Welcome', 'Installation', 'Configuration']),
    );
    expect(await page.locator('main h1').innerText()).toBe('Welcome');
    expect(await imagesLoaded(page)).toEqual([{ src: expect.stringContaining('logo.png'), ok: true }]);
    expect(failures).toEqual([]);
    await shot(page, 'embedded-publish');
    expect(new Set(await crawl(context, url, 'embedded-crawl'))).toEqual(new Set(DEMO_PAGES));
    await context.close();
  });

  it('sites export against `docs-cli server start` in another folder gives a site that works offline, search included', async () => {
    const data = join(tempDir(), 'workspace.db');
    const server = execa('node', [BIN, 'server', 'start', '--port', '0', '--data', data, '--json'], {
      env: { DOCS_CLI_CONFIG_DIR: tempDir() },
      reject: false,
      cwd: tempDir(),
    });
    try {
      const first = await new Promise<string>((resolve, reject) => {
        let buffer = '';
        server.stdout!.on('data', (chunk: Buffer) => {
          buffer += chunk.toString();
          if (buffer.includes('\n')) resolve(buffer.slice(0, buffer.indexOf('\n')));
        });
        server.once('exit', (code) => reject(new Error(`server exited ${code}`)));
      });
      const { url, token } = JSON.parse(first) as { url: string; token: string };
      const remote = { DOCS_CLI_API_URL: url, DOCS_CLI_TOKEN: token, DOCS_CLI_CONFIG_DIR: tempDir() };
      const site = await demoSite(remote);
      expect((await runBin(['sites', 'publish', site], remote)).exitCode).toBe(0);
      const out = join(tempDir(), 'out');
      const exported = await runBin(['sites', 'export', site, out], remote);
      expect(exported.exitCode, exported.stderr).toBe(0);
      const index = exported.stdout.trim();
      expect(index).toMatch(/^file:\/\/\/.*\/out\/index\.html$/);
      server.kill('SIGINT');
      await server;
      // The service is gone: the folder is all the browser has.
      const context = await browser.newContext({ offline: true });
      expect(new Set(await crawl(context, index, 'export-crawl'))).toEqual(new Set(DEMO_PAGES));
      await searchFinds(context, index, 'bearer token', 'Authentication', 'export-search');
      await context.close();
    } finally {
      server.kill('SIGINT');
      await server;
    }
  }, 60_000);

  it('over HTTP: the published URL renders every page and image, search works, and the pages pass axe in light and dark', async () => {
    const site = await demoSite({
      DOCS_CLI_API_URL: svc.url,
      DOCS_CLI_TOKEN: svc.token,
      DOCS_CLI_CONFIG_DIR: tempDir(),
    });
    const published = await runCli(['sites', 'publish', site], as());
    const url = published.stdout.trim();
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/published\/sites\//);
    for (const colorScheme of ['light', 'dark'] as const) {
      // axe is injected as an inline script: the site's policy would refuse it.
      const context = await browser.newContext({ colorScheme, bypassCSP: true });
      const { page } = await open(context, url);
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, `http-home-${colorScheme}`);
      await context.close();
    }
    const context = await browser.newContext();
    expect(new Set(await crawl(context, url, 'http-crawl'))).toEqual(new Set(DEMO_PAGES));
    await searchFinds(context, url, 'profiles', 'Configuration', 'http-search');
    await context.close();
  });

  it('a share-link site refuses a wrong key and keeps the right one from page to page', async () => {
    const site = await runJson(['sites', 'create', '--title', 'Partner docs', '--new-space', 'sample'], as());
    await runJson(['sites', 'update', site.id, '--visibility', 'share-link'], as());
    await runCli(['sites', 'publish', site.id], as());
    const link = await runJson(['sites', 'share-links', 'create', '--site', site.id, '--name', 'Partners'], as());
    const good: string = link.urls.published;
    const context = await browser.newContext();
    const wrong = await context.newPage();
    const answer = await wrong.goto(good.replace(/shareKey=[^&]+/, 'shareKey=wrong-key'));
    expect(answer?.status()).toBe(404);
    expect(await wrong.locator('h1').innerText()).toBe('Not found');
    await shot(wrong, 'share-link-wrong-key');
    const titles = await crawl(context, good, 'share-link-good-key');
    expect(titles.length).toBeGreaterThan(1);
    await context.close();
  });

  it('renders a table, a nested list, a hint, tabs, a titled code block and an image as such, readable at 360 px', async () => {
    const dir = join(importRoot, 'rich');
    // Files go in .gitbook/assets/ (the Git Sync layout a push uploads from).
    mkdirSync(join(dir, '.gitbook', 'assets'), { recursive: true });
    writeFileSync(join(dir, '.gitbook', 'assets', 'dot.png'), PNG);
    writeFileSync(
      join(dir, 'README.md'),
      [
        '# Rich page',
        '',
        '| Name | Value |',
        '|------|-------|',
        '| alpha | 1 |',
        '',
        '- outer',
        '  - inner',
        '',
        '{% hint style="warning" %}',
        'Mind the gap.',
        '{% endhint %}',
        '',
        '{% tabs %}',
        '{% tab title="First" %}',
        'first panel',
        '{% endtab %}',
        '{% tab title="Second" %}',
        'second panel',
        '{% endtab %}',
        '{% endtabs %}',
        '',
        '{% code title="app.js" %}',
        '```js',
        'const answer = 42;',
        '```',
        '{% endcode %}',
        '',
        '<details>',
        '<summary>More</summary>',
        '',
        'expanded text',
        '',
        '</details>',
        '',
        '![A dot](.gitbook/assets/dot.png)',
        '',
      ].join('\n'),
    );
    const url = await publishFolder('Rich', dir);
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, bypassCSP: true });
    const { page, failures } = await open(context, url);
    expect(await page.locator('main table td').allInnerTexts()).toEqual(['alpha', '1']);
    expect(await page.locator('main li > ul > li').innerText()).toBe('inner');
    const hint = page.locator('main .hint');
    expect(await hint.innerText()).toBe('Mind the gap.');
    expect(await hint.evaluate((e) => getComputedStyle(e).borderLeftStyle)).toBe('solid');
    const panels = page.locator('main .tab-panel');
    expect(await panels.nth(0).isVisible()).toBe(true);
    expect(await panels.nth(1).isVisible()).toBe(false);
    await page.locator('label', { hasText: 'Second' }).click();
    expect(await panels.nth(0).isVisible()).toBe(false);
    expect(await panels.nth(1).innerText()).toBe('second panel');
    expect(await page.locator('main figure.code figcaption').innerText()).toBe('app.js');
    const keyword = page.locator('main figure.code .hljs-keyword');
    expect(await keyword.innerText()).toBe('const');
    expect(await keyword.evaluate((e) => getComputedStyle(e).color)).not.toBe(
      await page.locator('main figure.code code').evaluate((e) => getComputedStyle(e).color),
    );
    expect(await page.locator('main details').isVisible()).toBe(true);
    expect(await page.getByText('expanded text').isVisible()).toBe(false);
    await page.locator('main summary').click();
    expect(await page.getByText('expanded text').isVisible()).toBe(true);
    expect(await imagesLoaded(page)).toEqual([{ src: expect.stringContaining('dot.png'), ok: true }]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(failures).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'rich-page-360px');
    await context.close();
  });

  it('a page carrying <script>, javascript: links and onerror renders with none of them active', async () => {
    const dir = join(importRoot, 'evil');
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, 'README.md'),
      [
        '# Evil page',
        '',
        '<script>window.pwned = "script"</script>',
        '',
        'Click [me](javascript:window.pwned="link") and <a href="javascript:window.pwned=1">raw</a>.',
        '',
        '<img src="missing.png" onerror="window.pwned = \'onerror\'">',
        '',
        '![x](javascript:window.pwned="img")',
        '',
        '{% embed url="javascript:window.pwned=\'embed\'" %}',
        '',
        'The end.',
      ].join('\n'),
    );
    const url = await publishFolder('Evil', dir);
    const context = await browser.newContext();
    const { page, failures } = await open(context, url);
    expect(await page.locator('main h1').innerText()).toBe('Evil page');
    expect(await page.getByText('The end.').isVisible()).toBe(true);
    await page.getByText('me', { exact: true }).click();
    expect(await page.evaluate(() => (window as unknown as { pwned?: string }).pwned)).toBeUndefined();
    expect(
      await page.locator('main script, main [onerror], main [href^="javascript"], main [src^="javascript"]').count(),
    ).toBe(0);
    // The one failure is the page's own image that does not exist. Images load lazily: it is
    // asked for once in view, which a loaded machine may not have reached yet.
    await page.locator('main img[src*="missing.png"]').scrollIntoViewIfNeeded();
    await expect.poll(() => failures.length).toBeGreaterThan(0);
    expect(failures.map((f) => f.replace(/^.*\//, ''))).toEqual([expect.stringMatching(/^missing\.png /)]);
    await shot(page, 'evil-page');
    await context.close();
  });
});
