import type { MergeConflict } from '../../api/change-requests.js';
import type { Context } from '../../context.js';
import { ExitCode } from '../../errors.js';
import type { OutputFormat } from '../../output/formats.js';
import type { PushReport } from '../../gitsync/push.js';
import { renderAnswer, structuredOutput } from '../content/output.js';
import type { Result } from '../spec.js';
import { mergeWithRedirectWarning, reportConflicts, reportMerge } from './merge.js';

/**
 * The answer of `cr push --merge -o json`, the same fields for every outcome (docs/ci.md):
 * `changeRequest` is null and `pushed` 0 when there was nothing to push (no change request opened).
 */
export interface PushMergeAnswer {
  changeRequest: number | null;
  pushed: number;
  batches: number;
  plan: string[];
  notes: string[];
  result: 'merged' | 'conflicts' | 'nothing to push';
  /** The space's revision after the merge; null when nothing was merged. */
  revision: string | null;
  conflicts: MergeConflict[];
}

/**
 * The one CI step: after the push, merge the change request it filled. Exit 0 merged or nothing
 * to do, 5 conflicts (named on stderr with the commands that resolve them).
 */
export async function mergeAfterPush(
  ctx: Context,
  opts: { json?: boolean; output: OutputFormat; query?: string; space: string },
  report: PushReport,
  lines: string[],
  observe?: (answer: PushMergeAnswer) => void,
): Promise<Result> {
  const structured = structuredOutput(opts);
  const answer: PushMergeAnswer = {
    changeRequest: report.changeRequest ?? null,
    pushed: report.changes,
    batches: report.batches,
    plan: report.plan,
    notes: report.notes,
    result: 'nothing to push',
    revision: null,
    conflicts: [],
  };
  if (!structured) ctx.io.stdout.write(lines.map((l) => `${l}\n`).join(''));
  if (report.changeRequest === undefined) {
    if (structured) await renderAnswer(ctx, opts, answer);
    return { kind: 'exit', code: ExitCode.ok };
  }
  const number = String(report.changeRequest);
  const res = await mergeWithRedirectWarning(ctx, opts.space, number);
  const conflicted = res.result === 'conflicts';
  const merged: PushMergeAnswer = {
    ...answer,
    result: conflicted ? 'conflicts' : 'merged',
    revision: conflicted ? null : res.revision,
    conflicts: res.conflicts ?? [],
  };
  observe?.(merged);
  // The folder's content is on the space now: the base of its next push and pull.
  if (!conflicted) report.settle?.(res.revision);
  if (!structured) return reportMerge(ctx, { output: 'table', space: opts.space }, number, res, 'merged');
  await renderAnswer(ctx, opts, merged);
  return conflicted
    ? reportConflicts(ctx, opts.space, number, res.conflicts ?? [])
    : { kind: 'exit', code: ExitCode.ok };
}
