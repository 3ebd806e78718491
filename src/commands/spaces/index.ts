import * as api from '../../api/spaces.js';
import { listPages } from '../../api/content.js';
import { getCollection } from '../../api/collections.js';
import { getOrganization } from '../../api/organizations.js';
import { UsageError } from '../../errors.js';
import { DEFAULT_LEVELS, SPACE_EDIT_MODES } from '../../common/enums.js';
import { LIMITS } from '../../common/limits.js';
import { defaultLevel, defined, placementBody, placementOptions, requireSome } from '../position.js';
import { arg, defineCommand, list, message, resource, type GroupContents } from '../spec.js';
import { spaceView } from './view.js';

const spaceArg = arg({ name: 'space', description: 'space id or title', pick: 'space' });

export const contents: GroupContents = {
  commands: [
    defineCommand({
      name: 'list',
      summary: 'List the spaces of the organization',
      effect: 'read',
      output: 'list',
      examples: [
        'docs-cli spaces list',
        'docs-cli spaces list --all -o ids',
        'docs-cli spaces list --all -o json --query "[?visibility==\'public\'].id"',
      ],
      async run(ctx) {
        const org = await ctx.org();
        return list(spaceView, (q) => api.listSpaces(ctx.api(), org, q));
      },
    }),
    defineCommand({
      name: 'get',
      summary: 'Show a space',
      effect: 'read',
      output: 'resource',
      args: [spaceArg],
      options: [
        {
          flags: '--share-key <key>',
          description: 'share key resolving published URLs of share-link sites',
          limit: { min: 1 },
        },
      ],
      examples: ['docs-cli spaces get <space-id>', 'docs-cli spaces get <space-id> -o json'],
      async run(ctx, { args, opts }) {
        return resource(await api.getSpace(ctx.api(), args.space, defined({ shareKey: opts.shareKey })), spaceView);
      },
    }),
    defineCommand({
      name: 'create',
      summary: 'Create a space',
      effect: 'write',
      output: 'resource',
      options: [
        { flags: '--title <title>', description: 'title (at most 50 characters)', limit: LIMITS.spaceTitle },
        { flags: '--emoji <emoji>', description: 'emoji shown with the title', limit: LIMITS.spaceEmoji },
        { flags: '--parent <collection>', description: 'create inside this collection' },
        { flags: '--edit-mode <mode>', description: 'live editing or locked', choices: SPACE_EDIT_MODES },
      ],
      examples: [
        'docs-cli spaces create --title "Getting started"',
        'docs-cli spaces create --title API --parent <collection-id> -o json',
      ],
      async run(ctx, { opts }) {
        const org = await ctx.org();
        const body = defined({ title: opts.title, emoji: opts.emoji, parent: opts.parent, editMode: opts.editMode });
        const created = await api.createSpace(ctx.api(), org, body);
        return resource(created, spaceView, `created space ${created.id}`);
      },
    }),
    defineCommand({
      name: 'update',
      summary: 'Change the title, emoji, edit mode or default level of a space',
      effect: 'write',
      output: 'resource',
      args: [spaceArg],
      options: [
        { flags: '--title <title>', description: 'new title (at most 50 characters)', limit: LIMITS.spaceTitle },
        { flags: '--emoji <emoji>', description: 'new emoji', limit: LIMITS.spaceEmoji },
        { flags: '--edit-mode <mode>', description: 'live editing or locked', choices: SPACE_EDIT_MODES },
        {
          flags: '--default-level <role>',
          description: 'default role for content (inherit, or none: the same)',
          choices: [...DEFAULT_LEVELS, 'none'],
        },
      ],
      examples: [
        'docs-cli spaces update <space-id> --title "Handbook"',
        'docs-cli spaces update <space-id> --edit-mode locked',
      ],
      async run(ctx, { args, opts }) {
        const body = defined({
          title: opts.title,
          emoji: opts.emoji,
          editMode: opts.editMode,
          defaultLevel: defaultLevel(opts.defaultLevel),
        });
        requireSome(body, '--title, --emoji, --edit-mode, --default-level');
        return resource(await api.updateSpace(ctx.api(), args.space, body), spaceView);
      },
    }),
    defineCommand({
      name: 'delete',
      summary: 'Delete a space (it can be restored for 7 days)',
      effect: 'destructive',
      output: 'none',
      args: [spaceArg],
      examples: ['docs-cli spaces delete <space-id>', 'docs-cli spaces delete <space-id> --yes'],
      async run(ctx, { args }) {
        await ctx.confirmAbout(
          (name) => `Delete space ${name}?`,
          args.space,
          async () => {
            const [space, content, { flatten }] = await Promise.all([
              api.getSpace(ctx.api(), args.space),
              listPages(ctx.api(), { space: args.space }),
              import('../content/output.js'),
            ]);
            const pages = flatten(content.pages).length;
            return `"${space.title}" (${pages} page${pages === 1 ? '' : 's'})`;
          },
        );
        await api.deleteSpace(ctx.api(), args.space);
        return message(
          `deleted space ${args.space}; restore it within 7 days with docs-cli spaces restore ${args.space}`,
        );
      },
    }),
    defineCommand({
      name: 'restore',
      summary: 'Restore a space deleted in the last 7 days',
      effect: 'write',
      output: 'resource',
      args: [{ name: 'space', description: 'id of the deleted space' }],
      examples: ['docs-cli spaces restore <space-id>'],
      async run(ctx, { args }) {
        return resource(await api.restoreSpace(ctx.api(), args.space), spaceView, `restored space ${args.space}`);
      },
    }),
    defineCommand({
      name: 'duplicate',
      summary: 'Copy a space and its content into a new space',
      effect: 'write',
      output: 'resource',
      args: [spaceArg],
      examples: ['docs-cli spaces duplicate <space-id>', 'docs-cli spaces duplicate <space-id> -o ids'],
      async run(ctx, { args }) {
        const copy = await api.duplicateSpace(ctx.api(), args.space);
        return resource(copy, spaceView, `created space ${copy.id}`);
      },
    }),
    defineCommand({
      name: 'move',
      summary: 'Move a space into a collection, to the top level, or next to a sibling',
      effect: 'write',
      output: 'resource',
      args: [spaceArg],
      options: placementOptions,
      examples: [
        'docs-cli spaces move <space-id> --parent <collection-id>',
        'docs-cli spaces move <space-id> --before <other-space-id>',
        'docs-cli spaces move <space-id> --root',
      ],
      async run(ctx, { args, opts }) {
        return resource(await api.moveSpace(ctx.api(), args.space, placementBody(opts)), spaceView);
      },
    }),
    defineCommand({
      name: 'transfer',
      summary: 'Transfer a space to another organization (and collection)',
      effect: 'destructive',
      output: 'resource',
      args: [spaceArg],
      options: [
        { flags: '--to <organization>', description: 'target organization id', required: true, limit: { min: 1 } },
        {
          flags: '--collection <collection>',
          description: 'then move it into this collection of the target organization (a second request)',
          limit: { min: 1 },
        },
      ],
      examples: ['docs-cli spaces transfer <space-id> --to <org-id> --yes'],
      async run(ctx, { args, opts }) {
        // The target is checked before anything changes: the transfer takes several requests.
        await getOrganization(ctx.api(), opts.to);
        // The collection too: a move that fails after the transfer would leave it half done.
        if (opts.collection !== undefined) {
          const target = await getCollection(ctx.api(), opts.collection);
          if (target.organization !== opts.to)
            throw new UsageError(`--collection: collection ${target.id} is not in organization ${opts.to}`);
        }
        await ctx.confirm(`Transfer space ${args.space} to organization ${opts.to}?`);
        // 0.202.0 has no transferSpace: through a collection of its own (transferCollection), then a move.
        return resource(
          await api.transferSpaceThroughCollection(ctx.api(), args.space, opts.to, opts.collection ?? null),
          spaceView,
        );
      },
    }),
  ],
  // The content commands (import, pull, search, links, commenters), open and the content and comments
  // groups: their modules load only when one of them is named.
  more: async () => {
    const [{ spaceExtraCommands, spaceSubgroups }, { openSpaceCommand }] = await Promise.all([
      import('./extra.js'),
      import('../sites/export.js'),
    ]);
    return { commands: [...spaceExtraCommands, openSpaceCommand], groups: spaceSubgroups };
  },
};
