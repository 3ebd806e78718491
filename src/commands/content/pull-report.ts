import type { Context } from '../../context.js';
import { ExitCode } from '../../errors.js';
import type { FileChange } from '../../gitsync/pull.js';
import type { OutputFormat } from '../../output/formats.js';
import type { Result } from '../spec.js';
import { printAnswer } from './output.js';

const SYMBOL = { added: 'A', changed: 'M', removed: 'D' } as const;

/**
 * What a pull (of a space, a change request or a whole site) wrote, or with `--check` would
 * write: `A`/`M`/`D` lines or the JSON asked for, and exit 1 when a check finds differences.
 */
export async function reportPull(
  ctx: Context,
  opts: { json?: boolean; output: OutputFormat; query?: string },
  pulled: { dir: string; check: boolean; changes: FileChange[] },
  from: string,
): Promise<Result> {
  const { dir, check, changes } = pulled;
  await printAnswer(
    ctx,
    opts,
    pulled,
    changes.map((c) => `${SYMBOL[c.kind]} ${c.path}`),
  );
  const files = `${changes.length} ${changes.length === 1 ? 'file' : 'files'}`;
  if (check && changes.length) {
    ctx.io.stderr.write(`docs-cli: ${dir} differs from ${from} in ${files}\n`);
    return { kind: 'exit', code: ExitCode.failure };
  }
  ctx.hint(changes.length ? `${check ? 'would update' : 'updated'} ${files} in ${dir}` : `${dir} is up to date`);
  return { kind: 'exit', code: ExitCode.ok };
}
