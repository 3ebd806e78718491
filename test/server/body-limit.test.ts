import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../helpers/server-process.js';

/**
 * The documented 413 for a body over the limit (10 MiB), as a client on another process reads
 * it: the service answers at once and reads the rest away instead of closing on the sender
 * (which then failed with EPIPE or a reset, 9 times in 10, instead of reading the answer).
 */
let server: ServerProcess;
beforeAll(async () => {
  server = await startServerProcess();
}, 60_000);
afterAll(async () => server?.stop());

const BODY = Buffer.alloc(11 * 1024 * 1024, 'a');

function post(url: string, token: string): Promise<{ status: number | string; body: string }> {
  return new Promise((resolve) => {
    const req = httpRequest(
      url,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'content-length': BODY.length,
        },
      },
      (res) => {
        let body = '';
        res.on('data', (d) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode!, body }));
      },
    );
    req.on('error', (e: NodeJS.ErrnoException) => resolve({ status: e.code ?? e.message, body: '' }));
    req.end(BODY);
  });
}

describe('a body over the limit', () => {
  it('gets the 413 every time, through node:http and fetch, from a separate `server start`', async () => {
    const url = `${server.url}/v1/orgs/${server.orgId}/spaces`;
    const statuses: Array<number | string> = [];
    for (let i = 0; i < 10; i++) {
      const plain = await post(url, server.token);
      statuses.push(plain.status);
      if (plain.status === 413) expect(JSON.parse(plain.body).error.message).toMatch(/larger than 10485760 bytes/);
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' },
          body: BODY,
        });
        await res.arrayBuffer();
        statuses.push(res.status);
      } catch (error) {
        statuses.push((error as { cause?: { code?: string } }).cause?.code ?? String(error));
      }
    }
    expect(statuses).toEqual(Array(20).fill(413));
    // The connection stays usable: the service still answers.
    const after = await fetch(`${server.url}/v1/user`, { headers: { authorization: `Bearer ${server.token}` } });
    expect(after.status).toBe(200);
  }, 60_000);
});
