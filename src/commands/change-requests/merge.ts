import { type MergeConflict, type MergeResult, mergeChangeRequest } from '../../api/change-requests.js';
import type { Context } from '../../context.js';
import { ExitCode } from '../../errors.js';
import { renderResource } from '../../output/render.js';
import { view } from '../../output/view.js';
import { structuredOutput } from '../content/output.js';
import type { OutputFormat } from '../../output/formats.js';
import type { Result } from '../spec.js';

interface MergeOutcome {
  result: string;
  'change request': string;
  revision: string;
}

const outcomeView = view<MergeOutcome>(
  'merge',
  [
    ['RESULT', (m) => m.result],
    ['CHANGE REQUEST', (m) => m['change request']],
    ['REVISION', (m) => m.revision],
  ],
  (m) => m.revision,
);

/** `-o ids` prints the new revision. */
const mergeView = view<MergeResult>('merge', [['REVISION', (m) => m.revision]], (m) => m.revision);

/**
 * Prints a merge or update result. Conflicts exit 5 with the conflicting pages listed (stderr
 * in table mode; in the JSON otherwise), so a pipeline can branch on the code.
 */
export async function reportMerge(
  ctx: Context,
  opts: { json?: boolean; output: OutputFormat; query?: string; space: string },
  number: string,
  res: MergeResult,
  done: string,
  verb: 'merge' | 'update' = 'merge',
): Promise<Result> {
  const conflicted = res.result === 'conflicts';
  if (structuredOutput(opts)) {
    const format = opts.json ? 'json' : opts.output;
    await renderResource(ctx.io, res, mergeView, { format, query: opts.query });
  } else if (!conflicted) {
    // Labelled for a person (a card on a terminal); a tab-separated row when piped.
    const outcome: MergeOutcome = { result: done, 'change request': number, revision: res.revision };
    await renderResource(ctx.io, outcome, outcomeView, { format: 'table' });
  }
  if (!conflicted) return { kind: 'exit', code: ExitCode.ok };
  return reportConflicts(ctx, opts.space, number, res.conflicts ?? [], verb);
}

/** Names the conflicting pages on stderr with the commands that resolve them; exit 5. */
export function reportConflicts(
  ctx: Context,
  space: string,
  number: string,
  conflicts: MergeConflict[],
  verb: 'merge' | 'update' = 'merge',
): Result {
  const items = (list: typeof conflicts) =>
    list.map((c) => `  ${c.kind === 'page' ? 'page' : 'file'} ${c.path} (${c.title})`);
  const resolve = `  docs-cli cr pull ${number} --space ${space} <dir>, edit, docs-cli cr push <dir> --space ${space} --to ${number}, then docs-cli cr merge ${number} --space ${space}`;
  if (conflicts.length && conflicts.every((c) => c.reason === 'markers')) {
    const lines = [
      `docs-cli: change request ${number} still holds conflict markers in ${conflicts.length === 1 ? '1 page' : `${conflicts.length} pages`}:`,
      ...items(conflicts),
    ];
    lines.push(
      'nothing was changed; replace each <<<<<<< change request / ======= / >>>>>>> main block with the text to keep:',
      resolve,
    );
    ctx.io.stderr.write(`${lines.join('\n')}\n`);
    return { kind: 'exit', code: ExitCode.conflict };
  }
  const lines = [
    `docs-cli: change request ${number} conflicts with the space on ${conflicts.length} ${conflicts.length === 1 ? 'item' : 'items'}:`,
    ...items(conflicts),
  ];
  if (verb === 'update') {
    lines.push(
      `conflict markers (<<<<<<< change request / ======= / >>>>>>> main) were written into those pages; resolve them:`,
    );
    lines.push(resolve);
  } else {
    lines.push('nothing was changed; resolve the conflicts in the change request, then merge again:');
    lines.push(
      `  docs-cli cr update-from-main ${number} --space ${space} marks them in the pages; pull, edit, push, merge`,
    );
  }
  ctx.io.stderr.write(`${lines.join('\n')}\n`);
  return { kind: 'exit', code: ExitCode.conflict };
}

/** Merges, warning first about published URLs the merge would lose (`cr merge`, `cr push --merge`). */
export async function mergeWithRedirectWarning(ctx: Context, space: string, number: string): Promise<MergeResult> {
  const { lostUrlsOfMerge } = await import('../../gitsync/redirects.js');
  const lost = await lostUrlsOfMerge(ctx.api(), space, number);
  if (lost.length)
    ctx.warn(
      `the merge moves or deletes ${lost.length === 1 ? '1 published page' : `${lost.length} published pages`}; ` +
        `these redirects would keep the old URLs alive: ${lost.map((l) => `${l.from} -> ${l.to}`).join(', ')} ` +
        `(add them with docs-cli cr push <dir> --space ${space} --to ${number} --redirects, or docs-cli sites redirects create)`,
    );
  return mergeChangeRequest(ctx.api(), space, number);
}
