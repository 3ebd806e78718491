import { getChangeRequest } from '../../api/change-requests.js';
import { getRevision, type Page } from '../../api/content.js';
import type { Context } from '../../context.js';
import { flatten } from '../content/output.js';
import { unifiedDiff } from '../content/diff.js';
import { pageFiles } from '../../gitsync/remote.js';

/**
 * The change request's pages against its base (the space revision it started from or was last
 * updated from), one unified diff per changed page, in path order.
 */
export async function changeRequestDiff(
  ctx: Context,
  space: string,
  number: string,
  context: number,
): Promise<{ text: string; changed: string[] }> {
  const cr = await getChangeRequest(ctx.api(), space, number);
  const baseId = cr.revisionMergedAncestor ?? cr.revisionInitial;
  const [base, head] = await Promise.all([
    getRevision(ctx.api(), space, baseId),
    getRevision(ctx.api(), space, cr.revision),
  ]);
  const before = new Map(flatten(base.pages).map((p) => [p.path, p]));
  const after = new Map(flatten(head.pages).map((p) => [p.path, p]));
  // Labels are the pages' files in a pull (Git Sync layout), where a reviewer edits them.
  const files = new Map([...pageFiles(base.pages), ...pageFiles(head.pages)]);
  const paths = [...new Set([...before.keys(), ...after.keys()])].sort();
  const text: string[] = [];
  const changed: string[] = [];
  const body = (p: Page | undefined) => (p ? (p.markdown ?? '') : '');
  for (const path of paths) {
    const a = before.get(path);
    const b = after.get(path);
    const labels = { from: a ? `a/${files.get(a)}` : '/dev/null', to: b ? `b/${files.get(b)}` : '/dev/null' };
    const diff = unifiedDiff(body(a), body(b), labels, context);
    const retitled = a && b && a.title !== b.title;
    if (!diff && !retitled && a && b) continue;
    changed.push(path);
    const note = !a ? ' (new page)' : !b ? ' (deleted page)' : retitled ? ` (title: ${a.title} -> ${b.title})` : '';
    text.push(`diff ${path}${note}\n${diff || `--- ${labels.from}\n+++ ${labels.to}\n`}`);
  }
  return { text: text.join(''), changed };
}
