import fc from 'fast-check';
import { zipSync, Zip, ZipDeflate } from 'fflate';
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { IMPORT_SOURCES } from '../../../src/common/enums.js';
import { request } from '../../helpers/raw.js';
import { startTestService, type TestService } from '../../helpers/service.js';

/**
 * Property: whatever an http(s) source does (sizes around the caps, tiny or huge chunks, stalls,
 * redirect chains and loops, lying or missing Content-Length, content encodings that are wrong,
 * truncated or unknown, bytes that are not UTF-8, archives that are broken), an import answers
 * 201 or a one-line 400, an OpenAPI run ends `complete`, and nothing answers 500.
 */
const MiB = 1024 * 1024;

const body = fc.oneof(
  fc.record({
    kind: fc.constant('text' as const),
    size: fc.oneof(fc.integer({ min: 0, max: 4096 }), fc.constantFrom(10 * MiB, 10 * MiB + 1)),
    fill: fc.constantFrom('a', '\n', '# h\n', 'é', '\xff', '\0', '\ufeff# t\n'),
  }),
  fc.record({ kind: fc.constant('bytes' as const), bytes: fc.uint8Array({ maxLength: 2048 }) }),
  fc.record({
    kind: fc.constant('zip' as const),
    files: fc.array(
      fc.tuple(
        fc.constantFrom('a.md', 'dir/b.md', '../c.md', '.hidden.md', 'd\\e.md', 'img.png', 'x/'),
        fc.integer({ min: 0, max: 3000 }),
      ),
      { maxLength: 4 },
    ),
    streamed: fc.boolean(),
    cut: fc.constantFrom(0, 0, 10, 100),
  }),
);
const plan = fc.record({
  body,
  encoding: fc.constantFrom('identity', 'identity', 'gzip', 'deflate', 'br', 'zstd', 'gzip-lie'),
  length: fc.constantFrom('exact', 'none', 'more', 'less'),
  chunk: fc.constantFrom(1, 7, 1024, 65536),
  delayMs: fc.constantFrom(0, 0, 0, 3, 150),
  redirects: fc.constantFrom(0, 0, 1, 3, 6, 99),
  status: fc.constantFrom(200, 200, 200, 204, 302, 404, 500),
  contentType: fc.constantFrom(
    'text/markdown',
    'application/zip',
    'text/html; charset=utf-16',
    'application/octet-stream',
    '',
  ),
  source: fc.constantFrom(...IMPORT_SOURCES),
});
type Plan = typeof plan extends fc.Arbitrary<infer T> ? T : never;

function payload(p: Plan): Buffer {
  const b = p.body;
  if (b.kind === 'text') return Buffer.alloc(b.size, b.fill);
  if (b.kind === 'bytes') return Buffer.from(b.bytes);
  const files = Object.fromEntries(b.files.map(([name, size]) => [name, new Uint8Array(size).fill(35)]));
  let zip: Buffer;
  if (!b.streamed) zip = Buffer.from(zipSync(files));
  else {
    const parts: Uint8Array[] = [];
    const z = new Zip((_e, data) => parts.push(data));
    for (const [name, data] of Object.entries(files)) {
      const entry = new ZipDeflate(name);
      z.add(entry);
      entry.push(data, true);
    }
    z.end();
    zip = Buffer.concat(parts);
  }
  return b.cut ? zip.subarray(0, Math.max(0, zip.length - b.cut)) : zip;
}

function encode(p: Plan, raw: Buffer): { bytes: Buffer; header?: string } {
  if (p.encoding === 'gzip') return { bytes: gzipSync(raw), header: 'gzip' };
  if (p.encoding === 'deflate') return { bytes: deflateSync(raw), header: 'deflate' };
  if (p.encoding === 'br') return { bytes: brotliCompressSync(raw), header: 'br' };
  if (p.encoding === 'zstd') return { bytes: raw, header: 'zstd' };
  if (p.encoding === 'gzip-lie') return { bytes: raw, header: 'gzip' };
  return { bytes: raw };
}

/** A raw TCP server: it writes exactly what the plan says, however wrong. */
const plans = new Map<string, Plan>();
let hostile: Server;
let origin: string;
const sockets = new Set<Socket>();

function serve(socket: Socket): void {
  sockets.add(socket);
  socket.on('close', () => sockets.delete(socket));
  socket.on('error', () => undefined);
  let head = '';
  socket.on('data', (data) => {
    head += data.toString('latin1');
    if (!head.includes('\r\n\r\n')) return;
    const path = head.split(' ')[1] ?? '/';
    head = '';
    const [, id, hopText] = /^\/s\/(\d+)\/(\d+)/.exec(path) ?? [];
    const p = plans.get(id ?? '');
    if (!p) return void socket.end('HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\n\r\n');
    const hop = Number(hopText);
    if (hop < p.redirects)
      return void socket.end(
        `HTTP/1.1 302 Found\r\nLocation: /s/${id}/${p.redirects === 99 ? 0 : hop + 1}\r\nContent-Length: 0\r\n\r\n`,
      );
    const { bytes, header } = encode(p, payload(p));
    const declared =
      p.length === 'exact'
        ? bytes.length
        : p.length === 'more'
          ? bytes.length + 100
          : p.length === 'less'
            ? Math.max(0, bytes.length - 5)
            : undefined;
    const headers = [
      `HTTP/1.1 ${p.status} X`,
      'Connection: close',
      p.contentType && `Content-Type: ${p.contentType}`,
      header && `Content-Encoding: ${header}`,
      declared !== undefined && `Content-Length: ${declared}`,
    ];
    socket.write(`${headers.filter(Boolean).join('\r\n')}\r\n\r\n`);
    let at = 0;
    const next = () => {
      if (socket.destroyed) return;
      if (at >= bytes.length) return void socket.end();
      const part = bytes.subarray(at, at + p.chunk);
      at += part.length;
      const more = socket.write(part);
      if (p.delayMs) setTimeout(next, p.delayMs);
      else if (more) setImmediate(next);
      else socket.once('drain', next);
    };
    next();
  });
}

let svc: TestService;
let space: string;
beforeAll(async () => {
  hostile = createServer(serve);
  await new Promise<void>((resolve) => hostile.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(hostile.address() as AddressInfo).port}`;
  svc = await startTestService({ fetch: { allow: ['127.0.0.1/32'], timeoutMs: 400 } });
  space = (await call('GET', `/v1/orgs/${svc.orgId}/spaces`)).body.items[0].id;
});
afterAll(async () => {
  for (const s of sockets) s.destroy();
  hostile.close();
  await svc.close();
});

const call = (method: string, path: string, payload?: unknown) => request(svc.url, svc.token, method, path, payload);

let runs = 0;
const outcomes = new Map<number, number>();
it('no hostile http source makes an import or an OpenAPI run answer 500', async () => {
  await fc.assert(
    fc.asyncProperty(plan, async (p) => {
      const id = String(++runs);
      plans.set(id, p);
      const url = `${origin}/s/${id}/0`;
      const imported = await call('POST', `/v1/spaces/${space}/content/import`, { url, source: p.source });
      expect([201, 400], JSON.stringify(imported.body)).toContain(imported.status);
      outcomes.set(imported.status, (outcomes.get(imported.status) ?? 0) + 1);
      if (imported.status === 400) expect(imported.body.error.message).toMatch(/^url: [^\n]+$/);
      const put = await call('PUT', `/v1/orgs/${svc.orgId}/openapi/hostile-${id}`, { source: { url } });
      expect(put.status, JSON.stringify(put.body)).toBeLessThan(300);
      let spec = put.body;
      for (let i = 0; i < 80 && spec.processingState !== 'complete'; i++) {
        await new Promise((r) => setTimeout(r, 25));
        const got = await call('GET', `/v1/orgs/${svc.orgId}/openapi/hostile-${id}`);
        expect(got.status).toBe(200);
        spec = got.body;
      }
      expect(spec.processingState).toBe('complete');
      plans.delete(id);
    }),
    { numRuns: 60, seed: Number(process.env.FC_SEED ?? 1611), interruptAfterTimeLimit: 90_000 },
  );
  // Not vacuous: some sources import, some are refused.
  expect(outcomes.get(201)).toBeGreaterThan(0);
  expect(outcomes.get(400)).toBeGreaterThan(0);
}, 120_000);
