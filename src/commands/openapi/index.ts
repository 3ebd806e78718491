import * as api from '../../api/openapi.js';
import { arg, defineCommand, list, message, resource, type GroupContents } from '../spec.js';
import { createCommand, publishCommand } from './publish.js';
import { versionsGroup } from './versions.js';
import { specView } from './view.js';

const slugArg = arg({ name: 'slug', description: 'slug of the specification', pick: 'openapi' });

export const contents: GroupContents = {
  commands: [
    publishCommand,
    createCommand,
    defineCommand({
      name: 'list',
      summary: 'List the OpenAPI specifications of the organization',
      effect: 'read',
      output: 'list',
      examples: ['docs-cli openapi list', 'docs-cli openapi list -o ids'],
      async run(ctx) {
        const org = await ctx.org();
        return list(specView, (q) => api.listOpenApiSpecs(ctx.api(), org, q));
      },
    }),
    defineCommand({
      name: 'get',
      summary: 'Show a specification and its processing state',
      effect: 'read',
      output: 'resource',
      args: [slugArg],
      examples: ['docs-cli openapi get petstore', 'docs-cli openapi get petstore --query processingState'],
      async run(ctx, { args }) {
        return resource(await api.getOpenApiSpec(ctx.api(), await ctx.org(), args.slug), specView);
      },
    }),
    defineCommand({
      name: 'delete',
      summary: 'Delete a specification and all its versions',
      effect: 'destructive',
      output: 'none',
      args: [slugArg],
      examples: ['docs-cli openapi delete petstore', 'docs-cli openapi delete petstore --yes'],
      async run(ctx, { args }) {
        const org = await ctx.org();
        await ctx.confirm(`Delete OpenAPI specification ${args.slug} and all its versions?`);
        await api.deleteOpenApiSpec(ctx.api(), org, args.slug);
        return message(`deleted OpenAPI specification ${args.slug}`);
      },
    }),
  ],
  groups: [versionsGroup],
};
