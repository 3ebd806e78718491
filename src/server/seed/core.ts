import type { Role } from '../auth/roles.js';
import { newId } from '../ids.js';
import type { Db } from '../store/db.js';
import { addMember, createOrganization } from '../store/organizations.js';
import { createSpace } from '../store/spaces.js';
import { lastPosition } from '../store/positions.js';
import { createUser } from '../store/users.js';

/** Ids of the demo data, for the seeders of the other groups. */
export interface DemoRefs {
  orgId: string;
  adminUserId: string;
  /** Demo members by role name (`guest` for the guest); empty without the demo. */
  users: Record<string, string>;
  collections: Record<string, string>;
  /** Demo spaces by title. */
  spaces: Record<string, string>;
  teams: Record<string, string>;
}

export const DEMO_MEMBERS: Array<{ key: string; name: string; email: string; role: Role | null }> = [
  { key: 'create', name: 'Cody Creator', email: 'cody@demo.docs-cli.dev', role: 'create' },
  { key: 'review', name: 'Rita Reviewer', email: 'rita@demo.docs-cli.dev', role: 'review' },
  { key: 'edit', name: 'Eddie Editor', email: 'eddie@demo.docs-cli.dev', role: 'edit' },
  { key: 'comment', name: 'Cora Commenter', email: 'cora@demo.docs-cli.dev', role: 'comment' },
  { key: 'read', name: 'Reed Reader', email: 'reed@demo.docs-cli.dev', role: 'read' },
  { key: 'guest', name: 'Gwen Guest', email: 'gwen@demo.docs-cli.dev', role: null },
];

export const ADMIN_EMAIL = 'admin@demo.docs-cli.dev';

export function seedCore(db: Db, now: Date, demo: boolean): DemoRefs {
  const admin = createUser(db, { displayName: 'Ada Admin', email: ADMIN_EMAIL }, now);
  const org = createOrganization(
    db,
    { title: demo ? 'Demo Docs' : 'My Organization', emailDomains: demo ? ['demo.docs-cli.dev'] : [] },
    now,
  );
  addMember(db, org.id, admin.id, 'admin', now);
  const refs: DemoRefs = {
    orgId: org.id,
    adminUserId: admin.id,
    users: { admin: admin.id },
    collections: {},
    spaces: {},
    teams: {},
  };
  if (!demo) return refs;

  for (const m of DEMO_MEMBERS) {
    const user = createUser(db, { displayName: m.name, email: m.email }, now);
    addMember(db, org.id, user.id, m.role, now);
    refs.users[m.key] = user.id;
  }

  const collection = (title: string, parent: string | null, description?: string) => {
    const id = newId();
    db.run(
      'INSERT INTO collections (id, org_id, parent_id, title, description, position, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      id,
      org.id,
      parent,
      title,
      description ?? null,
      lastPosition(db, org.id, parent),
      now.toISOString(),
    );
    refs.collections[title] = id;
    return id;
  };
  const product = collection('Product', null, 'Everything customers read');
  const guides = collection('Guides', product, 'How-to guides');
  const company = collection('Company', null, 'Internal knowledge');

  const space = (title: string, emoji: string, parent: string | null, visibility: string) => {
    refs.spaces[title] = createSpace(db, { orgId: org.id, title, emoji, parentId: parent, visibility }, now).id;
  };
  space('Getting Started', '🚀', guides, 'public');
  space('API Reference', '📘', product, 'public');
  space('Internal Handbook', '📗', company, 'private');
  space('Release Notes', '📝', null, 'unlisted');

  db.run(
    'INSERT INTO space_grants (space_id, user_id, role) VALUES (?, ?, ?)',
    refs.spaces['Getting Started'],
    refs.users.guest,
    'read',
  );

  const team = (title: string, members: Array<[string, 'owner' | 'member']>, spaces: Array<[string, Role]>) => {
    const id = newId();
    db.run(
      'INSERT INTO teams (id, org_id, title, created_at) VALUES (?, ?, ?, ?)',
      id,
      org.id,
      title,
      now.toISOString(),
    );
    for (const [user, role] of members) {
      db.run(
        'INSERT INTO team_members (team_id, user_id, role, added_at) VALUES (?, ?, ?, ?)',
        id,
        user,
        role,
        now.toISOString(),
      );
    }
    for (const [spaceId, role] of spaces)
      db.run('INSERT INTO team_spaces (team_id, space_id, role) VALUES (?, ?, ?)', id, spaceId, role);
    refs.teams[title] = id;
  };
  team(
    'Writers',
    [
      [refs.users.edit!, 'owner'],
      [refs.users.create!, 'member'],
    ],
    [[refs.spaces['Getting Started']!, 'edit']],
  );
  team(
    'Reviewers',
    [
      [refs.users.review!, 'owner'],
      [refs.users.comment!, 'member'],
    ],
    [[refs.spaces['API Reference']!, 'review']],
  );
  return refs;
}
