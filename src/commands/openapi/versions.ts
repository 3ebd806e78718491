import * as api from '../../api/openapi.js';
import { arg, defineCommand, list, resource, type GroupSpec } from '../spec.js';
import { contentView, versionView } from './view.js';

const slugArg = arg({ name: 'slug', description: 'slug of the specification', pick: 'openapi' });

export const versionsGroup: GroupSpec = {
  name: 'versions',
  summary: 'List and read the processed versions of a specification',
  commands: [
    defineCommand({
      name: 'list',
      summary: 'List the versions of a specification, newest first',
      effect: 'read',
      output: 'list',
      args: [slugArg],
      examples: ['docs-cli openapi versions list petstore', 'docs-cli openapi versions list petstore -o ids'],
      async run(ctx, { args }) {
        const org = await ctx.org();
        return list(versionView, (q) => api.listOpenApiVersions(ctx.api(), org, args.slug, q));
      },
    }),
    defineCommand({
      name: 'get',
      summary: 'Show a version of a specification',
      effect: 'read',
      output: 'resource',
      // No picker on the slug: an optional argument may not come before a required one.
      args: [
        { name: 'slug', description: 'slug of the specification' },
        { name: 'version', description: 'version id, or latest' },
      ],
      examples: [
        'docs-cli openapi versions get petstore <version-id>',
        'docs-cli openapi versions get petstore latest -o json',
      ],
      async run(ctx, { args }) {
        return resource(await api.getOpenApiVersion(ctx.api(), await ctx.org(), args.slug, args.version), versionView);
      },
    }),
    defineCommand({
      name: 'latest',
      summary: 'Show the newest version of a specification',
      effect: 'read',
      output: 'resource',
      args: [slugArg],
      examples: ['docs-cli openapi versions latest petstore', 'docs-cli openapi versions latest petstore --query url'],
      async run(ctx, { args }) {
        return resource(await api.getOpenApiVersion(ctx.api(), await ctx.org(), args.slug, 'latest'), versionView);
      },
    }),
    defineCommand({
      name: 'content',
      summary: 'Show the content of a version (its files as parsed, and the URL of the document)',
      effect: 'read',
      output: 'resource',
      args: [slugArg, { name: 'version', description: 'version id (default latest)', required: false }],
      examples: [
        'docs-cli openapi versions content petstore -o json',
        "docs-cli openapi versions content petstore <version-id> --query 'filesystem.*.info'",
      ],
      async run(ctx, { args }) {
        return resource(
          await api.getOpenApiVersionContent(ctx.api(), await ctx.org(), args.slug, args.version ?? 'latest'),
          contentView,
        );
      },
    }),
  ],
};
