import { UsageError } from '../../errors.js';
import { defineCommand, message, none, type CommandSpec, type GroupContents, type GroupSpec } from '../spec.js';

const serve = (tree: () => Promise<GroupSpec[]>): CommandSpec =>
  defineCommand({
    name: 'serve',
    summary: "Serve docs-cli's commands as MCP tools for an agent (stdio, or --http on loopback)",
    description:
      'An MCP server for the current profile (the embedded workspace included) whose tools are the commands of this CLI, ' +
      'generated from their declarations: spaces_list is docs-cli spaces list, its input schema the command’s arguments and options, ' +
      'its result the JSON of -o json. Only reading tools run by default; --allow-writes lets the tools that change the service ' +
      '(or write files here) run, --allow-destructive also those that delete; every changing tool takes dryRun. ' +
      'Left out: local, interactive and long-running commands (auth, config, completion, server, preview, api, open). ' +
      'Over stdio (the default) stdout carries only MCP messages. With --http it listens on 127.0.0.1 (Streamable HTTP at /mcp), ' +
      'prints {"url": ...} and refuses any Host or Origin but its own. The token never appears in a result or a log.',
    isDefault: true,
    effect: 'read',
    output: 'none',
    options: [
      { flags: '--http', description: 'serve over Streamable HTTP on loopback instead of stdio' },
      { flags: '--host <host>', description: 'loopback address to listen on with --http', default: '127.0.0.1' },
      {
        flags: '--port <port>',
        description: 'port to listen on with --http (default 0: any free port, printed)',
        type: 'int',
        min: 0,
        max: 65535,
        default: 0,
      },
      { flags: '--allow-writes', description: 'let tools that change the service (or write local files) run' },
      { flags: '--allow-destructive', description: 'with --allow-writes, let tools that delete or overwrite run too' },
    ],
    examples: ['docs-cli mcp', 'docs-cli mcp --allow-writes --profile work', 'docs-cli mcp --http --port 8765'],
    async run(ctx, { opts }) {
      if (opts.allowDestructive && !opts.allowWrites)
        throw new UsageError(
          '--allow-destructive needs --allow-writes',
          'docs-cli mcp --allow-writes --allow-destructive',
        );
      if (!opts.http && (opts.port !== 0 || opts.host !== '127.0.0.1'))
        throw new UsageError('--host and --port need --http');
      const { serve: start } = await import('../../mcp/serve.js');
      await start(ctx, await tree(), {
        http: Boolean(opts.http),
        host: opts.host,
        port: opts.port,
        allow: { writes: Boolean(opts.allowWrites), destructive: Boolean(opts.allowDestructive) },
      });
      return none();
    },
  });

const CLIENTS = ['claude-desktop', 'claude-code', 'cursor', 'vscode'] as const;

const install = defineCommand({
  name: 'install',
  summary: 'Print (or --write) the configuration that makes an MCP client start docs-cli mcp',
  description:
    'For claude-desktop (claude_desktop_config.json), claude-code (.mcp.json in the project), cursor (.cursor/mcp.json in the project) ' +
    'and vscode (.vscode/mcp.json in the workspace). Prints the snippet; --write adds the server to that file, keeping what it holds. ' +
    'The configuration holds the command line only, never a token: the MCP server reads the profile (or DOCS_CLI_TOKEN) when it starts.',
  effect: 'local',
  output: 'none',
  args: [{ name: 'client', description: `the MCP client: ${CLIENTS.join(', ')}` }],
  options: [
    { flags: '--write', description: "add the server to the client's configuration file" },
    {
      flags: '--name <name>',
      description: "the server's name in the client",
      default: 'docs-cli',
      limit: { min: 1, max: 64 },
    },
    {
      flags: '--command <command>',
      description: 'the program the client starts (default docs-cli, found on its PATH)',
      default: 'docs-cli',
      limit: { min: 1 },
    },
    { flags: '--allow-writes', description: 'start the server with --allow-writes' },
    { flags: '--allow-destructive', description: 'start the server with --allow-writes --allow-destructive' },
  ],
  examples: [
    'docs-cli mcp install claude-code',
    'docs-cli mcp install cursor --write',
    'docs-cli mcp install claude-desktop --allow-writes --profile work',
  ],
  async run(ctx, { args, opts }) {
    const client = CLIENTS.find((c) => c === args.client);
    if (!client) throw new UsageError(`unknown client ${JSON.stringify(args.client)}: use ${CLIENTS.join(', ')}`);
    const { claudeAddCommand, configPath, merged, snippet } = await import('../../mcp/install.js');
    const profile = ctx.globals.profile;
    const serverArgs = [
      ...(profile ? ['--profile', profile] : []),
      'mcp',
      ...(opts.allowWrites || opts.allowDestructive ? ['--allow-writes'] : []),
      ...(opts.allowDestructive ? ['--allow-destructive'] : []),
    ];
    const o = { command: opts.command, args: serverArgs, name: opts.name };
    const file = configPath(client, ctx.env);
    if (!opts.write) {
      ctx.io.stdout.write(`${JSON.stringify(snippet(client, o), null, 2)}\n`);
      ctx.hint(
        client === 'claude-code'
          ? `add it to ${file} at the project root, or run: ${claudeAddCommand(o)}`
          : `add it to ${file} (or run again with --write)`,
      );
      return none();
    }
    const { existsSync, mkdirSync, readFileSync, writeFileSync } = await import('node:fs');
    const { dirname, resolve } = await import('node:path');
    const path = resolve(file);
    const text = merged(client, existsSync(path) ? readFileSync(path, 'utf8') : undefined, o, file);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
    return message(`added ${opts.name} to ${path}; restart the client (or reload its MCP servers) to use it`);
  },
});

/** The group: `docs-cli mcp` (serve) and `docs-cli mcp install`. Serving needs the whole tree. */
export function contents(tree: () => Promise<GroupSpec[]>): GroupContents {
  return { commands: [serve(tree), install] };
}
