import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, PNG } from '../../fixtures/content/http.js';
import { componentProblems } from '../../helpers/contract.js';
import { startTestService, type TestService } from '../../helpers/service.js';

/**
 * The page model of Git Sync on the service: group and link pages (the reference's
 * RevisionPageGroup and RevisionPageLink), each page's file (`git.path`) and front matter kept as
 * written, pages the service moves taking their links along, and the one name rule (400s naming it).
 */
let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(async () => svc.close());

let n = 0;
async function newChangeRequest(): Promise<string> {
  const space = (await call(svc, 'POST', `/v1/orgs/${svc.orgId}/spaces`, { title: `Git Sync ${++n}` })).body
    .id as string;
  const cr = (await call(svc, 'POST', `/v1/spaces/${space}/change-requests`, { subject: 'git sync' })).body;
  return `/v1/spaces/${space}/change-requests/${cr.number}`;
}
const send = (base: string, changes: unknown[]) => call(svc, 'POST', `${base}/content?compat=false`, { changes });
const content = async (base: string) =>
  (await call(svc, 'GET', `${base}/content`)).body as { pages: any[]; files: any[] };

describe('group and link pages', () => {
  it('stores groups at the top and link pages, answers them as the reference shapes them, and keeps files and front matter', async () => {
    const base = await newChangeRequest();
    const made = await send(base, [
      {
        operation: 'insert_page',
        ref: 'home',
        title: 'Home',
        slug: 'home',
        git: { path: 'README.md' },
        document: { markdown: '---\ndescription: >-\n  Folded\n  text\nicon: rocket\n---\n\n# Home\n' },
      },
      { operation: 'insert_page', ref: 'g', type: 'group', title: 'Getting Started', slug: 'start', document: {} },
    ]);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const group = made.body.changes[1].page.id as string;
    const more = await send(base, [
      {
        operation: 'insert_page',
        into: group,
        title: 'Quickstart',
        slug: 'intro',
        git: { path: 'docs/quickstart.md' },
        document: { markdown: '# Quickstart\n\nBack [home](../README.md).\n' },
      },
      {
        operation: 'insert_page',
        into: group,
        type: 'link',
        title: 'Forum',
        target: { kind: 'url', url: 'https://forum.example.org' },
        document: {},
      },
      { operation: 'insert_page', into: group, title: 'Legacy', slug: 'legacy', document: {} },
    ]);
    expect(more.status, JSON.stringify(more.body)).toBe(200);
    const { pages } = await content(base);
    expect(pages.map((p) => [p.type, p.kind, p.title, p.slug, p.path])).toEqual([
      ['document', 'sheet', 'Home', 'home', 'home'],
      ['group', 'group', 'Getting Started', 'start', 'start'],
    ]);
    expect(componentProblems('0.137.0', 'RevisionPageGroup', pages[1])).toEqual([]);
    const [quick, forum, legacy] = pages[1].pages;
    expect(quick).toMatchObject({ path: 'start/intro', git: { path: 'docs/quickstart.md' } });
    expect(forum).toEqual({
      id: expect.any(String),
      title: 'Forum',
      kind: 'link',
      type: 'link',
      target: { kind: 'url', url: 'https://forum.example.org' },
      href: 'https://forum.example.org',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(componentProblems('0.137.0', 'RevisionPageLink', forum)).toEqual([]);
    // An entry without a file has none; the home page keeps its block as written (icon included).
    expect(legacy.git).toBeUndefined();
    expect(pages[0]).toMatchObject({
      description: 'Folded text',
      markdown: '---\ndescription: >-\n  Folded\n  text\nicon: rocket\n---\n\n# Home\n',
      git: { path: 'README.md' },
    });
    expect(pages[0].emoji).toBeUndefined();
    // A field changed through the API rewrites only its key of the block.
    await send(base, [{ operation: 'update_page', page: pages[0].id, hidden: true }]);
    expect((await content(base)).pages[0].markdown).toBe(
      '---\ndescription: >-\n  Folded\n  text\nicon: rocket\nhidden: true\n---\n\n# Home\n',
    );
  });

  it('refuses what a Git Sync folder cannot hold, with a 400 naming the change, the field and the rule', async () => {
    const base = await newChangeRequest();
    const group = (await send(base, [{ operation: 'insert_page', type: 'group', title: 'G', document: {} }])).body
      .changes[0].page.id;
    const link = (
      await send(base, [
        {
          operation: 'insert_page',
          type: 'link',
          title: 'L',
          target: { kind: 'url', url: 'https://x.example' },
          document: {},
        },
      ])
    ).body.changes[0].page.id;
    expect(
      (
        await send(base, [
          { operation: 'insert_page', title: 'P', git: { path: 'p.md' }, document: { markdown: '# P\n' } },
        ])
      ).status,
    ).toBe(200);
    const cases: Array<[unknown, string]> = [
      [
        { operation: 'insert_page', type: 'group', title: 'Nested', into: group, document: {} },
        'changes[0].into: a group page is always at the top level',
      ],
      [
        { operation: 'insert_page', type: 'group', title: 'X', document: { markdown: '# Body\n' } },
        'changes[0].document: a group page has no content of its own; send {}',
      ],
      [
        { operation: 'insert_page', type: 'link', title: 'X', document: {} },
        'changes[0].target: is required for a link page',
      ],
      [
        { operation: 'insert_page', title: 'X', into: link, document: {} },
        'changes[0].into: a link page has no children',
      ],
      [
        { operation: 'insert_page', type: 'folder', title: 'X', document: {} },
        'changes[0].type: must be one of document, group, link',
      ],
      [
        { operation: 'insert_page', title: 'X', git: { path: 'notes.txt' }, document: {} },
        'changes[0].git.path: must name a markdown file (.md)',
      ],
      [
        { operation: 'insert_page', title: 'X', git: { path: '../x.md' }, document: {} },
        'changes[0].git.path: must not have . or .. segments',
      ],
      [
        { operation: 'insert_page', title: 'X', git: { path: 'GIT~1/x.md' }, document: {} },
        'changes[0].git.path: must not be .git or a name a file system reads as .git',
      ],
      [
        // (`P.md` beside `p.md` is another file: Git keeps both, and so does GitBook.)
        { operation: 'insert_page', title: 'X', git: { path: 'p.md' }, document: {} },
        'changes[0].git.path: p.md is already the file of page "P"',
      ],
      [
        { operation: 'insert_page', title: 'Two\nlines', document: {} },
        'changes[0].title: must not contain line breaks or control characters (U+000A)',
      ],
      [
        { operation: 'insert_page', document: { markdown: '# Evil \u202egnp\n' } },
        'changes[0].document.markdown: title must not contain bidirectional formatting characters (U+202E)',
      ],
      [
        // The page's own line (the YAML's line 1 is the page's line 2), the parser's sentence, no excerpt.
        { operation: 'insert_page', document: { markdown: '---\ndescription: Step 1: open\n---\n\n# S\n' } },
        'changes[0].document.markdown: front matter: Nested mappings are not allowed in compact mappings (line 2)',
      ],
      [
        { operation: 'update_page', page: group, git: { path: 'g.md' } },
        'changes[0].git: a group page has no file; only document pages do',
      ],
      [
        { operation: 'insert_files', files: [{ name: 'p.md', contentType: 'text/markdown', base64: 'AAAA' }] },
        'changes[0].files[0].name: .gitbook/assets/p.md',
      ],
      [
        { operation: 'insert_files', files: [{ name: './p.md', contentType: 'text/markdown', base64: 'AAAA' }] },
        'changes[0].files[0].name: p.md is the file of page "P"; a file cannot take a page\'s path',
      ],
    ];
    const before = await content(base);
    for (const [change, message] of cases) {
      const res = await send(base, [change]);
      if (message.endsWith('.gitbook/assets/p.md')) {
        // A bare name goes to the assets: no clash with the page, accepted.
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        continue;
      }
      expect(
        [res.status, res.body.error?.message?.startsWith(message)],
        `${message} / ${res.body.error?.message}`,
      ).toEqual([400, true]);
    }
    expect((await content(base)).pages).toEqual(before.pages);
  });

  it('moves a page and its folder when the service moves it, rewriting links from it and to it', async () => {
    const base = await newChangeRequest();
    const ids = (
      await send(base, [
        {
          operation: 'insert_page',
          ref: 'a',
          title: 'Home',
          git: { path: 'README.md' },
          document: { markdown: '# Home\n\nSee [setup](guides/setup.md#run) and <img src="guides/img/x.png">.\n' },
        },
        {
          operation: 'insert_page',
          ref: 'g',
          title: 'Guides',
          git: { path: 'guides/README.md' },
          document: { markdown: '# Guides\n' },
        },
        {
          operation: 'insert_page',
          ref: 'r',
          title: 'Reference',
          git: { path: 'reference/README.md' },
          document: { markdown: '# Reference\n' },
        },
        {
          operation: 'insert_files',
          files: [{ name: 'guides/img/x.png', contentType: 'image/png', base64: PNG.toString('base64') }],
        },
      ])
    ).body.changes.map((c: any) => c.page.id);
    const [, guides, reference] = ids as [string, string, string];
    const setup = (
      await send(base, [
        {
          operation: 'insert_page',
          into: guides,
          title: 'Setup',
          git: { path: 'guides/setup.md' },
          document: { markdown: '# Setup\n\n![x](img/x.png) [ref](../reference/README.md) [home](../README.md)\n' },
        },
      ])
    ).body.changes[0].page.id as string;
    // The service moves Guides (and Setup inside its folder) under Reference.
    const moved = await send(base, [{ operation: 'update_page', page: guides, into: reference }]);
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const { pages } = await content(base);
    const byId = new Map<string, any>();
    const walk = (list: any[]) => {
      for (const p of list) {
        byId.set(p.id, p);
        walk(p.pages);
      }
    };
    walk(pages);
    expect(byId.get(guides).git.path).toBe('reference/guides/README.md');
    expect(byId.get(setup).git.path).toBe('reference/guides/setup.md');
    expect(byId.get(setup).markdown).toBe(
      '# Setup\n\n![x](../../guides/img/x.png) [ref](../README.md) [home](../../README.md)\n',
    );
    expect(pages[0].markdown).toBe(
      '# Home\n\nSee [setup](reference/guides/setup.md#run) and <img src="guides/img/x.png">.\n',
    );
    // A move that names the page's file is the writer's: nothing is rewritten.
    await send(base, [{ operation: 'update_page', page: setup, into: null, git: { path: 'setup.md' } }]);
    const after = (await content(base)).pages;
    expect(after.find((p: any) => p.id === setup)).toMatchObject({
      git: { path: 'setup.md' },
      markdown: '# Setup\n\n![x](../../guides/img/x.png) [ref](../README.md) [home](../../README.md)\n',
    });
  });
});
