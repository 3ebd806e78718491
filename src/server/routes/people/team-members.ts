import { listBody, noContent, ok } from '../../context.js';
import { notFound } from '../../errors.js';
import type { Router } from '../../router.js';
import { serializeMember } from '../../serializers/member.js';
import { listTeamMembers } from '../../store/people/team-members.js';
import { addOrUpdate, applyBulk, removeFromTeam, resolveMembers, type TeamRole } from '../../store/people/teams.js';
import { getMember } from '../../store/people/members.js';
import { parseBody, v } from '../../validate.js';
import { TEAM_MEMBER_ROLES } from '../../../common/enums.js';
import { loadTeam, requireManage } from './access.js';

const MAX_USERS = 50_000;
const userRef = v.string({ min: 1, max: 320 });

const bulkBody = {
  add: v.array(userRef, { max: MAX_USERS }).opt(),
  remove: v.array(userRef, { max: MAX_USERS }).opt(),
  memberships: v.record(v.object({ role: v.enum(TEAM_MEMBER_ROLES) })).opt(),
};

export function registerTeamMemberRoutes(router: Router): void {
  router.get('/v1/orgs/:organizationId/teams/:teamId/members', (ctx) => {
    const page = ctx.query.page({ order: false });
    const { org, team } = loadTeam(ctx);
    const result = listTeamMembers(ctx.svc.db, org.id, team.id, { ...page, order: 'asc' });
    const items = result.rows.map((m) => ({
      organization: serializeMember(ctx.svc, m),
      team: { role: m.team_role },
      permissions: { view: true },
    }));
    return ok(listBody(items, result.count, result.next));
  });

  // Bulk edit: users are ids or e-mails; everything resolves before anything changes, and the
  // change applies in one transaction. A user in both `add` and `remove` ends removed.
  router.put('/v1/orgs/:organizationId/teams/:teamId/members', (ctx) => {
    const access = loadTeam(ctx);
    requireManage(access, 'change team members');
    const body = parseBody(bulkBody, ctx.body);
    const add = body.add ?? [];
    const remove = body.remove ?? [];
    const roleEntries = Object.entries(body.memberships ?? {});
    const db = ctx.svc.db;
    const resolved = resolveMembers(db, access.org.id, [...add, ...remove, ...roleEntries.map(([ref]) => ref)]);
    const need = (field: string, refs: string[]) =>
      refs.map((ref, i) => {
        const id = resolved.get(ref);
        if (!id) throw notFound(`${field}[${i}]: "${ref}" is not a member of this organization`);
        return id;
      });
    const roles = new Map<string, TeamRole>();
    for (const [ref, { role }] of roleEntries) {
      const id = resolved.get(ref);
      if (!id) throw notFound(`memberships.${ref}: not a member of this organization`);
      roles.set(id, role);
    }
    applyBulk(
      db,
      access.team.id,
      { add: need('add', add), remove: need('remove', remove), roles },
      ctx.svc.clock.now(),
    );
    return noContent();
  });

  router.put('/v1/orgs/:organizationId/teams/:teamId/members/:userId', (ctx) => {
    const access = loadTeam(ctx);
    requireManage(access, 'change team members');
    const body = parseBody({ role: v.enum(TEAM_MEMBER_ROLES).opt() }, ctx.body);
    const userId = ctx.params.userId!;
    if (!getMember(ctx.svc.db, access.org.id, userId))
      throw notFound(`member ${userId} not found in organization ${access.org.id}`);
    addOrUpdate(ctx.svc.db, access.team.id, userId, body.role, ctx.svc.clock.now());
    return noContent();
  });

  router.delete('/v1/orgs/:organizationId/teams/:teamId/members/:userId', (ctx) => {
    const access = loadTeam(ctx);
    requireManage(access, 'change team members');
    const userId = ctx.params.userId!;
    if (!removeFromTeam(ctx.svc.db, access.team.id, userId))
      throw notFound(`${userId} is not a member of team ${access.team.id}`);
    return noContent();
  });
}
