import { ApiClient } from '../../api/client.js';
import type { Organization, User } from '../../api/types.js';
import { localStorePath } from '../../config/paths.js';
import { configFile, LOCAL_PROFILE, updateConfig, validateApiUrl } from '../../config/profiles.js';
import type { Context } from '../../context.js';
import { ApiError, AuthError, UsageError } from '../../errors.js';
import { defineCommand, message, resource, type GroupContents } from '../spec.js';

/** Profile that `auth login` writes: --profile, DOCS_CLI_PROFILE, else `default`. */
function loginProfile(ctx: Context): string {
  return ctx.globals.profile ?? ctx.env.DOCS_CLI_PROFILE ?? 'default';
}

async function verifyToken(ctx: Context, apiUrl: string, token: string): Promise<{ user: User; orgs: Organization[] }> {
  const { HttpTransport } = await import('../../api/transport-http.js');
  const client = new ApiClient({
    baseUrl: apiUrl,
    token,
    transport: async () => new HttpTransport(apiUrl, { connectTimeoutMs: 10_000, requestTimeoutMs: 30_000 }),
    log: ctx.verbose ? (line) => ctx.io.stderr.write(`${line}\n`) : undefined,
  });
  try {
    const user = await client.get<User>('/user');
    const orgs = await client.get<{ items: Organization[] }>('/orgs', { limit: 2 });
    return { user, orgs: orgs.items };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401)
      throw new AuthError('the service rejected this token', 'check the token and try again');
    throw error;
  } finally {
    await client.close();
  }
}

export const contents: GroupContents = {
  commands: [
    defineCommand({
      name: 'login',
      summary: 'Store a token for a service after checking it',
      description:
        'The token is read from a masked prompt, or from stdin with --with-token; it is never taken from argv.',
      effect: 'local',
      output: 'none',
      options: [{ flags: '--with-token', description: 'read the token from stdin' }],
      examples: [
        'docs-cli auth login --api-url https://docs.example.com',
        'docs-cli auth login --api-url http://127.0.0.1:8080 --with-token --profile ci < token.txt',
        'read -rs TOKEN && printf %s "$TOKEN" | docs-cli auth login --api-url http://127.0.0.1:8080 --with-token',
      ],
      async run(ctx, { opts }) {
        const apiUrl = ctx.globals.apiUrl ?? ctx.env.DOCS_CLI_API_URL;
        if (!apiUrl) throw new UsageError('auth login needs the service URL: pass --api-url <url>');
        validateApiUrl(apiUrl);
        let token: string;
        if (opts.withToken) token = (await ctx.io.stdin.readAll()).trim();
        else if (ctx.prompter.interactive) token = (await ctx.prompter.secret('API token')).trim();
        else
          throw new UsageError(
            'no token: pipe it to --with-token in non-interactive mode',
            'docs-cli auth login --with-token --api-url <url> < token-file',
          );
        if (!token || /\s/.test(token)) throw new UsageError('the token is empty or contains spaces');
        const { user, orgs } = await verifyToken(ctx, apiUrl, token);
        const name = loginProfile(ctx);
        if (name === LOCAL_PROFILE)
          throw new UsageError(
            'the local profile is the embedded workspace and takes no login',
            'choose another name with --profile',
          );
        await updateConfig(ctx.env, (data) => {
          const previous = data.profiles[name] ?? {};
          data.profiles[name] = {
            ...previous,
            apiUrl,
            token,
            org: ctx.globals.org ?? (orgs.length === 1 ? orgs[0]?.id : previous.org),
          };
          data.currentProfile = name;
        });
        ctx.io.stderr.write(`Logged in to ${apiUrl} as ${user.displayName} <${user.email ?? ''}> (profile ${name})\n`);
        return message(`profile ${name} is now the current profile`);
      },
    }),
    defineCommand({
      name: 'status',
      summary: 'Show the profile, service, user and where the token comes from',
      effect: 'read',
      output: 'resource',
      examples: ['docs-cli auth status', 'docs-cli auth status -o json'],
      async run(ctx) {
        const s = ctx.settings;
        const user = await ctx.api().get<User>('/user');
        const status = {
          profile: s.profileName,
          profileSource: s.profileSource,
          apiUrl: s.embedded ? `embedded (${localStorePath(ctx.env)})` : s.apiUrl,
          apiUrlSource: s.apiUrlSource,
          user: `${user.displayName} <${user.email ?? ''}>`,
          userId: user.id,
          tokenSource: s.embedded && !s.token ? 'embedded workspace (no token needed)' : s.tokenSource,
          org: s.org ?? '',
          configFile: configFile(ctx.env),
        };
        return resource(status);
      },
    }),
    defineCommand({
      name: 'logout',
      summary: 'Forget the token stored in a profile',
      effect: 'local',
      output: 'none',
      examples: ['docs-cli auth logout', 'docs-cli auth logout --profile ci'],
      async run(ctx) {
        const name = ctx.settings.profileName;
        let had = false;
        await updateConfig(ctx.env, (data) => {
          const p = data.profiles[name];
          if (p?.token) {
            had = true;
            delete p.token;
          }
        });
        if (!had) throw new UsageError(`profile ${name} has no stored token`);
        return message(`logged out of profile ${name}`);
      },
    }),
    defineCommand({
      name: 'token',
      summary: 'Print the token of the active profile, for scripts',
      effect: 'read',
      output: 'none',
      examples: ['docs-cli auth token', 'curl -H "Authorization: Bearer $(docs-cli auth token)" ...'],
      async run(ctx) {
        const s = ctx.settings;
        if (!s.token) {
          if (s.embedded)
            throw new UsageError(
              'the embedded workspace needs no token',
              'issue one with docs-cli server token --user <email>',
            );
          throw new AuthError('not logged in', 'run docs-cli auth login');
        }
        ctx.io.stdout.write(`${s.token}\n`);
        return { kind: 'none' };
      },
    }),
  ],
};
