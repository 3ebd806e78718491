import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, runJson, tempDir } from '../../helpers/cli.js';
import { ALLOW_LOOPBACK, startTestService, type TestService } from '../../helpers/service.js';
import { call, importRoot, writeTree } from '../../fixtures/content/http.js';
import { schemaErrors } from '../../fixtures/content/schema.js';

let svc: TestService;
let root: string;
let web: Server;
let webUrl: string;

beforeAll(async () => {
  root = importRoot();
  svc = await startTestService({ importRoot: root, fetch: ALLOW_LOOPBACK });
  web = createServer((req, res) => {
    if (req.url === '/notes.md') {
      res.writeHead(200, { 'content-type': 'text/markdown' });
      res.end('# Remote notes\n\nFetched over HTTP.\n');
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((resolve) => web.listen(0, '127.0.0.1', resolve));
  webUrl = `http://127.0.0.1:${(web.address() as AddressInfo).port}`;
});
afterAll(async () => {
  web.close();
  await svc.close();
});

const as = (role = 'admin') => ({ url: svc.url, token: svc.tokenFor(role) });
const newSpace = async (title: string) => (await runJson(['spaces', 'create', '--title', title], as())).id as string;
const fileUrl = (...parts: string[]) => pathToFileURL(join(root, ...parts)).href;

describe('import', () => {
  it('imports a folder with the folder reader of docs as code: nested folders become nested pages, titles from leading headings, linked images become files', async () => {
    const space = await newSpace('Imported');
    const result = await runJson(['spaces', 'import', space, pathToFileURL(join(root, 'guide')).href], as());
    expect(result).toMatchObject({ importedResources: 5, totalResources: 5 });
    const { body } = await call(svc, 'GET', `/v1/spaces/${space}/content/pages`);
    const tree = body.pages.map((p: any) => [p.path, p.title, p.pages.map((c: any) => [c.path, c.title])]);
    // Natural order of names, folders among files; the home page is slugged by its title.
    expect(tree).toEqual([
      ['field-guide', 'Field Guide', []],
      ['advanced', 'Advanced', [['advanced/tuning', 'Tuning']]],
      ['setup', 'Setup', []],
    ]);
    const files = await runJson(['spaces', 'content', 'files', space], as());
    expect(files).toMatchObject([
      { name: 'diagram.png', contentType: 'image/png', size: expect.any(Number), dimensions: { width: 2, height: 3 } },
    ]);
    const revision = await call(svc, 'GET', `/v1/spaces/${space}/content`);
    expect(revision.body).toMatchObject({
      object: 'revision',
      type: 'edits',
      id: (await call(svc, 'GET', `/v1/spaces/${space}`)).body.revision,
    });
    expect((await call(svc, 'GET', `/v1/spaces/${space}/content?metadata=false`)).body.pages[0].git).toBeUndefined();
    expect(revision.body.pages[0].git).toMatchObject({ path: 'README.md' });
  });

  it('titles imported pages as the markdown parser reads their first heading (plain titles need no parser)', async () => {
    const space = await newSpace('Titled');
    writeTree(join(root, 'titled'), {
      'a-plain.md': '# Plain title: v2 (draft)\n\nText.\n',
      'b-styled.md': '# The *styled* `title` &amp; [link](x.md)\n\nText.\n',
      'c-setext.md': 'Setext title\n============\n\nText.\n',
      'd-code-first.md': '```\n# not this\n```\n\n## Real title\n',
      'e-none.md': 'No heading at all.\n',
    });
    await runJson(['spaces', 'import', space, pathToFileURL(join(root, 'titled')).href], as());
    const { body } = await call(svc, 'GET', `/v1/spaces/${space}/content/pages`);
    expect(body.pages.map((p: any) => p.title)).toEqual([
      'Plain title: v2 (draft)',
      'The styled title & link',
      'Setext title',
      // Only a leading level-1 heading titles a page (as Git Sync reads it); else the file name does.
      'D code first',
      'E none',
    ]);
  });

  it('prints the tree and a page as markdown, by id or path', async () => {
    const space = await newSpace('Printed');
    await runJson(['spaces', 'import', space, pathToFileURL(join(root, 'guide')).href], as());
    const pages = await runCli(['spaces', 'content', 'pages', space], as());
    expect(pages.code).toBe(0);
    expect(pages.stdout.split('\n').map((l) => l.split('\t').slice(1).join(' | '))).toContain(
      'advanced/tuning | Tuning',
    );
    const page = await runCli(['spaces', 'content', 'page', space, 'advanced/tuning'], as());
    expect(page.stdout).toBe('# Tuning\n\nTune the sensor. Back to [Setup](../setup.md).\n');
    const doc = await runJson(['spaces', 'content', 'page', space, 'setup', '--format', 'document'], as());
    expect(doc.document.nodes[0]).toMatchObject({ type: 'heading-1' });
    expect((await runCli(['spaces', 'content', 'page', space, 'nope'], as())).code).toBe(3);
    const ids = await runCli(['spaces', 'content', 'pages', space, '-o', 'ids'], as());
    expect(ids.stdout.trim().split('\n')).toHaveLength(4);
  });

  it('imports one markdown file, a .zip of a folder, and a file over http', async () => {
    const space = await newSpace('Mixed');
    writeTree(join(root, 'single'), { 'release-notes.md': '# Release notes\n\nv2 is out.\n' });
    expect(
      (await runJson(['spaces', 'import', space, pathToFileURL(join(root, 'single', 'release-notes.md')).href], as()))
        .importedResources,
    ).toBe(1);
    const zip = zipSync({
      'book/intro.md': new TextEncoder().encode('# Intro\n'),
      'book/part/README.md': new TextEncoder().encode('# Part one\n'),
      'book/part/ch1.md': new TextEncoder().encode('# Chapter 1\n'),
    });
    writeFileSync(join(root, 'book.zip'), zip);
    const zipped = await runJson(['spaces', 'import', space, pathToFileURL(join(root, 'book.zip')).href], as());
    expect(zipped).toMatchObject({ importedResources: 3, totalResources: 3 });
    expect((await runJson(['spaces', 'import', space, `${webUrl}/notes.md`], as())).importedResources).toBe(1);
    const paths = (await runCli(['spaces', 'content', 'pages', space], as())).stdout
      .split('\n')
      .map((l) => l.split('\t')[1])
      .filter(Boolean);
    expect(paths).toEqual(['release-notes', 'intro', 'part', 'part/ch1', 'notes']);
  });

  it('answers 400 with a clear message for an unreachable URL and bad input, and changes nothing', async () => {
    const space = await newSpace('Unreachable');
    const before = (await call(svc, 'GET', `/v1/spaces/${space}`)).body.revision;
    const res = await runCli(['spaces', 'import', space, 'http://127.0.0.1:1/docs.md'], as());
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(/http:\/\/127\.0\.0\.1:1\/docs\.md is not reachable from this server/);
    expect(
      (
        await call(svc, 'POST', `/v1/spaces/${space}/content/import`, {
          url: `${webUrl}/missing.md`,
          source: 'markdown',
        })
      ).body.error.message,
    ).toMatch(/HTTP 404/);
    expect(
      (await call(svc, 'POST', `/v1/spaces/${space}/content/import`, { url: fileUrl('guide'), source: 'pdf' })).status,
    ).toBe(400);
    expect(
      (await call(svc, 'POST', `/v1/spaces/${space}/content/import`, { source: 'markdown' })).body.error.message,
    ).toBe('url: is required');
    expect((await runCli(['spaces', 'import', space, './does-not-exist'], as())).code).toBe(2);
    expect((await call(svc, 'GET', `/v1/spaces/${space}`)).body.revision).toBe(before);
  });

  it('needs the edit role to import', async () => {
    const spaces = await runJson<Array<{ id: string; title: string }>>(['spaces', 'list'], as());
    const target = spaces.find((s) => s.title === 'Getting Started')!.id;
    expect(
      (
        await call(
          svc,
          'POST',
          `/v1/spaces/${target}/content/import`,
          { url: fileUrl('guide'), source: 'markdown' },
          'comment',
        )
      ).status,
    ).toBe(403);
  });
});

describe('import path safety over HTTP', () => {
  it('refuses .., percent-encoded escapes and symlinks that leave --import-root', async () => {
    const space = await newSpace('Safety');
    const outside = tempDir('docs-cli-outside-');
    writeTree(outside, { 'secret.md': '# Secret\n\ndo not read\n' });
    symlinkSync(outside, join(root, 'escape'));
    mkdirSync(join(root, 'linked'));
    symlinkSync(join(outside, 'secret.md'), join(root, 'linked', 'secret.md'));
    const attempts = [
      `${pathToFileURL(root).href}/../${outside.split('/').pop()}/secret.md`,
      `${pathToFileURL(root).href}/%2e%2e/${outside.split('/').pop()}/secret.md`,
      `${pathToFileURL(root).href}/guide/%2E%2E/%2e%2e/${outside.split('/').pop()}`,
      `${pathToFileURL(root).href}/guide%2f..%2f..%2fetc`,
      pathToFileURL(join(root, 'escape', 'secret.md')).href,
      pathToFileURL(join(root, 'escape')).href,
      pathToFileURL(join(root, 'linked')).href,
      'file:///etc/passwd',
    ];
    for (const url of attempts) {
      const res = await call(svc, 'POST', `/v1/spaces/${space}/content/import`, { url, source: 'markdown' });
      expect([400, 403], url).toContain(res.status);
    }
    const pages = (await call(svc, 'GET', `/v1/spaces/${space}/content/pages`)).body.pages;
    expect(pages).toEqual([]);
    const cli = await runCli(['spaces', 'import', space, pathToFileURL(join(outside, 'secret.md')).href], as());
    expect(cli.code).toBe(4);
    expect(cli.stderr).toContain('outside the import root');
  });

  it('refuses every file: import when the server has no --import-root', async () => {
    const bare = await startTestService();
    try {
      const space = (await runJson(['spaces', 'create', '--title', 'No root'], { url: bare.url, token: bare.token }))
        .id;
      const res = await call(bare, 'POST', `/v1/spaces/${space}/content/import`, {
        url: fileUrl('guide'),
        source: 'markdown',
      });
      expect(res.status).toBe(403);
      expect(res.body.error.message).toContain('--import-root');
    } finally {
      await bare.close();
    }
  });
});

describe('search', () => {
  it('finds a word only in one page body, and ranks a title match first', async () => {
    const space = await newSpace('Searchable');
    writeTree(join(root, 'search'), {
      'alpha.md': '# Alpha\n\nThe quokka lives here only.\n\n## Habitat\n\nIslands.\n',
      'beta.md': '# Beta\n\nNothing about marsupials. Walrus facts.\n',
      'walrus.md': '# Walrus\n\nA page whose title is the word.\n',
    });
    await runJson(['spaces', 'import', space, pathToFileURL(join(root, 'search')).href], as());
    const found = await runJson(['spaces', 'search', space, 'quokka'], as());
    expect(found.map((r: any) => r.path)).toEqual(['alpha']);
    expect(found[0].sections[0]).toMatchObject({ title: 'Alpha', body: expect.stringContaining('quokka') });
    const ranked = await runJson(['spaces', 'search', space, 'walrus'], as());
    expect(ranked.map((r: any) => r.path)).toEqual(['walrus', 'beta']);
    const page = await call(svc, 'GET', `/v1/spaces/${space}/search?query=walrus&limit=1`);
    expect(page.body).toMatchObject({ count: 2, next: { page: expect.any(String) } });
    expect((await call(svc, 'GET', `/v1/spaces/${space}/search`)).status).toBe(400);
    expect((await runCli(['spaces', 'search', space, 'x'.repeat(513)], as())).code).toBe(2);
  });

  it('follows the revision: new content is found after an import', async () => {
    const space = await newSpace('Fresh index');
    expect(await runJson(['spaces', 'search', space, 'pangolin'], as())).toEqual([]);
    writeTree(join(root, 'fresh'), { 'p.md': '# Scales\n\nA pangolin appears.\n' });
    await runJson(['spaces', 'import', space, pathToFileURL(join(root, 'fresh')).href], as());
    expect((await runJson(['spaces', 'search', space, 'pangolin'], as())).map((r: any) => r.title)).toEqual(['Scales']);
  });
});

describe('links', () => {
  it('shows a link to a missing page as broken, in the list and the stats', async () => {
    const space = await newSpace('Links');
    writeTree(join(root, 'links'), {
      'README.md': '# Home\n\nSee [Guide](guide.md), [Gone](gone.md) and [site](https://example.com).\n',
      'guide.md': '# Guide\n\nBack [home](README.md). ![Pic](pic.png)\n',
    });
    writeFileSync(join(root, 'links', 'pic.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
    await runJson(['spaces', 'import', space, pathToFileURL(join(root, 'links')).href], as());
    const broken = await runJson(['spaces', 'links', space, '--status', 'broken'], as());
    expect(broken).toHaveLength(1);
    expect(broken[0]).toMatchObject({ status: 'broken', targetReference: { kind: 'url', url: 'gone.md' } });
    expect(broken[0].locationReferences[0].page.path).toBe('home');
    const all = await call(svc, 'GET', `/v1/spaces/${space}/links`);
    expect(all.body.stats).toEqual({ total: 5, broken: { total: 1 } });
    const table = await runCli(['spaces', 'links', space, '--status', 'broken'], as());
    expect(table.stdout).toBe('broken\tgone.md\turl\thome\n');
    const pageLinks = await runJson(['spaces', 'content', 'links', space, 'guide'], as());
    expect(pageLinks.map((l: any) => `${l.status}:${l.targetReference.kind}`)).toEqual(['ok:page', 'ok:file']);
    const file = (await runJson(['spaces', 'content', 'files', space], as()))[0];
    const back = await runJson(['spaces', 'content', 'backlinks', space, file.id], as());
    expect(back.map((b: any) => b.page.path)).toEqual(['guide']);
    const download = await fetch(file.downloadURL);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).toString('hex')).toBe('89504e470d0a1a0a');
  });
});

describe('reference shapes', () => {
  it('the schema check used by these tests does reject a wrong shape', () => {
    expect(schemaErrors('GET', '/v1/spaces/x/content/pages', 200, { pages: [{ id: 'a' }] })).not.toEqual([]);
    expect(schemaErrors('GET', '/v1/spaces/x/comments/y', 200, { object: 'comment' })).not.toEqual([]);
  });
});

describe('demo content', () => {
  it('gives the demo spaces pages with links, a file, a change request and a comment', async () => {
    const spaces = await runJson<Array<{ id: string; title: string; changeRequests: number; comments: number }>>(
      ['spaces', 'list'],
      as(),
    );
    const gs = spaces.find((s) => s.title === 'Getting Started')!;
    expect(gs).toMatchObject({ changeRequests: 1, comments: 1 });
    const pages = await runCli(['spaces', 'content', 'pages', gs.id], as());
    expect(pages.stdout).toContain('guides/install');
    expect((await call(svc, 'GET', `/v1/spaces/${gs.id}/links`)).body.stats.broken.total).toBe(0);
    expect(await runJson(['spaces', 'content', 'files', gs.id], as())).toHaveLength(1);
    expect((await runJson(['cr', 'list', '--space', gs.id], as()))[0]).toMatchObject({ number: 1, status: 'open' });
  });
});
