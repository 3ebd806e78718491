/**
 * A long page of members makes the service read the next page in idle time. What a client gets
 * must be what a fresh read gives, and nothing written in between may be missed.
 */
import { join } from 'node:path';
import { setImmediate as tick } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src/server/store/db.js';
import { addMember } from '../../../src/server/store/organizations.js';
import { changeMember, listMembers, type MemberRecord } from '../../../src/server/store/people/members.js';
import { decodeCursor, type PageParams } from '../../../src/server/store/pagination.js';
import { createUser } from '../../../src/server/store/users.js';
import { openService } from '../../../src/server/service.js';
import type { Service } from '../../../src/server/assemble.js';
import { tempDir } from '../../helpers/cli.js';

let service: Service;
let file: string;
beforeAll(() => {
  file = join(tempDir(), 'store.db');
  service = openService({ file, baseUrl: 'http://127.0.0.1' });
  const joined = new Date('2026-01-01T00:00:00.000Z');
  service.db.tx(() => {
    for (let i = 0; i < 650; i++) {
      const user = createUser(service.db, { displayName: `Reader ${i}`, email: `reader-${i}@example.com` }, joined);
      addMember(service.db, service.orgId, user.id, 'read', joined);
    }
  });
});
afterAll(() => service.close());

const everyone = { sort: 'joinedAt' as const };
const first: PageParams = { limit: 200, order: 'desc' };
const pageAfter = (next: string | undefined): PageParams => ({ ...first, cursor: decodeCursor(next!) });
const ids = (rows: MemberRecord[]) => rows.map((r) => `${r.user_id}:${r.role}:${r.team_count}`);

describe('reading the next page of members ahead', () => {
  it('answers each page as a fresh read does', async () => {
    const whole = listMembers(service.db, service.orgId, everyone, { limit: 1000, order: 'desc' });
    // Member pages read from the store while a request is answered (the read-ahead runs after).
    const db = service.db;
    const all = db.all.bind(db);
    let reads = 0;
    db.all = ((sql: string, ...params: unknown[]) => {
      if (sql.includes('FROM org_members m JOIN users u')) reads++;
      return all(sql, ...params);
    }) as typeof db.all;
    try {
      const pages: MemberRecord[] = [];
      let page = listMembers(db, service.orgId, everyone, first);
      pages.push(...page.rows);
      while (page.next) {
        await tick(); // the read ahead runs
        reads = 0;
        page = listMembers(db, service.orgId, everyone, pageAfter(page.next));
        expect(reads, 'the page was read ahead').toBe(0);
        expect(page.count).toBe(whole.count);
        pages.push(...page.rows);
      }
      expect(ids(pages)).toEqual(ids(whole.rows));
    } finally {
      db.all = all;
    }
  });

  it('drops what it read ahead when the store changes, here or in another connection', async () => {
    const one = listMembers(service.db, service.orgId, everyone, first);
    await tick();
    const target = listMembers(service.db, service.orgId, everyone, pageAfter(one.next)).rows[5]!;
    const again = listMembers(service.db, service.orgId, everyone, first);
    await tick(); // the second page is read ahead again, then changed
    expect(changeMember(service.db, service.orgId, target.user_id, 'edit')).toBe('done');
    const second = listMembers(service.db, service.orgId, everyone, pageAfter(again.next));
    expect(second.rows.find((r) => r.user_id === target.user_id)?.role).toBe('edit');

    const third = listMembers(service.db, service.orgId, everyone, first);
    await tick();
    const other = openDatabase(file);
    changeMember(other, service.orgId, target.user_id, 'read');
    other.close();
    const fourth = listMembers(service.db, service.orgId, everyone, pageAfter(third.next));
    expect(fourth.rows.find((r) => r.user_id === target.user_id)?.role).toBe('read');
  });
});
