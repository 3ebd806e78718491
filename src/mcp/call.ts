/**
 * Runs one tool: the command's own `execute()` (the same checks, name resolution and handler as
 * on the command line) with its output captured, `-o json` for commands that print a resource or
 * a list (the same serializer), never a terminal: no prompt, no pager, no colour. A refused
 * effect, bad input or a failed command is a tool error (isError) with the CLI's one-line message.
 * The token never leaves: every text is scrubbed of it before it is answered or logged.
 */
import { ApiClient } from '../api/client.js';
import { execute } from '../commands/build.js';
import type { CommandSpec } from '../commands/spec.js';
import { Context, type GlobalOptions } from '../context.js';
import { CliError, DryRunStop, oneLine } from '../errors.js';
import { BufferIO } from '../io.js';
import { commandInputs } from './input.js';
import { allowedBy, LOCAL_WRITES, type Permissions, type ToolEntry } from './tools.js';

export interface ToolAnswer {
  [key: string]: unknown;
  content: Array<{ type: 'text'; text: string }>;
  structuredContent?: Record<string, unknown>;
  isError?: boolean;
}

/** What every call shares: the profile's settings and one request layer (one transport). */
export interface CallEnv {
  env: NodeJS.ProcessEnv;
  globals: GlobalOptions;
  /** The options of the profile's client; each call makes its own over the same transport. */
  client: ApiClient['options'];
  allow: Permissions;
  /** Removes secrets from a text (the token). */
  scrub(text: string): string;
  /** Starts opening the transport now, so the first call does not wait for it. */
  warm(): void;
  closeTransport(): Promise<void>;
  /** The organization, once found (every call would otherwise look it up again). */
  org?: Promise<string>;
}

/** A Context whose request layer is the one the server holds (no new transport per call). */
class ToolContext extends Context {
  constructor(
    io: BufferIO,
    private readonly call: CallEnv,
    private readonly client: ApiClient,
    signal?: AbortSignal,
  ) {
    super(io, call.env, call.globals, signal);
  }
  override api(): ApiClient {
    return this.client;
  }
  override org(): Promise<string> {
    const found = (this.call.org ??= super.org());
    found.catch(() => {
      if (this.call.org === found) this.call.org = undefined;
    });
    return found;
  }
}

export function errorAnswer(text: string): ToolAnswer {
  return { content: [{ type: 'text', text }], isError: true };
}

/** What a list command's pages held: the cursor after them, when the answer stopped at a page's end. */
interface PagesSeen {
  items: number;
  count?: number;
  next?: string;
}

/** The command, its list pages counted as they pass (`-o json` prints the items alone, no cursor). */
function counted(spec: CommandSpec, seen: PagesSeen): CommandSpec {
  if (spec.output !== 'list') return spec;
  return {
    ...spec,
    run: async (ctx, input) => {
      const result = await spec.run(ctx, input);
      if (result.kind !== 'list') return result;
      return {
        ...result,
        pages: async function* (size, start, prefetch) {
          for await (const page of result.pages(size, start, prefetch)) {
            seen.items += page.items.length;
            seen.count ??= page.count;
            seen.next = page.next?.page;
            yield page;
          }
        },
      };
    },
  };
}

/**
 * A JSON answer as structured content, which must be an object: a list is `{items, count, next}`,
 * `next.page` the cursor to pass as `page` for the rest (when the list stopped at a page's end).
 */
function structured(data: unknown, seen: PagesSeen): Record<string, unknown> {
  if (Array.isArray(data)) {
    const next = seen.next !== undefined && seen.items === data.length ? { next: { page: seen.next } } : {};
    return { items: data, ...(seen.count !== undefined ? { count: seen.count } : {}), ...next };
  }
  if (data !== null && typeof data === 'object') return data as Record<string, unknown>;
  return { value: data ?? null };
}

/** The answer to a call the server's flags do not allow: it names the flag; nothing was sent. */
export function refusal(tool: ToolEntry, flag: string): ToolAnswer {
  const what = LOCAL_WRITES.has(tool.path)
    ? 'writes files on this machine'
    : tool.effect === 'destructive'
      ? 'deletes or overwrites on the service'
      : 'changes the service';
  const flags = tool.effect === 'destructive' ? '--allow-writes --allow-destructive' : '--allow-writes';
  return errorAnswer(
    `refused: ${tool.name} ${what}, and this server was started without ${flag}; nothing was sent. ` +
      `Start it as docs-cli mcp ${flags} to allow it` +
      (tool.inputSchema.properties && 'dryRun' in (tool.inputSchema.properties as object)
        ? ', or call it with dryRun: true to see what it would send.'
        : '.'),
  );
}

export async function callTool(
  tool: ToolEntry,
  args: unknown,
  call: CallEnv,
  signal?: AbortSignal,
  json = tool.json,
): Promise<ToolAnswer> {
  const io = new BufferIO();
  let inputs: ReturnType<typeof commandInputs>;
  try {
    inputs = commandInputs(tool, args);
  } catch (error) {
    return errorAnswer(call.scrub(`docs-cli: ${oneLine(error)}`));
  }
  // A dry run sends no change (the request layer stops it): it needs no flag.
  const dryRun = inputs.opts.dryRun === true;
  const allowed = allowedBy(tool.effect, call.allow);
  if (!allowed.ok && !dryRun) return refusal(tool, allowed.flag);
  const client = new ApiClient({
    ...call.client,
    signal,
    dryRun: dryRun ? (text) => io.stdout.write(text) : undefined,
  });
  const ctx = new ToolContext(io, call, client, signal);
  ctx.dryRun = dryRun;
  // The server's flags are the consent: --allow-destructive answers the confirmation.
  ctx.yes = true;
  if (json) inputs.opts.output = 'json';
  let failure: string | undefined;
  let stoppedByDryRun = false;
  const seen: PagesSeen = { items: 0 };
  try {
    const code = await execute(counted(tool.spec, seen), ctx, inputs.positional, inputs.opts, tool.path);
    if (code !== 0) failure = `docs-cli ${tool.path} exited with code ${code}`;
  } catch (error) {
    if (error instanceof DryRunStop) stoppedByDryRun = true;
    else {
      const thrown = ctx.unreadableAnswer(error) ?? error;
      failure = `docs-cli: ${oneLine(thrown)}`;
      if (thrown instanceof CliError && thrown.hint) failure += `\n${thrown.hint}`;
    }
  }
  const out = call.scrub(io.out);
  const err = call.scrub(io.err);
  // A command that exits non-zero after printing (check folder's findings) keeps what it printed.
  if (failure !== undefined)
    return errorAnswer([call.scrub(failure), out.trim(), err.trim()].filter(Boolean).join('\n'));
  const content: ToolAnswer['content'] = [];
  let data: Record<string, unknown> | undefined;
  if (stoppedByDryRun) {
    data = { dryRun: true, sent: false, request: out.trim() };
    content.push({ type: 'text', text: `dry run, nothing was sent; the first change it would send:\n${out}` });
  } else if (json && out.trim() !== '') {
    try {
      data = structured(JSON.parse(out), seen);
    } catch {
      data = undefined;
    }
    content.push({ type: 'text', text: out });
  } else {
    content.push({ type: 'text', text: out === '' ? 'done' : out });
  }
  if (err.trim() !== '') content.push({ type: 'text', text: err });
  return data === undefined ? { content } : { content, structuredContent: data };
}
