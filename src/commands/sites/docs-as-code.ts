import type { MergeConflict } from '../../api/change-requests.js';
import type { Context } from '../../context.js';
import type { SitePushItem } from '../../gitsync/site-push.js';
import { ExitCode, UsageError } from '../../errors.js';
import { renderAnswer, structuredOutput } from '../content/output.js';
import { reportPull } from '../content/pull-report.js';
import { forceOption } from '../content/scope.js';
import { defineCommand, type Result } from '../spec.js';
import { siteArg, siteOption, target } from './shared.js';

/** `sites pull`: the site file and every space folder; `--check` for drift in CI. */
export const sitePullCommand = defineCommand({
  name: 'pull',
  summary: 'Write a whole site into a folder: docs.yaml and one Git Sync folder per space',
  description:
    "Writes docs.yaml (GitBook's site-level Git Sync file: the site title, its section groups, sections and site spaces, " +
    "keyed by the service's ids) and pulls each space into the folder the file names for it, as docs-cli spaces pull does " +
    '(a new space gets ./<space path>, or ./<section path>-<space path> when that is taken). Pulling into a previous pull updates it in place: each key keeps the folder ' +
    'and language the file gives it, and the file is rewritten only when what it says changed. Lists what changed (A added, ' +
    'M changed, D removed) with paths relative to the folder. Nothing is written outside the folder or through a symbolic link. ' +
    '--check writes nothing and exits 1 when the folder differs. See docs/docs-as-code.md.',
  effect: 'read',
  output: 'resource',
  args: [siteArg, { name: 'dir', description: 'folder to write (default: the current folder)', required: false }],
  options: [{ flags: '--check', description: 'compare only: exit 1 when the folder differs from the site' }],
  examples: ['docs-cli sites pull <site-id> ./site --check', 'docs-cli sites pull <site-id> ./site'],
  async run(ctx, { args, opts }): Promise<Result> {
    const dir = args.dir ?? '.';
    if (dir === '') throw new UsageError('<dir> must not be empty');
    const { org, site } = await target(ctx, args.site);
    const { pullSite } = await import('../../gitsync/site-pull.js');
    const check = Boolean(opts.check);
    const { changes, conflicts } = await pullSite(ctx, org, site, dir, check);
    return reportPull(ctx, opts, { dir, check, changes, conflicts }, 'the site');
  },
});

/** One element of `sites push -o json` (docs/docs-as-code.md). */
export interface SitePushAnswer {
  /** The site space's key in the file. */
  key: string;
  space: string;
  /** The space's folder, relative to the site folder. */
  directory: string;
  result: 'nothing to push' | 'planned' | 'pushed' | 'merged' | 'conflicts';
  changeRequest: number | null;
  pushed: number;
  batches: number;
  plan: string[];
  notes: string[];
  revision: string | null;
  conflicts: MergeConflict[];
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** `sites push`: each space folder's differences into a change request of its space. */
export const sitePushCommand = defineCommand({
  name: 'push',
  summary: 'Send each space folder of a site folder into a change request of its space',
  description:
    'Reads docs.yaml (or gitbook-docs.yaml) and checks it, checks that every key is a node of the site, and reads and checks every ' +
    'space folder it names as docs-cli cr push does, all before anything is sent. Then each space whose folder differs gets one new ' +
    'change request with the differences; a space with nothing to send opens none. One line per space; -o json gives an array ' +
    '(key, space, directory, result, changeRequest, pushed, batches, plan, notes, revision, conflicts). Structure changes in the ' +
    'file (titles, paths, order, new nodes) are not pushed. --merge merges each change request (exit 0 merged or nothing to do, ' +
    '5 conflicts). --dry-run prints the plan of each space and sends nothing. See docs/docs-as-code.md.',
  effect: 'write',
  output: 'resource',
  args: [{ name: 'dir', description: 'the site folder (default: the current folder)', required: false }],
  options: [
    siteOption,
    {
      flags: '--merge',
      description: 'then merge each change request (exit 0 merged or nothing to push, 5 conflicts)',
    },
    forceOption,
  ],
  examples: [
    'docs-cli sites push ./site --site <site-id> --dry-run',
    'docs-cli sites push ./site --site <site-id> --merge',
    'docs-cli sites push ./site --site <site-id> -o json --query "[].changeRequest"',
  ],
  async run(ctx, { args, opts }): Promise<Result> {
    const dir = args.dir ?? '.';
    if (dir === '') throw new UsageError('<dir> must not be empty');
    const { prepareSitePush } = await import('../../gitsync/site-push.js');
    const { items } = await prepareSitePush(ctx, async () => (await target(ctx, opts.site)).org, opts.site, dir, {
      force: Boolean(opts.force),
    });
    const structured = structuredOutput(opts);
    const answers: SitePushAnswer[] = [];
    for (const item of items) {
      const { answer, lines } = await pushSpace(ctx, item, Boolean(opts.merge));
      answers.push(answer);
      if (structured) continue;
      // Notes (published URLs the push breaks, files left out) are in the plan of a dry run and the JSON.
      if (!ctx.dryRun) for (const note of answer.notes) ctx.warn(`${answer.directory}: ${note}`);
      // Each space's line as soon as it is done, so a failure later leaves an honest log.
      ctx.io.stdout.write(lines.map((l) => `${l}\n`).join(''));
    }
    if (structured) await renderAnswer(ctx, opts, answers);
    const planned = answers.filter((a) => a.result === 'planned').length;
    if (ctx.dryRun) ctx.hint(`dry run: ${plural(planned, 'space', 'spaces')} with changes planned, nothing sent`);
    const conflicted = answers.some((a) => a.result === 'conflicts');
    return { kind: 'exit', code: conflicted ? ExitCode.conflict : ExitCode.ok };
  },
});

/** One space folder of a site push: sent (and merged), or its plan in a dry run; its answer and lines. */
async function pushSpace(
  ctx: Context,
  item: SitePushItem,
  merge: boolean,
): Promise<{ answer: SitePushAnswer; lines: string[] }> {
  const { sendPush } = await import('../../gitsync/push.js');
  const shown = item.folder.shown;
  const report = await sendPush(ctx, item.prepared);
  const answer: SitePushAnswer = {
    key: item.folder.space.key,
    space: item.space,
    directory: shown,
    result: 'nothing to push',
    changeRequest: report.changeRequest ?? null,
    pushed: report.changes,
    batches: report.batches,
    plan: report.plan,
    notes: report.notes,
    revision: null,
    conflicts: [],
  };
  if (ctx.dryRun) {
    if (!report.plan.length) return { answer, lines: [`${shown}: nothing to push`] };
    answer.result = 'planned';
    // With --verbose, the requests that would carry the plan, as cr push shows them.
    const requests = (report.requests ?? []).map((r) => `${r.method} ${r.url}\n${JSON.stringify(r.body, null, 2)}`);
    return {
      answer,
      lines: [
        `${shown}: ${plural(report.plan.length, 'change', 'changes')} planned`,
        ...[...report.plan, ...report.notes].map((l) => `  ${l}`),
        ...requests,
      ],
    };
  }
  if (report.changeRequest === undefined) return { answer, lines: [`${shown}: nothing to push`] };
  answer.result = 'pushed';
  const pushed = `${shown}: pushed ${plural(report.changes, 'change', 'changes')} in ${plural(report.batches, 'batch', 'batches')} to change request #${report.changeRequest}`;
  if (!merge) return { answer, lines: [pushed] };
  const { mergeWithRedirectWarning, reportConflicts } = await import('../change-requests/merge.js');
  const number = String(report.changeRequest);
  const res = await mergeWithRedirectWarning(ctx, item.space, number);
  if (res.result !== 'conflicts') {
    report.settle?.(res.revision);
    answer.result = 'merged';
    answer.revision = res.revision;
    return { answer, lines: [`${pushed}, merged (revision ${res.revision})`] };
  }
  answer.result = 'conflicts';
  answer.conflicts = res.conflicts ?? [];
  reportConflicts(ctx, item.space, number, answer.conflicts);
  return { answer, lines: [`${pushed}; it conflicts with the space and was not merged`] };
}
