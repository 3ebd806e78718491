import * as api from '../../api/teams.js';
import { LIMITS } from '../../common/limits.js';
import { resolveMemberId } from '../members/resolve.js';
import { defined } from '../position.js';
import { arg, defineCommand, list, message, resource, type GroupContents } from '../spec.js';
import { teamMembersGroup } from './members.js';
import { resolveTeam } from './resolve.js';
import { teamView } from './view.js';

const teamArg = arg({ name: 'team', description: 'team id or title', pick: 'team' });

export const contents: GroupContents = {
  commands: [
    defineCommand({
      name: 'list',
      summary: 'List the teams of the organization',
      effect: 'read',
      output: 'list',
      options: [
        { flags: '--owner <user>', description: 'only teams this member (id or e-mail) can manage', limit: { min: 1 } },
        {
          flags: '--title <text>',
          description: 'only teams whose title contains this (case-insensitive)',
          limit: { min: 1, max: 64 },
        },
      ],
      examples: [
        'docs-cli teams list',
        'docs-cli teams list --title writ -o ids',
        'docs-cli teams list --owner eddie@example.com',
      ],
      async run(ctx, { opts }) {
        const org = await ctx.org();
        const owner = opts.owner ? await resolveMemberId(ctx, org, opts.owner) : undefined;
        const filters = defined({ owner, title: opts.title });
        return list(teamView, (q) => api.listTeams(ctx.api(), org, { ...filters, ...q }));
      },
    }),
    defineCommand({
      name: 'get',
      summary: 'Show a team',
      effect: 'read',
      output: 'resource',
      args: [teamArg],
      examples: ['docs-cli teams get Writers', 'docs-cli teams get <team-id> -o json'],
      async run(ctx, { args }) {
        return resource(await resolveTeam(ctx, await ctx.org(), args.team), teamView);
      },
    }),
    defineCommand({
      name: 'create',
      summary: 'Create a team, optionally with members',
      effect: 'write',
      output: 'resource',
      options: [
        {
          flags: '--title <title>',
          description: 'title (1 to 64 characters, unique in the organization)',
          required: true,
          limit: LIMITS.teamTitle,
        },
        { flags: '--member <user>', description: 'initial member, user id or e-mail (repeatable)', type: 'list' },
      ],
      examples: [
        'docs-cli teams create --title Translators',
        'docs-cli teams create --title Editors --member ada@example.com --member <user-id> -o ids',
      ],
      async run(ctx, { opts }) {
        const org = await ctx.org();
        const refs = opts.member ?? [];
        const members = await Promise.all(refs.map((ref) => resolveMemberId(ctx, org, ref)));
        const team = await api.createTeam(ctx.api(), org, {
          title: opts.title,
          ...(members.length ? { members } : {}),
        });
        return resource(team, teamView, `created team ${team.id}`);
      },
    }),
    defineCommand({
      name: 'rename',
      summary: 'Rename a team',
      effect: 'write',
      output: 'resource',
      args: [teamArg, { name: 'title', description: 'new title (1 to 64 characters)', limit: LIMITS.teamTitle }],
      examples: ['docs-cli teams rename Writers "Technical writers"'],
      async run(ctx, { args }) {
        const org = await ctx.org();
        const team = await resolveTeam(ctx, org, args.team);
        return resource(await api.renameTeam(ctx.api(), org, team.id, args.title), teamView);
      },
    }),
    defineCommand({
      name: 'delete',
      summary: 'Delete a team (its members stay in the organization)',
      effect: 'destructive',
      output: 'none',
      args: [teamArg],
      examples: ['docs-cli teams delete <team-id>', 'docs-cli teams delete Reviewers --yes'],
      async run(ctx, { args }) {
        const org = await ctx.org();
        const team = await resolveTeam(ctx, org, args.team);
        await ctx.confirm(`Delete team ${team.title} (${team.id})?`);
        await api.deleteTeam(ctx.api(), org, team.id);
        return message(`deleted team ${team.title}`);
      },
    }),
  ],
  groups: [teamMembersGroup],
};
