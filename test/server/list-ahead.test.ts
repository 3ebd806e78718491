/**
 * A long page of members makes the service make the next page ahead, in idle time, as the text it
 * is sent as (src/server/list-ahead.ts). What a client gets must be what a fresh read gives, for
 * the caller who asked, and nothing written in between may be missed.
 */
import { join } from 'node:path';
import { setImmediate as tick } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/store/db.js';
import { addMember } from '../../src/server/store/organizations.js';
import { changeMember } from '../../src/server/store/people/members.js';
import { createUser } from '../../src/server/store/users.js';
import { tempDir } from '../helpers/cli.js';
import { startTestService, type TestService } from '../helpers/service.js';

let svc: TestService;
let file: string;
beforeAll(async () => {
  file = join(tempDir(), 'store.db');
  svc = await startTestService({ file });
  const joined = new Date('2026-01-01T00:00:00.000Z');
  svc.service.db.tx(() => {
    for (let i = 0; i < 650; i++) {
      const user = createUser(svc.service.db, { displayName: `Reader ${i}`, email: `reader-${i}@example.com` }, joined);
      addMember(svc.service.db, svc.orgId, user.id, 'read', joined);
    }
  });
  svc.tokenFor('read'); // issued now: a token issued between two pages would change the store
});
afterAll(async () => svc.close());

interface MemberPage {
  items: Array<{ id: string; role: string | null }>;
  count: number;
  next?: { page: string };
}

/** A page through the service's request handler (as HTTP does), with the member reads it made. */
async function page(query: string, role = 'admin'): Promise<{ body: MemberPage; reads: number }> {
  const db = svc.service.db;
  const all = db.all.bind(db);
  let reads = 0;
  db.all = ((sql: string, ...params: unknown[]) => {
    if (sql.includes('FROM org_members m JOIN users u')) reads++;
    return all(sql, ...params);
  }) as typeof db.all;
  try {
    const reply = await svc.service.app.handle({
      method: 'GET',
      url: `/v1/orgs/${svc.orgId}/members?${query}`,
      headers: { authorization: `Bearer ${svc.tokenFor(role)}` },
    });
    expect(reply.status).toBe(200);
    const body = (reply.json === undefined ? reply.body : JSON.parse(reply.json)) as MemberPage;
    return { body, reads };
  } finally {
    db.all = all;
  }
}
const nextOf = (body: MemberPage) => `limit=200&page=${encodeURIComponent(body.next!.page)}`;
const roles = (body: MemberPage) => body.items.map((m) => `${m.id}:${m.role}`);

describe('making the next page of members ahead', () => {
  it('answers each page as a fresh read does, from what it made ahead', async () => {
    const whole = (await page('limit=1000')).body;
    const seen: string[] = [];
    let current = await page('limit=200');
    seen.push(...roles(current.body));
    while (current.body.next) {
      await tick(); // the next page is made
      current = await page(nextOf(current.body));
      expect(current.reads, 'the page was made ahead').toBe(0);
      expect(current.body.count).toBe(whole.count);
      seen.push(...roles(current.body));
    }
    expect(seen).toEqual(roles(whole));
  });

  it('makes a page anew for another caller, and when the store changed, here or in another connection', async () => {
    const first = (await page('limit=200')).body;
    await tick();
    const other = await page(nextOf(first), 'read');
    expect(other.reads, 'another caller does not get what was made for the first').toBeGreaterThan(0);
    const target = other.body.items[5]!;

    const again = (await page('limit=200')).body;
    await tick(); // the second page is made again, then the store changes
    expect(changeMember(svc.service.db, svc.orgId, target.id, 'edit')).toBe('done');
    const second = await page(nextOf(again));
    expect(second.reads).toBeGreaterThan(0);
    expect(second.body.items.find((m) => m.id === target.id)?.role).toBe('edit');

    const third = (await page('limit=200')).body;
    await tick();
    const connection = openDatabase(file);
    changeMember(connection, svc.orgId, target.id, 'read');
    connection.close();
    const fourth = await page(nextOf(third));
    expect(fourth.body.items.find((m) => m.id === target.id)?.role).toBe('read');
  });

  it('makes nothing ahead for short pages', async () => {
    const first = (await page('limit=50')).body;
    await tick();
    const next = await page(`limit=50&page=${encodeURIComponent(first.next!.page)}`);
    expect(next.reads).toBeGreaterThan(0);
  });
});
