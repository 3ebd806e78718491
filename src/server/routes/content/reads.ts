import { json, listBody, ok, type RouteContext } from '../../context.js';
import { notFound } from '../../errors.js';
import type { Router } from '../../router.js';
import { serializeFile } from '../../serializers/file.js';
import { serializePage, type PageOptions } from '../../serializers/page.js';
import { serializeRevision } from '../../serializers/revision.js';
import { changeRequestNumber } from '../../store/content/change-requests.js';
import { findPage } from '../../store/content/model.js';
import { readContent, revisionOf } from '../../store/content/revisions.js';
import { arrayPage } from '../../store/pagination.js';
import { getRevision } from '../../store/revisions.js';
import { CONTENT_FORMATS } from '../../../common/enums.js';
import { loadSpace } from '../load.js';
import { CONTENT_PREFIXES, loadScope } from './scope.js';

/** `metadata`, `computed` (no computed content here: accepted, nothing to skip) and `format`. */
function pageOptions(ctx: RouteContext): PageOptions {
  ctx.query.bool('computed', true);
  // Checked even where it changes nothing: `format=bogus` is a 400, never a silent 200.
  ctx.query.enum('format', CONTENT_FORMATS, 'markdown');
  return { metadata: ctx.query.bool('metadata', true) };
}

/** The options of a page read, whose `format` is applied (a document is converted in the content pool). */
async function formattedPageOptions(ctx: RouteContext, markdown: string, what: string): Promise<PageOptions> {
  const format = ctx.query.enum('format', CONTENT_FORMATS, 'markdown');
  const options = pageOptions(ctx);
  if (format === 'markdown') return options;
  const { documentsFor } = await import('../../content/markdown-work.js');
  const toDocument = await documentsFor(format, [markdown], ctx.user.id, what);
  return { ...options, ...(toDocument ? { toDocument } : {}) };
}

export function registerContentReads(router: Router): void {
  for (const prefix of CONTENT_PREFIXES) {
    router.get(prefix, (ctx) => {
      const scope = loadScope(ctx);
      return json(serializeRevision(ctx.svc, scope, getRevision(ctx.svc.db, scope.revisionId)!, pageOptions(ctx)));
    });

    router.get(`${prefix}/pages`, (ctx) => {
      const scope = loadScope(ctx);
      const options = pageOptions(ctx);
      return ok({
        pages: readContent(ctx.svc.db, scope.revisionId).pages.map((p) => serializePage(ctx.svc, scope, p, options)),
      });
    });

    router.get(`${prefix}/page/:pageId`, async (ctx) => {
      const scope = loadScope(ctx);
      pageOptions(ctx);
      ctx.query.bool('evaluated', false);
      const page = findPage(readContent(ctx.svc.db, scope.revisionId).pages, ctx.params.pageId!);
      if (!page) throw notFound(`page ${ctx.params.pageId} not found`);
      const options = await formattedPageOptions(ctx, page.markdown, `page ${page.id}`);
      return ok(serializePage(ctx.svc, scope, page, options));
    });

    router.get(`${prefix}/files`, (ctx) => {
      const scope = loadScope(ctx);
      const page = ctx.query.page({ order: false });
      const options = pageOptions(ctx);
      const result = arrayPage(readContent(ctx.svc.db, scope.revisionId).files, page);
      return ok(
        listBody(
          result.rows.map((f) => serializeFile(ctx.svc, scope.space.id, f, options)),
          result.count,
          result.next,
        ),
      );
    });

    router.get(`${prefix}/files/:fileId`, (ctx) => {
      const scope = loadScope(ctx);
      const options = pageOptions(ctx);
      const file = readContent(ctx.svc.db, scope.revisionId).files.find((f) => f.id === ctx.params.fileId);
      if (!file) throw notFound(`file ${ctx.params.fileId} not found`);
      return ok(serializeFile(ctx.svc, scope.space.id, file, options));
    });
  }

  // From the reference: any revision of the space by id (the CLI's diff reads a request's base).
  router.get('/v1/spaces/:spaceId/revisions/:revisionId', (ctx) => {
    const space = loadSpace(ctx);
    const row = revisionOf(ctx.svc.db, space.id, ctx.params.revisionId!);
    if (!row) throw notFound(`revision ${ctx.params.revisionId} not found in space ${space.id}`);
    const number = row.change_request_id ? changeRequestNumber(ctx.svc.db, row.change_request_id) : undefined;
    const cr = number === undefined ? undefined : { number };
    return json(serializeRevision(ctx.svc, { space, cr: cr as never }, row, pageOptions(ctx)));
  });
}
