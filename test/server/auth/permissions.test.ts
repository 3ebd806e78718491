import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../../../src/server/auth/tokens.js';
import { atLeast, type Role } from '../../../src/server/auth/roles.js';
import { settledRuns } from '../../../src/server/content/import-runs.js';
import { newId } from '../../../src/server/ids.js';
import { insertImportRun } from '../../../src/server/store/import-runs.js';
import { addMember, createOrganization } from '../../../src/server/store/organizations.js';
import { createUser } from '../../../src/server/store/users.js';
import { PETSTORE_YAML } from '../../../src/server/seed/extensions.js';
import { tempDir } from '../../helpers/cli.js';
import { startTestService, type TestService } from '../../helpers/service.js';
import { figure } from '../../helpers/figures.js';

/**
 * The permission matrix: every mutating route of `router.list()` × every kind of caller, with a
 * valid request, against the real service. The expected answer of every case comes from ROUTES:
 * the minimum role of the route and what a guest may do there.
 */

type Actor = 'admin' | 'create' | 'review' | 'edit' | 'comment' | 'read' | 'guest' | 'outsider';
const ACTORS: Actor[] = ['admin', 'create', 'review', 'edit', 'comment', 'read', 'guest', 'outsider'];

/**
 * What a guest (an organization member without an organization-wide role) may do on a route:
 * - `grant`: the route acts on a space shared with the guest; the guest acts with the grant's
 *   role (GUEST_GRANT in this test), like any member with that role;
 * - `member`: every member may act, guests included;
 * - `refused`: the guest can see what the route acts on (the organization) but may not act: 403;
 * - `hidden`: the guest cannot even see it (collections, sites, teams they are not in, private
 *   integrations, deleted spaces): 404.
 * Outsiders (members of another organization only) never see anything of the organization: 404.
 */
type GuestRule = 'grant' | 'member' | 'refused' | 'hidden';
const GUEST_GRANT: Role = 'edit';

interface Target {
  path: string;
  body?: unknown;
}

interface RouteCase {
  method: string;
  /** The template, exactly as in `router.list()`. */
  route: string;
  min: Role;
  guest: GuestRule;
  /** A valid request with fresh targets (prepared as the admin). */
  prepare: (actor: Actor) => Promise<Target>;
}

let svc: TestService;
let root: string;
let org: string;
let otherOrg: string;
const tokens = {} as Record<Actor, string>;
let seq = 0;
const unique = (p: string) => `${p}-${++seq}`;

async function call(
  method: string,
  path: string,
  body: unknown,
  token: string,
): Promise<{ status: number; body: any }> {
  const res = await fetch(svc.url + path, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return {
    status: res.status,
    body: text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text,
  };
}

/** A request as the admin that must succeed: prepares targets. */
async function admin(method: string, path: string, body?: unknown): Promise<any> {
  const res = await call(method, path, body, tokens.admin);
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

// Fresh targets. Spaces are new (no team grants) and shared with the guest at GUEST_GRANT.
async function freshSpace(): Promise<string> {
  const space = await admin('POST', `/v1/orgs/${org}/spaces`, { title: unique('Space') });
  svc.service.db.run(
    'INSERT INTO space_grants (space_id, user_id, role) VALUES (?, ?, ?)',
    space.id,
    svc.userId('guest'),
    GUEST_GRANT,
  );
  return space.id;
}
async function freshCr(space?: string): Promise<{ space: string; cr: number }> {
  const s = space ?? (await freshSpace());
  const cr = await admin('POST', `/v1/spaces/${s}/change-requests`, { subject: unique('CR') });
  return { space: s, cr: cr.number };
}
const md = (text: string) => ({ markdown: text });
async function freshComment(cr: boolean): Promise<{ base: string; comment: string }> {
  const base = cr
    ? await freshCr().then((c) => `/v1/spaces/${c.space}/change-requests/${c.cr}`)
    : `/v1/spaces/${await freshSpace()}`;
  const comment = await admin('POST', `${base}/comments`, { body: md('A comment by the admin') });
  return { base, comment: comment.id };
}
async function freshReply(cr: boolean): Promise<{ base: string; comment: string; reply: string }> {
  const c = await freshComment(cr);
  const reply = await admin('POST', `${c.base}/comments/${c.comment}/replies`, { body: md('A reply by the admin') });
  return { ...c, reply: reply.id };
}
const freshCollection = async () =>
  (await admin('POST', `/v1/orgs/${org}/collections`, { title: unique('Coll') })).id as string;
async function freshSite(): Promise<{ site: string; base: string; space: string }> {
  const space = await freshSpace();
  const site = await admin('POST', `/v1/orgs/${org}/sites`, { title: unique('Site'), spaces: [space] });
  return { site: site.id, base: `/v1/orgs/${org}/sites/${site.id}`, space };
}
async function freshSection(): Promise<{ base: string; section: string; space: string }> {
  const s = await freshSite();
  const section = await admin('POST', `${s.base}/sections`, { spaceId: await freshSpace() });
  return { base: s.base, section: section.id, space: s.space };
}
async function freshGroup(): Promise<{ base: string; group: string; section: string }> {
  const s = await freshSection();
  const group = await admin('POST', `${s.base}/section-groups`, { title: unique('Group'), sections: [s.section] });
  return { base: s.base, group: group.id, section: s.section };
}
async function freshSiteSpace(): Promise<{ base: string; siteSpace: string }> {
  const s = await freshSite();
  const list = await admin('GET', `${s.base}/site-spaces`);
  return { base: s.base, siteSpace: list.items[0].id };
}
async function freshMember(): Promise<string> {
  const user = createUser(
    svc.service.db,
    { displayName: 'Target', email: `${unique('target')}@demo.docs-cli.dev` },
    new Date(),
  );
  addMember(svc.service.db, org, user.id, 'read', new Date());
  return user.id;
}
const freshTeam = async () => (await admin('PUT', `/v1/orgs/${org}/teams`, { title: unique('Team') })).id as string;
const freshTranslation = async () =>
  (await admin('POST', `/v1/orgs/${org}/translations`, { title: unique('Lang') })).id as string;
async function freshSpec(): Promise<string> {
  const slug = unique('spec');
  await admin('POST', `/v1/orgs/${org}/openapi`, { slug, source: { text: PETSTORE_YAML } });
  await waitSpecs();
  return slug;
}
const integrationBody = (visibility = 'private') => ({
  title: 'Matrix',
  description: 'A test integration',
  script: 'export default {}',
  scopes: [],
  organization: org,
  visibility,
});
async function freshIntegration(visibility = 'private'): Promise<string> {
  const name = unique('matrix');
  await admin('POST', `/v1/integrations/${name}`, integrationBody(visibility));
  return name;
}
/** OpenAPI processing runs after the answer; wait for it so snapshots only see the request. */
async function waitSpecs(): Promise<void> {
  // Import runs started by a case finish before the next case's store is compared.
  await settledRuns();
  for (let i = 0; i < 200; i++) {
    if (!svc.service.db.get("SELECT 1 FROM openapi_specs WHERE processing_state != 'complete'")) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('OpenAPI processing did not finish');
}

const S = '/v1/spaces/:spaceId';
const O = '/v1/orgs/:organizationId';
const SITE = `${O}/sites/:siteId`;
const TEAM = `${O}/teams/:teamId`;

/** THE table: per route, the minimum role and what guests may do; the rest of the test follows from it. */
const ROUTES: RouteCase[] = [
  // Organization
  {
    method: 'PATCH',
    route: O,
    min: 'admin',
    guest: 'refused',
    prepare: async () => ({ path: `/v1/orgs/${org}`, body: { title: unique('Demo Docs') } }),
  },
  {
    method: 'POST',
    route: `${O}/ping`,
    min: 'read',
    guest: 'member',
    prepare: async () => ({ path: `/v1/orgs/${org}/ping` }),
  },
  {
    method: 'DELETE',
    route: `${O}/link-invites/:inviteId`,
    min: 'admin',
    guest: 'refused',
    prepare: async () => {
      const id = newId();
      svc.service.db.run(
        'INSERT INTO link_invites (id, org_id, role, created_at) VALUES (?, ?, ?, ?)',
        id,
        org,
        'read',
        new Date().toISOString(),
      );
      return { path: `/v1/orgs/${org}/link-invites/${id}` };
    },
  },
  // Members
  {
    method: 'PATCH',
    route: `${O}/members/:userId`,
    min: 'admin',
    guest: 'refused',
    prepare: async () => ({ path: `/v1/orgs/${org}/members/${await freshMember()}`, body: { role: 'comment' } }),
  },
  {
    method: 'DELETE',
    route: `${O}/members/:userId`,
    min: 'admin',
    guest: 'refused',
    prepare: async () => ({ path: `/v1/orgs/${org}/members/${await freshMember()}` }),
  },
  {
    method: 'POST',
    route: `${O}/members/:userId/sso`,
    min: 'admin',
    guest: 'refused',
    prepare: async () => ({ path: `/v1/orgs/${org}/members/${await freshMember()}/sso` }),
  },
  // Teams: organization admins (and team owners; these fresh teams have none)
  {
    method: 'PUT',
    route: `${O}/teams`,
    min: 'admin',
    guest: 'refused',
    prepare: async () => ({ path: `/v1/orgs/${org}/teams`, body: { title: unique('Team') } }),
  },
  {
    method: 'PATCH',
    route: TEAM,
    min: 'admin',
    guest: 'hidden',
    prepare: async () => ({ path: `/v1/orgs/${org}/teams/${await freshTeam()}`, body: { title: unique('Renamed') } }),
  },
  {
    method: 'DELETE',
    route: TEAM,
    min: 'admin',
    guest: 'hidden',
    prepare: async () => ({ path: `/v1/orgs/${org}/teams/${await freshTeam()}` }),
  },
  {
    method: 'PUT',
    route: `${TEAM}/members`,
    min: 'admin',
    guest: 'hidden',
    prepare: async () => ({
      path: `/v1/orgs/${org}/teams/${await freshTeam()}/members`,
      body: { add: [svc.userId('read')] },
    }),
  },
  {
    method: 'PUT',
    route: `${TEAM}/members/:userId`,
    min: 'admin',
    guest: 'hidden',
    prepare: async () => ({
      path: `/v1/orgs/${org}/teams/${await freshTeam()}/members/${svc.userId('read')}`,
      body: { role: 'member' },
    }),
  },
  {
    method: 'DELETE',
    route: `${TEAM}/members/:userId`,
    min: 'admin',
    guest: 'hidden',
    prepare: async () => {
      const team = await freshTeam();
      await admin('PUT', `/v1/orgs/${org}/teams/${team}/members`, { add: [svc.userId('read')] });
      return { path: `/v1/orgs/${org}/teams/${team}/members/${svc.userId('read')}` };
    },
  },
  // Translations
  {
    method: 'POST',
    route: `${O}/translations`,
    min: 'admin',
    guest: 'refused',
    prepare: async () => ({ path: `/v1/orgs/${org}/translations`, body: { title: unique('Lang') } }),
  },
  {
    method: 'PUT',
    route: `${O}/translations/:translationSettingsId`,
    min: 'admin',
    guest: 'refused',
    prepare: async () => ({
      path: `/v1/orgs/${org}/translations/${await freshTranslation()}`,
      body: { title: unique('Lang') },
    }),
  },
  {
    method: 'DELETE',
    route: `${O}/translations/:translationSettingsId`,
    min: 'admin',
    guest: 'refused',
    prepare: async () => ({ path: `/v1/orgs/${org}/translations/${await freshTranslation()}` }),
  },
  // Collections: creating and arranging is `create`; settings, deleting and transfer `admin`
  {
    method: 'POST',
    route: `${O}/collections`,
    min: 'create',
    guest: 'refused',
    prepare: async () => ({ path: `/v1/orgs/${org}/collections`, body: { title: unique('Coll') } }),
  },
  {
    method: 'PATCH',
    route: '/v1/collections/:collectionId',
    min: 'admin',
    guest: 'hidden',
    prepare: async () => ({ path: `/v1/collections/${await freshCollection()}`, body: { title: unique('Renamed') } }),
  },
  {
    method: 'DELETE',
    route: '/v1/collections/:collectionId',
    min: 'admin',
    guest: 'hidden',
    prepare: async () => ({ path: `/v1/collections/${await freshCollection()}` }),
  },
  {
    method: 'POST',
    route: '/v1/collections/:collectionId/move',
    min: 'create',
    guest: 'hidden',
    prepare: async () => ({ path: `/v1/collections/${await freshCollection()}/move`, body: { parent: null } }),
  },
  {
    method: 'POST',
    route: '/v1/collections/:collectionId/transfer',
    min: 'admin',
    guest: 'hidden',
    prepare: async () => ({
      path: `/v1/collections/${await freshCollection()}/transfer`,
      body: { organization: otherOrg },
    }),
  },
  // Spaces: creating and arranging is `create` in the organization; settings and deleting `admin`
  {
    method: 'POST',
    route: `${O}/spaces`,
    min: 'create',
    guest: 'refused',
    prepare: async () => ({ path: `/v1/orgs/${org}/spaces`, body: { title: unique('Space') } }),
  },
  {
    method: 'PATCH',
    route: S,
    min: 'admin',
    guest: 'grant',
    prepare: async () => ({ path: `/v1/spaces/${await freshSpace()}`, body: { title: unique('Renamed') } }),
  },
  {
    method: 'DELETE',
    route: S,
    min: 'admin',
    guest: 'grant',
    prepare: async () => ({ path: `/v1/spaces/${await freshSpace()}` }),
  },
  {
    method: 'POST',
    route: `${S}/restore`,
    min: 'admin',
    guest: 'hidden',
    prepare: async () => {
      const space = await freshSpace();
      await admin('DELETE', `/v1/spaces/${space}`);
      return { path: `/v1/spaces/${space}/restore` };
    },
  },
  {
    method: 'POST',
    route: `${S}/duplicate`,
    min: 'create',
    guest: 'refused',
    prepare: async () => ({ path: `/v1/spaces/${await freshSpace()}/duplicate` }),
  },
  {
    method: 'POST',
    route: `${S}/move`,
    min: 'create',
    guest: 'refused',
    prepare: async () => ({ path: `/v1/spaces/${await freshSpace()}/move`, body: { parent: null } }),
  },
  {
    method: 'POST',
    route: `${S}/transfer`,
    min: 'admin',
    guest: 'refused',
    prepare: async () => ({ path: `/v1/spaces/${await freshSpace()}/transfer`, body: { organization: otherOrg } }),
  },
  // Content: editing live content or change requests is `edit`, merging is `review`
  {
    method: 'POST',
    route: `${S}/content/import`,
    min: 'edit',
    guest: 'grant',
    prepare: async () => ({ path: `/v1/spaces/${await freshSpace()}/content/import`, body: importBody() }),
  },
  // Import runs (0.202.0): started and cancelled by whoever may edit the target space
  {
    method: 'POST',
    route: '/v1/org/:organizationId/imports',
    min: 'edit',
    guest: 'grant',
    prepare: async () => ({
      path: `/v1/org/${org}/imports`,
      body: { source: { type: 'website', url: importBody().url }, target: { space: await freshSpace() } },
    }),
  },
  {
    method: 'POST',
    route: '/v1/org/:organizationId/imports/:importRunId/cancel',
    min: 'edit',
    guest: 'grant',
    prepare: async () => {
      // A run held pending (nothing carries it out), so that cancelling it is always possible.
      const space = await freshSpace();
      const id = newId();
      insertImportRun(svc.service.db, {
        id,
        org_id: org,
        user_id: svc.userId('admin'),
        space_id: space,
        cr_id: null,
        site_id: null,
        source: JSON.stringify({ type: 'website', url: 'https://example.org/held' }),
        target: JSON.stringify({ space }),
        created_at: new Date().toISOString(),
      });
      return { path: `/v1/org/${org}/imports/${id}/cancel` };
    },
  },
  {
    method: 'POST',
    route: `${S}/change-requests`,
    min: 'edit',
    guest: 'grant',
    prepare: async () => ({ path: `/v1/spaces/${await freshSpace()}/change-requests`, body: { subject: 'Proposal' } }),
  },
  {
    method: 'PATCH',
    route: `${S}/change-requests/:changeRequestId`,
    min: 'edit',
    guest: 'grant',
    prepare: async () => cr(await freshCr(), '', { subject: unique('Subject') }),
  },
  {
    method: 'POST',
    route: `${S}/change-requests/:changeRequestId/merge`,
    min: 'review',
    guest: 'grant',
    prepare: async () => cr(await freshCr(), '/merge'),
  },
  // Reviews: `review` to review (never one's own change request: the admin reviews one the
  // `create` member opened), `edit` to ask for reviewers and take a request back
  {
    method: 'POST',
    route: `${S}/change-requests/:changeRequestId/reviews`,
    min: 'review',
    guest: 'grant',
    prepare: async (actor) => {
      const space = await freshSpace();
      const opened = await call(
        'POST',
        `/v1/spaces/${space}/change-requests`,
        { subject: unique('CR') },
        tokens[actor === 'admin' ? 'create' : 'admin'],
      );
      if (opened.status >= 300) throw new Error(`change request: ${opened.status}`);
      return {
        path: `/v1/spaces/${space}/change-requests/${opened.body.number}/reviews`,
        body: { status: 'approved' },
      };
    },
  },
  {
    method: 'POST',
    route: `${S}/change-requests/:changeRequestId/requested-reviewers`,
    min: 'edit',
    guest: 'grant',
    prepare: async () => cr(await freshCr(), '/requested-reviewers', { users: [await freshMember()] }),
  },
  {
    method: 'DELETE',
    route: `${S}/change-requests/:changeRequestId/requested-reviewers/:userId`,
    min: 'edit',
    guest: 'grant',
    prepare: async () => {
      const c = await freshCr();
      const member = await freshMember();
      await admin('POST', `/v1/spaces/${c.space}/change-requests/${c.cr}/requested-reviewers`, { users: [member] });
      return { path: `/v1/spaces/${c.space}/change-requests/${c.cr}/requested-reviewers/${member}` };
    },
  },
  {
    method: 'POST',
    route: `${S}/change-requests/:changeRequestId/update`,
    min: 'edit',
    guest: 'grant',
    prepare: async () => {
      const c = await freshCr();
      await admin('POST', `/v1/spaces/${c.space}/content/import`, importBody()); // makes the request outdated
      return cr(c, '/update');
    },
  },
  {
    method: 'POST',
    route: `${S}/change-requests/:changeRequestId/content/import`,
    min: 'edit',
    guest: 'grant',
    prepare: async () => cr(await freshCr(), '/content/import', importBody()),
  },
  {
    method: 'POST',
    route: `${S}/change-requests/:changeRequestId/content`,
    min: 'edit',
    guest: 'grant',
    prepare: async () =>
      cr(await freshCr(), '/content?compat=false', {
        changes: [{ operation: 'insert_page', title: 'New', document: { markdown: 'New page.\n' } }],
      }),
  },
  // Comments: `comment` to post, reply and react; reviewers resolve; authors (the admin here) and admins delete
  ...(['', '/change-requests/:changeRequestId'] as const).flatMap((scope): RouteCase[] => {
    const inCr = scope !== '';
    const B = `${S}${scope}/comments`;
    return [
      {
        method: 'POST',
        route: B,
        min: 'comment',
        guest: 'grant',
        prepare: async () => {
          const base = inCr
            ? await freshCr().then((c) => `/v1/spaces/${c.space}/change-requests/${c.cr}`)
            : `/v1/spaces/${await freshSpace()}`;
          return { path: `${base}/comments`, body: { body: md('Looks good') } };
        },
      },
      {
        method: 'PUT',
        route: `${B}/:commentId`,
        min: 'review',
        guest: 'grant',
        prepare: async () => comment(await freshComment(inCr), { resolved: true }),
      },
      {
        method: 'DELETE',
        route: `${B}/:commentId`,
        min: 'admin',
        guest: 'grant',
        prepare: async () => comment(await freshComment(inCr)),
      },
      {
        method: 'POST',
        route: `${B}/:commentId/replies`,
        min: 'comment',
        guest: 'grant',
        prepare: async () => {
          const c = await freshComment(inCr);
          return { path: `${c.base}/comments/${c.comment}/replies`, body: { body: md('Agreed') } };
        },
      },
      {
        method: 'PUT',
        route: `${B}/:commentId/replies/:commentReplyId`,
        min: 'comment',
        guest: 'grant',
        prepare: async () => reply(await freshReply(inCr), { addedReactions: ['👍'] }),
      },
      {
        method: 'DELETE',
        route: `${B}/:commentId/replies/:commentReplyId`,
        min: 'admin',
        guest: 'grant',
        prepare: async () => reply(await freshReply(inCr)),
      },
    ];
  }),
  // Sites: creating and arranging is `create`; deleting, publishing, audience and share links `admin`
  {
    method: 'POST',
    route: `${O}/sites`,
    min: 'create',
    guest: 'refused',
    prepare: async () => ({ path: `/v1/orgs/${org}/sites`, body: { title: unique('Site') } }),
  },
  {
    method: 'PATCH',
    route: SITE,
    min: 'create',
    guest: 'hidden',
    prepare: async () => ({ path: (await freshSite()).base, body: { title: unique('Renamed') } }),
  },
  {
    method: 'DELETE',
    route: SITE,
    min: 'admin',
    guest: 'hidden',
    prepare: async () => ({ path: (await freshSite()).base }),
  },
  {
    method: 'POST',
    route: `${SITE}/publish`,
    min: 'admin',
    guest: 'hidden',
    prepare: async () => ({ path: `${(await freshSite()).base}/publish` }),
  },
  {
    method: 'POST',
    route: `${SITE}/unpublish`,
    min: 'admin',
    guest: 'hidden',
    prepare: async () => {
      const s = await freshSite();
      await admin('POST', `${s.base}/publish`);
      return { path: `${s.base}/unpublish` };
    },
  },
  {
    method: 'PUT',
    route: `${SITE}/adaptive-schema`,
    min: 'create',
    guest: 'hidden',
    prepare: async () => ({
      path: `${(await freshSite()).base}/adaptive-schema`,
      body: {
        jsonSchema: {
          type: 'object',
          properties: {
            unsigned: {
              type: 'object',
              description: 'Unsigned claims of the site visitor.',
              properties: {},
              additionalProperties: false,
            },
            beta: { type: 'boolean', description: 'Beta users' },
          },
          additionalProperties: false,
        },
      },
    }),
  },
  {
    method: 'PATCH',
    route: `${SITE}/structure/sort`,
    min: 'create',
    guest: 'hidden',
    prepare: async () => {
      const s = await freshSection();
      return {
        path: `${s.base}/structure/sort`,
        body: { item: { type: 'site-section', id: s.section }, position: {} },
      };
    },
  },
  {
    method: 'POST',
    route: `${SITE}/sections`,
    min: 'create',
    guest: 'hidden',
    prepare: async () => ({ path: `${(await freshSite()).base}/sections`, body: { spaceId: await freshSpace() } }),
  },
  {
    method: 'PATCH',
    route: `${SITE}/sections/:siteSectionId`,
    min: 'create',
    guest: 'hidden',
    prepare: async () => section(await freshSection(), '', { title: unique('Section') }),
  },
  {
    method: 'DELETE',
    route: `${SITE}/sections/:siteSectionId`,
    min: 'create',
    guest: 'hidden',
    prepare: async () => section(await freshSection(), ''),
  },
  {
    method: 'POST',
    route: `${SITE}/sections/:siteSectionId/move`,
    min: 'create',
    guest: 'hidden',
    prepare: async () => section(await freshSection(), '/move', {}),
  },
  {
    method: 'POST',
    route: `${SITE}/section-groups`,
    min: 'create',
    guest: 'hidden',
    prepare: async () => ({ path: `${(await freshSection()).base}/section-groups`, body: { title: unique('Group') } }),
  },
  {
    method: 'PATCH',
    route: `${SITE}/section-groups/:siteSectionGroupId`,
    min: 'create',
    guest: 'hidden',
    prepare: async () => group(await freshGroup(), '', { title: unique('Group') }),
  },
  {
    method: 'DELETE',
    route: `${SITE}/section-groups/:siteSectionGroupId`,
    min: 'create',
    guest: 'hidden',
    prepare: async () => group(await freshGroup(), ''),
  },
  {
    method: 'POST',
    route: `${SITE}/section-groups/:siteSectionGroupId/move`,
    min: 'create',
    guest: 'hidden',
    prepare: async () => group(await freshGroup(), '/move', {}),
  },
  {
    method: 'POST',
    route: `${SITE}/section-groups/:siteSectionGroupId/sections`,
    min: 'create',
    guest: 'hidden',
    prepare: async () => {
      const s = await freshSection();
      const g = await admin('POST', `${s.base}/section-groups`, { title: unique('Group') });
      return { path: `${s.base}/section-groups/${g.id}/sections`, body: { sectionId: s.section } };
    },
  },
  {
    method: 'DELETE',
    route: `${SITE}/section-groups/:siteSectionGroupId/sections/:siteSectionId`,
    min: 'create',
    guest: 'hidden',
    prepare: async () => {
      const g = await freshGroup();
      return { path: `${g.base}/section-groups/${g.group}/sections/${g.section}` };
    },
  },
  {
    method: 'POST',
    route: `${SITE}/site-spaces`,
    min: 'create',
    guest: 'hidden',
    prepare: async () => ({ path: `${(await freshSite()).base}/site-spaces`, body: { spaceId: await freshSpace() } }),
  },
  {
    method: 'PATCH',
    route: `${SITE}/site-spaces/:siteSpaceId`,
    min: 'create',
    guest: 'hidden',
    prepare: async () => siteSpace(await freshSiteSpace(), '', { path: unique('path') }),
  },
  {
    method: 'DELETE',
    route: `${SITE}/site-spaces/:siteSpaceId`,
    min: 'create',
    guest: 'hidden',
    prepare: async () => siteSpace(await freshSiteSpace(), ''),
  },
  {
    method: 'POST',
    route: `${SITE}/site-spaces/:siteSpaceId/move`,
    min: 'create',
    guest: 'hidden',
    prepare: async () => siteSpace(await freshSiteSpace(), '/move', {}),
  },
  {
    method: 'POST',
    route: `${SITE}/share-links`,
    min: 'admin',
    guest: 'hidden',
    prepare: async () => ({ path: `${(await freshSite()).base}/share-links`, body: { name: 'Partners' } }),
  },
  {
    method: 'PATCH',
    route: `${SITE}/share-links/:shareLinkId`,
    min: 'admin',
    guest: 'hidden',
    prepare: async () => {
      const s = await freshSite();
      const link = await admin('POST', `${s.base}/share-links`, { name: 'Partners' });
      return { path: `${s.base}/share-links/${link.id}`, body: { active: false } };
    },
  },
  {
    method: 'DELETE',
    route: `${SITE}/share-links/:shareLinkId`,
    min: 'admin',
    guest: 'hidden',
    prepare: async () => {
      const s = await freshSite();
      const link = await admin('POST', `${s.base}/share-links`, { name: 'Partners' });
      return { path: `${s.base}/share-links/${link.id}` };
    },
  },
  // Site MCP servers: admins only, as share links (their headers are credentials)
  {
    method: 'POST',
    route: `${SITE}/mcp-servers`,
    min: 'admin',
    guest: 'hidden',
    prepare: async () => ({
      path: `${(await freshSite()).base}/mcp-servers`,
      body: { name: unique('Tools'), url: 'https://mcp.example.org/mcp', transport: 'http', headers: {} },
    }),
  },
  {
    method: 'PATCH',
    route: `${SITE}/mcp-servers/:siteMcpServerId`,
    min: 'admin',
    guest: 'hidden',
    prepare: async () => {
      const s = await freshSite();
      const server = await admin('POST', `${s.base}/mcp-servers`, {
        name: unique('Tools'),
        url: 'https://mcp.example.org/mcp',
        transport: 'http',
        headers: {},
      });
      return { path: `${s.base}/mcp-servers/${server.id}`, body: { name: unique('Renamed') } };
    },
  },
  {
    method: 'DELETE',
    route: `${SITE}/mcp-servers/:siteMcpServerId`,
    min: 'admin',
    guest: 'hidden',
    prepare: async () => {
      const s = await freshSite();
      const server = await admin('POST', `${s.base}/mcp-servers`, {
        name: unique('Tools'),
        url: 'https://mcp.example.org/mcp',
        transport: 'http',
        headers: {},
      });
      return { path: `${s.base}/mcp-servers/${server.id}` };
    },
  },
  // Storage uploads: any member may ask for an upload URL (what it uploads is used only by a
  // write that needs its own role)
  {
    method: 'POST',
    route: `${O}/storage/upload`,
    min: 'read',
    guest: 'member',
    prepare: async () => ({
      path: `/v1/orgs/${org}/storage/upload`,
      body: { file: { name: 'big.pdf', type: 'application/pdf', size: 2_000_000 }, kind: 'organization_file' },
    }),
  },
  // Site redirects: changed with `create`, as arranging the site is
  {
    method: 'POST',
    route: `${SITE}/redirects`,
    min: 'create',
    guest: 'hidden',
    prepare: async () => ({
      path: `${(await freshSite()).base}/redirects`,
      body: { source: '/old', destination: { kind: 'external', url: 'https://example.org/new' } },
    }),
  },
  {
    method: 'PUT',
    route: `${SITE}/redirects`,
    min: 'create',
    guest: 'hidden',
    prepare: async () => ({
      path: `${(await freshSite()).base}/redirects`,
      body: { redirects: [{ source: '/old', destination: { kind: 'external', url: 'https://example.org/new' } }] },
    }),
  },
  {
    method: 'PATCH',
    route: `${SITE}/redirects/:siteRedirectId`,
    min: 'create',
    guest: 'hidden',
    prepare: async () => {
      const s = await freshSite();
      const made = await admin('POST', `${s.base}/redirects`, {
        source: '/old',
        destination: { kind: 'external', url: 'https://example.org/new' },
      });
      return { path: `${s.base}/redirects/${made.id}`, body: { permanent: true } };
    },
  },
  {
    method: 'DELETE',
    route: `${SITE}/redirects/:siteRedirectId`,
    min: 'create',
    guest: 'hidden',
    prepare: async () => {
      const s = await freshSite();
      const made = await admin('POST', `${s.base}/redirects`, {
        source: '/old',
        destination: { kind: 'external', url: 'https://example.org/new' },
      });
      return { path: `${s.base}/redirects/${made.id}` };
    },
  },
  // OpenAPI specifications: `create` creates and updates; deleting is `admin`, as for the organization's other content
  {
    method: 'POST',
    route: `${O}/openapi`,
    min: 'create',
    guest: 'refused',
    prepare: async () => ({
      path: `/v1/orgs/${org}/openapi`,
      body: { slug: unique('spec'), source: { text: PETSTORE_YAML } },
    }),
  },
  {
    method: 'PUT',
    route: `${O}/openapi/:specSlug`,
    min: 'create',
    guest: 'refused',
    prepare: async () => ({
      path: `/v1/orgs/${org}/openapi/${await freshSpec()}`,
      body: { source: { text: PETSTORE_YAML } },
    }),
  },
  {
    method: 'DELETE',
    route: `${O}/openapi/:specSlug`,
    min: 'admin',
    guest: 'refused',
    prepare: async () => ({ path: `/v1/orgs/${org}/openapi/${await freshSpec()}` }),
  },
  // Integrations: publishing, unpublishing, installing and uninstalling are for organization admins
  {
    method: 'POST',
    route: '/v1/integrations/:integrationName',
    min: 'admin',
    guest: 'refused',
    prepare: async () => ({ path: `/v1/integrations/${unique('matrix')}`, body: integrationBody() }),
  },
  {
    method: 'DELETE',
    route: '/v1/integrations/:integrationName',
    min: 'admin',
    guest: 'hidden',
    prepare: async () => ({ path: `/v1/integrations/${await freshIntegration()}` }),
  },
  {
    method: 'POST',
    route: '/v1/integrations/:integrationName/installations',
    min: 'admin',
    guest: 'refused',
    prepare: async () => ({
      path: `/v1/integrations/${await freshIntegration('public')}/installations`,
      body: { organization: org },
    }),
  },
  {
    method: 'PATCH',
    route: '/v1/integrations/:integrationName/installations/:installationId',
    min: 'admin',
    guest: 'hidden',
    prepare: async () => {
      const name = await freshIntegration('public');
      const inst = await admin('POST', `/v1/integrations/${name}/installations`, { organization: org });
      return { path: `/v1/integrations/${name}/installations/${inst.id}`, body: { externalIds: ['matrix'] } };
    },
  },
  {
    method: 'DELETE',
    route: '/v1/integrations/:integrationName/installations/:installationId',
    min: 'admin',
    guest: 'hidden',
    prepare: async () => {
      const name = await freshIntegration('public');
      const inst = await admin('POST', `/v1/integrations/${name}/installations`, { organization: org });
      return { path: `/v1/integrations/${name}/installations/${inst.id}` };
    },
  },
];

function importBody() {
  return { url: pathToFileURL(join(root, 'page.md')).href, source: 'markdown' };
}
const cr = (c: { space: string; cr: number }, suffix: string, body?: unknown): Target => ({
  path: `/v1/spaces/${c.space}/change-requests/${c.cr}${suffix}`,
  body,
});
const comment = (c: { base: string; comment: string }, body?: unknown): Target => ({
  path: `${c.base}/comments/${c.comment}`,
  body,
});
const reply = (c: { base: string; comment: string; reply: string }, body?: unknown): Target => ({
  path: `${c.base}/comments/${c.comment}/replies/${c.reply}`,
  body,
});
const section = (s: { base: string; section: string }, suffix: string, body?: unknown): Target => ({
  path: `${s.base}/sections/${s.section}${suffix}`,
  body,
});
const group = (g: { base: string; group: string }, suffix: string, body?: unknown): Target => ({
  path: `${g.base}/section-groups/${g.group}${suffix}`,
  body,
});
const siteSpace = (s: { base: string; siteSpace: string }, suffix: string, body?: unknown): Target => ({
  path: `${s.base}/site-spaces/${s.siteSpace}${suffix}`,
  body,
});

type Outcome = '2xx' | 403 | 404;

/** The expected answer of one case, from the table only. */
function expected(rc: RouteCase, actor: Actor): Outcome {
  if (actor === 'outsider') return 404;
  if (actor === 'guest') {
    if (rc.guest === 'member') return '2xx';
    if (rc.guest === 'hidden') return 404;
    if (rc.guest === 'refused') return 403;
    return atLeast(GUEST_GRANT, rc.min) ? '2xx' : 403;
  }
  return atLeast(actor, rc.min) ? '2xx' : 403;
}

/** Every row of every table: what a refused request must leave exactly as it was. */
function snapshot(): string {
  const db = svc.service.db;
  const tables = db.all<{ name: string }>(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
  );
  const rows = (name: string) =>
    db
      .all(`SELECT * FROM "${name}"`)
      .map((row) => JSON.stringify(row, (_k, v: unknown) => (Buffer.isBuffer(v) ? v.toString('base64') : v)))
      .sort();
  return JSON.stringify(tables.map((t) => [t.name, rows(t.name)]));
}

/** Outcomes found, by "METHOD route" and actor: the GET permission checks compare against these. */
const found = new Map<string, Map<Actor, Outcome>>();
const key = (method: string, route: string) => `${method} ${route}`;
const allowed = (method: string, route: string, actor: Actor) => found.get(key(method, route))?.get(actor) === '2xx';

beforeAll(async () => {
  root = tempDir('docs-cli-perm-');
  writeFileSync(join(root, 'page.md'), '# Imported\n\nImported by the permission matrix.\n');
  svc = await startTestService({ importRoot: root });
  org = svc.orgId;
  const db = svc.service.db;
  const now = new Date();
  // An outsider: admin of another organization, member of nothing in the demo one.
  const outsider = createUser(db, { displayName: 'Olly Outsider', email: 'olly@elsewhere.example' }, now);
  const elsewhere = createOrganization(db, { title: 'Elsewhere Inc' }, now);
  addMember(db, elsewhere.id, outsider.id, 'admin', now);
  // A second organization the demo admin administers: the target of transfers.
  const target = createOrganization(db, { title: 'Transfer Target' }, now);
  addMember(db, target.id, svc.service.adminUserId, 'admin', now);
  otherOrg = target.id;
  for (const actor of ACTORS)
    tokens[actor] = actor === 'outsider' ? issueToken(db, outsider.id, 'test', now).token : svc.tokenFor(actor);
});
afterAll(async () => svc?.close());

describe('permission matrix', () => {
  it('the table covers every mutating route exactly once', () => {
    // Public routes answer by a signed URL (storage uploads) or the site's visibility (a site's
    // MCP server): their own tests cover them.
    const publicRoutes = new Set([
      'PUT /v1/storage/uploads/:token',
      ...['POST', 'DELETE'].flatMap((m) => [
        `${m} /published/sites/:siteId/~gitbook/mcp`,
        `${m} /published/spaces/:spaceId/~gitbook/mcp`,
      ]),
    ]);
    const mutating = svc.service.app.router
      .list()
      .filter((r) => r.method !== 'GET' && !publicRoutes.has(key(r.method, r.path)))
      .map((r) => key(r.method, r.path))
      .sort();
    expect(ROUTES.map((r) => key(r.method, r.route)).sort()).toEqual(mutating);
  });

  it('every route × every caller answers as the table says, and refused requests change nothing', async () => {
    const mismatches: string[] = [];
    let cases = 0;
    for (const rc of ROUTES) {
      const outcomes = new Map<Actor, Outcome>();
      for (const actor of ACTORS) {
        const target = await rc.prepare(actor);
        await waitSpecs();
        const before = snapshot();
        const res = await call(rc.method, target.path, target.body, tokens[actor]);
        cases++;
        const got: Outcome | number = res.status >= 200 && res.status < 300 ? '2xx' : res.status;
        const want = expected(rc, actor);
        if (got === 403 || got === 404) outcomes.set(actor, got);
        else if (got === '2xx') outcomes.set(actor, got);
        if (got !== want)
          mismatches.push(
            `${rc.method} ${rc.route} as ${actor}: expected ${want}, got ${res.status} ${JSON.stringify(res.body)}`,
          );
        if (res.status >= 400)
          expect(res.body?.error?.code, `${rc.method} ${target.path} as ${actor}`).toBe(res.status);
        if (want !== '2xx') {
          if (snapshot() !== before)
            mismatches.push(`${rc.method} ${rc.route} as ${actor}: refused (${res.status}) but the store changed`);
        }
      }
      found.set(key(rc.method, rc.route), outcomes);
    }
    figure(
      'permissions',
      `${ROUTES.length} mutating routes × ${ACTORS.length} callers = ${cases} cases, ${mismatches.length} mismatches`,
    );
    expect(mismatches).toEqual([]);
    expect(cases).toBe(ROUTES.length * ACTORS.length);
  }, 180_000);

  it('the permissions objects of GET answers agree with what the matrix found', async () => {
    expect(found.size).toBe(ROUTES.length);
    const space = await freshSpace();
    const collection = await freshCollection();
    const spec = await freshSpec();
    const team = await freshTeam();
    const translation = await freshTranslation();
    const c = await freshComment(false);
    const integration = await freshIntegration('public');
    for (const actor of ACTORS) {
      const get = (path: string) => call('GET', path, undefined, tokens[actor]);
      const s = await get(`/v1/spaces/${space}`);
      if (actor === 'outsider') {
        expect(s.status).toBe(404);
        continue;
      }
      const p = s.body.permissions;
      expect(p.edit, `space.permissions.edit as ${actor}`).toBe(allowed('POST', `${S}/content/import`, actor));
      expect(p.edit, actor).toBe(allowed('POST', `${S}/change-requests`, actor));
      expect(p.admin, `space.permissions.admin as ${actor}`).toBe(allowed('PATCH', S, actor));
      expect(p.admin, actor).toBe(allowed('DELETE', S, actor));
      expect(p.comment, `space.permissions.comment as ${actor}`).toBe(allowed('POST', `${S}/comments`, actor));
      expect(p.merge, `space.permissions.merge as ${actor}`).toBe(
        allowed('POST', `${S}/change-requests/:changeRequestId/merge`, actor),
      );
      expect(p.view).toBe(true);

      const o = (await get(`/v1/orgs/${org}`)).body.permissions;
      expect(o.admin, `organization.permissions.admin as ${actor}`).toBe(allowed('PATCH', O, actor));
      expect(o.createContent, `organization.permissions.createContent as ${actor}`).toBe(
        allowed('POST', `${O}/spaces`, actor),
      );
      expect(o.createOpenAPISpec, actor).toBe(allowed('POST', `${O}/openapi`, actor));

      const col = await get(`/v1/collections/${collection}`);
      if (actor === 'guest') expect(col.status).toBe(404);
      else {
        expect(col.body.permissions.admin, `collection.permissions.admin as ${actor}`).toBe(
          allowed('PATCH', '/v1/collections/:collectionId', actor),
        );
        expect(col.body.permissions.create, `collection.permissions.create as ${actor}`).toBe(
          allowed('POST', '/v1/collections/:collectionId/move', actor),
        );
      }

      const sp = (await get(`/v1/orgs/${org}/openapi/${spec}`)).body;
      if (actor !== 'guest')
        expect(sp.permissions.edit, `openapi.permissions.edit as ${actor}`).toBe(
          allowed('PUT', `${O}/openapi/:specSlug`, actor),
        );

      const t = await get(`/v1/orgs/${org}/teams/${team}`);
      if (actor === 'guest') expect(t.status).toBe(404);
      else expect(t.body.permissions.admin, `team.permissions.admin as ${actor}`).toBe(allowed('PATCH', TEAM, actor));

      const tr = await get(`/v1/orgs/${org}/translations/${translation}`);
      if (actor !== 'guest')
        expect(tr.body.permissions.edit, `translation.permissions.edit as ${actor}`).toBe(
          allowed('PUT', `${O}/translations/:translationSettingsId`, actor),
        );

      const cm = (await get(`${c.base}/comments/${c.comment}`)).body.permissions;
      expect(cm.delete, `comment.permissions.delete as ${actor}`).toBe(
        allowed('DELETE', `${S}/comments/:commentId`, actor),
      );
      expect(cm.reply, `comment.permissions.reply as ${actor}`).toBe(
        allowed('POST', `${S}/comments/:commentId/replies`, actor),
      );

      const i = (await get(`/v1/integrations/${integration}`)).body.permissions;
      expect(i.admin, `integration.permissions.admin as ${actor}`).toBe(
        allowed('DELETE', '/v1/integrations/:integrationName', actor),
      );
      expect(i.install, `integration.permissions.install as ${actor}`).toBe(
        allowed('POST', '/v1/integrations/:integrationName/installations', actor),
      );
    }
  });
});
