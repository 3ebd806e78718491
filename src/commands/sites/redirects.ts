import * as api from '../../api/site-redirects.js';
import type {
  BulkRedirect,
  RedirectDestination,
  RedirectInputDestination,
  SiteRedirect,
} from '../../api/site-redirects.js';
import { MAX_SITE_REDIRECTS } from '../../common/limits.js';
import type { Context } from '../../context.js';
import { NotFoundError, UsageError } from '../../errors.js';
import { byId, view } from '../../output/view.js';
import { readTextInput } from '../../read-input.js';
import { requireSome } from '../position.js';
import { arg, defineCommand, list, message, option, options, resource, type GroupSpec } from '../spec.js';
import { findById, siteOption, target } from './shared.js';

/** Ids are short: a long one is refused before any request (deleting an unknown id is a 204 at the service). */
const redirectArg = arg({ name: 'redirect', description: 'redirect id', limit: { min: 1, max: 64 } });

/** A destination in a line: where visitors go. */
export function destinationText(d: RedirectDestination): string {
  switch (d.kind) {
    case 'external':
      return d.url;
    case 'site-page':
      return `page ${d.pageId} (site space ${d.siteSpaceId})`;
    case 'site-space':
      return `site space ${d.siteSpaceId}`;
    case 'site-section':
      return `section ${d.siteSectionId}`;
  }
}

const redirectView = view<SiteRedirect>(
  'redirect',
  [
    ['ID', (r) => r.id],
    ['SOURCE', (r) => r.source],
    ['DESTINATION', (r) => destinationText(r.destination)],
    ['PERMANENT', (r) => (r.permanent ? 'yes' : 'no')],
    ['DRAFT', (r) => (r.draft ? 'yes' : 'no')],
    ['WILDCARD', (r) => (r.captureWildcard ? 'captured' : '')],
  ],
  byId,
);

const resultView = view<api.BulkResult>(
  'result',
  [
    ['SOURCE', (r) => r.source],
    ['STATUS', (r) => r.status],
    ['DRAFT', (r) => (r.draft ? 'yes' : 'no')],
    ['ID', (r) => r.id ?? ''],
    ['ERROR', (r) => r.error ?? ''],
  ],
  (r) => r.id ?? r.source,
  'results',
);

const fixedDestinationOptions = options([
  { flags: '--url <url>', description: 'send visitors to this URL' },
  { flags: '--site-space <id>', description: 'send visitors to this site space (with --page-id: to its page)' },
  { flags: '--page-id <id>', description: 'with --site-space: the page to send visitors to' },
  { flags: '--section <id>', description: 'send visitors to this section' },
]);
const pathDestinationOptions = options([
  { flags: '--page <path>', description: 'send visitors to the page at this path of --space' },
  { flags: '--space <space>', description: "the space of --page (one of the site's spaces)", pick: 'space' },
]);

interface DestinationOptions {
  url?: string | undefined;
  page?: string | undefined;
  space?: string | undefined;
  siteSpace?: string | undefined;
  pageId?: string | undefined;
  section?: string | undefined;
}

/** The one destination of this site the options name (update takes these), or undefined. */
function fixedDestination(opts: DestinationOptions): RedirectDestination | undefined {
  const given = [
    opts.url !== undefined && '--url',
    opts.page !== undefined && '--page',
    opts.siteSpace !== undefined && '--site-space',
    opts.section !== undefined && '--section',
  ].filter(Boolean);
  if (given.length > 1) throw new UsageError(`give one destination, not ${given.join(' and ')}`);
  if (opts.url !== undefined) {
    if (!/^https?:\/\//i.test(opts.url)) throw new UsageError('--url: must be an http(s) URL');
    return { kind: 'external', url: opts.url };
  }
  if (opts.siteSpace !== undefined)
    return opts.pageId !== undefined
      ? { kind: 'site-page', siteSpaceId: opts.siteSpace, pageId: opts.pageId }
      : { kind: 'site-space', siteSpaceId: opts.siteSpace };
  if (opts.pageId !== undefined) throw new UsageError('--page-id needs --site-space');
  if (opts.section !== undefined) return { kind: 'site-section', siteSectionId: opts.section };
  return undefined;
}

/** What create takes: a page by its path in one of the site's spaces, or a fixed destination. */
function destinationFrom(opts: DestinationOptions): RedirectInputDestination | undefined {
  const fixed = fixedDestination(opts);
  if (opts.page === undefined) return fixed;
  if (opts.space === undefined) throw new UsageError('--page needs --space (the space the page is in)');
  return { kind: 'path', spaceId: opts.space, path: opts.page.replace(/^\/+/, '') };
}

/** One CSV row; fields in double quotes may hold commas and `""`. */
function csvRow(line: string): string[] {
  const out: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line.charAt(i);
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      out.push(field.trim());
      field = '';
    } else field += c;
  }
  out.push(field.trim());
  return out;
}

/**
 * Rows of a redirects CSV as GitBook takes it (`source`, `destination`, optional `intent`): a
 * destination is a URL, or `<space-id>:<page path>` for a page of one of the site's spaces;
 * empty deletes (or, with intent `publish`, publishes the draft).
 */
export function parseRedirectsCsv(text: string, source: string): BulkRedirect[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n|\r/);
  const header = csvRow(lines[0] ?? '').map((h) => h.toLowerCase());
  const at = (name: string) => header.indexOf(name);
  if (at('source') < 0 || at('destination') < 0)
    throw new UsageError(`${source}: the first line must name the columns: source,destination[,intent]`);
  const out: BulkRedirect[] = [];
  const seen = new Set<string>();
  lines.slice(1).forEach((line, i) => {
    if (!line.trim()) return;
    const where = `${source}:${i + 2}`;
    const fields = csvRow(line);
    const from = fields[at('source')] ?? '';
    const to = fields[at('destination')] ?? '';
    const intent = (at('intent') >= 0 ? fields[at('intent')] : '') || 'live';
    if (!from.startsWith('/'))
      throw new UsageError(`${where}: the source must be a path starting with /, got "${from}"`);
    if (intent !== 'live' && intent !== 'draft' && intent !== 'publish')
      throw new UsageError(`${where}: intent must be live, draft or publish, got "${intent}"`);
    // Only the first row of a source is taken, as GitBook does.
    if (seen.has(`${from.toLowerCase()} ${intent}`)) return;
    seen.add(`${from.toLowerCase()} ${intent}`);
    if (intent === 'publish') {
      if (to) throw new UsageError(`${where}: a publish row has no destination`);
      out.push({ source: from, intent: 'publish' });
      return;
    }
    let destination: RedirectInputDestination | null = null;
    if (/^https?:\/\//i.test(to)) destination = { kind: 'external', url: to };
    else if (to) {
      const [, spaceId, path] = /^([^:/]+):\/?(.+)$/.exec(to) ?? [];
      if (spaceId === undefined || path === undefined)
        throw new UsageError(`${where}: the destination must be a URL or <space-id>:<page path>, got "${to}"`);
      destination = { kind: 'path', spaceId, path };
    }
    out.push({ source: from, intent, destination });
  });
  return out;
}

async function findRedirect(ctx: Context, org: string, site: string, id: string): Promise<SiteRedirect> {
  return findById((q) => api.listSiteRedirects(ctx.api(), org, site, q), id, 'redirect', site);
}

export const redirectsGroup: GroupSpec = {
  name: 'redirects',
  summary: 'Site redirects: old paths of a published site sent to pages, sections or URLs',
  commands: [
    defineCommand({
      name: 'list',
      summary: 'List the live (or draft) redirects of a site',
      effect: 'read',
      output: 'list',
      options: [
        siteOption,
        { flags: '--draft', description: 'list the draft redirects instead of the live ones' },
        { flags: '--search <text>', description: 'only sources holding this text', limit: { min: 1, max: 512 } },
        { flags: '--order-by <field>', description: 'sort by', choices: ['createdAt', 'updatedAt', 'source'] as const },
      ],
      examples: [
        'docs-cli sites redirects list --site <site-id>',
        'docs-cli sites redirects list --site <site-id> --draft',
      ],
      async run(ctx, input) {
        const { org, site } = await target(ctx, input.opts.site);
        const { opts } = input;
        return list(redirectView, (q) =>
          api.listSiteRedirects(ctx.api(), org, site, {
            ...q,
            ...(opts.draft ? { draft: true } : {}),
            ...(opts.search !== undefined ? { search: opts.search } : {}),
            ...(opts.orderBy !== undefined ? { orderBy: opts.orderBy } : {}),
          }),
        );
      },
    }),
    defineCommand({
      name: 'get',
      summary: 'Show a redirect by id, or the live redirect that answers a path (with where it leads)',
      effect: 'read',
      output: 'resource',
      args: [arg({ name: 'redirect', description: 'redirect id, or a path starting with / (/old/page)' })],
      options: [siteOption],
      examples: [
        'docs-cli sites redirects get /old/page --site <site-id>',
        'docs-cli sites redirects get <redirect-id> --site <site-id> -o json',
      ],
      async run(ctx, input) {
        const { org, site } = await target(ctx, input.opts.site);
        const wanted = input.args.redirect;
        if (!wanted.startsWith('/')) return resource(await findRedirect(ctx, org, site, wanted), redirectView);
        const found = await api.getSiteRedirectBySource(ctx.api(), org, site, wanted);
        return resource(
          found,
          view(
            'redirect',
            [
              ['SOURCE', (r: typeof found) => r.redirect.source],
              ['TARGET', (r: typeof found) => r.target],
              ['ID', (r: typeof found) => r.redirect.id],
            ],
            (r) => r.redirect.id,
          ),
        );
      },
    }),
    defineCommand({
      name: 'create',
      summary: 'Create a redirect from a path of the site',
      effect: 'write',
      output: 'resource',
      options: [
        siteOption,
        {
          flags: '--source <path>',
          description: 'path to redirect (/old/page; ending in * or /* for a wildcard)',
          required: true,
          limit: { min: 2, max: 512 },
        },
        ...fixedDestinationOptions,
        ...pathDestinationOptions,
        { flags: '--permanent', description: 'a permanent redirect (308 on a public site)' },
        { flags: '--draft', description: 'save it as a draft (not live)' },
        { flags: '--capture-wildcard', description: 'append what * matched to the destination' },
      ],
      examples: [
        'docs-cli sites redirects create --site <site-id> --source /old/setup --page guides/setup --space <space-id> --permanent',
        'docs-cli sites redirects create --site <site-id> --source /blog/* --url https://blog.example.com --capture-wildcard',
      ],
      async run(ctx, input) {
        const { opts } = input;
        const destination = destinationFrom(opts);
        if (!destination)
          throw new UsageError('give a destination: --url, --page with --space, --site-space or --section');
        const { org, site } = await target(ctx, input.opts.site);
        const made = await api.createSiteRedirect(ctx.api(), org, site, {
          source: opts.source,
          destination,
          ...(opts.permanent ? { permanent: true } : {}),
          ...(opts.draft ? { draft: true } : {}),
          ...(opts.captureWildcard ? { captureWildcard: true } : {}),
        });
        return resource(made, redirectView, `created redirect ${made.id}`);
      },
    }),
    defineCommand({
      name: 'update',
      summary: 'Change a redirect: its source, destination, permanence, or make a draft live',
      effect: 'write',
      output: 'resource',
      args: [redirectArg],
      options: [
        siteOption,
        { flags: '--source <path>', description: 'new source path', limit: { min: 2, max: 512 } },
        ...fixedDestinationOptions,
        { flags: '--permanent', description: 'make it permanent' },
        { flags: '--temporary', description: 'make it temporary' },
        { flags: '--live', description: 'make a draft live' },
        { flags: '--draft', description: 'make it a draft' },
      ],
      examples: [
        'docs-cli sites redirects update <redirect-id> --site <site-id> --live',
        'docs-cli sites redirects update <redirect-id> --site <site-id> --url https://example.com/new',
      ],
      async run(ctx, input) {
        const { opts } = input;
        if (opts.permanent && opts.temporary)
          throw new UsageError('--permanent and --temporary cannot be used together');
        if (opts.live && opts.draft) throw new UsageError('--live and --draft cannot be used together');
        const destination = fixedDestination(opts);
        const body = {
          ...(opts.source !== undefined ? { source: opts.source } : {}),
          ...(destination ? { destination } : {}),
          ...(opts.permanent ? { permanent: true } : opts.temporary ? { permanent: false } : {}),
          ...(opts.live ? { draft: false } : opts.draft ? { draft: true } : {}),
        };
        requireSome(body, '--source, a destination, --permanent, --temporary, --live, --draft');
        const { org, site } = await target(ctx, input.opts.site);
        return resource(await api.updateSiteRedirect(ctx.api(), org, site, input.args.redirect, body), redirectView);
      },
    }),
    defineCommand({
      name: 'delete',
      summary: 'Delete a redirect; its source path answers 404 again',
      effect: 'destructive',
      output: 'none',
      args: [redirectArg],
      options: [siteOption],
      examples: ['docs-cli sites redirects delete <redirect-id> --site <site-id> --yes'],
      async run(ctx, input) {
        const { org, site } = await target(ctx, input.opts.site);
        await ctx.confirm(`Delete redirect ${input.args.redirect}?`);
        if (!(await api.deleteSiteRedirect(ctx.api(), org, site, input.args.redirect)))
          throw new NotFoundError(`redirect ${input.args.redirect} not found in site ${site}`);
        return message(`deleted redirect ${input.args.redirect}`);
      },
    }),
    defineCommand({
      name: 'import',
      summary: 'Create, update, delete or publish redirects from a CSV (source,destination,intent)',
      description:
        'Reads a CSV as GitBook takes it: columns source, destination and optional intent (live, draft or publish). A destination ' +
        'is a URL or <space-id>:<page path>; an empty one deletes the redirect (publish: makes the draft live). Sent 500 rows per ' +
        'request (bulk upsert); prints one result per row.',
      effect: 'write',
      output: 'list',
      options: [
        siteOption,
        option({ flags: '--file <csv>', description: 'the CSV file, or - for stdin', required: true }),
      ],
      examples: ['docs-cli sites redirects import --file redirects.csv --site <site-id>'],
      async run(ctx, input) {
        const file = input.opts.file;
        const rows = parseRedirectsCsv(await readTextInput(ctx.io, file, '--file'), file === '-' ? 'stdin' : file);
        if (rows.length === 0) throw new UsageError(`${file}: no redirects in the file`);
        if (rows.length > MAX_SITE_REDIRECTS)
          throw new UsageError(
            `${file}: ${rows.length} redirects, more than the ${MAX_SITE_REDIRECTS} a site may hold`,
            'split the file, or delete redirects the site no longer needs',
          );
        const { org, site } = await target(ctx, input.opts.site);
        const results: api.BulkResult[] = [];
        for (let i = 0; i < rows.length; i += 500)
          results.push(...(await api.bulkUpsertSiteRedirects(ctx.api(), org, site, rows.slice(i, i + 500))).results);
        const failed = results.filter((r) => r.status === 'error').length;
        if (failed) ctx.warn(`${failed} of ${results.length} rows were not applied (see the error column)`);
        // One result per row, all of them: they cannot be fetched again page by page.
        return { ...list(resultView, async () => ({ items: results, count: results.length })), complete: true };
      },
    }),
  ],
};
