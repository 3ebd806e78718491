import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, runJson, tempDir } from '../../helpers/cli.js';
import { requestProblems } from '../../helpers/contract.js';
import { startTestService, type TestService } from '../../helpers/service.js';

/**
 * `sites redirects` against the real service over HTTP: every request and answer is checked
 * against the reference's site redirect operations (0.202.0) by the test service.
 */
let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(async () => svc.close());

const as = (role = 'admin') => ({ url: svc.url, token: svc.tokenFor(role) });
const spaceId = async (title: string) =>
  (await runJson<Array<{ id: string; title: string }>>(['spaces', 'list', '--all'], as())).find(
    (s) => s.title === title,
  )!.id;
const get = (url: string) => fetch(url, { redirect: 'manual' });

async function publishedSite(title: string) {
  const space = await spaceId('Getting Started');
  const site = await runJson<{ id: string }>(['sites', 'create', '--title', title, '--space', space], as());
  await runJson(['sites', 'publish', site.id], as());
  const url = `${(await runJson<{ urls: { published: string } }>(['sites', 'get', site.id], as())).urls.published}`;
  return { site: site.id, space, base: url.endsWith('/') ? url : `${url}/` };
}

describe('sites redirects', () => {
  it('are checked against the 0.202.0 reference (0.137.0 describes an older form)', () => {
    const base = '/v1/orgs/o/sites/s/redirects';
    const path = { kind: 'path', spaceId: 'sp', path: 'guides/setup' };
    // 0.202.0: a destination by path may be created, not patched; sources may end in a wildcard.
    expect(requestProblems('POST', base, JSON.stringify({ source: '/a/*', destination: path }))).toEqual([]);
    expect(requestProblems('PATCH', `${base}/r`, JSON.stringify({ destination: path })).join()).toMatch(/destination/);
    expect(requestProblems('PUT', base, JSON.stringify({ redirects: [{ source: '/a', intent: 'publish' }] }))).toEqual(
      [],
    );
    expect(requestProblems('GET', `${base.replace(/s$/, '')}?source=/a&shareKey=k`, undefined)).toEqual([]);
  });

  it('creates, lists, finds by source, updates and deletes redirects; published sites follow them', async () => {
    const { site, space, base } = await publishedSite('Redirects');
    const made = await runJson<any>(
      [
        'sites',
        'redirects',
        'create',
        '--site',
        site,
        '--source',
        '/old/install',
        '--page',
        'guides/install',
        '--space',
        space,
        '--permanent',
      ],
      as(),
    );
    expect(made).toMatchObject({
      object: 'site-redirect',
      source: '/old/install',
      permanent: true,
      draft: false,
      captureWildcard: false,
      destination: { kind: 'site-page', siteSpaceId: expect.any(String), pageId: expect.any(String) },
    });
    const wild = await runJson<any>(
      [
        'sites',
        'redirects',
        'create',
        '--site',
        site,
        '--source',
        '/blog/*',
        '--url',
        'https://blog.example.org',
        '--capture-wildcard',
      ],
      as(),
    );
    const draft = await runJson<any>(
      [
        'sites',
        'redirects',
        'create',
        '--site',
        site,
        '--source',
        '/soon',
        '--url',
        'https://example.org/soon',
        '--draft',
      ],
      as(),
    );

    const live = await runJson<any[]>(['sites', 'redirects', 'list', '--site', site, '--order-by', 'source'], as());
    expect(live.map((r) => r.source)).toEqual(['/blog/*', '/old/install']);
    expect(
      (await runJson<any[]>(['sites', 'redirects', 'list', '--site', site, '--draft'], as())).map((r) => r.id),
    ).toEqual([draft.id]);
    expect(
      (await runJson<any[]>(['sites', 'redirects', 'list', '--site', site, '--search', 'BLOG'], as())).length,
    ).toBe(1);

    const found = await runJson<any>(['sites', 'redirects', 'get', '/blog/2024/hello', '--site', site], as());
    expect(found).toMatchObject({ redirect: { id: wild.id }, target: 'https://blog.example.org/2024/hello' });
    const toPage = await runJson<any>(['sites', 'redirects', 'get', '/OLD/Install', '--site', site], as());
    expect(toPage.target).toBe(`${base}guides/install`);
    expect((await runCli(['sites', 'redirects', 'get', '/soon', '--site', site], as())).code).toBe(3);

    // Visitors: the permanent redirect of a public site is a 308, a temporary one a 302.
    const permanent = await get(`${base}old/install`);
    expect([permanent.status, permanent.headers.get('location')]).toEqual([308, `${base}guides/install`]);
    expect((await get(permanent.headers.get('location')!)).status).toBe(200);
    const temporary = await get(`${base}blog/a/b`);
    expect([temporary.status, temporary.headers.get('location')]).toEqual([302, 'https://blog.example.org/a/b']);
    expect((await get(`${base}soon`)).status).toBe(404);
    // Content wins over redirects: a page at the source is served.
    await runJson(
      ['sites', 'redirects', 'create', '--site', site, '--source', '/guides/install', '--url', 'https://x.example'],
      as(),
    );
    expect((await get(`${base}guides/install`)).status).toBe(200);

    const made2 = await runJson<any>(['sites', 'redirects', 'update', draft.id, '--site', site, '--live'], as());
    expect(made2).toMatchObject({ id: draft.id, draft: false, updatedAt: expect.any(String) });
    expect((await get(`${base}soon`)).status).toBe(302);
    const conflict = await runCli(
      ['sites', 'redirects', 'create', '--site', site, '--source', '/Soon', '--url', 'https://example.org/x'],
      as(),
    );
    expect(conflict.code).toBe(5);
    expect(conflict.stderr).toContain('a live redirect from /Soon already exists');
    expect((await runCli(['sites', 'redirects', 'delete', wild.id, '--site', site, '--yes'], as())).code).toBe(0);
    expect((await get(`${base}blog/a/b`)).status).toBe(404);
  });

  it('imports a CSV as GitBook takes it: create, draft, delete and publish rows, 500 per request', async () => {
    const { site, space } = await publishedSite('Imported redirects');
    const csv = join(tempDir('docs-cli-redirects-'), 'redirects.csv');
    writeFileSync(
      csv,
      `\uFEFFsource,destination,intent\r\n/a,https://example.org/a,\r\n/b,"${space}:guides/configure",draft\r\n/a,https://example.org/again,\r\n/gone,,\r\n`,
    );
    const results = await runJson<any[]>(['sites', 'redirects', 'import', '--file', csv, '--site', site], as());
    expect(results.map((r) => [r.source, r.status, r.draft])).toEqual([
      ['/a', 'created', false],
      ['/b', 'created', true],
      ['/gone', 'error', false],
    ]);
    writeFileSync(csv, 'source,destination,intent\n/b,,publish\n/a,,\n');
    expect(
      (await runJson<any[]>(['sites', 'redirects', 'import', '--file', csv, '--site', site], as())).map(
        (r) => r.status,
      ),
    ).toEqual(['published', 'deleted']);
    expect((await runJson<any[]>(['sites', 'redirects', 'list', '--site', site], as())).map((r) => r.source)).toEqual([
      '/b',
    ]);
    const many = Array.from({ length: 501 }, (_, i) => `/p${i},https://example.org/${i}`).join('\n');
    writeFileSync(csv, `source,destination\n${many}\n`);
    expect((await runJson<any[]>(['sites', 'redirects', 'import', '--file', csv, '--site', site], as())).length).toBe(
      501,
    );
  });

  it('refuses bad input before any request, and with a 400 naming the field at the service', async () => {
    const { site } = await publishedSite('Bad redirects');
    const bad = await runCli(['sites', 'redirects', 'create', '--site', site, '--source', '/x'], as());
    expect([bad.code, bad.stderr.split('\n')[0]]).toEqual([
      2,
      'docs-cli: give a destination: --url, --page with --space, --site-space or --section',
    ]);
    const both = await runCli(
      [
        'sites',
        'redirects',
        'create',
        '--site',
        site,
        '--source',
        '/x',
        '--url',
        'https://a.example',
        '--section',
        's',
      ],
      as(),
    );
    expect(both.stderr).toContain('give one destination, not --url and --section');
    const source = await runCli(
      ['sites', 'redirects', 'create', '--site', site, '--source', 'no-slash', '--url', 'https://a.example'],
      as(),
    );
    expect([source.code, source.stderr.split('\n')[0]]).toEqual([
      2,
      'docs-cli: source: must be a path such as /old/page (letters, digits, - . _ ~ + or %XX), optionally ending in * or /*',
    ]);
    const page = await runCli(
      [
        'sites',
        'redirects',
        'create',
        '--site',
        site,
        '--source',
        '/x',
        '--page',
        'nope',
        '--space',
        await spaceId('Getting Started'),
      ],
      as(),
    );
    expect(page.stderr).toContain('destination.path: no page at nope');
    const reader = await runCli(
      ['sites', 'redirects', 'create', '--site', site, '--source', '/x', '--url', 'https://a.example'],
      as('read'),
    );
    expect(reader.code).toBe(4);
    expect((await runJson<any[]>(['sites', 'redirects', 'list', '--site', site], as('read'))).length).toBe(0);
  });
});
