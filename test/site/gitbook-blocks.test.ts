import { cpSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findChromium, launchChromium } from '../helpers/browser.js';
import { tempDir } from '../helpers/cli.js';
import { readFolderSite } from '../helpers/folder-site.js';
import { checkFolderSite } from '../helpers/site-check.js';

/**
 * Our own Git Sync fixture (test/fixtures/gitbook-blocks: one of every block GitBook writes,
 * written by us from GitBook's documented syntax) published by the site renderer and read in
 * headless Chromium; and an export carrying hostile markdown and a hostile SVG, which runs nothing.
 */
const chromium = await findChromium();
if (!chromium.path) console.warn(`GitBook block browser tests skipped: ${chromium.reason}`);
const FIXTURE = join(import.meta.dirname, '..', 'fixtures', 'gitbook-blocks');

let browser: Browser;
beforeAll(async () => {
  if (chromium.path) browser = await launchChromium(chromium.path);
}, 60_000);
afterAll(async () => browser?.close());

async function open(out: string, path: string): Promise<Page> {
  const context = await browser.newContext({ offline: true });
  const page = await context.newPage();
  await page.goto(pathToFileURL(join(out, path)).href);
  return page;
}

describe.skipIf(!chromium.path)('every GitBook block on a published page', () => {
  const out = join(tempDir(), 'site');

  it('shows no tag, loads every image the source shows, and breaks only the links the source breaks', async () => {
    // A copy: the renderer only reads, but tests never touch their fixtures.
    const folder = join(tempDir(), 'repo');
    cpSync(FIXTURE, folder, { recursive: true });
    const report = await checkFolderSite(browser, readFolderSite(folder, 'Fixture'), out);
    expect(report.tagsShown).toEqual([]);
    expect(report.images.missing).toEqual([]);
    expect(report.links.differences).toEqual([]);
    expect(report.pages).toBe(5);
    expect(report.images.referenced).toBe(5);
    expect(report.links.brokenInSource).toBe(1);
  }, 120_000);

  it('renders each block as designed', async () => {
    const page = await open(out, 'guides/blocks.html');
    const main = page.locator('main article');
    expect(await main.locator('.hint.hint-warning').innerText()).toBe('Mind the gap.');
    expect(await main.locator('.tabs .tab-label').allInnerTexts()).toEqual(['Windows', 'macOS']);
    expect(await main.locator('figure.code figcaption').first().innerText()).toBe('index.js');
    expect(await main.locator('pre.wrap.line-numbers .line-number-gutter').innerText()).toBe('1\n2');
    expect(await main.locator('ol.stepper > li.step h3').allInnerTexts()).toEqual(['First', 'Second']);
    expect(await main.locator('.columns > .column').count()).toBe(2);
    expect(await main.locator('.columns > .column.w-50').count()).toBe(1);
    expect((await main.locator('details summary').innerText()).trim()).toBe('Open me');
    expect(await main.locator('details summary picture img').count()).toBe(1);
    expect(await main.locator('figure.embed a').first().getAttribute('href')).toBe(
      'https://www.youtube.com/watch?v=D_uLM5i0Z4c',
    );
    expect(await main.locator('figure.embed figcaption').innerText()).toBe('A caption for the embed.');
    expect(await main.locator('.file a[download]').innerText()).toBe('report.pdf');
    // Content references name their page by its title (and description), not by a file name.
    expect(await main.locator('a.content-ref .content-ref-title').allInnerTexts()).toEqual([
      'Setup',
      'Links and images',
    ]);
    expect((await main.locator('pre.math').innerText()).trim()).toBe('E = mc^2');
    expect(await main.locator('p code.math').innerText()).toBe('a^2 + b^2');
    expect(await main.locator('.update time').innerText()).toBe('December 25, 2025');
    expect(await main.locator('.update .update-tag').allInnerTexts()).toEqual(['beta', 'new']);
    expect(await main.locator('.reusable-content').innerText()).toContain('This note is reusable content');
    expect(await main.locator('.conditional').allInnerTexts()).toEqual([
      'Beta readers see this.',
      'Everyone else sees this.',
    ]);
    expect(await main.locator('.prompt .prompt-description').innerText()).toBe('Summarize');
    expect(await main.locator('.api-operation .api-method').allInnerTexts()).toEqual(['GET', 'POST']);
    expect(await main.locator('.api-schemas .api-title').innerText()).toBe('Schemas: Pet');
    expect(await main.locator('.integration pre').innerText()).toBe('graph TD; A-->B');
    expect(await main.innerText()).toContain('Text inside an unknown tag.');
    expect(await main.innerText()).not.toContain('{%');
    await page.context().close();
  });

  it('renders GitBook HTML: cards with covers and targets, buttons, icons, colour marks, figures, pictures', async () => {
    const home = await open(out, 'README.html');
    const cards = home.locator('main .cards .card');
    expect(await cards.count()).toBe(2);
    expect(
      await cards
        .first()
        .locator('img.card-cover')
        .evaluate((i: HTMLImageElement) => i.naturalWidth > 0),
    ).toBe(true);
    expect(await cards.first().locator('a.card-link').getAttribute('href')).toBe('guides/blocks.html');
    expect(await cards.first().locator('a.card-link').getAttribute('aria-label')).toBe('Every block');
    expect(await home.locator('main a.button.button-primary').innerText()).toBe('Get started');
    expect(await home.locator('main button.search-button').innerText()).toBe('Search...');
    // An icon is its picture alone, as GitBook's InlineIcon draws it: no `:github:` text, its name for assistive technology.
    expect(await home.locator('main .icon').innerText()).toBe('');
    expect(await home.locator('main .icon').getAttribute('role')).toBe('img');
    expect(await home.locator('main .icon').getAttribute('aria-label')).toBe('github');
    expect(await home.locator('main').innerText()).not.toContain(':github:');
    expect(await home.locator('main mark.color-red').innerText()).toBe('Red text');
    expect(await home.locator('main mark.bg-green').innerText()).toBe('a green background');
    expect(await home.locator('main [style]').count()).toBe(0);
    // The navigation: a group heading with its pages under it, and a link entry going out.
    expect(await home.locator('nav.pages li.group-item > .group').allTextContents()).toEqual(['Guides', 'Elsewhere']);
    expect(await home.locator('nav.pages a.external').getAttribute('href')).toBe('https://www.gitbook.com');
    await home.context().close();

    const links = await open(out, 'guides/links.html');
    expect(await links.locator('main figure figcaption').allInnerTexts()).toEqual(['A caption.', 'Light and dark.']);
    expect(await links.locator('main picture source').getAttribute('srcset')).toMatch(/_files\/f\d+\/dark\.png$/);
    expect(await links.locator('main .align-center img').getAttribute('width')).toBe('120');
    expect(await links.locator('main img.inline-icon').count()).toBe(1);
    expect(await links.locator('main a.mention').innerText()).toBe('Setup');
    expect(await links.locator('main a', { hasText: 'a custom anchor' }).getAttribute('href')).toBe(
      '../guides/setup.html#set-syntax',
    );
    // An SVG file opens on a page of its own, as an image.
    const svgLink = await links.locator('main a', { hasText: 'drawing file' }).getAttribute('href');
    expect(svgLink).toMatch(/_files\/f\d+\/view\.html$/);
    await links.goto(new URL(svgLink!, links.url()).href);
    expect(await links.locator('main img').evaluate((i: HTMLImageElement) => i.naturalWidth > 0)).toBe(true);
    await links.context().close();
  });
});

describe.skipIf(!chromium.path)('an exported site with hostile content runs nothing', () => {
  it('hostile markdown and a hostile SVG: no dialog, no script, no frame, on any page or file view', async () => {
    const folder = tempDir();
    mkdirSync(join(folder, '.gitbook', 'assets'), { recursive: true });
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(\'svg onload\')"><script>alert("svg script")</script><rect width="10" height="10"/></svg>';
    writeFileSync(join(folder, '.gitbook', 'assets', 'evil.svg'), svg);
    writeFileSync(join(folder, '.gitbook', 'assets', 'evil.html'), '<script>alert("html file")</script>');
    writeFileSync(join(folder, 'SUMMARY.md'), '# Table of contents\n\n* [Evil](README.md)\n');
    writeFileSync(
      join(folder, 'README.md'),
      [
        '# Evil',
        '',
        '<script>alert("script")</script>',
        '<img src=".gitbook/assets/evil.svg" onload="alert(\'img onload\')">',
        '<svg onload="alert(\'inline svg\')"><rect/></svg>',
        '<iframe srcdoc="<script>alert(\'iframe\')</script>"></iframe>',
        '<object data=".gitbook/assets/evil.svg"></object><embed src=".gitbook/assets/evil.svg">',
        '<a href="javascript:alert(\'link\')">js link</a> <a href=".gitbook/assets/evil.svg">svg file</a> <a href=".gitbook/assets/evil.html">html file</a>',
        '<form action="javascript:alert(\'form\')"><button>go</button></form>',
        '<div style="background:url(javascript:alert(\'css\'))" onclick="alert(\'click\')">click me</div>',
        '<base href="javascript:alert(\'base\')//">',
        '',
        '![image](.gitbook/assets/evil.svg)',
        '',
        '{% embed url="javascript:alert(\'embed\')" %}',
        '',
        '{% file src=".gitbook/assets/evil.svg" %}',
        '{% endfile %}',
        '',
        'The end.',
      ].join('\n'),
    );
    const out = join(tempDir(), 'site');
    const site = readFolderSite(folder, 'Hostile');
    const report = await checkFolderSite(browser, site, out);
    expect(report.tagsShown).toEqual([]);

    const context = await browser.newContext({ offline: true });
    const dialogs: string[] = [];
    const page = await context.newPage();
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await page.goto(pathToFileURL(join(out, 'README.html')).href);
    expect(await page.locator('head meta[http-equiv="Content-Security-Policy"]').getAttribute('content')).toContain(
      "default-src 'none'",
    );
    expect(
      await page
        .locator(
          'main script, main iframe, main object, main embed, main svg, main form, main [onload], main [onclick], main [style]',
        )
        .count(),
    ).toBe(0);
    // The SVG shows, as an image only.
    expect(
      await page
        .locator('main img')
        .first()
        .evaluate((i: HTMLImageElement) => i.complete),
    ).toBe(true);
    await page.locator('main div', { hasText: 'click me' }).last().click();
    // Every link of the page, followed: the SVG opens as an image page, the HTML file as text.
    const hrefs = await page.$$eval('main a[href]', (as) => as.map((a) => (a as HTMLAnchorElement).href));
    for (const href of hrefs) {
      if (!href.startsWith('file:')) continue;
      await page.goto(href);
      await page.waitForTimeout(100);
    }
    expect(hrefs.some((h) => h.endsWith('/view.html'))).toBe(true);
    expect(hrefs.some((h) => h.endsWith('evil.html.txt'))).toBe(true);
    // The SVG file itself, opened from the folder: written as an image of itself, it runs nothing.
    const svgFile = readdirSync(join(out, '_files'), { recursive: true, encoding: 'utf8' }).find((f) =>
      f.endsWith('evil.svg'),
    )!;
    const written = readFileSync(join(out, '_files', svgFile), 'utf8');
    expect(written).not.toMatch(/<script|onload/i);
    expect(written).toContain(`data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`);
    await page.goto(pathToFileURL(join(out, '_files', svgFile)).href);
    await page.waitForTimeout(200);
    expect(await page.locator('image').count()).toBe(1);
    expect(dialogs).toEqual([]);
    await context.close();
  }, 120_000);
});
