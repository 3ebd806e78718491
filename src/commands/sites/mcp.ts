import * as api from '../../api/site-mcp.js';
import type { SiteMcpServer } from '../../api/site-mcp.js';
import { SITE_MCP_TRANSPORTS } from '../../common/enums.js';
import { LIMITS } from '../../common/limits.js';
import { UsageError } from '../../errors.js';
import { byId, view } from '../../output/view.js';
import { defined, requireSome } from '../position.js';
import { arg, defineCommand, list, message, option, resource, type GroupSpec } from '../spec.js';
import { siteOption, target } from './shared.js';

/**
 * `docs-cli sites mcp`: the MCP servers a site's AI assistant may call (reference 0.202.0,
 * site-mcp-servers). Header values are credentials: tables show their names only.
 */
const serverArg = arg({ name: 'server', description: 'MCP server id', limit: { min: 1, max: 64 } });

const mcpView = view<SiteMcpServer>(
  'MCP server',
  [
    ['ID', (s) => s.id],
    ['NAME', (s) => s.name],
    ['URL', (s) => s.url],
    ['TRANSPORT', (s) => s.transport],
    ['HEADERS', (s) => Object.keys(s.headers).join(', ')],
    ['CONDITION', (s) => s.condition ?? ''],
  ],
  byId,
);

const headerOption = option({
  flags: '--header <header>',
  description: 'HTTP header sent to the server, "Name: value" (repeat for several)',
  type: 'list',
  limit: { min: 3, max: LIMITS.mcpHeaderName.max + LIMITS.mcpHeaderValue.max + 2 },
});

/** `Name: value` lines as a headers object; refused before any request when one is not a header. */
export function parseHeaders(lines: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of lines) {
    const at = line.indexOf(':');
    const name = at > 0 ? line.slice(0, at).trim() : '';
    const value = at > 0 ? line.slice(at + 1).trim() : '';
    if (!LIMITS.mcpHeaderName.pattern.test(name) || !value || /[\r\n\0]/.test(value))
      throw new UsageError(`--header: "${line.slice(0, 60)}" is not "Name: value"`);
    if (value.length > LIMITS.mcpHeaderValue.max)
      throw new UsageError(`--header: the value of ${name} is longer than ${LIMITS.mcpHeaderValue.max} characters`);
    out[name] = value;
  }
  if (Object.keys(out).length > LIMITS.mcpHeaders.max)
    throw new UsageError(`--header: at most ${LIMITS.mcpHeaders.max} headers`);
  return out;
}

/** An absolute http(s) URL, or a usage error. */
function checkedUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new UsageError(`--url: "${value.slice(0, 100)}" is not an absolute URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UsageError('--url: must be an http(s) URL');
  return value;
}

const conditionOption = option({
  flags: '--condition <expression>',
  description: 'show the server only to visitors for whom this expression is true',
  limit: { min: 1, max: LIMITS.condition.max },
});

export const mcpGroup: GroupSpec = {
  name: 'mcp',
  summary: "MCP servers the site's AI assistant may call",
  commands: [
    defineCommand({
      name: 'list',
      summary: 'List the MCP servers of a site',
      effect: 'read',
      output: 'list',
      options: [siteOption],
      examples: ['docs-cli sites mcp list --site <site-id>', 'docs-cli sites mcp list --site <site-id> -o json'],
      async run(ctx, input) {
        const { org, site } = await target(ctx, input.opts.site);
        return list(mcpView, (q) => api.listSiteMcpServers(ctx.api(), org, site, q));
      },
    }),
    defineCommand({
      name: 'get',
      summary: 'Show an MCP server of a site',
      effect: 'read',
      output: 'resource',
      args: [serverArg],
      options: [siteOption],
      examples: ['docs-cli sites mcp get <server-id> --site <site-id>'],
      async run(ctx, input) {
        const { org, site } = await target(ctx, input.opts.site);
        return resource(await api.getSiteMcpServer(ctx.api(), org, site, input.args.server), mcpView);
      },
    }),
    defineCommand({
      name: 'create',
      summary: 'Add an MCP server to a site',
      effect: 'write',
      output: 'resource',
      options: [
        siteOption,
        {
          flags: '--name <name>',
          description: 'name (1 to 100 characters)',
          required: true,
          limit: LIMITS.mcpServerName,
        },
        {
          flags: '--url <url>',
          description: 'http(s) URL of the server',
          required: true,
          limit: { min: 1, ...LIMITS.mcpServerUrl },
        },
        { flags: '--transport <transport>', description: 'http or sse (the default)', choices: SITE_MCP_TRANSPORTS },
        headerOption,
        conditionOption,
      ],
      examples: [
        'docs-cli sites mcp create --site <site-id> --name Status --url https://status.example.com/mcp --transport http',
        'docs-cli sites mcp create --site <site-id> --name Tickets --url https://mcp.example.com --header "Authorization: Bearer $TICKETS_TOKEN"',
      ],
      async run(ctx, input) {
        const { opts } = input;
        const body = {
          name: opts.name,
          url: checkedUrl(opts.url),
          headers: parseHeaders(opts.header ?? []),
          ...defined({ transport: opts.transport, condition: opts.condition }),
        };
        const { org, site } = await target(ctx, opts.site);
        return resource(await api.createSiteMcpServer(ctx.api(), org, site, body), mcpView);
      },
    }),
    defineCommand({
      name: 'update',
      summary: 'Change an MCP server of a site (--header replaces all its headers)',
      effect: 'write',
      output: 'resource',
      args: [serverArg],
      options: [
        siteOption,
        { flags: '--name <name>', description: 'new name', limit: LIMITS.mcpServerName },
        { flags: '--url <url>', description: 'new http(s) URL', limit: { min: 1, ...LIMITS.mcpServerUrl } },
        { flags: '--transport <transport>', description: 'http or sse', choices: SITE_MCP_TRANSPORTS },
        headerOption,
        { flags: '--no-headers', description: 'send no headers any more' },
        conditionOption,
        { flags: '--no-condition', description: 'show the server to every visitor' },
      ],
      examples: [
        'docs-cli sites mcp update <server-id> --site <site-id> --transport http',
        'docs-cli sites mcp update <server-id> --site <site-id> --header "Authorization: Bearer $NEW_TOKEN"',
        'docs-cli sites mcp update <server-id> --site <site-id> --no-condition',
      ],
      async run(ctx, input) {
        const { opts } = input;
        if (opts.header && opts.headers === false)
          throw new UsageError('--header and --no-headers cannot be used together');
        const body = defined({
          name: opts.name,
          url: opts.url === undefined ? undefined : checkedUrl(opts.url),
          transport: opts.transport,
          headers: opts.header ? parseHeaders(opts.header) : opts.headers === false ? {} : undefined,
          condition: typeof opts.condition === 'string' ? opts.condition : opts.condition === false ? null : undefined,
        });
        requireSome(body, '--name, --url, --transport, --header, --no-headers, --condition, --no-condition');
        const { org, site } = await target(ctx, opts.site);
        return resource(await api.updateSiteMcpServer(ctx.api(), org, site, input.args.server, body), mcpView);
      },
    }),
    defineCommand({
      name: 'delete',
      summary: "Remove an MCP server from a site; the site's assistant stops calling it",
      effect: 'destructive',
      output: 'none',
      args: [serverArg],
      options: [siteOption],
      examples: ['docs-cli sites mcp delete <server-id> --site <site-id> --yes'],
      async run(ctx, input) {
        const { org, site } = await target(ctx, input.opts.site);
        await ctx.confirm(`Remove MCP server ${input.args.server} from site ${site}?`);
        const deleted = await api.deleteSiteMcpServer(ctx.api(), org, site, input.args.server);
        return message(
          deleted ? `deleted MCP server ${input.args.server}` : `MCP server ${input.args.server} did not exist`,
        );
      },
    }),
  ],
};
