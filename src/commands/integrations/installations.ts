import { seg } from '../../api/paths.js';
import * as api from '../../api/integrations.js';
import { NotFoundError, UsageError } from '../../errors.js';
import { LIMITS } from '../../common/limits.js';
import { defined } from '../position.js';
import { arg, defineCommand, list, message, resource, type GroupSpec } from '../spec.js';
import { installationView } from './view.js';

const integrationArg = arg({
  name: 'integration',
  description: 'name of the integration',
  pick: 'integration',
  limit: { min: 1, ...LIMITS.integrationName },
});

export const installationsGroup: GroupSpec = {
  name: 'installations',
  summary: 'Install integrations into organizations, list and remove installations',
  commands: [
    defineCommand({
      name: 'list',
      summary: 'List the installations of an integration you can see',
      effect: 'read',
      output: 'list',
      args: [integrationArg],
      options: [
        { flags: '--external-id <id>', description: 'only installations carrying this external id', limit: { min: 1 } },
      ],
      examples: [
        'docs-cli integrations installations list demo-analytics',
        'docs-cli integrations installations list demo-analytics --external-id acct-42 -o json',
      ],
      async run(ctx, { args, opts }) {
        return list(installationView, (q) =>
          api.listInstallations(ctx.api(), args.integration, {
            ...q,
            ...defined({ externalId: opts.externalId }),
          }),
        );
      },
    }),
    defineCommand({
      name: 'get',
      summary: 'Show an installation',
      effect: 'read',
      output: 'resource',
      // No picker on the integration: an optional argument may not come before a required one.
      args: [
        { ...integrationArg, pick: undefined },
        { name: 'installation', description: 'installation id' },
      ],
      examples: ['docs-cli integrations installations get demo-analytics <installation-id>'],
      async run(ctx, { args }) {
        return resource(await api.getInstallation(ctx.api(), args.integration, args.installation), installationView);
      },
    }),
    defineCommand({
      name: 'install',
      summary: 'Install an integration into the organization (needs the admin role there)',
      effect: 'write',
      output: 'resource',
      args: [integrationArg],
      options: [
        {
          flags: '--external-id <id>',
          description: 'an external id to attach (repeatable, at most 5)',
          type: 'list',
          limit: { min: 1, max: 200 },
        },
      ],
      examples: [
        'docs-cli integrations installations install demo-analytics',
        'docs-cli integrations installations install demo-analytics --org <org-id> --external-id acct-42',
      ],
      async run(ctx, { args, opts }) {
        const org = await ctx.org();
        const externalIds = opts.externalId;
        // Checked before the install: the ids are a second request that must not fail halfway.
        if (externalIds && externalIds.length > 5) throw new UsageError('--external-id: at most 5');
        let created = await api.installIntegration(ctx.api(), args.integration, { organization: org });
        if (externalIds?.length)
          created = await api.updateInstallation(ctx.api(), args.integration, created.id, { externalIds });
        return resource(
          created,
          installationView,
          `installed ${args.integration} in organization ${org} (installation ${created.id})`,
        );
      },
    }),
    defineCommand({
      name: 'uninstall',
      summary: 'Remove an installation (by id, or the one in the organization)',
      effect: 'destructive',
      output: 'none',
      args: [
        integrationArg,
        {
          name: 'installation',
          description: 'installation id (default: the installation in the organization)',
          required: false,
        },
      ],
      examples: [
        'docs-cli integrations installations uninstall demo-analytics --yes',
        'docs-cli integrations installations uninstall demo-analytics <installation-id>',
      ],
      async run(ctx, { args }) {
        let id = args.installation;
        if (!id) {
          const org = await ctx.org();
          for await (const page of ctx
            .api()
            .paginate<api.IntegrationInstallation>(`/integrations/${seg(args.integration)}/installations`, {
              limit: 1000,
            })) {
            id = page.items.find((i) => i.target.organization === org)?.id ?? id;
            if (id) break;
          }
          if (!id) throw new NotFoundError(`${args.integration} is not installed in organization ${org}`);
        }
        await ctx.confirm(`Uninstall ${args.integration} (installation ${id})?`);
        await api.uninstallIntegration(ctx.api(), args.integration, id);
        return message(`uninstalled ${args.integration} (installation ${id})`);
      },
    }),
  ],
};
