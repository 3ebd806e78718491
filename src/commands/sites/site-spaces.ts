import * as api from '../../api/sites.js';
import { UsageError } from '../../errors.js';
import { LIMITS } from '../../common/limits.js';
import { defined, requireSome } from '../position.js';
import { arg, defineCommand, list, message, type GroupSpec } from '../spec.js';
import { findById, nullable, placement, placeOptions, shareKeyFrom, siteOption, target } from './shared.js';
import { showAfterMove } from './structure.js';
import { siteSpaceView } from './views.js';
import { shown, siteSpaceCard } from './cards.js';

const siteSpaceArg = arg({ name: 'site-space', description: 'site space id' });

export const siteSpacesGroup: GroupSpec = {
  name: 'site-spaces',
  summary: 'Site spaces: the spaces a site shows, at its root or as variants in a section',
  commands: [
    defineCommand({
      name: 'list',
      summary: 'List the site spaces of a site in order',
      effect: 'read',
      output: 'list',
      options: [
        siteOption,
        { flags: '--default', description: 'only the default site space of each level' },
        { flags: '--no-default', description: 'only the site spaces that are not a default' },
        {
          flags: '--share-key <key>',
          description: 'share key (or share link URL) so published URLs carry it',
          limit: { min: 1 },
        },
      ],
      examples: [
        'docs-cli sites site-spaces list --site <site-id>',
        'docs-cli sites site-spaces list --site <site-id> --default -o ids',
      ],
      async run(ctx, input) {
        const { org, site } = await target(ctx, input.opts.site);
        const query = defined({
          shareKey: shareKeyFrom(input.opts.shareKey),
          default: input.opts.default,
        });
        return list(siteSpaceView, (q) => api.listSiteSpaces(ctx.api(), org, site, { ...query, ...q }));
      },
    }),
    defineCommand({
      name: 'get',
      summary: 'Show a site space',
      effect: 'read',
      output: 'resource',
      args: [siteSpaceArg],
      options: [siteOption],
      examples: ['docs-cli sites site-spaces get <site-space-id> --site <site-id>'],
      async run(ctx, input) {
        const { org, site } = await target(ctx, input.opts.site);
        return shown(
          ctx,
          input.opts,
          await findById(
            (q) => api.listSiteSpaces(ctx.api(), org, site, q),
            input.args['site-space'],
            'site space',
            site,
          ),
          siteSpaceView,
          siteSpaceCard,
        );
      },
    }),
    defineCommand({
      name: 'create',
      aliases: ['add'],
      summary: 'Add a space to a site: to a section, or to the default section (the root without sections)',
      effect: 'write',
      output: 'resource',
      options: [
        siteOption,
        { flags: '--space <space>', description: 'space to add', required: true, limit: { min: 1 }, pick: 'space' },
        { flags: '--section <section>', description: 'section to add it to (default: the default section)' },
      ],
      examples: [
        'docs-cli sites site-spaces create --site <site-id> --space <space-id>',
        'docs-cli sites site-spaces create --site <site-id> --space <space-id> --section <section-id>',
      ],
      async run(ctx, input) {
        const { org, site } = await target(ctx, input.opts.site);
        const created = await api.addSiteSpace(ctx.api(), org, site, {
          spaceId: input.opts.space,
          ...defined({ sectionId: input.opts.section }),
        });
        return shown(
          ctx,
          input.opts,
          created,
          siteSpaceView,
          siteSpaceCard,
          `added site space ${created.id} at /${created.path}`,
        );
      },
    }),
    defineCommand({
      name: 'update',
      summary: 'Change the path, condition or space of a site space',
      effect: 'write',
      output: 'resource',
      args: [siteSpaceArg],
      options: [
        siteOption,
        {
          flags: '--path <path>',
          description: 'path (1 to 100 characters, unique in its section)',
          limit: LIMITS.sectionPath,
        },
        {
          flags: '--condition <expr>',
          description: 'show it only to visitors matching this expression',
          limit: LIMITS.condition,
        },
        { flags: '--no-condition', description: 'remove the condition' },
        { flags: '--space <space>', description: 'show this space instead', limit: { min: 1 }, pick: 'space' },
      ],
      examples: [
        'docs-cli sites site-spaces update <site-space-id> --site <site-id> --path v2',
        'docs-cli sites site-spaces update <site-space-id> --site <site-id> --no-condition',
      ],
      async run(ctx, input) {
        const { opts } = input;
        const body = defined({
          path: opts.path,
          condition: nullable(opts.condition),
          spaceId: opts.space,
        });
        requireSome(body, '--path, --[no-]condition, --space');
        const { org, site } = await target(ctx, input.opts.site);
        return shown(
          ctx,
          opts,
          await api.updateSiteSpace(ctx.api(), org, site, input.args['site-space'], body),
          siteSpaceView,
          siteSpaceCard,
        );
      },
    }),
    defineCommand({
      name: 'delete',
      summary: 'Remove a space from a site (the space itself is kept)',
      effect: 'destructive',
      output: 'none',
      args: [siteSpaceArg],
      options: [siteOption],
      examples: ['docs-cli sites site-spaces delete <site-space-id> --site <site-id> --yes'],
      async run(ctx, input) {
        const { org, site } = await target(ctx, input.opts.site);
        await ctx.confirm(`Remove site space ${input.args['site-space']} from site ${site}?`);
        await api.deleteSiteSpace(ctx.api(), org, site, input.args['site-space']);
        return message(`removed site space ${input.args['site-space']}`);
      },
    }),
    defineCommand({
      name: 'move',
      summary: 'Move a site space before or after another site space',
      effect: 'write',
      output: 'resource',
      args: [siteSpaceArg],
      options: [siteOption, ...placeOptions('site space')],
      examples: ['docs-cli sites site-spaces move <site-space-id> --site <site-id> --before <other-site-space-id>'],
      async run(ctx, input) {
        const { org, site } = await target(ctx, input.opts.site);
        const place = placement(input.opts);
        if (place.id === input.args['site-space'])
          throw new UsageError('a site space cannot be placed relative to itself');
        const position = place.where
          ? { [place.where]: { type: 'site-space' as const, siteSpace: place.id } }
          : undefined;
        const moved = await api.moveSiteSpace(ctx.api(), org, site, input.args['site-space'], position);
        return showAfterMove(ctx, input.opts, org, site, moved);
      },
    }),
  ],
};
