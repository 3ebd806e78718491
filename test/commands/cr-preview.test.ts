/**
 * `docs-cli cr preview` through the built binary: a file:// site on the embedded workspace, a
 * signed URL from a separate `docs-cli server start`, and a clear answer from a service without
 * the extension (GitBook's hosted API has no preview URLs).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBin } from '../helpers/bin.js';
import { tempDir } from '../helpers/cli.js';
import { startListener } from '../helpers/listener.js';
import { startServerProcess, type ServerProcess } from '../helpers/server-process.js';
import { writeTree } from '../fixtures/content/http.js';

const GUEST = 'gwen@demo.docs-cli.dev';

const docs = (dir: string, text: string) =>
  writeTree(dir, {
    'README.md': `# Welcome\n\n${text}\n`,
    'SUMMARY.md': '# Table of contents\n\n* [Welcome](README.md)\n',
  });

/** A space whose content says "Old text." and an open change request that says "New text.". */
async function spaceWithProposal(cli: (args: string[]) => ReturnType<typeof runBin>, work: string) {
  const created = await cli(['spaces', 'create', '--title', 'Previewed', '-o', 'json']);
  expect(created.exitCode, created.stderr).toBe(0);
  const space = JSON.parse(created.stdout).id as string;
  const merged = await cli(['cr', 'push', docs(join(work, 'old'), 'Old text.'), '--space', space, '--merge']);
  expect(merged.exitCode, merged.stderr).toBe(0);
  const pushed = await cli(['cr', 'push', docs(join(work, 'new'), 'New text.'), '--space', space, '-o', 'json']);
  expect(pushed.exitCode, pushed.stderr).toBe(0);
  return { space, number: String(JSON.parse(pushed.stdout).changeRequest) };
}

describe('cr preview on the embedded workspace', () => {
  it('prints a file:// site holding the change request, while the space itself still reads the old text', async () => {
    const work = tempDir('docs-cli-crpreview-local-');
    const env = { DOCS_CLI_CONFIG_DIR: join(work, 'config') };
    const cli = (args: string[]) => runBin(args, env, { cwd: work });
    const { space, number } = await spaceWithProposal(cli, work);

    const res = await cli(['cr', 'preview', number, '--space', space]);
    expect(res.exitCode, res.stderr).toBe(0);
    const url = res.stdout.trim();
    expect(url).toMatch(/^file:\/\/.*\/index\.html$/);
    const file = fileURLToPath(url);
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file, 'utf8')).toContain('New text.');
    expect(readFileSync(file, 'utf8')).not.toContain('Old text.');

    // The space's own published view (a site of it, published: files too) is the merged content.
    const site = await cli(['sites', 'create', '--title', 'Docs', '--space', space, '-o', 'json']);
    expect(site.exitCode, site.stderr).toBe(0);
    const published = await cli(['sites', 'publish', JSON.parse(site.stdout).id]);
    expect(published.exitCode, published.stderr).toBe(0);
    const mainUrl = published.stdout.trim();
    expect(mainUrl).toMatch(/^file:/);
    const main = readFileSync(fileURLToPath(mainUrl.endsWith('.html') ? mainUrl : `${mainUrl}/index.html`), 'utf8');
    expect(main).toContain('Old text.');
    expect(main).not.toContain('New text.');

    const json = await cli(['cr', 'preview', number, '--space', space, '-o', 'json']);
    expect(json.exitCode, json.stderr).toBe(0);
    expect(JSON.parse(json.stdout)).toEqual({ url, expiresAt: null });
    expect(readdirSync(join(file, '..'))).toContain('welcome.html');
  }, 90_000);
});

describe('cr preview against docs-cli server start', () => {
  let server: ServerProcess & { tokens: Record<string, string> };
  let work: string;
  let space: string;
  let number: string;
  const env = (token = server.token) => ({
    DOCS_CLI_API_URL: server.url,
    DOCS_CLI_TOKEN: token,
    DOCS_CLI_CONFIG_DIR: join(work, 'config'),
  });
  const cli = (args: string[], token?: string) => runBin(args, env(token), { cwd: work });

  beforeAll(async () => {
    server = await startServerProcess([], { tokensFor: [GUEST] });
    work = tempDir('docs-cli-crpreview-remote-');
    ({ space, number } = await spaceWithProposal(cli, work));
  }, 90_000);
  afterAll(async () => server?.stop());

  it('prints a URL that answers 200 with the change request, without a token; an altered one answers 404', async () => {
    const res = await cli(['cr', 'preview', number, '--space', space]);
    expect(res.exitCode, res.stderr).toBe(0);
    const url = res.stdout.trim();
    expect(url.startsWith(`${server.url}/published/spaces/${space}/~/changes/`)).toBe(true);
    const page = await fetch(url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('New text.');
    expect(html).not.toContain('Old text.');

    const altered = url.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await fetch(altered)).status).toBe(404);
    expect((await fetch(url.split('?')[0]!)).status).toBe(404);
    // The space is private: its own published route shows nothing.
    expect((await fetch(`${server.url}/published/spaces/${space}/`)).status).toBe(404);
  }, 60_000);

  it('-o json gives {url, expiresAt} a week ahead', async () => {
    const res = await cli(['cr', 'preview', number, '--space', space, '-o', 'json']);
    expect(res.exitCode, res.stderr).toBe(0);
    const answer = JSON.parse(res.stdout);
    expect(Object.keys(answer).sort()).toEqual(['expiresAt', 'url']);
    const ahead = new Date(answer.expiresAt).getTime() - Date.now();
    expect(ahead).toBeGreaterThan(6.9 * 24 * 3600_000);
    expect(ahead).toBeLessThanOrEqual(7 * 24 * 3600_000);
    expect((await fetch(answer.url)).status).toBe(200);
  }, 60_000);

  it('is private (no shared cache keeps it), and stops once its change request is closed or merged', async () => {
    const url = async (cr: string) => {
      const res = await cli(['cr', 'preview', cr, '--space', space]);
      expect(res.exitCode, res.stderr).toBe(0);
      return res.stdout.trim();
    };
    const proposal = async (text: string) => {
      const pushed = await cli(['cr', 'push', docs(join(work, text), text), '--space', space, '-o', 'json']);
      expect(pushed.exitCode, pushed.stderr).toBe(0);
      return String(JSON.parse(pushed.stdout).changeRequest);
    };
    const toClose = await proposal('Closed text.');
    const toMerge = await proposal('Merged text.');
    const closing = await url(toClose);
    const merging = await url(toMerge);
    for (const [link, text] of [
      [closing, 'Closed text.'],
      [merging, 'Merged text.'],
    ]) {
      const page = await fetch(link!);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain(text);
      expect(page.headers.get('cache-control')).toBe('private, no-store');
    }
    const altered = await fetch(closing.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')));
    expect(altered.status).toBe(404);
    expect(altered.headers.get('cache-control')).toBe('private, no-store');

    const closed = await cli(['cr', 'update', toClose, '--space', space, '--status', 'archived']);
    expect(closed.exitCode, closed.stderr).toBe(0);
    const merged = await cli(['cr', 'merge', toMerge, '--space', space]);
    expect(merged.exitCode, merged.stderr).toBe(0);
    for (const link of [closing, merging]) {
      const page = await fetch(link);
      expect(page.status).toBe(404);
      expect(await page.text()).toContain('its change request was merged or closed');
    }
    // Still open: the first proposal's link works on.
    expect((await fetch(await url(number))).status).toBe(200);
  }, 90_000);

  it('a token that cannot read the space mints nothing: exit 3', async () => {
    const res = await cli(['cr', 'preview', number, '--space', space], server.tokens[GUEST]);
    expect(res.exitCode).toBe(3);
    expect(res.stdout).toBe('');
    expect(res.stderr).toMatch(/^docs-cli: .*not found/);
  }, 60_000);
});

describe('cr preview against a service without the extension', () => {
  it('says preview URLs are a docs-cli service extension, exit 3', async () => {
    // GitBook's hosted API cannot run here: a loopback stand-in answers as it does (the change
    // request exists; the preview operation does not).
    const cr = {
      object: 'change-request',
      id: 'cr1',
      number: 4,
      status: 'open',
      subject: 'x',
      urls: { app: 'https://app.example.test/cr/4', location: 'https://api.example.test/cr/4' },
    };
    const hosted = await startListener('127.0.0.1', (req, res) => {
      const found = req.url === '/v1/spaces/k3JhQ8sLmP2xVn7TbR4w/change-requests/4';
      res.writeHead(found ? 200 : 404, { 'content-type': 'application/json' });
      res.end(JSON.stringify(found ? cr : { error: { code: 404, message: 'Not found' } }));
    });
    try {
      const work = tempDir('docs-cli-crpreview-hosted-');
      const res = await runBin(['cr', 'preview', '4', '--space', 'k3JhQ8sLmP2xVn7TbR4w'], {
        DOCS_CLI_API_URL: hosted.url,
        DOCS_CLI_TOKEN: 'gb_api_example',
        DOCS_CLI_ORG: 'o7HdQ2sLmP2xVn7TbR4w',
        DOCS_CLI_CONFIG_DIR: join(work, 'config'),
      });
      expect(res.exitCode, JSON.stringify(hosted.hits)).toBe(3);
      expect(res.stderr, JSON.stringify(hosted.hits)).toMatch(/^docs-cli: this service has no change request previews/);
      expect(res.stderr).toContain("extension of docs-cli's service");
      expect(hosted.hits).toEqual([
        'GET /v1/spaces/k3JhQ8sLmP2xVn7TbR4w/change-requests/4',
        'GET /v1/spaces/k3JhQ8sLmP2xVn7TbR4w/change-requests/cr1/preview',
      ]);
    } finally {
      await hosted.close();
    }
  }, 60_000);
});
