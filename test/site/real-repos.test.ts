import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findChromium, launchChromium } from '../helpers/browser.js';
import { tempDir } from '../helpers/cli.js';
import { readFolderSite } from '../helpers/folder-site.js';
import { checkFolderSite } from '../helpers/site-check.js';
import { REAL_REPOS, REAL_SPACES } from '../helpers/real-repos.js';

/**
 * Real GitBook Git Sync repositories (the folder `DOCS_CLI_REAL_REPOS` names; nothing of them is
 * in this repository) published by the site renderer and read in headless Chromium, every page:
 * no `{%` in any page's visible text, every image the source references appears and loads, and
 * the internal links that are broken are exactly those already broken in the source. The
 * repositories are only read; the site is written to a temporary folder.
 */
const ROOT = REAL_REPOS;
const chromium = ROOT ? await findChromium() : { reason: 'DOCS_CLI_REAL_REPOS is not set' };
const SPACES = REAL_SPACES;
const skip = !ROOT || !chromium.path;
if (skip)
  console.warn(`real repository site tests skipped: ${!ROOT ? 'DOCS_CLI_REAL_REPOS is not set' : chromium.reason}`);

let browser: Browser;
beforeAll(async () => {
  if (!skip) browser = await launchChromium(chromium.path!);
}, 60_000);
afterAll(async () => browser?.close());

describe.skipIf(skip)('real GitBook repositories, published', () => {
  for (const space of SPACES) {
    const dir = join(ROOT ?? '', space);
    it.skipIf(!existsSync(dir))(
      `${space}: no tag shown, every image loads, only the source's broken links break`,
      async () => {
        const report = await checkFolderSite(browser, readFolderSite(dir, space), join(tempDir(), 'site'));
        console.log(
          `${space}: ${report.pages} pages, ${report.images.loaded}/${report.images.referenced} images loaded, ` +
            `${report.externalImages.loaded}/${report.externalImages.referenced} external images loaded, ` +
            `${report.links.internal} internal links (${report.links.brokenInSource} broken in the source)`,
        );
        expect(report.notShown).toEqual([]);
        expect(report.tagsShown).toEqual([]);
        expect(report.images.missing).toEqual([]);
        // https images load: the page's policy allows them (the crawl answers them on loopback).
        expect(report.externalImages.missing).toEqual([]);
        // Every internal link that resolves in the repository resolves on the site (hidden pages included).
        expect(report.links.brokenOnSiteOnly).toEqual([]);
        expect(report.links.differences).toEqual([]);
      },
      900_000,
    );
  }
});
