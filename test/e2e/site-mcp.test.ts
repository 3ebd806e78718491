import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { describe, expect, it } from 'vitest';
import { APPLICABLE_SCENARIOS, conformanceNode, runScenario } from '../helpers/mcp-conformance.js';
import { useSeparateServer } from '../helpers/separate-server.js';

/**
 * The docs MCP server of a site published by `docs-cli server start` in another process, with the
 * SDK's own client as the agent, and the official conformance suite's server scenarios.
 */
const separate = useSeparateServer('docs-cli-site-mcp-');

async function publishDemo(): Promise<{ site: string; url: string }> {
  const sites = await separate.json<Array<{ id: string; title: string }>>(['sites', 'list']);
  const site = sites.find((s) => s.title === 'Demo Docs')!.id;
  const published = await separate.cli(['sites', 'publish', site]);
  expect(published.exitCode, String(published.stderr)).toBe(0);
  return { site, url: `${separate.server().url}/published/sites/${site}/` };
}

async function connect(url: string): Promise<Client> {
  const client = new Client({ name: 'docs-cli-e2e', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(url)));
  return client;
}

describe('the MCP server of a published site, against a separate server', () => {
  it('an agent lists tools and pages, searches, and reads pages as the site serves them', async () => {
    const { url } = await publishDemo();
    const client = await connect(`${url}~gitbook/mcp`);
    try {
      expect((await client.listTools()).tools.map((t) => t.name)).toEqual(['search', 'read_page']);
      const resources = (await client.listResources()).resources;
      expect(resources[0]!.uri).toBe(`${url}llms.txt`);
      const pages = resources.slice(1);
      expect(pages.length).toBeGreaterThan(1);
      // Every listed page is the llms.txt's, and reads as the site's own .md twin.
      const llms = await (await fetch(`${url}llms.txt`)).text();
      for (const page of pages) expect(llms).toContain(`(${page.uri.slice(url.length)})`);
      const first = pages[0]!;
      const twin = await (await fetch(first.uri)).text();
      expect((await client.readResource({ uri: first.uri })).contents[0]).toMatchObject({ text: twin });
      const read = await client.callTool({ name: 'read_page', arguments: { page: first.uri } });
      expect((read.content as Array<{ text: string }>)[0]!.text).toBe(twin);
      // Search finds a page by a word of its title.
      const word = first.title!.split(/\s+/).find((w) => /^\w{4,}$/.test(w)) ?? first.title!;
      const found = await client.callTool({ name: 'search', arguments: { query: word } });
      const results = (found.structuredContent as { results: Array<{ url: string }> }).results;
      expect(results.map((r) => r.url)).toContain(first.uri);
    } finally {
      await client.close();
    }
  }, 60_000);

  it('a share-link site answers only with its share key', async () => {
    const { site, url } = await publishDemo();
    expect((await separate.cli(['sites', 'update', site, '--visibility', 'share-link'])).exitCode).toBe(0);
    await expect(connect(`${url}~gitbook/mcp`)).rejects.toThrow();
    const link = await separate.json(['sites', 'share-links', 'create', '--site', site, '--name', 'Agent']);
    const key = new URL(link.urls.published as string).searchParams.get('shareKey')!;
    const client = await connect(`${url}~gitbook/mcp?shareKey=${encodeURIComponent(key)}`);
    try {
      const pages = (await client.listResources()).resources.slice(1);
      expect(pages[0]!.uri).toMatch(/\?shareKey=/);
      expect(((await client.readResource({ uri: pages[0]!.uri })).contents[0] as { text: string }).text).toMatch(/^# /);
    } finally {
      await client.close();
    }
    expect((await separate.cli(['sites', 'update', site, '--visibility', 'public'])).exitCode).toBe(0);
  }, 60_000);

  it('docs-cli sites mcp manages the MCP servers of the site assistant through the built binary', async () => {
    const { site } = await publishDemo();
    const made = await separate.json([
      'sites',
      'mcp',
      'create',
      '--site',
      site,
      '--name',
      'Status',
      '--url',
      'https://status.example.com/mcp',
      '--transport',
      'http',
      '--header',
      'Authorization: Bearer e2e-secret',
    ]);
    expect(made).toMatchObject({
      object: 'site-mcp-server',
      transport: 'http',
      headers: { Authorization: 'Bearer e2e-secret' },
    });
    const table = await separate.cli(['sites', 'mcp', 'list', '--site', site]);
    expect(table.exitCode).toBe(0);
    expect(String(table.stdout)).toContain('Authorization');
    expect(String(table.stdout)).not.toContain('e2e-secret');
    expect((await separate.cli(['sites', 'mcp', 'delete', made.id, '--site', site, '--yes'])).exitCode).toBe(0);
    expect((await separate.cli(['sites', 'mcp', 'get', made.id, '--site', site])).exitCode).toBe(3);
  }, 60_000);

  it("passes the conformance suite's server scenarios that apply to it", async (ctx) => {
    const found = conformanceNode();
    if ('skip' in found) {
      console.log(`conformance suite skipped: ${found.skip}`);
      ctx.skip();
      return;
    }
    const { url } = await publishDemo();
    for (const scenario of APPLICABLE_SCENARIOS) {
      const result = await runScenario(found.node, `${url}~gitbook/mcp`, scenario);
      expect(result.exitCode, result.output).toBe(0);
      expect(result.checks.length, result.output).toBeGreaterThan(0);
      expect(
        result.checks.filter((c) => c.status !== 'SUCCESS'),
        result.output,
      ).toEqual([]);
    }
  }, 300_000);
});
