import { archiveQuietly, createChangeRequest, type ChangeRequest } from '../api/change-requests.js';
import { getContent } from '../api/content.js';
import type { Context } from '../context.js';
import { UsageError, withNote } from '../errors.js';
import { planFiles } from './files.js';
import { readFolder } from './local.js';
import { planLines, planPush } from './plan.js';
import { remoteTree } from './remote.js';
import { dryRunApply, sendPlan } from './send.js';
import { updateChangeRequestContent, type ContentChange } from '../api/change-request-content.js';
import { seg } from '../api/paths.js';
import type { PlanStep } from './plan.js';
import { flattenTree, type FolderPage } from './tree.js';

export interface PushOptions {
  dir: string;
  space: string;
  /** Change request number or id; a new one is created when absent. */
  to?: string;
  subject?: string;
  /** Lay the folder over the content (an import): pages missing locally stay. */
  keepMissing?: boolean;
  /** A folder without pages empties the change request only when asked to. */
  allowEmpty?: boolean;
}

export interface PushReport {
  changeRequest?: number;
  /** Pages and files of the folder. */
  total: number;
  plan: string[];
  /** Files the push leaves as they are on the service (deleted locally, or not uploaded). */
  notes: string[];
  /** With --dry-run: the requests the push would send. */
  requests?: Array<{ method: string; url: string; body: unknown }>;
  changes: number;
  batches: number;
}

/**
 * Compares the folder with the change request (or, for a new one, the space) and sends only
 * the differences. A new change request that cannot be filled is archived and named.
 */
export async function pushFolder(ctx: Context, options: PushOptions): Promise<PushReport> {
  const api = ctx.api();
  const local = readFolder(options.dir);
  // An empty folder (a wrong path, a failed checkout) must not become "delete every page".
  if (local.pages.length === 0 && !options.keepMissing && !options.allowEmpty) {
    throw new UsageError(
      `${options.dir}: no markdown pages; pushing it would delete every page`,
      `nothing was sent; to empty the content on purpose: docs-cli cr push ${options.dir} --space ${options.space} --allow-empty`,
    );
  }
  for (const path of local.unlisted) ctx.warn(`${path}: not in SUMMARY.md; not pushed`);
  const scope = { space: options.space, ...(options.to !== undefined ? { changeRequest: options.to } : {}) };
  const remote = remoteTree(await getContent(api, scope));
  const { uploads, notes } = await planFiles(api, local, remote, { keepMissing: options.keepMissing });
  const steps = planPush(remote, local, uploads, { keepMissing: options.keepMissing });
  const plan = planLines(steps);
  const moved = relocated(local.pages);
  if (moved.length) ctx.warn(relocatedLine(moved));
  const total = flattenTree(local.pages).length + local.files.length;
  if (ctx.dryRun) return { plan, notes, total, changes: 0, batches: 0, requests: await dryRun(ctx, options, steps) };
  // Nothing to send: an existing change request stays as it is, and no empty one is opened.
  if (steps.length === 0)
    return {
      plan,
      notes,
      total,
      changes: 0,
      batches: 0,
      changeRequest: options.to !== undefined ? Number(options.to) || undefined : undefined,
    };

  let created: ChangeRequest | undefined;
  let target = options.to;
  if (target === undefined) {
    created = await createChangeRequest(api, options.space, { subject: options.subject ?? `Push ${options.dir}` });
    target = created.id;
  }
  try {
    const apply = (batch: ContentChange[]) => updateChangeRequestContent(api, options.space, target!, batch);
    const line = ctx.progress();
    const { batches, changes } = await sendPlan(apply, steps, (sent, total, n) =>
      line.update(`pushed ${sent}/${total} changes (${n} ${n === 1 ? 'batch' : 'batches'})`),
    ).finally(() => line.done());
    return {
      changeRequest: created?.number ?? (Number(options.to) || undefined),
      total,
      plan,
      notes,
      changes,
      batches,
    };
  } catch (error) {
    if (!created) throw error;
    await archiveQuietly(api, options.space, created.id);
    throw withNote(error, `change request #${created.number} was opened for this push and is archived now`);
  }
}

/** The requests a push would send, without sending them (a new change request shown as `<new>`). */
async function dryRun(
  ctx: Context,
  options: PushOptions,
  steps: PlanStep[],
): Promise<Array<{ method: string; url: string; body: unknown }>> {
  const base = `${ctx.settings.embedded ? 'local://embedded' : ctx.settings.apiUrl!.replace(/\/+$/, '')}/v1/spaces/${seg(options.space)}/change-requests`;
  const requests: Array<{ method: string; url: string; body: unknown }> = [];
  if (options.to === undefined && steps.length)
    requests.push({ method: 'POST', url: base, body: { subject: options.subject ?? `Push ${options.dir}` } });
  await sendPlan(
    dryRunApply(`${base}/${options.to !== undefined ? seg(options.to) : '<new>'}/content?compat=false`, requests),
    steps,
  );
  return requests;
}

/** Pages whose file is not where the service's layout puts them (a pull writes them there). */
function relocated(pages: FolderPage[]): Array<{ source: string; path: string }> {
  return flattenTree(pages).flatMap((p) =>
    p.source && p.source !== p.path ? [{ source: p.source, path: p.path }] : [],
  );
}

function relocatedLine(moved: Array<{ source: string; path: string }>): string {
  const shown = moved
    .slice(0, 3)
    .map((m) => `${m.source} -> ${m.path}`)
    .join(', ');
  const more = moved.length > 3 ? ` and ${moved.length - 3} more` : '';
  const pages = moved.length === 1 ? '1 page is' : `${moved.length} pages are`;
  return `${pages} not where a pull writes ${moved.length === 1 ? 'it' : 'them'} (${shown}${more}): the service lays pages out by slug (<slug>.md, <slug>/README.md); relative links in ${moved.length === 1 ? 'it' : 'them'} resolve from the new place`;
}
