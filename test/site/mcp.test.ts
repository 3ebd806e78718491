import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { networkInterfaces } from 'node:os';
import { storeMcpEndpoint } from '../../src/server/published/mcp.js';
import { answerMcp } from '../../src/site/mcp.js';
import type { SiteModel } from '../../src/site/model.js';
import { StaticSite } from '../../src/site/site.js';
import { runCli, runJson } from '../helpers/cli.js';
import { startTestService, type TestService } from '../helpers/service.js';
import { publishAgentSite } from '../helpers/agent-site.js';

/**
 * The docs MCP server of a published site (issue 47, part 2), through the SDK's own client over
 * real HTTP: tools (search, read_page), pages as resources, the site's visibility rules, and
 * hostile requests answered with JSON-RPC errors.
 */
let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(async () => svc.close());
const as = () => ({ url: svc.url, token: svc.token });

const publishedSite = async (visibility?: 'share-link' | 'visitor-auth') =>
  (await publishAgentSite(svc, visibility)).site;

async function connect(url: string): Promise<Client> {
  const client = new Client({ name: 'docs-cli-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(url)));
  return client;
}

const text = (result: object) => (result as { content: Array<{ text: string }> }).content.map((c) => c.text).join('\n');

/** A POST through node:http, which sends the Host header it is given (fetch does not). */
const post = (url: string, body: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; text(): Promise<string>; json(): Promise<any> }>((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, text: async () => text, json: async () => JSON.parse(text) });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });

describe('the MCP server of a published site', () => {
  it('lists tools and pages, searches and reads pages as markdown, as the site shows them', async () => {
    const site = await publishedSite();
    const root = `${svc.url}/published/sites/${site}/`;
    const client = await connect(`${root}~gitbook/mcp`);
    try {
      expect(client.getServerVersion()?.name).toBe('docs-cli-site');
      const tools = (await client.listTools()).tools.map((t) => t.name);
      expect(tools).toEqual(['search', 'read_page']);

      const resources = (await client.listResources()).resources;
      expect(resources.map((r) => r.uri)).toEqual([`${root}llms.txt`, `${root}welcome.md`, `${root}install.md`]);
      expect(resources[1]!.title).toBe('Welcome');
      // The same markdown as the site's .md twin.
      const twin = await (await fetch(`${root}install.md`)).text();
      const read = await client.readResource({ uri: `${root}install.md` });
      expect(read.contents[0]).toMatchObject({ uri: `${root}install.md`, mimeType: 'text/markdown', text: twin });
      expect(text(await client.callTool({ name: 'read_page', arguments: { page: 'install' } }))).toBe(twin);
      expect(text(await client.callTool({ name: 'read_page', arguments: { page: `${root}install.html` } }))).toBe(twin);

      // Search finds listed pages only; a hidden page is read by its path, as its HTML opens from a link.
      const found = await client.callTool({ name: 'search', arguments: { query: 'zephyrine' } });
      const results = (found.structuredContent as { results: Array<{ title: string; url: string }> }).results;
      expect(results.map((r) => r.title)).toEqual(['Install']);
      expect(results[0]!.url).toBe(`${root}install.md`);
      expect(resources.map((r) => r.uri)).not.toContain(`${root}secret.md`);
      expect(text(await client.callTool({ name: 'read_page', arguments: { page: 'secret' } }))).toContain(
        'Hidden zephyrine text.',
      );

      const missing = await client.callTool({ name: 'read_page', arguments: { page: 'nowhere' } });
      expect(missing.isError).toBe(true);
      await expect(client.readResource({ uri: `${root}nowhere.md` })).rejects.toThrow(/Resource not found/);
      // Nothing outside the site's pages: other sites, its uploaded files, paths that climb.
      await expect(client.readResource({ uri: `${svc.url}/v1/orgs` })).rejects.toThrow(/Resource not found/);
      for (const page of ['../../../v1/orgs', '_assets/search-index.js', 'https://example.com/install'])
        expect((await client.callTool({ name: 'read_page', arguments: { page } })).isError, page).toBe(true);
    } finally {
      await client.close();
    }
  });

  it("a share-link site's MCP server needs its key; a visitor-auth or unpublished site none answers", async () => {
    const site = await publishedSite('share-link');
    const mcp = `${svc.url}/published/sites/${site}/~gitbook/mcp`;
    await expect(connect(mcp)).rejects.toThrow();
    await expect(connect(`${mcp}?shareKey=wrong`)).rejects.toThrow();
    const link = await runJson(['sites', 'share-links', 'create', '--site', site, '--name', 'Agents'], as());
    const key = new URL(link.urls.published as string).searchParams.get('shareKey')!;
    const client = await connect(`${mcp}?shareKey=${encodeURIComponent(key)}`);
    try {
      const uris = (await client.listResources()).resources.map((r) => r.uri);
      expect(uris[1]).toBe(`${svc.url}/published/sites/${site}/welcome.md?shareKey=${encodeURIComponent(key)}`);
      expect(((await client.readResource({ uri: uris[1]! })).contents[0] as { text: string }).text).toContain(
        '# Welcome',
      );
    } finally {
      await client.close();
    }

    const guarded = await publishedSite('visitor-auth');
    const refused = await post(`${svc.url}/published/sites/${guarded}/~gitbook/mcp`, initialize());
    expect(refused.status).toBe(401);
    expect((await refused.json()).error.code).toBe(-32001);
    await runCli(['sites', 'unpublish', site, '--yes'], as());
    expect((await post(`${mcp}?shareKey=${encodeURIComponent(key)}`, initialize())).status).toBe(404);
  });

  it('answers hostile requests with JSON-RPC errors, and refuses other hosts and origins', async () => {
    const site = await publishedSite();
    const mcp = `${svc.url}/published/sites/${site}/~gitbook/mcp`;
    const cases: Array<[string, Record<string, string>, number, number]> = [
      ['{"jsonrpc":', {}, 400, -32700],
      ['[]', {}, 400, -32600],
      [`${'['.repeat(5000)}${']'.repeat(5000)}`, {}, 400, -32700],
      [
        JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { x: 'y'.repeat(300_000) } }),
        {},
        413,
        -32600,
      ],
      [initialize(), { host: 'evil.example.com' }, 403, -32000],
      [initialize(), { origin: 'http://evil.example.com' }, 403, -32000],
      [initialize(), { origin: 'null' }, 403, -32000],
    ];
    for (const [body, headers, status, code] of cases) {
      const res = await post(mcp, body, headers);
      const answer = await res.text();
      expect(res.status, body.slice(0, 40)).toBe(status);
      expect(JSON.parse(answer).error.code).toBe(code);
      expect(answer).not.toMatch(/\n\s+at /);
    }
    const get = await fetch(mcp, { headers: { accept: 'text/event-stream' } });
    expect(get.status).toBe(405);
    // A request the SDK finds invalid is its JSON-RPC error, not a failure of the service.
    const bad = await post(
      mcp,
      JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: { name: 'search', arguments: { query: 1 } },
      }),
    );
    expect(bad.status).toBe(200);
    expect(JSON.stringify(await bad.json())).toContain('query');
  });
});

function initialize(): string {
  return JSON.stringify({
    jsonrpc: '2.0',
    id: 1,
    method: 'initialize',
    params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 't', version: '1' } },
  });
}

describe('a failure of the site under the MCP server', () => {
  it('is a JSON-RPC internal error that says nothing of the cause', async () => {
    // A store that fails cannot be made on demand: this site's reads throw what a store could.
    const failing = {
      title: 'Broken',
      model: async () => {
        throw new Error('SQLITE_CORRUPT: /secret/path/store.db');
      },
      file: async () => {
        throw new Error('SQLITE_CORRUPT: /secret/path/store.db');
      },
    };
    const endpoint = { siteUrl: 'http://127.0.0.1:1/', query: '', hostAllowed: () => true, version: '0' };
    const headers = {
      host: '127.0.0.1:1',
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
    };
    for (const [method, params] of [
      ['resources/list', {}],
      ['resources/read', { uri: 'http://127.0.0.1:1/a.md' }],
      ['tools/call', { name: 'read_page', arguments: { page: 'a' } }],
    ] as const) {
      const answer = await answerMcp(
        { method: 'POST', headers, body: Buffer.from(JSON.stringify({ jsonrpc: '2.0', id: 1, method, params })) },
        failing,
        endpoint,
      );
      const text = answer.body.toString();
      expect(JSON.parse(text).error.code, method).toBe(-32603);
      expect(text).not.toMatch(/SQLITE|secret/);
    }
  });
});

describe('the host names a site MCP server of the service answers', () => {
  it("are the service's own, loopback's, and every address of the machine when it listens on all", () => {
    const at = (baseUrl: string) =>
      storeMcpEndpoint({ ...svc.service.app.svc, config: { ...svc.service.app.svc.config, baseUrl } }, '/x/', '');
    const own = at('http://127.0.0.1:9');
    expect(['127.0.0.1', 'localhost', '[::1]'].every((h) => own.hostAllowed(h))).toBe(true);
    expect(own.hostAllowed('evil.example.com')).toBe(false);
    const named = at('http://docs.internal:9');
    expect(named.hostAllowed('docs.internal')).toBe(true);
    expect(named.hostAllowed('docs.internal.evil.example')).toBe(false);
    const all = at('http://0.0.0.0:9');
    const addresses = Object.values(networkInterfaces()).flatMap((l) => (l ?? []).map((a) => a.address));
    for (const a of addresses.filter((x) => !x.includes(':'))) expect(all.hostAllowed(a), a).toBe(true);
    expect(all.hostAllowed('0.0.0.0')).toBe(false);
    expect(all.hostAllowed('evil.example.com')).toBe(false);
  });
});

describe('resources of a large site', () => {
  it('are listed in pages of 200 with a cursor, every listed page once', async () => {
    const pages = Array.from({ length: 450 }, (_, i) => ({
      id: `p${i}`,
      title: `Page ${i}`,
      path: `page-${i}`,
      markdown: `# Page ${i}\n\nText ${i}.\n`,
      pages: [],
    }));
    const model: SiteModel = {
      title: 'Large',
      sections: [
        {
          title: '',
          dir: '',
          default: true,
          variants: [{ title: 'Large', dir: '', default: true, spaceId: 's', pages, files: [], includes: [] }],
        },
      ],
    };
    const source = {
      site: async () => ({ title: 'Large', structure: { type: 'siteSpaces' as const, structure: [] } }),
      pages: async () => pages,
      files: async () => [],
      fileBytes: async () => new Uint8Array(),
    };
    const site = new StaticSite(model, source);
    const mcp = { title: 'Large', model: async () => model, file: (path: string) => site.fileWithinLimits(path) };
    const endpoint = { siteUrl: 'http://127.0.0.1:1/', query: '', hostAllowed: () => true, version: '0' };
    const call = async (method: string, params: object) => {
      const answer = await answerMcp(
        {
          method: 'POST',
          headers: {
            host: '127.0.0.1:1',
            'content-type': 'application/json',
            accept: 'application/json, text/event-stream',
          },
          body: Buffer.from(JSON.stringify({ jsonrpc: '2.0', id: 1, method, params })),
        },
        mcp,
        endpoint,
      );
      return JSON.parse(answer.body.toString());
    };
    const uris: string[] = [];
    let cursor: string | undefined;
    let rounds = 0;
    do {
      const { result } = await call('resources/list', cursor ? { cursor } : {});
      uris.push(...result.resources.map((r: { uri: string }) => r.uri));
      cursor = result.nextCursor;
      rounds++;
    } while (cursor);
    expect(rounds).toBe(3);
    expect(uris.length).toBe(451);
    expect(new Set(uris).size).toBe(451);
    expect(uris.at(-1)).toBe('http://127.0.0.1:1/page-449.md');
    expect((await call('resources/list', { cursor: 'nonsense' })).error.code).toBe(-32602);
    const read = await call('resources/read', { uri: 'http://127.0.0.1:1/page-449.md' });
    expect(read.result.contents[0].text).toBe('# Page 449\n\nText 449.\n');
  });
});
