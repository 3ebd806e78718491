import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, DEMO_MEMBERS } from '../../../src/server/seed/core.js';
import { startListener, type Listener } from '../../helpers/listener.js';
import { request } from '../../helpers/raw.js';
import { startServerProcess, type ServerProcess } from '../../helpers/server-process.js';
import { startTestService, type TestService } from '../../helpers/service.js';
import { figure } from '../../helpers/figures.js';

/**
 * A global budget on fetched and stored bytes: 8 batches of large `url` files at once against a
 * separate `server start` (files served slowly from this process, so they overlap), and a batch
 * whose author loses the role while its files download.
 */
const MiB = 1024 * 1024;
const FILE = Buffer.alloc(9.5 * MiB, 7);
const FILES_PER_BATCH = 10;

/** Sends `bytes` in 16 pieces over `ms`. */
function slowly(res: ServerResponse, bytes: Buffer, ms: number): void {
  res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': String(bytes.length) });
  const pieces = 16;
  const size = Math.ceil(bytes.length / pieces);
  let i = 0;
  const next = () => {
    if (res.destroyed) return;
    const piece = bytes.subarray(i * size, (i + 1) * size);
    i++;
    if (i >= pieces) return void res.end(piece);
    res.write(piece);
    setTimeout(next, ms / pieces);
  };
  next();
}

let files: Listener;
beforeAll(async () => {
  files = await startListener('127.0.0.1', (req, res) => slowly(res, FILE, req.url?.includes('slow') ? 3000 : 800));
});
afterAll(async () => files?.close());

async function newChangeRequest(base: string, token: string, orgId: string, title: string) {
  const space = (await request(base, token, 'POST', `/v1/orgs/${orgId}/spaces`, { title })).body.id as string;
  const cr = (await request(base, token, 'POST', `/v1/spaces/${space}/change-requests`, { subject: title })).body;
  return { space, path: `/v1/spaces/${space}/change-requests/${cr.number}` };
}

const batch = (tag: string, n = FILES_PER_BATCH) => ({
  changes: [
    {
      operation: 'insert_files',
      files: Array.from({ length: n }, (_, i) => ({
        name: `big-${tag}-${i}.bin`,
        url: `${files.url}/${tag}/${i}.bin`,
      })),
    },
  ],
});

describe('8 concurrent batches of large url files against a separate server start', () => {
  let server: ServerProcess & { tokens: Record<string, string> };
  const editors = [
    ADMIN_EMAIL,
    ...DEMO_MEMBERS.filter((m) => ['create', 'review', 'edit'].includes(m.key)).map((m) => m.email),
  ];

  beforeAll(async () => {
    server = await startServerProcess(['--allow-fetch', '127.0.0.1/32'], { tokensFor: editors });
  }, 60_000);
  afterAll(async () => server?.stop());

  it('the budget answers the excess 429 with Retry-After, the rest are stored, and memory stays bounded', async () => {
    const targets = await Promise.all(
      Array.from({ length: 8 }, (_, i) => newChangeRequest(server.url, server.token, server.orgId, `Large files ${i}`)),
    );
    const baseline = server.peakRss();
    const answers = await Promise.all(
      targets.map(async (t, i) => {
        const token = server.tokens[editors[i % editors.length]!]!;
        const res = await fetch(`${server.url}${t.path}/content?compat=false`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify(batch(`b${i}`)),
        });
        const body = (await res.json()) as any;
        return { status: res.status, retryAfter: res.headers.get('retry-after'), body };
      }),
    );
    const peak = server.peakRss();
    const statuses = answers.map((a) => a.status);
    figure(
      'fetch-budget',
      `statuses ${statuses.join(' ')}; server RSS peak ${(baseline / MiB).toFixed(0)} -> ${(peak / MiB).toFixed(0)} MiB for ${(8 * FILES_PER_BATCH * FILE.length) / MiB} MiB asked`,
    );
    expect(
      statuses.every((s) => s === 200 || s === 429),
      JSON.stringify(answers.map((a) => a.body.error)),
    ).toBe(true);
    const refused = answers.filter((a) => a.status === 429);
    const stored = answers.filter((a) => a.status === 200);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    expect(stored.length).toBeGreaterThanOrEqual(1);
    for (const r of refused) {
      expect(Number(r.retryAfter)).toBeGreaterThanOrEqual(1);
      expect(r.body.error.message).toMatch(/limit/);
    }
    for (const s of stored) expect(s.body.insertedFiles).toHaveLength(FILES_PER_BATCH);
    // 760 MiB were asked for at once; the service held at most its in-flight budget (160 MiB).
    expect(peak - baseline).toBeLessThan(400 * MiB);
    // A refused batch changed nothing.
    for (const [i, a] of answers.entries()) {
      if (a.status !== 429) continue;
      const listed = await request(server.url, server.token, 'GET', `${targets[i]!.path}/content/files`);
      expect(listed.body.items).toEqual([]);
    }
    expect(server.stderr()).not.toContain('internal error');
  }, 120_000);
});

describe('a batch whose author loses the role while its files download', () => {
  let svc: TestService;
  beforeAll(async () => {
    svc = await startTestService({ fetch: { allow: ['127.0.0.1/32'] } });
  });
  afterAll(async () => svc?.close());

  it('is refused at commit, and the change request stays as it was', async () => {
    const target = await newChangeRequest(svc.url, svc.token, svc.orgId, 'Demoted');
    const before = await request(svc.url, svc.token, 'GET', `${target.path}/content`);
    const editor = svc.tokenFor('edit');
    const sent = request(svc.url, editor, 'POST', `${target.path}/content`, batch('slow', 1));
    // While the file is still downloading, an admin makes the author a reader.
    await new Promise((r) => setTimeout(r, 1000));
    const demoted = await request(svc.url, svc.token, 'PATCH', `/v1/orgs/${svc.orgId}/members/${svc.userId('edit')}`, {
      role: 'read',
    });
    expect(demoted.status).toBe(200);
    const res = await sent;
    expect(res.ms).toBeGreaterThan(2000);
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe('you need the edit role on this space to edit a change request');
    const after = await request(svc.url, svc.token, 'GET', `${target.path}/content`);
    expect(after.body.id).toBe(before.body.id);
    expect(after.body.files).toEqual([]);
  });
});

describe('bytes per caller per minute', () => {
  let svc: TestService;
  beforeAll(async () => {
    svc = await startTestService({ fetch: { allow: ['127.0.0.1/32'], budget: { bytesPerMinute: 20 * MiB } } });
  });
  afterAll(async () => svc?.close());

  it('refuses a caller past its minute with 429 and the seconds to wait, while another caller goes on', async () => {
    const a = await newChangeRequest(svc.url, svc.token, svc.orgId, 'Minute A');
    const first = await request(svc.url, svc.token, 'POST', `${a.path}/content`, batch('m1', 2));
    expect(first.status).toBe(200);
    const res = await fetch(`${svc.url}${a.path}/content`, {
      method: 'POST',
      headers: { authorization: `Bearer ${svc.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(batch('m2', 1)),
    });
    expect(res.status).toBe(429);
    const wait = Number(res.headers.get('retry-after'));
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    expect(((await res.json()) as any).error.message).toMatch(
      /^you had this service fetch or store 20 MiB in the last minute \(the limit per caller\); try again in \d+ s$/,
    );
    const b = await newChangeRequest(svc.url, svc.tokenFor('create'), svc.orgId, 'Minute B');
    const other = await request(svc.url, svc.tokenFor('create'), 'POST', `${b.path}/content`, batch('m3', 1));
    expect(other.status).toBe(200);
  });
});
