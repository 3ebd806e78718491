import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpTransport } from '../../src/api/transport-http.js';
import { startTestService, type TestService } from '../helpers/service.js';

/**
 * The service may close an idle kept-alive connection as a request goes out on it; a POST lost
 * that way cannot be retried, so after an idle spell a POST opens a fresh connection. Once the
 * command has closed the transport, what still runs ends and nothing new goes out.
 */
let svc: TestService;
let connections = 0;
beforeAll(async () => {
  svc = await startTestService();
  svc.server.on('connection', () => connections++);
});
afterAll(async () => svc.close());

describe('kept-alive connections', () => {
  it('reuse the connection while busy and for repeatable requests, and open a fresh one for a POST after an idle spell', async () => {
    const transport = new HttpTransport(svc.url, { connectTimeoutMs: 2000, requestTimeoutMs: 5000 });
    const headers = { authorization: `Bearer ${svc.token}`, 'content-type': 'application/json' };
    const get = () => transport.send({ method: 'GET', path: '/v1/user', headers });
    let n = 0;
    const post = () =>
      transport.send({
        method: 'POST',
        path: `/v1/orgs/${svc.orgId}/spaces`,
        headers,
        body: JSON.stringify({ title: `Kept alive ${++n}` }),
      });
    try {
      connections = 0;
      expect((await get()).status).toBe(200);
      await sleep(50);
      expect((await post()).status).toBe(201);
      expect(connections).toBe(1);
      await sleep(1200);
      expect((await get()).status).toBe(200);
      expect(connections).toBe(1);
      await sleep(1200);
      expect((await post()).status).toBe(201);
      expect(connections).toBe(2);
    } finally {
      await transport.close();
    }
  });
});

describe('a closed transport', () => {
  it('ends the request still waiting for its answer, and sends nothing more', async () => {
    const received: IncomingMessage[] = [];
    // Takes requests and never answers them.
    const silent = createServer((req) => received.push(req));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    const transport = new HttpTransport(url, { connectTimeoutMs: 2000, requestTimeoutMs: 10_000 });
    try {
      const waiting = transport.send({ method: 'GET', path: '/v1/user', headers: {} });
      const outcome = waiting.then(
        () => 'answered',
        (error: { code?: string; final?: boolean }) => error,
      );
      for (let i = 0; i < 100 && received.length === 0; i++) await sleep(20);
      expect(received).toHaveLength(1);
      const started = Date.now();
      await transport.close();
      expect(await outcome).toMatchObject({ code: 'CLOSED', final: true });
      expect(Date.now() - started).toBeLessThan(2000);

      await expect(transport.send({ method: 'GET', path: '/v1/user', headers: {} })).rejects.toMatchObject({
        code: 'CLOSED',
      });
      await sleep(100);
      expect(received).toHaveLength(1);
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
