import * as api from '../../api/translations.js';
import { byId, view } from '../../output/view.js';
import { UsageError } from '../../errors.js';
import { LIMITS } from '../../common/limits.js';
import { option, arg, defineCommand, list, message, resource, type GroupContents } from '../spec.js';

export const translationView = view<api.TranslationSettings>(
  'translation setting',
  [
    ['ID', (t) => t.id],
    ['TITLE', (t) => t.title],
    ['LANGUAGES', (t) => t.languages],
    ['UPDATED', (t) => t.updatedAt],
  ],
  byId,
);

const idArg = arg({ name: 'translation', description: 'translation settings id' });
const languageOption = option({
  flags: '--language <code>',
  description: 'language code such as fr or pt-br (repeatable)',
  type: 'list',
  limit: { min: 2, max: 35 },
});

export const contents: GroupContents = {
  commands: [
    defineCommand({
      name: 'list',
      summary: 'List the translation settings of the organization',
      effect: 'read',
      output: 'list',
      examples: ['docs-cli translations list', 'docs-cli translations list -o json'],
      async run(ctx) {
        const org = await ctx.org();
        return list(translationView, (q) => api.listTranslations(ctx.api(), org, q));
      },
    }),
    defineCommand({
      name: 'get',
      summary: 'Show translation settings',
      effect: 'read',
      output: 'resource',
      args: [idArg],
      examples: ['docs-cli translations get <id>'],
      async run(ctx, { args }) {
        return resource(await api.getTranslation(ctx.api(), await ctx.org(), args.translation), translationView);
      },
    }),
    defineCommand({
      name: 'create',
      summary: 'Create translation settings',
      effect: 'write',
      output: 'resource',
      options: [
        {
          flags: '--title <title>',
          description: 'title (1 to 100 characters)',
          required: true,
          limit: LIMITS.translationTitle,
        },
        languageOption,
      ],
      examples: [
        'docs-cli translations create --title French --language fr',
        'docs-cli translations create --title "Iberian" --language es --language pt -o ids',
      ],
      async run(ctx, { opts }) {
        const languages = opts.language;
        const created = await api.createTranslation(ctx.api(), await ctx.org(), {
          title: opts.title,
          ...(languages ? { languages } : {}),
        });
        return resource(created, translationView, `created translation settings ${created.id}`);
      },
    }),
    defineCommand({
      name: 'update',
      summary: 'Change the title or the languages of translation settings',
      effect: 'write',
      output: 'resource',
      args: [idArg],
      options: [
        { flags: '--title <title>', description: 'new title (1 to 100 characters)', limit: LIMITS.translationTitle },
        { ...languageOption, description: 'language code (repeatable; replaces the list)' },
      ],
      examples: [
        'docs-cli translations update <id> --title "French (France)"',
        'docs-cli translations update <id> --language fr --language fr-ca',
      ],
      async run(ctx, { args, opts }) {
        const org = await ctx.org();
        const languages = opts.language;
        if (opts.title === undefined && languages === undefined)
          throw new UsageError('nothing to update: give --title or --language');
        // The interface's update replaces the title, so keep the current one when only languages change.
        const title = opts.title ?? (await api.getTranslation(ctx.api(), org, args.translation)).title;
        return resource(
          await api.updateTranslation(ctx.api(), org, args.translation, {
            title,
            ...(languages ? { languages } : {}),
          }),
          translationView,
        );
      },
    }),
    defineCommand({
      name: 'delete',
      summary: 'Delete translation settings',
      effect: 'destructive',
      output: 'none',
      args: [idArg],
      examples: ['docs-cli translations delete <id>', 'docs-cli translations delete <id> --yes'],
      async run(ctx, { args }) {
        const org = await ctx.org();
        await ctx.confirm(`Delete translation settings ${args.translation}?`);
        await api.deleteTranslation(ctx.api(), org, args.translation);
        return message(`deleted translation settings ${args.translation}`);
      },
    }),
  ],
};
