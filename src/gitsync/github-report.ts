/**
 * What `cr push` tells GitHub when it runs in a workflow step (GITHUB_ACTIONS=true and
 * GITHUB_OUTPUT set, as on every runner): the step's outputs (`change-request`, `url`,
 * `preview-url`, `revision`, `result`), a step summary in GITHUB_STEP_SUMMARY (what was sent, the
 * counts, the preview link, the conflicts and the command to run next), and `::warning` /
 * `::error` annotations with file and line for the folder's problems. action.yml only runs the
 * command; the exit code stays the CLI's (docs/ci.md).
 */
import { appendFileSync, existsSync } from 'node:fs';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { getChangeRequest, getChangeRequestPreview, type MergeConflict } from '../api/change-requests.js';
import type { Context } from '../context.js';
import { exitCodeFor, oneLine } from '../errors.js';
import type { PushReport } from './push.js';

export type GitHubResult = 'merged' | 'conflicts' | 'nothing to push' | 'opened' | 'failed';

/** What the push and its merge said, as they happened. */
export interface PushObserver {
  pushed(report: PushReport): void;
  merged(answer: { result: string; revision: string | null; conflicts: MergeConflict[] }): void;
  /** Conflicts found before anything was sent (the folder and the space changed the same files). */
  conflicted(conflicts: Array<{ path: string; reason: string }>): void;
}

export interface GitHubOutcome {
  result: GitHubResult;
  exitCode: number;
  changeRequest?: number;
  url?: string;
  previewUrl?: string;
  revision?: string;
  plan: string[];
  changes: number;
  conflicts: Array<{ path: string; reason: string }>;
  /** What to do next: the failure's remedy, or what resolves the conflicts and its command. */
  next?: { say: string; command?: string };
  error?: string;
}

/** Whether this run reports to GitHub: in a workflow step, with the runner's output file. */
export function reportsToGitHub(env: NodeJS.ProcessEnv): boolean {
  return env.GITHUB_ACTIONS === 'true' && Boolean(env.GITHUB_OUTPUT);
}

/** The summary shows at most this many plan lines and problems (the log has them all). */
const SHOWN = 50;

/**
 * Runs the push (`run` gets the observer to tell), then reports its outcome to GitHub, failures
 * included, and returns or rethrows what the push did.
 */
export async function withGitHubReport<R extends { kind: string; code?: number }>(
  ctx: Context,
  where: { space: string; dir: string },
  run: (observer: PushObserver) => Promise<R>,
): Promise<R> {
  let report: PushReport | undefined;
  let merge: Parameters<PushObserver['merged']>[0] | undefined;
  let early: Array<{ path: string; reason: string }> | undefined;
  let result: R | undefined;
  let failure: unknown;
  try {
    result = await run({
      pushed: (r) => (report = r),
      merged: (a) => (merge = a),
      conflicted: (c) => (early = c),
    });
  } catch (error) {
    failure = error;
  }
  const exitCode = failure !== undefined ? exitCodeFor(failure) : result?.kind === 'exit' ? (result.code ?? 0) : 0;
  const outcome: GitHubOutcome = {
    result: 'failed',
    exitCode,
    changeRequest: report?.changeRequest,
    plan: report?.plan ?? [],
    changes: report?.changes ?? 0,
    conflicts: [],
  };
  if (early) {
    outcome.result = 'conflicts';
    outcome.conflicts = early;
    outcome.next = {
      say: "pull the space's changes into the folder, resolve the conflict markers, commit and push again",
      command: `docs-cli spaces pull ${where.space} ${where.dir}`,
    };
  } else if (failure !== undefined) {
    outcome.error = oneLine(failure);
    const hint = (failure as { hint?: unknown }).hint;
    if (typeof hint === 'string') outcome.next = { say: hint };
  } else if (merge) {
    outcome.result = merge.result === 'conflicts' ? 'conflicts' : 'merged';
    if (merge.revision) outcome.revision = merge.revision;
    outcome.conflicts = merge.conflicts.map((c) => ({ path: c.path, reason: c.reason ?? 'conflict' }));
    if (outcome.result === 'conflicts')
      outcome.next = {
        say: 'bring the space into the change request, resolve the conflicts there, then merge it',
        command: `docs-cli cr update-from-main ${report?.changeRequest} --space ${where.space}`,
      };
  } else if (report) {
    outcome.result = report.changeRequest === undefined ? 'nothing to push' : 'opened';
  }
  if (outcome.changeRequest !== undefined) await addLinks(ctx, where.space, outcome);
  annotate(ctx, where.dir, outcome);
  try {
    writeOutputs(ctx.env, outcome);
    writeSummary(ctx.env, where, outcome, ctx.warned);
  } catch (error) {
    // The push's own outcome and exit code stand; the runner's files are a report of them.
    ctx.warn(`could not write the step's outputs or summary: ${(error as Error).message}`);
  }
  if (failure !== undefined) throw failure;
  return result!;
}

/** The change request's address, and for one left open its preview (docs-cli's service only). */
async function addLinks(ctx: Context, space: string, outcome: GitHubOutcome): Promise<void> {
  const number = String(outcome.changeRequest);
  try {
    outcome.url = (await getChangeRequest(ctx.api(), space, number)).urls.app;
    if (outcome.result === 'opened') outcome.previewUrl = (await getChangeRequestPreview(ctx.api(), space, number)).url;
  } catch {
    // A service without previews (GitBook's API), or one that stopped answering: the links stay empty.
  }
}

function writeOutputs(env: NodeJS.ProcessEnv, outcome: GitHubOutcome): void {
  const line = (name: string, value: string | number | undefined) =>
    `${name}=${String(value ?? '').replace(/[\r\n]+/g, ' ')}\n`;
  appendFileSync(
    env.GITHUB_OUTPUT!,
    line('result', outcome.result) +
      line('change-request', outcome.changeRequest) +
      line('url', outcome.url) +
      line('preview-url', outcome.previewUrl) +
      line('revision', outcome.revision),
  );
}

/** The counts of the plan's lines by what they do (`insert`, `edit`, `move`, `delete`, ...). */
function counts(plan: string[]): string {
  const byKind = new Map<string, number>();
  for (const line of plan) {
    const kind = line.trim().split(/\s+/)[0] ?? '';
    if (kind) byKind.set(kind, (byKind.get(kind) ?? 0) + 1);
  }
  return [...byKind].map(([kind, n]) => `${n} ${kind}`).join(', ');
}

const code = (text: string) => `\`${text.replace(/`/g, "'")}\``;
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/[\r\n]+/g, ' ');

function writeSummary(
  env: NodeJS.ProcessEnv,
  where: { space: string; dir: string },
  outcome: GitHubOutcome,
  warnings: readonly string[],
): void {
  if (!env.GITHUB_STEP_SUMMARY) return;
  const cr = outcome.changeRequest !== undefined ? `change request #${outcome.changeRequest}` : undefined;
  const crLink = cr && outcome.url ? `[${cr}](${outcome.url})` : cr;
  const lines = [`### docs-cli: ${outcome.result}`, ''];
  const sent = outcome.changes
    ? `${outcome.changes} ${outcome.changes === 1 ? 'change' : 'changes'} (${counts(outcome.plan)})`
    : 'no change';
  switch (outcome.result) {
    case 'merged':
      lines.push(
        `${code(where.dir)} → space ${code(where.space)}: ${sent} in ${crLink}, merged at revision ${code(outcome.revision ?? '')}.`,
      );
      break;
    case 'opened':
      lines.push(`${code(where.dir)} → space ${code(where.space)}: ${sent} in ${crLink}, open for review.`);
      break;
    case 'nothing to push':
      lines.push(
        `${code(where.dir)} → space ${code(where.space)}: nothing to push; the space already matches the folder.`,
      );
      break;
    case 'conflicts':
      lines.push(
        cr
          ? `${code(where.dir)} → space ${code(where.space)}: ${crLink} conflicts with the space; it was not merged.`
          : `${code(where.dir)} → space ${code(where.space)}: the folder and the space changed the same files; nothing was sent.`,
      );
      break;
    case 'failed':
      lines.push(
        `${code(where.dir)} → space ${code(where.space)}: failed (exit ${outcome.exitCode}).`,
        '',
        '```',
        `docs-cli: ${outcome.error ?? ''}`,
        '```',
      );
      break;
  }
  if (outcome.previewUrl) lines.push('', `Preview: ${outcome.previewUrl}`);
  if (outcome.conflicts.length) {
    lines.push('', '| conflict | reason |', '|---|---|');
    for (const c of outcome.conflicts.slice(0, SHOWN)) lines.push(`| ${cell(c.path)} | ${cell(c.reason)} |`);
    if (outcome.conflicts.length > SHOWN) lines.push(`| and ${outcome.conflicts.length - SHOWN} more | |`);
  }
  if (outcome.next)
    lines.push('', `Next: ${outcome.next.say}${outcome.next.command ? `: ${code(outcome.next.command)}` : ''}`);
  if (outcome.plan.length) {
    lines.push('', `<details><summary>What was sent (${outcome.plan.length})</summary>`, '', '```');
    lines.push(...outcome.plan.slice(0, SHOWN));
    if (outcome.plan.length > SHOWN) lines.push(`... and ${outcome.plan.length - SHOWN} more (in the step's log)`);
    lines.push('```', '', '</details>');
  }
  if (warnings.length) {
    lines.push('', `<details><summary>Warnings (${warnings.length})</summary>`, '', '```');
    lines.push(...warnings.slice(0, SHOWN));
    lines.push('```', '', '</details>');
  }
  appendFileSync(env.GITHUB_STEP_SUMMARY, `${lines.join('\n')}\n`);
}

/** A workflow command's message and property values, escaped as the runner reads them. */
const escapeData = (s: string) => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (s: string) => escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');

/**
 * One annotation per warning, and one for a failure: with the file (relative to the workspace,
 * where GitHub finds it) and the line when the message starts with them (`guide.md:3: ...`).
 */
function annotate(ctx: Context, dir: string, outcome: GitHubOutcome): void {
  const workspace = ctx.env.GITHUB_WORKSPACE ?? process.cwd();
  const top = resolve(dir);
  const place = (message: string): { props: string; text: string } => {
    const m = /^([^:\s][^:]*?)(?::(\d+))?: (.+)$/.exec(message);
    if (m) {
      const file = resolve(top, m[1]!);
      if (existsSync(file) || m[2] !== undefined) {
        const rel = relative(workspace, file);
        if (rel && !rel.startsWith('..') && !isAbsolute(rel)) {
          const line = m[2] !== undefined ? `,line=${m[2]}` : '';
          return { props: ` file=${escapeProperty(rel.split(sep).join('/'))}${line}`, text: m[3]! };
        }
      }
    }
    return { props: '', text: message };
  };
  const out: string[] = [];
  for (const warning of ctx.warned) {
    const { props, text } = place(warning);
    out.push(`::warning${props}::${escapeData(text)}`);
  }
  if (outcome.error !== undefined) {
    const { props, text } = place(outcome.error);
    out.push(`::error${props}::${escapeData(text)}`);
  } else if (outcome.result === 'conflicts') {
    for (const c of outcome.conflicts.slice(0, SHOWN)) {
      const { props } = place(`${c.path}: conflict`);
      out.push(`::error${props}::${escapeData(`conflict (${c.reason}) with the space`)}`);
    }
  }
  if (out.length) ctx.io.stderr.write(`${out.join('\n')}\n`);
}
