import * as api from '../../api/integrations.js';
import { INTEGRATION_CATEGORIES, INTEGRATION_TARGETS } from '../../common/enums.js';
import { LIMITS } from '../../common/limits.js';
import { defined } from '../position.js';
import { arg, defineCommand, list, message, resource, type GroupContents } from '../spec.js';
import { installationsGroup } from './installations.js';
import { publishCommand } from './publish.js';
import { integrationView } from './view.js';

const nameArg = arg({
  name: 'name',
  description: 'name of the integration',
  pick: 'integration',
  limit: { min: 1, ...LIMITS.integrationName },
});
const BOOL = ['true', 'false'] as const;
const bool = (value: unknown) => (value === undefined ? undefined : value === 'true');

export const contents: GroupContents = {
  commands: [
    defineCommand({
      name: 'list',
      summary: 'List the integrations you can see (public ones, and those of your organizations)',
      effect: 'read',
      output: 'list',
      options: [
        { flags: '--search <text>', description: 'name or title contains this text', limit: { min: 1 } },
        { flags: '--category <category>', description: 'in this category', choices: INTEGRATION_CATEGORIES },
        { flags: '--target <target>', description: 'installable at exactly this target', choices: INTEGRATION_TARGETS },
        { flags: '--scope <scope>', description: 'asking for this scope', choices: api.INTEGRATION_SCOPES },
        { flags: '--owner <organization>', description: 'owned by this organization id', limit: { min: 1 } },
        {
          flags: '--block-domain <domain>',
          description: 'with a block that unfurls links of this domain',
          limit: LIMITS.blockDomain,
        },
        {
          flags: '--blocks <bool>',
          description: 'true: only those with blocks; false: only those without',
          choices: BOOL,
        },
        {
          flags: '--content-sources <bool>',
          description: 'true: only those with content sources; false: only those without',
          choices: BOOL,
        },
      ],
      examples: [
        'docs-cli integrations list',
        'docs-cli integrations list --category analytics --target site',
        'docs-cli integrations list --block-domain youtube.com -o ids',
      ],
      async run(ctx, { opts }) {
        const filters = defined({
          search: opts.search,
          category: opts.category,
          target: opts.target,
          scope: opts.scope,
          owner: opts.owner,
          blockDomain: opts.blockDomain,
          blocks: bool(opts.blocks),
          contentSources: bool(opts.contentSources),
        });
        return list(integrationView, (q) => api.listIntegrations(ctx.api(), { ...q, ...filters }));
      },
    }),
    defineCommand({
      name: 'get',
      summary: 'Show an integration',
      effect: 'read',
      output: 'resource',
      args: [nameArg],
      examples: [
        'docs-cli integrations get demo-analytics',
        'docs-cli integrations get demo-analytics --query version',
      ],
      async run(ctx, { args }) {
        return resource(await api.getIntegration(ctx.api(), args.name), integrationView);
      },
    }),
    publishCommand,
    defineCommand({
      name: 'unpublish',
      summary: 'Unpublish an integration and remove all its installations',
      effect: 'destructive',
      output: 'none',
      args: [nameArg],
      examples: [
        'docs-cli integrations unpublish my-integration',
        'docs-cli integrations unpublish my-integration --yes',
      ],
      async run(ctx, { args }) {
        await ctx.confirm(`Unpublish integration ${args.name} and remove all its installations?`);
        await api.unpublishIntegration(ctx.api(), args.name);
        return message(`unpublished integration ${args.name}`);
      },
    }),
  ],
  groups: [installationsGroup],
};
