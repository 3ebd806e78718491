import { createComment } from '../../api/comments.js';
import * as api from '../../api/reviews.js';
import { getSpace } from '../../api/spaces.js';
import type { Context } from '../../context.js';
import { UsageError } from '../../errors.js';
import { byId, view } from '../../output/view.js';
import { commentView } from '../content/views.js';
import { crArg, spaceOption } from '../content/scope.js';
import { resolveMemberId } from '../members/resolve.js';
import { arg, defineCommand, list, message, resource, singlePage, type CommandSpec, type GroupSpec } from '../spec.js';

export const reviewView = view<api.ChangeRequestReview>(
  'review',
  [
    ['ID', (r) => r.id],
    ['REVIEWER', (r) => r.reviewer.email ?? r.reviewer.displayName],
    ['STATUS', (r) => r.status],
    ['OUTDATED', (r) => (r.outdated ? 'yes' : 'no')],
    ['COMMENT', (r) => r.comment?.body.markdown?.split('\n')[0]],
    ['CREATED', (r) => r.createdAt],
  ],
  byId,
);

export const requestedReviewerView = view<api.RequestedReviewer>(
  'requested reviewer',
  [
    ['USER', (r) => r.user?.id ?? r.team?.id],
    ['NAME', (r) => r.user?.email ?? r.user?.displayName ?? r.team?.title],
    ['REQUESTED BY', (r) => r.requestedBy.displayName ?? r.requestedBy.email],
    ['SINCE', (r) => r.createdAt],
  ],
  (r) => r.user?.id ?? r.team?.id ?? '',
);

/** Members named by id or e-mail; e-mails are looked up in the space's organization. */
async function userIds(ctx: Context, space: string, refs: string[]): Promise<string[]> {
  const trimmed = refs.map((ref) => ref.trim());
  const org = trimmed.some((ref) => ref.includes('@')) ? (await getSpace(ctx.api(), space)).organization : '';
  return [...new Set(await Promise.all(trimmed.map((ref) => resolveMemberId(ctx, org, ref))))];
}

export const reviewCommand = defineCommand({
  name: 'review',
  summary: 'Approve a change request, request changes, or comment on it',
  description:
    'A review counts for its reviewer until they review again or are asked again. --comment alone posts a comment\n' +
    'on the change request; with --approve or --request-changes it goes with the review. Authors cannot review\n' +
    'their own change request.',
  effect: 'write',
  output: 'resource',
  args: [crArg],
  options: [
    spaceOption,
    { flags: '--approve', description: 'approve it' },
    { flags: '--request-changes', description: 'ask for changes before it is merged' },
    { flags: '--comment <markdown>', description: 'a comment, in markdown', limit: { min: 1 } },
  ],
  examples: [
    'docs-cli cr review 3 --space <space-id> --approve',
    'docs-cli cr review 3 --space <space-id> --request-changes --comment "The install steps are missing"',
    'docs-cli cr review 3 --space <space-id> --comment "Nice work"',
  ],
  async run(ctx, { args, opts }) {
    if (opts.approve && opts.requestChanges)
      throw new UsageError('use either --approve or --request-changes, not both');
    const status = opts.approve ? 'approved' : opts.requestChanges ? 'changes-requested' : undefined;
    if (!status) {
      if (opts.comment === undefined)
        throw new UsageError('say what you think: --approve, --request-changes or --comment <markdown>');
      const scope = { space: opts.space, changeRequest: args.number };
      const comment = await createComment(ctx.api(), scope, { body: { markdown: opts.comment } });
      return resource(comment, commentView, `commented on change request #${args.number}`);
    }
    const review = await api.submitReview(ctx.api(), opts.space, args.number, {
      status,
      ...(opts.comment !== undefined ? { comment: { markdown: opts.comment } } : {}),
    });
    const done = status === 'approved' ? 'approved' : 'requested changes on';
    return resource(review, reviewView, `${done} change request #${args.number}`);
  },
});

export const reviewsCommand = defineCommand({
  name: 'reviews',
  summary: 'List the reviews of a change request (newest first)',
  effect: 'read',
  output: 'list',
  args: [crArg],
  options: [spaceOption, { flags: '--current', description: 'only reviews that still count (not outdated)' }],
  examples: ['docs-cli cr reviews 3 --space <space-id>', 'docs-cli cr reviews 3 --space <space-id> --current -o json'],
  async run(ctx, { args, opts }) {
    return list(reviewView, (q) =>
      api.listReviews(ctx.api(), opts.space, args.number, { ...q, ...(opts.current ? { outdated: false } : {}) }),
    );
  },
});

const usersArg = arg({ name: 'users', description: 'members to ask: user ids or e-mails', variadic: true });
const userArg = arg({ name: 'user', description: 'user id or e-mail', limit: { min: 1, max: 256 } });

const reviewerCommands: CommandSpec[] = [
  defineCommand({
    name: 'list',
    summary: 'List who is asked to review a change request',
    effect: 'read',
    output: 'list',
    args: [crArg],
    options: [spaceOption],
    examples: ['docs-cli cr reviewers list 3 --space <space-id>'],
    async run(ctx, { args, opts }) {
      return list(requestedReviewerView, (q) => api.listRequestedReviewers(ctx.api(), opts.space, args.number, q));
    },
  }),
  defineCommand({
    name: 'request',
    summary: 'Ask members to review a change request',
    effect: 'write',
    output: 'list',
    args: [crArg, usersArg],
    options: [spaceOption],
    examples: [
      'docs-cli cr reviewers request 3 <user-id> --space <space-id>',
      'docs-cli cr reviewers request 3 ada@example.com grace@example.com --space <space-id> -o json',
    ],
    async run(ctx, { args, opts }) {
      singlePage(opts.page);
      const users = await userIds(ctx, opts.space, args.users);
      const { users: asked } = await api.requestReviewers(ctx.api(), opts.space, args.number, { users });
      return {
        kind: 'list',
        view: requestedReviewerView,
        complete: true,
        pages: async function* () {
          yield { items: asked, count: asked.length };
        },
      };
    },
  }),
  defineCommand({
    name: 'remove',
    summary: 'Stop asking a member to review a change request',
    effect: 'destructive',
    output: 'none',
    args: [crArg, userArg],
    options: [spaceOption],
    examples: [
      'docs-cli cr reviewers remove 3 <user-id> --space <space-id>',
      'docs-cli cr reviewers remove 3 ada@example.com --space <space-id> --yes',
    ],
    async run(ctx, { args, opts }) {
      const [user = args.user] = await userIds(ctx, opts.space, [args.user]);
      await ctx.confirm(`Stop asking ${args.user} to review change request #${args.number}?`);
      await api.removeRequestedReviewer(ctx.api(), opts.space, args.number, user);
      return message(`${args.user} is not asked to review change request #${args.number}`);
    },
  }),
];

export const reviewersGroup: GroupSpec = {
  name: 'reviewers',
  summary: 'Ask members to review a change request, list and remove them',
  commands: reviewerCommands,
};
