/**
 * The warnings of a push about its folder, through `ctx.warnAll`: listed on a terminal, summed up
 * per kind in CI and with --quiet (a folder of 246 pages had printed 61 "not in SUMMARY.md" lines
 * and 20 problems on every push), `docs-cli check <dir>` named as what lists them all.
 */
import type { Context } from '../context.js';
import { GITBOOK_DIR } from '../common/gitsync/reader.js';

/** At most this many problems are listed one per line. */
const SHOWN_PROBLEMS = 20;

const lister = (dir: string) => `docs-cli check ${dir}`;

/** Files the folder holds that SUMMARY.md does not list: not pushed. */
export function warnUnlisted(ctx: Context, dir: string, paths: readonly string[]): void {
  // Reusable content (`.gitbook/includes/`) is included by pages, never listed: as check says.
  ctx.warnAll(
    paths
      .filter((path) => !GITBOOK_DIR.test(path))
      .map((path) => ({ kind: 'not in SUMMARY.md, not pushed', message: `${path}: not in SUMMARY.md; not pushed` })),
    lister(dir),
  );
}

/** `check`'s problems of the pages a push sends (broken links, unknown tags, ...), sorted. */
export function warnProblems(
  ctx: Context,
  dir: string,
  problems: ReadonlyArray<{ file: string; line: number; kind: string; message: string }>,
): void {
  ctx.warnAll(
    problems.map((p) => ({ kind: p.kind, message: `${p.file}:${p.line}: ${p.kind}: ${p.message}` })),
    lister(dir),
    SHOWN_PROBLEMS,
  );
}
