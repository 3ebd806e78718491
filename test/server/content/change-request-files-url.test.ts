import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, PNG } from '../../fixtures/content/http.js';
import { ALLOW_LOOPBACK, startTestService, type TestService } from '../../helpers/service.js';

/** `insert_files` with `url` (reference 0.202.0): the service fetches the bytes under its fetch policy. */
let open: TestService;
let closed: TestService;
let source: Server;
let sourceUrl: string;
const hits: string[] = [];
const BIG = 10 * 1024 * 1024 + 1;

beforeAll(async () => {
  [open, closed] = await Promise.all([startTestService({ fetch: ALLOW_LOOPBACK }), startTestService()]);
  source = createServer((req, res) => {
    hits.push(req.url!);
    if (req.url === '/diagram.png') res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
    else if (req.url === '/plain') res.writeHead(200, { 'content-type': 'application/octet-stream' }).end('hello');
    else if (req.url === '/big')
      res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(Buffer.alloc(BIG));
    else res.writeHead(404).end('no');
  });
  await new Promise<void>((resolve) => source.listen(0, '127.0.0.1', resolve));
  sourceUrl = `http://127.0.0.1:${(source.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await Promise.all([open.close(), closed.close(), new Promise((resolve) => source.close(resolve))]);
});

async function changeRequest(svc: TestService) {
  const space = (await call(svc, 'POST', `/v1/orgs/${svc.orgId}/spaces`, { title: 'Files by URL' })).body.id as string;
  const cr = (await call(svc, 'POST', `/v1/spaces/${space}/change-requests`, { subject: 'files' })).body;
  return `/v1/spaces/${space}/change-requests/${cr.number}`;
}
const send = (svc: TestService, base: string, changes: unknown[], role = 'admin') =>
  call(svc, 'POST', `${base}/content?compat=false`, { changes }, role);
const revisionOf = async (svc: TestService, base: string) =>
  (await call(svc, 'GET', `${base}/content`)).body.id as string;

describe('insert_files by url', () => {
  it('fetches the file, takes its type from the source (or contentType), and resolves refs from pages of the batch', async () => {
    const base = await changeRequest(open);
    const res = await send(open, base, [
      {
        operation: 'insert_page',
        title: 'Diagrams',
        document: { markdown: '# Diagrams\n\n![flow](./flow)\n\n[notes](./notes)\n' },
      },
      {
        operation: 'insert_files',
        files: [
          { name: 'flow.png', ref: 'flow', url: `${sourceUrl}/diagram.png` },
          { name: 'notes.txt', ref: 'notes', url: `${sourceUrl}/plain`, contentType: 'text/plain' },
          { name: 'guess.png', url: `${sourceUrl}/plain` },
        ],
      },
    ]);
    expect(res.status).toBe(200);
    const [flow, notes, guess] = res.body.insertedFiles;
    expect(flow).toMatchObject({ name: 'flow.png', contentType: 'image/png', size: PNG.length });
    expect(notes).toMatchObject({ name: 'notes.txt', contentType: 'text/plain', size: 5 });
    expect(guess).toMatchObject({ name: 'guess.png', contentType: 'image/png', size: 5 });
    const bytes = Buffer.from(
      await (await fetch(flow.downloadURL, { headers: { authorization: `Bearer ${open.token}` } })).arrayBuffer(),
    );
    expect(bytes.equals(PNG)).toBe(true);
    const page = (await call(open, 'GET', `${base}/content`)).body.pages.find(
      (p: { title: string }) => p.title === 'Diagrams',
    );
    expect(page.markdown).toBe(`# Diagrams\n\n![flow](/files/${flow.id})\n\n[notes](/files/${notes.id})\n`);
  });

  it('refuses a source the policy refuses, one that fails and one that is too large, naming the change and file; nothing is applied', async () => {
    const base = await changeRequest(closed);
    const before = await revisionOf(closed, base);
    const seen = hits.length;
    const refused = await send(closed, base, [
      { operation: 'insert_page', title: 'Kept out', document: { markdown: 'x\n' } },
      { operation: 'insert_files', files: [{ name: 'a.png', url: `${sourceUrl}/diagram.png` }] },
    ]);
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(
      `changes[1].files[0].url: ${sourceUrl}/diagram.png is not reachable from this server (loopback, private, link-local and unique-local addresses are refused unless the server is started with --allow-fetch)`,
    );
    expect(hits.length).toBe(seen);
    expect(await revisionOf(closed, base)).toBe(before);

    const other = await changeRequest(open);
    const start = await revisionOf(open, other);
    const missing = await send(open, other, [
      {
        operation: 'insert_files',
        files: [
          { name: 'ok.png', url: `${sourceUrl}/diagram.png` },
          { name: 'gone.png', url: `${sourceUrl}/gone.png` },
        ],
      },
    ]);
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toMatch(/^changes\[0\]\.files\[1\]\.url: .*404/);
    const big = await send(open, other, [
      { operation: 'insert_files', files: [{ name: 'big.bin', url: `${sourceUrl}/big` }] },
    ]);
    expect(big.status).toBe(400);
    expect(big.body.error.message).toBe(
      `changes[0].files[0].url: ${sourceUrl}/big is larger than 10 MiB (the limit for one file)`,
    );
    expect(await revisionOf(open, other)).toBe(start);
  });

  it('checks the source form before fetching anything, and fetches nothing for a caller who may not edit', async () => {
    const base = await changeRequest(open);
    const seen = hits.length;
    const cases: Array<[unknown, string]> = [
      [{ name: 'a.png', url: 'ftp://example.com/a.png' }, 'changes[0].files[0].url: must be an http(s) URL, not ftp:'],
      [{ name: 'a.png', url: 'not a url' }, 'changes[0].files[0].url: must be an absolute http(s) URL'],
      [
        { name: 'a.png', url: `http://user:pw@127.0.0.1/a.png` },
        'changes[0].files[0].url: must not carry a user name or password',
      ],
      [
        { name: 'a.png', url: `${sourceUrl}/diagram.png`, base64: 'AAAA', contentType: 'image/png' },
        'changes[0].files[0].base64: give either url or base64, not both',
      ],
      [{ name: 'a.png' }, 'changes[0].files[0].url: give the file as url (fetched by the service) or base64'],
      [
        { name: 'a.png', url: `${sourceUrl}/${'x'.repeat(2048)}` },
        'changes[0].files[0].url: must be at most 2048 characters',
      ],
    ];
    for (const [file, message] of cases) {
      const res = await call(open, 'POST', `${base}/content`, {
        changes: [{ operation: 'insert_files', files: [file] }],
      });
      expect(res.status, message).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
    const denied = await send(
      open,
      base,
      [{ operation: 'insert_files', files: [{ name: 'a.png', url: `${sourceUrl}/diagram.png` }] }],
      'read',
    );
    expect(denied.status).toBe(403);
    expect(hits.length).toBe(seen);
  });
});
