import * as api from '../../api/sites.js';
import { NotFoundError } from '../../errors.js';
import { defined } from '../position.js';
import type { Context } from '../../context.js';
import { defineCommand, none, resource, type GroupSpec, type Result } from '../spec.js';
import {
  human,
  type HumanOptions,
  placement,
  placeOptions,
  shareKeyFrom,
  siteArg,
  siteOption,
  target,
} from './shared.js';
import { itemType, printStructure } from './tree.js';

export const structureGroup: GroupSpec = {
  name: 'structure',
  summary: 'Show and reorder the structure of a site',
  commands: [
    defineCommand({
      name: 'show',
      summary: 'Print the site as a tree: section groups, sections and site spaces with paths and defaults',
      isDefault: true,
      effect: 'read',
      output: 'resource',
      args: [siteArg],
      options: [
        {
          flags: '--share-key <key>',
          description: 'share key (or share link URL) so published URLs carry it',
          limit: { min: 1 },
        },
      ],
      examples: [
        'docs-cli sites structure <site-id>',
        'docs-cli sites structure show <site-id>',
        'docs-cli sites structure show <site-id> -o json',
      ],
      async run(ctx, input) {
        const { org, site } = await target(ctx, input.args.site);
        const shareKey = shareKeyFrom(input.opts.shareKey);
        const [info, structure] = await Promise.all([
          api.getSite(ctx.api(), org, site),
          api.getSiteStructure(ctx.api(), org, site, defined({ shareKey })),
        ]);
        if (!human(input.opts)) return resource(structure);
        await printStructure(ctx.io, info, structure);
        return none();
      },
    }),
    defineCommand({
      name: 'move',
      summary: 'Move a section, section group or site space before or after another item',
      description:
        'Next to a section inside a group, a section joins that group; next to a site space of another section, a site space moves there.',
      effect: 'write',
      output: 'resource',
      args: [{ name: 'item', description: 'id of the section, section group or site space to move' }],
      options: [siteOption, ...placeOptions('item')],
      examples: [
        'docs-cli sites structure move <section-id> --site <site-id> --before <other-section-id>',
        'docs-cli sites structure move <site-space-id> --site <site-id> --last',
      ],
      async run(ctx, input) {
        const { org, site } = await target(ctx, input.opts.site);
        const place = placement(input.opts);
        const structure = await api.getSiteStructure(ctx.api(), org, site);
        const typeOf = (id: string) => {
          const type = itemType(structure, id);
          if (!type)
            throw new NotFoundError(
              `no section, section group or site space ${id} in site ${site}`,
              `see docs-cli sites structure show ${site}`,
            );
          return type;
        };
        const item = { type: typeOf(input.args.item), id: input.args.item };
        // The reference requires `position`; an empty one means "last".
        const position = place.where ? { [place.where]: { type: typeOf(place.id), id: place.id } } : {};
        const moved = await api.sortSiteStructure(ctx.api(), org, site, { item, position });
        return showAfterMove(ctx, input.opts, org, site, moved);
      },
    }),
  ],
};

/** After a reorder: the moved item for scripts, the new tree for people. */
export async function showAfterMove(
  ctx: Context,
  opts: HumanOptions,
  org: string,
  site: string,
  moved: unknown,
): Promise<Result> {
  if (!human(opts)) return resource(moved);
  const [info, structure] = await Promise.all([
    api.getSite(ctx.api(), org, site),
    api.getSiteStructure(ctx.api(), org, site),
  ]);
  await printStructure(ctx.io, info, structure);
  return none();
}
