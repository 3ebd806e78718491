import { membership } from '../../auth/access.js';
import { created, listBody, noContent, ok, type RouteContext } from '../../context.js';
import { badRequest, conflict } from '../../errors.js';
import type { Router } from '../../router.js';
import { serializeTeam } from '../../serializers/team.js';
import {
  createTeam,
  deleteTeam,
  getTeam,
  listTeams,
  renameTeam,
  resolveMembers,
  titleTaken,
} from '../../store/people/teams.js';
import { parseBody, v } from '../../validate.js';
import { LIMITS } from '../../../common/limits.js';
import { loadOrgAsAdmin, loadOrgAsMember, loadTeam, requireManage } from './access.js';

const MAX_MEMBERS_PER_REQUEST = 50_000;

function checkTitle(ctx: RouteContext, orgId: string, title: string, exceptId?: string): void {
  if (titleTaken(ctx.svc.db, orgId, title, exceptId))
    throw conflict(`title: a team named "${title}" already exists in this organization`);
}

export function registerTeamRoutes(router: Router): void {
  router.get('/v1/orgs/:organizationId/teams', (ctx) => {
    const { org, me } = loadOrgAsMember(ctx, 'list teams');
    const page = ctx.query.page({ order: false });
    const title = ctx.query.string('title', { max: LIMITS.teamTitle.max });
    const owner = ctx.query.string('owner', { max: 256 });
    let manageableBy: { userId: string; isAdmin: boolean } | undefined;
    if (owner) {
      const ownerMembership = membership(ctx.svc.db, org.id, owner);
      // A user who is not a member manages no team: an empty list, not an error.
      manageableBy = {
        userId: owner,
        isAdmin: Boolean(ownerMembership && !ownerMembership.disabled && ownerMembership.role === 'admin'),
      };
    }
    const result = listTeams(ctx.svc.db, org.id, ctx.user.id, { title, manageableBy }, { ...page, order: 'asc' });
    return ok(
      listBody(
        result.rows.map((t) => serializeTeam(ctx.svc, t, me.role)),
        result.count,
        result.next,
      ),
    );
  });

  router.put('/v1/orgs/:organizationId/teams', (ctx) => {
    const { org, me } = loadOrgAsAdmin(ctx, 'create teams');
    const body = parseBody(
      {
        title: v.string(LIMITS.teamTitle),
        members: v.array(v.string({ min: 1, max: 320 }), { max: MAX_MEMBERS_PER_REQUEST }).opt(),
      },
      ctx.body,
    );
    const db = ctx.svc.db;
    const id = db.tx(() => {
      checkTitle(ctx, org.id, body.title);
      const refs = body.members ?? [];
      const resolved = resolveMembers(db, org.id, refs);
      const unknown = refs.findIndex((r) => !resolved.has(r));
      if (unknown >= 0)
        throw badRequest(`members[${unknown}]: "${refs[unknown]}" is not a member of this organization`);
      return createTeam(
        db,
        org.id,
        body.title,
        refs.map((r) => resolved.get(r)!),
        ctx.svc.clock.now(),
      );
    });
    return created(serializeTeam(ctx.svc, getTeam(db, org.id, id, ctx.user.id)!, me.role));
  });

  router.get('/v1/orgs/:organizationId/teams/:teamId', (ctx) => {
    const { team, me } = loadTeam(ctx);
    return ok(serializeTeam(ctx.svc, team, me.role));
  });

  router.patch('/v1/orgs/:organizationId/teams/:teamId', (ctx) => {
    const access = loadTeam(ctx);
    requireManage(access, 'rename the team');
    const body = parseBody({ title: v.string(LIMITS.teamTitle) }, ctx.body);
    const db = ctx.svc.db;
    db.tx(() => {
      checkTitle(ctx, access.org.id, body.title, access.team.id);
      renameTeam(db, access.team.id, body.title);
    });
    return ok(serializeTeam(ctx.svc, getTeam(db, access.org.id, access.team.id, ctx.user.id)!, access.me.role));
  });

  router.delete('/v1/orgs/:organizationId/teams/:teamId', (ctx) => {
    const access = loadTeam(ctx);
    requireManage(access, 'delete the team');
    deleteTeam(ctx.svc.db, access.team.id);
    return noContent();
  });
}
