import { defineCommand } from '../spec.js';
import { ExitCode, UsageError } from '../../errors.js';
import { LIMITS } from '../../common/limits.js';
import type { CommandSpec, Result } from '../spec.js';
import { printAnswer } from './output.js';
import { reportPull } from './pull-report.js';
import { forceOption, spaceOption, type ScopeSpec } from './scope.js';
import type { Context } from '../../context.js';
import type { OutputFormat } from '../../output/formats.js';
import type { PushMergeAnswer } from '../change-requests/push-merge.js';
import type { SyncConflictError } from '../../gitsync/push-sync.js';
import type { PushObserver } from '../../gitsync/github-report.js';

/** `spaces pull` / `cr pull`: the content as a Git Sync folder; `--check` for drift in CI. */
export function pullCommand(scope: ScopeSpec): CommandSpec {
  const where = scope.kind === 'space' ? 'the space' : 'the change request';
  return defineCommand({
    name: 'pull',
    summary: `Write the content of ${where} into a folder (GitBook Git Sync layout)`,
    description:
      'Writes every page and file back to the path it came from (git.path; pages new on the service: <slug>.md, <slug>/README.md), ' +
      'SUMMARY.md (groups, link entries and order kept, edited only where pages changed) and .gitbook.yaml as the service keeps them; ' +
      'pulling into a previous pull updates it in place and lists what changed (A added, M changed, D removed). Files are fetched first ' +
      'and moved into place, so a failure leaves the folder as it was; symbolic links in the folder are left alone. --check writes ' +
      'nothing and exits 1 when the folder differs.',
    effect: 'read',
    output: 'resource',
    args: [
      ...scope.args,
      { name: 'dir', description: 'folder to write (default: the current folder)', required: false },
    ],
    options: [
      ...scope.options,
      { flags: '--check', description: 'compare only: exit 1 when the folder differs from the service' },
    ],
    examples: [scope.example('pull', './docs --check'), scope.example('pull', './docs')],
    async run(ctx, input): Promise<Result> {
      const { pullFolder } = await import('../../gitsync/pull.js');
      const dir = input.args.dir ?? '.';
      if (dir === '') throw new UsageError('<dir> must not be empty');
      const check = Boolean(input.opts.check);
      const { changes, conflicts } = await pullFolder(ctx, scope.resolve(input), dir, check);
      return reportPull(ctx, input.opts, { dir, check, changes, conflicts }, where);
    },
  });
}

/** `cr push`: the folder's differences into a change request through updateChangeRequestContent. */
export const pushCommand: CommandSpec = defineCommand({
  name: 'push',
  summary: 'Send the differences between a folder and a change request into it (a new one by default)',
  description:
    'Compares the folder (Git Sync layout; SUMMARY.md with its groups and link entries, else the folder tree in natural order) with the ' +
    'change request and sends only the differences, in batches of at most 50 changes: new pages, edits, renames and moves (also of edited ' +
    'pages), pages deleted locally, new or changed files of .gitbook/assets/, files pages link to, SUMMARY.md and .gitbook.yaml. A file over ' +
    "1 MB goes through a storage upload (generateStorageUploadURL), or by URL with --files-url (or the repository's raw address in GitHub " +
    'Actions for a public repository), for a service without storage uploads; --skip-large-files leaves those files out. Files deleted ' +
    'locally stay on the service (the API cannot ' +
    'delete files). Everything is read and checked before anything is sent. Prints the plan (deletions first); --dry-run prints it and ' +
    'sends nothing (with --verbose also the requests, file contents as size and hash). Pushing the same folder again sends nothing.',
  effect: 'write',
  output: 'resource',
  args: [{ name: 'dir', description: 'the folder to push' }],
  options: [
    spaceOption,
    {
      flags: '--to <number>',
      description: 'push into this change request (default: open a new one)',
      limit: { min: 1 },
    },
    {
      flags: '--subject <subject>',
      description: 'subject of the new change request',
      limit: LIMITS.changeRequestSubject,
    },
    {
      flags: '--allow-empty',
      description: 'push a folder without pages (every page of the change request is deleted)',
    },
    {
      flags: '--files-url <base>',
      description:
        "base URL that serves the folder's files: files over 1 MB are sent by URL (<base>/<path>), not through storage uploads",
    },
    { flags: '--skip-large-files', description: 'push without the files over 1 MB (listed in the plan)' },
    {
      flags: '--redirects',
      description: 'add .gitbook.yaml redirects that keep the old URLs of moved or deleted published pages alive',
    },
    {
      flags: '--merge',
      description: 'then merge the change request (exit 0 merged or nothing to push, 5 conflicts; docs/ci.md)',
    },
    { flags: '--open', description: 'mark the change request open for review (default: a new one stays a draft)' },
    forceOption,
  ],
  examples: [
    'docs-cli cr push ./docs --space <space-id> --dry-run',
    'docs-cli cr push ./docs --space <space-id> --merge',
    'docs-cli cr push ./docs --space <space-id> --to 3',
    'docs-cli cr push ./docs --space <space-id> -o json --query changeRequest',
    'docs-cli cr push ./docs --space <space-id> --files-url https://github.com/<owner>/<repo>/raw/<commit>/docs',
  ],
  async run(ctx, { args, opts }): Promise<Result> {
    // `observer` hears the push and merge outcomes (what a GitHub Actions step reports).
    const work = async (observer?: PushObserver): Promise<Result> => {
      const { preparePush, sendPush } = await import('../../gitsync/push.js');
      const options = {
        dir: args.dir,
        space: opts.space,
        to: opts.to,
        subject: opts.subject,
        allowEmpty: Boolean(opts.allowEmpty),
        filesUrl: opts.filesUrl,
        skipLargeFiles: Boolean(opts.skipLargeFiles),
        redirects: Boolean(opts.redirects),
        force: Boolean(opts.force),
      };
      // On a terminal the plan is shown (and confirmed) before anything is sent.
      let planShown = false;
      const prepareAndSend = async () => {
        const prepared = await preparePush(ctx, options);
        planShown = await showPlanFirst(ctx, opts, prepared);
        return sendPush(ctx, prepared, options.to);
      };
      const report = await prepareAndSend().catch(async (error: unknown) => {
        // CI reads the same answer for conflicts found before sending as for a merge's (docs/ci.md).
        const { SyncConflictError } = await import('../../gitsync/push-sync.js');
        if (error instanceof SyncConflictError) observer?.conflicted(error.conflicts);
        if (opts.merge && error instanceof SyncConflictError) await answerSyncConflicts(ctx, opts, error);
        throw error;
      });
      observer?.pushed(report);
      if (opts.open && !opts.merge && !ctx.dryRun && report.changeRequest !== undefined) {
        const { updateChangeRequest } = await import('../../api/change-requests.js');
        await updateChangeRequest(ctx.api(), opts.space, String(report.changeRequest), { status: 'open' });
      }
      // A dry run shows the plan; with --verbose, then the requests that would carry it.
      const requests = report.requests ?? [];
      const shownRequests = requests.map((r) => `${r.method} ${r.url}\n${JSON.stringify(r.body, null, 2)}`);
      const planned = planShown ? [] : [...report.plan, ...report.notes];
      const shown =
        planned.length && shownRequests.length ? [...planned, '', ...shownRequests] : [...planned, ...shownRequests];
      // The outcome names the change request, so a log (or a person) knows where the push went.
      // A dry run that would send nothing says so, as a push does.
      const outcome = ctx.dryRun
        ? report.plan.length
          ? []
          : [pushOutcome(report, args.dir)]
        : [pushOutcome(report, args.dir)];
      if (opts.merge && !ctx.dryRun) {
        const { mergeAfterPush } = await import('../change-requests/push-merge.js');
        return mergeAfterPush(ctx, opts, report, [...shown, ...outcome], observer?.merged);
      }
      await printAnswer(ctx, opts, { ...report, dryRun: ctx.dryRun }, [...shown, ...outcome]);
      if (ctx.dryRun)
        ctx.hint(
          `dry run: ${report.plan.length} ${report.plan.length === 1 ? 'change' : 'changes'} planned, nothing sent`,
        );
      return { kind: 'exit', code: ExitCode.ok };
    };
    if (ctx.env.GITHUB_ACTIONS !== 'true' || !ctx.env.GITHUB_OUTPUT || ctx.dryRun) return work();
    const { withGitHubReport } = await import('../../gitsync/github-report.js');
    return withGitHubReport(ctx, { space: opts.space, dir: args.dir }, work);
  },
});

/**
 * The plan of a push on a terminal (text output, something to send), printed before anything is
 * sent, then confirmed when a person can answer (unless --yes). True when it was printed.
 */
async function showPlanFirst(
  ctx: Context,
  opts: { json?: boolean; output: OutputFormat; query?: string; to?: string },
  prepared: { plan: string[]; notes: string[] },
): Promise<boolean> {
  if (ctx.dryRun || !ctx.io.stdout.isTTY || prepared.plan.length === 0) return false;
  const { structuredOutput } = await import('./output.js');
  if (structuredOutput(opts)) return false;
  ctx.io.stdout.write([...prepared.plan, ...prepared.notes].map((l) => `${l}\n`).join(''));
  const count = `${prepared.plan.length} ${prepared.plan.length === 1 ? 'change' : 'changes'}`;
  const target = opts.to !== undefined ? `change request #${opts.to}` : 'a new change request';
  if (ctx.prompter.interactive) await ctx.confirm(`Push ${count} to ${target}?`);
  return true;
}

/** `cr push --merge -o json` when the folder and the space changed the same files: nothing was opened. */
async function answerSyncConflicts(
  ctx: Context,
  opts: { json?: boolean; output: OutputFormat; query?: string },
  error: SyncConflictError,
): Promise<void> {
  const { structuredOutput, renderAnswer } = await import('./output.js');
  if (!structuredOutput(opts)) return;
  const { isText } = await import('../../gitsync/sync-merge.js');
  const answer: PushMergeAnswer = {
    changeRequest: null,
    pushed: 0,
    batches: 0,
    plan: [],
    notes: [],
    result: 'conflicts',
    revision: null,
    conflicts: error.conflicts.map((c) => ({
      kind: isText(c.path) ? 'page' : 'file',
      path: c.path,
      title: '',
      reason: c.reason,
    })),
  };
  await renderAnswer(ctx, opts, answer);
}

function pushOutcome(report: { changes: number; batches: number; changeRequest?: number }, dir: string): string {
  const target = report.changeRequest !== undefined ? `change request #${report.changeRequest}` : undefined;
  if (report.changes)
    return `pushed ${report.changes} ${report.changes === 1 ? 'change' : 'changes'} in ${report.batches} ${report.batches === 1 ? 'batch' : 'batches'} to ${target ?? 'the change request'}`;
  return target
    ? `nothing to push: ${target} already matches ${dir}`
    : `nothing to push: the space already matches ${dir}; no change request was opened`;
}
