import { getEventListeners } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../src/api/client.js';
import { HttpTransport } from '../../src/api/transport-http.js';
import { UsageError } from '../../src/errors.js';

/**
 * An interruption (Ctrl-C) ends every request of the command still running, through one listener
 * on the command's signal however many requests it sends; a request after it goes out as usual.
 */
let url: string;
const held: ServerResponse[] = [];
const server = createServer((req: IncomingMessage, res: ServerResponse) => {
  if (req.url === '/v1/hold')
    held.push(res); // never answered
  else {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ path: req.url, authorization: req.headers.authorization ?? null }));
  }
});
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const res of held) res.destroy();
  await new Promise((resolve) => server.close(resolve));
});

const options = { connectTimeoutMs: 2000, requestTimeoutMs: 10_000 };

describe('an interrupted command', () => {
  it('ends every request in flight at once, with one listener on its signal', async () => {
    const transport = new HttpTransport(url, options);
    const controller = new AbortController();
    const signal = controller.signal;
    try {
      for (let i = 0; i < 20; i++) {
        const res = await transport.send({ method: 'GET', path: `/v1/ok/${i}`, headers: {}, signal });
        expect(res.status).toBe(200);
      }
      expect(getEventListeners(signal, 'abort')).toHaveLength(1);
      const waiting = Array.from({ length: 5 }, () =>
        transport.send({ method: 'GET', path: '/v1/hold', headers: {}, signal }).then(
          () => 'answered',
          (error: Error) => error.name,
        ),
      );
      while (held.length < 5) await new Promise((resolve) => setTimeout(resolve, 10));
      const started = Date.now();
      controller.abort();
      expect(await Promise.all(waiting)).toEqual(Array(5).fill('AbortError'));
      expect(Date.now() - started).toBeLessThan(2000);
      // Another signal (the next command's) is heard as well: its request goes out and is answered.
      const next = new AbortController();
      expect(
        (await transport.send({ method: 'GET', path: '/v1/after', headers: {}, signal: next.signal })).status,
      ).toBe(200);
      await expect(transport.send({ method: 'GET', path: '/v1/late', headers: {}, signal })).rejects.toMatchObject({
        name: 'AbortError',
      });
    } finally {
      await transport.close();
    }
  });
});

describe('the token', () => {
  const client = (token: string) =>
    new ApiClient({ token, baseUrl: url, transport: async () => new HttpTransport(url, options), maxRetries: 0 });

  it('is refused before any request when it holds a line break, on every request', async () => {
    const api = client('abc\r\nx-injected: 1');
    for (let i = 0; i < 2; i++) await expect(api.get('/user')).rejects.toBeInstanceOf(UsageError);
    await api.close();
  });

  it('is sent with every request once it is found clean', async () => {
    const api = client('clean-token');
    try {
      for (const path of ['/a', '/b'])
        expect(await api.get<{ authorization: string }>(path)).toEqual({
          path: `/v1${path}`,
          authorization: 'Bearer clean-token',
        });
      await expect(api.get('/c', { x: 'y' })).resolves.toMatchObject({ path: '/v1/c?x=y' });
    } finally {
      await api.close();
    }
  });
});
