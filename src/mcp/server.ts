/**
 * The MCP server of `docs-cli mcp`: the SDK's low-level `Server` (tool input schemas are the JSON
 * schemas tools.ts generates from the command declarations, not zod), answering
 * tools/list and tools/call from the command tree, and resources/list and resources/read with the
 * organization's spaces (`docs-cli://spaces/<id>`, the JSON of `spaces get`) and, as a template,
 * a page's markdown (`docs-cli://spaces/<space>/pages/<path or id>`).
 */
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  CompleteRequestSchema,
  ErrorCode,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  ListToolsRequestSchema,
  ReadResourceRequestSchema,
} from '@modelcontextprotocol/sdk/types.js';
import { VERSION } from '../version.js';
import { callTool, type CallEnv, errorAnswer } from './call.js';
import { allowedBy, type ToolEntry } from './tools.js';

const SPACE_URI = /^docs-cli:\/\/spaces\/([^/?#]+)$/;
const PAGE_URI = /^docs-cli:\/\/spaces\/([^/?#]+)\/pages\/([^?#]+)$/;
const PAGE_TEMPLATE = 'docs-cli://spaces/{space}/pages/{page}';

export interface ServerOptions {
  tools: readonly ToolEntry[];
  call: CallEnv;
}

function toolByName(tools: readonly ToolEntry[]): Map<string, ToolEntry> {
  return new Map(tools.map((t) => [t.name, t]));
}

/** A JSON-RPC error with this code and message as they are (McpError would prefix its message). */
function rpcError(code: number, message: string): Error {
  return Object.assign(new Error(message), { code });
}

/** The text of a tool's answer, or a JSON-RPC error carrying its message. */
function textOf(answer: Awaited<ReturnType<typeof callTool>>): string {
  const text = answer.content.map((c) => c.text).join('\n');
  if (answer.isError) throw rpcError(ErrorCode.InvalidParams, text);
  return text;
}

export function createMcpServer({ tools, call }: ServerOptions): Server {
  const byName = toolByName(tools);
  const offered = tools.filter(
    (t) => allowedBy(t.effect, call.allow).ok || 'dryRun' in (t.inputSchema.properties as object),
  );
  const listed = offered.map((t) => ({
    name: t.name,
    title: `docs-cli ${t.path}`,
    description: t.description,
    inputSchema: t.inputSchema,
    annotations: {
      readOnlyHint: t.effect === 'read',
      destructiveHint: t.effect === 'destructive',
      idempotentHint: t.effect === 'read',
      openWorldHint: false,
    },
  }));
  const server = new Server(
    { name: 'docs-cli', version: VERSION, title: 'docs-cli' },
    {
      capabilities: { tools: {}, resources: {}, logging: {}, completions: {} },
      instructions:
        'Tools are the commands of docs-cli (spaces_list is `docs-cli spaces list`); they answer the JSON of `-o json`. ' +
        (call.allow.writes
          ? call.allow.destructive
            ? 'Writes and deletions are allowed.'
            : 'Writes are allowed; deletions are not (dryRun shows them).'
          : 'Read-only: tools that change something answer only with dryRun: true.'),
    },
  );
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: listed }));
  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const tool = byName.get(request.params.name);
    if (!tool) return errorAnswer(`unknown tool ${JSON.stringify(request.params.name)}`);
    return callTool(tool, request.params.arguments ?? {}, call, extra.signal);
  });

  const spacesList = byName.get('spaces_list');
  const spacesGet = byName.get('spaces_get');
  const pageRead = byName.get('spaces_content_page');
  server.setRequestHandler(ListResourcesRequestSchema, async (_request, extra) => {
    if (!spacesList) return { resources: [] };
    const answer = await callTool(spacesList, { all: true }, call, extra.signal);
    textOf(answer);
    const items = (answer.structuredContent?.items ?? []) as Array<{
      id: string;
      title?: string;
      urls?: { app?: string };
    }>;
    return {
      resources: items.map((space) => ({
        uri: `docs-cli://spaces/${space.id}`,
        name: space.title ?? space.id,
        title: space.title ?? space.id,
        description: `The space ${JSON.stringify(space.title ?? space.id)} (docs-cli spaces get ${space.id} -o json)`,
        mimeType: 'application/json',
      })),
    };
  });
  server.setRequestHandler(ListResourceTemplatesRequestSchema, async () => ({
    resourceTemplates: pageRead
      ? [
          {
            uriTemplate: PAGE_TEMPLATE,
            name: 'page',
            title: 'A page as markdown',
            description:
              'A page of a space, by its path (guides/install) or id, as markdown (docs-cli spaces content page)',
            mimeType: 'text/markdown',
          },
        ]
      : [],
  }));
  server.setRequestHandler(ReadResourceRequestSchema, async (request, extra) => {
    const uri = request.params.uri;
    const page = PAGE_URI.exec(uri);
    if (page && pageRead) {
      const [space, path] = [decodeURIComponent(page[1]!), decodeURIComponent(page[2]!)];
      const text = textOf(await callTool(pageRead, { space, page: path }, call, extra.signal, false));
      return { contents: [{ uri, mimeType: 'text/markdown', text }] };
    }
    const space = SPACE_URI.exec(uri);
    if (space && spacesGet) {
      const text = textOf(await callTool(spacesGet, { space: decodeURIComponent(space[1]!) }, call, extra.signal));
      return { contents: [{ uri, mimeType: 'application/json', text }] };
    }
    // -32002: the specification's "resource not found".
    throw rpcError(-32002, `unknown resource ${uri}: docs-cli://spaces/<id>, docs-cli://spaces/<id>/pages/<path>`);
  });
  // Completion of the page template's space: the ids of the spaces whose id or title starts so.
  server.setRequestHandler(CompleteRequestSchema, async (request, extra) => {
    const none = { completion: { values: [], hasMore: false } };
    const { ref, argument } = request.params;
    if (ref.type !== 'ref/resource' || ref.uri !== PAGE_TEMPLATE || argument.name !== 'space' || !spacesList)
      return none;
    const answer = await callTool(spacesList, { all: true }, call, extra.signal);
    if (answer.isError) return none;
    const prefix = argument.value.toLowerCase();
    const items = (answer.structuredContent?.items ?? []) as Array<{ id: string; title?: string }>;
    const values = items
      .filter((s) => s.id.toLowerCase().startsWith(prefix) || (s.title ?? '').toLowerCase().startsWith(prefix))
      .map((s) => s.id);
    return { completion: { values: values.slice(0, 100), total: values.length, hasMore: values.length > 100 } };
  });
  return server;
}
