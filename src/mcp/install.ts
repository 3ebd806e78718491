/**
 * `docs-cli mcp install <client>`: the configuration that makes an MCP client start
 * `docs-cli mcp` over stdio, in each client's documented format. It holds the command line and
 * nothing secret: the server reads the token from the profile (or DOCS_CLI_TOKEN in the client's
 * environment) when it starts, so no token is ever written into a client's file.
 *
 *   Claude Desktop  claude_desktop_config.json, {"mcpServers": {name: {command, args}}}
 *                   (macOS ~/Library/Application Support/Claude/, Windows %APPDATA%\Claude\,
 *                   Linux ~/.config/Claude/)
 *   Claude Code     .mcp.json at the project root (project scope), same shape; or
 *                   `claude mcp add <name> -- <command> <args>`
 *   Cursor          .cursor/mcp.json in the project (~/.cursor/mcp.json for every project), same shape
 *   VS Code         .vscode/mcp.json in the workspace, {"servers": {name: {type: "stdio", command, args}}}
 */
import { UsageError } from '../errors.js';

export const MCP_CLIENTS = ['claude-desktop', 'claude-code', 'cursor', 'vscode'] as const;
export type McpClient = (typeof MCP_CLIENTS)[number];

export interface InstallOptions {
  /** The program the client starts (default `docs-cli`, found on the client's PATH). */
  command: string;
  /** The arguments after it: `mcp` and the server's flags. */
  args: string[];
  /** The server's name in the client's list. */
  name: string;
}

/** Where the client reads its configuration (relative paths are the project's). */
export function configPath(client: McpClient, env: NodeJS.ProcessEnv, platform = process.platform): string {
  const home = env.HOME ?? env.USERPROFILE ?? '';
  switch (client) {
    case 'claude-desktop':
      if (platform === 'darwin') return `${home}/Library/Application Support/Claude/claude_desktop_config.json`;
      if (platform === 'win32')
        return `${env.APPDATA ?? `${home}\\AppData\\Roaming`}\\Claude\\claude_desktop_config.json`;
      return `${env.XDG_CONFIG_HOME ?? `${home}/.config`}/Claude/claude_desktop_config.json`;
    case 'claude-code':
      return '.mcp.json';
    case 'cursor':
      return '.cursor/mcp.json';
    case 'vscode':
      return '.vscode/mcp.json';
  }
}

/** The client's entry for the server. */
function entry(client: McpClient, o: InstallOptions): Record<string, unknown> {
  return client === 'vscode'
    ? { type: 'stdio', command: o.command, args: o.args }
    : { command: o.command, args: o.args };
}

const serversKey = (client: McpClient) => (client === 'vscode' ? 'servers' : 'mcpServers');

/** The snippet alone: what to paste into the client's file. */
export function snippet(client: McpClient, o: InstallOptions): Record<string, unknown> {
  return { [serversKey(client)]: { [o.name]: entry(client, o) } };
}

/** The file's new text: its other settings and servers kept, this server's entry set. */
export function merged(client: McpClient, existing: string | undefined, o: InstallOptions, file: string): string {
  let config: Record<string, unknown> = {};
  if (existing !== undefined && existing.trim() !== '') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(existing);
    } catch (error) {
      throw new UsageError(
        `${file} is not valid JSON (${(error as Error).message}): nothing was written`,
        'fix it, or paste the snippet docs-cli mcp install <client> prints without --write',
      );
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
      throw new UsageError(`${file} does not hold a JSON object: nothing was written`);
    config = parsed as Record<string, unknown>;
  }
  const key = serversKey(client);
  const servers = config[key];
  if (servers !== undefined && (typeof servers !== 'object' || servers === null || Array.isArray(servers)))
    throw new UsageError(`${file}: "${key}" is not an object: nothing was written`);
  config[key] = { ...(servers as Record<string, unknown> | undefined), [o.name]: entry(client, o) };
  return `${JSON.stringify(config, null, 2)}\n`;
}

/** A shell word, quoted when it needs to be (for the `claude mcp add` line). */
const shellWord = (word: string) => (/^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`);

/** Claude Code's own command that adds the server (an alternative to the file). */
export function claudeAddCommand(o: InstallOptions): string {
  return ['claude', 'mcp', 'add', o.name, '--', o.command, ...o.args].map(shellWord).join(' ');
}
