/**
 * Import runs (reference 0.202.0: `startImportRun`, `getImportRun`, `listImportRuns`,
 * `cancelImportRun`, under `/org/{organizationId}/imports`): an import of a website (any URL the
 * service may fetch) or of files uploaded through generateStorageUploadURL (a .zip, or markdown
 * files), into a space or one of its change requests. The run is answered at once (pending) and
 * carried out afterwards (content/import-runs.ts).
 */
import { liveSpaceWithRole } from '../auth/access.js';
import { created, ok, type RouteContext } from '../context.js';
import { badRequest, conflict, forbidden, notFound } from '../errors.js';
import { newId } from '../ids.js';
import type { Router } from '../router.js';
import { serializeImportRun } from '../serializers/import-run.js';
import { findChangeRequest } from '../store/content/change-requests.js';
import {
  getImportRun,
  insertImportRun,
  listImportRuns,
  moveImportRun,
  type ImportRunRow,
} from '../store/import-runs.js';
import { arrayPage } from '../store/pagination.js';
import { claimUpload, dropUploadBytes, releaseUpload, uploadBytes } from '../store/storage-uploads.js';
import { parseBody, v } from '../validate.js';
import { loadOrg, loadSpace } from './load.js';
import { requireEditable } from './content/scope.js';
import { liveUpload } from './storage-token.js';

const IMPORT_KINDS = new Set(['import_file', 'organization_file']);
const STATUSES = ['active', 'pending', 'in-progress', 'completed', 'failed', 'cancelled'] as const;

const website = v.object({ type: v.enum(['website'] as const), url: v.string({ min: 1, max: 2048 }) });
const files = v.object({
  type: v.enum(['file'] as const),
  files: v.array(v.string({ min: 1, max: 1024 }), { min: 1, max: 50 }),
});
const startBody = {
  source: v.oneOf(website, files, 'must be {type: "website", url} or {type: "file", files: [keys]}'),
  target: v.object({
    space: v.string({ min: 1, max: 100 }),
    changeRequest: v.string({ min: 1, max: 100 }).opt(),
    page: v.string({ min: 1, max: 100 }).opt(),
  }),
  site: v.string({ min: 1, max: 100 }).opt(),
  enhance: v.boolean().opt(),
};

/** What the service reads a website URL as: a .zip, one markdown file, or a page of HTML. */
const guessSource = (url: string) =>
  /\.zip($|[?#])/i.test(url)
    ? 'zip'
    : /\.(md|markdown)($|[?#])/i.test(url) || url.startsWith('file:')
      ? 'markdown'
      : 'website';

async function start(ctx: RouteContext) {
  const org = loadOrg(ctx);
  const body = parseBody(startBody, ctx.body);
  const space = loadSpace(ctx, 'edit', 'import content', body.target.space);
  if (space.org_id !== org.id) throw notFound(`space ${body.target.space} not found in organization ${org.id}`);
  if (space.edit_mode === 'locked') throw forbidden(`space ${space.id} is locked; edits are disabled`);
  if (body.target.page !== undefined)
    throw badRequest('target.page: this service imports into a space or a change request, not under a page');
  let crId: string | undefined;
  if (body.target.changeRequest !== undefined) {
    const cr = findChangeRequest(ctx.svc.db, space.id, body.target.changeRequest);
    if (!cr) throw notFound(`change request ${body.target.changeRequest} not found in space ${space.id}`);
    requireEditable(cr);
    crId = cr.id;
  }
  const now = ctx.svc.clock.now().toISOString();
  // Uploads are checked and taken now: a run that cannot read them is refused, not failed later.
  const claimed: Array<{ key: string; name: string }> = [];
  if (body.source.type === 'file') {
    try {
      for (const [i, key] of body.source.files.entries()) {
        const where = `source.files[${i}]`;
        let row: ReturnType<typeof liveUpload>;
        try {
          row = liveUpload(ctx.svc, key);
        } catch {
          throw notFound(`${where}: no upload ${key} (or it has expired)`);
        }
        if (row.user_id !== ctx.user.id || row.org_id !== org.id)
          throw notFound(`${where}: no upload ${key} (or it has expired)`);
        if (!IMPORT_KINDS.has(row.kind)) throw badRequest(`${where}: a ${row.kind} upload is not a file to import`);
        if (!row.uploaded_at) throw badRequest(`${where}: nothing was uploaded for this key yet`);
        if (!claimUpload(ctx.svc.db, key, now))
          throw conflict(`${where}: this upload was used by another change already; upload the file again`);
        claimed.push({ key, name: row.name });
      }
    } catch (error) {
      for (const { key } of claimed) releaseUpload(ctx.svc.db, key);
      throw error;
    }
  }
  const id = newId();
  insertImportRun(ctx.svc.db, {
    id,
    org_id: org.id,
    user_id: ctx.user.id,
    space_id: space.id,
    cr_id: crId ?? null,
    site_id: body.site ?? null,
    source: JSON.stringify(body.source),
    target: JSON.stringify({ ...body.target, space: space.id, ...(crId ? { changeRequest: crId } : {}) }),
    created_at: now,
  });
  const { scheduleRun } = await import('../content/import-runs.js');
  const svc = ctx.svc;
  const userId = ctx.user.id;
  const source = body.source;
  scheduleRun(svc, {
    runId: id,
    userId,
    spaceId: space.id,
    ...(crId ? { crId } : {}),
    ...(source.type === 'website' ? { sourceURL: source.url } : {}),
    async read() {
      if (source.type === 'file') {
        const { readUploadedFiles } = await import('../content/import-source.js');
        return readUploadedFiles(
          claimed.map(({ key, name }) => {
            const bytes = uploadBytes(svc.db, key) ?? Buffer.alloc(0);
            return { name, bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) };
          }),
        );
      }
      const { readImportUrl } = await import('../content/import-source.js');
      const lease = svc.config.fetch.budget.open(userId);
      try {
        return await readImportUrl(source.url, guessSource(source.url), svc.config, lease, userId);
      } finally {
        lease.close();
      }
    },
    settle(completed) {
      for (const { key } of claimed) completed ? dropUploadBytes(svc.db, key) : releaseUpload(svc.db, key);
    },
  });
  return created(serializeImportRun(ctx.svc, getImportRun(ctx.svc.db, id)!));
}

/** Whether the caller has a role on the space (a run is as visible as its space). */
const canRead = (ctx: RouteContext, spaceId: string) =>
  Boolean(liveSpaceWithRole(ctx.svc.db, spaceId, ctx.user.id)?.role);

/** A run of the organization whose space the caller can read, or 404. */
async function loadRun(ctx: RouteContext): Promise<ImportRunRow> {
  const org = loadOrg(ctx);
  const run = getImportRun(ctx.svc.db, ctx.params.importRunId!);
  if (!run || run.org_id !== org.id || !canRead(ctx, run.space_id))
    throw notFound(`import run ${ctx.params.importRunId} not found`);
  const { failIfAbandoned } = await import('../content/import-runs.js');
  return failIfAbandoned(ctx.svc, run) ? getImportRun(ctx.svc.db, run.id)! : run;
}

async function list(ctx: RouteContext) {
  const org = loadOrg(ctx);
  const { failIfAbandoned } = await import('../content/import-runs.js');
  for (const run of listImportRuns(ctx.svc.db, org.id, { status: 'active' })) failIfAbandoned(ctx.svc, run);
  const page = ctx.query.page({ order: false });
  const filter = {
    space: ctx.query.string('space', { max: 100 }),
    changeRequest: ctx.query.string('changeRequest', { max: 100 }),
    site: ctx.query.string('site', { max: 100 }),
    status: ctx.query.enum('status', STATUSES),
  };
  const readable = new Map<string, boolean>();
  const rows = listImportRuns(ctx.svc.db, org.id, filter).filter((run) => {
    let can = readable.get(run.space_id);
    if (can === undefined) readable.set(run.space_id, (can = canRead(ctx, run.space_id)));
    return can;
  });
  const result = arrayPage(rows, page);
  return ok({
    ...(result.next ? { next: { page: result.next } } : {}),
    count: result.count,
    items: result.rows.map((row) => serializeImportRun(ctx.svc, row)),
  });
}

async function cancel(ctx: RouteContext) {
  const run = await loadRun(ctx);
  loadSpace(ctx, 'edit', 'cancel an import', run.space_id);
  const now = ctx.svc.clock.now().toISOString();
  if (!moveImportRun(ctx.svc.db, run.id, ['pending', 'in-progress'], { status: 'cancelled' }, now))
    throw badRequest(
      `import run ${run.id} is ${getImportRun(ctx.svc.db, run.id)!.status}; only a pending or running import can be cancelled`,
    );
  return ok(serializeImportRun(ctx.svc, getImportRun(ctx.svc.db, run.id)!));
}

export function registerImportRunRoutes(router: Router): void {
  router.get('/v1/org/:organizationId/imports', list);
  router.post('/v1/org/:organizationId/imports', start);
  router.get('/v1/org/:organizationId/imports/:importRunId', async (ctx) =>
    ok(serializeImportRun(ctx.svc, await loadRun(ctx))),
  );
  router.post('/v1/org/:organizationId/imports/:importRunId/cancel', cancel);
}
