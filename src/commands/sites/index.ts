import * as api from '../../api/sites.js';
import { ApiError, CliError, ExitCode, UsageError } from '../../errors.js';
import { AGENTS_CONTEXT, SITE_NEW_SPACE, SITE_TYPES, SITE_VISIBILITIES } from '../../common/enums.js';
import { LIMITS } from '../../common/limits.js';
import { defined, requireSome } from '../position.js';
import { defineCommand, list, message, none, resource, type GroupContents } from '../spec.js';
import { adaptiveSchemaGroup } from './adaptive-schema.js';
import { sitePullCommand, sitePushCommand } from './docs-as-code.js';
import { exportSiteCommand, openSiteCommand } from './export.js';
import { sectionGroupsGroup } from './section-groups.js';
import { sectionsGroup } from './sections.js';
import { human, shareKeyFrom, siteArg, target } from './shared.js';
import { redirectsGroup } from './redirects.js';
import { mcpGroup } from './mcp.js';
import { shareLinksGroup } from './share-links.js';
import { siteSpacesGroup } from './site-spaces.js';
import { structureGroup } from './structure.js';
import { printStructure } from './tree.js';
import { siteView } from './views.js';
import { shown, siteCard } from './cards.js';

export const contents: GroupContents = {
  commands: [
    defineCommand({
      name: 'list',
      summary: 'List the sites of the organization',
      effect: 'read',
      output: 'list',
      options: [
        { flags: '--space <space>', description: 'only sites that show this space', limit: { min: 1 }, pick: 'space' },
        { flags: '--title <text>', description: 'only sites whose title contains this text', limit: { min: 1 } },
        { flags: '--published', description: 'only published sites' },
        { flags: '--unpublished', description: 'only unpublished sites' },
        { flags: '--type <type>', description: 'only sites of this type', choices: SITE_TYPES },
      ],
      examples: [
        'docs-cli sites list',
        'docs-cli sites list --published -o ids',
        'docs-cli sites list --space <space-id>',
      ],
      async run(ctx, { opts }) {
        if (opts.published && opts.unpublished)
          throw new UsageError('--published and --unpublished cannot be used together');
        const org = await ctx.org();
        const published = opts.published ? true : opts.unpublished ? false : undefined;
        const filters = defined({
          space: opts.space,
          title: opts.title,
          published,
          type: opts.type,
        });
        return list(siteView, (q) => api.listSites(ctx.api(), org, { ...filters, ...q }));
      },
    }),
    defineCommand({
      name: 'get',
      summary: 'Show a site',
      effect: 'read',
      output: 'resource',
      args: [siteArg],
      examples: ['docs-cli sites get <site-id>', 'docs-cli sites get <site-id> -o json'],
      async run(ctx, input) {
        const { org, site } = await target(ctx, input.args.site);
        return shown(ctx, input.opts, await api.getSite(ctx.api(), org, site), siteView, siteCard);
      },
    }),
    defineCommand({
      name: 'create',
      summary: 'Create a site from existing spaces or a new space',
      description: 'New sites start unpublished. Publish with docs-cli sites publish <site>.',
      effect: 'write',
      output: 'resource',
      options: [
        { flags: '--title <title>', description: 'title (2 to 128 characters)', limit: LIMITS.siteTitle },
        {
          flags: '--space <space>',
          description: 'add this space (repeat for several)',
          type: 'list',
          limit: { min: 1 },
          pick: 'space',
        },
        {
          flags: '--new-space <kind>',
          description:
            'create a new space for the site: sample (with pages; services of the seed reference only) or empty',
          choices: SITE_NEW_SPACE,
        },
        {
          flags: '--visibility <visibility>',
          description: 'who can see it once published',
          choices: SITE_VISIBILITIES,
        },
        { flags: '--type <type>', description: 'site plan (default basic)', choices: SITE_TYPES },
      ],
      examples: [
        'docs-cli sites create --title "Product docs" --space <space-id>',
        'docs-cli sites create --title Handbook --new-space sample',
        'docs-cli sites create --title Docs --space <a> --space <b> -o json',
      ],
      async run(ctx, { opts }) {
        const spaces = opts.space;
        if (spaces?.length && opts.newSpace) throw new UsageError('--space and --new-space cannot be used together');
        const org = await ctx.org();
        const body = defined({ title: opts.title, visibility: opts.visibility, type: opts.type });
        const site =
          // An empty space: reference 0.202.0's way (createSpace, then its id), which every service takes.
          opts.newSpace === 'empty'
            ? await api.createSiteWithEmptySpace(ctx.api(), org, body)
            : await api
                .createSite(ctx.api(), org, {
                  ...body,
                  ...defined({ spaces: spaces?.length ? spaces : opts.newSpace }),
                })
                .catch((error: unknown) => {
                  // Sample pages exist only in the seed's form (0.137.0); 0.202.0 takes space ids only.
                  if (opts.newSpace === 'sample' && error instanceof ApiError && error.status === 400)
                    throw new ApiError(
                      400,
                      error.message,
                      error.method,
                      error.url,
                      'a service of reference 0.202.0 makes no sample space: use --new-space empty',
                    );
                  throw error;
                });
        return shown(
          ctx,
          opts,
          site,
          siteView,
          siteCard,
          `created site ${site.id}; add a section with docs-cli sites sections create --site ${site.id} --space <space>, publish with docs-cli sites publish ${site.id}`,
        );
      },
    }),
    defineCommand({
      name: 'update',
      summary: 'Change the title, visibility, basename, proxy, defaults or adaptive content of a site',
      effect: 'write',
      output: 'resource',
      args: [siteArg],
      options: [
        { flags: '--title <title>', description: 'new title (2 to 128 characters)', limit: LIMITS.siteTitle },
        {
          flags: '--visibility <visibility>',
          description: 'who can see the published site',
          choices: SITE_VISIBILITIES,
        },
        {
          flags: '--basename <basename>',
          description: 'basename of the site URL (1 to 100 characters)',
          limit: LIMITS.siteBasename,
        },
        {
          flags: '--proxy <host/path>',
          description: 'serve the site under this URL, like example.com/docs',
          limit: LIMITS.siteProxy,
        },
        { flags: '--no-proxy', description: 'remove the proxy' },
        { flags: '--default-section <section>', description: 'make this section the default' },
        {
          flags: '--default-site-space <site-space>',
          description: 'make this site space the default (at the root or in the default section)',
        },
        {
          flags: '--agents-context <value>',
          description: 'whether AI agents may read the site',
          choices: AGENTS_CONTEXT,
        },
        { flags: '--adaptive-content', description: 'enable adaptive content' },
        { flags: '--no-adaptive-content', description: 'disable adaptive content' },
      ],
      examples: [
        'docs-cli sites update <site-id> --title "Developer docs"',
        'docs-cli sites update <site-id> --proxy example.com/docs',
        'docs-cli sites update <site-id> --no-proxy --visibility unlisted',
      ],
      async run(ctx, input) {
        const { opts } = input;
        const body = defined({
          title: opts.title,
          visibility: opts.visibility,
          basename: opts.basename,
          proxy: opts.proxy === false ? null : opts.proxy,
          defaultSiteSection: opts.defaultSection,
          defaultSiteSpace: opts.defaultSiteSpace,
          agentsContext: opts.agentsContext,
          adaptiveContent: typeof opts.adaptiveContent === 'boolean' ? { enabled: opts.adaptiveContent } : undefined,
        });
        requireSome(
          body,
          '--title, --visibility, --basename, --proxy, --no-proxy, --default-section, --default-site-space, --agents-context, --[no-]adaptive-content',
        );
        const { org, site } = await target(ctx, input.args.site);
        const updated = await api.updateSite(ctx.api(), org, site, body);
        // agentsContext is the seed's site field (0.137.0); reference 0.202.0 has none and ignores it.
        if (opts.agentsContext !== undefined && updated && updated.agentsContext !== opts.agentsContext)
          throw new CliError(
            `the service did not take --agents-context (reference 0.202.0 has no agentsContext field)${Object.keys(body).length > 1 ? '; the other changes were made' : ''}`,
            ExitCode.failure,
          );
        return shown(ctx, opts, updated, siteView, siteCard);
      },
    }),
    defineCommand({
      name: 'delete',
      summary: 'Delete a site (its spaces are kept)',
      effect: 'destructive',
      output: 'none',
      args: [siteArg],
      examples: ['docs-cli sites delete <site-id>', 'docs-cli sites delete <site-id> --yes'],
      async run(ctx, input) {
        const { org, site } = await target(ctx, input.args.site);
        await ctx.confirmAbout(
          (name) => `Delete site ${name}?`,
          site,
          async () => `"${(await api.getSite(ctx.api(), org, site)).title}"`,
        );
        await api.deleteSite(ctx.api(), org, site);
        return message(`deleted site ${site}`);
      },
    }),
    defineCommand({
      name: 'publish',
      summary: 'Publish a site and print its URL',
      effect: 'write',
      output: 'resource',
      args: [siteArg],
      examples: [
        'docs-cli sites publish <site-id>',
        'URL=$(docs-cli sites publish <site-id>)',
        'docs-cli sites publish <site-id> -o json',
      ],
      async run(ctx, input) {
        const { org, site } = await target(ctx, input.args.site);
        const published = await api.publishSite(ctx.api(), org, site);
        if (!human(input.opts)) return resource(published, siteView);
        const url = published.urls.published ?? '';
        ctx.io.stdout.write(
          ctx.io.stdout.isTTY ? `Published "${published.title}" (${published.visibility}): ${url}\n` : `${url}\n`,
        );
        if (published.visibility === 'share-link')
          ctx.hint(`visitors need a share link: docs-cli sites share-links create --site ${site} --name <name>`);
        if (url.startsWith('file:'))
          ctx.hint(
            `written as static files: open it with docs-cli sites open ${site}, or copy the folder anywhere with docs-cli sites export ${site} <dir>`,
          );
        return none();
      },
    }),
    defineCommand({
      name: 'unpublish',
      summary: 'Take a site offline (it can be published again)',
      effect: 'destructive',
      output: 'resource',
      args: [siteArg],
      examples: ['docs-cli sites unpublish <site-id>', 'docs-cli sites unpublish <site-id> --yes'],
      async run(ctx, input) {
        const { org, site } = await target(ctx, input.args.site);
        await ctx.confirmAbout(
          (name) => `Unpublish site ${name}? Visitors will no longer see it.`,
          site,
          async () => `"${(await api.getSite(ctx.api(), org, site)).title}"`,
        );
        const result = await api.unpublishSite(ctx.api(), org, site);
        if (!human(input.opts)) return resource(result, siteView);
        ctx.io.stdout.write(
          ctx.io.stdout.isTTY
            ? `Unpublished "${result.title}"; publish it again with docs-cli sites publish ${site}\n`
            : `${result.id}\tunpublished\n`,
        );
        return none();
      },
    }),
    defineCommand({
      name: 'published',
      summary: 'Show a published site as visitors get it: the site and its structure',
      effect: 'read',
      output: 'resource',
      args: [siteArg],
      options: [
        {
          flags: '--share-key <key>',
          description: 'share key (or a share link URL) for a share-link site',
          limit: { min: 1 },
        },
      ],
      examples: [
        'docs-cli sites published <site-id>',
        'docs-cli sites published <site-id> --share-key <key>',
        'docs-cli sites published <site-id> -o json',
      ],
      async run(ctx, input) {
        const { org, site } = await target(ctx, input.args.site);
        const shareKey = shareKeyFrom(input.opts.shareKey);
        const view = await api.getPublishedSite(ctx.api(), org, site, defined({ shareKey }));
        if (!human(input.opts)) return resource(view);
        await printStructure(ctx.io, view.site, view.structure);
        return none();
      },
    }),
    exportSiteCommand,
    openSiteCommand,
    sitePullCommand,
    sitePushCommand,
  ],
  groups: [
    structureGroup,
    sectionsGroup,
    sectionGroupsGroup,
    siteSpacesGroup,
    shareLinksGroup,
    redirectsGroup,
    mcpGroup,
    adaptiveSchemaGroup,
  ],
};
