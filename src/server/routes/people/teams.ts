import { membership } from '../../auth/access.js';
import { created, listBody, noContent, ok } from '../../context.js';
import { badRequest, conflict } from '../../errors.js';
import type { Router } from '../../router.js';
import { serializeTeam } from '../../serializers/team.js';
import { createTeamChecked, deleteTeam, getTeam, listTeams, renameTeamChecked } from '../../store/people/teams.js';
import { parseBody, v } from '../../validate.js';
import { LIMITS } from '../../../common/limits.js';
import { loadOrgAsAdmin, loadOrgAsMember, loadTeam, requireManage } from './access.js';

const MAX_MEMBERS_PER_REQUEST = 50_000;

const titleTaken = (title: string) => conflict(`title: a team named "${title}" already exists in this organization`);

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
    const refs = body.members ?? [];
    const team = createTeamChecked(ctx.svc.db, org.id, body.title, refs, ctx.svc.clock.now());
    if ('titleTaken' in team) throw titleTaken(body.title);
    if ('unknownMember' in team)
      throw badRequest(
        `members[${team.unknownMember}]: "${refs[team.unknownMember]}" is not a member of this organization`,
      );
    return created(serializeTeam(ctx.svc, getTeam(ctx.svc.db, org.id, team.id, ctx.user.id)!, me.role));
  });

  router.get('/v1/orgs/:organizationId/teams/:teamId', (ctx) => {
    const { team, me } = loadTeam(ctx);
    return ok(serializeTeam(ctx.svc, team, me.role));
  });

  router.patch('/v1/orgs/:organizationId/teams/:teamId', (ctx) => {
    const access = loadTeam(ctx);
    requireManage(access, 'rename the team');
    const body = parseBody({ title: v.string(LIMITS.teamTitle) }, ctx.body);
    if (!renameTeamChecked(ctx.svc.db, access.org.id, access.team.id, body.title)) throw titleTaken(body.title);
    return ok(serializeTeam(ctx.svc, getTeam(ctx.svc.db, access.org.id, access.team.id, ctx.user.id)!, access.me.role));
  });

  router.delete('/v1/orgs/:organizationId/teams/:teamId', (ctx) => {
    const access = loadTeam(ctx);
    requireManage(access, 'delete the team');
    deleteTeam(ctx.svc.db, access.team.id);
    return noContent();
  });
}
