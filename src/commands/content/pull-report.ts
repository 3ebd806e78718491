import type { Context } from '../../context.js';
import { ExitCode } from '../../errors.js';
import type { FileChange } from '../../gitsync/pull.js';
import type { SyncConflict } from '../../gitsync/sync-merge.js';
import type { OutputFormat } from '../../output/formats.js';
import type { Result } from '../spec.js';
import { printAnswer } from './output.js';

const SYMBOL = { added: 'A', changed: 'M', removed: 'D' } as const;

/** What a check says of a difference the folder made (a pull keeps it; a push sends it). */
const HERE = { added: ' (added here)', changed: ' (changed here)', removed: ' (deleted here)' } as const;
const sideOf = (c: FileChange) =>
  c.side === 'folder' ? HERE[c.kind] : c.side === 'both' ? ' (changed on both sides)' : '';

/**
 * What a pull (of a space, a change request or a whole site) wrote, or with `--check` would
 * write: `A`/`M`/`D` lines or the JSON asked for, and exit 1 when a check finds differences.
 * Files both sides changed that a merge could not settle are `C` lines, and exit 5.
 */
export async function reportPull(
  ctx: Context,
  opts: { json?: boolean; output: OutputFormat; query?: string },
  pulled: { dir: string; check: boolean; changes: FileChange[]; conflicts: SyncConflict[] },
  from: string,
): Promise<Result> {
  const { dir, check, changes, conflicts } = pulled;
  const conflicted = new Set(conflicts.map((c) => c.path));
  await printAnswer(ctx, opts, pulled, [
    ...changes.filter((c) => !conflicted.has(c.path)).map((c) => `${SYMBOL[c.kind]} ${c.path}${sideOf(c)}`),
    ...conflicts.map((c) => `C ${c.path} (${c.reason === 'overlap' ? 'both sides changed the same lines' : c.reason})`),
  ]);
  const files = `${changes.length} ${changes.length === 1 ? 'file' : 'files'}`;
  if (conflicts.length) {
    const n = `${conflicts.length} ${conflicts.length === 1 ? 'file' : 'files'}`;
    ctx.io.stderr.write(
      check
        ? `docs-cli: ${dir} and ${from} both changed ${n} since they last agreed\n`
        : `docs-cli: ${n} changed both in ${dir} and on ${from}: conflict markers were written where the same lines changed\n`,
    );
    ctx.hint(
      check
        ? `pull to merge them: the overlaps get conflict markers`
        : 'resolve the conflicts (edit the marked lines; for a file deleted on one side, keep or delete it), then push',
    );
    return { kind: 'exit', code: ExitCode.conflict };
  }
  if (check && changes.length) {
    ctx.io.stderr.write(`docs-cli: ${dir} differs from ${from} in ${files}\n`);
    return { kind: 'exit', code: ExitCode.failure };
  }
  ctx.hint(changes.length ? `${check ? 'would update' : 'updated'} ${files} in ${dir}` : `${dir} is up to date`);
  return { kind: 'exit', code: ExitCode.ok };
}
