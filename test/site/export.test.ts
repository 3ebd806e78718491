import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StaticSite } from '../../src/site/site.js';
import type { SiteSource, SourcePage } from '../../src/site/model.js';
import { loadSiteModel } from '../../src/site/model.js';
import { runCli, runJson, tempDir } from '../helpers/cli.js';
import { STARS } from '../helpers/hostile-markdown.js';
import { startTestService, type TestService } from '../helpers/service.js';

let svc: TestService;
let importRoot: string;
beforeAll(async () => {
  importRoot = tempDir();
  svc = await startTestService({ importRoot });
});
afterAll(async () => svc.close());
const as = () => ({ url: svc.url, token: svc.token });

const demoSite = async () => (await runCli(['sites', 'list', '--title', 'Demo Docs', '-o', 'ids'], as())).stdout.trim();
const files = (dir: string): string[] => readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort();

describe('sites export', () => {
  it('writes the published site and replaces an earlier export in the same folder cleanly', async () => {
    const site = await demoSite();
    await runCli(['sites', 'publish', site], as());
    const out = join(tempDir(), 'site');
    const first = await runJson(['sites', 'export', site, out], as());
    expect(first).toMatchObject({ dir: out, pages: 6, url: `file://${out}/index.html` });
    expect(files(out)).toEqual(
      expect.arrayContaining([
        'index.html',
        'readme.html',
        'guides/install.html',
        'api-reference/authentication.html',
        '_assets/search-index.js',
      ]),
    );
    expect(files(out).some((f) => f.endsWith('logo.png'))).toBe(true);
    writeFileSync(join(out, 'stale.html'), 'left over');
    const again = await runCli(['sites', 'export', site, out], as());
    expect(again.code).toBe(0);
    expect(again.stdout.trim()).toBe(`file://${out}/index.html`);
    expect(existsSync(join(out, 'stale.html'))).toBe(false);
    expect(readdirSync(join(out, '..')).filter((f) => f.startsWith('.site'))).toEqual([]);
  });

  it('refuses a folder holding other files, a file, and an unpublished site, writing nothing', async () => {
    const site = await demoSite();
    await runCli(['sites', 'publish', site], as());
    const busy = tempDir();
    writeFileSync(join(busy, 'notes.txt'), 'mine');
    const refused = await runCli(['sites', 'export', site, busy], as());
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/^docs-cli: .* is not empty and holds no earlier export\n/);
    expect(files(busy)).toEqual(['notes.txt']);
    expect((await runCli(['sites', 'export', site, join(busy, 'notes.txt')], as())).code).toBe(2);
    const draft = await runJson(['sites', 'create', '--title', 'Draft', '--new-space', 'sample'], as());
    const out = join(tempDir(), 'draft');
    const unpublished = await runCli(['sites', 'export', draft.id, out], as());
    expect(unpublished.code).toBe(3);
    expect(unpublished.stderr).not.toMatch(/\n\s+at /);
    expect(existsSync(out)).toBe(false);
  });

  it('exports a share-link site only with its share key', async () => {
    const site = await runJson(['sites', 'create', '--title', 'Partners', '--new-space', 'sample'], as());
    await runJson(['sites', 'update', site.id, '--visibility', 'share-link'], as());
    await runCli(['sites', 'publish', site.id], as());
    const link = await runJson(['sites', 'share-links', 'create', '--site', site.id, '--name', 'P'], as());
    const out = join(tempDir(), 'partners');
    expect((await runCli(['sites', 'export', site.id, out], as())).code).toBe(3);
    expect((await runCli(['sites', 'export', site.id, out, '--share-key', 'nope'], as())).code).toBe(3);
    const ok = await runCli(['sites', 'export', site.id, out, '--share-key', link.urls.published], as());
    expect(ok.code, ok.stderr).toBe(0);
    expect(readFileSync(join(out, 'index.html'), 'utf8')).not.toContain('shareKey');
  });

  it('shows progress on a terminal only', async () => {
    const site = await demoSite();
    await runCli(['sites', 'publish', site], as());
    const tty = await runCli(['sites', 'export', site, join(tempDir(), 'a')], { ...as(), tty: true });
    expect(tty.stderr).toMatch(/writing \d+\/\d+ files/);
    expect(tty.stdout).toMatch(/^Exported 6 pages/);
    const piped = await runCli(['sites', 'export', site, join(tempDir(), 'b')], as());
    expect(piped.stderr).toBe('');
  });

  it('exports a site of 1,000 pages in seconds', async () => {
    const dir = join(importRoot, 'big');
    for (let d = 0; d < 10; d++) {
      mkdirSync(join(dir, `part-${d}`), { recursive: true });
      for (let p = 0; p < 100; p++) {
        writeFileSync(
          join(dir, `part-${d}`, `page-${p}.md`),
          `# Page ${d}-${p}\n\nSome text with a [link](page-${(p + 1) % 100}.md) and a table:\n\n| a | b |\n|---|---|\n| ${d} | ${p} |\n\n\`\`\`js\nconst page = ${p};\n\`\`\`\n`,
        );
      }
    }
    writeFileSync(join(dir, 'README.md'), '# Big\n\nA thousand pages.\n');
    const space = await runJson(['spaces', 'create', '--title', 'Big'], as());
    expect((await runCli(['spaces', 'import', space.id, dir], as())).code).toBe(0);
    const site = await runJson(['sites', 'create', '--title', 'Big site', '--space', space.id], as());
    await runCli(['sites', 'publish', site.id], as());
    const out = join(tempDir(), 'big');
    const started = performance.now();
    const result = await runJson(['sites', 'export', site.id, out], as());
    const seconds = (performance.now() - started) / 1000;
    console.log(`exported ${result.pages} pages (${result.files} files) in ${seconds.toFixed(1)} s`);
    // The README and the 1,000 pages; the ten folders without a page of their own are groups, not empty pages.
    expect(result.pages).toBe(1001);
    expect(seconds).toBeLessThan(30);
    expect(readFileSync(join(out, 'part-3', 'page-7.html'), 'utf8')).toContain('href="../part-3/page-8.html"');
  }, 120_000);
});

describe('the embedded profile', () => {
  it('writes the site on publish, shows the same file:// URL in sites get, and removes it on unpublish', async () => {
    const env = { configDir: tempDir() };
    const site = (await runCli(['sites', 'list', '--title', 'Demo Docs', '-o', 'ids'], env)).stdout.trim();
    const published = await runCli(['sites', 'publish', site], { ...env, tty: true });
    const url = /file:\/\/\S+/.exec(published.stdout)![0];
    expect(published.stderr).toContain(`docs-cli sites open ${site}`);
    expect(existsSync(fileURLToPath(url))).toBe(true);
    expect((await runJson(['sites', 'get', site], env)).urls.published).toBe(url);
    expect((await runCli(['sites', 'unpublish', site, '--yes'], env)).code).toBe(0);
    expect(existsSync(join(fileURLToPath(url), '..'))).toBe(false);
  });
});

describe('sites open and spaces open', () => {
  it('start $BROWSER with the published URL, and print it', async () => {
    const site = await demoSite();
    const url = (await runCli(['sites', 'publish', site], as())).stdout.trim();
    const bin = tempDir();
    const log = join(bin, 'opened');
    writeFileSync(join(bin, 'browser'), `#!/bin/sh\necho "$1" > ${log}\n`);
    chmodSync(join(bin, 'browser'), 0o755);
    const opened = await runCli(['sites', 'open', site], { ...as(), env: { BROWSER: join(bin, 'browser') } });
    expect(opened.code).toBe(0);
    expect(opened.stdout).toBe(`${url}\n`);
    await expect.poll(() => existsSync(log) && readFileSync(log, 'utf8').trim()).toBe(url);
  });

  it('print the URL when there is no display, and refuse what is not published', async () => {
    const spaces = await runJson<Array<{ id: string; visibility: string; urls: { published?: string } }>>(
      ['spaces', 'list'],
      as(),
    );
    const open = spaces.find((s) => s.visibility === 'public')!;
    const printed = await runCli(['spaces', 'open', open.id], {
      ...as(),
      env: { DISPLAY: undefined, WAYLAND_DISPLAY: undefined, BROWSER: undefined },
      tty: true,
    });
    expect(printed.code).toBe(0);
    expect(printed.stdout).toBe(`${open.urls.published}\n`);
    expect(printed.stderr).toContain('no display');
    const closed = spaces.find((s) => s.visibility === 'private')!;
    const refused = await runCli(['spaces', 'open', closed.id], as());
    expect(refused.code).toBe(3);
    const draft = await runJson(['sites', 'create', '--title', 'Not yet', '--new-space', 'empty'], as());
    expect((await runCli(['sites', 'open', draft.id], as())).code).toBe(3);
  });
});

describe('the static site renderer', () => {
  const page = (id: string, extra: Partial<SourcePage> = {}): SourcePage => ({
    id,
    title: id,
    path: id,
    markdown: `# ${id}\n\ntext of ${id}`,
    pages: [],
    ...extra,
  });
  const source: SiteSource = {
    site: async () => ({
      title: 'S',
      structure: { type: 'siteSpaces', structure: [{ path: 'main', default: true, space: { id: 'sp' } }] },
    }),
    pages: async () => [
      page('one', {
        emoji: '1f680',
        description: 'first',
        markdown: '# one\n\nSee [part two](two.md#the-part), [the top](#one) and [the web](https://example.com/x).',
      }),
      page('secret', { hidden: true, pages: [page('below')] }),
      page('two', {
        markdown:
          '# two\n\ntext of two, and [the secret](secret.md)\n\n## The part\n\n{% content-ref url="one.md" %}\n[one](one.md)\n{% endcontent-ref %}',
      }),
    ],
    files: async () => [],
    fileBytes: async () => new Uint8Array(),
  };

  it('keeps hidden pages (and their children) out of the page tree and previous/next, and publishes them for links', async () => {
    // GitBook's documentation (Page options > Visibility): "Hidden pages are only hidden from the
    // published table of contents"; a link to one opens it.
    const site = new StaticSite(await loadSiteModel(source), source);
    expect(site.paths().filter((p) => p.endsWith('.html'))).toEqual([
      'one.html',
      'secret.html',
      'below.html',
      'two.html',
      'index.html',
    ]);
    const index = String((await site.file('_assets/search-index.js'))!.body);
    expect(index).toContain('text of two');
    expect(index).toContain('text of secret');
    const one = String((await site.file('one.html'))!.body);
    expect(one).not.toContain('secret');
    const secret = String((await site.file('secret.html'))!.body);
    expect(secret).toContain('<p>text of secret</p>');
    expect(secret).not.toMatch(/aria-current|class="(previous|next)"/);
    expect(String((await site.file('below.html'))!.body)).toContain('<p>text of below</p>');
    expect(one).toContain('🚀');
    expect(one).toContain('<meta name="description" content="first">');
    expect(one).toMatch(/<a class="next" rel="next" href="two.html">/);
    expect(one).toContain('<a href="two.html#the-part">part two</a>');
    expect(one).toContain('<a href="#one">the top</a>');
    expect(one).toContain('<a href="https://example.com/x">the web</a>');
    const two = String((await site.file('two.html'))!.body);
    expect(two).toContain('<h2 id="the-part">The part</h2>');
    // A content reference names the page it points to (its title and description), not a file.
    expect(two).toContain(
      '<a class="content-ref" href="one.html"><span class="content-ref-title">one</span><span class="content-ref-description">first</span></a>',
    );
    expect(two).toMatch(/<a class="previous" rel="prev" href="one.html">/);
    expect(two).toContain('<a href="secret.html">the secret</a>');
  });

  it('shows a page the service refuses for its nesting as the service notice, without parsing it', async () => {
    const deep: SiteSource = {
      ...source,
      pages: async () => [page('deep', { markdown: `${'> '.repeat(10_000)}x\n` })],
    };
    const site = new StaticSite(await loadSiteModel(deep), deep);
    const started = performance.now();
    const body = String((await site.file('deep.html'))!.body);
    expect(body).toContain(
      '<p>This page cannot be shown: it nests lists or quotes 10000 levels deep; at most 100 are allowed.</p>',
    );
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('in sites export and preview, shows a page over the parser-step limit as the service notice, and indexes the rest', async () => {
    const slow: SiteSource = {
      ...source,
      pages: async () => [page('slow', { markdown: STARS }), page('fine')],
    };
    const site = new StaticSite(await loadSiteModel(slow), slow);
    const started = performance.now();
    const body = String((await site.fileWithinLimits('slow.html'))!.body);
    expect(body).toContain(
      'This page cannot be shown: it needs more than 2,038,400 parser steps to read, the limit for a text of 81,920 characters.',
    );
    const index = String((await site.fileWithinLimits('_assets/search-index.js'))!.body);
    expect(index).toContain('text of fine');
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('gives a site without pages an index page that says so', async () => {
    const empty: SiteSource = { ...source, pages: async () => [] };
    const site = new StaticSite(await loadSiteModel(empty), empty);
    expect(site.paths()).toContain('index.html');
    expect(String((await site.file('index.html'))!.body)).toContain('This site has no pages yet.');
  });
});
