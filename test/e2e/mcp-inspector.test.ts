/**
 * The MCP inspector's CLI (`@modelcontextprotocol/inspector --cli`, pinned in scripts/mcp-inspector/
 * and installed into a cache by scripts/mcp-inspector.sh) as the agent, a client that is not ours:
 * against `docs-cli mcp` over stdio (the built binary on a fresh embedded profile) and against the
 * docs MCP server of a site published by `docs-cli server start` in another process, over
 * Streamable HTTP. The inspector runs on Node.js 22 or later (it needs it); the servers run on this
 * test's Node.js. Skipped, saying why, only without such a Node.js or when the registry is down.
 */
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { BIN, runBin } from '../helpers/bin.js';
import { tempDir } from '../helpers/cli.js';
import { findInspector, type Inspector, inspect } from '../helpers/mcp-inspector.js';
import { useSeparateServer } from '../helpers/separate-server.js';

const separate = useSeparateServer('docs-cli-mcp-inspector-');
let ins: Inspector | undefined;
let skipped = '';

beforeAll(async () => {
  const found = await findInspector();
  if ('skip' in found) {
    skipped = found.skip;
    console.log(`MCP inspector tests skipped: ${skipped}`);
  } else ins = found;
}, 900_000);

/** The inspector, or a skip of the test saying why there is none. */
function inspector(ctx: { skip(note?: string): void }): Inspector {
  if (!ins) ctx.skip(skipped);
  return ins!;
}

describe('docs-cli mcp over stdio, the inspector CLI as the agent (embedded profile)', () => {
  const home = tempDir('docs-cli-mcp-inspector-embedded-');
  const env = { DOCS_CLI_CONFIG_DIR: join(home, 'config'), HOME: home };
  const server = [process.execPath, BIN, 'mcp'];
  const serverEnv = ['-e', `DOCS_CLI_CONFIG_DIR=${env.DOCS_CLI_CONFIG_DIR}`, '-e', `HOME=${home}`, '--cwd', home];
  const cli = async <T = any>(args: string[]): Promise<T> => {
    const r = await runBin([...args, '-o', 'json'], env, { cwd: home });
    expect(r.exitCode, r.stderr).toBe(0);
    return JSON.parse(r.stdout) as T;
  };

  it('lists the tools with portable schemas, and reads spaces, a page and a resource as the CLI does', async (ctx) => {
    const agent = inspector(ctx);
    const listed = await inspect(agent, home, server, [...serverEnv, '--method', 'tools/list', '--strict']);
    // --strict: any tool schema with an error-severity portability problem exits 6.
    expect(listed.exitCode, listed.stderr).toBe(0);
    const names: string[] = listed.json.tools.map((t: { name: string }) => t.name);
    expect(names).toEqual(expect.arrayContaining(['spaces_list', 'spaces_get', 'spaces_content_page']));
    expect(names).toContain('change-requests_push');
    for (const gone of ['auth_token', 'server_start', 'mcp_serve']) expect(names).not.toContain(gone);
    const create = listed.json.tools.find((t: { name: string }) => t.name === 'spaces_create');
    expect(create.annotations.readOnlyHint).toBe(false);
    expect(create.inputSchema.properties.title).toMatchObject({ type: 'string' });

    const spaces = await inspect(agent, home, server, [
      ...serverEnv,
      '--method',
      'tools/call',
      '--tool-name',
      'spaces_list',
      '--tool-arg',
      'all=true',
    ]);
    expect(spaces.exitCode, spaces.stderr).toBe(0);
    expect(spaces.json.isError).toBeFalsy();
    const expected = await cli<Array<{ id: string; title: string }>>(['spaces', 'list', '--all']);
    expect(spaces.json.structuredContent.items).toEqual(expected);
    expect(expected.map((s) => s.title)).toContain('Getting Started');

    const space = expected.find((s) => s.title === 'Getting Started')!.id;
    const tree = await cli<Array<{ path: string; markdown?: string; pages: unknown[] }>>([
      'spaces',
      'content',
      'pages',
      space,
    ]);
    const first = tree.find((p) => p.markdown)!;
    const page = await inspect(agent, home, server, [
      ...serverEnv,
      '--method',
      'tools/call',
      '--tool-name',
      'spaces_content_page',
      '--tool-arg',
      `space=${space}`,
      `page=${first.path}`,
    ]);
    expect(page.exitCode, page.stderr).toBe(0);
    expect(page.json.structuredContent).toEqual(await cli(['spaces', 'content', 'page', space, first.path]));
    expect(page.json.structuredContent.markdown).toMatch(/^# \S/);

    const resources = await inspect(agent, home, server, [...serverEnv, '--method', 'resources/list']);
    expect(resources.exitCode, resources.stderr).toBe(0);
    expect(resources.json.resources.map((r: { uri: string }) => r.uri)).toContain(`docs-cli://spaces/${space}`);
    const read = await inspect(agent, home, server, [
      ...serverEnv,
      '--method',
      'resources/read',
      '--uri',
      `docs-cli://spaces/${space}/pages/${first.path}`,
    ]);
    expect(read.exitCode, read.stderr).toBe(0);
    expect(read.json.contents[0]).toMatchObject({ mimeType: 'text/markdown' });
    expect(read.json.contents[0].text).toContain(page.json.structuredContent.markdown.split('\n')[0]);
  }, 180_000);

  it('is refused a write without --allow-writes, with the flag named, and nothing changes', async (ctx) => {
    const agent = inspector(ctx);
    const before = await cli<Array<{ id: string; title: string }>>(['spaces', 'list', '--all']);
    expect(before.length).toBeGreaterThan(0);
    const refused = await inspect(agent, home, server, [
      ...serverEnv,
      '--method',
      'tools/call',
      '--tool-name',
      'spaces_create',
      '--tool-arg',
      'title=Made by the inspector',
    ]);
    // The inspector exits non-zero on a tool result with isError, and prints the result.
    expect(refused.exitCode).not.toBe(0);
    expect(refused.json.isError).toBe(true);
    expect(refused.json.content[0].text).toMatch(/refused: spaces_create .*--allow-writes.*nothing was sent/s);
    const rename = await inspect(agent, home, server, [
      ...serverEnv,
      '--method',
      'tools/call',
      '--tool-name',
      'spaces_update',
      '--tool-arg',
      `space=${before[0]!.id}`,
      'title=Renamed by the inspector',
    ]);
    expect(rename.json.isError).toBe(true);
    expect(rename.json.content[0].text).toContain('--allow-writes');
    expect(await cli(['spaces', 'list', '--all'])).toEqual(before);
  }, 180_000);
});

describe("a published site's MCP server over HTTP, the inspector CLI as the agent", () => {
  const home = tempDir('docs-cli-mcp-inspector-site-');

  async function publishDemo(): Promise<string> {
    const sites = await separate.json<Array<{ id: string; title: string }>>(['sites', 'list']);
    const site = sites.find((s) => s.title === 'Demo Docs')!.id;
    const published = await separate.cli(['sites', 'publish', site]);
    expect(published.exitCode, published.stderr).toBe(0);
    return `${separate.server().url}/published/sites/${site}/`;
  }

  it('lists the tools and the pages, reads a page by tool and as a resource, and searches', async (ctx) => {
    const agent = inspector(ctx);
    const url = await publishDemo();
    const target = [`${url}~gitbook/mcp`, '--transport', 'http'];

    const tools = await inspect(agent, home, target, ['--method', 'tools/list', '--strict']);
    expect(tools.exitCode, tools.stderr).toBe(0);
    expect(tools.json.tools.map((t: { name: string }) => t.name)).toEqual(['search', 'read_page']);

    const listed = await inspect(agent, home, target, ['--method', 'resources/list']);
    expect(listed.exitCode, listed.stderr).toBe(0);
    const resources: Array<{ uri: string; title?: string; name: string }> = listed.json.resources;
    expect(resources[0]!.uri).toBe(`${url}llms.txt`);
    const pages = resources.slice(1);
    expect(pages.length).toBeGreaterThan(1);
    const llms = await (await fetch(`${url}llms.txt`)).text();
    for (const page of pages) expect(llms).toContain(`(${page.uri.slice(url.length)})`);

    const first = pages[0]!;
    const twin = await (await fetch(first.uri)).text();
    expect(twin).toMatch(/^# \S/);
    const read = await inspect(agent, home, target, [
      '--method',
      'tools/call',
      '--tool-name',
      'read_page',
      '--tool-arg',
      `page=${first.uri}`,
    ]);
    expect(read.exitCode, read.stderr).toBe(0);
    expect(read.json.content[0].text).toBe(twin);
    const resource = await inspect(agent, home, target, ['--method', 'resources/read', '--uri', first.uri]);
    expect(resource.exitCode, resource.stderr).toBe(0);
    expect(resource.json.contents[0].text).toBe(twin);

    const word = (first.title ?? first.name).split(/\s+/).find((w) => /^\w{4,}$/.test(w)) ?? first.name;
    const found = await inspect(agent, home, target, [
      '--method',
      'tools/call',
      '--tool-name',
      'search',
      '--tool-arg',
      `query=${word}`,
    ]);
    expect(found.exitCode, found.stderr).toBe(0);
    expect(found.json.structuredContent.results.map((r: { url: string }) => r.url)).toContain(first.uri);

    // A page that is not on the site is a tool error, not a crash of the server.
    const missing = await inspect(agent, home, target, [
      '--method',
      'tools/call',
      '--tool-name',
      'read_page',
      '--tool-arg',
      `page=${url}no-such-page`,
    ]);
    expect(missing.exitCode).not.toBe(0);
    expect(missing.json?.isError ?? true).toBe(true);
    const again = await inspect(agent, home, target, ['--method', 'tools/list']);
    expect(again.exitCode, again.stderr).toBe(0);
  }, 180_000);
});
