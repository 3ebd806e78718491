/**
 * generateStorageUploadURL and its upload target on the real service over HTTP: the answer (checked
 * against 0.202.0 by the test service), one upload of exactly the declared bytes, refusals of a
 * reused or expired URL, of a body over or under the declared size, of names that are paths, and
 * the upload referenced by an insert_files change (once, by its uploader only).
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE_UPLOAD_MAX_BYTES, STORAGE_UPLOAD_TTL_MS } from '../../src/common/storage.js';
import { ManualClock } from '../../src/server/clock.js';
import { startTestService, type TestService } from '../helpers/service.js';

let svc: TestService;
let clock: ManualClock;
let space: string;

const api = async (method: string, path: string, body?: unknown, token = svc.token) => {
  const res = await fetch(`${svc.url}/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json().catch(() => undefined)) as any };
};
const put = async (url: string, bytes: Uint8Array, type = 'application/pdf') => {
  const res = await fetch(url, {
    method: 'PUT',
    body: bytes as Uint8Array<ArrayBuffer>,
    headers: { 'content-type': type },
  });
  return { status: res.status, body: (await res.json().catch(() => undefined)) as any };
};
const generate = (name: string, size: number, type = 'application/pdf', token?: string) =>
  api('POST', `/orgs/${svc.orgId}/storage/upload`, { file: { name, type, size }, kind: 'organization_file' }, token);
const pdf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(size - 9)]);

beforeAll(async () => {
  clock = new ManualClock(new Date());
  svc = await startTestService({ clock });
  space = (await api('POST', `/orgs/${svc.orgId}/spaces`, { title: 'Uploads' })).body.id;
});
afterAll(async () => svc?.close());

describe('generateStorageUploadURL', () => {
  it('answers a signed URL on the service and a key in the organization', async () => {
    const res = await generate('manual.pdf', 1234);
    expect(res.status).toBe(201);
    expect(res.body.object).toBe('storage-signed-url');
    expect(res.body.url.startsWith(`${svc.url}/v1/storage/uploads/`)).toBe(true);
    expect(res.body.key).toMatch(new RegExp(`^orgs/${svc.orgId}/organization_file/[^/]+/manual\\.pdf$`));
  });

  it('refuses names that are paths and sizes over the limit (400)', async () => {
    for (const name of ['../../etc/passwd', 'a/b.pdf', '..', 'nul\u0000.pdf', 'x\\..\\y.pdf']) {
      const res = await generate(name, 10);
      expect(res.status, name).toBe(400);
      expect(res.body.error.message).toMatch(/^file\.name: /);
    }
    const over = await generate('big.pdf', STORAGE_UPLOAD_MAX_BYTES + 1);
    expect(over.status).toBe(400);
    expect(over.body.error.message).toMatch(/more than the 104857600 bytes/);
    expect((await api('POST', `/orgs/${svc.orgId}/storage/upload`, { file: { name: 'a' }, kind: 'x' })).status).toBe(
      400,
    );
  });

  it('is for members of the organization only (404 to others)', async () => {
    expect(
      (
        await api('POST', '/orgs/not-an-org/storage/upload', {
          file: { name: 'a.pdf', type: 'application/pdf', size: 1 },
          kind: 'organization_file',
        })
      ).status,
    ).toBe(404);
  });
});

describe('the upload URL', () => {
  it('takes exactly the declared bytes once; the same bytes again are the same upload, others a reuse (409)', async () => {
    const bytes = pdf(3000);
    const { url } = (await generate('once.pdf', bytes.length)).body;
    expect((await put(url, bytes)).status).toBe(200);
    expect((await put(url, bytes)).status).toBe(200);
    const again = await put(url, pdf(3000));
    expect(again.status).toBe(409);
    expect(again.body.error.message).toMatch(/used already/);
  });

  it('refuses a body over (413) or under (400) the declared size, and another type (400), before storing', async () => {
    const { url } = (await generate('sized.pdf', 1000)).body;
    expect((await put(url, pdf(2000))).status).toBe(413);
    expect((await put(url, pdf(500))).status).toBe(400);
    expect((await put(url, pdf(1000), 'text/html')).status).toBe(400);
    expect((await put(url, pdf(1000))).status).toBe(200);
  });

  it('refuses a body far over the service body limit at once, without reading it', async () => {
    const { url } = (await generate('small.pdf', 10)).body;
    const res = await put(url, Buffer.alloc(12 * 1024 * 1024));
    expect(res.status).toBe(413);
  });

  it('refuses an expired or made-up URL (404)', async () => {
    const { url } = (await generate('late.pdf', 100)).body;
    clock.advance(STORAGE_UPLOAD_TTL_MS + 1000);
    const late = await put(url, pdf(100));
    expect(late.status).toBe(404);
    expect(late.body.error.message).toMatch(/invalid or has expired/);
    const forged = `${url.slice(0, -4)}AAAA`;
    expect((await put(forged, pdf(100))).status).toBe(404);
    expect((await put(`${svc.url}/v1/storage/uploads/..%2F..%2Fetc`, pdf(100))).status).toBe(404);
  });

  it('keeps a declared raster image whose bytes are not one as application/octet-stream', async () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const { url } = (await generate('shot.png', html.length, 'image/png')).body;
    expect((await put(url, html, 'image/png')).status).toBe(200);
    const cr = (await api('POST', `/spaces/${space}/change-requests`, { subject: 'png' })).body;
    const res = await api('POST', `/spaces/${space}/change-requests/${cr.id}/content?compat=false`, {
      changes: [{ operation: 'insert_files', files: [{ name: 'shot.png', url }] }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.insertedFiles[0].contentType).toBe('application/octet-stream');
  });
});

describe('an upload referenced by insert_files', () => {
  it('becomes the file, byte for byte, once; not uploaded, used or someone else’s is refused', async () => {
    const bytes = pdf(2 * 1024 * 1024 + 17);
    const { url } = (await generate('guide.pdf', bytes.length)).body;
    const cr = (await api('POST', `/spaces/${space}/change-requests`, { subject: 'files' })).body;
    const batch = (u: string, name = 'guide.pdf') => ({
      changes: [{ operation: 'insert_files', files: [{ name, url: u }] }],
    });
    const content = `/spaces/${space}/change-requests/${cr.id}/content`;

    const early = await api('POST', `${content}?compat=false`, batch(url));
    expect(early.status).toBe(400);
    expect(early.body.error.message).toMatch(/changes\[0\]\.files\[0\]\.url: nothing was uploaded/);

    expect((await put(url, bytes)).status).toBe(200);
    const other = await api('POST', `${content}?compat=false`, batch(url), svc.tokenFor('edit'));
    expect(other.status).toBe(404);

    const res = await api('POST', `${content}?compat=false`, batch(url));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const file = res.body.insertedFiles[0];
    expect(file.size).toBe(bytes.length);
    const back = Buffer.from(await (await fetch(file.downloadURL)).arrayBuffer());
    expect(back.equals(bytes)).toBe(true);

    const reused = await api('POST', `${content}?compat=false`, batch(url, 'copy.pdf'));
    expect(reused.status).toBe(409);
    expect(reused.body.error.message).toMatch(/used by another change already/);
  });
});
