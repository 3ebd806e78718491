import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpTransport } from '../src/api/transport-http.js';

/**
 * A server may close an idle kept-alive connection as a request goes out on it; a POST lost that
 * way cannot be retried, so after an idle spell a POST opens a fresh connection.
 */
let server: Server;
let url: string;
let connections = 0;
beforeAll(async () => {
  server = createServer({ keepAlive: true }, (req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
  });
  server.on('connection', () => connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('kept-alive connections', () => {
  it('reuse the connection while busy and for repeatable requests, and open a fresh one for a POST after an idle spell', async () => {
    const transport = new HttpTransport(url, { connectTimeoutMs: 2000, requestTimeoutMs: 5000 });
    try {
      const send = (method: string) => transport.send({ method, path: '/v1/x', headers: { 'content-type': 'application/json' }, ...(method === 'GET' ? {} : { body: '{}' }) });
      connections = 0;
      expect((await send('GET')).status).toBe(200);
      await sleep(50);
      expect((await send('POST')).status).toBe(200);
      expect(connections).toBe(1);
      await sleep(1200);
      expect((await send('GET')).status).toBe(200);
      expect(connections).toBe(1);
      await sleep(1200);
      expect((await send('POST')).status).toBe(200);
      expect(connections).toBe(2);
    } finally {
      await transport.close();
    }
  });
});
