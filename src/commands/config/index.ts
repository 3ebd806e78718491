import { configFile, LOCAL_PROFILE, readConfig, updateConfig } from '../../config/profiles.js';
import { UsageError } from '../../errors.js';
import { view } from '../../output/view.js';
import { arg, defineCommand, message, resource, singlePage, type GroupContents } from '../spec.js';

interface ProfileRow {
  name: string;
  current: boolean;
  apiUrl: string;
  org: string;
  token: string;
}

const profileView = view<ProfileRow>(
  'profile',
  [
    ['CURRENT', (p) => (p.current ? '*' : '')],
    ['NAME', (p) => p.name],
    ['API URL', (p) => p.apiUrl],
    ['ORG', (p) => p.org],
    ['TOKEN', (p) => p.token],
  ],
  (p) => p.name,
);

function rows(env: NodeJS.ProcessEnv): ProfileRow[] {
  const data = readConfig(env);
  const current = data.currentProfile ?? LOCAL_PROFILE;
  const names = new Set([LOCAL_PROFILE, ...Object.keys(data.profiles)]);
  return [...names].map((name) => {
    const p = data.profiles[name] ?? {};
    return {
      name,
      current: name === current,
      apiUrl: p.apiUrl ?? 'embedded',
      org: p.org ?? '',
      token: p.token ? 'stored' : '',
    };
  });
}

const profileArg = arg({ name: 'profile', description: 'profile name' });

export const contents: GroupContents = {
  commands: [
    defineCommand({
      name: 'list',
      summary: 'List the profiles (the current one is marked)',
      effect: 'read',
      output: 'list',
      examples: ['docs-cli config list', 'docs-cli config list -o json'],
      async run(ctx) {
        const items = rows(ctx.env);
        return {
          kind: 'list',
          view: profileView,
          pages: async function* (_size, start) {
            singlePage(start);
            yield { items, count: items.length };
          },
        };
      },
    }),
    defineCommand({
      name: 'show',
      summary: 'Show one profile (the current one by default); the token is never printed',
      effect: 'read',
      output: 'resource',
      args: [{ ...profileArg, required: false }],
      examples: ['docs-cli config show', 'docs-cli config show ci -o json'],
      async run(ctx, { args }) {
        const name = args.profile ?? readConfig(ctx.env).currentProfile ?? LOCAL_PROFILE;
        const row = rows(ctx.env).find((r) => r.name === name);
        if (!row) throw new UsageError(`no profile named "${name}"`);
        return resource({ ...row, configFile: configFile(ctx.env) }, profileView);
      },
    }),
    defineCommand({
      name: 'use',
      summary: 'Make a profile the current one',
      effect: 'local',
      output: 'none',
      args: [profileArg],
      examples: ['docs-cli config use ci', 'docs-cli config use local'],
      async run(ctx, { args }) {
        const name = args.profile;
        if (name !== LOCAL_PROFILE && !readConfig(ctx.env).profiles[name])
          throw new UsageError(`no profile named "${name}"`, 'run docs-cli config list');
        await updateConfig(ctx.env, (data) => {
          data.currentProfile = name;
        });
        return message(`now using profile ${name}`);
      },
    }),
    defineCommand({
      name: 'remove',
      summary: 'Remove a profile and its token',
      effect: 'local',
      output: 'none',
      args: [profileArg],
      examples: ['docs-cli config remove old-profile --yes'],
      async run(ctx, { args }) {
        const name = args.profile;
        if (!readConfig(ctx.env).profiles[name]) throw new UsageError(`no profile named "${name}"`);
        await ctx.confirm(`Remove profile ${name}?`);
        await updateConfig(ctx.env, (data) => {
          delete data.profiles[name];
          if (data.currentProfile === name) delete data.currentProfile;
        });
        return message(`removed profile ${name}`);
      },
    }),
    defineCommand({
      name: 'set-org',
      summary: 'Set the default organization of the active profile',
      effect: 'local',
      output: 'none',
      args: [{ name: 'org', description: 'organization id' }],
      examples: ['docs-cli config set-org <org-id>', 'docs-cli config set-org <org-id> --profile ci'],
      async run(ctx, { args }) {
        const name = ctx.settings.profileName;
        await updateConfig(ctx.env, (data) => {
          data.profiles[name] = { ...(data.profiles[name] ?? {}), org: args.org };
        });
        return message(`profile ${name} now defaults to organization ${args.org}`);
      },
    }),
  ],
};
