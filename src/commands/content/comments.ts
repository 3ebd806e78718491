import * as api from '../../api/comments.js';
import type { ContentScope } from '../../api/content.js';
import { UsageError } from '../../errors.js';
import { COMMENT_STATUS_FILTERS, CONTENT_FORMATS, ORDER_VALUES } from '../../common/enums.js';
import {
  option,
  arg,
  defineCommand,
  list,
  message,
  resource,
  type CommandSpec,
  type GroupSpec,
  type RawInput,
} from '../spec.js';
import { bodyOptions, readBodyOption, resolvePageId } from './output.js';
import type { ScopeSpec } from './scope.js';
import { commenterView, commentView, replyView } from './views.js';

const commentArg = arg({ name: 'comment', description: 'comment id' });
const replyArg = arg({ name: 'reply', description: 'reply id' });
const formatOption = option({
  flags: '--format <format>',
  description: 'format of the comment bodies',
  choices: CONTENT_FORMATS,
});

/** Comment and reply commands for a space's discussion or a change request's. */
export function commentsGroup(scope: ScopeSpec): GroupSpec {
  const ex = (verb: string, rest?: string) => scope.example(verb, rest);
  const at = (input: RawInput): ContentScope => scope.resolve(input);

  const setResolved = (resolved: boolean): CommandSpec =>
    defineCommand({
      name: resolved ? 'resolve' : 'reopen',
      summary: resolved ? 'Mark a comment resolved' : 'Reopen a resolved comment',
      effect: 'write',
      output: 'resource',
      args: [...scope.args, commentArg],
      options: scope.options,
      examples: [ex(resolved ? 'resolve' : 'reopen', '<comment-id>')],
      async run(ctx, input) {
        const comment = await api.updateComment(ctx.api(), at(input), input.args.comment, { resolved });
        return resource(comment, commentView, `${resolved ? 'resolved' : 'reopened'} comment ${comment.id}`);
      },
    });

  const reaction = (add: boolean): CommandSpec =>
    defineCommand({
      name: add ? 'react' : 'unreact',
      summary: add
        ? 'Add your reaction to a comment (or, with --reply, a reply)'
        : 'Remove your reaction from a comment or reply',
      effect: 'write',
      output: 'resource',
      args: [...scope.args, commentArg, { name: 'emoji', description: 'the emoji, e.g. 👍' }],
      options: [
        ...scope.options,
        { flags: '--reply <reply>', description: 'react to this reply of the comment instead', limit: { min: 1 } },
      ],
      examples: [
        ex(add ? 'react' : 'unreact', '<comment-id> 👍'),
        ex(add ? 'react' : 'unreact', '<comment-id> 🎉 --reply <reply-id>'),
      ],
      async run(ctx, input) {
        const change = add ? { addedReactions: [input.args.emoji] } : { removedReactions: [input.args.emoji] };
        if (input.opts.reply)
          return resource(
            await api.updateReply(ctx.api(), at(input), input.args.comment, input.opts.reply, change),
            replyView,
          );
        return resource(await api.updateComment(ctx.api(), at(input), input.args.comment, change), commentView);
      },
    });

  const replies: GroupSpec = {
    name: 'replies',
    summary: 'List, write, edit and delete replies to a comment',
    commands: [
      defineCommand({
        name: 'list',
        summary: 'List the replies to a comment, oldest first',
        effect: 'read',
        output: 'list',
        args: [...scope.args, commentArg],
        options: [...scope.options, formatOption],
        examples: [replyExample(scope, 'list', '<comment-id>')],
        async run(ctx, input) {
          const s = at(input);
          return list(replyView, (q) =>
            api.listReplies(ctx.api(), s, input.args.comment, { ...q, format: input.opts.format }),
          );
        },
      }),
      defineCommand({
        name: 'create',
        summary: 'Reply to a comment',
        effect: 'write',
        output: 'resource',
        args: [...scope.args, commentArg],
        options: [...scope.options, ...bodyOptions],
        examples: [replyExample(scope, 'create', '<comment-id> --body "Agreed, done."')],
        async run(ctx, input) {
          const markdown = await readBodyOption(ctx, input.opts, true);
          const reply = await api.createReply(ctx.api(), at(input), input.args.comment, { body: { markdown } });
          return resource(reply, replyView, `replied ${reply.id}`);
        },
      }),
      defineCommand({
        name: 'get',
        summary: 'Show a reply',
        effect: 'read',
        output: 'resource',
        args: [...scope.args, commentArg, replyArg],
        options: [...scope.options, formatOption],
        examples: [replyExample(scope, 'get', '<comment-id> <reply-id>')],
        async run(ctx, input) {
          return resource(
            await api.getReply(ctx.api(), at(input), input.args.comment, input.args.reply, {
              format: input.opts.format,
            }),
            replyView,
          );
        },
      }),
      defineCommand({
        name: 'update',
        summary: 'Edit your reply',
        effect: 'write',
        output: 'resource',
        args: [...scope.args, commentArg, replyArg],
        options: [...scope.options, ...bodyOptions],
        examples: [replyExample(scope, 'update', '<comment-id> <reply-id> --body "Fixed typo"')],
        async run(ctx, input) {
          const markdown = await readBodyOption(ctx, input.opts, true);
          return resource(
            await api.updateReply(ctx.api(), at(input), input.args.comment, input.args.reply, { body: { markdown } }),
            replyView,
          );
        },
      }),
      defineCommand({
        name: 'delete',
        summary: 'Delete a reply',
        effect: 'destructive',
        output: 'none',
        args: [...scope.args, commentArg, replyArg],
        options: scope.options,
        examples: [replyExample(scope, 'delete', '<comment-id> <reply-id> --yes')],
        async run(ctx, input) {
          await ctx.confirm(`Delete reply ${input.args.reply}?`);
          await api.deleteReply(ctx.api(), at(input), input.args.comment, input.args.reply);
          return message(`deleted reply ${input.args.reply}`);
        },
      }),
    ],
  };

  return {
    name: 'comments',
    summary: scope.kind === 'space' ? 'Discuss the content of a space' : 'Discuss a change request',
    commands: [
      defineCommand({
        name: 'list',
        summary: 'List comments, newest first',
        effect: 'read',
        output: 'list',
        args: scope.args,
        options: [
          ...scope.options,
          { flags: '--status <status>', description: 'open, resolved or all', choices: COMMENT_STATUS_FILTERS },
          { flags: '--order <order>', description: 'newest (desc) or oldest (asc) first', choices: ORDER_VALUES },
          { flags: '--page-id <page>', description: 'only comments on this page (id or path)', limit: { min: 1 } },
          {
            flags: '--author <user>',
            description: 'only comments by this user id (repeatable)',
            type: 'list',
            limit: { min: 1 },
          },
          formatOption,
        ],
        examples: [ex('list'), ex('list', '--status open -o json'), ex('list', '--page-id guides/install')],
        async run(ctx, input) {
          const s = at(input);
          const targetPage = input.opts.pageId ? await resolvePageId(ctx, s, input.opts.pageId) : undefined;
          const query = {
            status: input.opts.status,
            order: input.opts.order,
            targetPage,
            authors: input.opts.author,
            format: input.opts.format,
          };
          return list(commentView, (q) => api.listComments(ctx.api(), s, { ...q, ...query }));
        },
      }),
      defineCommand({
        name: 'get',
        summary: 'Show a comment',
        effect: 'read',
        output: 'resource',
        args: [...scope.args, commentArg],
        options: [...scope.options, formatOption],
        examples: [ex('get', '<comment-id>'), ex('get', '<comment-id> -o json')],
        async run(ctx, input) {
          return resource(
            await api.getComment(ctx.api(), at(input), input.args.comment, { format: input.opts.format }),
            commentView,
          );
        },
      }),
      defineCommand({
        name: 'create',
        summary: 'Comment on a page (or on the whole content)',
        effect: 'write',
        output: 'resource',
        options: [
          ...scope.options,
          { flags: '--page <page>', description: 'page to comment on (id or path)' },
          { flags: '--node <node>', description: 'node of the page the comment is attached to' },
          ...bodyOptions,
        ],
        args: scope.args,
        examples: [
          ex('create', '--page guides/install --body "Mention Node 20?"'),
          ex('create', '--page <page-id> --body "Looks good" -o ids'),
        ],
        async run(ctx, input) {
          const s = at(input);
          const markdown = await readBodyOption(ctx, input.opts, true);
          const page = input.opts.page ? await resolvePageId(ctx, s, input.opts.page) : undefined;
          const comment = await api.createComment(ctx.api(), s, {
            ...(page ? { page } : {}),
            ...(input.opts.node ? { node: input.opts.node } : {}),
            body: { markdown },
          });
          return resource(comment, commentView, `created comment ${comment.id}`);
        },
      }),
      defineCommand({
        name: 'update',
        summary: 'Edit your comment',
        effect: 'write',
        output: 'resource',
        args: [...scope.args, commentArg],
        options: [...scope.options, ...bodyOptions],
        examples: [ex('update', '<comment-id> --body "Reworded"')],
        async run(ctx, input) {
          const markdown = await readBodyOption(ctx, input.opts, false);
          if (markdown === undefined) throw new UsageError('nothing to update: give --body or --body-file');
          return resource(
            await api.updateComment(ctx.api(), at(input), input.args.comment, { body: { markdown } }),
            commentView,
          );
        },
      }),
      setResolved(true),
      setResolved(false),
      reaction(true),
      reaction(false),
      defineCommand({
        name: 'delete',
        summary: 'Delete a comment and its replies',
        effect: 'destructive',
        output: 'none',
        args: [...scope.args, commentArg],
        options: scope.options,
        examples: [ex('delete', '<comment-id> --yes')],
        async run(ctx, input) {
          await ctx.confirm(`Delete comment ${input.args.comment} and its replies?`);
          await api.deleteComment(ctx.api(), at(input), input.args.comment);
          return message(`deleted comment ${input.args.comment}`);
        },
      }),
    ],
    groups: [replies],
  };
}

function replyExample(scope: ScopeSpec, verb: string, rest: string): string {
  return scope.example(`replies ${verb}`, rest);
}

/** `commenters`: members who commented. */
export function commentersCommand(scope: ScopeSpec, example: (rest?: string) => string): CommandSpec {
  return defineCommand({
    name: 'commenters',
    summary:
      scope.kind === 'space'
        ? 'List the members who commented in a space'
        : 'List the members who commented on a change request',
    effect: 'read',
    output: 'list',
    args: scope.args,
    options: scope.options,
    examples: [example(), example('-o json')],
    async run(ctx, input) {
      const s = scope.resolve(input);
      return list(commenterView, (q) => api.listCommenters(ctx.api(), s, q));
    },
  });
}
