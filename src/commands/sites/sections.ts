import * as api from '../../api/sites.js';
import { LIMITS } from '../../common/limits.js';
import { defined, requireSome } from '../position.js';
import { arg, defineCommand, list, message, type GroupSpec } from '../spec.js';
import { findById, nullable, placement, placeOptions, shareKeyFrom, siteOption, target } from './shared.js';
import { showAfterMove } from './structure.js';
import { sectionView } from './views.js';
import { sectionCard, shown } from './cards.js';

const sectionArg = arg({ name: 'section', description: 'section id' });

export const sectionsGroup: GroupSpec = {
  name: 'sections',
  summary: 'Sections of a site: each shows one or more spaces under its own path',
  commands: [
    defineCommand({
      name: 'list',
      summary: 'List the sections of a site in order',
      effect: 'read',
      output: 'list',
      options: [
        siteOption,
        {
          flags: '--share-key <key>',
          description: 'share key (or share link URL) so published URLs carry it',
          limit: { min: 1 },
        },
      ],
      examples: [
        'docs-cli sites sections list --site <site-id>',
        'docs-cli sites sections list --site <site-id> -o ids',
      ],
      async run(ctx, input) {
        const { org, site } = await target(ctx, input.opts.site);
        const shareKey = shareKeyFrom(input.opts.shareKey);
        return list(sectionView, (q) => api.listSections(ctx.api(), org, site, { ...defined({ shareKey }), ...q }));
      },
    }),
    defineCommand({
      name: 'get',
      summary: 'Show a section with its site spaces',
      effect: 'read',
      output: 'resource',
      args: [sectionArg],
      options: [siteOption],
      examples: ['docs-cli sites sections get <section-id> --site <site-id>'],
      async run(ctx, input) {
        const { org, site } = await target(ctx, input.opts.site);
        return shown(
          ctx,
          input.opts,
          await findById((q) => api.listSections(ctx.api(), org, site, q), input.args.section, 'section', site),
          sectionView,
          sectionCard,
        );
      },
    }),
    defineCommand({
      name: 'create',
      aliases: ['add'],
      summary: 'Add a section showing a space',
      description:
        'On a site whose spaces sit at the root, those spaces first move into a default section named after the site.',
      effect: 'write',
      output: 'resource',
      options: [
        siteOption,
        {
          flags: '--space <space>',
          description: 'space the section shows',
          required: true,
          limit: { min: 1 },
          pick: 'space',
        },
        {
          flags: '--title <title>',
          description: 'title (2 to 128 characters; default: the space title)',
          limit: LIMITS.sectionTitle,
        },
        { flags: '--icon <icon>', description: 'icon name', limit: LIMITS.iconName },
      ],
      examples: [
        'docs-cli sites sections create --site <site-id> --space <space-id>',
        'docs-cli sites sections create --site <site-id> --space <space-id> --title "API" --icon code',
      ],
      async run(ctx, input) {
        const { org, site } = await target(ctx, input.opts.site);
        const { opts } = input;
        const section = await api.createSection(ctx.api(), org, site, {
          spaceId: opts.space,
          ...defined({ title: opts.title, icon: opts.icon }),
        });
        return shown(ctx, opts, section, sectionView, sectionCard, `added section ${section.id} at /${section.path}`);
      },
    }),
    defineCommand({
      name: 'update',
      summary: 'Change the title, path, default site space, condition, icon or description of a section',
      effect: 'write',
      output: 'resource',
      args: [sectionArg],
      options: [
        siteOption,
        { flags: '--title <title>', description: 'new title (2 to 128 characters)', limit: LIMITS.sectionTitle },
        {
          flags: '--path <path>',
          description: 'path on the site (1 to 100 characters, unique in the site)',
          limit: LIMITS.sectionPath,
        },
        { flags: '--default-site-space <site-space>', description: 'the site space shown first in this section' },
        {
          flags: '--condition <expr>',
          description: 'show the section only to visitors matching this expression',
          limit: LIMITS.condition,
        },
        { flags: '--no-condition', description: 'remove the condition' },
        { flags: '--icon <icon>', description: 'icon name', limit: LIMITS.iconName },
        { flags: '--no-icon', description: 'remove the icon' },
        {
          flags: '--description <text>',
          description: 'description (at most 256 characters)',
          limit: LIMITS.sectionDescription,
        },
        { flags: '--no-description', description: 'remove the description' },
      ],
      examples: [
        'docs-cli sites sections update <section-id> --site <site-id> --path api',
        'docs-cli sites sections update <section-id> --site <site-id> --condition "visitor.claims.beta === true"',
        'docs-cli sites sections update <section-id> --site <site-id> --no-condition',
      ],
      async run(ctx, input) {
        const { opts } = input;
        const body = defined({
          title: opts.title,
          path: opts.path,
          defaultSiteSpace: opts.defaultSiteSpace,
          condition: nullable(opts.condition),
          icon: nullable(opts.icon),
          description: nullable(opts.description),
        });
        requireSome(body, '--title, --path, --default-site-space, --[no-]condition, --[no-]icon, --[no-]description');
        const { org, site } = await target(ctx, input.opts.site);
        return shown(
          ctx,
          opts,
          await api.updateSection(ctx.api(), org, site, input.args.section, body),
          sectionView,
          sectionCard,
        );
      },
    }),
    defineCommand({
      name: 'delete',
      summary: 'Remove a section and its site spaces from a site (the spaces are kept)',
      effect: 'destructive',
      output: 'none',
      args: [sectionArg],
      options: [siteOption],
      examples: [
        'docs-cli sites sections delete <section-id> --site <site-id>',
        'docs-cli sites sections delete <section-id> --site <site-id> --yes',
      ],
      async run(ctx, input) {
        const { org, site } = await target(ctx, input.opts.site);
        await ctx.confirm(`Remove section ${input.args.section} from site ${site}?`);
        await api.deleteSection(ctx.api(), org, site, input.args.section);
        return message(`removed section ${input.args.section}`);
      },
    }),
    defineCommand({
      name: 'move',
      summary: 'Move a section before or after another section',
      effect: 'write',
      output: 'resource',
      args: [sectionArg],
      options: [siteOption, ...placeOptions('section')],
      examples: [
        'docs-cli sites sections move <section-id> --site <site-id> --before <other-section-id>',
        'docs-cli sites sections move <section-id> --site <site-id> --last',
      ],
      async run(ctx, input) {
        const { org, site } = await target(ctx, input.opts.site);
        const place = placement(input.opts);
        const position = place.where
          ? { [place.where]: { type: 'site-section' as const, siteSection: place.id } }
          : undefined;
        const moved = await api.moveSection(ctx.api(), org, site, input.args.section, position);
        return showAfterMove(ctx, input.opts, org, site, moved);
      },
    }),
  ],
};
