import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, PNG } from '../../fixtures/content/http.js';
import { startTestService, type TestService } from '../../helpers/service.js';

/** updateChangeRequestContent (reference 0.202.0) on the real service over HTTP. */
let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(async () => svc.close());

let n = 0;
async function newChangeRequest(): Promise<{ space: string; cr: string; base: string }> {
  const space = (await call(svc, 'POST', `/v1/orgs/${svc.orgId}/spaces`, { title: `Batch ${++n}` })).body.id as string;
  const cr = (await call(svc, 'POST', `/v1/spaces/${space}/change-requests`, { subject: 'batch' })).body;
  return { space, cr: String(cr.number), base: `/v1/spaces/${space}/change-requests/${cr.number}` };
}
const send = (base: string, changes: unknown[], query = '?compat=false', role = 'admin') =>
  call(svc, 'POST', `${base}/content${query}`, { changes }, role);
const tree = async (base: string) =>
  (await call(svc, 'GET', `${base}/content`)).body as { id: string; pages: any[]; files: any[] };
const shape = (pages: any[]): any[] => pages.map((p) => (p.pages.length ? { [p.slug]: shape(p.pages) } : p.slug));

const BAD_NAME = 'must be a file name or a relative path of file names (./name for the top folder): ';

describe('updateChangeRequestContent', () => {
  it('inserts nested pages, files and links by ref in one revision, and answers with the affected pages (compat=false)', async () => {
    const { base } = await newChangeRequest();
    const before = await tree(base);
    const first = await send(base, [
      {
        operation: 'insert_page',
        title: 'Guide',
        document: {
          markdown:
            '---\ndescription: All guides\nemoji: "📘"\n---\n\n# Guide\n\nSee [the intro](./intro-ref.md) and ![diagram](./img).\n',
        },
        ref: 'guide-ref',
      },
      {
        operation: 'insert_files',
        files: [{ name: 'diagram.png', ref: 'img', contentType: 'image/png', base64: PNG.toString('base64') }],
      },
    ]);
    expect(first.status).toBe(200);
    expect(first.body.changes).toEqual([
      {
        object: 'created_page',
        ref: 'guide-ref',
        page: { object: 'page', id: expect.any(String), urls: { location: expect.stringContaining('/content/page/') } },
      },
    ]);
    expect(first.body.insertedFiles).toMatchObject([
      { name: 'diagram.png', contentType: 'image/png', size: PNG.length },
    ]);
    const guideId = first.body.changes[0].page.id;
    const second = await send(base, [
      {
        operation: 'insert_page',
        into: guideId,
        document: { markdown: '# Intro\n\nBack to [the guide](../README.md).\n' },
        ref: 'intro-ref',
      },
      {
        operation: 'insert_page',
        into: guideId,
        at: 0,
        title: 'Setup',
        slug: 'setup',
        hidden: true,
        document: { markdown: 'Set things up.\n' },
      },
    ]);
    expect(second.body.changes.map((c: any) => c.object)).toEqual(['created_page', 'created_page']);
    const after = await tree(base);
    expect(after.id).not.toBe(before.id);
    expect(shape(after.pages)).toEqual([{ guide: ['setup', 'intro'] }]);
    const guide = after.pages[0];
    expect(guide).toMatchObject({ title: 'Guide', description: 'All guides', emoji: '📘' });
    // The page's file as sent: its front matter block kept as written, refs resolved in the body.
    expect(guide.markdown).toBe(
      `---\ndescription: All guides\nemoji: "📘"\n---\n\n# Guide\n\nSee [the intro](./intro-ref.md) and ![diagram](/files/${first.body.insertedFiles[0].id}).\n`,
    );
    // Files as GitBook lays them out: the first page is README.md, its children in a folder of its slug.
    expect(guide.pages[0]).toMatchObject({ title: 'Setup', hidden: true, git: { path: 'guide/setup.md' } });
    expect(guide.git.path).toBe('README.md');

    // A pull turns the reference's /files/<id> and /pages/<id> links into relative file links.
    await send(base, [
      {
        operation: 'update_page',
        page: guideId,
        document: {
          markdown: `# Guide\n\nSee [setup](/pages/${guide.pages[0].id}) and ![diagram](/files/${first.body.insertedFiles[0].id}).\n`,
        },
      },
    ]);
    const { runCli, tempDir } = await import('../../helpers/cli.js');
    const dir = tempDir('docs-cli-pull-');
    const number = base.split('/').pop()!;
    const space = base.split('/')[3]!;
    expect((await runCli(['cr', 'pull', number, '--space', space, dir], { url: svc.url, token: svc.token })).code).toBe(
      0,
    );
    const { readFileSync } = await import('node:fs');
    // Each page at its file, links relative to the file; the update sent no front matter, so the
    // page's fields write it.
    expect(readFileSync(`${dir}/README.md`, 'utf8')).toBe(
      '---\ndescription: All guides\nemoji: 📘\n---\n\n# Guide\n\nSee [setup](guide/setup.md) and ![diagram](.gitbook/assets/diagram.png).\n',
    );
    expect(readFileSync(`${dir}/guide/setup.md`, 'utf8')).toBe('---\nhidden: true\n---\n\nSet things up.\n');
  });

  it('renames, moves with into/at, deletes and reverts; compat=true answers the change request', async () => {
    const { base } = await newChangeRequest();
    const made = await send(
      base,
      ['a', 'b', 'c'].map((t) => ({
        operation: 'insert_page',
        title: t.toUpperCase(),
        document: { markdown: `Text ${t}.\n` },
      })),
    );
    const [a, b, c] = made.body.changes.map((x: any) => x.page.id);
    const moved = await send(
      base,
      [
        { operation: 'update_page', page: c, title: 'C renamed', slug: 'see', into: a },
        { operation: 'update_page', page: b, at: 0 },
      ],
      '',
    );
    expect(moved.body).toMatchObject({ object: 'change-request', number: expect.any(Number) });
    expect(shape((await tree(base)).pages)).toEqual(['b', { a: ['see'] }]);
    // `into` naming the current parent and no `at`: the position is unchanged (the reference's words).
    const d = (
      await send(base, [{ operation: 'insert_page', title: 'D', into: a, document: { markdown: 'Text d.\n' } }])
    ).body.changes[0].page.id;
    await send(base, [
      { operation: 'update_page', page: c, into: a },
      { operation: 'update_page', page: b, into: null },
    ]);
    expect(shape((await tree(base)).pages)).toEqual(['b', { a: ['see', 'd'] }]);
    await send(base, [{ operation: 'update_page', page: d, into: a, at: 0 }]);
    expect(shape((await tree(base)).pages)).toEqual(['b', { a: ['d', 'see'] }]);
    await send(base, [{ operation: 'delete_page', page: d }]);
    await send(base, [{ operation: 'delete_page', page: a }]);
    expect(shape((await tree(base)).pages)).toEqual(['b']);
    const reverted = await send(base, [
      { operation: 'update_page', page: b, document: { markdown: 'Changed.\n' } },
      { operation: 'revert_page', page: b },
    ]);
    expect(reverted.body.changes).toEqual([{ object: 'deleted_page', page: b }]);
    expect((await tree(base)).pages).toEqual([]);
  });

  it('rejects a bad batch with a 400 naming the change and field, and applies nothing of it', async () => {
    const { base } = await newChangeRequest();
    const ok = await send(base, [{ operation: 'insert_page', title: 'Keep', document: { markdown: 'Keep me.\n' } }]);
    const keep = ok.body.changes[0].page.id;
    const revision = (await tree(base)).id;
    const cases: Array<[unknown[], string]> = [
      [
        [
          { operation: 'delete_page', page: keep },
          { operation: 'update_page', page: 'nope', title: 'x' },
        ],
        'changes[1].page: no page nope in the change request',
      ],
      [
        [{ operation: 'insert_page', document: { markdown: 'x' }, into: 'missing' }],
        'changes[0].into: no page missing in the change request',
      ],
      [
        [{ operation: 'insert_page', slug: 'keep', document: { markdown: 'x' } }],
        'changes[0].slug: keep is already the slug of a sibling page',
      ],
      [
        [{ operation: 'update_page', page: keep, into: keep }],
        'changes[0].into: a page cannot move under itself or one of its descendants',
      ],
      [
        [{ operation: 'insert_page', document: { markdown: 'x' }, at: 5 }],
        'changes[0].at: must be at most 1 (the number of pages there)',
      ],
      ...[
        '../evil.png',
        'a/../../evil.png',
        '/etc/evil.png',
        'a//b.png',
        'a/./b.png',
        '.',
        'a\\b.png',
        '.git/config',
        '.GIT/hooks/x',
        'c:/x.png',
        'a/b\u0001.png',
        'a/',
        'GIT~1/config',
        '.git::$INDEX_ALLOCATION/x',
        '.g\u200cit/config',
        'docs/con.txt',
        'a/trailing.',
        'a/b\u202e.png',
      ].map((name): [unknown[], string] => [
        [
          {
            operation: 'insert_files',
            files: [
              { name: 'ok.png', contentType: 'image/png', base64: 'AAAA' },
              { name, contentType: 'image/png', base64: 'AAAA' },
            ],
          },
        ],
        `changes[0].files[1].name: ${BAD_NAME}must `,
      ]),
      [
        [
          {
            operation: 'insert_files',
            files: [
              {
                name: 'big.bin',
                contentType: 'application/octet-stream',
                base64: Buffer.alloc(1024 * 1024 + 1).toString('base64'),
              },
            ],
          },
        ],
        'changes[0].files[0].base64: decodes to 1048577 bytes, more than the 1048576 a file may have',
      ],
      [
        [{ operation: 'update_page', page: keep, noIndex: true }],
        'changes[0].noIndex: is not stored by this service (it keeps title, slug, description, emoji and hidden); nothing was applied',
      ],
      [
        [{ operation: 'insert_page', icon: 'gear', document: { markdown: 'x' } }],
        'changes[0].icon: is not stored by this service (it keeps title, slug, description, emoji and hidden); nothing was applied',
      ],
      [
        [{ operation: 'rename_page', page: keep }],
        'changes[0].operation: must be one of insert_page, update_page, delete_page, revert_page, insert_files',
      ],
      [
        Array.from({ length: 51 }, () => ({ operation: 'delete_page', page: keep })),
        'changes: must hold 1 to 50 changes, got 51',
      ],
      [[], 'changes: must hold 1 to 50 changes, got 0'],
    ];
    for (const [changes, message] of cases) {
      const res = await send(base, changes);
      expect(res.status, message).toBe(400);
      // Names are refused with the rule they break (`...: must not have . or .. segments`).
      if (message.endsWith(`${BAD_NAME}must `))
        expect(res.body.error.message.startsWith(message), res.body.error.message).toBe(true);
      else expect(res.body.error.message).toBe(message);
    }
    expect((await tree(base)).id).toBe(revision);
  });

  it('stores a file named by a relative path at that path (git.path), a bare name in .gitbook/assets/, and replaces by path', async () => {
    const { base } = await newChangeRequest();
    const file = (name: string, bytes: Buffer) => ({
      name,
      contentType: 'image/png',
      base64: bytes.toString('base64'),
    });
    const first = await send(base, [
      {
        operation: 'insert_files',
        files: [file('guides/images/dot.png', PNG), file('dot.png', PNG), file('tutorials/img/dot.png', PNG)],
      },
    ]);
    expect(first.status).toBe(200);
    expect(first.body.insertedFiles.map((f: any) => [f.name, f.git.path])).toEqual([
      ['dot.png', 'guides/images/dot.png'],
      ['dot.png', '.gitbook/assets/dot.png'],
      ['dot.png', 'tutorials/img/dot.png'],
    ]);
    const other = Buffer.concat([PNG, Buffer.from([0])]);
    const second = await send(base, [{ operation: 'insert_files', files: [file('guides/images/dot.png', other)] }]);
    expect(second.body.insertedFiles[0]).toMatchObject({ id: first.body.insertedFiles[0].id, size: other.length });
    const files = (await tree(base)).files;
    expect(files.map((f: any) => [f.id, f.git.path, f.size])).toEqual([
      [first.body.insertedFiles[0].id, 'guides/images/dot.png', other.length],
      [first.body.insertedFiles[1].id, '.gitbook/assets/dot.png', PNG.length],
      [first.body.insertedFiles[2].id, 'tutorials/img/dot.png', PNG.length],
    ]);
  });

  it('needs edit rights on the space, and refuses merged change requests', async () => {
    const { space, base } = await newChangeRequest();
    const change = [{ operation: 'insert_page', title: 'X', document: { markdown: 'x\n' } }];
    expect((await send(base, change, '', 'read')).status).toBe(403);
    expect(
      (await call(svc, 'POST', `/v1/spaces/${space}/change-requests/999/content`, { changes: change })).status,
    ).toBe(404);
    expect((await call(svc, 'POST', `${base}/merge`)).status).toBe(200);
    expect((await send(base, change)).status).toBe(409);
  });
});

describe('cr push and pull through updateChangeRequestContent (requests and answers checked against 0.202.0)', () => {
  it('round-trips a folder with nesting, front matter, links, an image, a table and hints; renames, moves and reorders converge', async () => {
    const { runCli, tempDir } = await import('../../helpers/cli.js');
    const { writeTree } = await import('../../fixtures/content/http.js');
    const { readFileSync, renameSync, mkdirSync, writeFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const as = { url: svc.url, token: svc.token };
    const space = (await call(svc, 'POST', `/v1/orgs/${svc.orgId}/spaces`, { title: 'Round trip' })).body.id as string;
    const dir = writeTree(tempDir('docs-cli-rt-'), {
      'README.md': '# Home\n\nSee [the API](api/README.md) and [auth](api/auth.md#tokens).\n',
      'api/README.md':
        '---\ndescription: Every endpoint\nemoji: 🔌\n---\n\n# API\n\n| verb | path |\n| --- | --- |\n| GET | /v1 |\n\n{% hint style="info" %}\nTokens expire.\n{% endhint %}\n',
      'api/auth.md':
        '---\nhidden: true\n---\n\n# Auth\n\n## Tokens\n\n```sh\ncurl -H "Authorization: Bearer $T"\n```\n\n![Flow](../.gitbook/assets/flow.png)\n',
      'api/errors.md': '# Errors\n\n{% tabs %}\n{% tab title="JSON" %}\n`{"error": {}}`\n{% endtab %}\n{% endtabs %}\n',
    });
    mkdirSync(join(dir, '.gitbook', 'assets'), { recursive: true });
    writeFileSync(join(dir, '.gitbook', 'assets', 'flow.png'), PNG);
    const pushed = await runCli(['cr', 'push', dir, '--space', space, '-o', 'json'], as);
    expect(pushed.code, pushed.stderr).toBe(0);
    const cr = String(JSON.parse(pushed.stdout).changeRequest);
    const again = JSON.parse(
      (await runCli(['cr', 'push', dir, '--space', space, '--to', cr, '-o', 'json'], as)).stdout,
    );
    expect(again).toMatchObject({ changes: 0, plan: [] });

    const back = tempDir('docs-cli-rt-back-');
    expect((await runCli(['cr', 'pull', cr, '--space', space, back], as)).code).toBe(0);
    for (const file of ['README.md', 'api/README.md', 'api/auth.md', 'api/errors.md'])
      expect(readFileSync(join(back, file), 'utf8'), file).toBe(readFileSync(join(dir, file), 'utf8'));
    expect(readFileSync(join(back, '.gitbook/assets/flow.png'))).toEqual(PNG);
    expect(readFileSync(join(back, 'SUMMARY.md'), 'utf8')).toBe(
      '# Table of contents\n\n* [Home](README.md)\n* [API](api/README.md)\n  * [Auth](api/auth.md)\n  * [Errors](api/errors.md)\n',
    );
    const links = (await call(svc, 'GET', `/v1/spaces/${space}/change-requests/${cr}/links`)).body;
    expect(links.stats.broken.total, JSON.stringify(links.items.filter((l: any) => l.status === 'broken'))).toBe(0);

    // Rename errors.md to failures.md, move auth.md to the root after README, and reorder.
    renameSync(join(back, 'api/errors.md'), join(back, 'api/failures.md'));
    renameSync(join(back, 'api/auth.md'), join(back, 'auth.md'));
    writeFileSync(
      join(back, 'SUMMARY.md'),
      '# Table of contents\n\n* [Home](README.md)\n* [Auth](auth.md)\n* [API](api/README.md)\n  * [Errors](api/failures.md)\n',
    );
    const plan = JSON.parse(
      (await runCli(['cr', 'push', back, '--space', space, '--to', cr, '-o', 'json'], as)).stdout,
    ).plan;
    expect(plan).toEqual([
      'move    api/auth.md -> auth.md',
      'move    api/errors.md -> api/failures.md',
      'reorder auth.md (position 2)',
    ]);
    expect(
      JSON.parse((await runCli(['cr', 'push', back, '--space', space, '--to', cr, '-o', 'json'], as)).stdout).plan,
    ).toEqual([]);
    const tree = (await call(svc, 'GET', `/v1/spaces/${space}/change-requests/${cr}/content`)).body;
    expect(shape(tree.pages)).toEqual(['home', 'auth', { api: ['failures'] }]);
  });
});
