import type { Context } from '../../context.js';
import { ApiError, UsageError } from '../../errors.js';
import { checkQuery } from '../../output/query.js';
import { defineCommand, type CommandSpec, type Result, type GroupContents } from '../spec.js';
import { fieldsToBody, fieldsToQuery, parseFieldArg, type FieldEnv } from './fields.js';
import { answerMessage, printBody, printHead, printJson, type ApiFormat, type PrintOptions } from './print.js';
import {
  parseHeaders,
  parseMethod,
  placeholderReplacer,
  readJsonInput,
  resolvePath,
  type QueryParams,
} from './request.js';

/**
 * Statuses the request layer retries: `-i` leaves them to it (retries, then the usual error),
 * and shows every other answer as is.
 */
const RETRIED = new Set([429, 502, 503, 504]);

interface ApiInput {
  args: { path: string };
  opts: {
    method?: string;
    rawField?: string[];
    field?: string[];
    input?: string;
    header?: string[];
    include?: boolean;
    paginate?: boolean;
    output: ApiFormat;
    query?: string;
    silent?: boolean;
  };
}

async function runApi(ctx: Context, { args, opts }: ApiInput): Promise<Result> {
  const out: PrintOptions = { format: opts.output, query: opts.query };
  if (out.query !== undefined) await checkQuery(out.query);
  if (opts.paginate && opts.include) throw new UsageError('--include cannot be combined with --paginate');
  const fields = [
    ...(opts.rawField ?? []).map((f) => parseFieldArg(f, false)),
    ...(opts.field ?? []).map((f) => parseFieldArg(f, true)),
  ];
  // `opts.input` is also the global --no-input flag (true by default): only a string is a file.
  const input = typeof opts.input === 'string' ? opts.input : undefined;
  const method = parseMethod(opts.method, fields.length > 0 || input !== undefined);
  if (opts.paginate && method !== 'GET') throw new UsageError('--paginate needs a GET request');
  const headers = parseHeaders(opts.header);
  const replace = placeholderReplacer(() => ctx.org());
  const env: FieldEnv = { io: ctx.io, replacePlaceholders: replace };
  const { path, query } = await resolvePath(args.path, replace);

  let body: unknown;
  if (input !== undefined) {
    body = await readJsonInput(input, ctx.io);
    merge(query, await fieldsToQuery(fields, env));
  } else if (method === 'GET' || method === 'HEAD') {
    merge(query, await fieldsToQuery(fields, env));
  } else if (fields.length > 0) {
    body = await fieldsToBody(fields, env);
  }

  if (opts.paginate) return paginate(ctx, path, query, headers, out);

  const accept = opts.include ? (status: number) => !RETRIED.has(status) : undefined;
  const res = await ctx.api().raw(method, path, { query, body, headers }, accept);
  if (opts.include) printHead(ctx.io, res);
  const ok = res.status >= 200 && res.status < 300;
  if (!opts.silent && method !== 'HEAD') await printBody(ctx.io, res, ok ? out : { ...out, query: undefined });
  if (!ok) throw new ApiError(res.status, answerMessage(res), method, ctx.api().displayUrl(path));
  return { kind: 'none' };
}

/** Follows `next.page`; `json` prints one array of every item, `jsonl` streams one item a line. */
async function paginate(
  ctx: Context,
  path: string,
  query: QueryParams,
  headers: Record<string, string>,
  out: PrintOptions,
): Promise<Result> {
  const stream = out.format === 'jsonl' && out.query === undefined;
  const items: unknown[] = [];
  // The first request goes as written: only a list (known by its answer) is sent `limit`.
  let base: Record<string, string[]> = { ...query };
  let page = base.page?.[0];
  for (;;) {
    const data = await ctx.api().request<unknown>('GET', path, { query: { ...base, page }, headers });
    if (!isListPage(data))
      throw new UsageError(`--paginate: ${path} does not answer with a list (items and next.page)`);
    base = { limit: ['1000'], ...base };
    if (stream) {
      if (data.items.length) ctx.io.stdout.write(`${data.items.map((i) => JSON.stringify(i)).join('\n')}\n`);
    } else items.push(...data.items);
    if (!data.next?.page) break;
    page = data.next.page;
  }
  if (!stream)
    await printJson(
      ctx.io,
      items,
      out.format === 'jsonl' && out.query === undefined ? out : { ...out, format: 'json' },
    );
  return { kind: 'none' };
}

function isListPage(data: unknown): data is { items: unknown[]; next?: { page?: string } } {
  return typeof data === 'object' && data !== null && Array.isArray((data as { items?: unknown }).items);
}

function merge(into: QueryParams, from: QueryParams): void {
  for (const [k, v] of Object.entries(from)) (into[k] ??= []).push(...v);
}

/**
 * `isDefault` makes `docs-cli api <path>` run this
 * command; `docs-cli api request <path>` works either way.
 */
const requestCommand: CommandSpec = defineCommand({
  name: 'request',
  isDefault: true,
  summary: 'Send an HTTP request to the service and print the answer',
  description:
    'The path is relative to /v1 (a leading /v1 is accepted); {org} is replaced by the active organization.\n' +
    'The method is GET, or POST when fields or --input are given. With GET, fields go to the query string.\n' +
    '-F converts true, false, null and numbers, and reads @file (@- for stdin); a[b]=x nests, a[]=x appends.\n' +
    'Uses the profile, token, retries and exit codes of every other command; --dry-run prints a mutation instead of sending it.',
  effect: 'write',
  output: 'none',
  args: [{ name: 'path', description: 'API path, e.g. /orgs/{org}/spaces' }],
  options: [
    { flags: '-X, --method <method>', description: 'HTTP method: GET, POST, PUT, PATCH, DELETE or HEAD' },
    { flags: '-f, --raw-field <key=value>', description: 'add a string parameter (repeatable)', type: 'list' },
    {
      flags: '-F, --field <key=value>',
      description: 'add a typed parameter: numbers, true, false, null, @file (repeatable)',
      type: 'list',
    },
    {
      flags: '--input <file>',
      description: 'read the JSON request body from a file ("-" for stdin)',
      limit: { min: 1 },
    },
    { flags: '-H, --header <name:value>', description: 'add an HTTP request header (repeatable)', type: 'list' },
    { flags: '-i, --include', description: 'print the status line and headers before the body' },
    { flags: '--paginate', description: 'follow next.page and print one JSON array of all items' },
    {
      flags: '-o, --output <format>',
      description: 'json (pretty) or jsonl (one line; with --paginate, one item a line)',
      choices: ['json', 'jsonl'],
      default: 'json',
    },
    { flags: '--query <expr>', description: 'JMESPath expression applied to the JSON answer' },
    { flags: '--silent', description: 'do not print the answer body' },
  ],
  examples: [
    'docs-cli api /user',
    "docs-cli api /orgs/{org}/spaces --paginate --query 'length(@)'",
    'docs-cli api /orgs/{org}/spaces --paginate -o jsonl',
    'docs-cli api /orgs/{org}/collections -f title=Guides',
    'docs-cli api -X PATCH /spaces/<space-id> -f title="Handbook" -F emoji=null',
    'docs-cli api /orgs/{org}/members -X GET -F limit=5 -i',
    'echo \'{"title":"Guides"}\' | docs-cli api /orgs/{org}/collections --input -',
  ],
  run: runApi,
});

export const contents: GroupContents = {
  commands: [requestCommand],
};
