import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { ApiClient } from '../../src/api/client.js';
import { HttpTransport } from '../../src/api/transport-http.js';

/**
 * A command may leave a request it no longer awaits (cr push asks for the listing before it reads
 * the folder, and a folder it refuses ends the command). When the command closes its client, such a
 * request waiting to retry stops waiting, so the process exits at once rather than after the backoff.
 */
describe('a client closed while a request waits to retry', () => {
  it('ends the wait: the request fails at once', async () => {
    const server = createServer((_req, res) => {
      res.writeHead(503, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { code: 503, message: 'busy' } }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    let waiting: () => void = () => undefined;
    const retrying = new Promise<void>((resolve) => {
      waiting = resolve;
    });
    const client = new ApiClient({
      baseUrl: url,
      token: 'test',
      // Backoffs of 10 s and more: without the close, the request would take minutes to fail.
      retryBaseMs: 20_000,
      transport: async () => new HttpTransport(url, { connectTimeoutMs: 2000, requestTimeoutMs: 5000 }),
      log: (line) => {
        if (line.startsWith('* retrying')) waiting();
      },
    });
    try {
      const request = client.get('/user');
      const settled = request.then(
        () => 'answered',
        (error: Error) => error.message,
      );
      await retrying;
      const closedAt = Date.now();
      await client.close();
      const outcome = await settled;
      expect(Date.now() - closedAt).toBeLessThan(2000);
      expect(outcome).toMatch(/the command has finished|503/);
    } finally {
      server.close();
    }
  });
});
