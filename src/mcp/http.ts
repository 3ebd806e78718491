/**
 * `docs-cli mcp --http`: the same server over MCP's Streamable HTTP transport, on loopback only,
 * stateless (every POST to /mcp is answered on its own by a fresh server over the shared tools
 * and request layer). A Host or Origin that is not this loopback address and port is refused
 * before anything is read (DNS rebinding: a web page must not reach the profile's token through
 * a name that resolves to 127.0.0.1).
 */
import type { IncomingMessage, Server as HttpServer, ServerResponse } from 'node:http';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { UsageError } from '../errors.js';
import { createMcpServer, type ServerOptions } from './server.js';

export const MCP_HTTP_PATH = '/mcp';
/** A request body over this many bytes is refused (413): a tool call's arguments are a few hundred. */
export const MCP_MAX_BODY = 1024 * 1024;
const LOOPBACK_NAMES = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

/** Only loopback addresses may be listened on: the server acts with the profile's token. */
export function checkLoopbackHost(host: string): void {
  const bare = host.replace(/^\[|\]$/g, '');
  if (!(bare === 'localhost' || bare === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(bare)))
    throw new UsageError(`--host ${host}: the MCP server listens on loopback only (127.0.0.1, ::1 or localhost)`);
}

/** The host part of a Host header or an Origin's authority, lowercased, and its port. */
function split(authority: string): { name: string; port: string } {
  const lower = authority.trim().toLowerCase();
  const m = /^(\[[^\]]*\]|[^:]*)(?::(\d+))?$/.exec(lower);
  return { name: m?.[1] ?? lower, port: m?.[2] ?? '' };
}

/** Why a request's Host or Origin is refused, if it is. */
export function rebindingProblem(headers: IncomingMessage['headers'], port: number, host: string): string | undefined {
  const allowed = new Set([...LOOPBACK_NAMES, host.toLowerCase(), `[${host.toLowerCase()}]`]);
  const given = headers.host;
  if (!given) return 'a Host header is required';
  const h = split(given);
  if (!allowed.has(h.name) || (h.port !== '' && h.port !== String(port)))
    return `host ${JSON.stringify(given)} is not allowed`;
  const origin = headers.origin;
  if (origin === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return `origin ${JSON.stringify(origin)} is not allowed`;
  }
  const o = split(url.host);
  if (!allowed.has(o.name) || (o.port || (url.protocol === 'https:' ? '443' : '80')) !== String(port))
    return `origin ${JSON.stringify(origin)} is not allowed`;
  return undefined;
}

function jsonError(
  res: ServerResponse,
  status: number,
  code: number,
  message: string,
  extra: Record<string, string> = {},
) {
  res.writeHead(status, { 'content-type': 'application/json', ...extra });
  res.end(JSON.stringify({ jsonrpc: '2.0', error: { code, message }, id: null }));
}

export interface HttpHandle {
  url: string;
  server: HttpServer;
  close(): Promise<void>;
}

export async function serveHttp(options: ServerOptions, host: string, port: number): Promise<HttpHandle> {
  checkLoopbackHost(host);
  const { createServer } = await import('node:http');
  let boundPort = port;
  const server = createServer((req, res) => {
    void handle(req, res).catch(() => {
      if (!res.headersSent) jsonError(res, 500, -32603, 'internal error');
      else res.end();
    });
  });
  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const problem = rebindingProblem(req.headers, boundPort, host);
    if (problem) return jsonError(res, 403, -32000, `forbidden: ${problem}`);
    const path = (req.url ?? '/').split('?')[0];
    if (path !== MCP_HTTP_PATH) return jsonError(res, 404, -32000, `not found: the MCP endpoint is ${MCP_HTTP_PATH}`);
    if (req.method !== 'POST')
      return jsonError(res, 405, -32000, 'method not allowed: this server is stateless, POST only', { allow: 'POST' });
    const mcp = createMcpServer(options);
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
      maxRequestBodySize: MCP_MAX_BODY,
    });
    res.on('close', () => {
      void transport.close();
      void mcp.close();
    });
    await mcp.connect(transport);
    await transport.handleRequest(req, res);
  }
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host.replace(/^\[|\]$/g, ''), () => resolve());
  });
  const address = server.address();
  boundPort = typeof address === 'object' && address ? address.port : port;
  const shown = host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  return {
    url: `http://${shown}:${boundPort}${MCP_HTTP_PATH}`,
    server,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
