/**
 * The read-only MCP server of a published site (GitBook serves one at `<site>/~gitbook/mcp`),
 * over MCP's Streamable HTTP transport, stateless (no session: every POST is answered on its
 * own, in JSON). Tools: `search` (the site's search index) and `read_page` (a page's markdown
 * twin); resources: llms.txt and every listed page's markdown, by its URL. Whatever serves the
 * site (the service, `preview`) decides first who may read it (share key, visibility) and gives
 * this module the site's own files: nothing is readable here that is not readable as HTML.
 *
 * Requests are bounded (body size, JSON nesting, batch length); a Host or Origin the site is not
 * served under is refused (DNS rebinding); every failure is a JSON-RPC error, never a trace.
 */
import { hostName } from '../common/host-name.js';
import { jsonDepthProblem } from '../common/json-depth.js';
import { MARKDOWN } from './llms.js';
import { listedPages, search, searchEntries, twinPathOf } from './mcp-content.js';
import type { SiteModel } from './model.js';

/** The path of the MCP server below a site's root, as GitBook's. */
export const MCP_PATH = '~gitbook/mcp';
/** Request bodies over this many bytes are refused (a JSON-RPC message here is a few hundred). */
export const MCP_MAX_BODY = 256 * 1024;
const MAX_BATCH = 16;
const MAX_QUERY = 500;
const PAGE_SIZE = 200;

/** The site as the server reads it: its title, its model and its files as visitors get them. */
export interface McpSite {
  /** The site's title (initialize answers without reading the model). */
  title: string;
  model(): Promise<SiteModel>;
  /** The site's file at `path` (relative to its root) as served, undefined when there is none. */
  file(path: string): Promise<{ body: string | Uint8Array; contentType: string } | undefined>;
}

export interface McpEndpoint {
  /** The site's root URL, ending with a slash. */
  siteUrl: string;
  /** What the site's own links carry (`?shareKey=...`), '' for none. */
  query: string;
  /** Whether a host name (lowercase, IPv6 in brackets, no port) is one the site is served under. */
  hostAllowed(name: string): boolean;
  version: string;
}

export interface McpRequest {
  method: string;
  headers: Record<string, string | undefined>;
  body?: Uint8Array;
}

export interface McpAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

const JSON_TYPE = 'application/json';

function rpcError(status: number, code: number, message: string, extra: Record<string, string> = {}): McpAnswer {
  return {
    status,
    headers: { 'content-type': JSON_TYPE, ...extra },
    body: Buffer.from(JSON.stringify({ jsonrpc: '2.0', error: { code, message }, id: null })),
  };
}

/** Why a request's Host or Origin is refused, if it is. */
function rebinding(headers: McpRequest['headers'], endpoint: McpEndpoint): string | undefined {
  const host = headers.host;
  if (!host || !endpoint.hostAllowed(hostName(host))) return `host ${JSON.stringify(host ?? '')} is not allowed`;
  const origin = headers.origin;
  if (origin === undefined) return undefined;
  let name: string;
  try {
    name = hostName(new URL(origin).host);
  } catch {
    return `origin ${JSON.stringify(origin.slice(0, 100))} is not allowed`;
  }
  return endpoint.hostAllowed(name) ? undefined : `origin ${JSON.stringify(origin.slice(0, 100))} is not allowed`;
}

/** One HTTP request to the site's MCP endpoint, answered whole. */
export async function answerMcp(request: McpRequest, site: McpSite, endpoint: McpEndpoint): Promise<McpAnswer> {
  try {
    return await answer(request, site, endpoint);
  } catch {
    return rpcError(500, -32603, 'Internal error');
  }
}

async function answer(request: McpRequest, site: McpSite, endpoint: McpEndpoint): Promise<McpAnswer> {
  const refused = rebinding(request.headers, endpoint);
  if (refused) return rpcError(403, -32000, `Forbidden: ${refused}`);
  const method = request.method.toUpperCase();
  // Stateless: no stream to open with GET, no session to end with DELETE.
  if (method !== 'POST')
    return rpcError(405, -32000, 'Method not allowed: this server answers POST only', { allow: 'POST' });
  const body = request.body ?? new Uint8Array();
  if (body.length > MCP_MAX_BODY)
    return rpcError(413, -32600, `Invalid Request: the body is larger than ${MCP_MAX_BODY} bytes`);
  const text = Buffer.from(body.buffer, body.byteOffset, body.byteLength).toString('utf8');
  const deep = jsonDepthProblem(text);
  if (deep) return rpcError(400, -32700, `Parse error: ${deep}`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return rpcError(400, -32700, 'Parse error: the body is not JSON');
  }
  if (Array.isArray(parsed) && (parsed.length === 0 || parsed.length > MAX_BATCH))
    return rpcError(400, -32600, `Invalid Request: a batch holds 1 to ${MAX_BATCH} messages`);

  const [{ Server }, { WebStandardStreamableHTTPServerTransport }] = await Promise.all([
    import('@modelcontextprotocol/sdk/server/index.js'),
    import('@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js'),
  ]);
  const title = site.title || 'Documentation';
  const server = new Server(
    { name: 'docs-cli-site', title, version: endpoint.version },
    {
      capabilities: { tools: {}, resources: {} },
      instructions: `Read-only documentation of "${title}". Use search to find pages, read_page (or resources/read) to get a page's markdown.`,
      // Nothing here validates a client's answers against a schema (no elicitation): no Ajv to build.
      jsonSchemaValidator: {
        getValidator: () => (input: unknown) => ({ valid: true, data: input as never, errorMessage: undefined }),
      },
    },
  );
  await registerHandlers(server, site, endpoint);
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
  });
  try {
    await server.connect(transport);
    const headers = new Headers();
    for (const [k, v] of Object.entries(request.headers)) if (v !== undefined) headers.set(k, v);
    const response = await transport.handleRequest(new Request(endpoint.siteUrl + MCP_PATH, { method, headers }), {
      parsedBody: parsed,
    });
    const out: Record<string, string> = {};
    response.headers.forEach((value, key) => {
      out[key] = value;
    });
    return { status: response.status, headers: out, body: Buffer.from(await response.arrayBuffer()) };
  } finally {
    await server.close().catch(() => undefined);
  }
}

type LowServer = InstanceType<typeof import('@modelcontextprotocol/sdk/server/index.js').Server>;

const SEARCH_TOOL = {
  name: 'search',
  title: 'Search the documentation',
  description:
    'Search the pages of this documentation site. Returns the best matching pages (title, section, URL of their markdown, an excerpt); read one with read_page.',
  inputSchema: {
    type: 'object',
    properties: {
      query: {
        type: 'string',
        minLength: 1,
        maxLength: MAX_QUERY,
        description: 'words to find (every word must occur)',
      },
      limit: { type: 'integer', minimum: 1, maximum: 50, default: 10, description: 'most results to return' },
    },
    required: ['query'],
    additionalProperties: false,
  },
  outputSchema: {
    type: 'object',
    properties: {
      results: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            title: { type: 'string' },
            section: { type: 'string' },
            url: { type: 'string' },
            snippet: { type: 'string' },
          },
          required: ['title', 'section', 'url', 'snippet'],
        },
      },
    },
    required: ['results'],
  },
  annotations: { readOnlyHint: true, openWorldHint: false },
} as const;

const READ_TOOL = {
  name: 'read_page',
  title: 'Read a page',
  description:
    "Read one page of this documentation site as markdown. `page` is the page's URL (as search or resources/list give it) or its path on the site (`guides/install`).",
  inputSchema: {
    type: 'object',
    properties: {
      page: { type: 'string', minLength: 1, maxLength: 2048, description: 'URL or path of the page' },
    },
    required: ['page'],
    additionalProperties: false,
  },
  annotations: { readOnlyHint: true, openWorldHint: false },
} as const;

async function registerHandlers(server: LowServer, site: McpSite, endpoint: McpEndpoint) {
  const types = await import('@modelcontextprotocol/sdk/types.js');
  /** A JSON-RPC error as the SDK sends it (McpError would repeat "MCP error <code>:" in its message). */
  const rpcFailure = (code: number, message: string, data?: unknown) =>
    Object.assign(new Error(message), { code, ...(data === undefined ? {} : { data }) });
  const urlOf = (twin: string) => {
    const encoded = twin.split('/').map(encodeURIComponent).join('/');
    return `${endpoint.siteUrl}${encoded}${endpoint.query}`;
  };
  /** The markdown at `twin`, undefined when the site has none there. */
  const markdown = async (twin: string): Promise<string | undefined> => {
    const file = await site.file(twin);
    if (!file || file.contentType !== MARKDOWN) return undefined;
    return typeof file.body === 'string' ? file.body : Buffer.from(file.body).toString('utf8');
  };
  /** A handler whose unexpected failure is a plain internal error: nothing of the service's insides goes out. */
  const guarded =
    <A extends unknown[], R>(fn: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await fn(...args);
      } catch (error) {
        if (Number.isSafeInteger((error as { code?: unknown }).code)) throw error;
        throw rpcFailure(-32603, 'Internal error: the site could not be read; try again');
      }
    };
  const toolError = (text: string) => ({ content: [{ type: 'text' as const, text }], isError: true });

  server.setRequestHandler(types.ListToolsRequestSchema, () => ({ tools: [SEARCH_TOOL, READ_TOOL] }));
  server.setRequestHandler(
    types.CallToolRequestSchema,
    guarded(async (request) => {
      const args = (request.params.arguments ?? {}) as Record<string, unknown>;
      if (request.params.name === SEARCH_TOOL.name) {
        const { query, limit = 10 } = args;
        if (typeof query !== 'string' || !query.trim() || query.length > MAX_QUERY)
          return toolError(`query: must be a string of 1 to ${MAX_QUERY} characters`);
        if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1 || limit > 50)
          return toolError('limit: must be an integer from 1 to 50');
        const index = await site.file('_assets/search-index.js');
        const hits = search(await site.model(), index ? searchEntries(index.body) : [], query, limit);
        const results = hits.map((h) => ({
          title: h.title,
          section: h.section,
          url: urlOf(h.twin),
          snippet: h.snippet,
        }));
        const text = results.length
          ? results
              .map((r, i) => `${i + 1}. ${r.title}${r.section ? ` (${r.section})` : ''}\n   ${r.url}\n   ${r.snippet}`)
              .join('\n')
          : `No page matches "${query}".`;
        return { content: [{ type: 'text', text }], structuredContent: { results } };
      }
      if (request.params.name === READ_TOOL.name) {
        const { page } = args;
        if (typeof page !== 'string' || !page || page.length > 2048)
          return toolError('page: must be a URL or path of a page');
        const twin = twinPathOf(page, endpoint.siteUrl);
        const text = twin?.endsWith('.md') ? await markdown(twin) : undefined;
        if (text === undefined) return toolError(`No page at ${JSON.stringify(page.slice(0, 200))} on this site.`);
        return { content: [{ type: 'text', text }] };
      }
      throw rpcFailure(-32602, `Unknown tool: ${String(request.params.name).slice(0, 100)}`);
    }),
  );

  server.setRequestHandler(
    types.ListResourcesRequestSchema,
    guarded(async (request) => {
      const model = await site.model();
      const pages = listedPages(model);
      const cursor = request.params?.cursor;
      const start = cursor === undefined ? 0 : Number(cursor);
      if (!Number.isInteger(start) || start < 0 || start > pages.length) throw rpcFailure(-32602, 'Invalid cursor');
      const first =
        start === 0
          ? [
              {
                uri: urlOf('llms.txt'),
                name: 'llms.txt',
                title: `${model.title}: index for agents`,
                description: 'Every page of the site with its description (https://llmstxt.org)',
                mimeType: 'text/markdown',
              },
            ]
          : [];
      const slice = pages.slice(start, start + PAGE_SIZE);
      const next = start + PAGE_SIZE < pages.length ? { nextCursor: String(start + PAGE_SIZE) } : {};
      return {
        resources: [
          ...first,
          ...slice.map((p) => ({
            uri: urlOf(p.twin),
            name: p.twin,
            title: p.title,
            description: p.description ?? (p.section ? `${p.title} (${p.section})` : p.title),
            mimeType: 'text/markdown',
          })),
        ],
        ...next,
      };
    }),
  );
  server.setRequestHandler(types.ListResourceTemplatesRequestSchema, () => ({ resourceTemplates: [] }));
  server.setRequestHandler(
    types.ReadResourceRequestSchema,
    guarded(async (request) => {
      const uri = request.params.uri;
      const twin = /^[a-z][a-z0-9+.-]*:/i.test(uri) ? twinPathOf(uri, endpoint.siteUrl) : undefined;
      const text = twin ? await markdown(twin) : undefined;
      if (text === undefined)
        throw rpcFailure(-32002, `Resource not found: ${uri.slice(0, 200)}`, { uri: uri.slice(0, 2048) });
      return { contents: [{ uri, mimeType: 'text/markdown', text }] };
    }),
  );
}
