import * as api from '../../api/collections.js';
import type { Collection } from '../../api/types.js';
import { byId, view } from '../../output/view.js';
import { LIMITS } from '../../common/limits.js';
import { DEFAULT_LEVELS } from '../../common/enums.js';
import { defaultLevel, defined, placementBody, placementOptions, requireSome } from '../position.js';
import { defineCommand, list, message, resource, type GroupContents } from '../spec.js';
import { spaceView } from '../spaces/view.js';

export const collectionView = view<Collection>(
  'collection',
  [
    ['ID', (c) => c.id],
    ['TITLE', (c) => c.title],
    ['PARENT', (c) => c.parent],
    ['DEFAULT LEVEL', (c) => c.defaultLevel],
  ],
  byId,
);

const LEVELS = [...DEFAULT_LEVELS, 'none'] as const;

export const contents: GroupContents = {
  commands: [
    defineCommand({
      name: 'list',
      summary: 'List the collections of the organization',
      effect: 'read',
      output: 'list',
      options: [{ flags: '--no-nested', description: 'only top-level collections' }],
      examples: ['docs-cli collections list', 'docs-cli collections list --no-nested -o json'],
      async run(ctx, { opts }) {
        const org = await ctx.org();
        return list(collectionView, (q) =>
          api.listCollections(ctx.api(), org, { ...q, nested: opts.nested === false ? false : undefined }),
        );
      },
    }),
    defineCommand({
      name: 'get',
      summary: 'Show a collection',
      effect: 'read',
      output: 'resource',
      args: [{ name: 'collection', description: 'collection id or title', pick: 'collection' }],
      examples: ['docs-cli collections get <collection-id>'],
      async run(ctx, { args }) {
        return resource(await api.getCollection(ctx.api(), args.collection), collectionView);
      },
    }),
    defineCommand({
      name: 'create',
      summary: 'Create a collection',
      effect: 'write',
      output: 'resource',
      options: [
        { flags: '--title <title>', description: 'title (at most 50 characters)', limit: LIMITS.collectionTitle },
        { flags: '--parent <collection>', description: 'create inside this collection' },
      ],
      examples: [
        'docs-cli collections create --title Guides',
        'docs-cli collections create --title "API" --parent <collection-id> -o json',
      ],
      async run(ctx, { opts }) {
        const org = await ctx.org();
        const created = await api.createCollection(ctx.api(), org, defined({ title: opts.title, parent: opts.parent }));
        return resource(created, collectionView, `created collection ${created.id}`);
      },
    }),
    defineCommand({
      name: 'update',
      summary: 'Change the title, description or default level of a collection',
      effect: 'write',
      output: 'resource',
      args: [{ name: 'collection', description: 'collection id or title', pick: 'collection' }],
      options: [
        { flags: '--title <title>', description: 'new title (at most 50 characters)', limit: LIMITS.collectionTitle },
        {
          flags: '--description <text>',
          description: 'new description (at most 100 characters)',
          limit: LIMITS.collectionDescription,
        },
        { flags: '--default-level <role>', description: 'default role for content (none to inherit)', choices: LEVELS },
      ],
      examples: [
        'docs-cli collections update <collection-id> --title "User guides"',
        'docs-cli collections update <collection-id> --default-level read',
      ],
      async run(ctx, { args, opts }) {
        const body = defined({
          title: opts.title,
          description: opts.description,
          defaultLevel: defaultLevel(opts.defaultLevel),
        });
        requireSome(body, '--title, --description, --default-level');
        return resource(await api.updateCollection(ctx.api(), args.collection, body), collectionView);
      },
    }),
    defineCommand({
      name: 'delete',
      summary: 'Delete a collection and the collections nested in it',
      effect: 'destructive',
      output: 'none',
      args: [{ name: 'collection', description: 'collection id or title', pick: 'collection' }],
      examples: ['docs-cli collections delete <collection-id> --yes'],
      async run(ctx, { args }) {
        await ctx.confirmAbout(
          (name) => `Delete collection ${name}?`,
          args.collection,
          async () => `"${(await api.getCollection(ctx.api(), args.collection)).title}"`,
        );
        await api.deleteCollection(ctx.api(), args.collection);
        return message(`deleted collection ${args.collection}`);
      },
    }),
    defineCommand({
      name: 'spaces',
      summary: 'List the spaces in a collection',
      effect: 'read',
      output: 'list',
      args: [{ name: 'collection', description: 'collection id or title', pick: 'collection' }],
      examples: ['docs-cli collections spaces <collection-id>', 'docs-cli collections spaces <collection-id> -o ids'],
      async run(ctx, { args }) {
        return list(spaceView, (q) => api.listCollectionSpaces(ctx.api(), args.collection, q));
      },
    }),
    defineCommand({
      name: 'move',
      summary: 'Move a collection into another collection or next to a sibling',
      effect: 'write',
      output: 'resource',
      args: [{ name: 'collection', description: 'collection id or title', pick: 'collection' }],
      options: placementOptions,
      examples: [
        'docs-cli collections move <collection-id> --parent <collection-id>',
        'docs-cli collections move <collection-id> --parent <collection-id> --before <space-id>',
        'docs-cli collections move <collection-id> --root',
      ],
      async run(ctx, { args, opts }) {
        return resource(await api.moveCollection(ctx.api(), args.collection, placementBody(opts)), collectionView);
      },
    }),
    defineCommand({
      name: 'transfer',
      summary: 'Transfer a collection and its content to another organization',
      effect: 'destructive',
      output: 'resource',
      args: [{ name: 'collection', description: 'collection id or title', pick: 'collection' }],
      options: [{ flags: '--to <organization>', description: 'target organization id', required: true }],
      examples: ['docs-cli collections transfer <collection-id> --to <org-id> --yes'],
      async run(ctx, { args, opts }) {
        await ctx.confirm(`Transfer collection ${args.collection} to organization ${opts.to}?`);
        return resource(
          await api.transferCollection(ctx.api(), args.collection, { organization: opts.to }),
          collectionView,
        );
      },
    }),
  ],
};
