import { ExitCode } from '../../errors.js';
import { defineCommand, type Result } from '../spec.js';

/** `orgs pull`: every space of the organization into one folder, incremental and resumable. */
export const orgPullCommand = defineCommand({
  name: 'pull',
  summary: 'Write every space of the organization into a folder, one Git Sync folder per space',
  description:
    'Pulls each space (as spaces pull does: staged, safe for local edits) into <dir>/<space folder>, and keeps ' +
    `<dir>/docs-cli-manifest.json: each space's folder, title and revision. A space whose revision the manifest holds is not ` +
    'asked for again, so a second run with nothing changed makes only the listing requests, and a run stopped halfway picks ' +
    'up where it ended. --collection and --filter choose spaces. One line per space (-o jsonl: one JSON object per space as ' +
    'it is done); a space that fails does not stop the others, and the run exits 1 naming it. Rate limits are answered by ' +
    "the client's retries (Retry-After honoured). See docs/usage.md.",
  effect: 'read',
  output: 'resource',
  args: [{ name: 'dir', description: 'the folder to write (created when missing)' }],
  options: [
    {
      flags: '--collection <collection>',
      description: 'only the spaces directly in this collection (id or title)',
      pick: 'collection',
      limit: { min: 1, max: 100 },
    },
    {
      flags: '--filter <text>',
      description: 'only the spaces whose title holds this text (any case)',
      limit: { min: 1, max: 100 },
    },
    {
      flags: '--concurrency <n>',
      description: 'spaces pulled at once',
      type: 'int',
      min: 1,
      max: 16,
      default: 4,
    },
  ],
  examples: [
    'docs-cli orgs pull ./backup',
    'docs-cli orgs pull ./backup --collection <collection-id> -o jsonl',
    'docs-cli orgs pull ./backup --filter api --concurrency 8',
  ],
  async run(ctx, { args, opts }): Promise<Result> {
    const { pullOrganization } = await import('../../gitsync/org-pull.js');
    const lines = opts.output === 'jsonl' && !opts.query;
    const text = !opts.json && opts.output === 'table' && !opts.query;
    const entries = await pullOrganization(
      ctx,
      {
        dir: args.dir,
        org: await ctx.org(),
        ...(opts.collection !== undefined ? { collection: opts.collection } : {}),
        ...(opts.filter !== undefined ? { filter: opts.filter } : {}),
        concurrency: opts.concurrency ?? 4,
      },
      (entry) => {
        if (lines) ctx.io.stdout.write(`${JSON.stringify(entry)}\n`);
        else if (text)
          ctx.io.stdout.write(
            `${entry.result.padEnd(9)} ${entry.path}${entry.result === 'pulled' ? ` (${entry.changes} ${entry.changes === 1 ? 'file' : 'files'})` : ''}${entry.error ? `: ${entry.error}` : ''}\n`,
          );
      },
    );
    if (!lines && !text) {
      const { renderAnswer } = await import('../content/output.js');
      await renderAnswer(ctx, opts, entries);
    }
    const failed = entries.filter((e) => e.result === 'failed');
    const pulled = entries.filter((e) => e.result === 'pulled').length;
    if (failed.length) {
      ctx.io.stderr.write(
        `docs-cli: ${failed.length} of ${entries.length} spaces could not be pulled: ${failed
          .slice(0, 5)
          .map((e) => e.title)
          .join(', ')}${failed.length > 5 ? ` and ${failed.length - 5} more` : ''}\n`,
      );
      ctx.hint(`run the same command again: the ${entries.length - failed.length} done are not pulled again`);
      return { kind: 'exit', code: ExitCode.failure };
    }
    ctx.hint(`${entries.length} spaces in ${args.dir}: ${pulled} pulled, ${entries.length - pulled} unchanged`);
    return { kind: 'exit', code: ExitCode.ok };
  },
});
