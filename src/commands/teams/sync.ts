import * as members from '../../api/members.js';
import * as teams from '../../api/teams.js';
import type { Context } from '../../context.js';
import { InterruptedError } from '../../errors.js';
import type { OutputFormat } from '../../output/formats.js';
import { renderResource } from '../../output/render.js';
import { view } from '../../output/view.js';
import { defineCommand, none, type CommandSpec } from '../spec.js';
import { formatPlan, planIsEmpty, planRequest, planSync, type SyncPlan } from './plan.js';
import { all } from './fetch-all.js';
import { resolveTeam } from './resolve.js';
import { allowEmptyOption, fileOption, skipUnknownOption } from './options.js';
import { handleUnknown, readRoster, refuseEmpty, resolveRoster } from './roster.js';

const planView = view<SyncPlan & { team: string }>('plan', [], (p) => p.team);

/** Ctrl-C says where sync stopped, so a script knows whether anything changed. */
async function untilInterrupted<T>(where: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof InterruptedError) throw new InterruptedError(`interrupted ${where}`);
    throw error;
  }
}

export const syncCommand: CommandSpec = defineCommand({
  name: 'sync',
  summary: 'Make a team exactly the users listed in a file, in one request',
  description:
    'Lists the organization members and the team members once, prints the plan (+ add, - remove, ~ role change)\n' +
    'and applies it with one bulk request after confirmation. Lines: a user id or e-mail, or a CSV export with an\n' +
    'email/id column; blank lines and # comments are ignored, duplicates fold. With --role-column a line may add a role:\n' +
    '"ada@example.com owner" (or a role column in the CSV). An empty or all-skipped list is refused unless --allow-empty.',
  effect: 'destructive',
  output: 'resource',
  args: [{ name: 'team', description: 'team id or title', pick: 'team' }],
  options: [
    { ...fileOption, required: true },
    { flags: '--role-column', description: 'lines may carry a second column: owner or member' },
    skipUnknownOption,
    allowEmptyOption('removes every member'),
  ],
  examples: [
    'docs-cli teams members sync Writers --file writers.txt',
    'docs-cli teams members sync <team-id> --file writers.txt --yes',
    'docs-cli teams members sync <team-id> --file - --role-column --dry-run < roster.txt',
  ],
  async run(ctx: Context, { args, opts }) {
    const file = opts.file;
    const entries = await readRoster(ctx, file, { roleColumn: Boolean(opts.roleColumn), mode: 'sync' });
    const { org, team, orgMembers, teamMembers } = await untilInterrupted(
      'before the plan was made: nothing was changed',
      async () => {
        const org = await ctx.org();
        const team = await resolveTeam(ctx, org, args.team);
        // Both lists at once, over two keep-alive connections.
        const [orgMembers, teamMembers] = await Promise.all([
          all((q) => members.listMembers(ctx.api(), org, { ...q, order: 'asc' })),
          all((q) => teams.listTeamMembers(ctx.api(), org, team.id, q)),
        ]);
        return { org, team, orgMembers, teamMembers };
      },
    );
    const roster = resolveRoster(entries, orgMembers);
    handleUnknown(ctx, roster, Boolean(opts.skipUnknown), file === '-' ? 'stdin' : file);
    refuseEmpty(roster, Boolean(opts.allowEmpty), `remove all ${teamMembers.length} member(s) of team ${team.title}`);
    const plan = planSync(roster, teamMembers);

    const format: OutputFormat = opts.json ? 'json' : opts.output;
    if (format === 'table' && opts.query === undefined) ctx.io.stdout.write(formatPlan(plan, team.title));
    else await renderResource(ctx.io, { team: team.id, ...plan }, planView, { format, query: opts.query });
    if (planIsEmpty(plan)) return none();

    await ctx.confirm(`Apply this plan to team ${team.title}?`);
    await untilInterrupted(
      'while the plan was being applied: the service applies all of it or none; run sync again to see which',
      () => teams.updateTeamMembers(ctx.api(), org, team.id, planRequest(plan)),
    );
    ctx.hint(
      `team ${team.title}: added ${plan.add.length}, removed ${plan.remove.length}, changed ${plan.roles.length} role(s)`,
    );
    return none();
  },
});
