import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, runJson, tempDir } from '../../helpers/cli.js';
import { startTestService, type TestService } from '../../helpers/service.js';
import { call, pdfText, writeTree } from '../../fixtures/content/http.js';

let svc: TestService;
let root: string;

beforeAll(async () => {
  root = tempDir('docs-cli-cr-');
  svc = await startTestService({ importRoot: root });
});
afterAll(async () => svc.close());

const as = (role = 'admin') => ({ url: svc.url, token: svc.tokenFor(role) });
let n = 0;
/** A folder of markdown under the import root, as a file: URL (the service's own import, not a push). */
const folder = (files: Record<string, string>) => pathToFileURL(writeTree(join(root, `src-${++n}`), files)).href;

async function spaceWith(files: Record<string, string>): Promise<string> {
  const space = (await runJson(['spaces', 'create', '--title', `CR space ${++n}`], as())).id as string;
  await runJson(['spaces', 'import', space, folder(files)], as());
  return space;
}

const BASE = {
  'alpha.md': '# Alpha\n\nOriginal alpha text.\n',
  'beta.md': '# Beta\n\nOriginal beta text.\n',
};

const pageText = async (space: string, path: string, cr?: string) =>
  (
    await runCli(
      cr ? ['cr', 'content', 'page', cr, path, '--space', space] : ['spaces', 'content', 'page', space, path],
      as(),
    )
  ).stdout;

describe('change requests: merge and conflicts', () => {
  it('merges the first of two edits of a page; the second is outdated and conflicts; a different page merges cleanly', async () => {
    const space = await spaceWith(BASE);
    const create = async (subject: string, files: Record<string, string>) =>
      runJson(['cr', 'create', '--space', space, '--subject', subject, '--import', folder(files), '--open'], as());
    const first = await create('Alpha, take one', { 'alpha.md': '# Alpha\n\nAlpha edited by the first request.\n' });
    const second = await create('Alpha, take two', { 'alpha.md': '# Alpha\n\nAlpha edited by the second request.\n' });
    const third = await create('Beta only', { 'beta.md': '# Beta\n\nBeta edited by the third request.\n' });
    expect([first.number, second.number, third.number]).toEqual([1, 2, 3]);
    expect(first).toMatchObject({ status: 'open', outdated: false });

    // The request's content is its own until merged.
    expect(await pageText(space, 'alpha', '1')).toContain('first request');
    expect(await pageText(space, 'alpha')).toContain('Original alpha');

    const merged = await runCli(['cr', 'merge', '1', '--space', space, '-o', 'json'], as());
    expect(merged.code).toBe(0);
    const result = JSON.parse(merged.stdout);
    expect(result).toEqual({ revision: expect.any(String), result: 'merge' });
    const spaceAfter = (await call(svc, 'GET', `/v1/spaces/${space}`)).body;
    expect(spaceAfter.revision).toBe(result.revision);
    const content = (await call(svc, 'GET', `/v1/spaces/${space}/content`)).body;
    expect(content).toMatchObject({ type: 'merge', mergedFrom: { number: 1, status: 'merged' } });
    expect(await pageText(space, 'alpha')).toContain('first request');

    expect(await runJson(['cr', 'get', '2', '--space', space], as())).toMatchObject({ outdated: true });
    const before = (await call(svc, 'GET', `/v1/spaces/${space}/change-requests/2`)).body.revision;
    for (const verb of ['update-from-main', 'merge']) {
      const res = await runCli(['cr', verb, '2', '--space', space], as());
      expect(res.code, verb).toBe(5);
      expect(res.stderr).toContain('page alpha (Alpha)');
      expect(res.stdout).toBe('');
    }
    const json = await runCli(['cr', 'merge', '2', '--space', space, '--json'], as());
    expect(json.code).toBe(5);
    expect(JSON.parse(json.stdout)).toMatchObject({
      result: 'conflicts',
      conflicts: [{ kind: 'page', path: 'alpha' }],
    });
    expect((await call(svc, 'GET', `/v1/spaces/${space}`)).body.revision).toBe(spaceAfter.revision);
    // update-from-main wrote git-style markers into the page and moved the request to main;
    // the merge refuses while they are there.
    expect((await call(svc, 'GET', `/v1/spaces/${space}/change-requests/2`)).body).toMatchObject({
      status: 'open',
      outdated: false,
      revisionMergedAncestor: spaceAfter.revision,
    });
    expect((await call(svc, 'GET', `/v1/spaces/${space}/change-requests/2`)).body.revision).not.toBe(before);
    expect(await pageText(space, 'alpha', '2')).toContain(
      '<<<<<<< change request\nAlpha edited by the second request.\n=======\nAlpha edited by the first request.\n>>>>>>> main',
    );

    const updated = await runCli(['cr', 'update-from-main', '3', '--space', space], as());
    expect(updated.code).toBe(0);
    const crThree = await runJson(['cr', 'get', '3', '--space', space], as());
    expect(crThree).toMatchObject({ outdated: false, revisionMergedAncestor: spaceAfter.revision });
    expect((await call(svc, 'GET', `/v1/spaces/${space}/change-requests/3/content`)).body.type).toBe('update');
    expect(await pageText(space, 'alpha', '3')).toContain('first request');
    expect((await runCli(['cr', 'merge', '3', '--space', space], as())).code).toBe(0);
    expect(await pageText(space, 'alpha')).toContain('first request');
    expect(await pageText(space, 'beta')).toContain('third request');
  });

  it('merges an outdated request without conflicts directly (three-way), keeping both sides', async () => {
    const space = await spaceWith(BASE);
    const a = await runJson(
      [
        'cr',
        'create',
        '--space',
        space,
        '--import',
        folder({ 'alpha.md': '# Alpha\n\nA changed.\n', 'gamma.md': '# Gamma\n\nNew page.\n' }),
      ],
      as(),
    );
    const b = await runJson(
      ['cr', 'create', '--space', space, '--import', folder({ 'beta.md': '# Beta\n\nB changed.\n' })],
      as(),
    );
    expect((await runCli(['cr', 'merge', String(b.number), '--space', space], as())).code).toBe(0);
    expect((await runCli(['cr', 'merge', a.id, '--space', space], as())).code).toBe(0);
    const paths = (await runCli(['spaces', 'content', 'pages', space], as())).stdout
      .split('\n')
      .filter(Boolean)
      .map((l) => l.split('\t')[1]);
    expect(paths).toEqual(['alpha', 'beta', 'gamma']);
    expect(await pageText(space, 'beta')).toContain('B changed');
    expect(await pageText(space, 'alpha')).toContain('A changed');
  });

  it('maps merge failures to exit codes: 3 unknown, 5 already merged or archived, 4 without the review role', async () => {
    const space = await spaceWith(BASE);
    expect((await runCli(['cr', 'merge', '99', '--space', space], as())).code).toBe(3);
    const cr = await runJson(['cr', 'create', '--space', space, '--subject', 'x'], as());
    expect((await runCli(['cr', 'merge', '1', '--space', space], as('edit'))).code).toBe(4);
    await runJson(['cr', 'update', '1', '--space', space, '--status', 'archived'], as());
    expect((await runCli(['cr', 'merge', '1', '--space', space], as())).code).toBe(5);
    await runJson(['cr', 'update', cr.id, '--space', space, '--status', 'open'], as());
    expect((await runCli(['cr', 'merge', '1', '--space', space], as('review'))).code).toBe(0);
    const again = await runCli(['cr', 'merge', '1', '--space', space], as());
    expect(again.code).toBe(5);
    expect(again.stderr).toContain('already merged');
    expect((await call(svc, 'PATCH', `/v1/spaces/${space}/change-requests/1`, { status: 'open' })).status).toBe(409);
  });
});

describe('change requests: lifecycle', () => {
  it('creates drafts, moves between statuses, filters the list and keeps the space counters right', async () => {
    const space = await spaceWith(BASE);
    const draft = await runJson(['cr', 'create', '--space', space, '--subject', 'Draft one'], as('edit'));
    expect(draft).toMatchObject({
      number: 1,
      status: 'draft',
      subject: 'Draft one',
      outdated: false,
      comments: 0,
      createdBy: { displayName: 'Eddie Editor' },
    });
    await runJson(['cr', 'create', '--space', space, '--subject', 'Second', '--open'], as());
    expect(await runJson(['spaces', 'get', space], as())).toMatchObject({
      changeRequests: 2,
      changeRequestsOpen: 1,
      changeRequestsDraft: 1,
    });
    expect((await runJson(['cr', 'list', '--space', space], as())).map((c: any) => c.number)).toEqual([2]);
    expect(
      (await runJson(['cr', 'list', '--space', space, '--status', 'draft'], as())).map((c: any) => c.number),
    ).toEqual([1]);
    expect(
      (
        await runJson(['cr', 'list', '--space', space, '--status', 'draft', '--contributor', svc.userId('edit')], as())
      ).map((c: any) => c.number),
    ).toEqual([1]);
    expect(
      await runJson(['cr', 'list', '--space', space, '--status', 'open', '--contributor', svc.userId('edit')], as()),
    ).toEqual([]);
    const ids = await runCli(['cr', 'list', '--space', space, '--status', 'draft', '-o', 'ids'], as());
    expect(ids.stdout).toBe('1\n');
    const renamed = await runJson(
      ['cr', 'update', '1', '--space', space, '--subject', 'Renamed', '--status', 'open'],
      as(),
    );
    expect(renamed).toMatchObject({ subject: 'Renamed', status: 'open' });
    expect(await runJson(['spaces', 'get', space], as())).toMatchObject({
      changeRequestsOpen: 2,
      changeRequestsDraft: 0,
    });
    expect((await call(svc, 'PATCH', `/v1/spaces/${space}/change-requests/1`, { status: 'merged' })).status).toBe(400);
    const long = await runCli(['cr', 'create', '--space', space, '--subject', 'x'.repeat(101), '--verbose'], as());
    expect(long.code).toBe(2);
    expect(long.stderr).not.toContain('> POST');
    expect((await runCli(['cr', 'create', '--space', space, '--subject', 'no'], as('read'))).code).toBe(4);
    expect((await runCli(['cr', 'get', '7', '--space', space], as())).code).toBe(3);
    expect((await call(svc, 'GET', `/v1/spaces/${space}/change-requests?status=bogus`)).status).toBe(400);
  });
});

describe('change requests: diff and pdf', () => {
  it('shows a unified diff of the changed pages only', async () => {
    const space = await spaceWith({ ...BASE, 'gamma.md': '# Gamma\n\nline 1\nline 2\nline 3\n' });
    await runJson(
      [
        'cr',
        'create',
        '--space',
        space,
        '--import',
        folder({ 'gamma.md': '# Gamma\n\nline 1\nline two\nline 3\n', 'delta.md': '# Delta\n\nBrand new.\n' }),
      ],
      as(),
    );
    const diff = await runCli(['cr', 'diff', '1', '--space', space], as());
    expect(diff.code).toBe(0);
    expect(diff.stdout).toBe(
      [
        'diff delta (new page)',
        '--- /dev/null',
        '+++ b/delta.md',
        '@@ -0,0 +1,3 @@',
        '+# Delta',
        '+',
        '+Brand new.',
        'diff gamma',
        '--- a/gamma.md',
        '+++ b/gamma.md',
        '@@ -1,5 +1,5 @@',
        ' # Gamma',
        ' ',
        ' line 1',
        '-line 2',
        '+line two',
        ' line 3',
        '',
      ].join('\n'),
    );
    expect((await runCli(['cr', 'diff', '1', '--space', space, '--name-only'], as())).stdout).toBe('delta\ngamma\n');
  });

  it("writes a PDF of the pages that a PDF reader opens, with the pages' text", async () => {
    const space = await spaceWith({
      'README.md': '# Handbook\n\nThe okapi chapter.\n',
      'more.md': '# More\n\nSecond page about tapirs.\n',
    });
    await runJson(
      [
        'cr',
        'create',
        '--space',
        space,
        '--subject',
        'Print me',
        '--import',
        folder({ 'more.md': '# More\n\nSecond page about capybaras.\n' }),
      ],
      as(),
    );
    const out = join(tempDir(), 'review.pdf');
    const res = await runCli(['cr', 'pdf', '1', '--space', space, '--output', out], as());
    expect(res.code).toBe(0);
    const pdf = readFileSync(out);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.subarray(-6).toString()).toMatch(/%%EOF/);
    const text = pdfText(pdf);
    expect(text).toContain('Handbook');
    expect(text).toContain('okapi chapter');
    expect(text).toContain('capybaras');
    expect(text).not.toContain('tapirs');
    const only = join(tempDir(), 'one.pdf');
    expect(
      (await runCli(['cr', 'pdf', '1', '--space', space, '--output', only, '--page', 'more', '--only'], as())).code,
    ).toBe(0);
    expect(pdfText(readFileSync(only))).not.toContain('okapi');
    const { body } = await call(svc, 'GET', `/v1/spaces/${space}/change-requests/1/pdf`);
    const tampered = body.url.replace(/\.[^.]+$/, '.AAAA');
    expect((await fetch(tampered)).status).toBe(404);
    expect((await fetch(body.url)).headers.get('content-type')).toBe('application/pdf');
    expect((await call(svc, 'GET', `/v1/spaces/${space}/change-requests/1/pdf?only=true`)).status).toBe(400);
    expect((await runCli(['cr', 'pdf', '1', '--space', space, '--only'], as())).code).toBe(2);
  });
});
