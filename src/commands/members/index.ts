import * as api from '../../api/members.js';
import type { Role } from '../../api/types.js';
import { MEMBER_SORTS, ORDER_VALUES, ROLE_VALUES } from '../../common/enums.js';
import { defined } from '../position.js';
import { arg, defineCommand, list, message, resource, type GroupContents } from '../spec.js';
import { resolveMemberId } from './resolve.js';
import { memberSpaceView, memberTeamView, memberView, roleLabel } from './view.js';

const userArg = arg({ name: 'user', description: 'user id or e-mail of the member', pick: 'member' });
const ROLE_CHOICES = [...ROLE_VALUES, 'guest'] as const;

/** `guest` on the command line is the interface's null role. */
const toRole = (value: string): Role | null => (value === 'guest' ? null : (value as Role));

export const contents: GroupContents = {
  commands: [
    defineCommand({
      name: 'list',
      summary: 'List the members of the organization',
      effect: 'read',
      output: 'list',
      options: [
        {
          flags: '--role <role>',
          description: 'only members with this role (guest: members without one)',
          choices: ROLE_CHOICES,
        },
        { flags: '--search <text>', description: 'match display name or e-mail', limit: { min: 1, max: 512 } },
        {
          flags: '--sort <field>',
          description: 'sort by (lastSeenAt lists only members seen at least once)',
          choices: MEMBER_SORTS,
        },
        { flags: '--order <order>', description: 'sort order (default desc)', choices: ORDER_VALUES },
      ],
      examples: [
        'docs-cli members list',
        'docs-cli members list --role guest -o ids',
        'docs-cli members list --sort lastSeenAt --all -o json',
        'docs-cli members list --search @acme.com --all -o jsonl',
      ],
      async run(ctx, { opts }) {
        const org = await ctx.org();
        const filters = defined({
          role: opts.role,
          search: opts.search,
          sort: opts.sort,
          order: opts.order,
        }) as api.MemberListQuery;
        return list(memberView, (q) => api.listMembers(ctx.api(), org, { ...filters, ...q }));
      },
    }),
    defineCommand({
      name: 'get',
      summary: 'Show a member',
      effect: 'read',
      output: 'resource',
      args: [userArg],
      examples: ['docs-cli members get <user-id>', 'docs-cli members get ada@example.com -o json'],
      async run(ctx, { args }) {
        const org = await ctx.org();
        return resource(await api.getMember(ctx.api(), org, await resolveMemberId(ctx, org, args.user)), memberView);
      },
    }),
    defineCommand({
      name: 'update',
      summary: "Change a member's role (guest removes the organization role)",
      effect: 'write',
      output: 'resource',
      args: [userArg],
      options: [{ flags: '--role <role>', description: 'new role', choices: ROLE_CHOICES, required: true }],
      examples: [
        'docs-cli members update <user-id> --role edit',
        'docs-cli members update bob@example.com --role guest',
      ],
      async run(ctx, { args, opts }) {
        const org = await ctx.org();
        const member = await api.updateMember(ctx.api(), org, await resolveMemberId(ctx, org, args.user), {
          role: toRole(opts.role),
        });
        return resource(member, memberView, `${member.user.displayName} is now ${roleLabel(member.role)}`);
      },
    }),
    defineCommand({
      name: 'remove',
      summary: 'Remove a member from the organization (the last admin cannot be removed)',
      effect: 'destructive',
      output: 'none',
      args: [userArg],
      examples: ['docs-cli members remove <user-id>', 'docs-cli members remove bob@example.com --yes'],
      async run(ctx, { args }) {
        const org = await ctx.org();
        const userId = await resolveMemberId(ctx, org, args.user);
        await ctx.confirm(`Remove member ${args.user} from organization ${org}?`);
        await api.removeMember(ctx.api(), org, userId);
        return message(`removed member ${args.user}`);
      },
    }),
    defineCommand({
      name: 'sso',
      summary: 'Set a member as an SSO member',
      effect: 'write',
      output: 'resource',
      args: [userArg],
      examples: ['docs-cli members sso <user-id>'],
      async run(ctx, { args }) {
        const org = await ctx.org();
        return resource(await api.setSsoMember(ctx.api(), org, await resolveMemberId(ctx, org, args.user)), memberView);
      },
    }),
    defineCommand({
      name: 'spaces',
      summary: 'List the spaces a member can access, with their permission',
      effect: 'read',
      output: 'list',
      args: [userArg],
      options: [{ flags: '--order <order>', description: 'order (default desc)', choices: ORDER_VALUES }],
      examples: ['docs-cli members spaces <user-id>', 'docs-cli members spaces gwen@example.com --all -o json'],
      async run(ctx, { args, opts }) {
        const org = await ctx.org();
        const userId = await resolveMemberId(ctx, org, args.user);
        return list(memberSpaceView, (q) =>
          api.listMemberSpaces(ctx.api(), org, userId, { ...defined({ order: opts.order }), ...q }),
        );
      },
    }),
    defineCommand({
      name: 'teams',
      summary: 'List the teams of a member, with their role in each',
      effect: 'read',
      output: 'list',
      args: [userArg],
      options: [
        {
          flags: '--title <text>',
          description: 'only teams whose title contains this (case-insensitive)',
          limit: { min: 1, max: 64 },
        },
      ],
      examples: ['docs-cli members teams <user-id>', 'docs-cli members teams eddie@example.com --title writ'],
      async run(ctx, { args, opts }) {
        const org = await ctx.org();
        const userId = await resolveMemberId(ctx, org, args.user);
        return list(memberTeamView, (q) =>
          api.listMemberTeams(ctx.api(), org, userId, { ...defined({ title: opts.title }), ...q }),
        );
      },
    }),
  ],
};
