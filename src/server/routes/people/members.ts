import { listBody, noContent, ok, type RouteContext } from '../../context.js';
import { listPage } from '../../list-ahead.js';
import { conflict, notFound } from '../../errors.js';
import type { Router } from '../../router.js';
import { serializeMember } from '../../serializers/member.js';
import { serializeSpaces } from '../../serializers/space.js';
import { serializeTeam } from '../../serializers/team.js';
import { listMemberSpaces } from '../../store/people/member-access.js';
import {
  changeMember,
  getMember,
  listMembers,
  setMemberSso,
  touchLastSeen,
  type MemberChange,
  type MemberRecord,
} from '../../store/people/members.js';
import { listMemberTeams } from '../../store/people/teams.js';
import { parseBody, v } from '../../validate.js';
import { MEMBER_SORTS, ROLE_VALUES } from '../../../common/enums.js';
import { loadOrg } from '../load.js';
import { loadOrgAsAdmin, loadOrgAsMember } from './access.js';
import { signJwt } from './jwt.js';
import { audit } from '../audit-log.js';

const ROLE_FILTERS = [...ROLE_VALUES, 'guest'] as const;

/** The member in the path. Non-guests may read any member; everyone may read themselves. */
function loadMember(ctx: RouteContext, action: string): { orgId: string; member: MemberRecord } {
  const org = loadOrg(ctx);
  const userId = ctx.params.userId!;
  if (userId !== ctx.user.id) loadOrgAsMember(ctx, action);
  const member = getMember(ctx.svc.db, org.id, userId);
  if (!member) throw notFound(`member ${userId} not found in organization ${org.id}`);
  return { orgId: org.id, member };
}

/** An organization keeps at least one admin: 409 when a change would leave none. */
function answerChange(outcome: MemberChange, orgId: string, userId: string, what: string): void {
  if (outcome === 'no-member') throw notFound(`member ${userId} not found in organization ${orgId}`);
  if (outcome === 'last-admin')
    throw conflict(
      `${userId} is the last admin of the organization and cannot be ${what}; make another member admin first`,
    );
}

export function registerMemberRoutes(router: Router): void {
  router.get('/v1/orgs/:organizationId/members', (ctx) => {
    const { org } = loadOrgAsMember(ctx, 'list members');
    const page = ctx.query.page();
    const role = ctx.query.enum('role', ROLE_FILTERS);
    const search = ctx.query.string('search', { max: 512 });
    const sort = ctx.query.enum('sort', MEMBER_SORTS, 'joinedAt');
    const filter = { role: role === 'guest' ? null : role, search, sort };
    return listPage(ctx.svc.db, ['members', ctx.user.id, org.id, filter], page, (p) => {
      const result = listMembers(ctx.svc.db, org.id, filter, p);
      return {
        body: listBody(
          result.rows.map((m) => serializeMember(ctx.svc, m)),
          result.count,
          result.next,
        ),
        next: result.next,
      };
    });
  });

  router.get('/v1/orgs/:organizationId/members/:userId', (ctx) =>
    ok(serializeMember(ctx.svc, loadMember(ctx, 'read members').member)),
  );

  router.patch('/v1/orgs/:organizationId/members/:userId', (ctx) => {
    const { org } = loadOrgAsAdmin(ctx, 'change member roles');
    const body = parseBody({ role: v.enum(ROLE_VALUES).orNull() }, ctx.body);
    const userId = ctx.params.userId!;
    answerChange(changeMember(ctx.svc.db, org.id, userId, body.role), org.id, userId, 'demoted');
    audit(ctx, org.id, 'member.role_changed', { type: 'user', id: userId }, { role: body.role });
    return ok(serializeMember(ctx.svc, getMember(ctx.svc.db, org.id, userId)!));
  });

  router.delete('/v1/orgs/:organizationId/members/:userId', (ctx) => {
    const { org } = loadOrgAsAdmin(ctx, 'remove members');
    const userId = ctx.params.userId!;
    answerChange(changeMember(ctx.svc.db, org.id, userId, 'remove'), org.id, userId, 'removed');
    audit(ctx, org.id, 'member.removed', { type: 'user', id: userId });
    return noContent();
  });

  router.post('/v1/orgs/:organizationId/members/:userId/sso', (ctx) => {
    const { org } = loadOrgAsAdmin(ctx, 'set SSO members');
    const userId = ctx.params.userId!;
    if (!getMember(ctx.svc.db, org.id, userId)) throw notFound(`member ${userId} not found in organization ${org.id}`);
    setMemberSso(ctx.svc.db, org.id, userId);
    return ok(serializeMember(ctx.svc, getMember(ctx.svc.db, org.id, userId)!));
  });

  router.get('/v1/orgs/:organizationId/members/:userId/spaces', (ctx) => {
    const page = ctx.query.page();
    const { orgId, member } = loadMember(ctx, 'list the spaces of members');
    const result = listMemberSpaces(ctx.svc.db, orgId, member.user_id, member.role, page);
    const spaces = serializeSpaces(
      ctx.svc,
      ctx.user.id,
      result.rows.map((r) => r.space),
    );
    const items = result.rows.map((r, i) => ({ permission: r.permission, space: spaces[i] }));
    return ok(listBody(items, result.count, result.next));
  });

  router.get('/v1/orgs/:organizationId/members/:userId/teams', (ctx) => {
    const page = ctx.query.page({ order: false });
    const title = ctx.query.string('title', { max: 64 });
    const { orgId, member } = loadMember(ctx, 'list the teams of members');
    const viewerRole = getMember(ctx.svc.db, orgId, ctx.user.id)?.role ?? null;
    const result = listMemberTeams(ctx.svc.db, orgId, member.user_id, ctx.user.id, title, { ...page, order: 'asc' });
    const items = result.rows.map((t) => ({
      team: serializeTeam(ctx.svc, t, viewerRole),
      member: { role: t.member_role },
    }));
    return ok(listBody(items, result.count, result.next));
  });

  router.post('/v1/orgs/:organizationId/ping', (ctx) => {
    const org = loadOrg(ctx);
    const now = ctx.svc.clock.now();
    touchLastSeen(ctx.svc.db, org.id, ctx.user.id, now);
    const member = getMember(ctx.svc.db, org.id, ctx.user.id)!;
    const iat = Math.floor(now.getTime() / 1000);
    const claims = {
      iss: ctx.svc.config.baseUrl,
      sub: ctx.user.id,
      org: org.id,
      email: ctx.user.email,
      name: ctx.user.display_name,
      role: member.role,
      iat,
      exp: iat + 3600,
    };
    return ok({ serviceVisitorClaims: signJwt(claims, ctx.svc.config.secret) });
  });
}
