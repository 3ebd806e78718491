import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken, revokeToken } from '../../../src/server/auth/tokens.js';
import { openDatabase } from '../../../src/server/store/db.js';
import { startTestService, type TestService } from '../../helpers/service.js';

// The service remembers a token's user, a space and its answer while the store is unchanged, and
// requests that arrive together read the store's version once: a revoke must still be seen by the
// very next request, whether this server's connection made it or another one (`server token
// --revoke --data` is another process on the same file).

let dir: string;
let svc: TestService;
let spaceId: string;
const agent = new Agent({ keepAlive: true, maxSockets: 16 });

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'docs-cli-revoke-'));
  svc = await startTestService({ file: join(dir, 'store.db') });
  const res = await fetch(`${svc.url}/v1/orgs/${svc.orgId}/spaces`, {
    method: 'POST',
    headers: { authorization: `Bearer ${svc.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ title: 'revoke' }),
  });
  expect(res.status).toBe(201);
  spaceId = ((await res.json()) as { id: string }).id;
});
afterAll(async () => {
  agent.destroy();
  await svc.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The status of a GET of the space with `token`, on a kept-alive connection. */
function status(token: string, path = `/v1/spaces/${spaceId}`): Promise<number> {
  return new Promise((resolve, reject) => {
    request(`${svc.url}${path}`, { agent, headers: { authorization: `Bearer ${token}` } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    })
      .on('error', reject)
      .end();
  });
}

/** `n` GETs sent at once on as many connections as the agent keeps. */
const many = (token: string, n = 32) => Promise.all(Array.from({ length: n }, () => status(token)));

describe('a revoked token', () => {
  it('is refused by the next request when another connection to the store revoked it', async () => {
    const issued = issueToken(svc.service.db, svc.userId('admin'), 'revoke test', new Date());
    // Answered (and remembered) many times, requests arriving together.
    expect(new Set(await many(issued.token))).toEqual(new Set([200]));
    const other = openDatabase(join(dir, 'store.db'));
    try {
      expect(revokeToken(other, issued.id, new Date())).toBe(true);
    } finally {
      other.close();
    }
    expect(await status(issued.token)).toBe(401);
    expect(new Set(await many(issued.token))).toEqual(new Set([401]));
    expect(await status(issued.token, '/v1/user')).toBe(401);
    // Other tokens are untouched.
    expect(new Set(await many(svc.token))).toEqual(new Set([200]));
  });

  it('is refused by the next request when the service connection revoked it', async () => {
    const issued = issueToken(svc.service.db, svc.userId('admin'), 'revoke test', new Date());
    expect(new Set(await many(issued.token))).toEqual(new Set([200]));
    expect(revokeToken(svc.service.db, issued.id, new Date())).toBe(true);
    expect(new Set(await many(issued.token))).toEqual(new Set([401]));
  });

  it('is refused from the first request sent after the revoke, while others are answered', async () => {
    const issued = issueToken(svc.service.db, svc.userId('admin'), 'revoke test', new Date());
    const other = openDatabase(join(dir, 'store.db'));
    try {
      // Requests keep arriving with the token while another connection revokes it: every
      // request sent after the revoke returned is refused.
      const before = many(issued.token, 16);
      expect(revokeToken(other, issued.id, new Date())).toBe(true);
      const after = many(issued.token, 16);
      expect((await before).every((s) => s === 200 || s === 401)).toBe(true);
      expect(new Set(await after)).toEqual(new Set([401]));
    } finally {
      other.close();
    }
  });
});
