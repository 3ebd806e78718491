import { FileSink } from '../../api/file-sink.js';
import * as api from '../../api/change-requests.js';
import { UsageError, withNote } from '../../errors.js';
import { CHANGE_REQUEST_PATCH_STATUSES, CHANGE_REQUEST_STATUSES, IMPORT_SOURCES } from '../../common/enums.js';
import { LIMITS } from '../../common/limits.js';
import { commentersCommand, commentsGroup } from '../content/comments.js';
import { pullCommand, pushCommand } from '../content/docs-as-code.js';
import { importInto, readableFolder } from '../content/import-local.js';
import { importTarget, resolvePageId } from '../content/output.js';
import { contentReadCommands, importCommand, linksCommand } from '../content/reads.js';
import { changeRequestScope, crArg, spaceOption } from '../content/scope.js';
import { changeRequestView } from '../content/views.js';
import { defined, requireSome } from '../position.js';
import { defineCommand, list, message, none, resource, type GroupContents } from '../spec.js';
import { mergeWithRedirectWarning, reportMerge } from './merge.js';
import { reviewCommand, reviewersGroup, reviewsCommand } from './reviews.js';

const cr = changeRequestScope('docs-cli cr');

export const contents: GroupContents = {
  commands: [
    defineCommand({
      name: 'list',
      summary: 'List the change requests of a space (open ones by default)',
      effect: 'read',
      output: 'list',
      options: [
        spaceOption,
        {
          flags: '--status <status>',
          description: 'draft, open, archived or merged (default open)',
          choices: CHANGE_REQUEST_STATUSES,
        },
        { flags: '--contributor <user>', description: 'only those this user id contributed to', limit: { min: 1 } },
      ],
      examples: ['docs-cli cr list --space <space-id>', 'docs-cli cr list --space <space-id> --status merged -o ids'],
      async run(ctx, { opts }) {
        return list(changeRequestView, (q) =>
          api.listChangeRequests(ctx.api(), opts.space, {
            ...q,
            ...defined({ status: opts.status, contributor: opts.contributor }),
          }),
        );
      },
    }),
    defineCommand({
      name: 'get',
      summary: 'Show a change request',
      effect: 'read',
      output: 'resource',
      args: [crArg],
      options: [spaceOption],
      examples: ['docs-cli cr get 3 --space <space-id>', 'docs-cli cr get 3 --space <space-id> --query outdated'],
      async run(ctx, { args, opts }) {
        return resource(await api.getChangeRequest(ctx.api(), opts.space, args.number), changeRequestView);
      },
    }),
    defineCommand({
      name: 'create',
      summary: 'Start a change request (a draft), optionally importing content into it',
      effect: 'write',
      output: 'resource',
      options: [
        spaceOption,
        {
          flags: '--subject <subject>',
          description: 'what it changes (at most 100 characters)',
          limit: LIMITS.changeRequestSubject,
        },
        {
          flags: '--import <path-or-url>',
          description: 'import a markdown file, folder, .zip or URL into it',
          limit: { min: 1 },
        },
        { flags: '--from <dir>', description: 'fill it from a Git Sync folder (as cr push does)', limit: { min: 1 } },
        {
          flags: '--source <kind>',
          description: 'what --import holds (default: zip for .zip, markdown otherwise)',
          choices: IMPORT_SOURCES,
        },
        { flags: '--open', description: 'open it for review right away (default: draft)' },
      ],
      examples: [
        'docs-cli cr create --space <space-id> --subject "Fix typos"',
        'docs-cli cr create --space <space-id> --subject "New guide" --import ./docs --open -o ids',
        'docs-cli cr create --space <space-id> --subject "Docs from main" --from ./docs --open -o ids',
      ],
      async run(ctx, { opts }) {
        if (opts.import !== undefined && opts.from !== undefined)
          throw new UsageError('use either --import or --from, not both');
        const target = opts.import !== undefined ? importTarget(String(opts.import), opts.source) : undefined;
        const from = opts.from !== undefined ? String(opts.from) : undefined;
        if (from !== undefined) readableFolder(from);
        // The folder is read and checked before anything is opened for it.
        const push = from !== undefined ? await import('../../gitsync/push.js') : undefined;
        const prepared =
          push && from !== undefined ? await push.preparePush(ctx, { dir: from, space: opts.space }) : undefined;
        let created = await api.createChangeRequest(ctx.api(), opts.space, defined({ subject: opts.subject }));
        const key = String(created.number);
        // A draft the content never reached is archived, and named, so re-runs leave no orphans.
        try {
          if (target) {
            const result = await importInto(ctx, { space: opts.space, changeRequest: created.id }, target);
            ctx.hint(`imported ${result.importedResources} of ${result.totalResources} resources`);
          }
          if (push && prepared) {
            const report = await push.sendPush(ctx, prepared, created.id);
            ctx.hint(
              `pushed ${report.changes} changes in ${report.batches} ${report.batches === 1 ? 'batch' : 'batches'}`,
            );
          }
        } catch (error) {
          const archived = await api.archiveQuietly(ctx.api(), opts.space, created.id);
          throw withNote(error, `change request #${key} was opened for it${archived ? ' and is archived now' : ''}`);
        }
        if (opts.open) await api.updateChangeRequest(ctx.api(), opts.space, created.id, { status: 'open' });
        if (target || from !== undefined || opts.open)
          created = await api.getChangeRequest(ctx.api(), opts.space, created.id);
        return resource(created, changeRequestView, `created change request #${key}`);
      },
    }),
    defineCommand({
      name: 'update',
      summary: 'Change the subject or status (draft, open, archived) of a change request',
      effect: 'write',
      output: 'resource',
      args: [crArg],
      options: [
        spaceOption,
        {
          flags: '--subject <subject>',
          description: 'new subject (at most 100 characters)',
          limit: LIMITS.changeRequestSubject,
        },
        { flags: '--status <status>', description: 'new status', choices: CHANGE_REQUEST_PATCH_STATUSES },
      ],
      examples: [
        'docs-cli cr update 3 --space <space-id> --status open',
        'docs-cli cr update 3 --space <space-id> --subject "Better subject"',
      ],
      async run(ctx, { args, opts }) {
        const body = defined({
          subject: opts.subject,
          status: opts.status,
        });
        requireSome(body, '--subject, --status');
        return resource(await api.updateChangeRequest(ctx.api(), opts.space, args.number, body), changeRequestView);
      },
    }),
    defineCommand({
      name: 'merge',
      summary: 'Merge a change request into the space',
      description:
        'Three-way and line by line: edits to different lines of a page combine. Exit codes: 0 merged, 5 conflicts (overlapping edits, or pages ' +
        'still holding conflict markers; listed, nothing changes), 3 no such change request. -o json prints {revision, result}.',
      effect: 'write',
      output: 'resource',
      args: [crArg],
      options: [spaceOption],
      examples: [
        'docs-cli cr merge 3 --space <space-id>',
        'docs-cli cr merge 3 --space <space-id> -o json || echo "conflicts: exit $?"',
      ],
      async run(ctx, { args, opts }) {
        // Published pages the merge moves or deletes lose their URL unless a redirect keeps it.
        const res = await mergeWithRedirectWarning(ctx, opts.space, args.number);
        return reportMerge(ctx, opts, args.number, res, 'merged');
      },
    }),
    defineCommand({
      name: 'update-from-main',
      summary: "Bring the space's latest content into a change request",
      description:
        "Merges the space's changes into the request line by line. Where both changed the same lines, git-style markers " +
        "(<<<<<<< change request / ======= / >>>>>>> main) go into the page, the request moves to the space's revision, and the exit code is 5 " +
        'with the pages listed: pull, resolve, push, merge. Merging is refused while a page holds markers.',
      effect: 'write',
      output: 'resource',
      args: [crArg],
      options: [spaceOption],
      examples: [
        'docs-cli cr update-from-main 3 --space <space-id>',
        'docs-cli cr update-from-main 3 --space <space-id> -o json',
      ],
      async run(ctx, { args, opts }) {
        const res = await api.updateChangeRequestFromMain(ctx.api(), opts.space, args.number);
        return reportMerge(ctx, opts, args.number, res, 'up to date with the space', 'update');
      },
    }),
    defineCommand({
      name: 'diff',
      summary: 'Show what a change request changes, as a unified diff page by page',
      effect: 'read',
      output: 'none',
      args: [crArg],
      options: [
        spaceOption,
        { flags: '--name-only', description: 'print only the paths of the changed pages' },
        {
          flags: '-U, --unified <lines>',
          description: 'lines of context (default 3)',
          type: 'int',
          min: 0,
          max: 1000,
          default: 3,
        },
      ],
      examples: ['docs-cli cr diff 3 --space <space-id>', 'docs-cli cr diff 3 --space <space-id> --name-only'],
      async run(ctx, { args, opts }) {
        const { changeRequestDiff } = await import('./diff.js');
        const { text, changed } = await changeRequestDiff(ctx, opts.space, args.number, opts.unified);
        if (opts.nameOnly) ctx.io.stdout.write(changed.map((p) => `${p}\n`).join(''));
        else
          await ctx.printPaged(
            ctx.io.stdout.isTTY && ctx.io.color && ctx.globals.color !== false
              ? (await import('../content/diff.js')).colourDiff(text)
              : text,
          );
        if (changed.length === 0) ctx.hint('no changes');
        return { kind: 'none' };
      },
    }),
    defineCommand({
      name: 'pdf',
      summary: 'Download a PDF of the pages of a change request',
      effect: 'read',
      output: 'none',
      args: [crArg],
      options: [
        spaceOption,
        { flags: '--output <file>', description: 'where to write the PDF (default change-request-<number>.pdf)' },
        {
          flags: '--page <page>',
          description: 'start at this page (id or path) and include its sub-pages',
          limit: { min: 1 },
        },
        { flags: '--only', description: 'with --page: only that page' },
      ],
      examples: [
        'docs-cli cr pdf 3 --space <space-id> --output review.pdf',
        'docs-cli cr pdf 3 --space <space-id> --page guides/install --only',
      ],
      async run(ctx, { args, opts }) {
        if (opts.only && !opts.page) throw new UsageError('--only needs --page');
        const scope = { space: opts.space, changeRequest: args.number };
        const page = opts.page ? await resolvePageId(ctx, scope, opts.page) : undefined;
        const { url } = await api.getChangeRequestPdf(
          ctx.api(),
          scope.space,
          scope.changeRequest,
          defined({ page, only: opts.only ? true : undefined }),
        );
        if (opts.output === '') throw new UsageError('--output: needs a file name');
        const file = opts.output ?? `change-request-${args.number}.pdf`;
        const cannotWrite = (error: NodeJS.ErrnoException) =>
          new UsageError(`--output: cannot write ${file}: ${error.code ?? error.message}`);
        // Written as it arrives: a large PDF takes no memory, a failed one leaves the file as it was.
        const sink = await FileSink.create(file).catch((error: NodeJS.ErrnoException) => {
          throw cannotWrite(error);
        });
        try {
          await api.download(ctx.api(), url, sink);
        } catch (error) {
          await sink.discard();
          throw error;
        }
        await sink.commit().catch(async (error: NodeJS.ErrnoException) => {
          await sink.discard();
          throw cannotWrite(error);
        });
        return message(`wrote ${file} (${sink.bytes} bytes)`);
      },
    }),
    defineCommand({
      name: 'preview',
      summary: "Print (or open) the URL of a site showing a change request's content",
      description:
        "For a CI job to post on a pull request: the space as its published site, with the change request's pages. " +
        'The URL is signed and works without a token for 7 days (while the one who asked can read the space). ' +
        "On the embedded workspace it is a file:// site written afresh. An extension of this project's service: " +
        "GitBook's own API has no preview URLs. -o json prints {url, expiresAt}.",
      effect: 'read',
      output: 'resource',
      args: [crArg],
      options: [spaceOption, { flags: '--web', description: 'open it in the browser too' }],
      examples: [
        'docs-cli cr preview 3 --space <space-id>',
        'docs-cli cr preview 3 --space <space-id> -o json --query expiresAt',
        'docs-cli cr preview 3 --space <space-id> --web',
      ],
      async run(ctx, { args, opts }) {
        const { changeRequestPreview } = await import('./preview.js');
        const preview = await changeRequestPreview(ctx, opts.space, args.number);
        if (opts.web) {
          const { openInBrowser } = await import('../browser.js');
          await openInBrowser(ctx, preview.url);
          return none();
        }
        if ((opts.json ? 'json' : opts.output) === 'table' && opts.query === undefined) {
          ctx.io.stdout.write(`${preview.url}\n`);
          if (preview.expiresAt) ctx.hint(`works without a token until ${preview.expiresAt}`);
          return none();
        }
        return resource(preview);
      },
    }),
    importCommand(cr),
    pullCommand(cr),
    pushCommand,
    linksCommand(cr),
    commentersCommand(cr, (rest) => ['docs-cli cr commenters 3 --space <space-id>', rest].filter(Boolean).join(' ')),
    reviewCommand,
    reviewsCommand,
  ],
  groups: [
    {
      name: 'content',
      summary: 'Read the pages and files of a change request',
      commands: contentReadCommands(changeRequestScope('docs-cli cr content')),
    },
    commentsGroup(changeRequestScope('docs-cli cr comments')),
    reviewersGroup,
  ],
};
