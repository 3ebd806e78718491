/**
 * `docs-cli mcp` as an agent meets it: the SDK's own Client against the built binary, over stdio
 * and over `--http`, both pointed at a `server start` in another process. The agent lists the
 * tools, reads `spaces list` (the JSON of `-o json`), pulls a page's markdown, runs a `cr push`
 * with dryRun (nothing changes), and is refused a write without `--allow-writes` (nothing
 * changes). The token never appears in a result or on stderr. Then the official conformance
 * suite against `docs-cli mcp --http`, and the start-up time on the embedded default.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeTree } from '../fixtures/content/http.js';
import { BIN } from '../helpers/bin.js';
import { tempDir } from '../helpers/cli.js';
import { figure } from '../helpers/figures.js';
import { APPLICABLE_SCENARIOS, conformanceNode, runScenario } from '../helpers/mcp-conformance.js';
import { useSeparateServer } from '../helpers/separate-server.js';

const sep = useSeparateServer('docs-cli-mcp-');
/** Every text an MCP answer or the server's stderr held: the token must be in none. */
const seen: string[] = [];
let space: string;

interface Agent {
  client: Client;
  stderr(): string;
  close(): Promise<void>;
}

async function stdioAgent(flags: string[] = [], env = sep.env(), cwd = sep.work): Promise<Agent> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [BIN, ...flags.filter((f) => f === '--verbose'), 'mcp', ...flags.filter((f) => f !== '--verbose')],
    env: { PATH: process.env.PATH ?? '', ...env },
    cwd,
    stderr: 'pipe',
  });
  let err = '';
  transport.stderr?.on('data', (chunk: Buffer) => {
    err += chunk.toString();
  });
  const client = new Client({ name: 'docs-cli-e2e-agent', version: '1.0.0' });
  await client.connect(transport);
  return {
    client,
    stderr: () => err,
    close: async () => {
      await client.close();
      seen.push(err);
    },
  };
}

type ToolResult = { isError?: boolean; content: Array<{ type: string; text?: string }>; structuredContent?: any };
async function call(agent: Agent, name: string, args: Record<string, unknown> = {}): Promise<ToolResult> {
  const result = (await agent.client.callTool({ name, arguments: args })) as ToolResult;
  seen.push(JSON.stringify(result));
  return result;
}
const text = (r: ToolResult) => r.content.map((c) => c.text ?? '').join('\n');

const crCount = async () => {
  let n = 0;
  for (const status of ['draft', 'open', 'archived', 'merged'])
    n += (await sep.json<unknown[]>(['cr', 'list', '--space', space, '--status', status])).length;
  return n;
};

beforeAll(async () => {
  const created = await sep.json<{ id: string }>(['spaces', 'create', '--title', 'Agent docs']);
  space = created.id;
  const docs = writeTree(join(sep.work, 'docs'), {
    'README.md': '# Welcome\n\nThe start.\n',
    'setup.md': '# Setup\n\nRun the installer.\n',
    'SUMMARY.md': '# Table of contents\n\n* [Welcome](README.md)\n* [Setup](setup.md)\n',
  });
  const pushed = await sep.cli(['cr', 'push', docs, '--space', space, '--merge']);
  expect(pushed.exitCode, pushed.stderr).toBe(0);
}, 120_000);

afterAll(() => {
  // The token never left: not in a result, not in a log line, not in the tool list.
  const token = sep.server().token;
  expect(token.length).toBeGreaterThan(8);
  for (const t of seen) expect(t.includes(token)).toBe(false);
});

describe('docs-cli mcp over stdio (the SDK client as the agent)', () => {
  it('lists the tools generated from the commands, reads spaces list as -o json does, and pulls a page as markdown', async () => {
    const agent = await stdioAgent(['--verbose']);
    try {
      const { tools } = await agent.client.listTools();
      seen.push(JSON.stringify(tools));
      const names = tools.map((t) => t.name);
      expect(names).toEqual(expect.arrayContaining(['spaces_list', 'spaces_content_page', 'change-requests_push']));
      // Left out: credentials, terminals, long-running servers, raw requests, the server itself.
      for (const gone of ['auth_token', 'server_token', 'server_start', 'preview_serve', 'api_request', 'mcp_serve'])
        expect(names).not.toContain(gone);
      expect(names.filter((n) => n.endsWith('_open'))).toEqual([]);
      const create = tools.find((t) => t.name === 'spaces_create')!;
      expect(create.inputSchema.properties).toMatchObject({
        title: { type: 'string', maxLength: 50 },
        editMode: { type: 'string', enum: ['live', 'locked'] },
        dryRun: { type: 'boolean' },
      });
      expect(tools.find((t) => t.name === 'spaces_get')!.inputSchema.required).toEqual(['space']);
      expect(create.annotations?.readOnlyHint).toBe(false);

      const listed = await call(agent, 'spaces_list', { all: true });
      expect(listed.isError, text(listed)).toBeFalsy();
      expect(listed.structuredContent.items).toEqual(await sep.json(['spaces', 'list', '--all']));
      expect(listed.structuredContent.items.map((s: { id: string }) => s.id)).toContain(space);

      const page = await call(agent, 'spaces_content_page', { space, page: 'setup' });
      expect(page.isError, text(page)).toBeFalsy();
      expect(page.structuredContent.markdown).toContain('Run the installer.');
      expect(page.structuredContent).toEqual(await sep.json(['spaces', 'content', 'page', space, 'setup']));
      // The same page as a resource of the page template.
      const read = await agent.client.readResource({ uri: `docs-cli://spaces/${space}/pages/setup` });
      seen.push(JSON.stringify(read));
      expect(read.contents[0]).toMatchObject({ mimeType: 'text/markdown' });
      expect((read.contents[0] as { text: string }).text).toBe(
        // runBin drops the final newline the command printed.
        `${(await sep.cli(['spaces', 'content', 'page', space, 'setup'])).stdout}\n`,
      );
      const resources = await agent.client.listResources();
      expect(resources.resources.map((r) => r.uri)).toContain(`docs-cli://spaces/${space}`);
      // --verbose logged the requests on stderr, the token redacted.
      expect(agent.stderr()).toMatch(/GET /);
    } finally {
      await agent.close();
    }
  }, 60_000);

  it('runs cr push with dryRun: the plan comes back and nothing changes on the service', async () => {
    const docs = writeTree(join(tempDir('docs-cli-mcp-push-'), 'docs'), {
      'README.md': '# Welcome\n\nThe start.\n',
      'setup.md': '# Setup\n\nRun the new installer.\n',
      'SUMMARY.md': '# Table of contents\n\n* [Welcome](README.md)\n* [Setup](setup.md)\n',
    });
    const before = await crCount();
    const agent = await stdioAgent();
    try {
      const result = await call(agent, 'change-requests_push', { dir: docs, space, dryRun: true });
      expect(result.isError, text(result)).toBeFalsy();
      expect(result.structuredContent).toMatchObject({ dryRun: true });
      expect(text(result)).toMatch(/setup\.md/);
    } finally {
      await agent.close();
    }
    expect(await crCount()).toBe(before);
    expect((await sep.cli(['spaces', 'content', 'page', space, 'setup'])).stdout).toContain('Run the installer.');
  }, 60_000);

  it('refuses a write without --allow-writes and a delete without --allow-destructive, naming the flag; nothing changes', async () => {
    const before = await sep.json<Array<{ id: string }>>(['spaces', 'list', '--all']);
    const agent = await stdioAgent();
    try {
      const refused = await call(agent, 'spaces_create', { title: 'Should not exist' });
      expect(refused.isError).toBe(true);
      expect(text(refused)).toMatch(/refused: spaces_create .*--allow-writes.*nothing was sent/s);
      const rename = await call(agent, 'spaces_update', { space, title: 'Renamed by an agent' });
      expect(rename.isError).toBe(true);
    } finally {
      await agent.close();
    }
    const writer = await stdioAgent(['--allow-writes']);
    try {
      const deleted = await call(writer, 'spaces_delete', { space });
      expect(deleted.isError).toBe(true);
      expect(text(deleted)).toContain('--allow-destructive');
      // A delete's dry run sends nothing, and says what it would have sent.
      const dry = await call(writer, 'spaces_delete', { space, dryRun: true });
      expect(dry.isError, text(dry)).toBeFalsy();
      expect(dry.structuredContent).toMatchObject({ dryRun: true, sent: false });
      expect(text(dry)).toContain(`DELETE`);
    } finally {
      await writer.close();
    }
    const after = await sep.json<Array<{ id: string; title: string }>>(['spaces', 'list', '--all']);
    expect(after.map((s) => s.id)).toEqual(before.map((s) => s.id));
    expect(after.find((s) => s.id === space)?.title).toBe('Agent docs');
  }, 60_000);

  it('with --allow-writes a write is done, and bad input is a tool error before any request', async () => {
    const agent = await stdioAgent(['--allow-writes']);
    try {
      const made = await call(agent, 'spaces_create', { title: 'Made by an agent' });
      expect(made.isError, text(made)).toBeFalsy();
      expect(made.structuredContent).toMatchObject({ object: 'space', title: 'Made by an agent' });
      const wrong = await call(agent, 'spaces_list', { limit: 'ten' });
      expect(wrong.isError).toBe(true);
      expect(text(wrong)).toContain('limit: must be a number');
      const unknown = await call(agent, 'spaces_list', { nope: true });
      expect(text(unknown)).toMatch(/unknown argument "nope"/);
    } finally {
      await agent.close();
    }
    expect((await sep.json<Array<{ title: string }>>(['spaces', 'list', '--all'])).map((s) => s.title)).toContain(
      'Made by an agent',
    );
  }, 60_000);
});

/** `docs-cli mcp --http` as a child process; its first stdout line is `{"url": ...}`. */
async function httpServer(
  flags: string[] = [],
  env = sep.env(),
): Promise<{ url: string; child: ChildProcess; err(): string }> {
  const child = spawn(process.execPath, [BIN, 'mcp', '--http', ...flags], {
    env: { PATH: process.env.PATH, ...env },
    cwd: sep.work,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let err = '';
  child.stderr!.on('data', (c: Buffer) => {
    err += c.toString();
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      const line = out.split('\n')[0];
      if (out.includes('\n') && line) resolve(JSON.parse(line).url);
    });
    child.once('exit', (code) => reject(new Error(`docs-cli mcp --http exited ${code}: ${err}`)));
  });
  return { url, child, err: () => err };
}

function rawPost(url: string, headers: Record<string, string>, body?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body ?? JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' }));
  });
}

describe('docs-cli mcp --http (Streamable HTTP on loopback)', () => {
  let server: Awaited<ReturnType<typeof httpServer>>;
  beforeAll(async () => {
    server = await httpServer();
  }, 60_000);
  afterAll(() => {
    seen.push(server?.err() ?? '');
    server?.child.kill('SIGTERM');
  });

  it('answers the same agent: tools, spaces list, a page, a refused write', async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/mcp$/);
    const client = new Client({ name: 'docs-cli-e2e-agent', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(server.url)));
    const agent: Agent = { client, stderr: server.err, close: () => client.close() };
    try {
      const { tools } = await client.listTools();
      expect(tools.map((t) => t.name)).toContain('spaces_list');
      const listed = await call(agent, 'spaces_list', { all: true });
      expect(listed.structuredContent.items).toEqual(await sep.json(['spaces', 'list', '--all']));
      const page = await call(agent, 'spaces_content_page', { space, page: 'setup' });
      expect(page.structuredContent.markdown).toContain('Run the installer.');
      const before = await sep.json<unknown[]>(['spaces', 'list', '--all']);
      const refused = await call(agent, 'spaces_create', { title: 'Not over HTTP either' });
      expect(refused.isError).toBe(true);
      expect(text(refused)).toContain('--allow-writes');
      expect(await sep.json<unknown[]>(['spaces', 'list', '--all'])).toEqual(before);
    } finally {
      await agent.close();
    }
  }, 60_000);

  it('refuses a foreign Host or Origin (DNS rebinding), bodies not JSON or too large, and takes its own', async () => {
    const { port } = new URL(server.url);
    expect(await rawPost(server.url, { host: `evil.example:${port}` })).toBe(403);
    expect(await rawPost(server.url, { host: `127.0.0.1:${port}`, origin: 'http://evil.example' })).toBe(403);
    expect(await rawPost(server.url, { host: `127.0.0.1:${port}`, origin: `http://localhost:${port}` })).toBe(200);
    // Hostile bodies: not JSON, and over the bound; the server goes on answering.
    expect(await rawPost(server.url, { host: `127.0.0.1:${port}` }, '{"jsonrpc": ')).toBe(400);
    expect(await rawPost(server.url, { host: `127.0.0.1:${port}` }, `"${'x'.repeat(2 * 1024 * 1024)}"`)).toBe(413);
    expect(await rawPost(server.url, { host: `127.0.0.1:${port}` })).toBe(200);
  });

  it('refuses to listen anywhere but loopback', async () => {
    const r = await sep.cli(['mcp', '--http', '--host', '0.0.0.0']);
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toMatch(/loopback only/);
  });

  it('passes the conformance suite scenarios that apply to a server of tools and resources', async () => {
    const found = conformanceNode();
    if ('skip' in found) {
      console.log(`conformance suite skipped: ${found.skip}`);
      return;
    }
    // Beside the shared list: logging/setLevel and completion/complete, which this server offers,
    // and tools-call-error: a failing tool answers a result with isError, not a JSON-RPC error.
    const scenarios = [...APPLICABLE_SCENARIOS, 'logging-set-level', 'completion-complete', 'tools-call-error'];
    const outcomes: string[] = [];
    for (const scenario of scenarios) {
      const result = await runScenario(found.node, server.url, scenario);
      const failed = result.checks.filter((c) => c.status === 'FAILURE');
      outcomes.push(`${scenario} ${failed.length === 0 && result.exitCode === 0 ? 'passed' : 'FAILED'}`);
      expect(result.checks.length, `${scenario}: ${result.output}`).toBeGreaterThan(0);
      expect(failed, `${scenario}: ${result.output}`).toEqual([]);
      expect(result.exitCode, `${scenario}: ${result.output}`).toBe(0);
    }
    figure('docs-cli mcp --http, conformance scenarios', outcomes.join(', '));
  }, 600_000);
});

describe('start-up on the embedded default', () => {
  it('answers tools/list and a read within 100 ms of start-up (a loaded machine gets a generous bound)', async () => {
    const config = tempDir('docs-cli-mcp-embedded-');
    const env = { DOCS_CLI_CONFIG_DIR: config, HOME: config };
    // The first run makes the embedded workspace and the compile cache.
    const warm = await stdioAgent([], env, config);
    await call(warm, 'spaces_list');
    await warm.close();
    const timings: number[] = [];
    const fromSpawn: number[] = [];
    for (let i = 0; i < 3; i++) {
      const spawned = performance.now();
      const agent = await stdioAgent([], env, config);
      try {
        const started = performance.now();
        const { tools } = await agent.client.listTools();
        const listed = await call(agent, 'spaces_list');
        timings.push(performance.now() - started);
        fromSpawn.push(performance.now() - spawned);
        expect(tools.length).toBeGreaterThan(100);
        expect(listed.isError, text(listed)).toBeFalsy();
        expect(listed.structuredContent.items.length).toBeGreaterThan(0);
      } finally {
        await agent.close();
      }
    }
    const best = Math.min(...timings);
    figure(
      'docs-cli mcp (stdio, embedded): spawn to initialize, tools/list and spaces_list answered',
      `${Math.min(...fromSpawn).toFixed(1)} ms (best of 3)`,
    );
    figure(
      'docs-cli mcp (stdio, embedded): tools/list + spaces_list after initialize',
      `${best.toFixed(1)} ms (best of 3)`,
    );
    // The goal is 100 ms; the bound leaves room for 8 test files on 2 cores.
    expect(best).toBeLessThan(1000);
  }, 120_000);
});
