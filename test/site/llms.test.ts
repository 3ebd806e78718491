import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prefersMarkdown } from '../../src/site/llms.js';
import { runCli, runJson, tempDir } from '../helpers/cli.js';
import { startTestService, type TestService } from '../helpers/service.js';
import { AGENT_SITE, publishAgentSite } from '../helpers/agent-site.js';
import { serveFolder } from '../helpers/static-server.js';

/**
 * Sites readable by agents (issue 47, part 1): llms.txt, llms-full.txt, each page's markdown twin,
 * the page's URL answered as markdown for `Accept: text/markdown`, the alternate link in each
 * page; hidden pages and share-link sites as their HTML.
 */
let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(async () => svc.close());
const as = () => ({ url: svc.url, token: svc.token });

const get = async (url: string, accept?: string) => {
  const res = await fetch(url, accept ? { headers: { accept } } : {});
  return { status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text() };
};

/** `- [Title](href)` entries of an llms.txt. */
const entries = (llms: string) => [...llms.matchAll(/^- \[([^\]]+)\]\(([^)]+)\)(.*)$/gm)].map((m) => m.slice(1));

const publishedSite = (visibility?: 'share-link') => publishAgentSite(svc, visibility);

/** The checks every published form of the site passes; `base` ends with a slash, `query` is the share key's. */
async function checkAgentFiles(base: string, query = '', negotiates = true) {
  const at = (path: string) => new URL(path + query, base).href;
  const llms = await get(at('llms.txt'));
  expect(llms.status).toBe(200);
  expect(llms.type).toMatch(/^text\/markdown/);
  expect(llms.text).toMatch(/^# Agent docs\n\n> .+\n/);
  const listed = entries(llms.text);
  const titles = listed.map(([title]) => title);
  expect(titles.filter((t) => t !== 'Full text')).toEqual(['Welcome', 'Install']);
  expect(listed[0]![2]).toBe(': Where to start');
  expect(llms.text).not.toContain('Secret');
  for (const [, href] of listed) expect((await get(new URL(href!, base).href)).status, href).toBe(200);
  // Each twin holds its page's markdown, its links pointing at the site's twins.
  const welcome = await get(at('welcome.md'));
  expect(welcome.type).toMatch(/^text\/markdown/);
  expect(welcome.text).toContain('# Welcome\n\nRead the [install guide](install.md');
  const install = await get(at('install.md'));
  expect(install.text).toContain(AGENT_SITE.install);
  const html = await get(at('install.html'));
  expect(html.text).toContain('<link rel="alternate" type="text/markdown" href="install.md');
  expect(html.text).toContain('Run <code>npm install</code>');
  // The root page is index.md, as index.html.
  expect((await get(at('index.md'))).text).toBe(welcome.text);
  // A hidden page is published for links: its twin is too, and llms-full.txt leaves it out.
  expect((await get(at('secret.md'))).text).toContain('Hidden zephyrine text.');
  const full = await get(at('llms-full.txt'));
  expect(full.text.indexOf('# Welcome')).toBeLessThan(full.text.indexOf('# Install'));
  expect(full.text).toContain('Run `npm install` with the zephyrine flag.');
  expect(full.text).not.toContain('Hidden zephyrine text.');
  if (negotiates) {
    const asked = await get(at('install'), 'text/markdown, text/html;q=0.9');
    expect(asked.type).toMatch(/^text\/markdown/);
    expect(asked.text).toBe(install.text);
    expect((await get(at('install'), 'text/html,*/*;q=0.8')).type).toMatch(/^text\/html/);
  }
}

describe('sites readable by agents', () => {
  it('serves llms.txt, llms-full.txt, markdown twins and Accept: text/markdown on a published site', async () => {
    const { url } = await publishedSite();
    const base = new URL((await fetch(url, { redirect: 'manual' })).headers.get('location')!, url).href;
    await checkAgentFiles(base);
    // The site's own URL asked for as markdown is its first page's.
    expect((await get(url.endsWith('/') ? url : `${url}/`, 'text/markdown')).text).toContain('# Welcome');
  });

  it("a share-link site's agent files need its share key, as its pages do", async () => {
    const { site } = await publishedSite('share-link');
    const link = await runJson(['sites', 'share-links', 'create', '--site', site, '--name', 'Agents'], as());
    const withKey = new URL(link.urls.published as string);
    const query = withKey.search;
    const base = `${withKey.origin}${withKey.pathname.replace(/\/?$/, '/')}`;
    for (const path of ['llms.txt', 'llms-full.txt', 'welcome.md', 'secret.md', ''])
      expect((await get(base + path, 'text/markdown')).status, path).toBe(404);
    await checkAgentFiles(base, query);
    // Links inside llms.txt carry the key, so an agent can follow them.
    for (const [, href] of entries((await get(`${base}llms.txt${query}`)).text)) expect(href).toContain('shareKey=');
  });

  it('writes the same files into a sites export folder, served statically', async () => {
    const { site } = await publishedSite();
    const out = join(tempDir(), 'site');
    expect((await runCli(['sites', 'export', site, out], as())).code).toBe(0);
    const server = await serveFolder(out);
    try {
      await checkAgentFiles(server.url, '', false);
    } finally {
      await server.close();
    }
  });

  it('reads Accept the way HTTP weighs it', () => {
    expect(prefersMarkdown('text/markdown')).toBe(true);
    expect(prefersMarkdown('text/markdown, text/html;q=0.9')).toBe(true);
    expect(prefersMarkdown('text/html, text/markdown')).toBe(false);
    expect(prefersMarkdown('text/html;q=0.5, text/markdown;q=0.8')).toBe(true);
    expect(prefersMarkdown('text/markdown;q=0')).toBe(false);
    expect(prefersMarkdown('*/*')).toBe(false);
    expect(prefersMarkdown(undefined)).toBe(false);
  });
});
