import * as api from '../../api/sites.js';
import { UsageError } from '../../errors.js';
import { LIMITS } from '../../common/limits.js';
import { defined, requireSome } from '../position.js';
import { arg, defineCommand, list, message, type GroupSpec } from '../spec.js';
import { findById, siteOption, target } from './shared.js';
import { shareLinkView } from './views.js';
import { shareLinkCard, shown } from './cards.js';

const linkArg = arg({ name: 'link', description: 'share link id' });

export const shareLinksGroup: GroupSpec = {
  name: 'share-links',
  summary: 'Share links: secret URLs that open a share-link site',
  commands: [
    defineCommand({
      name: 'list',
      summary: 'List the share links of a site (with their URLs)',
      effect: 'read',
      output: 'list',
      options: [siteOption],
      examples: ['docs-cli sites share-links list --site <site-id>'],
      async run(ctx, input) {
        const { org, site } = await target(ctx, input.opts.site);
        return list(shareLinkView, (q) => api.listShareLinks(ctx.api(), org, site, q));
      },
    }),
    defineCommand({
      name: 'get',
      summary: 'Show a share link',
      effect: 'read',
      output: 'resource',
      args: [linkArg],
      options: [siteOption],
      examples: ['docs-cli sites share-links get <link-id> --site <site-id>'],
      async run(ctx, input) {
        const { org, site } = await target(ctx, input.opts.site);
        return shown(
          ctx,
          input.opts,
          await findById((q) => api.listShareLinks(ctx.api(), org, site, q), input.args.link, 'share link', site),
          shareLinkView,
          shareLinkCard,
        );
      },
    }),
    defineCommand({
      name: 'create',
      summary: 'Create a share link and print its URL',
      effect: 'write',
      output: 'resource',
      options: [
        siteOption,
        {
          flags: '--name <name>',
          description: 'name (at most 50 characters)',
          required: true,
          limit: LIMITS.shareLinkName,
        },
      ],
      examples: [
        'docs-cli sites share-links create --site <site-id> --name "Beta testers"',
        'docs-cli sites share-links create --site <site-id> --name CI --query urls.published',
      ],
      async run(ctx, input) {
        const { org, site } = await target(ctx, input.opts.site);
        const link = await api.createShareLink(ctx.api(), org, site, { name: input.opts.name });
        return shown(ctx, input.opts, link, shareLinkView, shareLinkCard, `created share link ${link.id}`);
      },
    }),
    defineCommand({
      name: 'update',
      summary: 'Rename, activate or deactivate a share link',
      effect: 'write',
      output: 'resource',
      args: [linkArg],
      options: [
        siteOption,
        { flags: '--name <name>', description: 'new name (at most 50 characters)', limit: LIMITS.shareLinkName },
        { flags: '--active', description: 'let the link open the site again' },
        { flags: '--inactive', description: 'stop the link from opening the site' },
      ],
      examples: [
        'docs-cli sites share-links update <link-id> --site <site-id> --inactive',
        'docs-cli sites share-links update <link-id> --site <site-id> --name Partners',
      ],
      async run(ctx, input) {
        const { opts } = input;
        if (opts.active && opts.inactive) throw new UsageError('--active and --inactive cannot be used together');
        const body = defined({
          name: opts.name,
          active: opts.active ? true : opts.inactive ? false : undefined,
        });
        requireSome(body, '--name, --active, --inactive');
        const { org, site } = await target(ctx, input.opts.site);
        return shown(
          ctx,
          opts,
          await api.updateShareLink(ctx.api(), org, site, input.args.link, body),
          shareLinkView,
          shareLinkCard,
        );
      },
    }),
    defineCommand({
      name: 'delete',
      summary: 'Delete a share link; its URL stops working',
      effect: 'destructive',
      output: 'none',
      args: [linkArg],
      options: [siteOption],
      examples: ['docs-cli sites share-links delete <link-id> --site <site-id> --yes'],
      async run(ctx, input) {
        const { org, site } = await target(ctx, input.opts.site);
        await ctx.confirm(`Delete share link ${input.args.link}? Its URL will stop working.`);
        await api.deleteShareLink(ctx.api(), org, site, input.args.link);
        return message(`deleted share link ${input.args.link}`);
      },
    }),
  ],
};
