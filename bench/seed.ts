import { openService } from '../src/server/service.js';
import { addMember } from '../src/server/store/organizations.js';
import { createUser } from '../src/server/store/users.js';

/** Creates a store with `members` extra members (for the list and sync benchmarks). */
export function seedStore(file: string, members: number): { orgId: string; emails: string[] } {
  const service = openService({ file, baseUrl: 'http://127.0.0.1' });
  const now = new Date();
  const emails: string[] = [];
  service.db.tx(() => {
    for (let i = 0; i < members; i++) {
      const email = `bench-${i}@bench.example`;
      const user = createUser(service.db, { displayName: `Bench User ${i}`, email }, now);
      addMember(service.db, service.orgId, user.id, 'read', now);
      emails.push(email);
    }
  });
  const orgId = service.orgId;
  service.close();
  return { orgId, emails };
}
