/**
 * generateStorageUploadURL as cr push sends it, checked against @gitbook/api 0.202.0: the request
 * (file metadata, kind `organization_file`, which 0.137.0 does not know), the answer
 * (StorageUploadURL), and the insert_files change that names the upload URL.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { componentProblems, requestProblems } from '../helpers/contract.js';
import { runCli, runJson, tempDir } from '../helpers/cli.js';
import { startTestService, type TestService } from '../helpers/service.js';

let svc: TestService;
const exchanges: Array<{ method: string; url: string; body: string; status: number; answer: string }> = [];
const as = () => ({ url: svc.url, token: svc.token });

beforeAll(async () => {
  svc = await startTestService();
  const handle = svc.service.app.handle;
  svc.service.app.handle = async (req, opts) => {
    const reply = await handle(req, opts);
    const answer = reply.json ?? (reply.body === undefined ? '' : JSON.stringify(reply.body));
    exchanges.push({
      method: req.method,
      url: req.url,
      body: req.body?.toString('utf8') ?? '',
      status: reply.status,
      answer,
    });
    return reply;
  };
});
afterAll(async () => svc?.close());

describe('storage uploads against 0.202.0', () => {
  it('the validator tells 0.202.0 from 0.137.0 and flags a kind neither has', () => {
    const body = { file: { name: 'a.gif', type: 'image/gif', size: 2_000_000 }, kind: 'organization_file' };
    expect(requestProblems('POST', '/v1/orgs/o1/storage/upload', JSON.stringify(body))).toEqual([]);
    expect(
      requestProblems('POST', '/v1/orgs/o1/storage/upload', JSON.stringify({ ...body, kind: 'x' })).join(),
    ).toMatch(/kind/);
    expect(
      requestProblems(
        'POST',
        '/v1/orgs/o1/storage/upload',
        JSON.stringify({ ...body, file: { name: 'a.gif' } }),
      ).join(),
    ).toMatch(/type|size/);
    expect(componentProblems('0.137.0', 'StorageUploadKind', 'organization_file')).not.toEqual([]);
    expect(componentProblems('0.202.0', 'StorageUploadKind', 'organization_file')).toEqual([]);
  });

  it('cr push sends what 0.202.0 takes and gets what it describes', async () => {
    const space = (await runJson(['spaces', 'create', '--title', 'Contract storage'], as())).id as string;
    const dir = tempDir('docs-cli-contract-storage-');
    mkdirSync(join(dir, '.gitbook', 'assets'), { recursive: true });
    writeFileSync(join(dir, 'README.md'), '# Home\n');
    writeFileSync(
      join(dir, '.gitbook', 'assets', 'clip.gif'),
      Buffer.concat([Buffer.from('GIF89a'), randomBytes(1_500_000)]),
    );
    const n = exchanges.length;
    const res = await runCli(['cr', 'push', dir, '--space', space], as());
    expect(res.code, res.stderr).toBe(0);
    const sent = exchanges.slice(n);
    const generate = sent.filter((e) => e.method === 'POST' && e.url.endsWith('/storage/upload'));
    expect(generate).toHaveLength(1);
    expect(JSON.parse(generate[0]!.body)).toEqual({
      file: { name: 'clip.gif', type: 'image/gif', size: 1_500_006 },
      kind: 'organization_file',
    });
    expect(requestProblems('POST', generate[0]!.url, generate[0]!.body)).toEqual([]);
    expect(generate[0]!.status).toBe(201);
    const answer = JSON.parse(generate[0]!.answer);
    expect(componentProblems('0.202.0', 'StorageUploadURL', answer)).toEqual([]);

    const put = sent.filter((e) => e.method === 'PUT' && e.url.startsWith('/v1/storage/uploads/'));
    expect(put.map((e) => e.status)).toEqual([200]);
    const content = sent.find((e) => e.method === 'POST' && /\/change-requests\/[^/]+\/content/.test(e.url))!;
    expect(requestProblems('POST', content.url, content.body)).toEqual([]);
    const files = JSON.parse(content.body).changes.find(
      (c: { operation: string }) => c.operation === 'insert_files',
    ).files;
    expect(files).toEqual([{ name: 'clip.gif', contentType: 'image/gif', url: answer.url }]);
  });
});
