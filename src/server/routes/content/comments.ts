import { LIMITS } from '../../../common/limits.js';
import { spaceRole } from '../../auth/access.js';
import { atLeast } from '../../auth/roles.js';
import { listBody, ok, resetContent, type RouteContext } from '../../context.js';
import { forbidden, notFound } from '../../errors.js';
import type { Router } from '../../router.js';
import { commentPermissions, serializeComment, serializeReply, type CommentView } from '../../serializers/comment.js';
import { serializeCommenter } from '../../serializers/commenter.js';
import {
  deleteComment,
  deleteReply,
  editComment,
  findComment,
  findReply,
  insertComment,
  insertReply,
  listCommenters,
  listComments,
  listReplies,
  type CommentRow,
  type CommentScope,
} from '../../store/content/comments.js';
import { findPage } from '../../store/content/model.js';
import { readContent } from '../../store/content/revisions.js';
import type { ContentScope } from '../../content/scope.js';
import { arrayPage } from '../../store/pagination.js';
import { parseBody, v } from '../../validate.js';
import { COMMENT_STATUS_FILTERS, CONTENT_FORMATS } from '../../../common/enums.js';
import { loadScope } from './scope.js';

const PREFIXES = ['/v1/spaces/:spaceId', '/v1/spaces/:spaceId/change-requests/:changeRequestId'] as const;

const MAX_BODY = 65_536;
const markdownBody = v.object({ markdown: v.string({ min: 1, max: MAX_BODY }) });
const emojis = v.array(v.string(LIMITS.reaction), { max: 50 });
const postBody = {
  node: v.string({ min: 1, max: 256 }).opt(),
  page: v.string({ min: 1, max: 256 }).opt(),
  body: markdownBody,
};
const putBody = {
  resolved: v.boolean().opt(),
  body: markdownBody.opt(),
  addedReactions: emojis.opt(),
  removedReactions: emojis.opt(),
};
const replyPutBody = { body: markdownBody.opt(), addedReactions: emojis.opt(), removedReactions: emojis.opt() };

const commentScope = (scope: ContentScope): CommentScope => ({
  spaceId: scope.space.id,
  changeRequestId: scope.cr?.id ?? null,
});

function viewOf(ctx: RouteContext, scope: ContentScope): CommentView {
  // Checked even where it changes nothing: `format=bogus` is a 400, never a silent 200.
  ctx.query.enum('format', CONTENT_FORMATS, 'markdown');
  return { svc: ctx.svc, space: scope.space, changeRequest: scope.cr, viewerId: ctx.user.id };
}

/** A view whose bodies (those given: what the answer shows) follow `format`. */
async function formattedView(ctx: RouteContext, scope: ContentScope, bodies: string[]): Promise<CommentView> {
  const view = viewOf(ctx, scope);
  const format = ctx.query.enum('format', CONTENT_FORMATS, 'markdown');
  if (format === 'markdown') return view;
  const { documentsFor } = await import('../../content/markdown-work.js');
  const toDocument = await documentsFor(format, bodies, ctx.user.id, 'comment body');
  return { ...view, ...(toDocument ? { toDocument } : {}) };
}

function loadComment(ctx: RouteContext, scope: ContentScope): CommentRow {
  const comment = findComment(ctx.svc.db, commentScope(scope), ctx.params.commentId!);
  if (!comment) throw notFound(`comment ${ctx.params.commentId} not found`);
  return comment;
}

const now = (ctx: RouteContext) => ctx.svc.clock.now();

const edit = (body: {
  body?: { markdown: string };
  resolved?: boolean;
  addedReactions?: string[];
  removedReactions?: string[];
}) => ({
  markdown: body.body?.markdown,
  resolved: body.resolved,
  addedReactions: body.addedReactions ?? [],
  removedReactions: body.removedReactions ?? [],
});

export function registerCommentRoutes(router: Router): void {
  for (const prefix of PREFIXES) {
    const base = `${prefix}/comments`;

    router.get(base, async (ctx) => {
      const scope = loadScope(ctx);
      viewOf(ctx, scope);
      const page = ctx.query.page();
      const status = ctx.query.enum('status', COMMENT_STATUS_FILTERS, 'all');
      const result = listComments(
        ctx.svc.db,
        commentScope(scope),
        {
          status: status === 'all' ? undefined : status,
          targetPage: ctx.query.string('targetPage', { max: 256 }),
          authors: ctx.query.list('authors'),
        },
        page,
      );
      const view = await formattedView(
        ctx,
        scope,
        result.rows.map((c) => c.body),
      );
      return ok(
        listBody(
          result.rows.map((c) => serializeComment(view, c)),
          result.count,
          result.next,
        ),
      );
    });

    router.post(base, (ctx) => {
      const scope = loadScope(ctx, 'comment', 'comment');
      const body = parseBody(postBody, ctx.body);
      const page =
        body.page === undefined ? undefined : findPage(readContent(ctx.svc.db, scope.revisionId).pages, body.page);
      if (body.page !== undefined && !page) throw notFound(`page: page ${body.page} not found`);
      const pageId = page?.id;
      const comment = insertComment(
        ctx.svc.db,
        commentScope(scope),
        { revisionId: scope.revisionId, pageId, nodeId: body.node, userId: ctx.user.id, markdown: body.body.markdown },
        now(ctx),
      );
      return ok(serializeComment(viewOf(ctx, scope), comment));
    });

    router.get(`${base}/:commentId`, async (ctx) => {
      const scope = loadScope(ctx);
      const comment = loadComment(ctx, scope);
      return ok(serializeComment(await formattedView(ctx, scope, [comment.body]), comment));
    });

    router.put(`${base}/:commentId`, (ctx) => {
      const scope = loadScope(ctx);
      const comment = loadComment(ctx, scope);
      const body = parseBody(putBody, ctx.body);
      const view = viewOf(ctx, scope);
      const can = commentPermissions(view, comment.posted_by);
      if (body.body !== undefined && !can.edit) throw forbidden('only the author of a comment can edit it');
      if (
        body.resolved !== undefined &&
        !can.edit &&
        !atLeast(spaceRole(ctx.svc.db, scope.space, ctx.user.id), 'review')
      ) {
        throw forbidden('you need to be the author or have the review role to resolve or reopen a comment');
      }
      if ((body.addedReactions?.length || body.removedReactions?.length) && !can.reply)
        throw forbidden('you need the comment role to react');
      editComment(ctx.svc.db, 'comments', comment, edit(body), ctx.user.id, now(ctx));
      return ok(serializeComment(view, findComment(ctx.svc.db, commentScope(scope), comment.id)!));
    });

    router.delete(`${base}/:commentId`, (ctx) => {
      const scope = loadScope(ctx);
      const comment = loadComment(ctx, scope);
      if (!commentPermissions(viewOf(ctx, scope), comment.posted_by).delete)
        throw forbidden('only the author or an admin can delete a comment');
      deleteComment(ctx.svc.db, comment.id);
      return resetContent();
    });

    router.get(`${base}/:commentId/replies`, async (ctx) => {
      const scope = loadScope(ctx);
      const comment = loadComment(ctx, scope);
      viewOf(ctx, scope);
      const result = listReplies(ctx.svc.db, comment.id, { ...ctx.query.page({ order: false }), order: 'asc' });
      const view = await formattedView(
        ctx,
        scope,
        result.rows.map((r) => r.body),
      );
      return ok(
        listBody(
          result.rows.map((r) => serializeReply(view, comment.id, r)),
          result.count,
          result.next,
        ),
      );
    });

    router.post(`${base}/:commentId/replies`, async (ctx) => {
      const scope = loadScope(ctx, 'comment', 'reply to a comment');
      const comment = loadComment(ctx, scope);
      const body = parseBody({ body: markdownBody }, ctx.body);
      const view = await formattedView(ctx, scope, [body.body.markdown]);
      const reply = insertReply(ctx.svc.db, comment.id, ctx.user.id, body.body.markdown, now(ctx));
      return ok(serializeReply(view, comment.id, reply));
    });

    const loadReply = (ctx: RouteContext, commentId: string) => {
      const reply = findReply(ctx.svc.db, commentId, ctx.params.commentReplyId!);
      if (!reply) throw notFound(`reply ${ctx.params.commentReplyId} not found`);
      return reply;
    };

    router.get(`${base}/:commentId/replies/:commentReplyId`, async (ctx) => {
      const scope = loadScope(ctx);
      const comment = loadComment(ctx, scope);
      const reply = loadReply(ctx, comment.id);
      return ok(serializeReply(await formattedView(ctx, scope, [reply.body]), comment.id, reply));
    });

    router.put(`${base}/:commentId/replies/:commentReplyId`, (ctx) => {
      const scope = loadScope(ctx);
      const comment = loadComment(ctx, scope);
      const reply = loadReply(ctx, comment.id);
      const body = parseBody(replyPutBody, ctx.body);
      const view = viewOf(ctx, scope);
      const can = commentPermissions(view, reply.posted_by);
      if (body.body !== undefined && !can.edit) throw forbidden('only the author of a reply can edit it');
      if ((body.addedReactions?.length || body.removedReactions?.length) && !can.reply)
        throw forbidden('you need the comment role to react');
      editComment(ctx.svc.db, 'comment_replies', reply, edit(body), ctx.user.id, now(ctx));
      return ok(serializeReply(view, comment.id, findReply(ctx.svc.db, comment.id, reply.id)!));
    });

    router.delete(`${base}/:commentId/replies/:commentReplyId`, (ctx) => {
      const scope = loadScope(ctx);
      const comment = loadComment(ctx, scope);
      const reply = loadReply(ctx, comment.id);
      if (!commentPermissions(viewOf(ctx, scope), reply.posted_by).delete)
        throw forbidden('only the author or an admin can delete a reply');
      deleteReply(ctx.svc.db, reply.id);
      return resetContent();
    });

    router.get(`${prefix}/commenters`, (ctx) => {
      const scope = loadScope(ctx);
      const page = ctx.query.page({ order: false });
      const members = listCommenters(ctx.svc.db, commentScope(scope), scope.space.org_id);
      const result = arrayPage(members, page);
      return ok(
        listBody(
          result.rows.map((m) => serializeCommenter(ctx.svc, m.member, m.user)),
          result.count,
          result.next,
        ),
      );
    });
  }
}
