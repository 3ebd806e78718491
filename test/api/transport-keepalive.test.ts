import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpTransport } from '../../src/api/transport-http.js';
import { startTestService, type TestService } from '../helpers/service.js';

/**
 * The service may close an idle kept-alive connection as a request goes out on it; a POST lost
 * that way cannot be retried, so after an idle spell a POST opens a fresh connection.
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
