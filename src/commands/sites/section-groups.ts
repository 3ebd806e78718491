import * as api from '../../api/sites.js';
import { NotFoundError } from '../../errors.js';
import { LIMITS } from '../../common/limits.js';
import { defined, requireSome } from '../position.js';
import { arg, defineCommand, list, message, type GroupSpec } from '../spec.js';
import { findById, nullable, placement, placeOptions, siteOption, target } from './shared.js';
import { showAfterMove } from './structure.js';
import { itemType } from './tree.js';
import { sectionGroupView } from './views.js';
import { groupCard, shown } from './cards.js';

const groupArg = arg({ name: 'group', description: 'section group id' });
const sectionArg = arg({ name: 'section', description: 'section id' });

export const sectionGroupsGroup: GroupSpec = {
  name: 'section-groups',
  summary: 'Section groups: named groups of sections in the site navigation',
  commands: [
    defineCommand({
      name: 'list',
      summary: 'List the section groups of a site',
      effect: 'read',
      output: 'list',
      options: [siteOption],
      examples: ['docs-cli sites section-groups list --site <site-id>'],
      async run(ctx, input) {
        const { org, site } = await target(ctx, input.opts.site);
        return list(sectionGroupView, (q) => api.listSectionGroups(ctx.api(), org, site, q));
      },
    }),
    defineCommand({
      name: 'get',
      summary: 'Show a section group with its sections',
      effect: 'read',
      output: 'resource',
      args: [groupArg],
      options: [siteOption],
      examples: ['docs-cli sites section-groups get <group-id> --site <site-id>'],
      async run(ctx, input) {
        const { org, site } = await target(ctx, input.opts.site);
        return shown(
          ctx,
          input.opts,
          await findById(
            (q) => api.listSectionGroups(ctx.api(), org, site, q),
            input.args.group,
            'section group',
            site,
          ),
          sectionGroupView,
          groupCard,
        );
      },
    }),
    defineCommand({
      name: 'create',
      summary: 'Create a section group, optionally with sections',
      effect: 'write',
      output: 'resource',
      options: [
        siteOption,
        {
          flags: '--title <title>',
          description: 'title (1 to 100 characters)',
          required: true,
          limit: LIMITS.sectionGroupTitle,
        },
        { flags: '--icon <icon>', description: 'icon name', limit: LIMITS.iconName },
        {
          flags: '--section <section>',
          description: 'put this section in the group (repeat for several)',
          type: 'list',
        },
      ],
      examples: [
        'docs-cli sites section-groups create --site <site-id> --title Guides',
        'docs-cli sites section-groups create --site <site-id> --title APIs --section <a> --section <b>',
      ],
      async run(ctx, input) {
        const { org, site } = await target(ctx, input.opts.site);
        const { opts } = input;
        const group = await api.createSectionGroup(ctx.api(), org, site, {
          title: opts.title,
          ...defined({ icon: opts.icon, sections: opts.section }),
        });
        return shown(ctx, opts, group, sectionGroupView, groupCard, `created section group ${group.id}`);
      },
    }),
    defineCommand({
      name: 'update',
      summary: 'Change the title or icon of a section group',
      effect: 'write',
      output: 'resource',
      args: [groupArg],
      options: [
        siteOption,
        { flags: '--title <title>', description: 'new title (1 to 100 characters)', limit: LIMITS.sectionGroupTitle },
        { flags: '--icon <icon>', description: 'icon name', limit: LIMITS.iconName },
        { flags: '--no-icon', description: 'remove the icon' },
      ],
      examples: ['docs-cli sites section-groups update <group-id> --site <site-id> --title "Reference"'],
      async run(ctx, input) {
        const body = defined({ title: input.opts.title, icon: nullable(input.opts.icon) });
        requireSome(body, '--title, --[no-]icon');
        const { org, site } = await target(ctx, input.opts.site);
        return shown(
          ctx,
          input.opts,
          await api.updateSectionGroup(ctx.api(), org, site, input.args.group, body),
          sectionGroupView,
          groupCard,
        );
      },
    }),
    defineCommand({
      name: 'delete',
      summary: 'Delete a section group; its sections stay, at the top level',
      effect: 'destructive',
      output: 'none',
      args: [groupArg],
      options: [siteOption],
      examples: ['docs-cli sites section-groups delete <group-id> --site <site-id> --yes'],
      async run(ctx, input) {
        const { org, site } = await target(ctx, input.opts.site);
        await ctx.confirm(`Delete section group ${input.args.group}? Its sections stay in the site.`);
        await api.deleteSectionGroup(ctx.api(), org, site, input.args.group);
        return message(`deleted section group ${input.args.group}`);
      },
    }),
    defineCommand({
      name: 'add-section',
      summary: 'Put a section into a section group (last)',
      effect: 'write',
      output: 'resource',
      args: [groupArg, sectionArg],
      options: [siteOption],
      examples: ['docs-cli sites section-groups add-section <group-id> <section-id> --site <site-id>'],
      async run(ctx, input) {
        const { org, site } = await target(ctx, input.opts.site);
        return shown(
          ctx,
          input.opts,
          await api.putSectionInGroup(ctx.api(), org, site, input.args.group, input.args.section),
          sectionGroupView,
          groupCard,
        );
      },
    }),
    defineCommand({
      name: 'remove-section',
      summary: 'Take a section out of a section group (it stays in the site, after the group)',
      effect: 'write',
      output: 'none',
      args: [groupArg, sectionArg],
      options: [siteOption],
      examples: ['docs-cli sites section-groups remove-section <group-id> <section-id> --site <site-id>'],
      async run(ctx, input) {
        const { org, site } = await target(ctx, input.opts.site);
        await api.takeSectionOutOfGroup(ctx.api(), org, site, input.args.group, input.args.section);
        return message(`took section ${input.args.section} out of group ${input.args.group}`);
      },
    }),
    defineCommand({
      name: 'move',
      summary: 'Move a section group before or after another group or top-level section',
      effect: 'write',
      output: 'resource',
      args: [groupArg],
      options: [siteOption, ...placeOptions('section or group')],
      examples: ['docs-cli sites section-groups move <group-id> --site <site-id> --after <section-id>'],
      async run(ctx, input) {
        const { org, site } = await target(ctx, input.opts.site);
        const place = placement(input.opts);
        let position;
        if (place.where) {
          const type = itemType(await api.getSiteStructure(ctx.api(), org, site), place.id);
          if (type !== 'site-section' && type !== 'site-section-group')
            throw new NotFoundError(`no section or section group ${place.id} in site ${site}`);
          position = { [place.where]: { type, id: place.id } };
        }
        const moved = await api.moveSectionGroup(ctx.api(), org, site, input.args.group, position);
        return showAfterMove(ctx, input.opts, org, site, moved);
      },
    }),
  ],
};
