import { ok, type RouteContext } from '../../context.js';
import { forbidden } from '../../errors.js';
import type { Router } from '../../router.js';
import { serializeChangeRequest } from '../../serializers/change-request.js';
import { serializeFile } from '../../serializers/file.js';
import { apiUrl } from '../../serializers/urls.js';
import type { PageOutcome } from '../../content/apply-batch.js';
import { getChangeRequestRow, type ChangeRequestRow } from '../../store/content/change-requests.js';
import { loadSpace } from '../load.js';
import { loadChangeRequest, requireEditable } from './scope.js';
import { isOwnUploadUrl, takeUploads } from '../storage-files.js';

const PATH = '/v1/spaces/:spaceId/change-requests/:changeRequestId/content';

function pageRef(ctx: RouteContext, cr: ChangeRequestRow, id: string) {
  return {
    object: 'page',
    id,
    urls: { location: apiUrl(ctx.svc, `/spaces/${cr.space_id}/change-requests/${cr.id}/content/page/${id}`) },
  };
}

function outcomeBody(ctx: RouteContext, cr: ChangeRequestRow, o: PageOutcome) {
  if (o.kind === 'deleted') return { object: 'deleted_page', page: o.id };
  if (o.kind === 'created')
    return { object: 'created_page', ...(o.ref ? { ref: o.ref } : {}), page: pageRef(ctx, cr, o.id) };
  return { object: 'updated_page', page: pageRef(ctx, cr, o.id) };
}

/**
 * `updateChangeRequestContent` (reference 0.202.0): an ordered batch of 1 to 50 changes applied
 * as one new revision of the change request, or not at all.
 */
async function updateContent(ctx: RouteContext) {
  // Reading and applying a batch parses markdown (the remark stack): loaded on use, not at every start.
  const [{ commitBatch }, { parseBatch }, { readBatch }, { fetchBatchFiles }] = await Promise.all([
    import('../../content/batch-commit.js'),
    import('../../content/batch-input.js'),
    import('../../content/batch-read.js'),
    import('../../content/batch-files.js'),
  ]);
  const space = loadSpace(ctx, 'edit', 'edit a change request');
  const loaded = loadChangeRequest(ctx, space);
  const compat = ctx.query.bool('compat', true);
  if (space.edit_mode === 'locked') throw forbidden(`space ${space.id} is locked; edits are disabled`);
  requireEditable(getChangeRequestRow(ctx.svc.db, loaded.id)!);
  // Each document is read in the content pool, within its budget, before anything is fetched or applied.
  const parsed = await readBatch(
    parseBatch(ctx.body, (url) => isOwnUploadUrl(ctx.svc, url)),
    ctx.user.id,
  );
  // URL files are fetched before the transaction (and only for a caller allowed to edit), within
  // the service's budget; the bytes are given back once stored or dropped.
  const lease = ctx.svc.config.fetch.budget.open(ctx.user.id);
  let result: Awaited<ReturnType<typeof commitBatch>>;
  // Files uploaded to this service (generateStorageUploadURL) are taken from its store, not fetched.
  const uploads = takeUploads(ctx, space, parsed);
  let applied = false;
  try {
    const changes = await fetchBatchFiles(uploads.changes, ctx.svc.config.fetch, lease);
    result = await commitBatch(ctx.svc.db, loaded.id, changes, ctx.user.id, ctx.svc.clock.now());
    applied = true;
  } finally {
    uploads.settle(applied);
    lease.close();
  }
  const changeRequest = serializeChangeRequest(ctx.svc, result.changeRequest);
  if (compat) return ok(changeRequest);
  return ok({
    changeRequest,
    changes: result.pages.map((o) => outcomeBody(ctx, result.changeRequest, o)),
    insertedFiles: result.insertedFiles.map((f) => serializeFile(ctx.svc, space.id, f)),
  });
}

export function registerChangeRequestContentRoutes(router: Router): void {
  router.post(PATH, updateContent);
}
