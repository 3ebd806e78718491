import type { Reply, RouteContext } from '../../context.js';
import { notFound } from '../../errors.js';
import { userFileHeaders } from '../../headers.js';
import type { Router } from '../../router.js';
import { findPage, flattenPages } from '../../store/content/model.js';
import { readBlob, readContent, revisionOf } from '../../store/content/revisions.js';
import { verifyToken } from '../../auth/signed.js';
import { getChangeRequestRow } from '../../store/content/change-requests.js';
import { getSpaceRow } from '../../store/spaces.js';

interface PdfToken {
  k: 'pdf';
  s: string;
  c: string;
  r: string;
  p?: string;
  o?: boolean;
}

interface FileToken {
  k: 'file';
  s: string;
  b: string;
  t: string;
  n: string;
}

const invalid = () => notFound('this download link is invalid or has expired');

function token<T extends { k: string; s: string }>(ctx: RouteContext, kind: T['k']): T {
  const payload = verifyToken<T>(ctx.svc.config.secret, ctx.params.token!, ctx.svc.clock.now());
  if (!payload || payload.k !== kind) throw invalid();
  const space = getSpaceRow(ctx.svc.db, payload.s);
  if (!space || space.deleted_at) throw invalid();
  return payload;
}

/** Public routes behind signed, expiring tokens (the URLs the content endpoints hand out). */
export function registerDownloadRoutes(router: Router): void {
  router.get(
    '/v1/downloads/pdf/:token',
    async (ctx): Promise<Reply> => {
      const t = token<PdfToken>(ctx, 'pdf');
      const space = getSpaceRow(ctx.svc.db, t.s)!;
      const cr = getChangeRequestRow(ctx.svc.db, t.c);
      if (!cr || !revisionOf(ctx.svc.db, space.id, t.r)) throw invalid();
      const pages = readContent(ctx.svc.db, t.r).pages;
      const start = t.p ? findPage(pages, t.p) : undefined;
      const selected = start ? (t.o ? [start] : flattenPages([start])) : flattenPages(pages);
      const title = `${space.title || 'Untitled space'} — #${cr.number} ${cr.subject}`.trim();
      // The PDF is laid out in the content pool (pdfkit and the pages' text), within its budget.
      const { renderPdf } = await import('../../content/markdown-work.js');
      const pdf = await renderPdf('pdf', {
        title,
        pages: selected.map((p) => ({ title: p.title, path: p.path, markdown: p.markdown })),
      });
      return {
        status: 200,
        raw: pdf,
        headers: userFileHeaders('application/pdf', `${space.title || 'space'}-cr-${cr.number}.pdf`),
      };
    },
    { public: true },
  );

  router.get(
    '/v1/downloads/files/:token',
    (ctx): Reply => {
      const t = token<FileToken>(ctx, 'file');
      const data = readBlob(ctx.svc.db, t.b);
      if (!data) throw invalid();
      return {
        status: 200,
        raw: data,
        headers: userFileHeaders(t.t, t.n),
      };
    },
    { public: true },
  );
}
