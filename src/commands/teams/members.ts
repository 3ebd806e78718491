import * as members from '../../api/members.js';
import * as api from '../../api/teams.js';
import type { Context } from '../../context.js';
import { UsageError } from '../../errors.js';
import { TEAM_MEMBER_ROLES } from '../../common/enums.js';
import { resolveMemberId } from '../members/resolve.js';
import { arg, defineCommand, list, message, type GroupSpec } from '../spec.js';
import { resolveTeam } from './resolve.js';
import { syncCommand } from './sync.js';
import { all } from './fetch-all.js';
import { allowEmptyOption, fileOption, skipUnknownOption } from './options.js';
import {
  handleUnknown,
  readRoster,
  refuseEmpty,
  resolveRoster,
  userKey,
  type ResolvedEntry,
  type RosterEntry,
} from './roster.js';
import { teamMemberView } from './view.js';

const teamArg = arg({ name: 'team', description: 'team id or title', pick: 'team' });
const usersArg = arg({ name: 'users', description: 'user ids or e-mails', required: false, variadic: true });

/**
 * Users from the arguments and `--file`, read by the roster reader and matched to organization
 * members: unknown ones fail or are skipped (reported), an empty result is refused.
 */
interface UsersInput {
  args: { users: string[] };
  opts: { file?: string; skipUnknown?: boolean; allowEmpty?: boolean };
}

async function collectUsers(
  ctx: Context,
  org: string,
  input: UsersInput,
  mode: 'add' | 'remove',
): Promise<ResolvedEntry[]> {
  const fromArgs = input.args.users.map((ref) => {
    if (ref.trim() === '') throw new UsageError('<users>: must not be empty');
    return { ref: ref.trim(), op: mode, line: 0 } satisfies RosterEntry;
  });
  const file = input.opts.file;
  if (!file && fromArgs.length === 0)
    throw new UsageError('no users given: pass user ids or e-mails as arguments, or --file <path|->');
  const fromFile = file ? await readRoster(ctx, file, { mode }) : [];
  const seen = new Set<string>();
  const entries = [...fromArgs, ...fromFile].filter((e) => {
    const key = `${e.op}:${userKey(e.ref)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const roster = resolveRoster(entries, await all((q) => members.listMembers(ctx.api(), org, { ...q, order: 'asc' })));
  handleUnknown(ctx, roster, Boolean(input.opts.skipUnknown), file === '-' ? 'stdin' : (file ?? 'the arguments'));
  refuseEmpty(roster, Boolean(input.opts.allowEmpty), `${mode} nobody`);
  // The same user named by id and by e-mail is one user.
  const byUser = new Map<string, ResolvedEntry>();
  for (const e of roster.known) byUser.set(`${e.op}:${e.member.id}`, e);
  return [...byUser.values()];
}

export const teamMembersGroup: GroupSpec = {
  name: 'members',
  summary: 'List and bulk-edit the members of a team',
  commands: [
    defineCommand({
      name: 'list',
      summary: 'List the members of a team',
      effect: 'read',
      output: 'list',
      args: [teamArg],
      examples: ['docs-cli teams members list Writers', 'docs-cli teams members list <team-id> --all -o ids'],
      async run(ctx, { args }) {
        const org = await ctx.org();
        const team = await resolveTeam(ctx, org, args.team);
        return list(teamMemberView, (q) => api.listTeamMembers(ctx.api(), org, team.id, q));
      },
    }),
    defineCommand({
      name: 'add',
      summary: 'Add users to a team in one request (file lines starting with "-" remove)',
      description:
        'Users come from the arguments and/or --file (one id or e-mail per line, or a CSV with an email/id column; blank\n' +
        'lines and # comments ignored). A file line "-user" removes that user in the same request; a user both added and\n' +
        'removed ends removed. Unknown users fail by line number (exit 3) unless --skip-unknown; an empty list is exit 2.',
      effect: 'write',
      output: 'none',
      args: [teamArg, usersArg],
      options: [
        fileOption,
        {
          flags: '--role <role>',
          description: 'team role of the added users (default member)',
          choices: TEAM_MEMBER_ROLES,
        },
        skipUnknownOption,
        allowEmptyOption('does nothing'),
      ],
      examples: [
        'docs-cli teams members add Writers reed@demo.docs-cli.dev cora@demo.docs-cli.dev',
        'docs-cli teams members add <team-id> --file new-writers.txt --yes',
        'cut -f1 roster.tsv | docs-cli teams members add <team-id> --file -',
      ],
      async run(ctx, input) {
        const org = await ctx.org();
        const team = await resolveTeam(ctx, org, input.args.team);
        const entries = await collectUsers(ctx, org, input, 'add');
        const add = entries.filter((e) => e.op === 'add').map((e) => e.member.id);
        const remove = entries.filter((e) => e.op === 'remove').map((e) => e.member.id);
        if (!add.length && !remove.length) return message(`team ${team.title}: nothing to change`);
        const role = input.opts.role;
        // The reference keys memberships by user id.
        const memberships = role ? Object.fromEntries(add.map((id) => [id, { role }])) : undefined;
        await api.updateTeamMembers(ctx.api(), org, team.id, {
          add,
          ...(remove.length ? { remove } : {}),
          ...(memberships ? { memberships } : {}),
        });
        return message(
          `team ${team.title}: ${add.length} user(s) added${remove.length ? `, ${remove.length} removed` : ''}`,
        );
      },
    }),
    defineCommand({
      name: 'remove',
      summary: 'Remove users from a team in one request',
      description:
        'With a single user argument the per-member endpoint is used, so a user who is not in the team is reported (exit 3).',
      effect: 'destructive',
      output: 'none',
      args: [teamArg, usersArg],
      options: [fileOption, skipUnknownOption, allowEmptyOption('does nothing')],
      examples: [
        'docs-cli teams members remove Writers cody@demo.docs-cli.dev',
        'docs-cli teams members remove <team-id> --file leavers.txt --yes',
      ],
      async run(ctx, input) {
        const org = await ctx.org();
        const team = await resolveTeam(ctx, org, input.args.team);
        const entries = await collectUsers(ctx, org, input, 'remove');
        if (!entries.length) return message(`team ${team.title}: nothing to change`);
        await ctx.confirm(`Remove ${entries.length} user(s) from team ${team.title}?`);
        const [only, ...others] = entries;
        if (only && others.length === 0 && !input.opts.file) {
          await api.removeTeamMember(ctx.api(), org, team.id, only.member.id);
        } else {
          await api.updateTeamMembers(ctx.api(), org, team.id, { remove: entries.map((e) => e.member.id) });
        }
        return message(`team ${team.title}: ${entries.length} user(s) removed`);
      },
    }),
    defineCommand({
      name: 'set-role',
      summary: 'Add a user to a team or change their role in it',
      effect: 'write',
      output: 'none',
      args: [
        teamArg,
        { name: 'user', description: 'user id or e-mail' },
        { name: 'role', description: 'owner or member' },
      ],
      examples: [
        'docs-cli teams members set-role Writers ada@example.com owner',
        'docs-cli teams members set-role <team-id> <user-id> member',
      ],
      async run(ctx, { args }) {
        const role = args.role;
        if (!(TEAM_MEMBER_ROLES as readonly string[]).includes(role))
          throw new UsageError(`<role>: must be one of ${TEAM_MEMBER_ROLES.join(', ')}`);
        const org = await ctx.org();
        const team = await resolveTeam(ctx, org, args.team);
        await api.setTeamMember(ctx.api(), org, team.id, await resolveMemberId(ctx, org, args.user), {
          role: role as api.TeamRole,
        });
        return message(`team ${team.title}: ${args.user} is ${role}`);
      },
    }),
    syncCommand,
  ],
};
