import type { ListPage } from '../../api/client.js';
import * as members from '../../api/members.js';
import * as teams from '../../api/teams.js';
import type { Context } from '../../context.js';
import { InterruptedError, NotFoundError } from '../../errors.js';
import type { OutputFormat } from '../../output/formats.js';
import { renderResource } from '../../output/render.js';
import { view } from '../../output/view.js';
import { none, type CommandSpec } from '../spec.js';
import { formatPlan, planIsEmpty, planRequest, planSync, type SyncPlan } from './plan.js';
import { resolveTeam } from './resolve.js';
import { parseUserList, readUserFile } from './user-file.js';

const PAGE = 1000;

async function all<T>(fetch: (q: { limit: number; page?: string }) => Promise<ListPage<T>>): Promise<T[]> {
  const items: T[] = [];
  let page: string | undefined;
  do {
    const result = await fetch({ limit: PAGE, page });
    items.push(...result.items);
    page = result.next?.page;
  } while (page);
  return items;
}

const planView = view<SyncPlan & { team: string }>('plan', [], (p) => p.team);

function describeUnknown(plan: SyncPlan, file: string): string {
  const shown = plan.unknown.slice(0, 20).map((u) => `${u.ref} (line ${u.line})`);
  const more = plan.unknown.length > shown.length ? ` and ${plan.unknown.length - shown.length} more` : '';
  return `${plan.unknown.length} user(s) in ${file} are not members of the organization: ${shown.join(', ')}${more}; nothing was changed`;
}

/** Ctrl-C says where sync stopped, so a script knows whether anything changed. */
async function untilInterrupted<T>(where: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof InterruptedError) throw new InterruptedError(`interrupted ${where}`);
    throw error;
  }
}

export const syncCommand: CommandSpec = {
  name: 'sync',
  summary: 'Make a team exactly the users listed in a file, in one request',
  description:
    'Lists the organization members and the team members once, prints the plan (+ add, - remove, ~ role change)\n' +
    'and applies it with one bulk request after confirmation. Lines: a user id or e-mail; blank lines and # comments\n' +
    'are ignored, duplicates fold. With --role-column a line may add a role: "ada@example.com owner".',
  effect: 'destructive',
  output: 'resource',
  args: [{ name: 'team', description: 'team id or title', pick: 'team' }],
  options: [
    { flags: '--file <path>', description: 'file with one user per line ("-" reads stdin)', required: true, limit: { min: 1 } },
    { flags: '--role-column', description: 'lines may carry a second column: owner or member' },
    { flags: '--skip-unknown', description: 'ignore users who are not members of the organization instead of failing (exit 3)' },
  ],
  examples: [
    'docs-cli teams members sync Writers --file writers.txt',
    'docs-cli teams members sync <team-id> --file writers.txt --yes',
    'docs-cli teams members sync <team-id> --file - --role-column --dry-run < roster.txt',
  ],
  async run(ctx: Context, { args, opts }) {
    const file = opts.file as string;
    const entries = parseUserList(await readUserFile(ctx, file), { source: file, roleColumn: Boolean(opts.roleColumn), mode: 'sync' });
    const { org, team, orgMembers, teamMembers } = await untilInterrupted('before the plan was made: nothing was changed', async () => {
      const org = await ctx.org();
      const team = await resolveTeam(ctx, org, args.team!);
      // Both lists at once, over two keep-alive connections.
      const [orgMembers, teamMembers] = await Promise.all([
        all((q) => members.listMembers(ctx.api(), org, { ...q, order: 'asc' })),
        all((q) => teams.listTeamMembers(ctx.api(), org, team.id, q)),
      ]);
      return { org, team, orgMembers, teamMembers };
    });
    const plan = planSync(entries, orgMembers, teamMembers);
    if (plan.unknown.length && !opts.skipUnknown) throw new NotFoundError(describeUnknown(plan, file), 'fix the file, or use --skip-unknown to ignore these users');
    if (plan.unknown.length) ctx.hint(`skipping ${plan.unknown.length} unknown user(s): ${plan.unknown.map((u) => u.ref).join(', ')}`);

    const format = (opts.json ? 'json' : opts.output) as OutputFormat;
    if (format === 'table' && opts.query === undefined) ctx.io.stdout.write(formatPlan(plan, team.title));
    else await renderResource(ctx.io, { team: team.id, ...plan }, planView, { format, query: opts.query });
    if (planIsEmpty(plan)) return none();

    await ctx.confirm(`Apply this plan to team ${team.title}?`);
    await untilInterrupted('while the plan was being applied: the service applies all of it or none; run sync again to see which', () =>
      teams.updateTeamMembers(ctx.api(), org, team.id, planRequest(plan)),
    );
    ctx.hint(`team ${team.title}: added ${plan.add.length}, removed ${plan.remove.length}, changed ${plan.roles.length} role(s)`);
    return none();
  },
};
