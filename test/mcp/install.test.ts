/**
 * `docs-cli mcp install <client>`: each client's documented format, the server's flags carried
 * over, a file's other settings kept by --write, and never a token.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { claudeAddCommand, configPath, merged, snippet } from '../../src/mcp/install.js';
import { runCli, tempDir } from '../helpers/cli.js';

const o = { command: 'docs-cli', args: ['mcp'], name: 'docs-cli' };

describe('the configuration of each client', () => {
  it('is mcpServers for Claude Desktop, Claude Code and Cursor, and servers with type stdio for VS Code', () => {
    for (const client of ['claude-desktop', 'claude-code', 'cursor'] as const)
      expect(snippet(client, o)).toEqual({ mcpServers: { 'docs-cli': { command: 'docs-cli', args: ['mcp'] } } });
    expect(snippet('vscode', o)).toEqual({
      servers: { 'docs-cli': { type: 'stdio', command: 'docs-cli', args: ['mcp'] } },
    });
    expect(claudeAddCommand({ ...o, args: ['--profile', 'my work', 'mcp'] })).toBe(
      "claude mcp add docs-cli -- docs-cli --profile 'my work' mcp",
    );
  });

  it('lives where each client reads it', () => {
    const env = { HOME: '/home/ann', APPDATA: 'C:\\Users\\ann\\AppData\\Roaming' };
    expect(configPath('claude-desktop', env, 'darwin')).toBe(
      '/home/ann/Library/Application Support/Claude/claude_desktop_config.json',
    );
    expect(configPath('claude-desktop', env, 'win32')).toBe(
      'C:\\Users\\ann\\AppData\\Roaming\\Claude\\claude_desktop_config.json',
    );
    expect(configPath('claude-desktop', env, 'linux')).toBe('/home/ann/.config/Claude/claude_desktop_config.json');
    expect(configPath('claude-code', env)).toBe('.mcp.json');
    expect(configPath('cursor', env)).toBe('.cursor/mcp.json');
    expect(configPath('vscode', env)).toBe('.vscode/mcp.json');
  });

  it('is merged into a file, keeping its other servers and settings; a broken file is left alone', () => {
    const before = JSON.stringify({
      theme: 'dark',
      mcpServers: { other: { command: 'x' }, 'docs-cli': { command: 'old' } },
    });
    expect(JSON.parse(merged('cursor', before, o, 'f.json'))).toEqual({
      theme: 'dark',
      mcpServers: { other: { command: 'x' }, 'docs-cli': { command: 'docs-cli', args: ['mcp'] } },
    });
    expect(() => merged('cursor', '{ not json', o, 'f.json')).toThrow(/f\.json is not valid JSON.*nothing was written/);
    expect(() => merged('cursor', '[]', o, 'f.json')).toThrow(/does not hold a JSON object/);
    expect(() => merged('vscode', '{"servers": 3}', o, 'f.json')).toThrow(/"servers" is not an object/);
  });
});

describe('docs-cli mcp install', () => {
  it('prints the snippet with the profile and flags, and no token even when one is set', async () => {
    const token = 'gb_api_secret_value_1234567890';
    const r = await runCli(['mcp', 'install', 'vscode', '--allow-destructive', '--profile', 'work'], {
      env: { DOCS_CLI_TOKEN: token },
    });
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({
      servers: {
        'docs-cli': {
          type: 'stdio',
          command: 'docs-cli',
          args: ['--profile', 'work', 'mcp', '--allow-writes', '--allow-destructive'],
        },
      },
    });
    expect(r.stdout + r.stderr).not.toContain(token);
  });

  it('--write adds the server to the file the client reads, keeping what it holds', async () => {
    if (process.platform !== 'linux') return; // the path is the platform's (see configPath's test)
    const home = tempDir();
    const file = join(home, '.config', 'Claude', 'claude_desktop_config.json');
    mkdirSync(join(home, '.config', 'Claude'), { recursive: true });
    writeFileSync(file, JSON.stringify({ mcpServers: { other: { command: 'other' } } }));
    const env = { HOME: home, XDG_CONFIG_HOME: join(home, '.config') };
    const r = await runCli(['mcp', 'install', 'claude-desktop', '--write', '--command', '/opt/bin/docs-cli'], { env });
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      mcpServers: { other: { command: 'other' }, 'docs-cli': { command: '/opt/bin/docs-cli', args: ['mcp'] } },
    });
    writeFileSync(file, '{ broken');
    const broken = await runCli(['mcp', 'install', 'claude-desktop', '--write'], { env });
    expect(broken.code).toBe(2);
    expect(broken.stderr).toMatch(/^docs-cli: .*is not valid JSON/);
    expect(readFileSync(file, 'utf8')).toBe('{ broken');
    expect(existsSync(file)).toBe(true);
  });

  it('refuses an unknown client with exit 2', async () => {
    const r = await runCli(['mcp', 'install', 'emacs']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/unknown client "emacs": use claude-desktop, claude-code, cursor, vscode/);
  });
});

describe('docs-cli mcp flags', () => {
  it('refuses --allow-destructive without --allow-writes, and --port without --http, before serving', async () => {
    const destructive = await runCli(['mcp', '--allow-destructive']);
    expect(destructive.code).toBe(2);
    expect(destructive.stderr).toMatch(/^docs-cli: --allow-destructive needs --allow-writes/);
    const port = await runCli(['mcp', '--port', '8765']);
    expect(port.code).toBe(2);
    expect(port.stderr).toMatch(/--host and --port need --http/);
    const host = await runCli(['mcp', '--http', '--host', '192.168.1.4']);
    expect(host.code).toBe(2);
    expect(host.stderr).toMatch(/listens on loopback only/);
  });
});
