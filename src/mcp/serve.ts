/**
 * Starts `docs-cli mcp`: the tools of the command tree for the current profile, over stdio (the
 * process's stdin and stdout carry JSON-RPC and nothing else) or, with `--http`, on loopback.
 * Runs until the client closes stdin, or Ctrl-C.
 */
import type { GroupSpec } from '../commands/spec.js';
import type { Context } from '../context.js';
import type { CallEnv } from './call.js';
import { toolsOf, type Permissions } from './tools.js';

export interface ServeOptions {
  http: boolean;
  host: string;
  port: number;
  allow: Permissions;
}

/** Everything a call needs, from the command's own context (profile, token, flags). */
export function callEnvOf(ctx: Context, allow: Permissions): CallEnv {
  const base = ctx.api().options;
  let opened: ReturnType<typeof base.transport> | undefined;
  const token = ctx.settings.token;
  const scrub = (text: string) => (token && token.length >= 4 ? text.split(token).join('[token]') : text);
  return {
    env: ctx.env,
    globals: { ...ctx.globals, input: false, pager: false, color: false, verbose: false },
    client: {
      ...base,
      // One transport for every call (the embedded workspace is opened once).
      transport: () => (opened ??= base.transport()),
      // --verbose lines go to stderr, the token already redacted by the request layer.
      log: base.log ? (line) => base.log?.(scrub(line)) : undefined,
    },
    allow,
    scrub,
    // Opens the workspace (or loads the HTTP client) while the client reads the initialize answer.
    warm: () => {
      opened ??= base.transport();
      opened.catch(() => undefined); // a failure is met by the first call that needs it
    },
    closeTransport: async () => {
      if (opened) await (await opened).close();
    },
  };
}

export async function serve(ctx: Context, tree: GroupSpec[], options: ServeOptions): Promise<void> {
  const tools = toolsOf(tree);
  const call = callEnvOf(ctx, options.allow);
  const log = (line: string) => ctx.io.stderr.write(`docs-cli mcp: ${call.scrub(line)}\n`);
  const { createMcpServer } = await import('./server.js');
  try {
    if (options.http) {
      const { serveHttp } = await import('./http.js');
      const handle = await serveHttp({ tools, call }, options.host, options.port);
      call.warm();
      ctx.io.stdout.write(`${JSON.stringify({ url: handle.url, tools: tools.length })}\n`);
      log(`listening on ${handle.url} (Ctrl-C to stop)`);
      await new Promise<void>((resolve) => {
        if (ctx.signal?.aborted) resolve();
        ctx.signal?.addEventListener('abort', () => resolve(), { once: true });
      });
      await handle.close();
      return;
    }
    const { StdioServerTransport } = await import('@modelcontextprotocol/sdk/server/stdio.js');
    const server = createMcpServer({ tools, call });
    const transport = new StdioServerTransport();
    const closed = new Promise<void>((resolve) => {
      server.onclose = () => resolve();
      process.stdin.once('end', () => resolve());
      ctx.signal?.addEventListener('abort', () => resolve(), { once: true });
    });
    await server.connect(transport);
    call.warm();
    await closed;
    await server.close();
  } finally {
    await call.closeTransport();
  }
}
