import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../fixtures/content/http.js';
import { componentProblems } from '../../helpers/contract.js';
import { startTestService, type TestService } from '../../helpers/service.js';

/**
 * updateChangeRequestContent with JSON documents and block reverts, and `format=document` reads,
 * on the real service over HTTP (answers and requests checked against the references).
 */
let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(async () => svc.close());

let n = 0;
async function newSpace(): Promise<string> {
  return (await call(svc, 'POST', `/v1/orgs/${svc.orgId}/spaces`, { title: `Documents ${++n}` })).body.id as string;
}
async function newChangeRequest(space: string): Promise<string> {
  const cr = (await call(svc, 'POST', `/v1/spaces/${space}/change-requests`, { subject: 'documents' })).body;
  return `/v1/spaces/${space}/change-requests/${cr.number}`;
}
const send = (base: string, changes: unknown[]) => call(svc, 'POST', `${base}/content?compat=false`, { changes });
const page = async (base: string, id: string, format = 'markdown') =>
  (await call(svc, 'GET', `${base}/content/page/${id}?format=${format}`)).body;
const revisionOf = async (base: string) => (await call(svc, 'GET', `${base}/content`)).body.id as string;

const text = (value: string, ...marks: string[]) => ({
  object: 'text',
  leaves: [{ object: 'leaf', text: value, marks: marks.map((type) => ({ object: 'mark', type })) }],
});
const block = (type: string, data: object, nodes?: unknown[], extra: object = {}) => ({
  object: 'block',
  type,
  data,
  ...(nodes ? { nodes } : {}),
  ...extra,
});
const paragraph = (...nodes: unknown[]) => block('paragraph', {}, nodes);
const doc = (...nodes: unknown[]) => ({ object: 'document', data: {}, nodes });
const withoutKeys = (value: unknown) => JSON.parse(JSON.stringify(value, (k, v) => (k === 'key' ? undefined : v)));

/** Every document the service gives must hold in both references. */
function expectValid(document: unknown) {
  expect(componentProblems('0.137.0', 'JSONDocument', document)).toEqual([]);
  expect(componentProblems('0.202.0', 'JSONDocument', document)).toEqual([]);
}

describe('insert_page and update_page with JSON documents', () => {
  const rich = doc(
    block('heading-1', {}, [text('Heading')]),
    paragraph(
      text('See '),
      {
        object: 'inline',
        type: 'link',
        data: { ref: { kind: 'url', url: 'https://example.com' } },
        nodes: [text('the site', 'bold')],
      },
      text(' and '),
      { object: 'inline', type: 'emoji', data: { code: '1f680' }, isVoid: true },
    ),
    block('list-tasks', {}, [
      block('list-item', { checked: true }, [paragraph(text('done'))]),
      block('list-item', { checked: false }, [paragraph(text('todo', 'italic'))]),
    ]),
    block('hint', { style: 'warning' }, [paragraph(text('Careful'))]),
    block('code', { syntax: 'sh', title: 'install.sh' }, [
      block('code-line', {}, [text('npm i')]),
      block('code-line', {}, [text('npm test')]),
    ]),
    block(
      'table',
      {
        view: { type: 'grid', columns: ['a', 'b'], hideHeader: false },
        definition: {
          a: { id: 'a', title: 'Name', type: 'text', textAlignment: 'left' },
          b: { id: 'b', title: 'Size', type: 'text', textAlignment: 'right' },
        },
        records: { x: { orderIndex: 'a1', values: { a: 'fa', b: 'fb' } } },
      },
      undefined,
      {
        isVoid: true,
        fragments: [
          { object: 'fragment', fragment: 'fa', nodes: [paragraph(text('alpha'))] },
          { object: 'fragment', fragment: 'fb', nodes: [paragraph(text('1'))] },
        ],
      },
    ),
  );
  const markdown =
    '# Heading\n\nSee [**the site**](https://example.com) and 🚀\n\n* [x] done\n* [ ] *todo*\n\n{% hint style="warning" %}\nCareful\n{% endhint %}\n\n' +
    '{% code title="install.sh" %}\n```sh\nnpm i\nnpm test\n```\n{% endcode %}\n\n| Name  | Size |\n| ----- | ---: |\n| alpha |    1 |\n';

  it('stores the document as markdown, reads it back as markdown and as the same document (keys added)', async () => {
    const space = await newSpace();
    const base = await newChangeRequest(space);
    const made = await send(base, [{ operation: 'insert_page', title: 'From JSON', document: { document: rich } }]);
    expect(made.status).toBe(200);
    const id = made.body.changes[0].page.id as string;
    const asMarkdown = await page(base, id);
    // The title is the field's: a JSON document's heading does not title the page (markdown only).
    expect(asMarkdown).toMatchObject({ title: 'From JSON', markdown });
    const asDocument = await page(base, id, 'document');
    expect(asDocument.markdown).toBeUndefined();
    expectValid(asDocument.document);
    expect(withoutKeys(asDocument.document.nodes)).toMatchObject(
      withoutKeys(rich.nodes).map((b: Record<string, unknown>) =>
        b.type === 'table' ? { type: 'table', isVoid: true } : b,
      ),
    );
    expect(asDocument.document.nodes.every((b: { key?: string }) => typeof b.key === 'string')).toBe(true);
    // Read twice, the same keys.
    expect((await page(base, id, 'document')).document).toEqual(asDocument.document);
  });

  it('update_page replaces the content and keeps the title; {} empties a page; a page without title is Untitled', async () => {
    const space = await newSpace();
    const base = await newChangeRequest(space);
    const made = await send(base, [
      { operation: 'insert_page', title: 'Kept', document: { markdown: '# Kept\n\nOld text.\n' } },
      { operation: 'insert_page', document: { document: doc(paragraph(text('No title here.'))) } },
      { operation: 'insert_page', title: 'Blank', document: {} },
    ]);
    const [kept, untitled, blank] = made.body.changes.map((c: { page: { id: string } }) => c.page.id);
    expect(await page(base, untitled)).toMatchObject({ title: 'Untitled', markdown: 'No title here.\n' });
    expect(await page(base, blank)).toMatchObject({ title: 'Blank', markdown: '' });
    expect((await page(base, blank, 'document')).document).toEqual({ object: 'document', data: {}, nodes: [] });
    await send(base, [
      {
        operation: 'update_page',
        page: kept,
        document: { document: doc(block('heading-2', {}, [text('New')]), paragraph(text('New text.'))) },
      },
    ]);
    expect(await page(base, kept)).toMatchObject({ title: 'Kept', markdown: '## New\n\nNew text.\n' });
    await send(base, [{ operation: 'update_page', page: kept, document: {} }]);
    expect(await page(base, kept)).toMatchObject({ title: 'Kept', markdown: '' });
  });

  it('refuses a malformed document with the path of the fault, and applies nothing of the batch', async () => {
    const space = await newSpace();
    const base = await newChangeRequest(space);
    await send(base, [{ operation: 'insert_page', title: 'Keep', document: { markdown: 'Keep.\n' } }]);
    const revision = await revisionOf(base);
    const cases: Array<[unknown, string]> = [
      [
        { document: doc(paragraph(text('ok')), block('hint', { style: 'info' }, [block('code', {}, [])])) },
        'changes[1].document.document.nodes[1].nodes[0].type: a code block cannot be in a hint',
      ],
      [
        { document: doc(paragraph({ object: 'text', leaves: [{ object: 'leaf', text: 1, marks: [] }] })) },
        'changes[1].document.document.nodes[0].nodes[0].leaves[0].text: must be a string, got number',
      ],
      [
        { document: { object: 'document', data: {} } },
        'changes[1].document.document.nodes: must be an array, got undefined',
      ],
      [
        { document: doc(block('drawing', {}, undefined, { isVoid: true })) },
        'changes[1].document.document.nodes[0].type: drawing blocks cannot be stored as markdown by this service',
      ],
      [{ markdown: 'x', document: doc() }, 'changes[1].document: give either markdown or document, not both'],
      [{ html: '<p>x</p>' }, 'changes[1].document: must be {"markdown": ...}, {"document": ...} or {} (got "html")'],
    ];
    for (const [document, message] of cases) {
      const res = await send(base, [
        { operation: 'insert_page', title: 'First', document: { markdown: 'First.\n' } },
        { operation: 'insert_page', title: 'Second', document },
      ]);
      expect(res.status, message).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
    expect(await revisionOf(base)).toBe(revision);
  });
});

describe('revert_page with block', () => {
  const original = '# Notes\n\nFirst paragraph.\n\nSecond paragraph.\n\n* one\n* two\n\nLast paragraph.\n';
  const edited = '# Notes\n\nA new paragraph.\n\nFirst paragraph.\n\n* one\n* two\n\nLast paragraph, edited.\n';

  /** A space whose page holds `original`, and a change request that edited it to `edited`. */
  async function edit() {
    const space = await newSpace();
    const first = await newChangeRequest(space);
    const id = (await send(first, [{ operation: 'insert_page', title: 'Notes', document: { markdown: original } }]))
      .body.changes[0].page.id as string;
    expect((await call(svc, 'POST', `${first}/merge`)).status).toBe(200);
    const base = await newChangeRequest(space);
    await send(base, [
      {
        operation: 'update_page',
        page: id,
        title: 'Notes, renamed',
        description: 'Edited',
        document: { markdown: edited },
      },
    ]);
    const target = (await call(svc, 'GET', `/v1/spaces/${space}/content/page/${id}?format=document`)).body.document;
    const current = (await page(base, id, 'document')).document;
    expectValid(target);
    expectValid(current);
    const keyOf = (d: { nodes: Array<{ key: string }> }, snippet: string) =>
      d.nodes.find((b) => JSON.stringify(b).includes(snippet))!.key;
    return { space, base, id, target, current, keyOf };
  }

  it('removes an added block, restores a deleted one where it was, resets a modified one; the rest and the page properties stay', async () => {
    const { base, id, target, current, keyOf } = await edit();
    // Modified: "Last paragraph." became "Last paragraph, edited." (paired in the same change).
    const res = await send(base, [
      {
        operation: 'revert_page',
        page: id,
        block: [
          keyOf(current, 'A new paragraph.'),
          keyOf(target, 'Second paragraph.'),
          keyOf(current, 'Last paragraph, edited.'),
        ],
      },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.changes).toEqual([{ object: 'updated_page', page: expect.objectContaining({ id }) }]);
    const after = await page(base, id);
    expect(after.markdown).toBe(original);
    expect(after).toMatchObject({ title: 'Notes, renamed', description: 'Edited' });
  });

  it('reverts one block alone, and a modified block by its old key too', async () => {
    const { base, id, target, keyOf } = await edit();
    await send(base, [{ operation: 'revert_page', page: id, block: [keyOf(target, 'Second paragraph.')] }]);
    expect((await page(base, id)).markdown).toBe(
      '# Notes\n\nA new paragraph.\n\nFirst paragraph.\n\nSecond paragraph.\n\n* one\n* two\n\nLast paragraph, edited.\n',
    );
    await send(base, [{ operation: 'revert_page', page: id, block: [keyOf(target, 'Last paragraph.')] }]);
    expect((await page(base, id)).markdown).toBe(
      '# Notes\n\nA new paragraph.\n\nFirst paragraph.\n\nSecond paragraph.\n\n* one\n* two\n\nLast paragraph.\n',
    );
  });

  it('moves a moved block back, leaving the others where they are', async () => {
    const space = await newSpace();
    const first = await newChangeRequest(space);
    const id = (
      await send(first, [
        { operation: 'insert_page', title: 'Order', document: { markdown: 'Alpha.\n\nBeta.\n\nGamma.\n\nDelta.\n' } },
      ])
    ).body.changes[0].page.id as string;
    await call(svc, 'POST', `${first}/merge`);
    const base = await newChangeRequest(space);
    await send(base, [
      { operation: 'update_page', page: id, document: { markdown: 'Beta.\n\nGamma.\n\nAlpha.\n\nDelta, edited.\n' } },
    ]);
    const current = (await page(base, id, 'document')).document;
    const alpha = current.nodes.find((b: object) => JSON.stringify(b).includes('Alpha.')).key;
    await send(base, [{ operation: 'revert_page', page: id, block: [alpha] }]);
    expect((await page(base, id)).markdown).toBe('Alpha.\n\nBeta.\n\nGamma.\n\nDelta, edited.\n');
  });

  it('reverts to another revision with `revision`', async () => {
    const { base, id, keyOf } = await edit();
    const middle = await revisionOf(base);
    await send(base, [
      {
        operation: 'update_page',
        page: id,
        document: { markdown: edited.replace('A new paragraph.', 'A newer paragraph.') },
      },
    ]);
    const now = (await page(base, id, 'document')).document;
    await send(base, [
      { operation: 'revert_page', page: id, revision: middle, block: [keyOf(now, 'A newer paragraph.')] },
    ]);
    expect((await page(base, id)).markdown).toBe(edited);
  });

  it('refuses unknown and nested keys, pages missing on one side and empty lists, and applies nothing', async () => {
    const { base, id, current } = await edit();
    const added = (
      await send(base, [{ operation: 'insert_page', title: 'New', document: { markdown: 'New page.\n' } }])
    ).body.changes[0].page.id as string;
    const revision = await revisionOf(base);
    const list = current.nodes.find((b: { type: string }) => b.type === 'list-unordered');
    const cases: Array<[unknown, string]> = [
      [
        { operation: 'revert_page', page: id, block: [current.nodes[0].key, 'zzz'] },
        `changes[1].block[1]: no block zzz in page ${id} (current or target revision)`,
      ],
      [
        { operation: 'revert_page', page: id, block: [list.nodes[0].key] },
        `changes[1].block[0]: block ${list.nodes[0].key} of page ${id} is inside another block; revert the top-level block that holds it`,
      ],
      [
        { operation: 'revert_page', page: added, block: ['x'] },
        `changes[1].block: page ${added} is not in both the change request and the base; revert the whole page (without block)`,
      ],
      [{ operation: 'revert_page', page: id, block: [] }, 'changes[1].block: must hold 1 or more block keys'],
      [{ operation: 'revert_page', page: id, block: [''] }, 'changes[1].block[0]: must be a non-empty string'],
    ];
    for (const [change, message] of cases) {
      const res = await send(base, [{ operation: 'update_page', page: id, title: 'Changed' }, change]);
      expect(res.status, message).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
    expect(await revisionOf(base)).toBe(revision);
    expect((await page(base, id)).title).toBe('Notes, renamed');
  });

  it('keeps what is between blocks (front matter, link definitions) and the text of blocks it does not touch', async () => {
    const space = await newSpace();
    const first = await newChangeRequest(space);
    const source =
      'Intro with a [link][l].\n\n{% hint style="info" %}\nA hint.\n{% endhint %}\n\n[l]: https://example.com\n\n-   loose   spacing\n-   kept\n';
    const id = (await send(first, [{ operation: 'insert_page', title: 'Spacing', document: { markdown: source } }]))
      .body.changes[0].page.id as string;
    await call(svc, 'POST', `${first}/merge`);
    const base = await newChangeRequest(space);
    await send(base, [
      { operation: 'update_page', page: id, document: { markdown: source.replace('A hint.', 'A changed hint.') } },
    ]);
    const current = (await page(base, id, 'document')).document;
    await send(base, [
      {
        operation: 'revert_page',
        page: id,
        block: [current.nodes.find((b: { type: string }) => b.type === 'hint').key],
      },
    ]);
    expect((await page(base, id)).markdown).toBe(source);
  });
});

describe('format=document reads', () => {
  it('gives pages and comments as documents that hold in both references; a bad format is a 400', async () => {
    const space = await newSpace();
    const base = await newChangeRequest(space);
    const markdown =
      '# Guide\n\n> Quote with code:\n>\n> ```\n> x\n> ```\n\n<details>\n\n<summary>More</summary>\n\n| a |\n| - |\n| b |\n\n</details>\n';
    const id = (await send(base, [{ operation: 'insert_page', title: 'Guide', document: { markdown } }])).body
      .changes[0].page.id as string;
    const read = await page(base, id, 'document');
    expectValid(read.document);
    expect(read.document.nodes.map((b: { type: string }) => b.type)).toEqual(['heading-1', 'blockquote', 'expandable']);
    expect((await call(svc, 'GET', `${base}/content/page/${id}?format=html`)).status).toBe(400);

    const comment = (
      await call(svc, 'POST', `/v1/spaces/${space}/comments`, { body: { markdown: 'Looks **good** 👍' } })
    ).body;
    const asDocument = (await call(svc, 'GET', `/v1/spaces/${space}/comments/${comment.id}?format=document`)).body;
    expectValid(asDocument.body.document);
    expect(withoutKeys(asDocument.body.document.nodes)).toEqual([
      {
        object: 'block',
        type: 'paragraph',
        data: {},
        nodes: [
          text('Looks '),
          text('good', 'bold'),
          text(' '),
          { object: 'inline', type: 'emoji', data: { code: '1f44d' }, isVoid: true },
        ].reduce<unknown[]>((all, node) => {
          // Adjacent texts are one text node with several leaves.
          const last = all[all.length - 1] as { object: string; leaves: unknown[] } | undefined;
          if (last?.object === 'text' && (node as { object: string }).object === 'text')
            last.leaves.push(...(node as { leaves: unknown[] }).leaves);
          else all.push(structuredClone(node));
          return all;
        }, []),
      },
    ]);
  });
});
