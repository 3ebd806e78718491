import type { ContentChange, ContentUpdateResult } from '../api/change-request-content.js';
import { contentTypeOf } from '../common/content-types.js';
import { uploadName } from '../common/gitsync/layout.js';
import { gitBlobOid } from '../common/gitsync/oid.js';
import { localBytes } from './files.js';
import { isNew, type Handle, type PlanStep } from './plan.js';
import { pageText, type FolderPage } from '../common/gitsync/folder.js';

type UploadEntry = Extract<ContentChange, { operation: 'insert_files' }>['files'][number];

const hidden = (page: FolderPage) => (page.hidden ? { hidden: true } : {});

/**
 * One file of `insert_files`: by `url` when the push knows one that serves it, else its bytes in
 * base64. Described (size and git object id instead of the bytes) for a dry run's requests.
 */
function uploadEntry(step: Extract<PlanStep, { kind: 'upload' }>, describe?: boolean): UploadEntry {
  const name = uploadName(step.file.path);
  const contentType = contentTypeOf(step.file.name);
  if (step.url) return { name, contentType, url: step.url };
  // A storage upload is made when the push goes (storage-upload.ts): a dry run shows where it would be.
  if (step.storage) {
    if (!describe) throw new Error(`${step.path} was not uploaded to storage before the push`);
    return { name, contentType, url: `<upload URL of ${step.path}>` };
  }
  const bytes = localBytes(step.file);
  if (describe) return { name, contentType, base64: `<${bytes.length} bytes, git object ${gitBlobOid(bytes)}>` };
  return { name, contentType, base64: bytes.toString('base64') };
}

export const MAX_BATCH = 50;
const MAX_FILES_PER_CHANGE = 20;
/** Keeps a request well under the service's body limit (base64 grows bytes by a third). */
const MAX_BATCH_BYTES = 6 * 1024 * 1024;
/**
 * Bytes of the files one batch names by URL (fetched, or taken from storage), within what the
 * service takes for one batch (100 MiB); a larger file goes in a batch of its own.
 */
const MAX_BATCH_URL_BYTES = 96 * 1024 * 1024;

/** Steps of the plan sent so far (it ends at `total`), and batches sent. */
export type SendProgress = (sent: number, total: number, batches: number) => void;

/**
 * Sends the plan through updateChangeRequestContent in batches of at most 50 changes. A batch
 * is atomic on the service; a change naming a page created earlier in the same batch closes
 * the batch first, so every id it needs is known.
 */
export async function sendPlan(
  apply: (batch: ContentChange[]) => Promise<ContentUpdateResult>,
  steps: PlanStep[],
  progress?: SendProgress,
  options: { describeFiles?: boolean } = {},
): Promise<{ batches: number; changes: number }> {
  const ids = new Map<Handle, string>();
  const pendingRefs = new Set<Handle>();
  let batch: ContentChange[] = [];
  let bytes = 0;
  let urlBytes = 0;
  let batches = 0;
  // Counted as the plan shows them: a retitle is part of the insert before it (planLines).
  const shownUpTo: number[] = [];
  for (const step of steps) shownUpTo.push((shownUpTo.at(-1) ?? 0) + (step.kind === 'retitle' ? 0 : 1));
  const total = shownUpTo.at(-1) ?? 0;
  // Steps whose changes are all in a batch already (a flush sends them).
  let queued = 0;

  const flush = async () => {
    if (!batch.length) return;
    const result = await apply(batch);
    for (const c of result.changes) if (c.object === 'created_page' && c.ref) ids.set(c.ref, c.page.id);
    batches++;
    progress?.(queued, total, batches);
    batch = [];
    bytes = 0;
    urlBytes = 0;
    pendingRefs.clear();
  };
  const id = async (h: Handle | null): Promise<string | null> => {
    if (h === null || !isNew(h)) return h;
    if (pendingRefs.has(h)) await flush();
    const known = ids.get(h);
    if (!known) throw new Error(`page ${h} was not created`);
    return known;
  };
  const add = async (change: ContentChange, size = 0, byUrl = 0) => {
    const full = bytes + size > MAX_BATCH_BYTES || urlBytes + byUrl > MAX_BATCH_URL_BYTES;
    if (batch.length >= MAX_BATCH || (full && batch.length)) await flush();
    batch.push(change);
    bytes += size;
    urlBytes += byUrl;
  };

  for (let i = 0; i < steps.length; i++) {
    const step = steps[i]!;
    switch (step.kind) {
      case 'upload': {
        const group = [step];
        while (group.length < MAX_FILES_PER_CHANGE && steps[i + 1]?.kind === 'upload')
          group.push(steps[++i] as typeof step);
        // A group is split again when its bytes would not fit one request.
        let files: UploadEntry[] = [];
        let size = 0;
        let byUrl = 0;
        for (const s of group) {
          const entry = uploadEntry(s, options.describeFiles);
          const inline = 'url' in entry ? 0 : Math.ceil(s.file.size / 3) * 4;
          const fetched = 'url' in entry ? s.file.size : 0;
          if ((size + inline > MAX_BATCH_BYTES || byUrl + fetched > MAX_BATCH_URL_BYTES) && files.length) {
            await add({ operation: 'insert_files', files }, size, byUrl);
            files = [];
            size = 0;
            byUrl = 0;
          }
          files.push(entry);
          size += inline;
          byUrl += fetched;
        }
        await add({ operation: 'insert_files', files }, size, byUrl);
        break;
      }
      case 'insert': {
        const { page } = step;
        const into = await id(step.into);
        const placement = { ...(into ? { into } : {}), at: step.at };
        if (page.kind === 'group')
          await add({
            operation: 'insert_page',
            ref: step.ref,
            type: 'group',
            title: page.title,
            slug: page.slug,
            ...placement,
            ...hidden(page),
            document: {},
          });
        else if (page.kind === 'link')
          await add({
            operation: 'insert_page',
            ref: step.ref,
            type: 'link',
            title: page.title,
            target: { kind: 'url', url: page.href ?? '' },
            ...placement,
            ...hidden(page),
            document: {},
          });
        else
          await add({
            operation: 'insert_page',
            ref: step.ref,
            title: page.title,
            slug: page.slug,
            ...placement,
            ...(page.path ? { git: { path: page.path }, document: { markdown: pageText(page) } } : { document: {} }),
          });
        pendingRefs.add(step.ref);
        break;
      }
      case 'move':
        await add({
          operation: 'update_page',
          page: (await id(step.page))!,
          into: await id(step.into),
          ...(step.slug ? { slug: step.slug } : {}),
          ...(step.file ? { git: { path: step.file } } : {}),
        });
        break;
      case 'update': {
        const { local, remote } = step;
        const text = pageText(local);
        await add({
          operation: 'update_page',
          page: (await id(step.page))!,
          ...(local.title !== remote.title ? { title: local.title } : {}),
          ...((local.description ?? '') !== (remote.description ?? '') ? { description: local.description ?? '' } : {}),
          ...((local.emoji ?? '') !== (remote.emoji ?? '') ? { emoji: local.emoji ?? '' } : {}),
          ...(Boolean(local.hidden) !== Boolean(remote.hidden) ? { hidden: Boolean(local.hidden) } : {}),
          ...(local.kind === 'link' && local.href !== remote.href
            ? { target: { kind: 'url', url: local.href ?? '' } }
            : {}),
          ...(local.kind === 'document' && text !== pageText(remote) ? { document: { markdown: text } } : {}),
        });
        break;
      }
      case 'delete':
        await add({ operation: 'delete_page', page: step.page });
        break;
      case 'reorder':
        await add({ operation: 'update_page', page: (await id(step.page))!, at: step.at });
        break;
      case 'retitle':
        await add({ operation: 'update_page', page: (await id(step.page))!, title: step.title });
        break;
    }
    queued = shownUpTo[i]!;
  }
  await flush();
  // The plan's lines (two uploads can travel in one change of the request; a retitle goes with its insert).
  return { batches, changes: total };
}

/**
 * For --dry-run: records each batch as the request it would be, and answers as the service
 * would, with the batch refs standing in for the ids of created pages.
 */
export function dryRunApply(url: string, requests: Array<{ method: string; url: string; body: unknown }>) {
  return async (batch: ContentChange[]): Promise<ContentUpdateResult> => {
    requests.push({ method: 'POST', url, body: { changes: batch } });
    const created = batch.flatMap((c) => (c.operation === 'insert_page' && c.ref ? [c.ref] : []));
    return {
      changeRequest: undefined as never,
      changes: created.map((ref) => ({
        object: 'created_page' as const,
        ref,
        page: { object: 'page' as const, id: `<${ref}>`, urls: { location: '' } },
      })),
    };
  };
}
