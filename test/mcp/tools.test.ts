/**
 * The tools of `docs-cli mcp`, generated from the real command tree: which commands become tools
 * (the rule in src/mcp/tools.ts), their schemas, how a call's arguments become the command's
 * input, and calls through the real service over HTTP (refusals, dry runs, the token scrubbed).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandTree } from '../../src/commands/groups.js';
import type { CommandSpec, GroupSpec } from '../../src/commands/spec.js';
import { Context } from '../../src/context.js';
import { BufferIO } from '../../src/io.js';
import { callTool } from '../../src/mcp/call.js';
import { commandInputs } from '../../src/mcp/input.js';
import { callEnvOf } from '../../src/mcp/serve.js';
import { isTool, LEFT_OUT_GROUPS, LOCAL_WRITES, type ToolEntry, toolsOf } from '../../src/mcp/tools.js';
import { runJson, tempDir } from '../helpers/cli.js';
import { startTestService, type TestService } from '../helpers/service.js';

let tree: GroupSpec[];
let tools: ToolEntry[];
const tool = (name: string) => {
  const found = tools.find((t) => t.name === name);
  if (!found) throw new Error(`no tool ${name}`);
  return found;
};

function commands(groups: readonly GroupSpec[], prefix: string[] = []): Array<[string[], CommandSpec]> {
  return groups.flatMap((g) => [
    ...g.commands.map((c): [string[], CommandSpec] => [[...prefix, g.name, c.name], c]),
    ...commands(g.groups ?? [], [...prefix, g.name]),
  ]);
}

beforeAll(async () => {
  tree = await commandTree();
  tools = toolsOf(tree);
}, 60_000);

describe('the tools generated from the command tree', () => {
  it('makes a tool of every command but the ones the rule leaves out, each named after its path', () => {
    const all = commands(tree);
    const names = new Set(tools.map((t) => t.name));
    expect(names.size).toBe(tools.length);
    for (const [path, spec] of all) {
      const left = spec.effect === 'local' || LEFT_OUT_GROUPS.has(path[0]!) || spec.name === 'open';
      expect(isTool(path, spec), path.join(' ')).toBe(!left);
      expect(names.has(path.join('_')), path.join(' ')).toBe(!left);
    }
    for (const t of tools) expect(t.name).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    expect(tools.length).toBeGreaterThan(150);
    // Nothing that hands out a token or runs until stopped.
    for (const name of ['auth_token', 'server_token', 'server_tokens', 'server_start', 'preview_serve', 'mcp_serve'])
      expect(names.has(name)).toBe(false);
  });

  it('gives each tool a JSON schema of its arguments and options: types, choices, bounds, limits, required', () => {
    for (const t of tools) {
      const props = t.inputSchema.properties as Record<string, { type: string }>;
      for (const key of (t.inputSchema.required as string[] | undefined) ?? [])
        expect(props, t.name).toHaveProperty(key);
      for (const [key, p] of Object.entries(props))
        expect(['string', 'integer', 'number', 'boolean', 'array'], `${t.name}.${key}`).toContain(p.type);
      expect(t.inputSchema.additionalProperties).toBe(false);
      // The output options build.ts adds are the server's business: every tool answers -o json.
      for (const gone of ['json', 'wide']) expect(props, t.name).not.toHaveProperty(gone);
    }
    expect(tool('spaces_list').inputSchema.properties).toMatchObject({
      limit: { type: 'integer', minimum: 1 },
      all: { type: 'boolean' },
      page: { type: 'string' },
    });
    expect(tool('spaces_get').inputSchema.required).toEqual(['space']);
    expect(tool('change-requests_diff').inputSchema.properties).toMatchObject({
      unified: { type: 'integer', minimum: 0, maximum: 1000, default: 3 },
    });
    expect(tool('spaces_update').inputSchema.properties).toMatchObject({
      title: { type: 'string', minLength: 1, maxLength: 50 },
      editMode: { enum: ['live', 'locked'] },
      dryRun: { type: 'boolean' },
    });
    // An option named like an argument is told apart by its placeholder; the list cursor too.
    expect(Object.keys(tool('spaces_import').inputSchema.properties as object)).toEqual(
      expect.arrayContaining(['source', 'sourceKind']),
    );
    expect(Object.keys(tool('spaces_content_links').inputSchema.properties as object)).toEqual(
      expect.arrayContaining(['page', 'pageCursor']),
    );
    // --web opens a browser: not a tool input.
    expect(tool('change-requests_preview').inputSchema.properties).not.toHaveProperty('web');
  });

  it('counts the read commands that write local files as writes, and keeps each effect', () => {
    for (const path of LOCAL_WRITES) {
      const t = tools.find((x) => x.path === path);
      if (t) expect(t.effect, path).toBe('write');
    }
    expect(tool('spaces_list').effect).toBe('read');
    expect(tool('spaces_create').effect).toBe('write');
    expect(tool('spaces_delete').effect).toBe('destructive');
  });
});

describe('a call’s arguments as the command’s input', () => {
  it('places arguments by position and options by key, with the declared defaults', () => {
    const diff = commandInputs(tool('change-requests_diff'), { number: '3', space: 'abc' });
    expect(diff.positional).toEqual(['3']);
    expect(diff.opts).toMatchObject({ space: 'abc', unified: 3 });
    expect(commandInputs(tool('spaces_list'), { limit: 5 }).opts).toMatchObject({ limit: 5 });
  });

  it('refuses what the schema refuses, naming the argument', () => {
    const wrong = (name: string, args: unknown) => () => commandInputs(tool(name), args);
    expect(wrong('spaces_list', { limit: 'ten' })).toThrow('limit: must be a number');
    expect(wrong('spaces_list', { limit: 0 })).toThrow('limit: must be at least 1');
    expect(wrong('spaces_list', { limit: 1.5 })).toThrow('limit: must be a whole number');
    expect(wrong('spaces_list', { nope: 1 })).toThrow('unknown argument "nope"');
    expect(wrong('spaces_get', {})).toThrow('missing required argument space');
    expect(wrong('spaces_update', { space: 'a', title: 'x'.repeat(51) })).toThrow(
      'title: must be at most 50 characters',
    );
    expect(wrong('spaces_update', { space: 'a', editMode: 'open' })).toThrow('editMode: must be one of live, locked');
    expect(wrong('spaces_list', [1])).toThrow('arguments must be an object');
  });
});

describe('a command that exits non-zero', () => {
  it('is a tool error that keeps what the command printed (check folder --strict and its findings)', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'SUMMARY.md'), '# T\n\n* [Missing](missing.md)\n');
    writeFileSync(join(dir, 'README.md'), '# Home\n');
    const config = tempDir();
    const ctx = new Context(
      new BufferIO(),
      { PATH: process.env.PATH, DOCS_CLI_CONFIG_DIR: config },
      {
        input: false,
        verbose: false,
        color: false,
      },
    );
    const call = callEnvOf(ctx, { writes: false, destructive: false });
    try {
      const lenient = await callTool(tool('check_folder'), { dir, format: 'json' }, call);
      expect(lenient.isError, lenient.content[0]?.text).toBeFalsy();
      expect(lenient.content[0]!.text).toContain('summary-missing');
      const strict = await callTool(tool('check_folder'), { dir, format: 'json', strict: true }, call);
      expect(strict.isError).toBe(true);
      expect(strict.content[0]!.text).toMatch(/exited with code 1[\s\S]*summary-missing/);
    } finally {
      await call.closeTransport();
    }
  });
});

describe('calls through the real service', () => {
  let svc: TestService;
  let config: string;
  const ctxFor = () =>
    new Context(
      new BufferIO(),
      { PATH: process.env.PATH, DOCS_CLI_API_URL: svc.url, DOCS_CLI_TOKEN: svc.token, DOCS_CLI_CONFIG_DIR: config },
      { input: false, verbose: false, color: false },
    );
  beforeAll(async () => {
    svc = await startTestService();
    config = tempDir();
  });
  afterAll(async () => svc?.close());

  it('answers -o json as structured content, refuses a write naming the flag, and sends nothing for it', async () => {
    const call = callEnvOf(ctxFor(), { writes: false, destructive: false });
    try {
      const listed = await callTool(tool('spaces_list'), { all: true }, call);
      const cli = await runJson(['spaces', 'list', '--all'], { url: svc.url, token: svc.token });
      expect(listed.structuredContent).toEqual({ items: cli, count: cli.length });
      // A list cut at a page's end hands on the cursor of the rest, as `page` takes it.
      const first = await callTool(tool('spaces_list'), { limit: 1 }, call);
      const next = (first.structuredContent as { next?: { page: string } }).next;
      expect(next?.page).toEqual(expect.any(String));
      const second = await callTool(tool('spaces_list'), { limit: 1, page: next!.page }, call);
      expect([
        ...(first.structuredContent!.items as unknown[]),
        ...(second.structuredContent!.items as unknown[]),
      ]).toEqual(cli.slice(0, 2));
      let requests = 0;
      svc.server.on('request', () => requests++);
      const refused = await callTool(tool('spaces_create'), { title: 'No' }, call);
      expect(refused.isError).toBe(true);
      expect(refused.content[0]!.text).toMatch(/without --allow-writes; nothing was sent/);
      expect(requests).toBe(0);
      // A dry run needs no flag: the request layer stops the change and shows it.
      const dry = await callTool(tool('spaces_create'), { title: 'Dry', dryRun: true }, call);
      expect(dry.structuredContent).toMatchObject({ dryRun: true, sent: false });
      expect(dry.content[0]!.text).toMatch(/POST .*\/spaces/);
      expect(dry.content[0]!.text).toContain('"title": "Dry"');
    } finally {
      await call.closeTransport();
    }
    const after = await runJson<Array<{ title: string }>>(['spaces', 'list', '--all'], {
      url: svc.url,
      token: svc.token,
    });
    expect(after.map((s) => s.title)).not.toContain('Dry');
  });

  it('never answers the token, even where a message echoes what it was given', async () => {
    const call = callEnvOf(ctxFor(), { writes: false, destructive: false });
    const secret = svc.token;
    try {
      // An agent passes the token as an id: the answer names the id it was given.
      const unscrubbed = await callTool(tool('spaces_get'), { space: secret }, { ...call, scrub: (t) => t });
      expect(JSON.stringify(unscrubbed)).toContain(secret);
      const answered = await callTool(tool('spaces_get'), { space: secret }, call);
      expect(answered.isError).toBe(true);
      expect(JSON.stringify(answered)).not.toContain(secret);
      expect(answered.content[0]!.text).toContain('[token]');
      expect(call.scrub(`Bearer ${secret} and ${secret}`)).toBe('Bearer [token] and [token]');
    } finally {
      await call.closeTransport();
    }
  });
});
